import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTestServer } from '../testing/testServer.ts';

/** The offline worker as browsers fetch it: at the root, revalidated every time, as JavaScript. */
describe('GET /service-worker.js', () => {
  let webDir: string;
  beforeAll(() => {
    webDir = mkdtempSync(join(tmpdir(), 'summer-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  });
  afterAll(() => rmSync(webDir, { recursive: true, force: true }));
  const built = withTestServer({}, () => ({ webDir }));
  const unbuilt = withTestServer({}, { webDir: '/nonexistent' });

  it('serves the built worker with no-cache and a JavaScript type', async () => {
    const response = await fetch(`${built.server.url}/service-worker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toContain('addEventListener("fetch"');
  });

  it("lets pages register a worker from the site itself (the CSP's worker-src)", async () => {
    const response = await fetch(`${built.server.url}/library`);
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('leaves other static files their usual caching', async () => {
    const response = await fetch(`${built.server.url}/favicon.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a plain 404 when the web app is not built (never a page the browser would run)', async () => {
    const response = await fetch(`${unbuilt.server.url}/service-worker.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
