import type { AddressInfo } from 'node:net';
import express, { type Response } from 'express';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { LibraryChangeRelay } from './libraryChanges.ts';

/**
 * A stand-in for the server's library stream: it records who connected with which token, and the test
 * decides what each open stream hears.
 */
let url: string;
let close: () => Promise<void>;
const streams: { token: string | undefined; res: Response }[] = [];
beforeAll(async () => {
  const app = express();
  app.get('/api/sync/documents/stream', (req, res) => {
    const token = req.headers.authorization?.replace(/^Bearer /, '');
    if (token === 'smr_not_a_subscriber') {
      res.status(403).json({ error: 'sync_requires_subscription' });
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/event-stream' });
    res.write('retry: 3000\ndata: RESYNC\n\n');
    const entry = { token, res };
    streams.push(entry);
    res.on('close', () => streams.splice(streams.indexOf(entry), 1));
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
});
afterAll(() => close());

const relays: LibraryChangeRelay[] = [];
afterEach(() => {
  for (const relay of relays.splice(0)) relay.reset();
});

function setUp(initialToken: string | null) {
  let token = initialToken;
  const notify = vi.fn();
  const requested: string[] = [];
  const relay = new LibraryChangeRelay({
    session: {
      authorizedUrl: (path) => {
        requested.push(path);
        return token ? { url: `${url}${path}`, token } : null;
      },
    },
    notify,
    retryMs: 50,
  });
  relays.push(relay);
  return { relay, notify, requested, signInAs: (next: string | null) => (token = next) };
}

const eventually = (check: () => void) => vi.waitFor(check, { timeout: 5_000, interval: 20 });

describe('the library stream relayed to the window', () => {
  it('opens only while watched, with the bearer token, and passes on every change', async () => {
    const { relay, notify } = setUp('smr_ana');
    expect(relay.isOpen).toBe(false);
    expect(streams).toHaveLength(0);

    relay.watch(true);
    await eventually(() => expect(streams.map((stream) => stream.token)).toEqual(['smr_ana']));
    // The server's greeting on connect asks for a pull: changes made while away arrive.
    await eventually(() => expect(notify).toHaveBeenCalledTimes(1));
    streams[0]?.res.write(': keep-alive\n\n');
    streams[0]?.res.write('data: RESYNC\n\n');
    await eventually(() => expect(notify).toHaveBeenCalledTimes(2));

    relay.watch(false);
    expect(relay.isOpen).toBe(false);
    await eventually(() => expect(streams).toHaveLength(0));
  });

  it('reconnects after the server drops the stream, and asks for a pull since changes may be missed', async () => {
    const { relay, notify } = setUp('smr_ana');
    relay.watch(true);
    await eventually(() => expect(streams).toHaveLength(1));
    await eventually(() => expect(notify).toHaveBeenCalledTimes(1));
    streams[0]?.res.end();
    await eventually(() => expect(streams).toHaveLength(1));
    // One for the reconnection itself, one for the server's greeting.
    await eventually(() => expect(notify).toHaveBeenCalledTimes(3));
  });

  it("stays open while any watcher remains, and follows a change of account with the new account's token", async () => {
    const { relay, signInAs } = setUp('smr_ana');
    relay.watch(true);
    relay.watch(true);
    relay.watch(false);
    await eventually(() => expect(streams.map((stream) => stream.token)).toEqual(['smr_ana']));
    signInAs('smr_ben');
    relay.restart();
    await eventually(() => expect(streams.map((stream) => stream.token)).toEqual(['smr_ben']));
  });

  it('signed out or refused (not a subscriber): no stream, no pull, and it keeps trying quietly', async () => {
    const signedOut = setUp(null);
    signedOut.relay.watch(true);
    await eventually(() => expect(signedOut.requested.length).toBeGreaterThanOrEqual(2));
    expect(streams).toHaveLength(0);

    const refused = setUp('smr_not_a_subscriber');
    refused.relay.watch(true);
    await eventually(() => expect(refused.requested.length).toBeGreaterThanOrEqual(2));
    expect(streams).toHaveLength(0);
    // Reconnection attempts ask for a pull (the pull then answers 403 and the page says why).
    expect(refused.notify.mock.calls.length).toBeLessThanOrEqual(refused.requested.length);
  });

  it('a restart while nobody watches opens nothing', () => {
    const { relay } = setUp('smr_ana');
    relay.restart();
    expect(relay.isOpen).toBe(false);
    relay.watch(false);
    relay.watch(true);
    expect(relay.isOpen).toBe(true);
  });
});
