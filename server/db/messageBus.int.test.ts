import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase, testDatabaseLocation, testPostgresUrl } from '../testing/postgres.ts';
import { CHANNELS } from './channels.ts';
import { type OpenedDatabase, openDatabase } from './database.ts';

// Two "instances" on one database: the SQLite file, or PostgreSQL under `npm run test:pg`.
const folder = mkdtempSync(join(tmpdir(), 'summer-bus-'));
let first: OpenedDatabase;
let second: OpenedDatabase;
beforeAll(async () => {
  const location = await testDatabaseLocation(folder);
  first = await openDatabase(location);
  second = await openDatabase(location);
});
afterAll(async () => {
  await first?.close();
  await second?.close();
  rmSync(folder, { recursive: true, force: true });
  await dropTestDatabase(folder);
});

/** The next `count` messages of `channel` on `bus`, or what came within `ms`. */
function collect(opened: OpenedDatabase, channel: string, count: number, ms = 5000) {
  const received: string[] = [];
  return new Promise<string[]>((resolve) => {
    const timer = setTimeout(() => finish(), ms);
    const stop = opened.bus.subscribe(channel, (payload) => {
      received.push(payload);
      if (received.length >= count) finish();
    });
    function finish() {
      clearTimeout(timer);
      stop();
      resolve(received);
    }
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

async function insertUser(opened: OpenedDatabase): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  await opened.db
    .insertInto('users')
    .values({ id, email: `${id}@example.com`, password_hash: 'x', created_at: at, updated_at: at })
    .execute();
  return id;
}

function documentOf(userId: string) {
  return {
    id: randomUUID(),
    user_id: userId,
    filename: 'notes.txt',
    word_count: 10,
    summary_word_count: 2,
    summary: 'Short.',
    stats_json: '{}',
    language: 'en',
    level: 3,
    credit_used: 'paid',
    retention: 'retain' as const,
    created_at: new Date().toISOString(),
    expires_at: null,
  };
}

describe('the message bus', () => {
  it('delivers what one side publishes, in order, to the subscribers of its channel', async () => {
    // On SQLite one process serves the file: the bus is the process's own.
    const listener = testPostgresUrl ? second : first;
    const heard = collect(listener, CHANNELS.progress, 3);
    await settle();
    for (const payload of ['one', 'two', 'three']) first.bus.publish(CHANNELS.progress, payload);
    expect(await heard).toEqual(['one', 'two', 'three']);
  });

  it('refuses a channel name that is not one of ours', () => {
    expect(() => first.bus.publish('bad; NOTIFY x', 'payload')).toThrow(/invalid message channel/);
  });
});

describe.skipIf(!testPostgresUrl)('library changes on PostgreSQL', () => {
  it('are announced to every instance with the owner, once the change is committed', async () => {
    const userId = await insertUser(first);
    const heard = collect(second, CHANNELS.documents, 1, 1500);
    await settle();
    let announcedBeforeCommit: string[] = [];
    await first.db.transaction().execute(async (trx) => {
      await trx.insertInto('documents').values(documentOf(userId)).execute();
      const early = collect(second, CHANNELS.documents, 1, 400);
      announcedBeforeCommit = await early;
    });
    expect(announcedBeforeCommit).toEqual([]);
    expect(await heard).toEqual([userId]);
  });

  it('reach a subscriber again after its listening connection was cut, which is told to catch up', async () => {
    const userId = await insertUser(first);
    await settle();
    let resumed = 0;
    const stopResume = second.bus.onResume(() => {
      resumed += 1;
    });
    const keepListening = second.bus.subscribe(CHANNELS.documents, () => {});
    await settle();
    await sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where pid <> pg_backend_pid() and datname = current_database() and query like 'LISTEN%'`.execute(
      first.db,
    );
    const deadline = Date.now() + 10_000;
    while (resumed === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resumed).toBeGreaterThan(0);
    const heard = collect(second, CHANNELS.documents, 1);
    await settle();
    await first.db.insertInto('documents').values(documentOf(userId)).execute();
    expect(await heard).toEqual([userId]);
    keepListening();
    stopResume();
  });
});
