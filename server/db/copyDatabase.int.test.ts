import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase, testDatabaseLocation, testPostgresUrl } from '../testing/postgres.ts';
import { CopyRefused, copyDatabase } from './copyDatabase.ts';
import { type OpenedDatabase, openDatabase } from './database.ts';

/** An SQLite installation with a little of everything, copied to an empty PostgreSQL database. */
const folder = mkdtempSync(join(tmpdir(), 'summer-copy-'));
let source: OpenedDatabase;
let target: OpenedDatabase;

const NOW = '2026-11-20T10:00:00.000Z';

async function fillSource(db: OpenedDatabase['db']) {
  const users = ['ann@example.com', 'bob@example.com'].map((email) => ({
    id: randomUUID(),
    email,
    password_hash: 'hash',
    paid_documents_available: 4,
    created_at: NOW,
    updated_at: NOW,
  }));
  await db.insertInto('users').values(users).execute();
  const owner = users[0]?.id as string;
  for (let index = 0; index < 5; index++) {
    await db
      .insertInto('documents')
      .values({
        id: randomUUID(),
        user_id: owner,
        filename: `doc-${index}.txt`,
        word_count: 100,
        summary_word_count: 10,
        summary: `Summary ${index} — with “quotes” and ünïcödé`,
        stats_json: '{}',
        language: 'en',
        level: 3,
        credit_used: 'paid',
        retention: 'retain',
        created_at: NOW,
        expires_at: null,
      })
      .execute();
  }
  // A deletion: the row becomes a tombstone with a later change number.
  await db
    .updateTable('documents')
    .set({ deleted: 1, summary: '' })
    .where('filename', '=', 'doc-1.txt')
    .execute();
  const payment = await db
    .insertInto('payments')
    .values({
      user_id: owner,
      kind: 'package',
      stripe_payment_intent_id: 'pi_1',
      stripe_invoice_id: null,
      package_type: 'bundle_5',
      amount_cents: 500,
      currency: 'usd',
      paid_credits: 5,
      paid_at: NOW,
      created_at: NOW,
      updated_at: NOW,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('credit_ledger')
    .values({ user_id: owner, paid_delta: 5, reason: 'purchase', payment_id: payment.id, created_at: NOW })
    .execute();
  await db
    .insertInto('sessions')
    .values({ sid: 's1', sess: '{"cookie":{}}', expire: '2099-01-01T00:00:00.000Z' })
    .execute();
  await db.insertInto('survey_responses').values({ survey_type: 'feedback_page', response: 'yes' }).execute();
}

beforeAll(async () => {
  if (!testPostgresUrl) return;
  source = await openDatabase(join(folder, 'summer.sqlite'));
  await fillSource(source.db);
  target = await openDatabase(await testDatabaseLocation(folder));
});

afterAll(async () => {
  await source?.close();
  await target?.close();
  rmSync(folder, { recursive: true, force: true });
  await dropTestDatabase(folder);
});

describe.skipIf(!testPostgresUrl)('copying an SQLite installation to PostgreSQL', () => {
  it('copies every row of every table, and the counts match', async () => {
    const counts = await copyDatabase(source.db, target.db);
    const byTable = Object.fromEntries(counts.map((count) => [count.table, count]));
    expect(byTable.users).toEqual({ table: 'users', source: 2, target: 2 });
    expect(byTable.documents).toEqual({ table: 'documents', source: 5, target: 5 });
    expect(byTable.credit_ledger).toEqual({ table: 'credit_ledger', source: 1, target: 1 });
    for (const count of counts) expect(count.target, count.table).toBe(count.source);
  });

  it('keeps each summary, its change number and the change counter, so devices keep their checkpoints', async () => {
    const columns = ['id', 'summary', 'sync_seq', 'updated_at', 'deleted'] as const;
    const before = await source.db.selectFrom('documents').select(columns).orderBy('sync_seq').execute();
    const after = await target.db.selectFrom('documents').select(columns).orderBy('sync_seq').execute();
    expect(after).toEqual(before);
    const counter = (db: OpenedDatabase['db']) =>
      db.selectFrom('sync_counters').selectAll().orderBy('name').execute();
    expect(await counter(target.db)).toEqual(await counter(source.db));
  });

  it('goes on numbering after the copied rows: new changes, payments and ledger entries', async () => {
    const highest = Math.max(
      ...(await target.db.selectFrom('documents').select('sync_seq').execute()).map((row) => row.sync_seq),
    );
    await target.db
      .updateTable('documents')
      .set({ filename: 'renamed.txt' })
      .where('filename', '=', 'doc-0.txt')
      .execute();
    const renamed = await target.db
      .selectFrom('documents')
      .select('sync_seq')
      .where('filename', '=', 'renamed.txt')
      .executeTakeFirstOrThrow();
    expect(renamed.sync_seq).toBe(highest + 1);
    const owner = (
      await target.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'ann@example.com')
        .executeTakeFirstOrThrow()
    ).id;
    const entry = await target.db
      .insertInto('credit_ledger')
      .values({ user_id: owner, paid_delta: 1, reason: 'admin_grant', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const copied = await source.db.selectFrom('credit_ledger').select('id').executeTakeFirstOrThrow();
    expect(entry.id).toBeGreaterThan(copied.id);
  });

  it('refuses a database that already has rows, and leaves it as it was', async () => {
    await expect(copyDatabase(source.db, target.db)).rejects.toBeInstanceOf(CopyRefused);
    const { n } = await target.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(n).toBe(2);
  });

  it('is what `npm run db:copy -- --to` does, printing both counts of each table', async () => {
    const cliFolder = mkdtempSync(join(tmpdir(), 'summer-copy-cli-'));
    const to = await testDatabaseLocation(cliFolder);
    const run = (args: string[]) =>
      new Promise<{ code: number; output: string }>((resolve) => {
        execFile(
          process.execPath,
          ['--import', 'tsx', 'server/cli/dbCopy.ts', ...args],
          { env: { ...process.env, DATA_DIR: folder, NODE_ENV: 'test' }, encoding: 'utf8' },
          (error, stdout, stderr) =>
            resolve({ code: error ? Number(error.code) : 0, output: `${stdout}${stderr}` }),
        );
      });
    try {
      const copied = await run(['--to', to]);
      expect(copied.code, copied.output).toBe(0);
      expect(copied.output).toMatch(/^users\s+2\s+2$/m);
      expect(copied.output).toContain('every count matches');
      const again = await run(['--to', to]);
      expect(again.code).toBe(1);
      expect(again.output).toContain('already has rows in');
      expect((await run(['--to', 'mysql://nowhere'])).code).toBe(64);
    } finally {
      rmSync(cliFolder, { recursive: true, force: true });
      await dropTestDatabase(cliFolder);
    }
  }, 60_000);
});
