import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { summarize } from '../../../engine/index.ts';
import SummaryMarkdown from './SummaryMarkdown.tsx';

/** The words a reader sees in the rendered summary: tags gone, entities read. */
function visibleText(markdown: string): string {
  return renderToStaticMarkup(<SummaryMarkdown markdown={markdown} />)
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

describe('a summary of text that looks like Markdown', () => {
  const sentences = [
    'A grid of 5*3*2 cells has thirty cells.',
    'The verb comes from the Old English *dūcan, to duck.',
    'Only the text before the <more/> tag is emailed.',
    'The page links [the guide](http://example.com/guide) for the setup.',
    'The escape &amp; stands for an ampersand.',
    'Write C:\\*.txt to match every text file.',
    'Set max_retry_count to _three_ before the first run.',
  ];

  it('shows each sentence as the document wrote it, with no emphasis, link or dropped tag', () => {
    for (const sentence of sentences) {
      const { markdown } = summarize(sentence, { level: 5, language: 'en' });
      expect(renderToStaticMarkup(<SummaryMarkdown markdown={markdown} />)).not.toMatch(
        /<(em|strong|a|code)\b/,
      );
      expect(visibleText(markdown).trim()).toBe(sentence);
    }
  });

  it('keeps a key point that starts like a heading, list or quote a plain bullet', () => {
    const points = [
      // As an extractor writes a line that only looks like a heading (see the engine's text convention).
      [
        '\\# of users grew by a third in the first quarter.',
        '# of users grew by a third in the first quarter.',
      ],
      ['> 40 teams asked for the export in the survey.', '> 40 teams asked for the export in the survey.'],
      [
        '+ 12 % is the growth the board expects next year.',
        '+ 12 % is the growth the board expects next year.',
      ],
    ];
    for (const [text, shown] of points) {
      const { markdown } = summarize(text!, { level: 1, language: 'en' });
      expect(markdown).toMatch(/^- /);
      const html = renderToStaticMarkup(<SummaryMarkdown markdown={markdown} />);
      expect(html).not.toMatch(/<(h\d|blockquote|ol)\b|<ul>\s*<li>\s*<ul>/);
      expect(visibleText(markdown).trim()).toBe(shown);
    }
  });
});
