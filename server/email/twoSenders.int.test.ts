import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction, type OpenedDatabase, openDatabase } from '../db/database.ts';
import { dropTestDatabase, testDatabaseLocation } from '../testing/postgres.ts';
import { type ServerProcess, startServerProcess } from '../testing/serverProcess.ts';
import { enqueueMail } from './outbox.ts';
import { renderMail } from './template.ts';
import { type SmtpTestServer, startSmtpTestServer } from './testing/smtpTestServer.ts';

/**
 * Two real server processes on one database, both with a sender polling the outbox every 100 ms, and a
 * slow SMTP server so their passes overlap: every queued message arrives exactly once.
 */

const MESSAGES = 40;
const FROM = '"Summer" <hello@summer.example>';
let dir: string;
let smtp: SmtpTestServer;
let opened: OpenedDatabase | undefined;
const processes: ServerProcess[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'summer-two-senders-'));
  smtp = await startSmtpTestServer({ acceptDelayMs: 30 });
  const env = { SMTP_URL: smtp.url, MAIL_FROM: FROM, EMAIL_SEND_INTERVAL_MS: '100' };
  // The first creates the database; the second opens it as it is.
  processes.push(await startServerProcess(dir, env));
  processes.push(await startServerProcess(dir, env));
  // The processes' database: their SQLite file, or under `npm run test:pg` their PostgreSQL database.
  opened = await openDatabase(await testDatabaseLocation(dir));
}, 240_000);

afterAll(async () => {
  await Promise.all(processes.map((process) => process.stop()));
  await opened?.close();
  await smtp?.close();
  rmSync(dir, { recursive: true, force: true });
  await dropTestDatabase(dir);
});

describe('two sender processes on one database', () => {
  it('deliver every message once', async () => {
    const brand = {
      productName: 'Summer',
      publicUrl: 'http://localhost',
      supportEmail: 'help@summer.example',
    };
    // All at once (one transaction), so both senders find the same batch due at the same moment.
    const db = (opened as OpenedDatabase).db;
    await inTransaction(db, async (trx) => {
      for (let index = 0; index < MESSAGES; index++) {
        const rendered = renderMail(brand, {
          subject: `Message ${index}`,
          heading: `Message ${index}`,
          blocks: [{ kind: 'paragraph', text: 'Once only.' }],
        });
        await enqueueMail(
          trx,
          {
            kind: 'admin',
            dedupeKey: `two-senders:${index}`,
            userId: null,
            to: `reader${index}@example.com`,
            rendered,
          },
          { from: FROM, now: new Date() },
        );
      }
    });
    await smtp.waitFor(MESSAGES, 60_000);
    // Time for a duplicate to show up, had either sender sent a message the other had.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const ids = smtp.received.map((mail) => mail.parsed.messageId);
    expect(ids).toHaveLength(MESSAGES);
    expect(new Set(ids).size).toBe(MESSAGES);
    const rows = await db.selectFrom('email_outbox').select(['status', 'attempts']).execute();
    expect(rows.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  }, 120_000);
});
