import { describe, expect, it } from 'vitest';
import { clipboardContent } from './clipboardContent.ts';

/** A summary as the engine writes it: a heading, a list, emphasis, and the document's own characters escaped. */
const MARKDOWN = [
  '## Key findings',
  '',
  '- Revenue grew **12%** in the third quarter.',
  '- The formula 5\\*3\\*2 and deepCopy\\<T\\> were kept.',
  '',
  'Costs rose because of *energy* prices & transport.',
  '',
  '1. Hire two engineers.',
  '2. Review the lease.',
].join('\n');

describe('what Copy puts on the clipboard', () => {
  const { text, html } = clipboardContent(MARKDOWN);

  it('gives plain text without Markdown marks or escapes', () => {
    expect(text).toBe(
      [
        'Key findings',
        '',
        '• Revenue grew 12% in the third quarter.',
        '• The formula 5*3*2 and deepCopy<T> were kept.',
        '',
        'Costs rose because of energy prices & transport.',
        '',
        '1. Hire two engineers.',
        '2. Review the lease.',
      ].join('\n'),
    );
  });

  it('gives HTML with the headings, lists and emphasis, the text escaped', () => {
    expect(html).toBe(
      [
        '<h2>Key findings</h2>',
        '<ul><li>Revenue grew <strong>12%</strong> in the third quarter.</li>',
        '<li>The formula 5*3*2 and deepCopy&lt;T&gt; were kept.</li></ul>',
        '<p>Costs rose because of <em>energy</em> prices &amp; transport.</p>',
        '<ol><li>Hire two engineers.</li>',
        '<li>Review the lease.</li></ol>',
      ].join('\n'),
    );
  });

  it('gives nothing for an empty summary', () => {
    expect(clipboardContent('')).toEqual({ text: '', html: '' });
  });
});
