import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { safeReturnPath } from '../../../api/safeReturnPath.ts';
import { PASSWORD_MIN_LENGTH } from '../../../domain/index.ts';
import { api } from '../../apiClient.ts';
import { useAuthUser } from '../../auth/AuthContext.tsx';
import { usePublicConfig } from '../../config/PublicConfigContext.tsx';
import { describeSignInError } from '../../errors/describeError.ts';
import { AccountCard, inputClass, primaryButton } from '../../layout/AccountCard.tsx';
import { LogoutButton } from '../../layout/LogoutButton.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';

type Mode = 'sign-in' | 'sign-up';

/**
 * /login: sign in, or create an account (?mode=signup). On success the browser goes back to the page
 * that asked for sign-in (`returnTo`, same-origin paths only) with a full load, so every part of the
 * app sees the new session. A signed-in user (who followed a link to /api/logout, or came back here)
 * is told whose account this is and offers Sign Out or going on.
 */
export default function SignInPage() {
  const [params, setParams] = useSearchParams();
  const mode: Mode = params.get('mode') === 'signup' ? 'sign-up' : 'sign-in';
  const returnTo = safeReturnPath(params.get('returnTo'));
  const { productName, freeSummaries } = usePublicConfig();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const auth = useAuthUser();
  usePageMeta({
    title: mode === 'sign-up' ? 'Create your account' : 'Sign in',
    description: `Sign in to ${productName} or create a free account to summarize your documents.`,
    path: '/login',
    noindex: true,
  });

  function switchMode(next: Mode) {
    setError(null);
    const nextParams = new URLSearchParams(params);
    if (next === 'sign-up') nextParams.set('mode', 'signup');
    else nextParams.delete('mode');
    setParams(nextParams, { replace: true });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      // The contract's validators come with the first submission, not with the page.
      const { authRoutes } = await import('../../../api/auth.ts');
      if (mode === 'sign-up') {
        await api.call(authRoutes.register, {
          body: {
            email: field('email'),
            password: String(form.get('password') ?? ''),
            firstName: field('firstName') || undefined,
            lastName: field('lastName') || undefined,
          },
        });
        // SPEC's signup conversion, as a beacon that outlives the page load below.
        (await import('../../analytics/sendTracking.ts')).sendEvent({
          action: 'signup',
          category: 'account',
          page: window.location.pathname,
        });
      } else {
        await api.call(authRoutes.login, {
          body: { email: field('email'), password: String(form.get('password') ?? '') },
        });
      }
      window.location.assign(returnTo);
    } catch (caught) {
      setError(describeSignInError(caught));
      setBusy(false);
    }
  }

  if (auth.status === 'signed-in') return <SignedInPanel email={auth.user.email} returnTo={returnTo} />;

  const signingUp = mode === 'sign-up';
  return (
    <AccountCard
      title={signingUp ? 'Create your account' : `Sign in to ${productName}`}
      subtitle={
        signingUp
          ? `${freeSummaries} free ${freeSummaries === 1 ? 'summary' : 'summaries'}, no credit card.`
          : 'Welcome back.'
      }
    >
      <form className="space-y-4" onSubmit={submit} noValidate={false}>
        {signingUp && (
          <div className="grid grid-cols-2 gap-3">
            <label className="block text-sm font-medium text-slate-700">
              First name
              <input name="firstName" autoComplete="given-name" className={inputClass} />
            </label>
            <label className="block text-sm font-medium text-slate-700">
              Last name
              <input name="lastName" autoComplete="family-name" className={inputClass} />
            </label>
          </div>
        )}
        <label className="block text-sm font-medium text-slate-700">
          Email
          <input name="email" type="email" required autoComplete="email" className={inputClass} />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          Password
          <input
            name="password"
            type="password"
            required
            minLength={signingUp ? PASSWORD_MIN_LENGTH : undefined}
            autoComplete={signingUp ? 'new-password' : 'current-password'}
            aria-describedby={signingUp ? 'password-hint' : undefined}
            className={inputClass}
          />
        </label>
        {signingUp ? (
          <p id="password-hint" className="text-xs text-slate-500">
            At least {PASSWORD_MIN_LENGTH} characters, and not one of the common passwords.
          </p>
        ) : (
          <p className="text-right text-sm">
            <Link
              to="/forgot-password"
              className="font-semibold text-sky-700 underline-offset-2 hover:underline"
            >
              Forgot password?
            </Link>
          </p>
        )}
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
          </p>
        )}
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Please wait…' : signingUp ? 'Create Account' : 'Sign In'}
        </button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        {signingUp ? 'Already have an account? ' : 'New here? '}
        <button
          type="button"
          onClick={() => switchMode(signingUp ? 'sign-in' : 'sign-up')}
          className="font-semibold text-sky-700 underline-offset-2 hover:underline"
        >
          {signingUp ? 'Sign in' : 'Create a free account'}
        </button>
      </p>
    </AccountCard>
  );
}

/** Already signed in: whose account, Sign Out, or on to where sign-in was asked for. */
function SignedInPanel({ email, returnTo }: { email: string; returnTo: string }) {
  return (
    <AccountCard
      title="You are signed in"
      subtitle={
        <>
          as <span className="font-medium text-slate-800">{email}</span>
        </>
      }
    >
      <div className="grid gap-3">
        <LogoutButton
          label="Sign Out"
          className="w-full rounded-md border border-slate-300 px-5 py-3 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
        />
        <Link to={returnTo} className={`block text-center ${primaryButton}`}>
          Continue
        </Link>
      </div>
    </AccountCard>
  );
}
