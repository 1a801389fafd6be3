import { randomUUID } from 'node:crypto';
import { type AuditActor, recordAdminAction } from '../admin/auditLog.ts';
import { normalizeEmail } from '../auth/users.ts';
import { adminMessageBlock } from './adminContent.ts';
import { type EmailContext, queueMail } from './emailContext.ts';
import { renderMail } from './template.ts';

/** GET /api/admin/email-list: every account, newest first (SPEC's email list entry). */
export async function listEmailRecipients(context: Pick<EmailContext, 'db'>) {
  const rows = await context.db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'last_name', 'created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    firstName: row.first_name,
    lastName: row.last_name,
    createdAt: row.created_at,
  }));
}

export interface AdminEmail {
  emails: string[];
  subject: string;
  content: string;
  isHtml: boolean;
}

const LOOKUP_CHUNK = 500;

/**
 * POST /api/admin/send-email: the admin's message, in the product's template (HTML sanitized), queued
 * for each address that is an account of the product. `sent` counts the messages handed to the outbox
 * (it delivers them, retrying temporary failures); `failed` the addresses that are not accounts.
 */
export async function sendAdminEmail(
  context: EmailContext,
  { email, actor }: { email: AdminEmail; actor: AuditActor & { kind: 'user' } },
): Promise<{ sent: number; failed: number }> {
  const wanted = [...new Set(email.emails.map(normalizeEmail))];
  const accounts = new Map<string, string>();
  for (let start = 0; start < wanted.length; start += LOOKUP_CHUNK) {
    const rows = await context.db
      .selectFrom('users')
      .select(['id', 'email'])
      .where('email', 'in', wanted.slice(start, start + LOOKUP_CHUNK))
      .execute();
    for (const row of rows) accounts.set(row.email, row.id);
  }
  const rendered = renderMail(context.brand, {
    subject: email.subject,
    heading: email.subject,
    blocks: [adminMessageBlock(email.content, email.isHtml)],
    button: { label: `Open ${context.brand.productName}`, url: context.brand.publicUrl },
  });
  // One key per send and address: a repeat of this request is another send, a retry of a row is not.
  const batch = randomUUID();
  for (const [address, userId] of accounts) {
    await queueMail(context, {
      kind: 'admin',
      dedupeKey: `admin:${batch}:${userId}`,
      userId,
      to: address,
      rendered,
    });
  }
  await recordAdminAction(context.db, {
    actor,
    action: 'email.send',
    after: { subject: email.subject, recipients: accounts.size, refused: wanted.length - accounts.size },
    now: context.now(),
  });
  return { sent: accounts.size, failed: wanted.length - accounts.size };
}
