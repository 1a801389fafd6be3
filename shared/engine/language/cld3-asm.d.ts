/**
 * The two files of cld3-asm the engine loads itself (the package's own ESM loader imports the
 * emscripten runtime as a module namespace, which strict bundlers do not call). Types as far as used.
 */
declare module 'cld3-asm/dist/cjs/lib/node/cld3.js' {
  /** The emscripten runtime factory: fills in the object it is given and returns it. */
  export default function createRuntime(overrides: Record<string, unknown>): unknown;
}

declare module 'cld3-asm/dist/cjs/cldLoader.js' {
  import type { CldFactory } from 'cld3-asm';
  export function cldLoader(runtime: unknown): CldFactory;
}
