import { describe, expect, it } from 'vitest';
import { textSimilarity } from './similarity.ts';
import { createSourceIndex } from './sourceIndex.ts';

const SOURCE = [
  '# Quarterly update',
  '',
  'Sales in Europe rose by 8 percent thanks to the new online shop.',
  'The Asian market was flat because of currency effects.',
  '',
  '## Outlook',
  '',
  'The board expects hiring to slow down in the second half of the year.',
].join('\n');

describe('createSourceIndex', () => {
  it('links a paraphrased sentence to the source sentence it came from, with offsets', () => {
    const index = createSourceIndex(SOURCE, 'en');
    const [best] = index.match('European sales grew 8% because of the online shop.');
    expect(best?.unit.text).toBe('Sales in Europe rose by 8 percent thanks to the new online shop.');
    expect(SOURCE.slice(best!.unit.start, best!.unit.end)).toBe(best!.unit.text);
    expect(best!.similarity).toBeGreaterThan(0.3);

    const [outlook] = index.match('Hiring will slow in the second half, the board says.');
    expect(outlook?.unit.text).toContain('hiring to slow down');
  });

  it('finds nothing for a sentence that shares no words with the source', () => {
    expect(createSourceIndex(SOURCE, 'en').match('Completely unrelated zebra xylophone.')).toEqual([]);
  });
});

describe('textSimilarity', () => {
  it('is 1 for the same passage, 0 for unrelated ones, and in between for paraphrases', () => {
    expect(textSimilarity('The cat sat on the mat.', 'The cat sat on the mat.', 'en')).toBeCloseTo(1);
    expect(textSimilarity('The cat sat on the mat.', 'Stock markets fell sharply.', 'en')).toBe(0);
    const partial = textSimilarity(
      'Sales in Europe rose by 8 percent.',
      'European sales rose strongly.',
      'en',
    );
    expect(partial).toBeGreaterThan(0);
    expect(partial).toBeLessThan(1);
  });
});
