import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

/**
 * The server renders each page for who is asking: a signed-in browser gets signed-in paths in their
 * loading state, everybody else the visitor's page, marked so the browser does not ask who it is.
 */
const harness = withTestServer({}, { webDir: '/nonexistent' });

describe('pages for signed-in browsers and visitors', () => {
  it('renders signed-in paths in their loading state for a signed-in browser, never the landing page', async () => {
    const { client } = await signUp(harness.server);
    const home = await (await client.fetch('/')).text();
    expect(home).toContain('data-auth="loading"');
    expect(home).toContain('role="status"');
    expect(home).not.toContain('Summarize any document in seconds');
    // The cached loading state holds no account data (the service worker keeps it for offline use).
    expect(home).not.toContain('@example.com');
    // Pages that are the same for everyone still come complete.
    const pricing = await (await client.fetch('/pricing')).text();
    expect(pricing).toContain('Summer Packs');
    // And the cached page of one kind of browser is never served to the other.
    const visitor = await (await fetch(`${harness.server.url}/`)).text();
    expect(visitor).toContain('data-auth="visitor"');
    expect(visitor).toContain('Summarize any document in seconds');
  });

  it('tells a browser with a stale or forged session cookie that it is a visitor', async () => {
    const stale = await fetch(`${harness.server.url}/`, { headers: { cookie: 'summer.sid=s%3Asomething' } });
    const html = await stale.text();
    expect(html).toContain('data-auth="visitor"');
    expect(html).toContain('Summarize any document in seconds');
  });

  it('tells a browser that signed out that it is a visitor', async () => {
    const { client } = await signUp(harness.server);
    const session = client.cookies.get('summer.sid');
    expect((await client.json('POST', '/api/logout')).status).toBe(200);
    const html = await (
      await fetch(`${harness.server.url}/pricing`, { headers: { cookie: `summer.sid=${session}` } })
    ).text();
    expect(html).toContain('data-auth="visitor"');
  });
});
