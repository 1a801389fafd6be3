import { describe, expect, it } from 'vitest';
import { looksLikeTranscript } from './structure.ts';
import { segmentDocument } from './units.ts';

const DOC = [
  '# Annual report',
  '',
  'Revenue grew by 12 percent. Costs fell slightly.',
  '',
  '## Risks',
  '',
  '- Currency exchange rates may change.',
  '- Suppliers may raise prices.',
  '',
  'Region | Revenue | Growth',
  'Europe | 10 | 5%',
].join('\n');

describe('segmentDocument', () => {
  it('makes headings, list items and table rows units of their own', () => {
    const { units } = segmentDocument(DOC, { language: 'en' });
    expect(units.map((u) => [u.kind, u.text])).toEqual([
      ['heading', 'Annual report'],
      ['sentence', 'Revenue grew by 12 percent.'],
      ['sentence', 'Costs fell slightly.'],
      ['heading', 'Risks'],
      ['item', 'Currency exchange rates may change.'],
      ['item', 'Suppliers may raise prices.'],
      ['row', 'Region | Revenue | Growth'],
      ['row', 'Europe | 10 | 5%'],
    ]);
    expect(units.map((u) => u.section)).toEqual([1, 1, 1, 2, 2, 2, 2, 2]);
  });

  it('gives every unit offsets into the source', () => {
    const { units } = segmentDocument(DOC);
    for (const u of units) expect(DOC.slice(u.start, u.end)).toBe(u.text);
  });

  it('joins wrapped lines and keeps complete lines apart', () => {
    const text =
      'This sentence is long enough to be wrapped by the PDF layout engine across\ntwo lines of the page.\nShort title\nA new line.';
    const { units } = segmentDocument(text, { language: 'en' });
    expect(units.map((u) => u.text.replace(/\n/g, ' '))).toEqual([
      'This sentence is long enough to be wrapped by the PDF layout engine across two lines of the page.',
      'Short title',
      'A new line.',
    ]);
  });

  it('keeps a rule line apart from the lines around it', () => {
    const rule = '='.repeat(60);
    const { units } = segmentDocument(`${rule}\nIyagi Multi for Windows\n${rule}\nRead this file first.`, {
      language: 'en',
    });
    expect(units.map((u) => u.text)).toEqual([
      rule,
      'Iyagi Multi for Windows',
      rule,
      'Read this file first.',
    ]);
  });

  it('reads transcript turns with speakers and timestamps', () => {
    const text =
      '[00:00:01] Maria: Let us start. We have two topics.\n[00:00:09] John: Fine by me.\ncontinued here.\nMaria: Good.\nJohn: OK.';
    expect(looksLikeTranscript(text)).toBe(true);
    const doc = segmentDocument(text, { language: 'en' });
    expect(doc.isTranscript).toBe(true);
    expect(doc.units.map((u) => [u.speaker, u.text])).toEqual([
      ['Maria', 'Let us start.'],
      ['Maria', 'We have two topics.'],
      ['John', 'Fine by me.\ncontinued here.'],
      ['Maria', 'Good.'],
      ['John', 'OK.'],
    ]);
  });

  it('reads turns whose colon is written full width, as Chinese and Japanese write it', () => {
    const text = [
      '张伟：我们下周一发布新版本。',
      '李娜：好的。',
      '张伟：测试必须在周五之前通过。',
      '王强：文档已经完成了。',
    ].join('\n');
    expect(looksLikeTranscript(text)).toBe(true);
    const doc = segmentDocument(text, { language: 'zh' });
    expect(doc.units.map((u) => [u.speaker, u.text])).toEqual([
      ['张伟', '我们下周一发布新版本。'],
      ['李娜', '好的。'],
      ['张伟', '测试必须在周五之前通过。'],
      ['王强', '文档已经完成了。'],
    ]);
  });

  it('reads two or three turns stamped with their time as a transcript, but not the same turns unstamped', () => {
    const stamped =
      '[00:00:11] Roger: We are in New York City.\n\n[00:00:30] Neil: Didn’t we talk enough?\n\n[00:00:32] Roger: No!';
    expect(looksLikeTranscript(stamped)).toBe(true);
    expect(looksLikeTranscript(stamped.replace(/\[[\d:]+\] /g, ''))).toBe(false);
    expect(looksLikeTranscript('[1] Smith: A study of rivers.\n[2] Jones: Floods, a history.')).toBe(false);
  });

  it('does not take a document with a few "Label: text" lines for a transcript', () => {
    const text =
      'Note: this is a report.\n\nIt has many paragraphs of prose.\n\nAnd more prose here.\n\nAnd yet more.';
    expect(looksLikeTranscript(text)).toBe(false);
  });

  it('does not take a note’s fields, each label once with a value, for a transcript, but a stand-up’s turns', () => {
    const note = ['Venue: Town hall', 'Date: 3 May, 10:00', 'Budget: approved', 'Catering: pending'].join(
      '\n',
    );
    expect(looksLikeTranscript(note)).toBe(false);
    const standUp = [
      'Anna: I finished the login page yesterday.',
      'Ben: Tests for the export are still failing.',
      'Chloé: I am on the release notes today.',
      'Dev: Nothing blocking me.',
    ].join('\n');
    expect(looksLikeTranscript(standUp)).toBe(true);
  });

  it('does not take a labelled list ("Day 1: …", "Day 2: …") for a transcript, but a meeting of many', () => {
    const days = ['San José', 'Arenal Volcano', 'Monteverde', 'Manuel Antonio', 'Corcovado', 'Departure'];
    const itinerary = days
      .map((place, k) => `Day ${k + 1}: ${place} with breakfast and a guided walk`)
      .join('\n');
    expect(looksLikeTranscript(itinerary)).toBe(false);
    const people = ['Ana', 'Ben', 'Chloé', 'Dev', 'Emma', 'Farid'];
    const meeting = Array.from(
      { length: 18 },
      (_, k) => `${people[k % 6]}: point number ${k + 1} of the meeting`,
    );
    expect(looksLikeTranscript(meeting.join('\n'))).toBe(true);
  });

  it('counts the words of the whole document', () => {
    expect(segmentDocument(DOC, { language: 'en' }).totalWords).toBe(26);
  });
});

