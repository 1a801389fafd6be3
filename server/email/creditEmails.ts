import { sql } from 'kysely';
import { calendarStarts } from '../admin/timeZone.ts';
import type { Database } from '../db/database.ts';
import { type EmailContext, productLink, queueMail } from './emailContext.ts';
import { renderMail } from './template.ts';

/**
 * "You received credits": mailed to a user who was given credits (the admin's grant or the distribution
 * to everybody), once per user and day in the operator's time zone. The key of that day is the "already
 * told": the distribution queues it as it grants, and POST /api/admin/send-credit-emails queues it for
 * whoever received credits today and has not been told yet.
 */

/** Ledger reasons that are gifts worth a mail (a purchase has Stripe's receipt). */
const GIFT_REASONS = ['admin_grant', 'distribution'] as const;

function dedupeKey(context: EmailContext, userId: string): { key: string; since: string } {
  const since = calendarStarts(context.timeZone, context.now()).today.toISOString();
  return { key: `credits-received:${userId}:${since}`, since };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * The distribution of credits (the admin area's POST /api/admin/distribute-credits) calls this for
 * each user it gives credits to, in its grant's transaction.
 *
 * Queues the "you received credits" mail for one user, telling what they were given today and what they
 * now have. A second call the same day changes nothing. Answers whether a mail was queued. Pass `db` to
 * queue it in the transaction that granted the credits.
 */
export async function queueCreditsReceivedEmail(
  context: EmailContext,
  { userId, db = context.db }: { userId: string; db?: Database },
): Promise<boolean> {
  const { key, since } = dedupeKey(context, userId);
  const user = await db
    .selectFrom('users')
    .select(['email', 'first_name', 'paid_documents_available'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) return false;
  // Gifts an owner's reset took back today are not counted as received: only those after it.
  const reset = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('user_id', '=', userId)
    .where('reason', '=', 'admin_reset')
    .where('created_at', '>=', since)
    .executeTakeFirst();
  const today = await db
    .selectFrom('credit_ledger')
    .select((eb) => eb.fn.sum<number>('paid_delta').as('paid'))
    .where('user_id', '=', userId)
    .where('created_at', reset?.at ? '>' : '>=', reset?.at ?? since)
    .where('reason', 'in', [...GIFT_REASONS])
    .where('paid_delta', '>', 0)
    .executeTakeFirst();
  const received = Number(today?.paid ?? 0);
  const { brand } = context;
  const rendered = renderMail(brand, {
    subject: `You received ${plural(received || 1, 'free credit', 'free credits')} on ${brand.productName}`,
    heading: `${user.first_name ? `${user.first_name}, you` : 'You'} have new credits`,
    preheader: 'Credits never expire.',
    blocks: [
      {
        kind: 'paragraph',
        text: `${plural(received || 1, 'credit was', 'credits were')} added to your ${brand.productName} account today. Each one summarizes a document of up to 25,000 words.`,
      },
      {
        kind: 'paragraph',
        text: `You now have ${plural(user.paid_documents_available, 'paid credit', 'paid credits')}. Credits never expire.`,
      },
    ],
    button: { label: 'Summarize a document', url: productLink(context, '/') },
  });
  const queued = await queueMail(
    context,
    { kind: 'credits', dedupeKey: key, userId, to: user.email, rendered },
    db,
  );
  return queued.created;
}

/** POST /api/admin/send-credit-emails: everybody given credits today who was not told yet. */
export async function sendCreditEmails(context: EmailContext): Promise<{ message: string; queued: number }> {
  const { since } = dedupeKey(context, '');
  const keyPrefix = 'credits-received:';
  const rows = await context.db
    .selectFrom('credit_ledger')
    .select('credit_ledger.user_id')
    .distinct()
    .where('credit_ledger.created_at', '>=', since)
    .where('credit_ledger.reason', 'in', [...GIFT_REASONS])
    .where('credit_ledger.paid_delta', '>', 0)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('email_outbox')
            .select('email_outbox.id')
            .whereRef(
              'email_outbox.dedupe_key',
              '=',
              sql<string>`(${keyPrefix} || credit_ledger.user_id || ${`:${since}`})`,
            ),
        ),
      ),
    )
    .execute();
  let queued = 0;
  for (const row of rows) {
    if (await queueCreditsReceivedEmail(context, { userId: row.user_id })) queued += 1;
  }
  const message =
    queued === 0
      ? 'Everyone who received credits today has already been told.'
      : `Queued ${plural(queued, 'credit email', 'credit emails')} for users who received credits today.`;
  return { message, queued };
}
