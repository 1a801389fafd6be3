import type { Server } from 'node:http';
import { type AddressInfo, createServer } from 'node:net';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

/**
 * Single sign-on against a real OpenID Connect provider (panva's oidc-provider, with its development
 * login screens) on a local port: discovery, authorization code with PKCE, tokens and ID token checks
 * all run for real.
 */

const accounts: Record<
  string,
  { email: string; email_verified: boolean; given_name: string; family_name: string }
> = {
  alice: { email: 'alice@example.com', email_verified: true, given_name: 'Alice', family_name: 'Doe' },
  mallory: { email: 'victim@example.com', email_verified: false, given_name: 'Mal', family_name: 'Lory' },
};

let providerServer: Server;
let port: number;
let issuer: string;

beforeAll(async () => {
  // The provider's address must be known before it is configured: take a free port first.
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, () => resolve()));
  port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  issuer = `http://localhost:${port}`;
});
const harness = withTestServer(() => ({
  OIDC_ISSUER: issuer,
  OIDC_CLIENT_ID: 'summer',
  OIDC_CLIENT_SECRET: 'a-client-secret',
}));
beforeAll(async () => {
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'summer',
        client_secret: 'a-client-secret',
        redirect_uris: [`${harness.server.config.publicUrl}/api/auth/oidc/callback`],
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, ...accounts[id] }) }),
    features: { devInteractions: { enabled: true } },
  });
  providerServer = await new Promise<Server>((resolve) => {
    const listening = provider.listen(port, () => resolve(listening));
  });
});
afterAll(() => new Promise((resolve) => providerServer.close(resolve)));

const pathOf = (location: string) => {
  const url = new URL(location);
  return `${url.pathname}${url.search}`;
};

/** Signs in at the provider as `account`, from the redirect our server sent, back to our callback. */
async function signInAtProvider(app: TestClient, account: string): Promise<Response> {
  const start = await app.fetch('/api/auth/oidc?returnTo=%2Fmy-account');
  expect(start.status).toBe(302);
  let location = start.headers.get('location') ?? '';
  expect(location.startsWith(`${issuer}/auth?`)).toBe(true);
  expect(location).toContain('code_challenge=');

  const provider = createTestClient(issuer, { origin: null });
  for (let step = 0; step < 12; step++) {
    if (!location.startsWith(issuer) && location.includes('/api/auth/oidc/callback')) break;
    const target = location.startsWith('http') ? pathOf(location) : location;
    let response = await provider.fetch(target);
    if (target.startsWith('/interaction/')) {
      const html = await response.text();
      const prompt = html.includes('name="login"') ? 'login' : 'consent';
      response = await provider.fetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(
          prompt === 'login' ? { prompt, login: account, password: 'x' } : { prompt },
        ).toString(),
      });
    }
    location = response.headers.get('location') ?? '';
    expect(location, `step ${step}`).not.toBe('');
  }
  return app.fetch(pathOf(location));
}

describe('single sign-on (OpenID Connect)', () => {
  it('offers it on the sign-in page', async () => {
    expect((await createTestClient(harness.server.url).json('GET', '/api/auth/providers')).body).toEqual({
      password: true,
      oidc: true,
    });
  });

  it('creates the account on first sign-in and returns to the page the user came from', async () => {
    const app = createTestClient(harness.server.url, { origin: null });
    const callback = await signInAtProvider(app, 'alice');
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toBe('/my-account');
    const me = await app.json('GET', '/api/auth/user');
    expect(me.body).toMatchObject({
      email: 'alice@example.com',
      firstName: 'Alice',
      lastName: 'Doe',
      freeDocumentsAvailable: 3,
    });

    // The second time, the same account.
    const again = createTestClient(harness.server.url, { origin: null });
    await signInAtProvider(again, 'alice');
    expect((await again.json('GET', '/api/auth/user')).body).toMatchObject({ id: me.body.id });
  });

  it('does not let an unverified email take over an existing account', async () => {
    await signUp(harness.server, { email: 'victim@example.com' });
    const app = createTestClient(harness.server.url, { origin: null });
    const callback = await signInAtProvider(app, 'mallory');
    expect(callback.status).toBe(303);
    expect(callback.headers.get('location')).toMatch(/^\/login\?error=/);
    expect((await app.json('GET', '/api/auth/user')).status).toBe(401);
  });
});
