import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { afterEach, describe, expect, it } from 'vitest';
import type { UploadResult } from '../api/summarize.ts';
import {
  type CurrentSummaryDatabase,
  dropExpiredSummary,
  keepCurrentSummary,
  openCurrentSummaryDatabase,
} from './currentSummary.ts';
import { uploadAsLibraryDocument } from './librarySchema.ts';

const upload = (id: string, expiresAt: string | null): UploadResult => ({
  id,
  filename: `${id}.txt`,
  summary: 'The board approved the budget.',
  stats: {
    originalWords: 900,
    summaryWords: 5,
    compressionRatio: 0.6,
    timeSavedDisplay: '4 minutes',
    processingTime: 120,
    language: 'en',
    level: 2,
  },
  sources: [
    { text: 'The board approved the budget.', sourceStart: 10, sourceEnd: 40, passage: '…approved…' },
  ],
  warnings: [],
  creditUsed: 'free',
  retention: 'delete',
  expiresAt,
});

let opened: CurrentSummaryDatabase | undefined;
let count = 0;
afterEach(async () => {
  await opened?.remove();
  opened = undefined;
});
async function open() {
  opened = await openCurrentSummaryDatabase({
    storage: getRxStorageMemory(),
    multiInstance: false,
    name: `current-test-${++count}`,
  });
  return opened;
}

const now = new Date('2026-11-21T10:00:00.000Z');
const inAnHour = '2026-11-21T11:00:00.000Z';

describe("a non-subscriber's current summary on this device", () => {
  it('is kept in the library form, with its sources and retention', async () => {
    const db = await open();
    await keepCurrentSummary(db.current, uploadAsLibraryDocument(upload('a', inAnHour), now));
    const [kept] = await db.current.find().exec();
    expect(kept?.toJSON()).toMatchObject({
      id: 'a',
      filename: 'a.txt',
      wordCount: 900,
      summaryWordCount: 5,
      language: 'en',
      level: 2,
      retention: 'delete',
      expiresAt: inAnHour,
      createdAt: now.toISOString(),
      sources: [{ text: 'The board approved the budget.', sourceStart: 10, sourceEnd: 40 }],
    });
  });

  it('is replaced by the next summary: only one is ever kept', async () => {
    const db = await open();
    await keepCurrentSummary(db.current, uploadAsLibraryDocument(upload('a', inAnHour), now));
    await keepCurrentSummary(db.current, uploadAsLibraryDocument(upload('b', inAnHour), now));
    expect((await db.current.find().exec()).map((document) => document.id)).toEqual(['b']);
    // The same summary again (a re-render) keeps it.
    await keepCurrentSummary(db.current, uploadAsLibraryDocument(upload('b', inAnHour), now));
    expect(await db.current.count().exec()).toBe(1);
  });

  it('goes when its retention time ends, not before', async () => {
    const db = await open();
    await keepCurrentSummary(db.current, uploadAsLibraryDocument(upload('a', inAnHour), now));
    await dropExpiredSummary(db.current, new Date('2026-11-21T10:59:59.000Z'));
    expect(await db.current.count().exec()).toBe(1);
    await dropExpiredSummary(db.current, new Date(inAnHour));
    expect(await db.current.count().exec()).toBe(0);
  });
});
