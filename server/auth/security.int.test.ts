import { beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, generatedText, signUp, TEST_PASSWORD } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

describe('bearer tokens', () => {
  const harness = withTestServer();
  beforeAll(async () => {
    await signUp(harness.server, { email: 'desk@example.com' });
  });

  it('signs a desktop client in with a token that works on every API route until revoked', async () => {
    const anonymous = createTestClient(harness.server.url, { origin: null });
    const issued = await anonymous.json<{ token: string; user: { email: string } }>(
      'POST',
      '/api/auth/token',
      {
        email: 'desk@example.com',
        password: 'a strong password',
        label: 'Laptop',
      },
    );
    expect(issued.status).toBe(201);
    expect(issued.body.token).toMatch(/^smr_[A-Za-z0-9_-]{40,}$/);
    expect(issued.body.user.email).toBe('desk@example.com');

    // No cookie, no Origin: like the desktop app.
    const desktop = createTestClient(harness.server.url, {
      origin: null,
      headers: { authorization: `Bearer ${issued.body.token}` },
    });
    expect((await desktop.json('GET', '/api/auth/user')).body).toMatchObject({ email: 'desk@example.com' });
    const upload = await desktop.json('POST', '/api/upload-text', { text: generatedText(300) });
    expect(upload.status).toBe(200);
    expect((await desktop.json<unknown[]>('GET', '/api/documents')).body).toHaveLength(1);
    expect(desktop.cookies.size).toBe(0);

    expect(await desktop.json('DELETE', '/api/auth/token')).toEqual({ status: 200, body: { revoked: true } });
    const after = await desktop.json('GET', '/api/auth/user');
    expect(after.status).toBe(401);
  });

  it('refuses made-up tokens and wrong passwords', async () => {
    const forged = createTestClient(harness.server.url, {
      origin: null,
      headers: { authorization: 'Bearer smr_forged' },
    });
    expect((await forged.json('GET', '/api/auth/user')).status).toBe(401);
    const wrong = await createTestClient(harness.server.url, { origin: null }).json(
      'POST',
      '/api/auth/token',
      {
        email: 'desk@example.com',
        password: 'not the password',
      },
    );
    expect(wrong).toEqual({
      status: 401,
      body: { error: 'invalid_credentials', message: 'Invalid email or password' },
    });
  });
});

