import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PASSWORD_MIN_LENGTH } from '../../../domain/index.ts';
import { answeredWith, describeSignInError } from '../../errors/describeError.ts';
import { emailCalls } from '../../features/email/emailCalls.ts';
import { AccountCard, inputClass, primaryButton } from '../../layout/AccountCard.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';

/**
 * /reset-password?token=…: the mailed link's page. A new password (sign-up's rules) signs the user in
 * and out everywhere else; the browser then loads the app afresh, so every part sees the new session.
 */
export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [error, setError] = useState<string | null>(null);
  // Only a dead link needs a new one; a refused password is chosen again with this link.
  const [linkDead, setLinkDead] = useState(false);
  const [busy, setBusy] = useState(false);
  usePageMeta({
    title: 'Choose a new password',
    description: 'Choose a new password.',
    path: '/reset-password',
    noindex: true,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    if (password !== String(form.get('confirm') ?? '')) {
      setError('The two passwords are not the same.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await emailCalls.resetPassword(token, password);
      window.location.assign('/');
    } catch (caught) {
      setError(describeSignInError(caught));
      setLinkDead(answeredWith(caught, 'reset_link_invalid'));
      setBusy(false);
    }
  }

  if (!token) {
    return (
      <AccountCard title="Choose a new password">
        <p className="text-slate-700">This page needs the link from your email.</p>
        <p className="mt-4 text-center">
          <Link to="/forgot-password" className="font-semibold text-sky-700 hover:underline">
            Get a new link
          </Link>
        </p>
      </AccountCard>
    );
  }
  return (
    <AccountCard title="Choose a new password">
      <form className="space-y-4" onSubmit={submit}>
        <label className="block text-sm font-medium text-slate-700">
          New password
          <input
            name="password"
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            className={inputClass}
          />
        </label>
        <label className="block text-sm font-medium text-slate-700">
          New password again
          <input
            name="confirm"
            type="password"
            required
            minLength={PASSWORD_MIN_LENGTH}
            autoComplete="new-password"
            className={inputClass}
          />
        </label>
        <p className="text-xs text-slate-500">
          At least {PASSWORD_MIN_LENGTH} characters, and not one of the common passwords. You will be signed
          out everywhere else.
        </p>
        {error && (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {error}
            {linkDead && (
              <>
                {' '}
                <Link to="/forgot-password" className="font-semibold underline">
                  Get a new link
                </Link>
              </>
            )}
          </p>
        )}
        <button type="submit" disabled={busy} className={primaryButton}>
          {busy ? 'Please wait…' : 'Set New Password'}
        </button>
      </form>
    </AccountCard>
  );
}
