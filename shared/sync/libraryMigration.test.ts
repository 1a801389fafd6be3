import { createRxDatabase, type RxCollection, type RxJsonSchema } from 'rxdb';
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { describe, expect, it } from 'vitest';
import { openLibraryDatabase } from './libraryDatabase.ts';
import { type LibraryDocument, librarySchema } from './librarySchema.ts';

/** The library's schema as version 0 shipped it: everything but `sources`. */
function versionZeroSchema(): RxJsonSchema<Omit<LibraryDocument, 'sources'>> {
  const { sources: _sources, ...properties } = librarySchema.properties;
  return {
    ...librarySchema,
    version: 0,
    properties,
    required: (librarySchema.required as string[]).filter((field) => field !== 'sources'),
  } as RxJsonSchema<Omit<LibraryDocument, 'sources'>>;
}

const storedByVersionZero: Omit<LibraryDocument, 'sources'> = {
  id: 'doc-1',
  filename: 'board minutes.txt',
  wordCount: 900,
  summaryWordCount: 120,
  language: 'en',
  level: 3,
  summary: 'The board approved the budget.',
  stats: { compressionRatio: 13.3 },
  retention: 'retain',
  expiresAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  sequence: 4,
};

describe('the library schema', () => {
  it('is version 1 with sources', () => {
    expect(librarySchema.version).toBe(1);
    expect(librarySchema.required).toContain('sources');
  });

  it("opens a device's version 0 library: its summaries stay readable, with no sources until the next sync", async () => {
    // One storage object, as IndexedDB is one store across app versions on a device.
    const storage = getRxStorageMemory();
    const userId = 'migrating-user';
    const name = `migration-summer-library-${userId.replace(/[^a-z0-9]/g, '')}`;
    const old = await createRxDatabase<{ summaries: RxCollection<Omit<LibraryDocument, 'sources'>> }>({
      name,
      storage,
      multiInstance: false,
    });
    await old.addCollections({ summaries: { schema: versionZeroSchema() } });
    await old.summaries.insert(storedByVersionZero);
    await old.close();

    const upgraded = await openLibraryDatabase({
      userId,
      storage,
      multiInstance: false,
      namePrefix: 'migration-summer-library',
    });
    try {
      const document = await upgraded.summaries.findOne('doc-1').exec();
      expect(document?.toJSON()).toMatchObject({ ...storedByVersionZero, sources: [] });
      // New summaries carry their sources.
      await upgraded.summaries.insert({
        ...storedByVersionZero,
        id: 'doc-2',
        sources: [
          { text: 'The board approved the budget.', sourceStart: 0, sourceEnd: 30, passage: 'The board…' },
        ],
      });
      expect((await upgraded.summaries.findOne('doc-2').exec())?.sources).toHaveLength(1);
    } finally {
      await upgraded.close();
    }
  });
});
