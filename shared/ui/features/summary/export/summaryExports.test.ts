import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { summaryDocx } from './docxFile.ts';
import { summaryMarkdown } from './markdownFile.ts';
import { MissingGlyphsError, summaryPdf } from './pdfFile.ts';
import { parseInline, summaryDocument } from './summaryDocument.ts';
import { summaryText } from './textFile.ts';
import { woffToSfnt } from './woffFont.ts';

/**
 * Each export opened as its reader would: the text and Markdown read back, the Word file unzipped and
 * its XML read, the PDF's text extracted with pdf.js. Every one carries the summary and, for each
 * cited sentence, the passage it comes from.
 */
const MARKDOWN = [
  '## Key findings',
  '',
  '- Revenue grew **12%** in the third quarter.',
  '- The board approved the new office in Lisbon.',
  '',
  'Costs rose because of *energy* prices. Staff numbers stayed the same.',
  '',
  '1. Hire two engineers.',
  '2. Review the lease.',
].join('\n');

const SOURCES = [
  {
    text: 'Revenue grew 12% in the third quarter.',
    passage: 'Sales were strong. Revenue grew 12% in the third quarter, driven by exports.',
  },
  {
    text: 'The board approved the new office in Lisbon.',
    passage: 'On 3 March the board approved the new office in Lisbon.',
  },
  {
    text: 'Costs rose because of energy prices.',
    passage: 'Costs rose because of energy prices & transport.',
  },
  // A sentence the summary does not show is never cited.
  { text: 'This sentence is not in the summary at all.', passage: 'Nowhere.' },
  { text: 'Hire two engineers.', passage: 'We will hire two engineers <in Q4>.' },
];

const INPUT = {
  filename: 'Board minutes.pdf',
  markdown: MARKDOWN,
  sources: SOURCES,
  wordCount: 12_400,
  summaryWordCount: 1_100,
  createdAt: '2026-03-03T10:00:00.000Z',
};

const document = summaryDocument(INPUT);

function fonts() {
  const folder = join(
    createRequire(import.meta.url).resolve('roboto-fontface/package.json'),
    '..',
    'fonts/roboto',
  );
  return {
    regular: woffToSfnt(readFileSync(join(folder, 'Roboto-Regular.woff'))),
    bold: woffToSfnt(readFileSync(join(folder, 'Roboto-Bold.woff'))),
  };
}

