import { useEffect, useState } from 'react';
import { describeActionError } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { emailCalls } from './emailCalls.ts';

/** /my-account's "Email Preferences": whether this account receives offers by email (the unsubscribe choice). */
export function MarketingEmailsSection() {
  const [receive, setReceive] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    emailCalls.accountPreferences().then(
      (answer) => setReceive(answer.marketingEmails),
      () => setReceive(null),
    );
  }, []);

  async function change(next: boolean) {
    // Shown at once; put back if the server did not take it.
    const before = receive;
    setReceive(next);
    setBusy(true);
    try {
      setReceive((await emailCalls.setAccountPreferences(next)).marketingEmails);
    } catch (error) {
      setReceive(before);
      toast({
        title: 'Error',
        description: describeActionError(error, 'Your choice could not be saved.'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="email-preferences-heading" className="rounded-2xl border border-slate-200 p-6">
      <h2 id="email-preferences-heading" className="text-lg font-bold text-slate-900">
        Email Preferences
      </h2>
      {receive === null ? (
        <p className="mt-4 text-slate-500">Loading…</p>
      ) : (
        <label className="mt-4 flex items-center gap-3 text-sm text-slate-700">
          <input
            type="checkbox"
            checked={receive}
            disabled={busy}
            onChange={(event) => void change(event.target.checked)}
          />
          Send me offers and discounts by email
        </label>
      )}
      <p className="mt-2 text-xs text-slate-500">
        Emails about your account (password resets, credits) are always sent.
      </p>
    </section>
  );
}
