/**
 * npm run bench:load [-- --rate 200 --seconds 20 --uploads 20 --upload-mb 1 --runs 1]
 *
 * The server under load, as it ships: the built server (`dist/server/main.js`, production settings,
 * request logging on, written to a file as a service manager would) in its own process, so the load
 * generator does not share its event loop. Prints, per run:
 *
 * - GET / (the landing page, as a visitor) and GET /api/auth/user (a signed-in user's session read),
 *   each at a constant `rate` requests per second for `seconds` (sent on schedule whatever the answers
 *   do, so a stall shows in the latencies): p50, p90, p99 and slowest latency, and errors.
 * - `uploads` documents of `upload-mb` MB sent at once by as many accounts (each holding the
 *   extra-large credit such a document needs): total time until every summary is back, failures, how
 *   many were first refused by the bounded queue (503, retried after its Retry-After), and how fast
 *   /api/health answered meanwhile.
 *
 * Figures depend on what else the machine runs: the load average is printed before and after. With
 * `--runs N` the page and session measures repeat N times and the medians are printed last.
 * `--server-node-args='--cpu-prof --cpu-prof-dir=/tmp/profiles'` profiles the server (Node's own flags);
 * `--log-level warn` measures without request logging.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IDEMPOTENCY_KEY_HEADER, summarizeRoutes } from '../../shared/api/summarize.ts';
import { openDatabase } from '../db/database.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string' },
    seconds: { type: 'string' },
    uploads: { type: 'string' },
    'upload-mb': { type: 'string' },
    runs: { type: 'string' },
    'log-level': { type: 'string' },
    'server-node-args': { type: 'string' },
  },
});
const rate = Number(values.rate ?? 200);
const seconds = Number(values.seconds ?? 20);
const uploads = Number(values.uploads ?? 20);
const uploadBytes = Math.round(Number(values['upload-mb'] ?? 1) * 1024 * 1024);
const runs = Number(values.runs ?? 1);
const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'lantern orchard violet bench';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Keep-alive connections, as browsers hold them. */
const agent = new Agent({ keepAlive: true, maxSockets: 256 });

/** One GET, answered in full: its status and milliseconds from sending to the last byte. */
function timedGet(url: string, headers: Record<string, string>): Promise<{ status: number; ms: number }> {
  return new Promise((done) => {
    const started = performance.now();
    const sent = request(url, { agent, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => done({ status: answer.statusCode ?? 0, ms: performance.now() - started }));
      answer.on('error', () => done({ status: 0, ms: performance.now() - started }));
    });
    sent.on('error', () => done({ status: 0, ms: performance.now() - started }));
    sent.end();
  });
}

interface Latencies {
  /** What the failed requests got: status code (0: no answer) and how many. */
  failures?: string;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  count: number;
}

function percentile(sorted: number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function summarize(times: number[], errors: number): Latencies {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 0.5),
    p90: percentile(sorted, 0.9),
    p99: percentile(sorted, 0.99),
    max: sorted.at(-1) ?? 0,
    errors,
    count: times.length,
  };
}

/** `rate` requests per second for `duration` seconds, each sent at its time (an open loop). */
async function constantRate(
  url: string,
  headers: Record<string, string>,
  expected: number,
  duration: number,
): Promise<Latencies> {
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const answers: Promise<{ status: number; ms: number }>[] = [];
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const wait = start + index * interval - performance.now();
    if (wait >= 1) await sleep(wait);
    answers.push(timedGet(url, headers));
  }
  const results = await Promise.all(answers);
  const failed = new Map<number, number>();
  for (const { status } of results)
    if (status !== expected) failed.set(status, (failed.get(status) ?? 0) + 1);
  return {
    ...summarize(
      results.map((result) => result.ms),
      results.filter((result) => result.status !== expected).length,
    ),
    failures: [...failed].map(([status, count]) => `${count} × ${status}`).join(', '),
  };
}

