import type { EmailStatus } from '../../../api/email.ts';

/** What the admin screens say about how this server sends mail, and the outbox's figures. */
export function EmailDeliveryNotice({ status }: { status: EmailStatus | null }) {
  if (!status) return null;
  const { outbox } = status;
  const figures = `Delivered ${outbox.sent ?? 0} · waiting ${(outbox.pending ?? 0) + (outbox.sending ?? 0)} · failed ${outbox.failed ?? 0}`;
  if (status.mode === 'off') {
    return (
      <div
        role="status"
        data-testid="email-not-configured"
        className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <p className="font-semibold">Email is not configured on this server.</p>
        <p>Messages are kept in the outbox and go out once SMTP_URL is set. {figures}</p>
      </div>
    );
  }
  return (
    <p role="status" data-testid="email-delivery" className="text-sm text-slate-600">
      {status.mode === 'files' ? 'Development: mail is written as .eml files under DATA_DIR/mail. ' : ''}
      {figures}
    </p>
  );
}