async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const pdf = await getDocument({ data: bytes, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return { pages: pdf.numPages, text: pages.join('\n').replace(/\s+/g, ' ') };
}

describe('the summary model every export writes', () => {
  it('cites each shown sentence once, in reading order, and never a heading', () => {
    expect(document.title).toBe('Summary of Board minutes.pdf');
    expect(document.subtitle).toBe('12,400 words, summarized in 1,100 · March 3, 2026');
    expect(document.notes.map((note) => [note.number, note.sentence])).toEqual([
      [1, 'Revenue grew 12% in the third quarter.'],
      [2, 'The board approved the new office in Lisbon.'],
      [3, 'Costs rose because of energy prices.'],
      [4, 'Hire two engineers.'],
    ]);
    expect(document.blocks[1]).toEqual({
      kind: 'item',
      ordered: false,
      runs: [
        { text: 'Revenue grew ' },
        { text: '12%', bold: true },
        { text: ' in the third quarter.' },
        { note: 1 },
      ],
    });
    expect(document.blocks[3]).toEqual({
      kind: 'paragraph',
      runs: [
        { text: 'Costs rose because of ' },
        { text: 'energy', italic: true },
        { text: ' prices.' },
        { note: 3 },
        { text: ' Staff numbers stayed the same.' },
      ],
    });
  });

  it('reads Markdown emphasis, links, code and escapes as text', () => {
    expect(parseInline('a **b** _c_ [d](https://x.test) `e` \\*f\\* snake_case_name')).toEqual([
      { text: 'a ' },
      { text: 'b', bold: true },
      { text: ' ' },
      { text: 'c', italic: true },
      { text: ' d e *f* snake_case_name' },
    ]);
    // What the engine escapes in a document's own text: a tag, an entity.
    expect(parseInline('the \\<more/> tag, \\&amp;')).toEqual([{ text: 'the <more/> tag, &amp;' }]);
  });
});

describe('text (.txt)', () => {
  it('has the summary with [n] after each cited sentence and the passages under Sources', () => {
    const text = summaryText(document);
    expect(text).toContain('Summary of Board minutes.pdf\n12,400 words, summarized in 1,100');
    expect(text).toContain('• Revenue grew 12% in the third quarter.[1]\n• The board approved');
    expect(text).toContain('Costs rose because of energy prices.[3] Staff numbers stayed the same.');
    expect(text).toContain('Sources\n');
    expect(text).toContain(
      '[1] Sales were strong. Revenue grew 12% in the third quarter, driven by exports.',
    );
    expect(text).toContain('[4] We will hire two engineers <in Q4>.');
    expect(text).toContain('1. Hire two engineers.[4]\n2. Review the lease.');
    expect(text).not.toContain('**');
  });
});

describe('Markdown (.md)', () => {
  it('keeps the formatting and cites with footnotes', () => {
    const markdown = summaryMarkdown(document);
    expect(markdown).toContain('# Summary of Board minutes.pdf');
    expect(markdown).toContain('\n## Key findings\n');
    expect(markdown).toContain('- Revenue grew **12%** in the third quarter.[^1]');
    expect(markdown).toContain('Costs rose because of *energy* prices.[^3] Staff numbers');
    expect(markdown).toContain('1. Hire two engineers.[^4]\n2. Review the lease.');
    expect(markdown).toContain('[^3]: Costs rose because of energy prices & transport.');
    expect(markdown).toContain('[^4]: We will hire two engineers \\<in Q4\\>.');
  });
});

describe('Word (.docx)', () => {
  const files = unzipSync(summaryDocx(document));
  const xml = (path: string) => strFromU8(files[path]!);

  it('is a Word package: content types, relationships, document, styles, footnotes', () => {
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'docProps/core.xml',
      'word/_rels/document.xml.rels',
      'word/document.xml',
      'word/footnotes.xml',
      'word/numbering.xml',
      'word/settings.xml',
      'word/styles.xml',
    ]);
    expect(xml('[Content_Types].xml')).toContain('wordprocessingml.document.main+xml');
    expect(xml('word/_rels/document.xml.rels')).toContain('Target="footnotes.xml"');
    expect(xml('docProps/core.xml')).toContain('<dc:title>Summary of Board minutes.pdf</dc:title>');
    // Paragraphs without a style of their own are Normal.
    expect(xml('word/styles.xml')).toContain('<w:style w:type="paragraph" w:default="1" w:styleId="Normal">');
  });

  it('has the summary in Word styles with a footnote reference after each cited sentence', () => {
    const body = xml('word/document.xml');
    expect(body).toContain(
      '<w:pStyle w:val="Title"/></w:pPr><w:r><w:t xml:space="preserve">Summary of Board minutes.pdf',
    );
    expect(body).toContain('<w:pStyle w:val="Heading1"/></w:pPr><w:r><w:t xml:space="preserve">Key findings');
    expect(body).toContain('<w:r><w:rPr><w:b/></w:rPr><w:t xml:space="preserve">12%</w:t></w:r>');
    expect(body).toMatch(
      /in the third quarter\.<\/w:t><\/w:r><w:r><w:rPr><w:rStyle w:val="FootnoteReference"\/><\/w:rPr><w:footnoteReference w:id="1"\/>/,
    );
    expect(body.match(/<w:footnoteReference /g)).toHaveLength(4);
    // Two lists: bullets, then a numbered list of its own.
    expect(body).toContain('<w:numId w:val="1"/>');
    expect(body).toContain('<w:numId w:val="2"/>');
  });

  it('holds each source passage in its footnote, escaped', () => {
    const notes = xml('word/footnotes.xml');
    expect(notes).toContain('<w:footnote w:id="3"><w:p><w:pPr><w:pStyle w:val="FootnoteText"/>');
    expect(notes).toContain('Costs rose because of energy prices &amp; transport.');
    expect(notes).toContain('We will hire two engineers &lt;in Q4&gt;.');
    expect(notes).toContain('w:type="separator" w:id="-1"');
  });
});

describe('PDF (.pdf)', () => {
  it('has the summary, the note numbers and every passage under Sources, as searchable text', async () => {
    const bytes = summaryPdf(document, fonts());
    expect(strFromU8(bytes.subarray(0, 5))).toBe('%PDF-');
    const { pages, text } = await pdfText(bytes);
    expect(pages).toBe(1);
    expect(text).toContain('Summary of Board minutes.pdf');
    expect(text).toContain('Key findings');
    expect(text).toContain('Revenue grew 12% in the third quarter.');
    expect(text).toContain('Costs rose because of energy prices.');
    expect(text).toContain('Sources');
    expect(text).toContain('[3] Costs rose because of energy prices & transport.');
    expect(text).toContain('[4] We will hire two engineers <in Q4>.');
    expect(text).toContain('1 / 1');
  });

  it('breaks long summaries across numbered pages without losing a word', async () => {
    const paragraph = 'Every quarter the team measured growth across all regions and wrote it down. ';
    const long = summaryDocument({ ...INPUT, markdown: Array(60).fill(paragraph.repeat(4)).join('\n\n') });
    const { pages, text } = await pdfText(summaryPdf(long, fonts()));
    expect(pages).toBeGreaterThan(3);
    expect(text.match(/wrote it down\./g)).toHaveLength(240);
    expect(text).toContain(`1 / ${pages}`);
    expect(text).toContain(`${pages} / ${pages}`);
  });

  it('writes accented Latin, Greek and Cyrillic, and refuses scripts the font lacks rather than print boxes', async () => {
    const european = summaryDocument({
      ...INPUT,
      markdown: 'Ça coûte 5 €. Ελληνικά. Привет, мир.',
      sources: [],
    });
    expect((await pdfText(summaryPdf(european, fonts()))).text).toContain(
      'Ça coûte 5 €. Ελληνικά. Привет, мир.',
    );
    const chinese = summaryDocument({ ...INPUT, markdown: '收入增长了百分之十二。', sources: [] });
    expect(() => summaryPdf(chinese, fonts())).toThrow(MissingGlyphsError);
  });
});
