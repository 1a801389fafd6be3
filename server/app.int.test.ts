import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestServer } from './testing/testServer.ts';

let webDir: string;

beforeAll(async () => {
  // A stand-in build of the web app: the server's job here is to serve it, whatever it contains.
  webDir = mkdtempSync(join(tmpdir(), 'summer-web-'));
  writeFileSync(
    join(webDir, 'index.html'),
    '<html><head><title>Static</title><script id="public-config" type="application/json">{}</script></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>',
  );
  writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const harness = withTestServer({ PRODUCT_NAME: 'Brief Co', FREE_SUMMARIES: '1' }, () => ({ webDir }));

describe('the server', () => {
  it('answers /api/health with its version and the database state', async () => {
    const response = await fetch(`${harness.server.url}/api/health`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = await response.json();
    expect(body).toEqual({
      status: 'ok',
      version: expect.stringMatching(/^\d+\.\d+\.\d+/),
      database: 'ok',
      engine: 'local',
    });
  });

  it('answers unknown /api paths with 404 JSON, never the web app', async () => {
    for (const path of ['/api/nope', '/api/health/extra', '/api/']) {
      const response = await fetch(`${harness.server.url}${path}`, {
        method: path === '/api/' ? 'POST' : 'GET',
      });
      expect(response.status, path).toBe(404);
      expect(await response.json()).toMatchObject({ error: 'not_found' });
    }
  });

  it('answers a malformed JSON body with 400 and a readable message, without a stack trace', async () => {
    const response = await fetch(`${harness.server.url}/api/health`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"unterminated',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ error: 'bad_request', message: 'Malformed JSON body' });
    expect(text).not.toMatch(/at .*\.ts/);
  });

  it('serves the web app for client routes with the configuration filled in, and 404 for unknown paths', async () => {
    const home = await fetch(`${harness.server.url}/`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toContain('"productName":"Brief Co"');
    expect(html).toContain('"freeSummaries":1');

    expect((await fetch(`${harness.server.url}/pricing`)).status).toBe(200);
    expect((await fetch(`${harness.server.url}/why-brief-co-ai`)).status).toBe(200);
    const unknown = await fetch(`${harness.server.url}/no-such-page`);
    expect(unknown.status).toBe(404);
    const notFound = await unknown.text();
    // The built page's scripts stay, and the app is rendered into its root element.
    expect(notFound).toContain('<script type="module" src="/assets/app.js"></script>');
    expect(notFound).toMatch(/<div id="root"[^>]*>.*Page Not Found/s);
    expect(notFound).not.toContain('<title>Static</title>');
  });

  it('serves static files of the build', async () => {
    const response = await fetch(`${harness.server.url}/favicon.svg`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<svg xmlns="http://www.w3.org/2000/svg"/>');
    expect((await fetch(`${harness.server.url}/assets/missing.js`)).status).toBe(404);
  });

  it('sends security headers', async () => {
    const response = await fetch(`${harness.server.url}/`);
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
