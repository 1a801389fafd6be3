import { describe, expect, it } from 'vitest';
import { extractPdf } from './formats/pdf.ts';
import { extract } from './index.ts';
import { buildPdf, placedParagraphs } from './testing/buildPdf.ts';
import { extractionError } from './testing/extractionError.ts';

describe('PDF extraction', () => {
  it('reads the text layer page by page, with the page count and title', async () => {
    const pdf = buildPdf({
      title: 'Quarterly report',
      pages: [
        { lines: ['Revenue grew by twelve per-', 'cent. Costs stayed flat.', '- Steel prices rose'] },
        { lines: ['The board approved the plan.'] },
      ],
    });
    const document = await extract(pdf, 'report.pdf');
    expect(document.format).toBe('pdf');
    expect(document.pages).toBe(2);
    expect(document.title).toBe('Quarterly report');
    // Wrapped lines become running text (hyphenation undone); bulleted lines stay list items.
    expect(document.text).toContain(
      'Revenue grew by twelve percent. Costs stayed flat.\n- Steel prices rose',
    );
    expect(document.text).toContain('The board approved the plan.');
    expect(document.text.indexOf('Revenue')).toBeLessThan(document.text.indexOf('board'));
    expect(document.warnings).toEqual([]);
  });

  it('reads a PDF handed over as a Node Buffer (as servers and CLIs read files)', async () => {
    const pdf = buildPdf({ pages: [{ lines: ['The board approved the plan.'] }] });
    const document = await extract(Buffer.from(pdf), 'report.pdf');
    expect(document.text).toContain('The board approved the plan.');
  });

  it('refuses an image-only PDF and names its pages', async () => {
    const pdf = buildPdf({ pages: [{ image: true }, { image: true }, { image: true }] });
    const error = await extractionError(extract(pdf, 'scan.pdf'));
    expect(error.kind).toBe('image_only');
    expect(error.message).toBe(
      'This PDF has no text layer (pages 1–3 are images). Scanned documents need OCR first.',
    );
    expect(error.pages).toEqual([1, 2, 3]);
  });

  it('keeps the text pages of a partly scanned PDF and warns about the image pages', async () => {
    const pdf = buildPdf({
      pages: [
        { lines: ['Introduction to the contract.'] },
        { image: true },
        { lines: ['Signatures follow.'] },
        { image: true },
      ],
    });
    const document = await extract(pdf, 'mixed.pdf');
    expect(document.text).toContain('Introduction to the contract.');
    expect(document.text).toContain('Signatures follow.');
    expect(document.warnings).toHaveLength(1);
    expect(document.warnings[0]).toMatch(/^Pages 2, 4 have no text layer/);
  });

  it('calls a PDF of blank pages empty', async () => {
    const error = await extractionError(extract(buildPdf({ pages: [{}, {}] }), 'blank.pdf'));
    expect(error.kind).toBe('empty');
  });

  it('recognises a password-protected PDF', async () => {
    const pdf = buildPdf({ encrypted: true, pages: [{ lines: ['Secret'] }] });
    const error = await extractionError(extract(pdf, 'locked.pdf'));
    expect(error.kind).toBe('encrypted');
    expect(error.message).toMatch(/password-protected/);
  });

  it('calls a truncated or garbage PDF corrupt', async () => {
    const pdf = buildPdf({ pages: [{ lines: ['Hello'] }] });
    const garbage = new TextEncoder().encode('%PDF-1.7\n this is not really a PDF at all \u0000\u0001');
    expect((await extractionError(extract(garbage, 'bad.pdf'))).kind).toBe('corrupt');
    const truncated = pdf.slice(0, 40);
    expect((await extractionError(extract(truncated, 'cut.pdf'))).kind).toBe('corrupt');
  });

  it('drops running headers and page numbers repeated on every page', async () => {
    const pages = [1, 2, 3, 4].map((number) => ({
      lines: [`Body text of page ${number}.`],
      placed: [
        { y: 770, text: 'ACME Corp - Confidential' },
        { y: 30, text: `Page ${number} of 4` },
      ],
    }));
    const document = await extract(buildPdf({ pages }), 'report.pdf');
    expect(document.text).toBe(
      'Body text of page 1.\n\nBody text of page 2.\n\nBody text of page 3.\n\nBody text of page 4.',
    );
  });

  it('joins a sentence a page break cut, without the chapter’s running header between', async () => {
    // A book: each chapter's pages are headed with its name and the page number (a third of the book).
    const chapter = [
      'BALANCES',
      'BALANCES',
      'BALANCES',
      'PROPERTY',
      'PROPERTY',
      'PROPERTY',
      'PROPERTY',
      'PROPERTY',
    ];
    const bodies = [
      ['If every time a copyright is about to expire, Con-'],
      [
        'gress has the power to extend its term, then the limit means nothing.',
        'The Court heard the case in',
      ],
      ['the autumn of that year.'],
      ['Every page of this chapter ends with a full stop.'],
      ['So does this one.'],
      ['And this one.'],
      ['Still one more page.'],
      ['The last page.'],
    ];
    const pages = bodies.map((lines, k) => ({
      lines,
      // Left pages carry the book's link under the header: on half the pages, with a header above it.
      placed: [
        { y: 780, text: `${chapter[k]} ${215 + k}` },
        ...(k % 2 === 0 ? [{ y: 755, text: '<http://free-culture.org/get-it>' }] : []),
      ],
    }));
    const { text } = await extract(buildPdf({ pages }), 'book.pdf');
    expect(text).not.toMatch(/BALANCES|PROPERTY|get-it/);
    expect(text).toContain(
      'If every time a copyright is about to expire, Congress has the power to extend its term, then the limit means nothing. The Court heard the case in the autumn of that year.\n\nEvery page',
    );
  });

  it('makes a section title set on its own line a heading, and not a numbered sentence that wraps', async () => {
    const lines = [
      'Abstract',
      'Dynamic languages such as JavaScript are more difficult to compile than',
      'statically typed ones, because the types of values change at runtime.',
      '',
      '3.2 Type Specialization',
      'Compilers for statically typed languages rely on type information to',
      'generate efficient machine code for every operation they translate.',
      '',
      '1. The committee shall meet',
      'every month and report to the board on the budget and the staff plan.',
      '',
      '4 Related Work',
      '',
      'Tracing compilers were first built for Java and later for Lua and Python programs.',
    ];
    const { text } = await extract(buildPdf({ pages: [{ placed: placedParagraphs(lines) }] }), 'paper.pdf');
    expect(text).toContain('## Abstract\nDynamic languages such as JavaScript');
    expect(text).toContain('### 3.2 Type Specialization\nCompilers for statically typed');
    expect(text).toContain('1. The committee shall meet every month');
    expect(text).not.toContain('# 1. The committee');
    // Set apart from its text by a gap, a title is a paragraph of its own.
    expect(text).toContain('## 4 Related Work\n\nTracing compilers were first built');
  });

  it('joins a sentence a page break cut with a stamp and a header between its halves', async () => {
    const first = [
      'Deep learning approaches are the state of the art for a wide range',
      'of document image analysis tasks including classification [11,',
      '',
      'arXiv:2103.15348v2 [cs.CV] 21 Jun 2021',
    ];
    const second = [
      '2 Z. Shen et al.',
      '',
      '37], layout detection [38, 22] and table detection [26], and the tools for them are now shared widely.',
    ];
    const pdf = buildPdf({
      pages: [{ placed: placedParagraphs(first) }, { placed: placedParagraphs(second) }],
    });
    const { text } = await extract(pdf, 'paper.pdf');
    expect(text).toContain(
      'including classification [11, 37], layout detection [38, 22] and table detection',
    );
    expect(text).toContain('arXiv:2103.15348v2 [cs.CV] 21 Jun 2021');
    // A page that opens with its own sentence after the header is not joined.
    const apart = [second[0]!, '', 'Layout detection finds the regions of a page before any text is read.'];
    const kept = buildPdf({
      pages: [{ placed: placedParagraphs(first) }, { placed: placedParagraphs(apart) }],
    });
    expect((await extract(kept, 'paper.pdf')).text).toContain('classification [11,\n\n');
  });

  it('joins a sentence a column break or a float cut, and not a label or a margin stamp', async () => {
    const lines = [
      'JavaScript, for example, is the standard language for programming the client side of the web',
      '',
      'Permission to make digital or hard copies of this work is granted without fee.',
      '',
      'and is used for the application logic of mail, maps and office programs in the browser.',
      '',
      'Key findings',
      '',
      'revenue rose by a tenth',
      '',
      'Deep learning approaches are the state of the art for document image classification [11,',
      '',
      'arXiv:2103.15348v2 [cs.CV] 21 Jun 2021',
    ];
    const { text } = await extract(buildPdf({ pages: [{ placed: placedParagraphs(lines) }] }), 'paper.pdf');
    expect(text).toContain(
      'client side of the web and is used for the application logic of mail, maps and office programs in the browser.\n\nPermission to make',
    );
    expect(text).toContain('Key findings\n\nrevenue rose by a tenth');
    expect(text).toContain('classification [11,\n\narXiv:2103.15348v2');
  });

  it('drops a preface’s roman page numbers and running header', async () => {
    const said = [
      'Culture grows by borrowing.',
      'The law now taxes it.',
      'Few noticed the change.',
      'This book asks why.',
    ];
    const pages = ['xi', 'xii', 'xiii', 'xiv', 'xv', 'xvi'].map((number, k) => ({
      lines: [said[k % 4]!],
      placed: [{ y: 780, text: k % 2 === 0 ? number : `${number} PREFACE` }],
    }));
    const { text } = await extract(buildPdf({ pages }), 'book.pdf');
    expect(text).not.toMatch(/\bx[iv]+\b|PREFACE/);
  });

  it('accepts a Node Buffer and leaves it intact', async () => {
    const buffer = Buffer.from(buildPdf({ pages: [{ lines: ['Uploaded through the server.'] }] }));
    const before = Buffer.from(buffer);
    expect((await extract(buffer, 'upload.pdf')).text).toBe('Uploaded through the server.');
    expect(buffer.equals(before)).toBe(true);
  });

  it('reads a PDF by its content whatever its name says', async () => {
    const pdf = buildPdf({ pages: [{ lines: ['Named as text, really a PDF.'] }] });
    const document = await extract(pdf, 'notes.txt');
    expect(document.format).toBe('pdf');
    expect(document.text).toContain('Named as text, really a PDF.');
  });

  it('reads at most the page cap and says which pages were left out', async () => {
    const pdf = buildPdf({
      pages: Array.from({ length: 5 }, (_, index) => ({ lines: [`Page ${index + 1} text.`] })),
    });
    const result = await extractPdf(pdf, { maxPages: 2, timeBudgetMs: 60_000 });
    expect(result.pages).toBe(5);
    expect(result.text).toBe('Page 1 text.\n\nPage 2 text.');
    expect(result.warnings).toEqual([
      'Only the first 2 of 5 pages were read; the document is too long to read in full.',
    ]);
  });

  it('stops reading when the time budget is spent', async () => {
    const pdf = buildPdf({
      pages: Array.from({ length: 3 }, (_, index) => ({ lines: [`Page ${index + 1} text.`] })),
    });
    const result = await extractPdf(pdf, { maxPages: 100, timeBudgetMs: -1 });
    expect(result.text).toBe('Page 1 text.');
    expect(result.warnings).toEqual([
      'Only the first of 3 pages was read; the document is too long to read in full.',
    ]);
  });
});
