import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SummaryProgress } from '../bridge.ts';
import { newProgressId, watchServerProgress } from './summaryProgress.ts';

/** A server-sent-events endpoint that sends the stages it is told to, then ends like the server's. */
let url: string;
let seenAuthorization: string | undefined;
let close: () => Promise<void>;
beforeAll(async () => {
  const app = express();
  app.get('/api/progress/:id', (req, res) => {
    seenAuthorization = req.headers.authorization;
    if (!String(req.headers.accept).includes('text/event-stream')) {
      res.status(406).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('retry: 2000\n\n: keep-alive\n\n');
    res.write('event: stage\ndata: {"stage":"analyze","wordCount":1200}\n\n');
    res.write('event: stage\ndata: not json\n\nevent: stage\ndata: {"stage":"unknown"}\n\n');
    setTimeout(() => {
      res.write('event: stage\ndata: {"stage":"summa');
      res.write('rize"}\n\nevent: stage\ndata: {"stage":"complete"}\n\n');
      res.end();
    }, 20);
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => new Promise<void>((resolve) => server.close(() => resolve()));
});
afterAll(() => close());

describe('following a server-side summary', () => {
  it('passes on each valid stage as it arrives, even split across packets, with the bearer token', async () => {
    const events: SummaryProgress[] = [];
    const watch = await watchServerProgress(`${url}/api/progress/${newProgressId()}`, 'smr_token', (event) =>
      events.push(event),
    );
    await watch.finish();
    expect(events).toEqual([
      { stage: 'analyze', wordCount: 1200, source: 'server' },
      { stage: 'summarize', source: 'server' },
      { stage: 'complete', source: 'server' },
    ]);
    expect(seenAuthorization).toBe('Bearer smr_token');
  });

  it('gives no stages, and does not fail, where the server has no stream', async () => {
    const events: SummaryProgress[] = [];
    const watch = await watchServerProgress(`${url}/api/nothing-here`, 'smr_token', (event) =>
      events.push(event),
    );
    await watch.finish();
    expect(events).toEqual([]);
  });

  it('makes ids the server accepts', () => {
    expect(newProgressId()).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(newProgressId()).not.toBe(newProgressId());
  });
});
