import type { Plugin } from 'vite';

/**
 * RxDB's Dexie storage (Apache-2.0) prints an advertisement for RxDB's paid storages as a console
 * warning on the first write of every page that opens a library: users and support engineers would
 * read it as a fault of the product. Its source says the check may be overwritten; this build step
 * (web and desktop renderer) drops the advertisement and nothing else. The build fails when an RxDB
 * upgrade changes the line, so it is looked at again rather than silently back.
 */
const DEXIE_INSTANCE = /\/rxdb\/dist\/esm\/plugins\/storage-dexie\/rx-storage-instance-dexie\.js$/;
const ADVERT_CONDITION = '!shownNonPremiumLog && !(await hasPremiumFlag())';

export function withoutStorageAdvert(source: string): string {
  if (!source.includes(ADVERT_CONDITION)) {
    throw new Error(
      'RxDB changed its Dexie storage: shared/sync/quietStoragePlugin.ts no longer finds the advertisement check',
    );
  }
  return source.replace(ADVERT_CONDITION, 'false');
}

export function quietStoragePlugin(): Plugin {
  return {
    name: 'summer-quiet-rxdb-storage',
    transform(source, id) {
      if (!DEXIE_INSTANCE.test(id.split('?')[0] ?? id)) return null;
      return { code: withoutStorageAdvert(source), map: null };
    },
  };
}
