import { execFile } from 'node:child_process';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestClient } from '../testing/httpClient.ts';
import { testDatabaseEnv } from '../testing/postgres.ts';
import { withTestServer } from '../testing/testServer.ts';

const harness = withTestServer();
let client: TestClient;
beforeAll(async () => {
  ({ client } = await signUp(harness.server, { email: 'operator@example.com' }));
});

/** `npm run admin -- …` as an operator runs it, on the test server's database. */
async function admin(...args: string[]): Promise<{ code: number | null; output: string }> {
  const { dataDir } = harness.server;
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', ...(await testDatabaseEnv(dataDir)) };
  // Asynchronous, so the server in this process goes on answering meanwhile.
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'server/cli/admin.ts', ...args],
      { env, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

describe('npm run admin', () => {
  it('grants and revokes the admin role of an account, which the running server sees at once', async () => {
    expect((await client.json('GET', '/api/admin/check')).body).toEqual({ isAdmin: false });
    const granted = await admin('grant', 'Operator@Example.com');
    expect(granted.code).toBe(0);
    expect(granted.output).toContain('Granted admin for operator@example.com');
    expect((await client.json('GET', '/api/admin/check')).body).toEqual({ isAdmin: true });
    expect((await admin('revoke', 'operator@example.com')).code).toBe(0);
    expect((await client.json('GET', '/api/admin/check')).body).toEqual({ isAdmin: false });
  });

  it('grants and revokes the owner role, which brings the admin role with it, and audits each change', async () => {
    expect(await admin('grant', 'operator@example.com', '--owner')).toMatchObject({
      code: 0,
      output: expect.stringContaining('now owner and admin'),
    });
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ isAdmin: true, isOwner: true });
    expect(await admin('revoke', 'operator@example.com', '--owner')).toMatchObject({
      code: 0,
      output: expect.stringContaining('now admin'),
    });
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({
      isAdmin: true,
      isOwner: false,
    });
    const log = await harness.database.db
      .selectFrom('admin_audit_log')
      .selectAll()
      .where('target_label', '=', 'operator@example.com')
      .orderBy('id')
      .execute();
    expect(
      log.map((entry) => [entry.actor_label, entry.action, entry.before_json, entry.after_json]),
    ).toEqual([
      [
        'command line (npm run admin)',
        'role.grant',
        '{"admin":false,"owner":false}',
        '{"admin":true,"owner":false}',
      ],
      [
        'command line (npm run admin)',
        'role.revoke',
        '{"admin":true,"owner":false}',
        '{"admin":false,"owner":false}',
      ],
      [
        'command line (npm run admin)',
        'role.grant',
        '{"admin":false,"owner":false}',
        '{"admin":true,"owner":true}',
      ],
      [
        'command line (npm run admin)',
        'role.revoke',
        '{"admin":true,"owner":true}',
        '{"admin":true,"owner":false}',
      ],
    ]);
  });

  it('says so when the account does not exist or the command is wrong', async () => {
    expect(await admin('grant', 'nobody@example.com')).toMatchObject({
      code: 1,
      output: expect.stringContaining('No account'),
    });
    expect(await admin('promote', 'x@example.com')).toMatchObject({
      code: 64,
      output: expect.stringContaining('Usage'),
    });
  });
});
