import { describe, expect, it } from 'vitest';
import { linkSentences, plainText } from './linkSentences.ts';

const source = [
  '# Field study',
  'The team measured river temperatures at twelve stations during the summer of 2025.',
  'Water was on average 2.1 degrees warmer than in the 1990s.',
  'Trout populations fell sharply at the four warmest stations.',
  'The authors recommend planting trees along the banks to shade the water.',
].join('\n\n');

describe('linkSentences', () => {
  it('links paraphrases to the source sentence they restate, and quotes to themselves', () => {
    const summary = [
      '## Findings',
      '- Rivers were **2.1 degrees** warmer on average than in the 1990s.',
      '- Trout numbers dropped at the warmest four stations.',
      '- The authors recommend planting trees along the banks to shade the water.',
    ].join('\n');
    const links = linkSentences(source, summary, 'en');
    expect(links.map((l) => l.text)).toEqual([
      'Rivers were 2.1 degrees warmer on average than in the 1990s.',
      'Trout numbers dropped at the warmest four stations.',
      'The authors recommend planting trees along the banks to shade the water.',
    ]);
    expect(links.map((l) => source.slice(l.sourceStart, l.sourceEnd))).toEqual([
      'Water was on average 2.1 degrees warmer than in the 1990s.',
      'Trout populations fell sharply at the four warmest stations.',
      'The authors recommend planting trees along the banks to shade the water.',
    ]);
    expect(links[2]!.similarity).toBe(1);
    expect(links[0]!.similarity).toBeGreaterThan(0.3);
    expect(links[0]!.similarity).toBeLessThan(1);
  });

  it('keeps a sentence with no match, pointing where its neighbour points, with similarity 0', () => {
    const links = linkSentences(source, 'Trout populations fell sharply. Zebra quokka xylophone.', 'en');
    expect(links).toHaveLength(2);
    expect(links[1]!.similarity).toBe(0);
    expect([links[1]!.sourceStart, links[1]!.sourceEnd]).toEqual([
      links[0]!.sourceStart,
      links[0]!.sourceEnd,
    ]);
  });

  it('scales to long sources: each link points at real text', () => {
    const long = Array.from(
      { length: 5000 },
      (_, i) => `Station ${i} reported reading R${i}X with sensor S${i % 97}.`,
    ).join('\n\n');
    const links = linkSentences(
      long,
      'Station 4500 reported reading R4500X.\n\nStation 42 reported reading R42X.',
      'en',
    );
    expect(long.slice(links[0]!.sourceStart, links[0]!.sourceEnd)).toContain('R4500X');
    expect(long.slice(links[1]!.sourceStart, links[1]!.sourceEnd)).toContain('R42X');
  }, 30_000);

  it('strips inline Markdown from the sentence text', () => {
    expect(plainText('A **bold** and _quiet_ [link](http://x.y) with `code`.')).toBe(
      'A bold and quiet link with code.',
    );
  });
});