describe('cross-site request check', () => {
  // Behind a TLS-terminating proxy, as an https PUBLIC_URL implies.
  const harness = withTestServer({ PUBLIC_URL: 'https://summer.example', TRUST_PROXY: 'true' });

  it('refuses state changes with the session cookie from another origin, or with no origin at all', async () => {
    const client = createTestClient(harness.server.url, {
      origin: 'https://summer.example',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await client.json('POST', '/api/register', { email: 'csrf@example.com', password: 'a strong password' });
    expect(client.cookies.has('summer.sid')).toBe(true);
    const send = (headers: Record<string, string>) =>
      client.fetch('/api/upload-text', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ text: generatedText(200) }),
      });

    const foreign = await send({ origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    // The operator who opened another address than PUBLIC_URL learns which one the server expects.
    expect(await foreign.json()).toEqual({
      error: 'cross_site_request',
      message:
        'This request came from https://evil.example, but this server only accepts requests from https://summer.example (its PUBLIC_URL).',
      expectedOrigin: 'https://summer.example',
    });
    const foreignReferer = await send({ origin: '', referer: 'https://evil.example/page' });
    expect(foreignReferer.status).toBe(403);

    const noOrigin = createTestClient(harness.server.url, {
      origin: null,
      headers: { 'x-forwarded-proto': 'https' },
    });
    for (const [name, value] of client.cookies) noOrigin.cookies.set(name, value);
    expect((await noOrigin.json('POST', '/api/upload-text', { text: generatedText(200) })).status).toBe(403);

    const sameSiteReferer = await noOrigin.fetch('/api/upload-text', {
      method: 'POST',
      headers: { 'content-type': 'application/json', referer: 'https://summer.example/dashboard' },
      body: JSON.stringify({ text: generatedText(200) }),
    });
    expect(sameSiteReferer.status).toBe(200);
    expect((await send({})).status).toBe(200);
    // Reads are not state changes.
    expect((await noOrigin.json('GET', '/api/auth/user')).status).toBe(200);
  });

  it('refuses a sign-in posted from another site (login CSRF)', async () => {
    const attacker = createTestClient(harness.server.url, { origin: 'https://evil.example' });
    const answer = await attacker.json('POST', '/api/login', {
      email: 'csrf@example.com',
      password: 'a strong password',
    });
    expect(answer.status).toBe(403);
    expect(attacker.cookies.size).toBe(0);
  });

  it('signs nobody out from another site: a link to /api/logout or a foreign POST leaves the session', async () => {
    const client = createTestClient(harness.server.url, {
      origin: 'https://summer.example',
      headers: { 'x-forwarded-proto': 'https' },
    });
    await client.json('POST', '/api/register', { email: 'stay@example.com', password: 'a strong password' });
    const signedIn = async () => (await client.json('GET', '/api/auth/user')).status === 200;

    // Another site's link is a top-level navigation: the browser sends the SameSite=Lax cookie, and no Origin.
    const link = await client.fetch('/api/logout', {
      headers: { origin: '', referer: 'https://evil.example/' },
    });
    expect(link.status).toBe(303);
    // The page that offers Sign Out to a signed-in user.
    expect(link.headers.get('location')).toBe('/login');
    expect(await signedIn()).toBe(true);

    // A form on another site posting to it.
    const foreign = await client.fetch('/api/logout', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(await signedIn()).toBe(true);

    // The product's own Logout button.
    const own = await client.json('POST', '/api/logout');
    expect(own).toEqual({ status: 200, body: { signedOut: true } });
    expect(client.cookies.has('summer.sid')).toBe(false);
    expect(await signedIn()).toBe(false);
    // A visitor following the link just goes home.
    expect((await client.fetch('/api/logout')).headers.get('location')).toBe('/');
  });

  it('marks the session cookie Secure when PUBLIC_URL is https', async () => {
    const response = await createTestClient(harness.server.url, { origin: 'https://summer.example' }).fetch(
      '/api/register',
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify({ email: 'secure@example.com', password: 'a strong password' }),
      },
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().join('\n')).toMatch(/; Secure/i);
  });
});

describe('cross-site request check without PUBLIC_URL', () => {
  const harness = withTestServer();
  const register = (address: string, origin: string) =>
    createTestClient(address, { origin }).json('POST', '/api/register', {
      email: `host-${Math.random().toString(36).slice(2)}@example.com`,
      password: 'a strong password',
    });

  it('accepts a request from the very address it was sent to, however the host is spelled', async () => {
    const numeric = `http://127.0.0.1:${harness.server.port}`;
    expect((await register(numeric, numeric)).status).toBe(201);
    expect((await register(harness.server.url, harness.server.url)).status).toBe(201);
  });

  it('still refuses a request whose origin is not the address it was sent to', async () => {
    const numeric = `http://127.0.0.1:${harness.server.port}`;
    const fromOtherSpelling = await register(harness.server.url, numeric);
    expect(fromOtherSpelling.status).toBe(403);
    const foreign = await register(numeric, 'https://evil.example');
    expect(foreign).toEqual({
      status: 403,
      body: {
        error: 'cross_site_request',
        message: 'This request did not come from this site and was refused.',
      },
    });
  });
});

describe('rate limits', () => {
  // The limits' windows run on the server's clock: the last test moves it past them.
  let clock = Date.now();
  const harness = withTestServer(
    { AUTH_RATE_LIMIT_PER_IP: '30', AUTH_FAILURES_PER_ACCOUNT: '3' },
    { now: () => new Date(clock) },
  );

  it('slows a guesser down per account and address, in the database, while the owner signs in from elsewhere', async () => {
    await signUp(harness.server, { email: 'target@example.com' });
    await signUp(harness.server, { email: 'bystander@example.com' });
    // Two client addresses of this machine: the guesser's and the owner's.
    let guesser = createTestClient(`http://127.0.0.1:${harness.server.port}`);
    const owner = createTestClient(`http://[::1]:${harness.server.port}`);
    const guess = (password = 'guess') =>
      guesser.json('POST', '/api/login', { email: 'target@example.com', password });
    for (let attempt = 0; attempt < 3; attempt++) expect((await guess()).status).toBe(401);

    // The guesser must now wait, even with the right password; the answer says how long.
    const waiting = await guesser.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'Target@example.com', password: TEST_PASSWORD }),
    });
    expect(waiting.status).toBe(429);
    expect(waiting.headers.get('retry-after')).toBe('1');
    expect(await waiting.json()).toMatchObject({ error: 'rate_limited' });

    // The owner, from another address, is not held up; nor is another account.
    expect(
      (await owner.json('POST', '/api/login', { email: 'target@example.com', password: TEST_PASSWORD }))
        .status,
    ).toBe(200);
    expect(
      (await guesser.json('POST', '/api/login', { email: 'bystander@example.com', password: TEST_PASSWORD }))
        .status,
    ).toBe(200);

    // The counter is a row: a restart keeps it. Each further failure doubles the wait.
    await harness.restart();
    guesser = createTestClient(`http://127.0.0.1:${harness.server.port}`);
    expect((await guess()).status).toBe(429);
    clock += 1000;
    expect((await guess()).status).toBe(401);
    const longer = await guesser.fetch('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'target@example.com', password: 'guess' }),
    });
    expect(longer.status).toBe(429);
    expect(longer.headers.get('retry-after')).toBe('2');
  });

  it('limits sign-in and sign-up requests per address', async () => {
    const client = createTestClient(`http://127.0.0.1:${harness.server.port}`);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) {
      statuses.push(
        (await client.json('POST', '/api/register', { email: `flood-${attempt}@example.com`, password: 'x' }))
          .status,
      );
    }
    expect(statuses).toContain(429);
    expect(statuses.filter((status) => status !== 429).length).toBeLessThanOrEqual(30);
    expect(
      (
        await client.json('POST', '/api/register', {
          email: 'one-more@example.com',
          password: 'a strong password',
        })
      ).status,
    ).toBe(429);
  });

  it('lets the slowed-down guesser and the flooding address in again once the window has passed', async () => {
    const client = createTestClient(`http://127.0.0.1:${harness.server.port}`);
    const signIn = () =>
      client.json('POST', '/api/login', { email: 'target@example.com', password: TEST_PASSWORD });
    // The per-address limit was reached by the test above.
    expect((await signIn()).status).toBe(429);
    clock += 15 * 60 * 1000;
    expect((await signIn()).status).toBe(200);
  });
});

