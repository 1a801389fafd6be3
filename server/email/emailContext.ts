import type { Clock } from '../clock.ts';
import type { EmailSetup } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { enqueueMail, type QueuedMail } from './outbox.ts';
import type { OutboxSender } from './outboxSender.ts';
import type { Brand } from './template.ts';

/**
 * What the email use cases work with, built once when the server starts (server/email/startEmail.ts):
 * the database and clock, the brand and sender of every mail, the key that signs links in mail, and the
 * sender of this process (none when email is not configured: mail then waits in the outbox).
 */
export interface EmailContext {
  db: Database;
  now: Clock;
  logger: Logger;
  brand: Brand;
  setup: EmailSetup;
  /** The operator's TIME_ZONE: what "today" means for the credit emails. */
  timeZone: string;
  /** Signs the unsubscribe links (server/email/linkTokens.ts). */
  linkKey: Buffer;
  sender: OutboxSender | undefined;
}

/** A link to a page of the product, as it appears in mail. */
export function productLink(
  context: Pick<EmailContext, 'brand'>,
  path: string,
  query: Record<string, string> = {},
) {
  const url = new URL(path, `${context.brand.publicUrl}/`);
  for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
  return url.toString();
}

/**
 * Queues a message (once per dedupe key) and tells this process's sender. Pass `db` to queue it inside
 * the transaction of what it tells about; the sender finds it once committed (call `sender.wake()` after
 * the commit to send it at once; otherwise it goes at the sender's next look, EMAIL_SEND_INTERVAL_MS).
 */
export async function queueMail(
  context: EmailContext,
  mail: QueuedMail,
  db: Database = context.db,
): Promise<{ id: number; created: boolean }> {
  const queued = await enqueueMail(db, mail, { from: context.setup.from, now: context.now() });
  if (queued.created) context.sender?.wake();
  return queued;
}
