import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WorkerSource } from './runner.ts';

/**
 * A worker that runs a TypeScript entry from source (tests, `npm run dev`): a worker does not inherit
 * the parent's TypeScript loader, so a tiny bootstrap registers tsx in the worker, then loads the entry.
 */
export function typeScriptWorker(entry: URL): WorkerSource {
  const tsxFolder = dirname(createRequire(import.meta.url).resolve('tsx/package.json'));
  const tsxApi = pathToFileURL(join(tsxFolder, 'dist/esm/api/index.mjs')).href;
  return {
    code: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(entry.href)}); });`,
  };
}
