import { describe, expect, it } from 'vitest';
import type { SyncDocument } from '../../shared/api/sync.ts';
import { SYNC } from '../../shared/domain/index.ts';
import { signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

let clock = Date.parse('2026-11-21T09:00:00Z');
const harness = withTestServer({}, { now: () => new Date(clock) });

type Pull = { documents: SyncDocument[]; checkpoint: { sequence: number; id: string } | null };

describe('tombstones', () => {
  it('replicate deletions, lose their text, and are purged after SYNC.tombstoneKeep', async () => {
    const { client } = await signUp(harness.server, { email: 'tomb@example.com' });
    await harness.database.subscribe('tomb@example.com', new Date(clock + 365 * 86_400_000));
    const made = await client.json<{ id: string }>('POST', '/api/upload-text', {
      text: 'The committee met on Monday. It approved the budget for next year. '.repeat(40),
      filename: 'committee.txt',
    });
    const first = (await client.json<Pull>('GET', '/api/sync/documents/pull')).body;
    expect(first.documents.map((d) => [d.id, d._deleted])).toEqual([[made.body.id, false]]);

    expect((await client.json('DELETE', `/api/documents/${made.body.id}`)).status).toBe(200);
    const query = (c: Pull['checkpoint']) => `/api/sync/documents/pull?sequence=${c?.sequence}&id=${c?.id}`;
    const afterDelete = (await client.json<Pull>('GET', query(first.checkpoint))).body;
    expect(afterDelete.documents).toEqual([
      expect.objectContaining({ id: made.body.id, _deleted: true, summary: '', stats: {} }),
    ]);
    expect(afterDelete.checkpoint?.sequence).toBeGreaterThan(first.checkpoint?.sequence ?? 0);
    // Still there just before the limit.
    clock += SYNC.tombstoneKeep - 60_000;
    await harness.server.sweepRetention();
    expect((await client.json<Pull>('GET', '/api/sync/documents/pull')).body.documents).toHaveLength(1);

    clock += 120_000;
    await harness.server.sweepRetention();
    expect((await client.json<Pull>('GET', '/api/sync/documents/pull')).body.documents).toEqual([]);
    // A device that never saw the deletion must read its library again.
    const stale = await client.json<{ error: string }>('GET', query(first.checkpoint));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('sync_checkpoint_expired');
    // One that saw it carries on.
    expect((await client.json('GET', query(afterDelete.checkpoint))).status).toBe(200);
  });
});
