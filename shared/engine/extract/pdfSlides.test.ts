import { describe, expect, it } from 'vitest';
import { extract } from './index.ts';
import { buildPdf } from './testing/buildPdf.ts';

/** A slide of a 16:9 deck: its title in large type at the top, its lines under it, a footer. */
function slide(title: string, lines: readonly string[], titleSize = 30) {
  return {
    size: { width: 960, height: 540 },
    placed: [
      { y: 440, x: 45, size: titleSize, text: title },
      ...lines.map((text, k) => ({ y: 390 - 31 * k, x: 75, size: 20, text })),
    ],
  };
}

describe('slides saved as PDF', () => {
  it('keep each slide’s title as a heading and each of its lines as a point', async () => {
    const pdf = buildPdf({
      pages: [
        slide('Q3 2026 Business Review', ['Sales and Marketing, October 2026'], 36),
        slide('Q3 results at a glance', [
          'Revenue $412M, up 18% year over year',
          'New customers: 640, the best quarter ever',
          'Churn fell to 1.9% from 2.6% after the onboarding changes we made in',
          'the spring',
        ]),
        slide('Pipeline', [
          'Pipeline for Q4 is $1.3B, double last year',
          'The campaign in Germany launched in September with our partners from Munich and',
          'Berlin, who bring the first leads',
          'Win rate steady at 27%',
        ]),
        slide('Thank you', ['Questions?'], 40),
      ],
    });
    const { text } = await extract(pdf, 'review.pdf');
    expect(text.split('\n\n')).toEqual([
      '# Q3 2026 Business Review',
      'Sales and Marketing, October 2026',
      '## Q3 results at a glance',
      [
        '- Revenue $412M, up 18% year over year',
        '- New customers: 640, the best quarter ever',
        '- Churn fell to 1.9% from 2.6% after the onboarding changes we made in the spring',
      ].join('\n'),
      '## Pipeline',
      [
        '- Pipeline for Q4 is $1.3B, double last year',
        '- The campaign in Germany launched in September with our partners from Munich and Berlin, who bring the first leads',
        '- Win rate steady at 27%',
      ].join('\n'),
    ]);
  });

  it('leave a portrait page’s lines and a landscape report in small type as prose', async () => {
    const lines = ['The board met on 3 March and agreed the budget', 'for the new library wing.'];
    const portrait = {
      placed: lines.map((text, k) => ({ y: 700 - 14 * k, size: 12, text })),
    };
    const landscapeSmall = {
      size: { width: 960, height: 540 },
      placed: lines.map((text, k) => ({ y: 440 - 13 * k, size: 10, text })),
    };
    for (const page of [portrait, landscapeSmall]) {
      const { text } = await extract(buildPdf({ pages: [page] }), 'minutes.pdf');
      expect(text).toBe('The board met on 3 March and agreed the budget for the new library wing.');
    }
  });
});