const ms = (value: number) => value.toFixed(1).padStart(7);
function printLatencies(label: string, result: Latencies) {
  console.log(
    `${label.padEnd(22)} ${ms(result.p50)} ${ms(result.p90)} ${ms(result.p99)} ${ms(result.max)} ${String(result.errors).padStart(7)} ${String(result.count).padStart(7)}${result.failures ? `  (${result.failures})` : ''}`,
  );
}
function printHeader() {
  console.log(
    `${'ms'.padEnd(22)} ${'p50'.padStart(7)} ${'p90'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'errors'.padStart(7)} ${'count'.padStart(7)}`,
  );
}

/** About `bytes` of plain English-like prose in paragraphs; every sentence differs. */
function documentText(bytes: number, seed: number): string {
  const words = ['market', 'tenant', 'clause', 'revenue', 'study', 'result', 'method', 'risk', 'growth'];
  const more = ['party', 'term', 'data', 'analysis', 'report', 'lease', 'payment', 'notice', 'period'];
  const parts: string[] = [];
  let size = 0;
  for (let sentence = 0; size < bytes; sentence++) {
    const picked = Array.from(
      { length: 12 },
      (_, index) => (index % 2 ? more : words)[(sentence * 7 + index * 3 + seed) % 9],
    );
    const text = `The ${picked.join(' ')} number ${sentence}.${sentence % 8 === 7 ? '\n\n' : ' '}`;
    parts.push(text);
    size += text.length;
  }
  return parts.join('').slice(0, bytes);
}

async function post(
  url: string,
  body: BodyInit,
  headers: Record<string, string>,
): Promise<{ status: number; text: string; headers: Headers }> {
  const answer = await fetch(url, { method: 'POST', body, headers });
  return { status: answer.status, text: await answer.text(), headers: answer.headers };
}

