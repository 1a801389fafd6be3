import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createTestClient, generatedText, TEST_PASSWORD } from '../testing/httpClient.ts';
import { type ServerProcess, startServerProcess } from '../testing/serverProcess.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'summer-crash-'));
let server: ServerProcess | undefined;
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.close();
  await server?.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

const UPLOADS = 20;
const CREDITS = 20;
const EMAIL = 'crash@example.com';
// One worker, and room for all 20 documents of the account at once, so many reservations are open at the kill.
// On PostgreSQL, where other instances may be at work, a stopped one's claims go when their lease runs out.
// Long enough that a live instance on a busy machine always renews in time.
const LEASE_MS = 5000;
const SERVER_ENV = {
  SUMMARIZE_WORKERS: '1',
  UPLOADS_PER_ACCOUNT: '20',
  SUMMARIZE_QUEUE_LIMIT: '40',
  UPLOAD_LEASE_MS: String(LEASE_MS),
};

async function signIn(url: string) {
  const client = createTestClient(url);
  const answer = await client.json('POST', '/api/login', { email: EMAIL, password: TEST_PASSWORD });
  if (answer.status !== 200) throw new Error(`sign-in failed: ${answer.status}`);
  return client;
}

/** Credits spent so far and summaries kept: a crash must never leave the first above the second. */
async function ledger(db: TestDatabase) {
  const { paid_documents_available } = await db.balance(EMAIL);
  return { spent: CREDITS - paid_documents_available, summaries: await db.documentCount() };
}

describe('a server killed (SIGKILL) during 20 uploads', () => {
  it('comes back with a sound database, every spent credit matched by a summary, and keys that retry without paying twice', async ({
    annotate,
  }) => {
    server = await startServerProcess(dataDir, SERVER_ENV);
    const signUp = await createTestClient(server.url).json('POST', '/api/register', {
      email: EMAIL,
      password: TEST_PASSWORD,
      firstName: 'Crash',
      lastName: 'Test',
    });
    expect(signUp.status).toBe(201);
    database = await openTestDatabase(dataDir);
    await database.setBalance(EMAIL, { free_documents_used: 3, paid_documents_available: CREDITS });
    const client = await signIn(server.url);

    // Half the uploads send an Idempotency-Key (as the web app and the desktop now do), half send none.
    const uploads = Array.from({ length: UPLOADS }, (_, index) => ({
      key: index % 2 === 0 ? randomUUID() : undefined,
      text: `Upload ${index}. ${generatedText(15_000)}`,
    }));
    const send = (target: typeof client, upload: (typeof uploads)[number]) =>
      target.fetch('/api/upload-text', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(upload.key ? { 'Idempotency-Key': upload.key } : {}),
        },
        body: JSON.stringify({ text: upload.text, compressionLevel: 2 }),
      });
    const answers = uploads.map((upload) =>
      send(client, upload).then(
        (response) => response.status,
        () => 'connection lost' as const,
      ),
    );

    // Kill it once some summaries are saved while other reservations are still running.
    const db = database.db;
    for (;;) {
      const { summaries } = await ledger(database);
      const open = await db
        .selectFrom('upload_requests')
        .select('request_id')
        .where('document_id', 'is', null)
        .execute();
      if (summaries >= 4 && open.length > 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await server.kill();
    const statuses = await Promise.all(answers);
    expect(statuses.filter((status) => status === 'connection lost').length).toBeGreaterThan(0);
    const atCrash = await ledger(database);
    expect(atCrash.spent).toBeGreaterThan(atCrash.summaries);

    server = await startServerProcess(dataDir, SERVER_ENV);
    if (database.dialect === 'sqlite') {
      // PostgreSQL's own recovery is not ours to check; SQLite's file is.
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
      expect(rows.map((row) => row.integrity_check)).toEqual(['ok']);
    }
    // Unfinished reservations were given back: on SQLite at start-up, before the server answered (one
    // process serves the file); on PostgreSQL once the dead process's leases ran out.
    let afterRestart = await ledger(database);
    const deadline = Date.now() + 10 * LEASE_MS;
    while (database.dialect === 'postgres' && afterRestart.spent !== afterRestart.summaries) {
      if (Date.now() > deadline) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
      afterRestart = await ledger(database);
    }
    expect(afterRestart.spent).toBe(afterRestart.summaries);
    expect(
      await db.selectFrom('upload_requests').select('request_id').where('document_id', 'is', null).execute(),
    ).toEqual([]);

    // Every keyed upload tried again gets its summary; the ones saved before the crash are not paid again.
    const again = await signIn(server.url);
    const ids = new Set<string>();
    for (const upload of uploads.filter((candidate) => candidate.key)) {
      const response = await send(again, upload);
      expect(response.status).toBe(200);
      ids.add(((await response.json()) as { id: string }).id);
      const repeat = await send(again, upload);
      expect(((await repeat.json()) as { id: string }).id).toBe([...ids].at(-1));
    }
    expect(ids.size).toBe(UPLOADS / 2);
    const afterRetry = await ledger(database);
    expect(afterRetry.spent).toBe(afterRetry.summaries);
    expect(afterRetry.summaries).toBeLessThanOrEqual(afterRestart.summaries + UPLOADS / 2);
    // The figures of this run, for the report (not checked: they depend on when the kill landed).
    const answered = statuses.filter((status) => status === 200).length;
    await annotate(
      `${UPLOADS} uploads, killed with ${answered} answered: ${atCrash.spent} credits spent for ${atCrash.summaries} summaries at the kill; after the restart ${afterRestart.spent} for ${afterRestart.summaries} (${atCrash.spent - afterRestart.spent} given back); after the ${UPLOADS / 2} keyed uploads were sent again, ${afterRetry.spent} for ${afterRetry.summaries}`,
    );
  }, 300_000);
});
