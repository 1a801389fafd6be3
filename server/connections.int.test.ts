import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from './testing/database.ts';
import { signUp } from './testing/httpClient.ts';
import { startTestServer, type TestServer } from './testing/testServer.ts';

/** Whether a second request, `idleMs` after the first, reused the first one's connection. */
async function connectionSurvivesIdle(url: string, idleMs: number): Promise<boolean> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = () =>
    new Promise<boolean>((resolveGet, rejectGet) => {
      const sent = request(`${url}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolveGet(sent.reusedSocket));
      });
      sent.on('error', rejectGet);
      sent.end();
    });
  try {
    await get();
    await sleep(idleMs);
    return await get();
  } finally {
    agent.destroy();
  }
}

const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

describe('connections', () => {
  it('idle ones outlive a load balancer’s idle time behind TRUST_PROXY, and close after 5 s without it', async () => {
    const behindBalancer = await startTestServer({ TRUST_PROXY: 'true' });
    const direct = await startTestServer();
    servers.push(behindBalancer, direct);
    // Both at once: one idle wait for the two answers.
    const [kept, closed] = await Promise.all([
      connectionSurvivesIdle(behindBalancer.url, 6_500),
      connectionSurvivesIdle(direct.url, 6_500),
    ]);
    expect(kept).toBe(true);
    expect(closed).toBe(false);
  }, 30_000);

  it('do not hold a stop: a request in flight when it begins gets its answer, then its connection closes', async () => {
    const server = await startTestServer({ TRUST_PROXY: 'true' }, { shutdownGraceMs: 60_000 });
    const agent = new Agent({ keepAlive: true });
    const body = JSON.stringify({ email: 'nobody@example.com' });
    let status = 0;
    const answered = new Promise<void>((resolveAnswer, rejectAnswer) => {
      const sent = request(
        `${server.url}/api/forgot-password`,
        {
          agent,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            origin: server.url,
          },
        },
        (response) => {
          status = response.statusCode ?? 0;
          response.resume();
          response.on('end', () => resolveAnswer());
        },
      );
      sent.on('error', rejectAnswer);
      // Half the body now, the rest once the stop has begun: the request is in flight meanwhile.
      sent.write(body.slice(0, 5));
      setTimeout(() => sent.end(body.slice(5)), 300);
    });
    await sleep(100);
    const stopped = server.close();
    await answered;
    expect(status).toBe(200);
    const outcome = await Promise.race([
      stopped.then(() => 'stopped'),
      sleep(5_000).then(() => 'still waiting for the kept connection'),
    ]);
    agent.destroy();
    expect(outcome).toBe('stopped');
  }, 30_000);

  it('do not hold a stop for an open library stream: it is ended first', async () => {
    const server = await startTestServer({}, { shutdownGraceMs: 60_000 });
    const database = await openTestDatabase(server.dataDir);
    const { email, client } = await signUp(server, { prefix: 'streaming' });
    await database.subscribe(email, new Date(Date.now() + 86_400_000));
    await database.close();
    const stream = await client.fetch('/api/sync/documents/stream');
    expect(stream.status).toBe(200);
    const ended = stream.text();
    const outcome = await Promise.race([
      server.close().then(() => 'stopped'),
      sleep(5_000).then(() => 'still waiting for the stream'),
    ]);
    expect(outcome).toBe('stopped');
    await ended;
  }, 30_000);
});
