import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../domain/index.ts';
import { detectFormat, extract, htmlToText } from './index.ts';
import { extractionError } from './testing/extractionError.ts';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('plain text', () => {
  it('keeps paragraphs and unifies line breaks', async () => {
    const document = await extract(
      utf8('First paragraph,\r\nstill first.\r\n\r\n\r\n\r\nSecond paragraph.  \r\n'),
      'a.txt',
    );
    expect(document).toEqual({
      text: 'First paragraph,\nstill first.\n\nSecond paragraph.',
      format: 'txt',
      isTranscript: false,
      warnings: [],
    });
  });

  it('reads legacy encodings whatever the name', async () => {
    const text = 'В гимназии он не был в числе первых учеников, но учился охотно и много читал.';
    const document = await extract(new Uint8Array(iconv.encode(text, 'koi8-r')), 'notes');
    expect(document.text).toBe(text);
  });

  it('ignores a charset declaration named like an object property', async () => {
    const page =
      '<html><head><meta charset="constructor"></head><body><p>Caf\u00e9 au lait.</p></body></html>';
    expect((await extract(new Uint8Array(iconv.encode(page, 'windows-1252')), 'page.html')).text).toBe(
      'Café au lait.',
    );
  });

  it('refuses empty and whitespace-only files', async () => {
    expect((await extractionError(extract(new Uint8Array(0), 'a.txt'))).kind).toBe('empty');
    expect((await extractionError(extract(utf8(' \n\t\n  '), 'a.txt'))).kind).toBe('empty');
  });

  it('refuses files over the size limit, the default one and a caller’s own', async () => {
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    const error = await extractionError(extract(big, 'big.txt'));
    expect(error.kind).toBe('too_large');
    expect(error.message).toMatch(/50 MB limit/);
    expect((await extractionError(extract(utf8('hello world'), 'a.txt', { maxBytes: 5 }))).kind).toBe(
      'too_large',
    );
  });

  it('names images, archives and programs as unsupported', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const pngError = await extractionError(extract(png, 'photo.txt'));
    expect(pngError.kind).toBe('unsupported');
    expect(pngError.message).toMatch(/PNG image/);
    const gzip = new Uint8Array([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]);
    expect((await extractionError(extract(gzip, 'data.md'))).kind).toBe('unsupported');
    const binary = new Uint8Array(4096).map((_, index) => (index * 7) % 32);
    expect((await extractionError(extract(binary, 'blob.txt'))).kind).toBe('unsupported');
  });

  it('extracts a 10 MB text file', async () => {
    const paragraph = 'The quick brown fox jumps over the lazy dog near the river bank. '.repeat(20);
    const bytes = utf8(`${paragraph}\n\n`.repeat(8000));
    expect(bytes.length).toBeGreaterThan(10_000_000);
    const document = await extract(bytes, 'big.txt');
    expect(document.text.length).toBeGreaterThan(10_000_000);
    expect(document.isTranscript).toBe(false);
  });
});

