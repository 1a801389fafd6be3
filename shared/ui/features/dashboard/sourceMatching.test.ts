import { describe, expect, it } from 'vitest';
import { segmentBySources } from './sourceMatching.ts';

describe('segmentBySources', () => {
  it('marks each summary sentence with its source, whatever the whitespace', () => {
    const segments = segmentBySources('Revenue grew by 12% in March. Costs fell (slightly) too. Other text', [
      { text: 'Costs fell\n(slightly) too.' },
      { text: 'Revenue grew by 12% in March.' },
      { text: 'Not in this paragraph at all.' },
    ]);
    expect(segments).toEqual([
      { text: 'Revenue grew by 12% in March.', source: 1 },
      { text: ' ', source: null },
      { text: 'Costs fell (slightly) too.', source: 0 },
      { text: ' Other text', source: null },
    ]);
  });
});