describe('a document that begins mid-sentence', () => {
  it('marks its first sentence as the rest of one it does not hold', () => {
    const page =
      '# Table Tokenization 9\n\norder to compute the TED score. Timing results come from one machine.';
    const [, first, second] = segmentDocument(page).units;
    expect(first).toMatchObject({
      text: 'order to compute the TED score.',
      startsMidSentence: true,
      midClause: true,
    });
    expect(second!.startsMidSentence).toBeUndefined();
  });

  it('leaves a name in small letters and a text written without capitals alone', () => {
    expect(
      segmentDocument('docx4j is a library. It reads Word files.').units[0]!.startsMidSentence,
    ).toBeUndefined();
    expect(segmentDocument('pdf.js reads files. It is fast.').units[0]!.startsMidSentence).toBeUndefined();
    const uncapitalised = 'the model works well. the results are shown in table 2. we conclude here.';
    expect(segmentDocument(uncapitalised).units[0]!.startsMidSentence).toBeUndefined();
  });

  it('leaves a project’s name in small letters alone when its title or another sentence has it', () => {
    const readme = [
      '# fastgrep',
      '',
      'fastgrep is a command-line tool that searches large codebases. It skips ignored files.',
      '',
      'It prints matches with their line numbers. It searches on every core.',
    ].join('\n');
    expect(segmentDocument(readme).units[1]!.startsMidSentence).toBeUndefined();
    const untitled =
      'npm installs packages. It reads package.json. It writes a lock file.\n\nnpm also runs scripts. It is fast.';
    expect(segmentDocument(untitled).units[0]!.startsMidSentence).toBeUndefined();
    const excerpt = '# Scores\n\norder to compute the score. It counts edits. Orders are kept.';
    expect(segmentDocument(excerpt).units[1]!.startsMidSentence).toBe(true);
  });
});

describe('code between "```" lines', () => {
  it('is code, and a fence never closed (pasted text may have one) opens none', () => {
    const fenced = 'Run it:\n\n```\n# start the server\nnpm start\n```\n\nThe server listens on port 80.';
    expect(segmentDocument(fenced).units.map((u) => [u.kind, u.code ?? false])).toEqual([
      ['sentence', false],
      ['sentence', true],
      ['sentence', false],
    ]);
    const pasted =
      'Atlas draws maps.\n```\nPlanners mark roads.\n\n## Data\n\nThe data stays on the servers.';
    const units = segmentDocument(pasted).units;
    expect(units.map((u) => u.kind)).toEqual(['sentence', 'sentence', 'heading', 'sentence']);
    expect(units.some((u) => u.code)).toBe(false);
  });
});

