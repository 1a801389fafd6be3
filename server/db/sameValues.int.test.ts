import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropTestDatabase, testDatabaseLocation } from '../testing/postgres.ts';
import { type OpenedDatabase, openDatabase } from './database.ts';

/**
 * What features read must not depend on the database: the same queries give the same JavaScript values
 * on SQLite and on PostgreSQL (`npm run test:pg` runs this file there).
 */
const folder = mkdtempSync(join(tmpdir(), 'summer-values-'));
let opened: OpenedDatabase;

beforeAll(async () => {
  opened = await openDatabase(await testDatabaseLocation(folder));
  const at = '2026-11-20T10:00:00.000Z';
  await opened.db
    .insertInto('users')
    .values(
      ['Émile.Zola@example.com', 'ann@example.com', 'BOB@example.com'].map((email, index) => ({
        id: randomUUID(),
        email,
        first_name: ['ÉMILE', 'Ann', 'Bob'][index],
        paid_documents_available: index + 1,
        created_at: at,
        updated_at: at,
      })),
    )
    .execute();
});

afterAll(async () => {
  await opened?.close();
  rmSync(folder, { recursive: true, force: true });
  await dropTestDatabase(folder);
});

describe(`values read back (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('counts and sums are numbers', async () => {
    const row = await opened.db
      .selectFrom('users')
      .select((eb) => [
        eb.fn.countAll<number>().as('accounts'),
        eb.fn.sum<number>('paid_documents_available').as('credits'),
        eb.fn.max('paid_documents_available').as('most'),
      ])
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ accounts: 3, credits: 6, most: 3 });
  });

  it('a comparison selected as a value is 1 or 0, like the boolean columns', async () => {
    const { rows } = await sql<{ rich: number }>`
      select (paid_documents_available > 1) as rich from users order by paid_documents_available`.execute(
      opened.db,
    );
    expect(rows.map((row) => row.rich)).toEqual([0, 1, 1]);
  });

  it('lower() folds every letter, so a case-insensitive search finds the same rows', async () => {
    const found = await opened.db
      .selectFrom('users')
      .select('email')
      .where(sql<boolean>`lower(first_name) like ${'%émile%'}`)
      .execute();
    expect(found.map((row) => row.email)).toEqual(['Émile.Zola@example.com']);
  });

  it('text sorts by code point, as SQLite compares it', async () => {
    const sorted = await opened.db.selectFrom('users').select('email').orderBy('email').execute();
    expect(sorted.map((row) => row.email)).toEqual([
      'BOB@example.com',
      'ann@example.com',
      'Émile.Zola@example.com',
    ]);
  });
});
