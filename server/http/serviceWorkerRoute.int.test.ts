import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/testServer.ts';

/** The offline worker as browsers fetch it: at the root, revalidated every time, as JavaScript. */
describe('GET /service-worker.js', () => {
  let webDir: string;
  let server: TestServer;
  let unbuilt: TestServer;
  beforeAll(async () => {
    webDir = mkdtempSync(join(tmpdir(), 'summer-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'service-worker.js'), 'self.addEventListener("fetch", () => {});\n');
    writeFileSync(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    server = await startTestServer({}, { webDir });
    unbuilt = await startTestServer({}, { webDir: '/nonexistent' });
  });
  afterAll(async () => {
    await server.close();
    await unbuilt.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  it('serves the built worker with no-cache and a JavaScript type', async () => {
    const response = await fetch(`${server.url}/service-worker.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await response.text()).toContain('addEventListener("fetch"');
  });

  it("lets pages register a worker from the site itself (the CSP's worker-src)", async () => {
    const response = await fetch(`${server.url}/library`);
    expect(response.headers.get('content-security-policy')).toContain("worker-src 'self'");
  });

  it('leaves other static files their usual caching', async () => {
    const response = await fetch(`${server.url}/favicon.svg`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('answers a plain 404 when the web app is not built (never a page the browser would run)', async () => {
    const response = await fetch(`${unbuilt.url}/service-worker.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});
