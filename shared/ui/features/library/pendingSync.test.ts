import { beforeEach, describe, expect, it } from 'vitest';
import type { DocumentListItem } from '../../../api/documents.ts';
import type { UploadResult } from '../../../api/summarize.ts';
import { type PendingStorage, type PendingSummary, usePendingSummaries } from './pendingSummaries.ts';
import { type PendingSyncDeps, type SendAnswer, syncPendingSummaries } from './pendingSync.ts';

function memoryStorage(initial: PendingSummary[] = []): PendingStorage & { stored: PendingSummary[] } {
  const box = {
    stored: initial,
    read: () => structuredClone(box.stored),
    write(entries: PendingSummary[]) {
      box.stored = structuredClone(entries);
    },
  };
  return box;
}

function uploadResult(id: string, filename: string, retention: 'retain' | 'delete' = 'retain'): UploadResult {
  return {
    id,
    filename,
    summary: 'The harbour opens a second quay in May.',
    stats: {
      originalWords: 900,
      summaryWords: 9,
      compressionRatio: 1,
      timeSavedDisplay: '4 minutes',
      processingTime: 12,
      language: 'en',
      level: 2,
    },
    sources: [],
    warnings: [],
    creditUsed: 'device',
    retention,
    expiresAt: null,
  };
}

function addPending(id: string, filename: string, userId = 'user-ana') {
  usePendingSummaries.getState().add({
    id,
    userId,
    filename,
    level: 2,
    text: `The full text of ${filename}.`,
    result: uploadResult(id, filename),
    createdAt: '2026-11-21T09:00:00.000Z',
  });
}

/** A stand-in for the bridge and the server: reachable or not, with the documents the server has. */
function standIn() {
  const world = {
    reachable: false,
    /** The server makes the document but the answer is lost on the way back (the connection drops). */
    loseNextAnswer: false,
    refuseWith: null as string | null,
    documents: [] as DocumentListItem[],
    sent: [] as { text: string; filename: string }[],
    kept: [] as (string | null)[],
    clock: new Date('2026-11-21T10:00:00.000Z'),
  };
  const deps: PendingSyncDeps = {
    async signedInUserId() {
      if (!world.reachable) throw new TypeError('The server cannot be reached.');
      return 'user-ana';
    },
    async serverDocuments() {
      if (!world.reachable) throw new TypeError('The server cannot be reached.');
      return world.documents;
    },
    async send(entry): Promise<SendAnswer> {
      if (!world.reachable) return { ok: false, offline: true };
      if (world.refuseWith) return { ok: false, offline: false, message: world.refuseWith };
      world.sent.push({ text: entry.text, filename: entry.filename });
      const id = `doc-${world.sent.length}`;
      world.documents.unshift({
        id,
        filename: entry.filename,
        wordCount: 900,
        summaryWordCount: 9,
        createdAt: world.clock.toISOString(),
        retention: 'retain',
        expiresAt: null,
        language: 'en',
        level: entry.level,
      });
      if (world.loseNextAnswer) {
        world.loseNextAnswer = false;
        world.reachable = false;
        return { ok: false, offline: true };
      }
      return { ok: true, result: uploadResult(id, entry.filename) };
    },
    onSent: (_entry, result) => world.kept.push(result?.id ?? null),
    now: () => world.clock,
  };
  return { world, deps };
}

let storage: ReturnType<typeof memoryStorage>;
beforeEach(() => {
  storage = memoryStorage();
  usePendingSummaries.getState().load(storage);
});

