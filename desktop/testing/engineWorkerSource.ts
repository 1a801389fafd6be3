/**
 * Tests run the engine worker from its TypeScript source: the worker registers tsx, then imports
 * engineWorker.ts, just as the built app starts dist/desktop/main/engineWorker.js.
 */
export function typeScriptEngineWorker(): { code: string } {
  const entry = new URL('../main/engineWorker.ts', import.meta.url).href;
  return {
    code: `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`,
  };
}
