import { cldLoader } from 'cld3-asm/dist/cjs/cldLoader.js';
// Bundlers for the browser swap in the package's browser build of the same runtime (its "browser" field).
import createRuntime from 'cld3-asm/dist/cjs/lib/node/cld3.js';

/**
 * Google's Compact Language Detector 3 (a small neural network over character n-grams, 107 languages),
 * compiled to WebAssembly by cld3-asm. The same binary runs in Node, Electron and browsers; it is
 * compiled once, when this module is first imported (top-level await: about 40 ms after the script's
 * ~250 ms parse), so that detection itself stays synchronous like the rest of the engine.
 */

/** The longest sample looked at, in UTF-8 bytes (CLD3 reads at most this much of what it is given). */
const MAX_SAMPLE_BYTES = 8000;

/**
 * Starts the runtime (its WebAssembly binary is inlined in the script) and waits for it. The runtime
 * object is itself "thenable", so it is handed over in a wrapper, never as a promise's value.
 */
function startRuntime(): Promise<{ runtime: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const runtime: Record<string, unknown> = {
      onRuntimeInitialized: () => resolve({ runtime }),
      onAbort: (reason: unknown) => reject(new Error(`CLD3 could not start: ${String(reason)}`)),
      print: () => {},
      printErr: () => {},
    };
    createRuntime(runtime);
  });
}

const { runtime } = await startRuntime();
const identifier = cldLoader(runtime).create(0, MAX_SAMPLE_BYTES);

export interface Cld3Guess {
  /** CLD3's code: ISO 639-1 mostly, "iw" for Hebrew, "fil", "no", "zh-Latn"-style romanizations. */
  language: string;
  probability: number;
}

/** CLD3's best guess for a text, or undefined when it has nothing to go on. */
export function cld3Guess(text: string): Cld3Guess | undefined {
  const result = identifier.findLanguage(text);
  if (result.language === 'und') return undefined;
  return { language: result.language, probability: result.probability };
}