async function signUp(base: string, email: string): Promise<string> {
  const answer = await post(`${base}/api/register`, JSON.stringify({ email, password: PASSWORD }), {
    'content-type': 'application/json',
    origin: base,
  });
  if (answer.status !== 201) throw new Error(`sign-up of ${email}: ${answer.status} ${answer.text}`);
  return answer.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

interface UploadOutcome {
  ok: boolean;
  refusedFirst: boolean;
  detail: string;
}

/** One account's upload; a 503 (queue full) is sent again after its Retry-After, as a client should. */
async function uploadOnce(base: string, cookie: string, index: number): Promise<UploadOutcome> {
  const text = documentText(uploadBytes, index);
  let refusedFirst = false;
  for (let attempt = 0; attempt < 5; attempt++) {
    const form = new FormData();
    form.append('compressionLevel', '3');
    const route = summarizeRoutes.upload;
    form.append(route.form.file, new Blob([text], { type: 'text/plain' }), `document-${index}.txt`);
    const answer = await post(`${base}${route.path}`, form, {
      cookie,
      origin: base,
      // One key per document: a retry after a refusal is the same document, charged once.
      [IDEMPOTENCY_KEY_HEADER]: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    });
    if (answer.status === 200) return { ok: true, refusedFirst, detail: '' };
    if (answer.status !== 503) return { ok: false, refusedFirst, detail: `${answer.status} ${answer.text}` };
    refusedFirst = true;
    await sleep(Number(answer.headers.get('retry-after') ?? 30) * 1000);
  }
  return { ok: false, refusedFirst, detail: 'still busy after 5 tries' };
}

async function concurrentUploads(base: string, dataDir: string) {
  const accounts: { email: string; cookie: string }[] = [];
  for (let index = 0; index < uploads; index++) {
    const email = `uploader-${index}@bench.example`;
    accounts.push({ email, cookie: await signUp(base, email) });
  }
  // A megabyte of prose is well over 25,000 words: each account holds the extra-large credit it needs.
  const { db } = await openDatabase(join(dataDir, 'summer.sqlite'));
  await db
    .updateTable('users')
    .set({ ultra_large_500k_credits: 1, ultra_large_1m_credits: 1 })
    .where('email', 'like', '%@bench.example')
    .execute();
  await db.destroy();

  let uploading = true;
  const health: number[] = [];
  const watcher = (async () => {
    while (uploading) {
      const { status, ms: took } = await timedGet(`${base}/api/health`, {});
      if (status === 200) health.push(took);
      await sleep(100);
    }
  })();
  const started = performance.now();
  const outcomes = await Promise.all(
    accounts.map((account, index) => uploadOnce(base, account.cookie, index)),
  );
  const totalSeconds = (performance.now() - started) / 1000;
  uploading = false;
  await watcher;
  const failures = outcomes.filter((outcome) => !outcome.ok);
  const healthLatency = summarize(health, 0);
  console.log(
    `${uploads} uploads of ${(uploadBytes / 1024 / 1024).toFixed(1)} MB at once: all back in ${totalSeconds.toFixed(1)} s, ${failures.length} failed, ${outcomes.filter((outcome) => outcome.refusedFirst).length} first refused by the full queue (503) and sent again after Retry-After`,
  );
  for (const failure of failures) console.log(`  failed: ${failure.detail}`);
  console.log(
    `/api/health meanwhile: p50 ${healthLatency.p50.toFixed(1)} ms, p99 ${healthLatency.p99.toFixed(1)} ms, slowest ${healthLatency.max.toFixed(1)} ms (${healthLatency.count} checks)`,
  );
}

async function startBuiltServer(dataDir: string): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const log = openSync(join(dataDir, 'server.log'), 'a');
  const nodeArgs = (values['server-node-args'] ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, join(root, 'dist/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: values['log-level'] ?? 'info',
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 60_000; waited += 200) {
    if ((await timedGet(`${base}/api/health`, {})).status === 200) return { base, child };
    if (child.exitCode !== null) break;
    await sleep(200);
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not start; see ${join(dataDir, 'server.log')}`);
}

const built = spawnSync(process.execPath, [join(root, 'scripts/ensure-build.mjs'), 'web', 'server'], {
  stdio: ['ignore', 'inherit', 'inherit'],
});
if (built.status !== 0) process.exit(built.status ?? 1);

const dataDir = mkdtempSync(join(tmpdir(), 'summer-load-bench-'));
const { base, child } = await startBuiltServer(dataDir);
try {
  console.log(`Machine: ${cpus().length} CPUs, load average ${load()} before`);
  const cookie = await signUp(base, 'reader@bench.example');
  const visitor = { accept: 'text/html' };
  const signedIn = { cookie, accept: 'application/json' };
  // Warm-up, not measured: the first render of a page is cached, the JIT settles.
  await constantRate(`${base}/`, visitor, 200, 2);
  await constantRate(`${base}/api/auth/user`, signedIn, 200, 2);

  console.log(`\nAt ${rate} requests per second for ${seconds} s each:`);
  printHeader();
  const pages: Latencies[] = [];
  const sessions: Latencies[] = [];
  for (let run = 0; run < runs; run++) {
    pages.push(await constantRate(`${base}/`, visitor, 200, seconds));
    printLatencies('GET /', pages.at(-1) as Latencies);
    sessions.push(await constantRate(`${base}/api/auth/user`, signedIn, 200, seconds));
    printLatencies('GET /api/auth/user', sessions.at(-1) as Latencies);
  }
  if (runs > 1) {
    const median = (list: Latencies[], key: Exclude<keyof Latencies, 'failures'>) =>
      list.map((entry) => entry[key]).sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    const medians = (list: Latencies[]): Latencies => ({
      p50: median(list, 'p50'),
      p90: median(list, 'p90'),
      p99: median(list, 'p99'),
      max: median(list, 'max'),
      errors: median(list, 'errors'),
      count: median(list, 'count'),
    });
    console.log(`Medians of ${runs} runs:`);
    printLatencies('GET /', medians(pages));
    printLatencies('GET /api/auth/user', medians(sessions));
  }

  if (uploads > 0) {
    console.log('');
    await concurrentUploads(base, dataDir);
  }
  console.log(`\nLoad average ${load()} after`);
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  agent.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
