import { loadModule } from 'cld3-asm';

/**
 * Google's Compact Language Detector 3 (a small neural network over character n-grams, 107 languages),
 * compiled to WebAssembly by cld3-asm. The same binary runs in Node, Electron and browsers; it is
 * compiled once, when this module is first imported (top-level await: about 40 ms after the script's
 * ~250 ms parse), so that detection itself stays synchronous like the rest of the engine.
 */

/** The longest sample looked at, in UTF-8 bytes (CLD3 reads at most this much of what it is given). */
const MAX_SAMPLE_BYTES = 8000;

const factory = await loadModule();
const identifier = factory.create(0, MAX_SAMPLE_BYTES);

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
