// `npm run bench:cluster`: requests per second and p50/p99 latency of the landing page, /api/auth/user
// and uploads, against one server instance and against three on one PostgreSQL database, side by side.
// Everything runs on this machine: a throwaway PostgreSQL cluster (./postgres-cluster.mjs), the built
// server (dist/server/main.js, NODE_ENV=production) on loopback ports, and the load from this process,
// spread round-robin over the instances as a balancer would. Each measurement is bounded in time.
// BENCH_SECONDS (default 6) sets the length of each measurement, BENCH_CONCURRENCY (16) the requests in
// flight for the pages, BENCH_UPLOAD_CONCURRENCY (6) for uploads.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import pg from 'pg';
import { ensureBuilt, root } from './builds.mjs';
import { startPostgresCluster } from './postgres-cluster.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const UPLOAD_CONCURRENCY = Number(process.env.BENCH_UPLOAD_CONCURRENCY ?? 6);
const PUBLIC_URL = 'http://bench.test';
const PASSWORD = 'a strong bench password';

async function freePort() {
  const probe = createServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function startInstance(databaseUrl) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL,
      DATABASE_URL: databaseUrl,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdef0123456789',
      LOG_LEVEL: 'warn',
      // Two cores for everything: one worker thread per instance.
      SUMMARIZE_WORKERS: '1',
      SUMMARIZE_QUEUE_LIMIT: '1000',
      UPLOADS_PER_ACCOUNT: '1000',
      AUTH_RATE_LIMIT_PER_IP: '100000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('a server instance exited while starting');
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error('a server instance did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Signs an account up through the first instance; answers its session cookie. */
async function signUp(url, email) {
  const response = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
    body: JSON.stringify({ email, password: PASSWORD, firstName: 'Bench', lastName: 'User' }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return cookie;
}

const words = ['market', 'contract', 'tenant', 'revenue', 'clause', 'notice', 'quarter', 'growth', 'risk'];
const text = (seed) =>
  Array.from({ length: 300 }, (_, index) => words[(index * 7 + seed) % words.length])
    .join(' ')
    .replace(/((?:\S+ ){11}\S+) /g, '$1. ');

function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** Runs `send` from `concurrency` loops for SECONDS, round-robin over the instances. */
async function measure(urls, concurrency, send) {
  const latencies = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const index = next++;
        const url = urls[index % urls.length];
        const before = performance.now();
        const ok = await send(url, index).catch(() => false);
        if (ok) latencies.push(performance.now() - before);
        else errors++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

async function scenarios(urls, cookie) {
  const results = {};
  results['GET / (landing page)'] = await measure(urls, CONCURRENCY, async (url) => {
    const response = await fetch(`${url}/`);
    await response.arrayBuffer();
    return response.status === 200;
  });
  results['GET /api/auth/user'] = await measure(urls, CONCURRENCY, async (url) => {
    const response = await fetch(`${url}/api/auth/user`, { headers: { cookie } });
    await response.arrayBuffer();
    return response.status === 200;
  });
  results['POST /api/upload-text (300 words)'] = await measure(
    urls,
    UPLOAD_CONCURRENCY,
    async (url, index) => {
      const response = await fetch(`${url}/api/upload-text`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: PUBLIC_URL, cookie },
        body: JSON.stringify({ text: text(index), compressionLevel: 3 }),
      });
      await response.arrayBuffer();
      return response.status === 200;
    },
  );
  return results;
}

const format = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

ensureBuilt(['web', 'server']);
const cluster = await startPostgresCluster();
const instances = [];
try {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('create database summer_bench');
  await admin.end();
  const databaseUrl = cluster.url.replace(/\/postgres$/, '/summer_bench');

  instances.push(await startInstance(databaseUrl));
  const cookie = await signUp(instances[0].url, 'bench@example.com');
  // A subscriber: every upload is paid for, so the upload numbers measure summarizing, not refusals.
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(
    "update users set subscription_active = 1, subscription_expires_at = '2099-01-01T00:00:00.000Z' where email = $1",
    ['bench@example.com'],
  );
  await db.end();

  console.log(
    `Measuring each for ${SECONDS} s (pages: ${CONCURRENCY} in flight; uploads: ${UPLOAD_CONCURRENCY})…`,
  );
  const one = await scenarios([instances[0].url], cookie);
  instances.push(await startInstance(databaseUrl), await startInstance(databaseUrl));
  const three = await scenarios(
    instances.map((instance) => instance.url),
    cookie,
  );

  const rows = Object.keys(one).map((name) => [
    name,
    format(one[name].rps),
    format(one[name].p50, 1),
    format(one[name].p99, 1),
    format(three[name].rps),
    format(three[name].p50, 1),
    format(three[name].p99, 1),
  ]);
  const header = ['', '1 instance: req/s', 'p50 ms', 'p99 ms', '3 instances: req/s', 'p50 ms', 'p99 ms'];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(' | ')} |`;
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of rows) console.log(line(row));
  const failed = Object.entries({ ...one, ...three }).reduce((sum, [, result]) => sum + result.errors, 0);
  if (failed > 0) console.log(`(${failed} requests failed and are not counted)`);
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  cluster.stop();
}
