import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { describeSignInError } from '../../errors/describeError.ts';
import { emailCalls } from '../../features/email/emailCalls.ts';
import { AccountCard, inputClass, primaryButton } from '../../layout/AccountCard.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';

/** /forgot-password: asks for a reset link; the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  usePageMeta({
    title: 'Forgot password',
    description: 'Get a link to choose a new password.',
    path: '/forgot-password',
    noindex: true,
  });

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setBusy(true);
    setError(null);
    try {
      setAnswer((await emailCalls.forgotPassword(email)).message);
    } catch (caught) {
      setError(describeSignInError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Forgot your password?">
      {answer ? (
        <p role="status" className="rounded-md bg-sky-50 px-3 py-3 text-sky-950">
          {answer}
        </p>
      ) : (
        <form className="space-y-4" onSubmit={submit}>
          <p className="text-sm text-slate-600">
            Enter the email of your account and we will send you a link to choose a new password.
          </p>
          <label className="block text-sm font-medium text-slate-700">
            Email
            <input name="email" type="email" required autoComplete="email" className={inputClass} />
          </label>
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <button type="submit" disabled={busy} className={primaryButton}>
            {busy ? 'Please wait…' : 'Send Reset Link'}
          </button>
        </form>
      )}
      <p className="mt-4 text-center text-sm">
        <Link to="/login" className="font-semibold text-sky-700 hover:underline">
          Back to sign in
        </Link>
      </p>
    </AccountCard>
  );
}
