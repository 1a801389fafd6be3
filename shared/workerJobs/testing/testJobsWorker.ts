// A worker whose jobs behave and misbehave on purpose, for the runner's tests (runner.test.ts).
import { serveJobs } from '../serveJobs.ts';

class TestError extends Error {
  constructor(readonly kind: string) {
    super(`failed on purpose: ${kind}`);
    this.name = 'TestError';
  }
}

const testJobs = {
  countWords: (job: { type: 'countWords'; text: string }) => job.text.split(/\s+/).filter(Boolean).length,
  sumBytes: (job: { type: 'sumBytes'; bytes: Uint8Array }) => job.bytes.reduce((sum, byte) => sum + byte, 0),
  fail: (job: { type: 'fail'; kind: string }): never => {
    throw new TestError(job.kind);
  },
  /** Keeps the worker's thread busy: no timer inside the worker could stop it. */
  spin: (job: { type: 'spin'; ms: number }) => {
    const until = Date.now() + job.ms;
    while (Date.now() < until);
    return job.ms;
  },
  hoard: (_job: { type: 'hoard' }) => {
    const kept: number[][] = [];
    for (;;) kept.push(new Array(1_000_000).fill(kept.length));
  },
  exit: (_job: { type: 'exit' }) => process.exit(3),
};
export type TestJobs = typeof testJobs;

serveJobs(testJobs);