describe('an e-mail’s quoted lines', () => {
  const reply = [
    'On Mon, Mar 3, 2026 at 4:40 PM John Baker wrote:',
    '> The vendor just told me that the hardware will be two weeks late because',
    '> of a shortage of display panels.',
    '>',
    '> > The supplier in Shenzhen confirmed the order for the display panels, all',
    '> > 40,000 units of them, last week.',
  ].join('\n');

  it('read without their quote marks, a line of nothing but marks parting paragraphs', () => {
    const { units } = segmentDocument(reply, { language: 'en' });
    expect(units.map((u) => [u.text.replace(/\n[> ]*/g, ' '), u.paragraph])).toEqual([
      ['On Mon, Mar 3, 2026 at 4:40 PM John Baker wrote:', 0],
      [
        'The vendor just told me that the hardware will be two weeks late because of a shortage of display panels.',
        0,
      ],
      // Inside a quotation, a line that goes on with a number is quoted too.
      [
        'The supplier in Shenzhen confirmed the order for the display panels, all 40,000 units of them, last week.',
        1,
      ],
    ]);
    expect(units.slice(1).every((u) => u.quoted)).toBe(true);
    for (const u of units) expect(reply.slice(u.start, u.end)).toBe(u.text);
  });

  it('are not a line that opens with a comparison', () => {
    const text = 'Patients were grouped by age.\n\n> 65 years: 12 patients\n\n< 65 years: 30 patients';
    expect(segmentDocument(text, { language: 'en' }).units.map((u) => u.text)).toContain(
      '> 65 years: 12 patients',
    );
  });
});

describe('over-long sentences', () => {
  it('are cut into clauses that still point at the source', () => {
    const clause = 'the licensee shall keep the software confidential and use it only for internal purposes';
    const text = `${Array.from({ length: 8 }, () => clause).join(', ')}.`;
    const { units } = segmentDocument(text, { language: 'en' });
    expect(units.length).toBeGreaterThan(1);
    for (const u of units) {
      expect(text.slice(u.start, u.end)).toBe(u.text);
      expect(u.words).toBeLessThanOrEqual(60);
    }
    expect(units.some((u) => u.midClause)).toBe(false);
  });

  it('without punctuation are cut at spaces, and the pieces after the first are marked as starting mid-clause', () => {
    const text = Array.from(
      { length: 12 },
      () => 'you agree to hold the service harmless against claims',
    ).join(' ');
    const { units } = segmentDocument(text, { language: 'en' });
    expect(units.length).toBeGreaterThan(1);
    expect(units[0]!.midClause).toBeUndefined();
    expect(units.slice(1).every((u) => u.midClause)).toBe(true);
  });
});

describe('subtitles', () => {
  it('leave timestamps out of the units', () => {
    const text =
      '[00:00:01] Il fut un temps où le présentateur régnait.\n[00:01:39] tu es superbe.\n[00:02:14] Bonsoir.';
    const { units } = segmentDocument(text, { language: 'fr' });
    expect(units.map((u) => u.text)).toEqual([
      'Il fut un temps où le présentateur régnait.',
      'tu es superbe.',
      'Bonsoir.',
    ]);
    for (const u of units) expect(text.slice(u.start, u.end)).toBe(u.text);
  });
});

describe('an e-book inside its distributor’s licence', () => {
  it('starts a section of its own: the licence’s headings are not its parts', () => {
    const licence = 'Please read this important information about the etext before you copy it. '.repeat(20);
    const book = [
      'The Project Gutenberg Etext of Short Stories',
      '',
      '## INDEMNITY',
      '',
      licence,
      '',
      '*END*THE SMALL PRINT! FOR PUBLIC DOMAIN ETEXTS*Ver.04.29.93*END*',
      '',
      ...Array.from(
        { length: 200 },
        (_, k) => `The miller’s son walked to the town on day ${k + 1} and sold his flour.\n`,
      ),
    ].join('\n');
    const { units } = segmentDocument(book, { language: 'en' });
    const indemnity = units.find((u) => u.text === 'INDEMNITY')!;
    const first = units.find((u) => u.text.startsWith('The miller’s son'))!;
    expect(first.section).toBeGreaterThan(indemnity.section);
    expect(units.some((u) => u.kind === 'heading' && u.section === first.section)).toBe(false);
  });
});
