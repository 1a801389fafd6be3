import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_RETRY } from '../../shared/domain/index.ts';
import { type Database, type OpenedDatabase, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { dropTestDatabase, testDatabaseLocation } from '../testing/postgres.ts';
import { createMailer } from './mailer.ts';
import { claimDueMail, enqueueMail, LEASE_MS } from './outbox.ts';
import { type OutboxSender, startOutboxSender } from './outboxSender.ts';
import { renderMail } from './template.ts';
import { type SmtpTestServer, startSmtpTestServer } from './testing/smtpTestServer.ts';

/**
 * The outbox against a real database (the SQLite file, or PostgreSQL under `npm run test:pg`) and a
 * real SMTP server: what arrives (headers, both parts),
 * retries of temporary refusals with backoff on a moved clock, permanent refusals, a sender that died
 * between claiming and sending, and a message asked for twice.
 */

const FROM = '"Summer" <hello@summer.example>';
const brand = {
  productName: 'Summer',
  publicUrl: 'https://summer.example',
  supportEmail: 'help@summer.example',
};
let dir: string;
let opened: OpenedDatabase;
let db: Database;
let smtp: SmtpTestServer;
let clock = new Date('2026-11-26T10:00:00.000Z');
const now = () => clock;
const senders: OutboxSender[] = [];

function sender(owner: string) {
  const mailer = createMailer({ mode: 'smtp', url: smtp.url, from: FROM, postalAddress: undefined });
  if (!mailer) throw new Error('no mailer');
  const started = startOutboxSender({
    db,
    mailer,
    from: FROM,
    now,
    logger: createLogger('silent'),
    intervalMs: 3_600_000,
    owner,
  });
  senders.push(started);
  return started;
}

let serial = 0;
function queue(key = `test:${++serial}`, to = 'reader@example.com') {
  const rendered = renderMail(brand, {
    subject: `Hello ${serial}`,
    heading: 'A heading',
    blocks: [{ kind: 'paragraph', text: 'First paragraph & more.' }],
    button: { label: 'Open Summer', url: 'https://summer.example/library' },
  });
  return enqueueMail(
    db,
    { kind: 'admin', dedupeKey: key, userId: null, to, rendered },
    { from: FROM, now: clock },
  );
}

const rowOf = (id: number) =>
  db.selectFrom('email_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'summer-outbox-'));
  opened = await openDatabase(await testDatabaseLocation(dir));
  ({ db } = opened);
  smtp = await startSmtpTestServer();
});
afterAll(async () => {
  await smtp.close();
  await opened.close();
  rmSync(dir, { recursive: true, force: true });
  await dropTestDatabase(dir);
});
beforeEach(() => {
  smtp.received.length = 0;
  smtp.offered = 0;
  smtp.refuse = undefined;
});
afterEach(async () => {
  for (const started of senders.splice(0)) await started.stop();
});

