import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('idle connections', () => {
  it('outlive a load balancer’s idle time behind TRUST_PROXY, and close after 5 s without it', async () => {
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
});
