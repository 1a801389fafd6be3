import { describe, expect, it } from 'vitest';
import { readDeclarations } from '../tools/eval/udhr.ts';
import { detectLanguage } from './detectLanguage.ts';

function declarations(): { lang: string; text: string }[] {
  try {
    return readDeclarations();
  } catch {
    return [];
  }
}

const texts = declarations();

describe.skipIf(texts.length === 0)('detectLanguage on the Universal Declaration of Human Rights', () => {
  for (const { lang, text } of texts) {
    it(`names ${lang}`, () => {
      expect(detectLanguage(text).code).toBe(lang);
    });
  }
});
