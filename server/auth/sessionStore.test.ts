import type session from 'express-session';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database.ts';
import { createLogger } from '../logger.ts';
import { DatabaseSessionStore } from './sessionStore.ts';

const HOUR = 60 * 60 * 1000;
let db: Database;
let store: DatabaseSessionStore;
let clock: number;

beforeEach(async () => {
  ({ db } = await openDatabase(':memory:'));
  clock = Date.parse('2026-11-21T09:00:00Z');
  store = new DatabaseSessionStore({ db, now: () => new Date(clock), logger: createLogger('silent') });
});
afterEach(async () => {
  store.stop();
  await db.destroy();
});

const sessionData = (maxAge: number, userId = 'u1') =>
  ({ cookie: { originalMaxAge: maxAge }, passport: { user: userId } }) as unknown as session.SessionData;

function call<T>(run: (callback: (error?: unknown, value?: T) => void) => void): Promise<T | undefined> {
  return new Promise((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));
}
const get = (sid: string) => call<session.SessionData | null>((done) => store.get(sid, done));
const set = (sid: string, data: session.SessionData) => call((done) => store.set(sid, data, done));

describe('DatabaseSessionStore', () => {
  it('answers a session until its max age has passed on the clock, and rolls on touch', async () => {
    await set('s1', sessionData(2 * HOUR));
    expect(await get('s1')).toMatchObject({ passport: { user: 'u1' } });

    clock += HOUR;
    await call((done) => store.touch('s1', sessionData(2 * HOUR), done));
    clock += 90 * 60 * 1000;
    expect(await get('s1')).toMatchObject({ passport: { user: 'u1' } });

    clock += HOUR;
    expect(await get('s1')).toBeNull();
    // An expired session is not brought back by a late touch.
    await call((done) => store.touch('s1', sessionData(2 * HOUR), done));
    expect(await get('s1')).toBeNull();
  });

  it('writes a touch at most every five minutes: a request does not cost a database write', async () => {
    await set('s1', sessionData(2 * HOUR));
    const expiry = async () =>
      (await db.selectFrom('sessions').select('expire').where('sid', '=', 's1').executeTakeFirstOrThrow())
        .expire;
    const written = await expiry();
    clock += 60 * 1000;
    await call((done) => store.touch('s1', sessionData(2 * HOUR), done));
    expect(await expiry()).toBe(written);
    clock += 5 * 60 * 1000;
    await call((done) => store.touch('s1', sessionData(2 * HOUR), done));
    expect(await expiry()).toBe(new Date(clock + 2 * HOUR).toISOString());
  });

  it('replaces a session on set and forgets it on destroy', async () => {
    await set('s1', sessionData(HOUR, 'u1'));
    await set('s1', sessionData(HOUR, 'u2'));
    expect(await get('s1')).toMatchObject({ passport: { user: 'u2' } });
    await call((done) => store.destroy('s1', done));
    expect(await get('s1')).toBeNull();
  });

  it('sweeps only the expired sessions', async () => {
    await set('short', sessionData(HOUR));
    await set('long', sessionData(3 * HOUR));
    clock += 2 * HOUR;
    expect(await store.sweepExpired()).toBe(1);
    expect(await db.selectFrom('sessions').select('sid').execute()).toEqual([{ sid: 'long' }]);
  });
});
