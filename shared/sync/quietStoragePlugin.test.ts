import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withoutStorageAdvert } from './quietStoragePlugin.ts';

describe("the build step that drops RxDB's storage advertisement", () => {
  it('finds the check in the installed RxDB and leaves the rest of the storage as it was', () => {
    const rxdb = join(createRequire(import.meta.url).resolve('rxdb/package.json'), '..');
    const file = join(rxdb, 'dist/esm/plugins/storage-dexie/rx-storage-instance-dexie.js');
    const source = readFileSync(file, 'utf8');
    expect(source).toContain('RxDB Open Core RxStorage');
    const quiet = withoutStorageAdvert(source);
    expect(quiet).toContain('if (false) {');
    expect(quiet.length).toBe(source.length - '!shownNonPremiumLog && !(await hasPremiumFlag())'.length + 5);
  });

  it('stops the build when RxDB changes the check', () => {
    expect(() => withoutStorageAdvert('console.warn("something else")')).toThrow(/no longer finds/);
  });
});
