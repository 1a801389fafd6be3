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
 * - One document of `largest-mb` MB (default 12, the probe) in a single paragraph, and how fast
 *   /api/health answered while it was summarized. `--uploads 0 --largest-mb 0` skip the uploads.
 *
 * Figures depend on what else the machine runs: the load average is printed before and after, and per
 * request how long the server's event loop ran and how long it waited for a CPU that other processes
 * held (Linux's scheduler statistics): on a shared machine the second explains most of a slow tail. With
 * `--runs N` the page and session measures repeat N times and the medians are printed last.
 * `--server-node-args='--cpu-prof --cpu-prof-dir=/tmp/profiles'` profiles the server (Node's own flags);
 * `--log-level warn` measures without request logging; `--keep` keeps the server's folder and log.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { IDEMPOTENCY_KEY_HEADER, summarizeRoutes } from '../../shared/api/summarize.ts';
import { openDatabase } from '../db/database.ts';
import {
  agent,
  constantRate,
  type Latencies,
  printHeader,
  printLatencies,
  sleep,
  summarize,
  timedGet,
} from './latency.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string' },
    seconds: { type: 'string' },
    uploads: { type: 'string' },
    'upload-mb': { type: 'string' },
    runs: { type: 'string' },
    'largest-mb': { type: 'string' },
    'log-level': { type: 'string' },
    'server-node-args': { type: 'string' },
    keep: { type: 'boolean' },
  },
});
const rate = Number(values.rate ?? 200);
const seconds = Number(values.seconds ?? 20);
const uploads = Number(values.uploads ?? 20);
const uploadBytes = Math.round(Number(values['upload-mb'] ?? 1) * 1024 * 1024);
const runs = Number(values.runs ?? 1);
const largestBytes = Math.round(Number(values['largest-mb'] ?? 12) * 1024 * 1024);
const root = resolve(import.meta.dirname, '../..');
const PASSWORD = 'lantern orchard violet bench';

const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
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

  const health = watchHealth(base);
  const started = performance.now();
  const outcomes = await Promise.all(
    accounts.map((account, index) => uploadOnce(base, account.cookie, index)),
  );
  const totalSeconds = (performance.now() - started) / 1000;
  const healthLatency = await health.stop();
  const failures = outcomes.filter((outcome) => !outcome.ok);
  console.log(
    `${uploads} uploads of ${(uploadBytes / 1024 / 1024).toFixed(1)} MB at once: all back in ${totalSeconds.toFixed(1)} s, ${failures.length} failed, ${outcomes.filter((outcome) => outcome.refusedFirst).length} first refused by the full queue (503) and sent again after Retry-After`,
  );
  for (const failure of failures) console.log(`  failed: ${failure.detail}`);
  printHealth(healthLatency);
}

/** Asks /api/health every 100 ms, as a load balancer would, until stopped. */
function watchHealth(base: string): { stop(): Promise<Latencies> } {
  let watching = true;
  const times: number[] = [];
  let unanswered = 0;
  const watcher = (async () => {
    while (watching) {
      const { status, ms: took } = await timedGet(`${base}/api/health`, {});
      if (status === 200) times.push(took);
      else unanswered += 1;
      await sleep(100);
    }
  })();
  return {
    async stop() {
      watching = false;
      await watcher;
      return summarize(times, unanswered);
    },
  };
}

function printHealth(latency: Latencies) {
  console.log(
    `/api/health meanwhile: p50 ${latency.p50.toFixed(1)} ms, p99 ${latency.p99.toFixed(1)} ms, slowest ${latency.max.toFixed(1)} ms (${latency.count} answers, ${latency.errors} failed)`,
  );
}

/**
 * The probe's worst case: one document of `largest-mb` MB in a single paragraph (no blank line), sent
 * by a subscriber; /api/health meanwhile says whether the event loop stays free while it is summarized.
 */
async function largestUpload(base: string, dataDir: string) {
  const email = 'largest@bench.example';
  const cookie = await signUp(base, email);
  const { db } = await openDatabase(join(dataDir, 'summer.sqlite'));
  await db
    .updateTable('users')
    .set({ subscription_active: 1, subscription_expires_at: new Date(Date.now() + 86_400_000).toISOString() })
    .where('email', '=', email)
    .execute();
  await db.destroy();
  const text = documentText(largestBytes, 7).replace(/\n\n/g, ' ');
  const route = summarizeRoutes.upload;
  const form = new FormData();
  form.append(route.form.file, new Blob([text], { type: 'text/plain' }), 'one paragraph.txt');
  const health = watchHealth(base);
  const started = performance.now();
  const answer = await post(`${base}${route.path}`, form, { cookie, origin: base });
  const seconds = (performance.now() - started) / 1000;
  const latency = await health.stop();
  console.log(
    `One ${(largestBytes / 1024 / 1024).toFixed(0)} MB single-paragraph document: ${answer.status} in ${seconds.toFixed(1)} s, answer ${(answer.text.length / 1024).toFixed(0)} KB`,
  );
  printHealth(latency);
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
  // What a browser asks for: the page, compressed if the server will.
  const visitor = { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' };
  const signedIn = { cookie, accept: 'application/json' };
  // Warm-up, not measured: the first render of a page is cached, the JIT settles.
  await constantRate(rate, `${base}/`, visitor, 200, 2);
  await constantRate(rate, `${base}/api/auth/user`, signedIn, 200, 2);

  console.log(`\nAt ${rate} requests per second for ${seconds} s each:`);
  printHeader();
  const pages: Latencies[] = [];
  const sessions: Latencies[] = [];
  for (let run = 0; run < runs; run++) {
    pages.push(await constantRate(rate, `${base}/`, visitor, 200, seconds, child.pid));
    printLatencies('GET /', pages.at(-1) as Latencies);
    sessions.push(await constantRate(rate, `${base}/api/auth/user`, signedIn, 200, seconds, child.pid));
    printLatencies('GET /api/auth/user', sessions.at(-1) as Latencies);
  }
  if (runs > 1) {
    const median = (list: Latencies[], key: Exclude<keyof Latencies, 'failures'>) =>
      list.map((entry) => entry[key] ?? 0).sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? 0;
    const medians = (list: Latencies[]): Latencies => ({
      p50: median(list, 'p50'),
      p90: median(list, 'p90'),
      p99: median(list, 'p99'),
      max: median(list, 'max'),
      errors: median(list, 'errors'),
      count: median(list, 'count'),
      ranMs: median(list, 'ranMs'),
      waitedMs: median(list, 'waitedMs'),
    });
    console.log(`Medians of ${runs} runs:`);
    printLatencies('GET /', medians(pages));
    printLatencies('GET /api/auth/user', medians(sessions));
  }

  if (uploads > 0) {
    console.log('');
    await concurrentUploads(base, dataDir);
  }
  if (largestBytes > 0) {
    console.log('');
    await largestUpload(base, dataDir);
  }
  console.log(`\nLoad average ${load()} after`);
} finally {
  child.kill('SIGTERM');
  await new Promise((done) => child.once('exit', done));
  agent.destroy();
  if (values.keep) console.log(`Server's data and log kept in ${dataDir}`);
  else rmSync(dataDir, { recursive: true, force: true });
}
