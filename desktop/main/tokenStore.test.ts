import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryKeyStore as keyStore } from '../testing/memoryKeyStore.ts';
import { TokenStore } from './tokenStore.ts';

const session = { serverUrl: 'https://summer.example', email: 'ana@example.com', token: 'sk_live_token_123' };

let folder: string;
let file: string;
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-token-'));
  file = join(folder, 'userData', 'session.bin');
});
afterEach(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('keeping the sign-in', () => {
  it('writes it encrypted, readable only by the user, and reads it back next launch', async () => {
    const storage = keyStore();
    expect(await new TokenStore(file, storage).save(session)).toEqual({ storage: 'encrypted', note: null });
    const onDisk = await readFile(file);
    expect(onDisk.toString('latin1')).not.toContain('sk_live_token_123');
    expect(onDisk.toString('latin1')).not.toContain('ana@example.com');
    if (process.platform !== 'win32') expect((await stat(file)).mode & 0o777).toBe(0o600);

    const nextLaunch = new TokenStore(file, storage);
    expect(await nextLaunch.load()).toEqual(session);
    expect(nextLaunch.storage()).toEqual({ storage: 'encrypted', note: null });
  });

  it('keeps it in memory only, and says why, when the system offers no encryption', async () => {
    const store = new TokenStore(file, keyStore({ available: false }));
    const where = await store.save(session);
    expect(where.storage).toBe('memory');
    expect(where.note).toMatch(/sign in again next time/);
    expect(store.current()).toEqual(session);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('treats Linux’s hard-coded-key fallback as no encryption', async () => {
    const store = new TokenStore(file, keyStore({ backend: 'basic_text' }));
    expect((await store.save(session)).note).toMatch(/keyring/);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('forgets it in memory and on disk at sign-out', async () => {
    const store = new TokenStore(file, keyStore());
    await store.save(session);
    await store.clear();
    expect(store.current()).toBeNull();
    expect(store.storage()).toEqual({ storage: 'none', note: null });
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('discards a file it cannot decrypt (a reset keyring) and starts signed out', async () => {
    await new TokenStore(file, keyStore()).save(session);
    const messages: string[] = [];
    const otherKeys = new TokenStore(file, keyStore(), (message) => messages.push(message));
    expect(await otherKeys.load()).toBeNull();
    expect(messages[0]).toMatch(/could not be decrypted/);
    await expect(stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('starts signed out when there is no file, and ignores a decryptable file of the wrong shape', async () => {
    const storage = keyStore();
    expect(await new TokenStore(file, storage).load()).toBeNull();
    await new TokenStore(file, storage).save(session);
    await writeFile(file, storage.encryptString(JSON.stringify({ token: 'x' })));
    expect(await new TokenStore(file, storage).load()).toBeNull();
  });
});
