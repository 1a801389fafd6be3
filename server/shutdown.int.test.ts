import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseEnv } from './testing/postgres.ts';

const children: ChildProcess[] = [];
const folders: string[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** Starts server/main.ts as its own process, as `npm start` does, and waits for its first line. */
async function startProcess(env: Record<string, string>) {
  const dataDir = mkdtempSync(join(tmpdir(), 'summer-proc-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      ...(await testDatabaseEnv(dataDir)),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(condition: () => boolean, timeoutMs = 20_000) {
  const start = Date.now();
  while (!condition()) {
    if (Date.now() - start > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the server process', () => {
  it('stops cleanly on SIGTERM', async () => {
    const server = await startProcess({ PORT: '0' });
    await waitFor(() => server.output().includes('server listening'));
    const port = Number(/"port":(\d+)/.exec(server.output())?.[1]);
    expect((await fetch(`http://localhost:${port}/api/health`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('server stopped');
    await expect(fetch(`http://localhost:${port}/api/health`)).rejects.toThrow();
  });

  it('refuses to start on bad configuration and names the variable', async () => {
    const server = await startProcess({ PORT: 'not-a-port', SUPPORT_EMAIL: 'nobody' });
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain('PORT:');
    expect(server.output()).toContain('SUPPORT_EMAIL:');
  });
});
