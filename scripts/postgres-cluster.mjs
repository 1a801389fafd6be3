// A throwaway PostgreSQL cluster for tests and benchmarks: made in a temporary folder with initdb,
// started with pg_ctl on a free port of 127.0.0.1, stopped and deleted afterwards. Uses the server
// binaries of Debian's `postgresql` package (/usr/lib/postgresql/<version>/bin) or PG_BIN. PostgreSQL
// refuses to run as root, so as root it runs as the `postgres` user the package creates.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function serverBinaries() {
  const fromEnv = process.env.PG_BIN;
  if (fromEnv) return fromEnv;
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base)
    ? readdirSync(base)
        .filter((version) => existsSync(join(base, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(
      'PostgreSQL server binaries not found: install them (apt-get install -y postgresql) or set PG_BIN',
    );
  }
  return join(base, versions[0], 'bin');
}

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The uid and gid to run the server as: ours, or the `postgres` user's when we are root. */
function runAs() {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString());
  return { uid, gid };
}

/**
 * Starts a cluster and answers its address (user `summer`, trusted, database `postgres`) and a stop
 * function. Durability is off (fsync, synchronous commit): the data lives only as long as the run.
 */
export async function startPostgresCluster({ maxConnections = 300 } = {}) {
  const bin = serverBinaries();
  const user = runAs();
  const folder = mkdtempSync(join(tmpdir(), 'summer-pg-'));
  if (user) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const run = (program, args) =>
    execFileSync(join(bin, program), args, {
      // A folder the server's user can enter (the checkout may not be).
      cwd: folder,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
      env: { ...process.env, LC_ALL: 'C.UTF-8' },
    });
  const port = await freePort();
  let started = false;
  const stop = () => {
    if (started) {
      started = false;
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already gone.
      }
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    // C.UTF-8: text sorts by code point (as SQLite's does) and lower() folds every letter.
    run('initdb', ['-D', data, '-U', 'summer', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
    const options = [
      `-p ${port}`,
      `-k ${folder}`,
      '-c listen_addresses=127.0.0.1',
      `-c max_connections=${maxConnections}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
    ].join(' ');
    run('pg_ctl', ['-D', data, '-l', join(folder, 'server.log'), '-o', options, '-w', '-t', '60', 'start']);
    started = true;
  } catch (error) {
    const log = existsSync(join(folder, 'server.log'))
      ? readFileSync(join(folder, 'server.log'), 'utf8')
      : '';
    stop();
    throw new Error(`PostgreSQL did not start: ${error.stderr?.toString() ?? error}\n${log}`);
  }
  return { url: `postgres://summer@127.0.0.1:${port}/postgres`, port, stop };
}
