import { describe, expect, it } from 'vitest';
import { termNormalizer } from '../segment/terms.ts';
import { segmentDocument } from '../segment/units.ts';
import { buildTermSpace } from '../segment/vectors.ts';
import { scoreUnits } from './rank.ts';

function scores(text: string, language: string, summaryShare?: number): Float64Array {
  const doc = segmentDocument(text, { language, withWords: true });
  const normalize = termNormalizer(language);
  const space = buildTermSpace(doc.units.map((u) => normalize(u.tokens ?? [])));
  return scoreUnits(doc.units, space.vectors, space.vocabularySize, undefined, summaryShare, language);
}

describe('scoreUnits', () => {
  const body = [
    'A storm closed the northern motorway for six hours on Sunday.',
    'Police officers sent drivers through the villages around the valley.',
    'The motorway operator said repairs to the drains will take until Friday.',
    'Residents of the villages complained about the heavy traffic in their streets.',
    'The operator promised to pay for the damage to the village roads.',
  ];

  it('trusts the opening of a news report that carries a dateline', () => {
    const plain = scores(body.join(' '), 'en');
    const dated = scores(`LEEDS (Reuters) - ${body.join(' ')}`, 'en');
    // The opening sentence's lead over the rest; the dateline cut from it is furniture, never ranked.
    const lead = (s: Float64Array) => {
      const opening = s.findIndex(Number.isFinite);
      return s[opening]! - Math.max(...s.slice(opening + 1));
    };
    expect(dated[0]).toBe(Number.NEGATIVE_INFINITY);
    expect(lead(dated)).toBeGreaterThan(lead(plain));
    const turkish =
      "İZMİR'de, fırtına kuzey otoyolunu altı saat kapattı. Polis sürücüleri köylere yönlendirdi.";
    const turkishPlain = turkish.replace("İZMİR'de, ", '');
    expect(lead(scores(turkish, 'tr'))).toBeGreaterThan(lead(scores(turkishPlain, 'tr')));
  });

  it('never ranks headings or page furniture', () => {
    const s = scores(`# Storm report\n\n${body.join(' ')}\n\nRead more: storms this winter`, 'en');
    expect(s[0]).toBe(Number.NEGATIVE_INFINITY);
    expect(s.at(-1)).toBe(Number.NEGATIVE_INFINITY);
    expect(s.slice(1, -1).every(Number.isFinite)).toBe(true);
  });

  it('leans on position for a brief summary and on centrality for a long one', () => {
    // The opening is about something else; the sixth sentence shares words with most of the others.
    const text = [
      'Tickets for the spring concert went on sale at the library on Monday.',
      'The river flooded the lower fields after three days of rain.',
      'Farmers moved cattle from the lower fields to the hills.',
      'Rain is expected to stop by Thursday, the weather office said.',
      'The flooded road to the hills stays closed until the river falls.',
      'The river, the rain and the flooded fields cost farmers their spring crop and the road to the hills.',
      'The council will meet farmers about the flooded fields next week.',
      'Volunteers filled sandbags along the river in the rain.',
    ].join(' ');
    const best = (s: Float64Array) => s.indexOf(Math.max(...s));
    expect(best(scores(text, 'en', 0.125))).toBeLessThan(2);
    expect(best(scores(text, 'en', 0.55))).toBe(5);
  });

  it("weighs a paper's introduction and conclusions above its other sections", () => {
    const paper = (name: string) =>
      [
        '# Rainfall and crop yields',
        '## Method',
        'We measured rainfall and wheat yields on forty farms for ten years.',
        'Yields were weighed at the mill after each harvest.',
        `## ${name}`,
        'Wheat yields fell by a third in the years with the least rainfall.',
        'Farms with irrigation lost far less of their harvest.',
      ].join('\n\n');
    const under = (s: Float64Array) => s[5]!;
    expect(under(scores(paper('5. Conclusions and future work'), 'en'))).toBeGreaterThan(
      under(scores(paper('5. Appendix'), 'en')),
    );
    expect(under(scores(paper('Einleitung'), 'de'))).toBeGreaterThan(under(scores(paper('Anhang'), 'de')));
  });

  it("gives up the opening's prior in instructions that speak to their reader, not in a report", () => {
    const howTo = [
      'You buy a bag of potting soil at the garden shop.',
      'Your tomato seedlings need sun, water and rich soil to grow into strong tomato plants.',
      'You put the tomato seedlings in a sunny spot by the window.',
      'You water the tomato seedlings every morning.',
      'You feed your tomato plants with compost once a week.',
      'You tie your tomato plants to a stake when they grow tall.',
      'You pick off the side shoots of your tomato plants.',
      'You turn the pots so the plants grow straight.',
      'You check the leaves for spots and pests.',
      'You pick your tomatoes when they turn red.',
      'You keep the picked tomatoes out of the fridge.',
      'You save a few seeds for next spring.',
      'You dry the seeds on a paper towel.',
      'You label the seeds with the date.',
      'You store the seeds in a cool dry place.',
      'You start again in early spring.',
    ].join(' ');
    // The same steps told of someone else: a report, whose opening keeps its prior.
    const report = howTo
      .replace(/\bYou\b/g, 'Gardeners')
      .replace(/\bYour\b/g, 'Their')
      .replace(/\byour\b/g, 'their');
    const lead = (s: Float64Array) => s[0]! - Math.max(...s.slice(1));
    expect(lead(scores(howTo, 'en'))).toBeLessThan(lead(scores(report, 'en')) - 1);
    // Where a long summary leans on centrality, the report's opening statement still comes first; the
    // first step of the instructions does not.
    for (const share of [0.25, 0.4, 0.55, 0.7]) {
      expect(lead(scores(report, 'en', share))).toBeGreaterThanOrEqual(0);
      expect(lead(scores(howTo, 'en', share))).toBeLessThan(0);
    }
    // Nor does a book-length text: its first sentence opens a title page or a chapter.
    const chapters = Array.from({ length: 8 }, (_, k) => report.replace(/\./g, ` in year ${k + 1}.`)).join(
      ' ',
    );
    expect(lead(scores(chapters, 'en', 0.55))).toBeLessThan(0);
  });

  it('looks for the opening statement past a fragment, not past a line that introduces a list', () => {
    const rest = [
      'The river flooded the lower fields after three days of rain.',
      'Farmers moved cattle from the lower fields to the hills.',
      'The river, the rain and the flooded fields cost farmers their spring crop.',
      'The council will meet farmers about the flooded fields next week.',
      'Volunteers filled sandbags along the river in the rain.',
    ];
    const opening = 'Tickets for the spring concert went on sale at the library on Monday.';
    const first = (s: Float64Array) => s.indexOf(Math.max(...s));
    expect(first(scores(['Valley news.', opening, ...rest].join(' '), 'en', 0.55))).toBe(1);
    expect(first(scores([`${opening.slice(0, -1)}:`, ...rest].join('\n\n'), 'en', 0.55))).not.toBe(0);
  });

  it("puts a paper's statement of its contribution first in a brief summary", () => {
    const abstract = [
      'Parsers for long sentences are slow on ordinary hardware.',
      'Earlier parsers read every sentence twice and keep large charts in memory.',
      'In this paper, we propose a parser that reads each sentence once with a small chart.',
      'Experiments on three treebanks measure speed and accuracy.',
      'The parser is four times faster than the best earlier parser at equal accuracy.',
    ].join(' ');
    const best = (s: Float64Array) => s.indexOf(Math.max(...s));
    expect(best(scores(abstract, 'en', 0.125))).toBe(2);
  });
});
