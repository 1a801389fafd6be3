import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { describeActionError } from '../../errors/describeError.ts';
import { AccountCard, primaryButton } from '../../layout/AccountCard.tsx';
import { usePageMeta } from '../../seo/PageMetaContext.tsx';
import { emailCalls } from './emailCalls.ts';

type View =
  | { status: 'loading' }
  | { status: 'ready'; email: string; marketingEmails: boolean }
  | { status: 'failed'; message: string };

/**
 * /unsubscribe?token=…: the footer link of marketing mail, signed out. It shows the choice and changes it
 * only on a click: link checkers open links, and one of them must not unsubscribe anybody.
 */
export default function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [view, setView] = useState<View>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  usePageMeta({
    title: 'Email preferences',
    description: 'Choose whether to receive offers by email.',
    path: '/unsubscribe',
    noindex: true,
  });

  useEffect(() => {
    if (!token) {
      setView({ status: 'failed', message: 'This page needs the link from your email.' });
      return;
    }
    emailCalls.linkPreferences(token).then(
      (answer) => setView({ status: 'ready', ...answer }),
      (error: unknown) =>
        setView({
          status: 'failed',
          message: describeActionError(error, 'This unsubscribe link is invalid.'),
        }),
    );
  }, [token]);

  async function choose(marketingEmails: boolean) {
    setBusy(true);
    try {
      setView({ status: 'ready', ...(await emailCalls.setLinkPreferences(token, marketingEmails)) });
    } catch (error) {
      setView({
        status: 'failed',
        message: describeActionError(error, 'Your choice could not be saved. Please try again.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard title="Email preferences">
      {view.status === 'loading' && <p className="text-slate-500">Loading…</p>}
      {view.status === 'failed' && (
        <p role="alert" className="text-red-800">
          {view.message}
        </p>
      )}
      {view.status === 'ready' && (
        <div className="space-y-4">
          <p role="status" data-testid="marketing-choice" className="text-slate-700">
            {view.marketingEmails
              ? `${view.email} receives offers and discounts by email.`
              : `${view.email} is unsubscribed: no more offers by email.`}
          </p>
          <p className="text-sm text-slate-500">
            Emails about your account (password resets, credits) still arrive.
          </p>
          <button
            type="button"
            disabled={busy}
            onClick={() => void choose(!view.marketingEmails)}
            className={primaryButton}
          >
            {view.marketingEmails ? 'Unsubscribe' : 'Subscribe Again'}
          </button>
        </div>
      )}
    </AccountCard>
  );
}
