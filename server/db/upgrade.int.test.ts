import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createTestClient, generatedText, TEST_PASSWORD, type TestClient } from '../testing/httpClient.ts';
import { testPostgresUrl } from '../testing/postgres.ts';
import { startTestServer, type TestServer } from '../testing/testServer.ts';
import { openDatabase } from './database.ts';

/**
 * An installation made by the server as it was before PostgreSQL (commit 3730655: its own migrations,
 * two accounts, three summaries and a deletion, a survey answer, a page view, a payment, sessions, and
 * a reservation left unfinished by a kill -9), started with today's server. It must keep working as it
 * was, and end up with the schema a new installation gets. SQLite only: PostgreSQL installations start
 * from today's migrations (or db:copy).
 */
const FIXTURE = new URL('./testing/made-before-postgres.sqlite', import.meta.url).pathname;
/**
 * The server starts as if just after the installation was made (its clock running from then): Ann's
 * summary was kept for an hour, and a server started later on would rightly have deleted it.
 */
const MADE_AT = Date.parse('2026-11-25T22:00:00.000Z');
const startedAt = Date.now();
const now = () => new Date(MADE_AT + (Date.now() - startedAt));
const folder = mkdtempSync(join(tmpdir(), 'summer-upgrade-'));
let server: TestServer;
let database: TestDatabase;

beforeAll(async () => {
  if (testPostgresUrl) return;
  copyFileSync(FIXTURE, join(folder, 'summer.sqlite'));
  server = await startTestServer({}, { dataDir: folder, now });
  database = await openTestDatabase(folder);
});

afterAll(async () => {
  await database?.close();
  await server?.close();
  rmSync(folder, { recursive: true, force: true });
});

async function signIn(email: string): Promise<TestClient> {
  const client = createTestClient(server.url);
  const answer = await client.json('POST', '/api/login', { email, password: TEST_PASSWORD });
  expect(answer.status).toBe(200);
  return client;
}

/** Every table, index and trigger as SQLite stores its definition. */
async function schemaOf(db: TestDatabase['db']) {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    select type, name, sql from sqlite_master where name not like 'sqlite_%' order by type, name`.execute(db);
  return rows;
}

describe.skipIf(testPostgresUrl)('an SQLite installation made before PostgreSQL, started today', () => {
  it('has the schema a new installation gets', async () => {
    const fresh = await openDatabase(join(folder, 'fresh', 'summer.sqlite'));
    try {
      expect(await schemaOf(database.db)).toEqual(await schemaOf(fresh.db));
    } finally {
      await fresh.close();
    }
  });

  it('keeps its accounts, passwords, balances and library', async () => {
    const ann = await signIn('ann@example.com');
    const documents = await ann.json<{ filename: string }[]>('GET', '/api/documents');
    expect(documents.status).toBe(200);
    expect(documents.body).toHaveLength(1);
    expect((await database.balance('ann@example.com')).paid_documents_available).toBe(5);
  });

  it('gave back, at start-up, the credit a killed server had reserved', async () => {
    expect((await database.balance('bob@example.com')).free_documents_used).toBe(1);
    const open = await database.db
      .selectFrom('upload_requests')
      .select('request_id')
      .where('document_id', 'is', null)
      .execute();
    expect(open).toEqual([]);
  });

  it('numbers a new summary after the old ones, and stamps survey answers as before', async () => {
    const before = await database.db
      .selectFrom('sync_counters')
      .select('value')
      .where('name', '=', 'documents')
      .executeTakeFirstOrThrow();
    const bob = await signIn('bob@example.com');
    const upload = await bob.fetch('/api/upload-text', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: `After the upgrade. ${generatedText(300)}`, compressionLevel: 3 }),
    });
    expect(upload.status).toBe(200);
    const { id } = (await upload.json()) as { id: string };
    const stored = await database.db
      .selectFrom('documents')
      .select('sync_seq')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.sync_seq).toBe(before.value + 1);
    const answered = await bob.json('POST', '/api/survey/submit', {
      surveyType: 'first_use_feedback',
      response: 'yes_but_price_too_high',
      sessionId: 'after-upgrade',
    });
    expect(answered.status).toBe(201);
    const answer = await database.db
      .selectFrom('survey_responses')
      .select('created_at')
      .where('session_id', '=', 'after-upgrade')
      .executeTakeFirstOrThrow();
    expect(answer.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
