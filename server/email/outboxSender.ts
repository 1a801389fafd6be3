import { randomUUID } from 'node:crypto';
import { type EmailKind, isMarketingEmail } from '../../shared/domain/index.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { DeliveryError, type Mailer } from './mailer.ts';
import { claimDueMail, finishMail, type OutboxRow } from './outbox.ts';
import { hasOptedOutOfMarketing } from './preferences.ts';

/** What one pass of the sender did. */
interface SendReport {
  sent: number;
  failed: number;
  /** Temporary failures that wait for their next try. */
  retrying: number;
  cancelled: number;
}

export interface OutboxSender {
  /** Sends what is due now (only `ids`, when given); a pass already running is joined, not doubled. */
  run(ids?: readonly number[]): Promise<SendReport>;
  /** Mail was queued: a pass starts soon rather than at the next interval. */
  wake(): void;
  /** Stops the timer; answers when a pass in progress has finished. */
  stop(): Promise<void>;
}

const BATCH = 20;

export interface OutboxSenderOptions {
  db: Database;
  mailer: Mailer;
  from: string;
  now: Clock;
  logger: Logger;
  intervalMs: number;
  /** This process's name in the rows it leases (tests name theirs). */
  owner?: string;
}

/**
 * The background sender of one process. Several processes may run one each on the same database: a
 * row is sent by whoever claims it (outbox.ts), so a message goes out once however many are running.
 * Marketing mail to someone who unsubscribed after it was queued is cancelled instead of sent.
 */
export function startOutboxSender(options: OutboxSenderOptions): OutboxSender {
  const { db, mailer, from, now, logger } = options;
  const owner = options.owner ?? `sender-${randomUUID()}`;
  let running: Promise<SendReport> | undefined;
  let stopped = false;

  async function deliver(row: OutboxRow, report: SendReport): Promise<void> {
    if (
      isMarketingEmail(row.kind as EmailKind) &&
      row.user_id &&
      (await hasOptedOutOfMarketing(db, row.user_id))
    ) {
      await finishMail(db, row, {
        owner,
        now: now(),
        outcome: { status: 'cancelled', reason: 'unsubscribed' },
      });
      report.cancelled += 1;
      return;
    }
    try {
      await mailer.send({
        from,
        to: row.to_address,
        subject: row.subject,
        html: row.html,
        text: row.text,
        messageId: row.message_id,
        headers: JSON.parse(row.headers_json) as Record<string, string>,
      });
    } catch (error) {
      const failure = error instanceof DeliveryError ? error : new DeliveryError(String(error), true);
      const status = await finishMail(db, row, {
        owner,
        now: now(),
        outcome: { status: 'failed', temporary: failure.temporary, error: failure.message },
      });
      if (status === 'pending') report.retrying += 1;
      else report.failed += 1;
      logger.warn(
        { outboxId: row.id, kind: row.kind, attempts: row.attempts, status, err: failure.message },
        'mail not delivered',
      );
      return;
    }
    await finishMail(db, row, { owner, now: now(), outcome: { status: 'sent' } });
    report.sent += 1;
  }

  async function pass(ids?: readonly number[]): Promise<SendReport> {
    const report: SendReport = { sent: 0, failed: 0, retrying: 0, cancelled: 0 };
    for (;;) {
      if (stopped) break;
      const rows = await claimDueMail(db, { owner, now: now(), limit: BATCH, ids });
      if (rows.length === 0) break;
      for (const row of rows) await deliver(row, report);
    }
    if (report.sent + report.failed + report.retrying > 0) logger.info(report, 'outbox pass');
    return report;
  }

  const run = (ids?: readonly number[]): Promise<SendReport> => {
    // A pass for some rows waits for the general pass in progress, then runs itself.
    if (running) return ids ? running.then(() => run(ids)) : running;
    running = pass(ids)
      .catch((error: unknown) => {
        logger.error({ err: error }, 'outbox pass failed');
        return { sent: 0, failed: 0, retrying: 0, cancelled: 0 };
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  let woken: NodeJS.Timeout | undefined;
  const wake = () => {
    if (stopped || woken) return;
    woken = setTimeout(() => {
      woken = undefined;
      // Mail queued while a pass runs may come after its last look: one more pass follows it.
      void (running ? running.then(() => run()) : run());
    }, 10);
    woken.unref();
  };
  const timer = setInterval(() => void run(), options.intervalMs);
  timer.unref();
  wake();

  return {
    run,
    wake,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      clearTimeout(woken);
      await running;
      mailer.close();
    },
  };
}