describe('Markdown', () => {
  it('drops an encyclopedia’s citation marks instead of reading them as reference links', async () => {
    const markdown = [
      '# IBM',
      '',
      'The company has made inroads in quantum computing and data infrastructure.[13][14][15] IBM employees have won six Nobel Prizes.[16]',
      '',
      'Index an array with `items[0]` and see [the guide][docs].',
      '',
      '[docs]: https://docs.example',
    ].join('\n');
    const { text } = await extract(utf8(markdown), 'wiki.md');
    expect(text).toContain(
      'The company has made inroads in quantum computing and data infrastructure. IBM employees have won six Nobel Prizes.',
    );
    expect(text).toContain('Index an array with items[0] and see the guide.');
  });

  it('keeps headings and lists, drops link targets, images, badges, HTML and emphasis', async () => {
    const markdown = [
      '---',
      'title: ignored front matter',
      '---',
      '# Project *Atlas*',
      '',
      '[![CI](https://ci.example/badge.svg)](https://ci.example) <img src="logo.png">',
      '',
      'Atlas maps **every** road, see [the docs](https://docs.example) and ![diagram](d.png).',
      'It is `fast`, 必ずしも*無料*の本.',
      '',
      'Setup',
      '-----',
      '',
      '* Install it',
      '1. Run it',
      '',
      '| Name | Role |',
      '| --- | --- |',
      '| Ana | Lead |',
      '',
      '<!-- a comment -->',
      '[docs]: https://docs.example',
    ].join('\n');
    const document = await extract(utf8(markdown), 'README.md');
    expect(document.format).toBe('md');
    expect(document.title).toBe('Project Atlas');
    expect(document.text).toBe(
      [
        '# Project Atlas',
        'Atlas maps every road, see the docs and . It is fast, 必ずしも無料の本.',
        '## Setup',
        '- Install it\n- Run it',
        'Name | Role\nAna | Lead',
      ].join('\n\n'),
    );
  });

  it('keeps the lines of an indented code block apart, and a list item’s continuation lines in it', async () => {
    const markdown = [
      'Run the server:',
      '',
      '    $ npx gulp server',
      '    $ npx gulp test',
      '',
      '- Install the tools',
      '    with the package manager.',
      '- Build your own copy, then open',
      'the browser and load it.',
      '',
      'After the list.',
    ].join('\n');
    const document = await extract(utf8(markdown), 'README.md');
    expect(document.text).toBe(
      [
        'Run the server:',
        '$ npx gulp server\n$ npx gulp test',
        // An unindented ("lazy") continuation line belongs to its item too; a blank line ends the list.
        '- Install the tools with the package manager.\n- Build your own copy, then open the browser and load it.',
        'After the list.',
      ].join('\n\n'),
    );
  });
  it('reads indented lines after a blank line inside a list as the list’s own, not as code', async () => {
    const markdown = [
      '1. Choose the kind of list:',
      '',
      '    - *Books*: PDF, HTML, [ePub](https://example.org/epub)',
      '    - *Courses*: lessons that are not a book',
      '',
      '    ```text',
      '    * [A Book](http://example.com/book.html)',
      '    ```',
      '',
      'Then open a pull request.',
      '',
      '    $ git push',
    ].join('\n');
    const document = await extract(utf8(markdown), 'README.md');
    expect(document.text).toBe(
      [
        '- Choose the kind of list:',
        '- Books: PDF, HTML, ePub\n- Courses: lessons that are not a book',
        // A fence indented with its list item is still a fence: the example inside stays as written.
        '* [A Book](http://example.com/book.html)',
        'Then open a pull request.',
        '$ git push',
      ].join('\n\n'),
    );
  });
});

