import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { buildTermSpace } from '../segment/vectors.ts';
import { opensMidThought } from './cohesion.ts';
import { selectUnits } from './select.ts';

describe('opensMidThought', () => {
  it('finds openings that point back, per language', () => {
    expect(opensMidThought('However, the council disagreed.', 'en')).toBe(true);
    expect(opensMidThought('“But we had no choice,” she said.', 'en')).toBe(true);
    expect(opensMidThought('This means the bridge stays shut.', 'en')).toBe(true);
    expect(opensMidThought('As a result, prices rose.', 'en')).toBe(true);
    expect(opensMidThought('Mais le conseil a refusé.', 'fr')).toBe(true);
    expect(opensMidThought('Jedoch lehnte der Rat ab.', 'de')).toBe(true);
    expect(opensMidThought('Sin embargo, el consejo se negó.', 'es')).toBe(true);
    expect(opensMidThought('Однако совет отказался.', 'ru')).toBe(true);
  });

  it('leaves openings that only look alike', () => {
    expect(opensMidThought('Thistle farmers met on Monday.', 'en')).toBe(false);
    expect(opensMidThought('Items were sold.', 'en')).toBe(false);
    expect(opensMidThought('This year the council met twice.', 'en')).toBe(false);
    expect(opensMidThought('It is likely that prices will rise.', 'en')).toBe(false);
    expect(opensMidThought('Il y a trois raisons.', 'fr')).toBe(false);
    expect(opensMidThought('The council met.', 'en')).toBe(false);
    expect(opensMidThought('But the council met.', 'xx')).toBe(false);
  });
});

describe('selecting a sentence that opens mid-thought', () => {
  const sentences = [
    'The council voted on Tuesday to close the old harbour bridge for two years of repairs.',
    'Drivers will use the northern ring road while the bridge is closed.',
    'The mayor called the closure the only safe choice for the city and its people.',
    'However, shop owners near the harbour opposed the closure because they fear losing customers.',
    'A free ferry will carry people on foot across the harbour from the first day.',
  ];
  const { units } = segmentDocument(sentences.join(' '), { language: 'en', withWords: true });
  const space = buildTermSpace(units.map((u) => u.tokens ?? []));
  // The "However" sentence is ranked best, the one it points back to worst.
  const scores = Float64Array.from([0.8, 0.6, 0.1, 1, 0.5]);
  const select = (targetWords: number) =>
    selectUnits(units, space.vectors, scores, {
      targetWords,
      slackWords: 2,
      withHeadings: false,
      isTranscript: false,
      language: 'en',
    }).body;

  it('brings in the sentence it points back to when both fit', () => {
    expect(units).toHaveLength(5);
    expect(select(units[2]!.words + units[3]!.words)).toEqual([2, 3]);
  });

  it('prefers another sentence when only the dependent one would fit', () => {
    expect(select(units[3]!.words)).not.toContain(3);
  });
});