describe('the outbox', () => {
  it('delivers a message with its headers, an HTML part and a text part', async () => {
    const { id } = await queue();
    const report = await sender('one').run();
    expect(report.sent).toBe(1);
    const [mail] = await smtp.waitFor(1);
    const row = await rowOf(id);
    expect(row.status).toBe('sent');
    expect(mail?.parsed.messageId).toBe(row.message_id);
    expect(mail?.parsed.subject).toBe(row.subject);
    expect(mail?.parsed.from?.text).toContain('hello@summer.example');
    expect(mail?.envelope.to).toEqual(['reader@example.com']);
    expect(mail?.parsed.html).toContain('First paragraph &amp; more.');
    expect(mail?.parsed.text).toContain('First paragraph & more.');
    expect(mail?.parsed.text).toContain('Open Summer: https://summer.example/library');
  });

  it('asked twice for one key, queues one message and sends it once', async () => {
    const first = await queue('same-key');
    const second = await queue('same-key');
    expect(second).toEqual({ id: first.id, created: false });
    await sender('one').run();
    await sender('two').run();
    expect(smtp.received).toHaveLength(1);
  });

  it('retries a server that refuses twice (451) and delivers once when it accepts', async () => {
    smtp.refuse = (offer) => (offer <= 2 ? { code: 451, message: 'Try again later' } : undefined);
    const { id } = await queue();
    const sending = sender('one');
    expect(await sending.run()).toMatchObject({ sent: 0, retrying: 1 });
    let row = await rowOf(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.last_error).toContain('Try again later');

    // Not due yet: nothing is offered before the backoff has passed.
    expect(await sending.run()).toMatchObject({ sent: 0, retrying: 0 });
    expect(smtp.offered).toBe(1);

    clock = new Date(clock.getTime() + OUTBOX_RETRY.firstDelayMs);
    expect(await sending.run()).toMatchObject({ retrying: 1 });
    row = await rowOf(id);
    // The second wait is twice the first.
    expect(Date.parse(row.next_attempt_at) - clock.getTime()).toBe(2 * OUTBOX_RETRY.firstDelayMs);

    clock = new Date(clock.getTime() + 2 * OUTBOX_RETRY.firstDelayMs);
    expect(await sending.run()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it('gives up at once on a permanent refusal (550)', async () => {
    smtp.refuse = () => ({ code: 550, message: 'No such mailbox' });
    const { id } = await queue();
    const sending = sender('one');
    expect(await sending.run()).toMatchObject({ failed: 1 });
    clock = new Date(clock.getTime() + 24 * 3_600_000);
    await sending.run();
    expect(smtp.offered).toBe(1);
    expect(await rowOf(id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('keeps a message waiting while no server answers, and sends it once one does', async () => {
    const mailer = createMailer({
      mode: 'smtp',
      url: 'smtp://127.0.0.1:9',
      from: FROM,
      postalAddress: undefined,
    });
    if (!mailer) throw new Error('no mailer');
    const { id } = await queue();
    const unreachable = startOutboxSender({
      db,
      mailer,
      from: FROM,
      now,
      logger: createLogger('silent'),
      intervalMs: 3_600_000,
      owner: 'unreachable',
    });
    senders.push(unreachable);
    expect(await unreachable.run()).toMatchObject({ retrying: 1 });
    expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
    clock = new Date(clock.getTime() + OUTBOX_RETRY.firstDelayMs);
    expect(await sender('reachable').run()).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
  });

  it('gives each due row to one of two senders claiming at the same moment', async () => {
    // A second connection to the same database stands for a second process; both read the same candidates.
    const second = await openDatabase(await testDatabaseLocation(dir));
    const other = second.db;
    try {
      const queued = new Set<number>();
      for (let index = 0; index < 30; index++) queued.add((await queue()).id);
      const [mine, theirs] = await Promise.all([
        claimDueMail(db, { owner: 'here', now: clock, limit: 100 }),
        claimDueMail(other, { owner: 'there', now: clock, limit: 100 }),
      ]);
      const claimed = [...mine, ...theirs].map((row) => row.id).filter((id) => queued.has(id));
      expect(new Set(claimed).size).toBe(claimed.length);
      expect(new Set(claimed)).toEqual(queued);
    } finally {
      await second.close();
      await db
        .updateTable('email_outbox')
        .set({ status: 'cancelled' })
        .where('status', '=', 'sending')
        .execute();
    }
  });

  it("upgrades to TLS when the server offers STARTTLS, and signs in with the URL's user and password", async () => {
    const provider = await startSmtpTestServer({ login: { user: 'summer', pass: 's3cret pass' } });
    try {
      // The test server's certificate is its own: this installation trusts it, as an operator would
      // trust a private relay's with the same query option.
      const url = `smtp://summer:${encodeURIComponent('s3cret pass')}@127.0.0.1:${provider.port}?tls.rejectUnauthorized=false`;
      const mailer = createMailer({ mode: 'smtp', url, from: FROM, postalAddress: undefined });
      if (!mailer) throw new Error('no mailer');
      const secure = startOutboxSender({
        db,
        mailer,
        from: FROM,
        now,
        logger: createLogger('silent'),
        intervalMs: 3_600_000,
        owner: 'tls',
      });
      await queue();
      expect(await secure.run()).toMatchObject({ sent: 1 });
      const [mail] = await provider.waitFor(1);
      expect(mail?.transmissionType).toBe('ESMTPSA');
      await secure.stop();
    } finally {
      await provider.close();
    }
  });

  it('keeps mail waiting while the SMTP password is wrong (the operator fixes it; the mail is not lost)', async () => {
    const provider = await startSmtpTestServer({ login: { user: 'summer', pass: 'right' } });
    try {
      const url = `smtp://summer:wrong@127.0.0.1:${provider.port}?tls.rejectUnauthorized=false`;
      const mailer = createMailer({ mode: 'smtp', url, from: FROM, postalAddress: undefined });
      if (!mailer) throw new Error('no mailer');
      const misconfigured = startOutboxSender({
        db,
        mailer,
        from: FROM,
        now,
        logger: createLogger('silent'),
        intervalMs: 3_600_000,
        owner: 'wrong-password',
      });
      const { id } = await queue();
      expect(await misconfigured.run()).toMatchObject({ sent: 0, retrying: 1 });
      expect(await rowOf(id)).toMatchObject({ status: 'pending', attempts: 1 });
      await db.updateTable('email_outbox').set({ status: 'cancelled' }).where('id', '=', id).execute();
      await misconfigured.stop();
    } finally {
      await provider.close();
    }
  });

  it('sends once what a sender claimed and then died holding, after its lease runs out', async () => {
    const { id } = await queue();
    // A sender claims the row and dies before sending (nothing records the outcome).
    const claimed = await claimDueMail(db, { owner: 'died', now: clock, limit: 10 });
    expect(claimed.map((row) => row.id)).toContain(id);

    const restarted = sender('restarted');
    expect(await restarted.run()).toMatchObject({ sent: 0 });
    expect(smtp.offered).toBe(0);

    clock = new Date(clock.getTime() + LEASE_MS);
    expect(await restarted.run()).toMatchObject({ sent: 1 });
    await restarted.run();
    expect(smtp.received).toHaveLength(1);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2, lease_owner: null });
  });
});
