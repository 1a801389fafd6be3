import { useState } from 'react';
import { EMAIL_TEXTS, PROMOTIONAL_CAMPAIGN } from '../../../domain/index.ts';
import { describeActionError } from '../../errors/describeError.ts';
import { toast } from '../../toast/toastStore.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { EmailDeliveryNotice } from './EmailDeliveryNotice.tsx';
import { emailCalls } from './emailCalls.ts';
import { useEmailStatus } from './useEmailStatus.ts';

type Action = 'schedule' | 'send';

const ACTIONS = {
  schedule: {
    button: 'Schedule Promotional Emails',
    confirm: 'Mail a personal discount code now to every user who is due one?',
    call: () => emailCalls.schedulePromotional(),
    success: EMAIL_TEXTS.scheduled,
    failure: EMAIL_TEXTS.scheduleFailed,
  },
  send: {
    button: 'Send Pending Emails',
    confirm: 'Deliver every email waiting in the outbox now?',
    call: () => emailCalls.sendPromotional(),
    success: EMAIL_TEXTS.promotionalSent,
    failure: EMAIL_TEXTS.promotionalSendFailed,
  },
} as const;

function formatWhen(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'never';
}

/**
 * The promotional campaign's controls (SPEC's Emails tab of /admin: the two buttons and an info box),
 * self-contained so the admin dashboard and /email-management both mount it as is (the latter, which
 * shows how mail is delivered at its top, with `showDelivery={false}`).
 */
export function PromotionalEmailsPanel({ showDelivery = true }: { showDelivery?: boolean }) {
  const { status, reload } = useEmailStatus();
  const [confirming, setConfirming] = useState<Action | null>(null);
  const [busy, setBusy] = useState<Action | null>(null);

  async function run(action: Action) {
    setConfirming(null);
    setBusy(action);
    const { call, success, failure } = ACTIONS[action];
    try {
      const answer = await call();
      toast({ title: success, description: answer.message });
    } catch (error) {
      toast({ title: 'Error', description: describeActionError(error, failure), variant: 'destructive' });
    } finally {
      setBusy(null);
      reload();
    }
  }

  const campaign = status?.campaign;
  return (
    <section aria-labelledby="promotional-emails-heading" className="space-y-4">
      <h2 id="promotional-emails-heading" className="text-lg font-bold text-slate-900">
        Promotional Emails
      </h2>
      <div className="flex flex-wrap gap-3">
        {(Object.keys(ACTIONS) as Action[]).map((action) => (
          <button
            key={action}
            type="button"
            disabled={busy !== null}
            onClick={() => setConfirming(action)}
            className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-800 disabled:opacity-60"
          >
            {busy === action ? 'Working…' : ACTIONS[action].button}
          </button>
        ))}
      </div>
      <div
        data-testid="promotional-info"
        className="rounded-md border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
      >
        <p>
          Every hour, users who signed up {PROMOTIONAL_CAMPAIGN.daysAfterSignup} or more days ago and have not
          bought anything, subscribed or received credits, and have not unsubscribed, get one email with their
          own {PROMOTIONAL_CAMPAIGN.percentOff}% discount code for the credit packs and the monthly and annual
          plans. Nobody gets the same campaign twice.
        </p>
        {campaign && (
          <p className="mt-2">
            Last run: {formatWhen(campaign.lastStartedAt)}
            {campaign.lastScheduled !== null && ` (${campaign.lastScheduled} scheduled)`}
            {campaign.running && ' · running now'}
          </p>
        )}
        {campaign?.blocker && (
          <p className="mt-2 font-semibold text-amber-900" data-testid="campaign-blocker">
            {campaign.blocker}
          </p>
        )}
      </div>
      {showDelivery && <EmailDeliveryNotice status={status} />}
      {confirming && (
        <ConfirmDialog
          title={ACTIONS[confirming].button}
          message={ACTIONS[confirming].confirm}
          confirmLabel={ACTIONS[confirming].button}
          onConfirm={() => void run(confirming)}
          onCancel={() => setConfirming(null)}
        />
      )}
    </section>
  );
}
