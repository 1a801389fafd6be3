/**
 * The engines of this server, wired here so that the upload flow (summarize/) and Claude (claude/) need
 * not know each other: the worker pool both use, and which engine writes the summaries.
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WorkerRunner, type WorkerSource } from '../shared/workerJobs/runner.ts';
import { typeScriptWorker } from '../shared/workerJobs/typeScriptWorker.ts';
import { claudeSettingsFrom } from './claude/claudeSettings.ts';
import { createClaudeSummarizer } from './claude/claudeSummarizer.ts';
import type { Config } from './config.ts';
import type { ServerJobs } from './engineWorker.ts';
import type { Logger } from './logger.ts';
import { createLocalSummarizer, type Summarizer } from './summarize/summarizer.ts';

export type EnginePool = WorkerRunner<ServerJobs>;

/**
 * The worker's code: engineWorker.ts from source (tests, `npm run dev`), or `engineWorker.js` that the
 * server bundle carries beside main.js when running from dist/server.
 */
function engineWorker(): WorkerSource {
  const here = fileURLToPath(import.meta.url);
  if (here.endsWith('.ts')) return typeScriptWorker(new URL('./engineWorker.ts', import.meta.url));
  for (let folder = dirname(here), depth = 0; depth < 3; folder = dirname(folder), depth++) {
    const candidate = join(folder, 'engineWorker.js');
    if (existsSync(candidate)) return { path: candidate };
  }
  throw new Error('engineWorker.js not found beside the server bundle');
}

/** The signed-in users' workers: subscribers' documents first, a bounded queue. */
export function createEnginePool(config: Config, logger: Logger): EnginePool {
  return new WorkerRunner<ServerJobs>({
    worker: engineWorker(),
    size: config.SUMMARIZE_WORKERS ?? Math.max(1, availableParallelism() - 1),
    timeoutMs: config.SUMMARIZE_TIMEOUT_MS,
    memoryMb: config.SUMMARIZE_WORKER_MEMORY_MB,
    maxQueued: config.SUMMARIZE_QUEUE_LIMIT,
    onWorkerFailure: ({ job, error, cause }) =>
      logger.warn({ err: cause ?? error, job }, 'worker job failed'),
  });
}

/** Visitors waiting for the demo at most: the demo is a taste, not a queue. */
const DEMO_QUEUE_LIMIT = 4;

/**
 * The free demo's own lane: one worker thread with a small heap and a short time limit, and a short
 * queue. Visitors' documents (a 14 MB DOCX that expands to 190 MB of XML, a 20,000-page PDF) run
 * there, so they never wait in front of, or take the workers of, signed-in users.
 */
export function createDemoPool(config: Config, logger: Logger): EnginePool {
  return new WorkerRunner<ServerJobs>({
    worker: engineWorker(),
    size: 1,
    timeoutMs: config.DEMO_TIMEOUT_MS,
    memoryMb: config.DEMO_WORKER_MEMORY_MB,
    maxQueued: DEMO_QUEUE_LIMIT,
    onWorkerFailure: ({ job, error }) =>
      logger.info({ job, reason: error.errorName }, 'demo job stopped by its budget'),
  });
}

/** The engine that writes this server's summaries: Claude (local engine as fallback) with a key, else local. */
export function createSummarizer(config: Config, pool: EnginePool, logger: Logger): Summarizer {
  const local = createLocalSummarizer(pool);
  const settings = claudeSettingsFrom(config);
  if (!settings) {
    logger.info({ engine: 'local' }, 'summaries by the local engine (no ANTHROPIC_API_KEY)');
    return local;
  }
  logger.info({ engine: 'claude', model: settings.model }, 'summaries by Claude, local engine as fallback');
  return createClaudeSummarizer({
    settings,
    logger: logger.child({ component: 'claude' }),
    fallback: local,
    pool,
  });
}
