import { describe, expect, it } from 'vitest';
import { segmentDocument } from '../segment/units.ts';
import { renderSummary } from './render.ts';

describe('renderSummary', () => {
  it("opens the key points with the document's first sentence when the summary keeps it", () => {
    const text = [
      'Ticket sales at the harbour museum rose by a fifth last year, to 84,000.',
      'Most of the new visitors came for the ship models in the east hall.',
      'The ship models were restored by volunteers over two winters.',
      'Volunteers also guide school classes through the ship models on Fridays.',
      'The museum café changed hands in the spring.',
      'A new roof for the east hall is planned for next year.',
      'The roof will be paid for by the city and a private donor.',
      'The museum stays open while the roof is built.',
    ].join(' ');
    const { units } = segmentDocument(text, { language: 'en', withWords: true });
    expect(units).toHaveLength(8);
    // The third and fourth sentences score best; the first is kept but ranked lower.
    const scores = Float64Array.from([0.5, 0.4, 1, 0.9, 0.1, 0.3, 0.2, 0.1]);
    const { markdown } = renderSummary({
      units,
      scores,
      selection: { body: [0, 1, 2, 3, 4, 5, 6, 7], decisions: [], actions: [] },
      level: 3,
      isTranscript: false,
      language: 'en',
    });
    const bullets = markdown.split('\n').filter((line) => line.startsWith('- '));
    // Two key points of eight sentences: the headline, then the best of the rest.
    expect(bullets).toEqual([
      '- Ticket sales at the harbour museum rose by a fifth last year, to 84,000.',
      '- The ship models were restored by volunteers over two winters.',
    ]);
    expect(markdown.startsWith(bullets[0]!)).toBe(true);
  });
});
