import { describe, expect, it } from 'vitest';
import { createTestClient, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

const harness = withTestServer({ ADMIN_EMAILS: 'boss@example.com', OWNER_EMAILS: 'founder@example.com' });

const origin = () => harness.server.config.publicUrl;

describe('accounts', () => {
  it('signs up, reads the user as SPEC section 3 names it, signs out and in again', async () => {
    const client = createTestClient(harness.server.url, { origin: origin() });
    const registered = await client.json('POST', '/api/register', {
      email: ' Ada@Example.com ',
      password: 'correct horse battery',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(registered.status).toBe(201);
    expect(client.cookies.has('summer.sid')).toBe(true);

    const me = await client.json('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      freeDocumentsUsed: 0,
      free_documents_used: 0,
      freeDocumentsAvailable: 3,
      paidDocumentsAvailable: 0,
      ultraLarge100kCredits: 0,
      ultraLarge500kCredits: 0,
      ultraLarge1mCredits: 0,
      ultra_large_100k_credits: 0,
      ultra_large_500k_credits: 0,
      ultra_large_1m_credits: 0,
      subscriptionActive: false,
      subscriptionExpiresAt: null,
      profileImageUrl: null,
      stripeCustomerId: null,
      isAdmin: false,
      isOwner: false,
    });
    expect(JSON.stringify(me.body)).not.toMatch(/password|hash/i);

    const logout = await client.json('POST', '/api/logout');
    expect(logout).toEqual({ status: 200, body: { signedOut: true } });
    expect((await client.json('GET', '/api/auth/user')).status).toBe(401);

    const login = await client.json('POST', '/api/login', {
      email: 'ADA@example.com',
      password: 'correct horse battery',
    });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ email: 'ada@example.com' });
    expect((await client.json('GET', '/api/auth/user')).status).toBe(200);
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const client = createTestClient(harness.server.url, { origin: origin() });
    const response = await client.fetch('/api/register', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'cookie@example.com', password: 'a strong password' }),
    });
    const setCookie = response.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/summer\.sid=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    expect(setCookie).not.toMatch(/Secure/i);
  });

  it('answers 401 to /api/auth/user when signed out', async () => {
    const answer = await createTestClient(harness.server.url).json('GET', '/api/auth/user');
    expect(answer.status).toBe(401);
  });

  it('does not tell whether an email exists', async () => {
    await signUp(harness.server, { email: 'known@example.com' });
    const client = createTestClient(harness.server.url, { origin: origin() });
    const wrongPassword = await client.json('POST', '/api/login', {
      email: 'known@example.com',
      password: 'wrong password',
    });
    const unknown = await client.json('POST', '/api/login', {
      email: 'nobody@example.com',
      password: 'wrong password',
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.body).toMatchObject({ message: 'Invalid email or password' });

    const again = await client.json('POST', '/api/register', {
      email: 'known@example.com',
      password: 'another password',
    });
    expect(again.status).toBe(400);
    expect(again.body.message).not.toMatch(/exists|taken|already registered/i);
    // The existing account is untouched: its password still works.
    expect(
      (await client.json('POST', '/api/login', { email: 'known@example.com', password: 'a strong password' }))
        .status,
    ).toBe(200);
  });

  it('validates sign-up input with readable messages', async () => {
    const client = createTestClient(harness.server.url, { origin: origin() });
    const badEmail = await client.json('POST', '/api/register', {
      email: 'not-an-email',
      password: 'a strong password',
    });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.message).toMatch(/valid email/);
    const shortPassword = await client.json('POST', '/api/register', {
      email: 'short@example.com',
      password: 'short',
    });
    expect(shortPassword.status).toBe(400);
    expect(shortPassword.body.message).toMatch(/at least 8/);
  });

  it('refuses a password from the breached lists or a pattern, saying why, and creates no account', async () => {
    const client = createTestClient(harness.server.url, { origin: origin() });
    for (const password of ['aaaaaaaa', 'password1', 'Qwertyuiop', 'weak@example.com']) {
      const refused = await client.json('POST', '/api/register', { email: 'weak@example.com', password });
      expect(refused.status, password).toBe(400);
      expect(refused.body).toMatchObject({
        error: 'weak_password',
        message: expect.stringMatching(/too easy to guess/),
      });
    }
    expect(client.cookies.has('summer.sid')).toBe(false);
    // Nothing was created: the address signs up with a strong password.
    const accepted = await client.json('POST', '/api/register', {
      email: 'weak@example.com',
      password: 'lantern orchard violet',
    });
    expect(accepted.status).toBe(201);
  });

  it('redirects GET /api/login to the sign-in page with a safe return path', async () => {
    const client = createTestClient(harness.server.url);
    const plain = await client.fetch('/api/login');
    expect(plain.status).toBe(303);
    expect(plain.headers.get('location')).toBe('/login?returnTo=%2F');
    const withPath = await client.fetch('/api/login?returnTo=%2Fpay-per-document%3Fxl%3D100k');
    expect(withPath.headers.get('location')).toBe('/login?returnTo=%2Fpay-per-document%3Fxl%3D100k');
    const evil = await client.fetch('/api/login?returnTo=https%3A%2F%2Fevil.example');
    expect(evil.headers.get('location')).toBe('/login?returnTo=%2F');
    const protocolRelative = await client.fetch('/api/login?returnTo=%2F%2Fevil.example');
    expect(protocolRelative.headers.get('location')).toBe('/login?returnTo=%2F');
    const signUp = await client.fetch('/api/login?mode=signup');
    expect(signUp.headers.get('location')).toBe('/login?mode=signup&returnTo=%2F');
    const unknownMode = await client.fetch('/api/login?mode=admin');
    expect(unknownMode.headers.get('location')).toBe('/login?returnTo=%2F');
  });

  it('makes ADMIN_EMAILS admins at sign-up, and answers the admin check', async () => {
    const { client: boss } = await signUp(harness.server, { email: 'boss@example.com' });
    expect(await boss.json('GET', '/api/admin/check')).toEqual({ status: 200, body: { isAdmin: true } });
    const { client: member } = await signUp(harness.server, { email: 'member@example.com' });
    expect(await member.json('GET', '/api/admin/check')).toEqual({ status: 200, body: { isAdmin: false } });
    expect((await createTestClient(harness.server.url).json('GET', '/api/admin/check')).status).toBe(401);
  });

  it('makes OWNER_EMAILS owners (and so admins) at sign-up, written to the audit log', async () => {
    const { client: founder } = await signUp(harness.server, { email: 'founder@example.com' });
    expect((await founder.json('GET', '/api/auth/user')).body).toMatchObject({
      isAdmin: true,
      isOwner: true,
    });
    const { client: boss } = await signUp(harness.server, { email: 'boss-two@example.com' });
    expect((await boss.json('GET', '/api/auth/user')).body).toMatchObject({ isOwner: false });
    const audit = await founder.json<{ entries: { actor: string; action: string; target: string }[] }>(
      'GET',
      '/api/admin/audit',
    );
    expect(audit.body.entries).toContainEqual(
      expect.objectContaining({ actor: 'OWNER_EMAILS', action: 'role.grant', target: 'founder@example.com' }),
    );
  });

  it('keeps the development-only endpoints out of non-development servers', async () => {
    const { client } = await signUp(harness.server, { email: 'dev-only@example.com' });
    expect((await client.json('POST', '/api/dev/make-me-admin', {})).status).toBe(404);
    expect((await client.json('POST', '/api/add-credit', {})).status).toBe(404);
  });
});
