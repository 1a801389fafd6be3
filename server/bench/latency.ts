/**
 * Latency measures for the load benchmark (loadBench.ts): requests sent on a schedule over keep-alive
 * connections, their percentiles, and the server's event loop as the scheduler counts it.
 */

import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';

export const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/**
 * The server's main thread (its event loop) as Linux's scheduler counts it: nanoseconds it ran, and
 * nanoseconds it was ready to run but waited for a CPU other processes held. Null where there is no
 * /proc (not Linux).
 */
function schedulerTimes(pid: number | undefined): { ranNs: number; waitedNs: number } | null {
  try {
    const [ran, waited] = readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ').map(Number);
    return { ranNs: ran ?? 0, waitedNs: waited ?? 0 };
  } catch {
    return null;
  }
}

/**
 * Keep-alive connections, as browsers hold them. Only with a timeout of its own does Node's agent read
 * the server's Keep-Alive hint (5 s) and let an idle connection go a second before the server closes
 * it; without one it keeps it for good, and a request sent just as the server closes it meets
 * ECONNRESET (a browser would send it again).
 */
export const agent = new Agent({ keepAlive: true, maxSockets: 256, timeout: 60_000 });

/**
 * One GET, answered in full: its status (or the network error's code) and milliseconds from sending
 * to the last byte.
 */
export function timedGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number | string; ms: number }> {
  return new Promise((done) => {
    const started = performance.now();
    const failed = (error: NodeJS.ErrnoException) =>
      done({ status: error.code ?? 'error', ms: performance.now() - started });
    const sent = request(url, { agent, headers }, (answer) => {
      answer.resume();
      answer.on('end', () => done({ status: answer.statusCode ?? 0, ms: performance.now() - started }));
      answer.on('error', failed);
    });
    sent.on('error', failed);
    sent.end();
  });
}

export interface Latencies {
  /** What the failed requests got: status code (0: no answer) and how many. */
  failures?: string;
  /** The server's event loop per request: milliseconds it ran, and waited for a CPU held by others. */
  ranMs?: number;
  waitedMs?: number;
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

export function summarize(times: number[], errors: number): Latencies {
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
export async function constantRate(
  rate: number,
  url: string,
  headers: Record<string, string>,
  expected: number,
  duration: number,
  serverPid?: number,
): Promise<Latencies> {
  const schedulerBefore = schedulerTimes(serverPid);
  const total = Math.round(rate * duration);
  const interval = 1000 / rate;
  const answers: Promise<{ status: number | string; ms: number }>[] = [];
  const start = performance.now();
  for (let index = 0; index < total; index++) {
    const wait = start + index * interval - performance.now();
    if (wait >= 1) await sleep(wait);
    answers.push(timedGet(url, headers));
  }
  const results = await Promise.all(answers);
  const failed = new Map<number | string, number>();
  for (const { status } of results)
    if (status !== expected) failed.set(status, (failed.get(status) ?? 0) + 1);
  const schedulerAfter = schedulerTimes(serverPid);
  const perRequestMs = (ns: number) => ns / 1e6 / total;
  return {
    ...summarize(
      results.map((result) => result.ms),
      results.filter((result) => result.status !== expected).length,
    ),
    failures: [...failed].map(([status, count]) => `${count} × ${status}`).join(', '),
    ...(schedulerBefore && schedulerAfter
      ? {
          ranMs: perRequestMs(schedulerAfter.ranNs - schedulerBefore.ranNs),
          waitedMs: perRequestMs(schedulerAfter.waitedNs - schedulerBefore.waitedNs),
        }
      : {}),
  };
}

const ms = (value: number) => value.toFixed(1).padStart(7);
const cpu = (value: number | undefined) => (value === undefined ? '-' : value.toFixed(2)).padStart(8);
export function printLatencies(label: string, result: Latencies) {
  console.log(
    `${label.padEnd(22)} ${ms(result.p50)} ${ms(result.p90)} ${ms(result.p99)} ${ms(result.max)} ${String(result.errors).padStart(7)} ${String(result.count).padStart(7)} ${cpu(result.ranMs)} ${cpu(result.waitedMs)}${result.failures ? `  (${result.failures})` : ''}`,
  );
}
export function printHeader() {
  console.log(
    `${'ms'.padEnd(22)} ${'p50'.padStart(7)} ${'p90'.padStart(7)} ${'p99'.padStart(7)} ${'max'.padStart(7)} ${'errors'.padStart(7)} ${'count'.padStart(7)} ${'ran/req'.padStart(8)} ${'wait/req'.padStart(8)}`,
  );
}
