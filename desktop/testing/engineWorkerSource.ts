import type { WorkerSource } from '../../shared/workerJobs/runner.ts';
import { typeScriptWorker } from '../../shared/workerJobs/typeScriptWorker.ts';

/**
 * Tests run the engine worker from its TypeScript source: the worker registers tsx, then imports
 * engineWorker.ts, just as the built app starts dist/desktop/main/engineWorker.js.
 */
export function typeScriptEngineWorker(): WorkerSource {
  return typeScriptWorker(new URL('../main/engineWorker.ts', import.meta.url));
}
