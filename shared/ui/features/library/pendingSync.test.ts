import { beforeEach, describe, expect, it } from 'vitest';
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

/**
 * A stand-in for the bridge and the server: reachable or not; like the real server, it makes one summary
 * per idempotency key and answers a repeated key with that summary.
 */
function standIn() {
  const world = {
    reachable: false,
    /** The server makes the document but the answer is lost on the way back (the connection drops). */
    loseNextAnswer: false,
    refuseWith: null as string | null,
    /** The summary a key made was deleted since (the server answers 410). */
    deletedKeys: new Set<string>(),
    /** Documents the server made, by idempotency key. */
    madeByKey: new Map<string, string>(),
    /** Every attempt that reached the server. */
    sent: [] as { text: string; filename: string; requestId: string }[],
    /** Summaries made (and charged). */
    made: 0,
    kept: [] as (string | null)[],
  };
  const deps: PendingSyncDeps = {
    async signedInUserId() {
      if (!world.reachable) throw new TypeError('The server cannot be reached.');
      return 'user-ana';
    },
    async send(entry): Promise<SendAnswer> {
      if (!world.reachable) return { ok: false, offline: true };
      if (world.refuseWith) return { ok: false, offline: false, message: world.refuseWith };
      world.sent.push({ text: entry.text, filename: entry.filename, requestId: entry.requestId });
      if (world.deletedKeys.has(entry.requestId)) {
        return { ok: false, offline: false, gone: true, message: 'The summary was deleted.' };
      }
      let id = world.madeByKey.get(entry.requestId);
      if (!id) {
        world.made += 1;
        id = `doc-${world.made}`;
        world.madeByKey.set(entry.requestId, id);
      }
      if (world.loseNextAnswer) {
        world.loseNextAnswer = false;
        world.reachable = false;
        return { ok: false, offline: true };
      }
      return { ok: true, result: uploadResult(id, entry.filename) };
    },
    onSent: (_entry, result) => world.kept.push(result?.id ?? null),
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
    const key = storage.stored[0]?.requestId;

    expect(await syncPendingSummaries(deps)).toBe('offline');
    expect(world.sent).toEqual([]);
    expect(usePendingSummaries.getState().entries).toHaveLength(1);

    world.reachable = true;
    expect(await syncPendingSummaries(deps)).toBe('synced');
    // Only the text left the device, once; the pending entry is gone and the server's document took over.
    expect(world.sent).toEqual([
      {
        text: 'The full text of harbour plan.txt.',
        filename: 'harbour plan.txt',
        requestId: key,
      },
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

  it('carry one idempotency key, made with the entry and kept across restarts', () => {
    addPending('pending-1', 'harbour plan.txt');
    addPending('pending-2', 'budget.txt');
    const [first, second] = storage.stored;
    expect(first?.requestId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second?.requestId).not.toBe(first?.requestId);
    usePendingSummaries.setState({ entries: [] });
    usePendingSummaries.getState().load(storage);
    expect(usePendingSummaries.getState().entries.map((entry) => entry.requestId)).toEqual([
      first?.requestId,
      second?.requestId,
    ]);
  });

  it('give an entry stored before keys existed a key once, and keep it', () => {
    addPending('pending-1', 'harbour plan.txt');
    const { requestId: _none, ...older } = storage.stored[0] as PendingSummary;
    storage.stored = [{ ...older, sendStartedAt: '2026-11-21T09:59:00.000Z' } as unknown as PendingSummary];
    usePendingSummaries.getState().load(storage);
    const given = storage.stored[0]?.requestId;
    expect(given).toMatch(/^[0-9a-f-]{36}$/);
    expect(storage.stored[0]).not.toHaveProperty('sendStartedAt');
    usePendingSummaries.getState().load(storage);
    expect(usePendingSummaries.getState().entries[0]?.requestId).toBe(given);
  });

  it('are sent again with the same key when the answer of a send was lost, and made once', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    world.reachable = true;
    world.loseNextAnswer = true;
    expect(await syncPendingSummaries(deps)).toBe('offline');
    expect(world.made).toBe(1);
    // Marked before the text left, and kept so after the lost answer (also what a restart finds).
    expect(storage.stored[0]).toMatchObject({ state: 'sending' });

    // A restart in between: the entry and its key are read back from storage.
    usePendingSummaries.setState({ entries: [] });
    usePendingSummaries.getState().load(storage);
    world.reachable = true;
    expect(await syncPendingSummaries(deps)).toBe('synced');
    expect(world.sent).toHaveLength(2);
    expect(new Set(world.sent.map((sent) => sent.requestId)).size).toBe(1);
    expect(world.made).toBe(1);
    expect(usePendingSummaries.getState().entries).toEqual([]);
    expect(world.kept).toEqual(['doc-1']);
  });

  it('are still sent when the same file was summarized elsewhere meanwhile', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    // Another device summarized the same file (its own key) while this entry's send was interrupted.
    world.madeByKey.set('another-device-key', 'doc-elsewhere');
    usePendingSummaries.getState().update('pending-1', { state: 'sending' });
    world.reachable = true;
    expect(await syncPendingSummaries(deps)).toBe('synced');
    expect(world.sent).toHaveLength(1);
    expect(world.made).toBe(1);
    expect(world.kept).toEqual(['doc-1']);
    expect(usePendingSummaries.getState().entries).toEqual([]);
  });

  it('are dropped, not made again, when the summary an earlier send made was deleted since', async () => {
    const { world, deps } = standIn();
    addPending('pending-1', 'harbour plan.txt');
    world.deletedKeys.add(storage.stored[0]?.requestId ?? '');
    world.reachable = true;
    expect(await syncPendingSummaries(deps)).toBe('synced');
    expect(world.made).toBe(0);
    expect(usePendingSummaries.getState().entries).toEqual([]);
    expect(storage.stored).toEqual([]);
    expect(world.kept).toEqual([null]);
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