describe('summaries made offline', () => {
  it('wait while the server is unreachable, then are sent once when it answers again', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    expect(storage.stored.map((entry) => entry.state)).toEqual(['waiting']);

    expect(await syncPendingSummaries(deps)).toBe('offline');
    expect(world.sent).toEqual([]);
    expect(usePendingSummaries.getState().entries).toHaveLength(1);

    world.reachable = true;
    expect(await syncPendingSummaries(deps)).toBe('synced');
    // Only the text left the device, once; the pending entry is gone and the server's document took over.
    expect(world.sent).toEqual([
      { text: 'The full text of harbour plan.txt.', filename: 'harbour plan.txt' },
    ]);
    expect(usePendingSummaries.getState().entries).toEqual([]);
    expect(storage.stored).toEqual([]);
    expect(world.kept).toEqual(['doc-1']);

    expect(await syncPendingSummaries(deps)).toBe('synced');
    expect(world.sent).toHaveLength(1);
  });

  it('survive a restart: the list is read back from storage', () => {
    addPending('pending-1', 'harbour plan.txt');
    usePendingSummaries.setState({ entries: [] });
    usePendingSummaries.getState().load(storage);
    expect(usePendingSummaries.getState().entries.map((entry) => entry.id)).toEqual(['pending-1']);
  });

  it('are not sent twice when the answer of a send was lost: the server is asked first', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    world.reachable = true;
    world.loseNextAnswer = true;
    expect(await syncPendingSummaries(deps)).toBe('offline');
    expect(world.sent).toHaveLength(1);
    // Marked before the text left, and kept so after the lost answer (also what a restart finds).
    expect(storage.stored[0]).toMatchObject({ state: 'sending', sendStartedAt: '2026-11-21T10:00:00.000Z' });

    world.reachable = true;
    expect(await syncPendingSummaries(deps)).toBe('synced');
    expect(world.sent).toHaveLength(1);
    expect(usePendingSummaries.getState().entries).toEqual([]);
    expect(world.kept).toEqual([null]);
  });

  it('are sent again after an interrupted send that never reached the server', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    usePendingSummaries.getState().update('pending-1', {
      state: 'sending',
      sendStartedAt: '2026-11-21T09:59:00.000Z',
    });
    // An older summary of the same file on the server is not this one.
    world.documents.push({
      id: 'doc-old',
      filename: 'harbour plan.txt',
      wordCount: 900,
      summaryWordCount: 9,
      createdAt: '2026-11-20T08:00:00.000Z',
      retention: 'retain',
      expiresAt: null,
      language: 'en',
      level: 2,
    });
    world.reachable = true;
    expect(await syncPendingSummaries(deps)).toBe('synced');
    expect(world.sent).toHaveLength(1);
    expect(usePendingSummaries.getState().entries).toEqual([]);
  });

  it('keep waiting with the server’s reason when it refuses them, and never send another account’s', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    addPending('pending-2', 'budget.txt', 'user-ben');
    world.reachable = true;
    world.refuseWith = 'You have used your free summaries.';
    expect(await syncPendingSummaries(deps)).toBe('synced');
    expect(usePendingSummaries.getState().entries).toMatchObject([
      { id: 'pending-1', state: 'waiting', lastError: 'You have used your free summaries.' },
      { id: 'pending-2', state: 'waiting', lastError: null },
    ]);
    world.refuseWith = null;
    await syncPendingSummaries(deps);
    expect(world.sent.map((sent) => sent.filename)).toEqual(['harbour plan.txt']);
    expect(usePendingSummaries.getState().entries.map((entry) => entry.id)).toEqual(['pending-2']);
  });

  it('are sent once even when the online event and the retry timer fire together', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    world.reachable = true;
    await Promise.all([syncPendingSummaries(deps), syncPendingSummaries(deps), syncPendingSummaries(deps)]);
    expect(world.sent).toHaveLength(1);
  });

  it('wait while the dashboard is busy with a summary of its own', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    world.reachable = true;
    let busy = true;
    const pausable = { ...deps, paused: () => busy };
    expect(await syncPendingSummaries(pausable)).toBe('paused');
    expect(world.sent).toEqual([]);
    busy = false;
    expect(await syncPendingSummaries(pausable)).toBe('synced');
    expect(world.sent).toHaveLength(1);
  });
});
