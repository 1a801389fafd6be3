/**
 * Words hyphenated at a line or page end are joined as the document spells them: a compound keeps its
 * hyphen ("self-regulatory"), a word cut in two loses it ("actual"). Before, every such hyphen was
 * dropped ("selfregulatory", "stateof-the-art").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataDir } from '../tools/eval/data.ts';
import { extract } from './index.ts';
import { resolveLineEndHyphens } from './lineEndHyphens.ts';
import { buildPdf } from './testing/buildPdf.ts';

const cut = (before: string, after: string) => `${before}\u00ad${after}`;

describe('words hyphenated at a line end', () => {
  it('are spelled as the document spells them elsewhere', () => {
    expect(resolveLineEndHyphens(`Healthy eco-systems matter. ${cut('Eco', 'systems')} recover.`)).toBe(
      'Healthy eco-systems matter. Eco-systems recover.',
    );
    expect(resolveLineEndHyphens(`The ecosystems recover. The ${cut('eco', 'systems')} matter.`)).toBe(
      'The ecosystems recover. The ecosystems matter.',
    );
  });

  it('lose the hyphen that only cut them', () => {
    expect(resolveLineEndHyphens(`The ${cut('ac', 'tual')} cost and the ${cut('discov', 'ered')} bug.`)).toBe(
      'The actual cost and the discovered bug.',
    );
  });

  it('keep it in a chain of hyphenated parts, after an acronym and between scripts', () => {
    expect(resolveLineEndHyphens(`A ${cut('state-of-the', 'art')} method.`)).toBe(
      'A state-of-the-art method.',
    );
    expect(resolveLineEndHyphens(`The ${cut('interpreter', 'to-native')} switch.`)).toBe(
      'The interpreter-to-native switch.',
    );
    expect(resolveLineEndHyphens(`${cut('SARS', 'related')} viruses and ${cut('φ', 'nodes')}.`)).toBe(
      'SARS-related viruses and φ-nodes.',
    );
  });

  it('keep it, and the space, where the first part of two compounds is cut short before "und" or "and"', () => {
    expect(resolveLineEndHyphens(`Der ${cut('Ein', 'und')} Ausgang, ${cut('pre', 'and')} post-war.`)).toBe(
      'Der Ein- und Ausgang, pre- and post-war.',
    );
  });

  it('keep it where the first part is a compound prefix of the document and the rest one of its words', () => {
    const text = `Self-regulating markets fail. The ${cut('self', 'regulatory')} bodies are regulatory in name.`;
    expect(resolveLineEndHyphens(text)).toBe(
      'Self-regulating markets fail. The self-regulatory bodies are regulatory in name.',
    );
    // A short part ("re", "in") is a syllable as often as a prefix: the hyphen goes.
    expect(resolveLineEndHyphens(`A re-entry. They ${cut('re', 'cruit')} staff to recruit more.`)).toBe(
      'A re-entry. They recruit staff to recruit more.',
    );
  });

  it('in a PDF, across lines and pages', async () => {
    const pdf = buildPdf({
      pages: [
        {
          lines: [
            'Self-regulating markets are rare, and the self-',
            'regulatory bodies are regulatory in name. The ac-',
          ],
        },
        { lines: ['tual cost of a state-of-the-', 'art method is high.'] },
      ],
    });
    const { text } = await extract(pdf, 'report.pdf');
    expect(text).toContain(
      'the self-regulatory bodies are regulatory in name. The actual cost of a state-of-the-art method',
    );
  });
});

const realFile = join(dataDir(), 'documents/pdf/tika_testPDF_protected.pdf');

describe.skipIf(!existsSync(realFile))(
  'words hyphenated at line ends in a real file (a policy paper)',
  () => {
    it('keeps the compounds and joins the cut words', async () => {
      const { text } = await extract(new Uint8Array(readFileSync(realFile)), 'paper.pdf');
      for (const compound of ['self-regulatory', 'eco-systems', 'SARS-related', 'commodity-by-commodity'])
        expect(text).toContain(compound);
      for (const wrong of ['selfregulatory', 'SARSrelated', 'commodity-bycommodity'])
        expect(text).not.toContain(wrong);
      expect(text).not.toContain('\u00ad');
    });
  },
);