describe('HTML', () => {
  it('keeps headings, paragraphs, lists and tables, and drops scripts, styles and navigation', () => {
    const html = `<!doctype html><html><head><title>Annual &amp; report</title><style>p{color:red}</style>
      <script>var x = "<p>not text</p>";</script></head><body>
      <nav><a href="/">Home</a> <a href="/about">About</a></nav>
      <h1>Results</h1><p>Revenue <b>grew</b>
      by 12%.</p><ul><li>North</li><li>South</li></ul>
      <table><tr><th>Region</th><th>Sales</th></tr><tr><td>North</td><td>12</td></tr></table>
      <div hidden>secret</div><footer>© Company</footer></body></html>`;
    expect(htmlToText(html)).toEqual({
      title: 'Annual & report',
      text: '# Results\n\nRevenue grew by 12%.\n\n- North\n- South\n\nRegion | Sales\nNorth | 12',
    });
  });

  it('drops citation marks, image captions and what the site leaves off paper', () => {
    const html = `<html><body><div id="siteSub" class="noprint">From Wikipedia, the free encyclopedia</div>
      <p>Ducks are aquatic birds.<sup id="cite_ref-1" class="reference"><a href="#cite_note-1">[1]</a></sup>
      They live near water.<a role="doc-noteref" href="#n2">2</a></p>
      <figure><img src="duck.jpg" alt=""><figcaption>A duck on a pond</figcaption></figure>
      <p>Most species migrate.<sup>2</sup></p></body></html>`;
    // A plain superscript (an exponent, an ordinal) is text.
    expect(htmlToText(html).text).toBe(
      'Ducks are aquatic birds. They live near water.\n\nMost species migrate.2',
    );
  });

  it('honours the meta charset and detects the encoding when the meta charset lies', async () => {
    const hebrew = 'במקביל לישיבת הקבינט שדנה בהחלטת מועצת הביטחון';
    const honest = `<html><head><meta charset="windows-1255"></head><body><p>${hebrew}</p></body></html>`;
    expect((await extract(new Uint8Array(iconv.encode(honest, 'windows-1255')), 'page.html')).text).toBe(
      hebrew,
    );
    const arabic = 'في قرية من القرى كان هناك رجل حكيم يعرف كل شيء عن الحياة';
    const lying = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><p>${arabic}</p></body></html>`;
    expect((await extract(new Uint8Array(iconv.encode(lying, 'windows-1256')), 'page.html')).text).toBe(
      arabic,
    );
  });

  it('reads UTF-16 pages and recognises HTML named .txt', async () => {
    const page = '<html><body><h2>Steel grades</h2><p>Bars for machine parts.</p></body></html>';
    const bytes = new Uint8Array([0xff, 0xfe, ...iconv.encode(page, 'utf-16le')]);
    const document = await extract(bytes, 'saved.txt');
    expect(document.format).toBe('html');
    expect(document.text).toBe('## Steel grades\n\nBars for machine parts.');
  });

  it('reads a large page block by block', () => {
    const html = `<html><body>${'<div><p>Paragraph of a very long page.</p></div>'.repeat(20_000)}</body></html>`;
    const { text } = htmlToText(html);
    expect(text.split('\n\n')).toHaveLength(20_000);
  });
});

describe('transcripts', () => {
  it('turns WebVTT cues into speaker turns, merging one speaker’s cues and dropping tags and notes', async () => {
    const vtt = [
      'WEBVTT',
      '',
      'NOTE recorded on Monday',
      '',
      '1',
      '00:00:01.000 --> 00:00:03.000',
      '<v Maria>Let’s <b>start</b> the review.',
      '',
      '2',
      '00:00:03.500 --> 00:00:05.000',
      '<v Maria>Budget first.',
      '',
      '3',
      '00:01:23.000 --> 00:01:25.000 align:start',
      '<v.loud John Smith>Agreed &amp; ready.',
      '',
      '4',
      '00:01:25.000 --> 00:01:27.000',
      '<v John Smith>Agreed &amp; ready.',
    ].join('\n');
    const document = await extract(utf8(vtt), 'meeting.vtt');
    expect(document.format).toBe('vtt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe(
      '[00:00:01] Maria: Let’s start the review. Budget first.\n\n[00:01:23] John Smith: Agreed & ready.',
    );
  });

  it('lets a named speaker finish the sentence a subtitle carries into the next cue', async () => {
    const vtt = [
      'WEBVTT',
      '',
      '00:02:10.000 --> 00:02:11.500',
      'Pedro: Lo haré cuando le digas a tu amiga',
      '',
      '00:02:11.600 --> 00:02:13.000',
      'que te vienes conmigo.',
      '',
      '00:02:13.100 --> 00:02:15.000',
      'No se va a ir contigo.',
    ].join('\n');
    const document = await extract(utf8(vtt), 'serie.vtt');
    expect(document.text).toBe(
      '[00:02:10] Pedro: Lo haré cuando le digas a tu amiga que te vienes conmigo.\n\n[00:02:13] No se va a ir contigo.',
    );
  });

  it('ends an unlabelled line without a full stop where the subtitles pause', async () => {
    const srt = [
      '1',
      '00:01:49,389 --> 00:01:53,723',
      'LEADING ANCHOR',
      'The Legend of Ron Burgundy',
      '',
      '2',
      '00:02:00,567 --> 00:02:04,503',
      'Then we went',
      '',
      '3',
      '00:02:04,600 --> 00:02:06,000',
      'down to the harbour.',
      '',
    ].join('\n');
    const document = await extract(utf8(srt), 'film.srt');
    // Seven seconds of nothing after the title card; no pause inside the sentence cut over two cues.
    expect(document.text).toBe(
      '[00:01:49] LEADING ANCHOR The Legend of Ron Burgundy\n\n[00:02:00] Then we went down to the harbour.',
    );
  });

  it('turns SubRip cues into turns, without numbers or styling', async () => {
    const srt = [
      '1',
      '00:00:01,000 --> 00:00:02,500',
      '<i>ANNA: Good morning.</i>',
      '',
      '2',
      '00:00:02,600 --> 00:00:04,000',
      'BEN: Morning. {\\an8}Coffee?',
      '',
      '3',
      '00:00:04,100 --> 00:00:05,000',
      'BEN: Morning. {\\an8}Coffee?',
      '',
    ].join('\r\n');
    const document = await extract(utf8(srt), 'clip.txt');
    expect(document.format).toBe('srt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe('[00:00:01] ANNA: Good morning.\n\n[00:00:02] BEN: Morning. Coffee?');
  });

  it('recognises a "Speaker: text" transcript in a text file and merges consecutive turns', async () => {
    const text = [
      'Project Manager: Okay, let us begin.',
      'Marketing: I have the survey results.',
      'Marketing: People want a smaller remote.',
      'and it should be cheaper',
      '[00:12:05] Project Manager: Good, noted.',
      'Designer: I can sketch that.',
    ].join('\n');
    const document = await extract(utf8(text), 'meeting.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.format).toBe('txt');
    expect(document.text).toBe(
      [
        'Project Manager: Okay, let us begin.',
        'Marketing: I have the survey results. People want a smaller remote. and it should be cheaper',
        '[00:12:05] Project Manager: Good, noted.',
        'Designer: I can sketch that.',
      ].join('\n\n'),
    );
  });

  it('does not take ordinary prose with a few colons for a transcript', async () => {
    const text = [
      'Note: this memo is internal.',
      'The meeting covered three topics and ended early.',
      'Budget: approved with changes.',
      'Everyone agreed to meet again next week to finish the plan.',
      'Another long sentence without any speaker at all in it.',
    ].join('\n');
    expect((await extract(utf8(text), 'memo.txt')).isTranscript).toBe(false);
    const days = ['San José', 'Arenal', 'Monteverde', 'Manuel Antonio', 'Corcovado', 'Departure'];
    const itinerary = days.flatMap((place, k) => [`Day ${k + 1}: ${place}`, `Day ${k + 1}: breakfast`]);
    expect((await extract(utf8(itinerary.join('\n')), 'trip.txt')).isTranscript).toBe(false);
  });
});

describe('detectFormat', () => {
  it('tells formats apart by content, using the name only for text files', () => {
    expect(detectFormat(utf8('WEBVTT\n\n00:01.000 --> 00:02.000\nHi'), 'x.txt')).toBe('vtt');
    expect(detectFormat(utf8('{\\rtf1 hi}'), 'x.txt')).toBe('rtf');
    expect(detectFormat(utf8('<!DOCTYPE html><html><body>x</body></html>'), 'x.md')).toBe('md');
    expect(detectFormat(utf8('<!DOCTYPE html><html><body>x</body></html>'), 'x')).toBe('html');
    expect(detectFormat(utf8('# Title\n\nSee [docs](https://x.example).'), 'x')).toBe('md');
    expect(detectFormat(utf8('Just words.'), 'x.md')).toBe('md');
    expect(detectFormat(utf8('Just words.'), 'x.pdf')).toBe('txt');
  });
});

describe('transcripts with speaker headers', () => {
  it('reads "Name  0:03" headers above each turn, as meeting tools export them', async () => {
    const text = [
      'Weekly sync',
      '',
      'Maria Lopez  0:03',
      'Good morning, everyone.',
      'Let us look at the numbers.',
      '',
      'John  1:15',
      'Sales are up this month.',
      '',
      'Maria Lopez  2:40',
      'Great, thanks John.',
    ].join('\n');
    const document = await extract(utf8(text), 'otter.txt');
    expect(document.isTranscript).toBe(true);
    expect(document.text).toBe(
      [
        'Weekly sync',
        '[00:00:03] Maria Lopez: Good morning, everyone. Let us look at the numbers.',
        '[00:01:15] John: Sales are up this month.',
        '[00:02:40] Maria Lopez: Great, thanks John.',
      ].join('\n\n'),
    );
  });
});

describe('hard-wrapped text', () => {
  it('joins wrapped lines of prose but keeps short lines, lists and huge single paragraphs intact', async () => {
    const text = [
      'This paragraph was wrapped by an old editor at a fixed width, so',
      'every sentence runs over several lines that belong together, as',
      'the reader of the summary expects.',
      '',
      'Roses are red,',
      'violets are blue.',
      '',
      '- first item of a list that is long enough to look like prose',
      '- second item of a list that is long enough to look like prose',
    ].join('\n');
    expect((await extract(utf8(text), 'wrapped.txt')).text).toBe(
      [
        'This paragraph was wrapped by an old editor at a fixed width, so every sentence runs over several lines that belong together, as the reader of the summary expects.',
        'Roses are red,\nviolets are blue.',
        '- first item of a list that is long enough to look like prose\n- second item of a list that is long enough to look like prose',
      ].join('\n\n'),
    );
    const manyLines = Array.from(
      { length: 300_000 },
      (_, index) => `Line number ${index} of a very long log file`,
    ).join('\n');
    expect((await extract(utf8(manyLines), 'log.txt')).text.length).toBeGreaterThan(10_000_000);
  });
});