describe('failed sign-ins arriving at once', () => {
  const harness = withTestServer({ AUTH_FAILURES_PER_ACCOUNT: '100' });

  it('are all counted, however many come together (on PostgreSQL, from parallel connections)', async () => {
    await signUp(harness.server, { email: 'crowded@example.com' });
    const guesser = createTestClient(`http://127.0.0.1:${harness.server.port}`);
    const statuses = await Promise.all(
      Array.from({ length: 12 }, () =>
        guesser.json('POST', '/api/login', { email: 'crowded@example.com', password: 'guess' }),
      ),
    );
    expect(statuses.map((answer) => answer.status)).toEqual(Array(12).fill(401));
    const counted = await harness.database.db
      .selectFrom('sign_in_failures')
      .select('failures')
      .where('throttle_key', 'like', 'crowded@example.com%')
      .executeTakeFirstOrThrow();
    expect(counted.failures).toBe(12);
  });
});

describe('development-only endpoints', () => {
  const harness = withTestServer({ NODE_ENV: 'development' });

  it('grants admin and adds a credit in development', async () => {
    const { client } = await signUp(harness.server, { email: 'dev@example.com' });
    expect(await client.json('GET', '/api/admin/check')).toEqual({ status: 200, body: { isAdmin: false } });
    expect(await client.json('POST', '/api/dev/make-me-admin', {})).toEqual({
      status: 200,
      body: { success: true, isAdmin: true },
    });
    expect(await client.json('GET', '/api/admin/check')).toEqual({ status: 200, body: { isAdmin: true } });
    expect(await client.json('POST', '/api/add-credit', {})).toEqual({ status: 200, body: { credits: 1 } });
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ paidDocumentsAvailable: 1 });
    expect((await createTestClient(harness.server.url).json('POST', '/api/add-credit', {})).status).toBe(401);
  });
});
