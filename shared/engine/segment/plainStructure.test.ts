import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { segmentDocument } from './units.ts';

/** Structure read from plain lines (plainStructure.ts): titles, division and part titles, symbol lists. */

describe('a title written without markup', () => {
  const body = 'The bridge reopens to cars in May.\n\nLorries wait until the new deck is tested in June.';

  it('is the top heading when the first line stands alone and does not end like a sentence', () => {
    const text = `Harbour bridge repairs: spring update\n\n${body}`;
    const { units } = segmentDocument(text, { language: 'en' });
    expect(units[0]).toMatchObject({
      kind: 'heading',
      level: 1,
      text: 'Harbour bridge repairs: spring update',
    });
    expect(units.slice(1).map((u) => [u.kind, u.section])).toEqual([
      ['sentence', 1],
      ['sentence', 1],
    ]);
    for (const u of units) expect(text.slice(u.start, u.end)).toBe(u.text);
    // A list right under it sets it apart as a blank line does.
    const listed = segmentDocument(
      'Terms of service\n1. Scope. The provider delivers a forecast.\n2. Term. One year.',
      {
        language: 'en',
      },
    );
    expect(listed.units.map((u) => u.kind)).toEqual(['heading', 'item', 'item']);
  });

  it('stands over its subtitle, the paragraph’s only other line, which stays text', () => {
    const posting = `Senior Backend Engineer (Payments)\nBerlin, Germany · Hybrid · Full-time\n\n${body}`;
    expect(
      segmentDocument(posting, { language: 'en' })
        .units.slice(0, 2)
        .map((u) => [u.kind, u.text]),
    ).toEqual([
      ['heading', 'Senior Backend Engineer (Payments)'],
      ['sentence', 'Berlin, Germany · Hybrid · Full-time'],
    ]);
  });

  it('is a résumé’s name, over the job title and the contact details under it', () => {
    const cv = [
      'JANE DOE',
      'Senior Product Manager',
      'jane.doe@email.com | +1 (415) 555-0199 | linkedin.com/in/janedoe | San Francisco, CA',
      '',
      body,
    ].join('\n');
    expect(segmentDocument(cv, { language: 'en' }).units[0]).toMatchObject({
      kind: 'heading',
      text: 'JANE DOE',
    });
    // A line of prose under the subtitle keeps the first line from being a title.
    const prose = [
      'Roadworks',
      'Harbour bridge',
      'The council will repair the bridge deck in the spring.',
      '',
      body,
    ];
    expect(segmentDocument(prose.join('\n'), { language: 'en' }).units[0]!.kind).not.toBe('heading');
  });

  it('stands over the lines a wiki prints under it, pasted as text', async () => {
    const page = [
      'Photosynthesis',
      'From Wikipedia, the free encyclopedia',
      'For other uses, see Photosynthesis (disambiguation).',
      '',
      'Photosynthesis is a biological process that converts light energy into chemical energy.',
      '',
      'Most plants, algae and cyanobacteria perform it; such organisms are called photoautotrophs.',
    ].join('\n');
    const { text } = await extract(new TextEncoder().encode(page), 'Pasted text');
    expect(segmentDocument(text, { language: 'en' }).units[0]).toMatchObject({
      kind: 'heading',
      level: 1,
      text: 'Photosynthesis',
    });
    expect(summarize(text, { level: 1, language: 'en' }).markdown).not.toMatch(/^- Photosynthesis$/m);
  });

  it('is not read into a sentence, a greeting or lead-in, a wrapped line, a lone line or a long line', () => {
    const firstKind = (text: string) => segmentDocument(text, { language: 'en' }).units[0]!.kind;
    expect(firstKind(`Works on the harbour bridge start in March.\n\n${body}`)).toBe('sentence');
    expect(firstKind(`Dear residents,\n\n${body}`)).toBe('sentence');
    expect(firstKind(`Works planned for this spring:\n\n${body}`)).toBe('sentence');
    expect(firstKind(`Harbour bridge repairs\n${body}`)).toBe('sentence');
    expect(firstKind('Harbour bridge repairs')).toBe('sentence');
    const unpunctuated =
      'the council said the works on the harbour bridge would start in march and last until the end of the summer holidays at the earliest';
    expect(firstKind(`${unpunctuated}\n\n${body}`)).toBe('sentence');
  });

  it('is a transcript’s heading too: the call’s name is a line no one says, so no point of its summary', () => {
    const meeting = [
      'Weekly call',
      '',
      'Anna: The bridge reopens in May.',
      'Ben: Lorries wait until June.',
      'Anna: The deck is tested first.',
      'Ben: Then the lorries can cross.',
    ].join('\n');
    const doc = segmentDocument(meeting, { language: 'en' });
    expect(doc.isTranscript).toBe(true);
    expect(doc.units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual(['Weekly call']);
    expect(summarize(meeting, { level: 1 }).markdown).not.toContain('Weekly call');
  });
});

describe('lines bulleted with a symbol', () => {
  it('are a list when two or more in a row open with the same symbol, and text when one does', () => {
    const post = [
      '🚀 Big news: after 18 months of work, our team just shipped version 2.0!',
      '',
      'What is new:',
      '✅ Summaries in 50 languages',
      '✅ A desktop app that works offline',
    ].join('\n');
    expect(segmentDocument(post, { language: 'en' }).units.map((u) => [u.kind, u.text])).toEqual([
      // A line that ends like a sentence ("!") is no title.
      ['sentence', '🚀 Big news: after 18 months of work, our team just shipped version 2.0!'],
      ['sentence', 'What is new:'],
      ['item', 'Summaries in 50 languages'],
      ['item', 'A desktop app that works offline'],
    ]);
  });
});

describe('a short line over its list or its text', () => {
  it('is that part’s title, unless the line under it goes on its sentence', () => {
    const posting = [
      'Senior Data Engineer – Berlin',
      '',
      'About us',
      'We are a fintech company with 120 employees, helping small businesses manage their cash flow.',
      '',
      'Your role',
      '• Build and run our data pipelines',
      '• Mentor two junior engineers',
      '',
      'He let the',
      'dank air of the cellar out through the window before he spoke to anyone at all.',
      '',
      'Can I return an item?',
      'Yes. You can return any unused item within 30 days for a full refund.',
    ].join('\n');
    expect(
      segmentDocument(posting, { language: 'en' })
        .units.filter((u) => u.kind === 'heading')
        .map((u) => [u.text, u.level]),
    ).toEqual([
      ['Senior Data Engineer – Berlin', 1],
      ['About us', 2],
      ['Your role', 2],
      ['Can I return an item?', 2],
    ]);
  });
});

describe('a wiki page copied from the browser', () => {
  it('has its sections where its titles end with the edit link, read without the link', () => {
    const page = [
      'Tidal power or tidal energy is harnessed by converting energy from tides into electricity.',
      '',
      'History[edit]',
      'Tide mills were used both in Europe and on the Atlantic coast of North America.',
      '',
      '## Geschichte[Bearbeiten | Quelltext bearbeiten]',
      '',
      'Die ersten Gezeitenmühlen stammen aus dem frühen Mittelalter.',
    ].join('\n');
    expect(
      segmentDocument(page, { language: 'en' })
        .units.filter((u) => u.kind === 'heading')
        .map((u) => [u.text, u.level]),
    ).toEqual([
      ['History', 2],
      ['Geschichte', 2],
    ]);
  });
});

describe('numbered titles over bulleted lines', () => {
  it('are the parts of notes and reports, while a numbered list stays a list', () => {
    const notes = '1. Status\n- Hardware ships August 14.\n2. Decisions\n- Launch on September 15.';
    expect(segmentDocument(notes, { language: 'en' }).units.map((u) => [u.kind, u.text])).toEqual([
      ['heading', '1. Status'],
      ['item', 'Hardware ships August 14.'],
      ['heading', '2. Decisions'],
      ['item', 'Launch on September 15.'],
    ]);
    const report =
      '1. Introduction\nThis plan sets out how the library will spend its budget of 2.1 million euros.';
    expect(segmentDocument(report, { language: 'en' }).units.map((u) => [u.kind, u.text])).toEqual([
      ['heading', '1. Introduction'],
      ['sentence', 'This plan sets out how the library will spend its budget of 2.1 million euros.'],
    ]);
    const steps = '1. Open the app.\n- It asks for your password.\n2. Choose a plan\n3. Pay';
    expect(segmentDocument(steps, { language: 'en' }).units.map((u) => u.kind)).toEqual([
      'item',
      'item',
      'item',
      'item',
    ]);
  });

  it('are a policy’s parts when a blank line stands between each and its clauses', () => {
    const parts = [
      ['Purpose', 'This policy sets out the rules for employees who work from home or elsewhere.'],
      ['Eligibility', 'All permanent employees who have completed their probation may apply for it.'],
      ['Working hours', 'Remote employees must be available during core hours, from 10:00 to 15:00.'],
      ['Expenses', 'Remote employees receive a monthly allowance of EUR 50 for internet and power.'],
      ['Review', 'Human Resources reviews this policy every two years and publishes the changes.'],
    ];
    const policy = [
      'REMOTE WORK POLICY',
      ...parts.map(
        ([title, clause], k) =>
          `${k + 1}. ${title}\n\n${k + 1}.1 ${clause}\n${k + 1}.2 Managers explain this part to new staff.\n${k + 1}.3 Questions about it go to the HR team.`,
      ),
    ].join('\n\n');
    const headings = segmentDocument(policy, { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => u.text);
    expect(headings).toEqual(['REMOTE WORK POLICY', ...parts.map(([title], k) => `${k + 1}. ${title}`)]);
    const { markdown } = summarize(policy, { level: 3 });
    for (const [title] of parts) expect(markdown).toContain(title);
    // A list whose numbered lines are each a paragraph stays a list with the text after it, and so
    // does a proof's case.
    const list =
      '1. Apples\n\n2. Pears\n\nBoth fruits were picked in the orchard behind the school last week.';
    const proof =
      '3) p : Sn → Pn(R)\n\nDie Abbildung ist stetig und surjektiv, und jede Faser hat genau zwei Punkte.';
    for (const text of [list, proof]) {
      const kinds = segmentDocument(text, { language: 'en' }).units.map((u) => u.kind);
      expect(kinds, text).not.toContain('heading');
    }
  });

  it('leave a title over a header’s fields its title', () => {
    const memo = 'Project Phoenix weekly notes\nDate: 12 March 2026\n\nThe launch moves to September 15.';
    expect(segmentDocument(memo, { language: 'en' }).units[0]).toMatchObject({
      kind: 'heading',
      text: 'Project Phoenix weekly notes',
    });
  });
});

describe('division titles written without markup', () => {
  const headings = (text: string) =>
    segmentDocument(text, { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => [u.level, u.text]);

  it('make the chapters and articles of a statute or contract its sections', () => {
    const statute = [
      'STATUTES OF THE GOLF INDUSTRY COUNCIL',
      'CHAPTER ONE',
      '(Name, nature, seat and purpose)',
      'Article 1',
      'The association is called the Golf Industry Council and lasts for an indefinite time.',
      'ARTICLE II – SEAT',
      'Its seat is in Vale do Lobo.',
      'Section 3.2 Fees',
      'Members pay a yearly fee.',
      'Artigo Primeiro',
      'A associação não tem fins lucrativos.',
      '§ 5 Kündigung',
      'Der Vertrag kann mit einer Frist von drei Monaten gekündigt werden.',
      'Art. 7 Haftung',
      'Die Haftung ist auf Vorsatz beschränkt.',
    ].join('\n\n');
    expect(headings(statute)).toEqual([
      [1, 'STATUTES OF THE GOLF INDUSTRY COUNCIL'],
      [2, 'CHAPTER ONE'],
      [3, 'Article 1'],
      [3, 'ARTICLE II – SEAT'],
      [3, 'Section 3.2 Fees'],
      [3, 'Artigo Primeiro'],
      [3, '§ 5 Kündigung'],
      [3, 'Art. 7 Haftung'],
    ]);
  });

  it('leave sentences and lines inside a paragraph alone', () => {
    const text = [
      'Minutes',
      'Part of the budget went to repairs.',
      'Article 5 applies here.',
      'The chair read out:\nSection 4 Fees\nand nobody objected',
      'Chapter 2 was long, and the readers liked it',
      '§ 5 Abs. 2 gilt entsprechend.',
    ].join('\n\n');
    expect(headings(text)).toEqual([[1, 'Minutes']]);
  });
});

describe('numbered part titles over their text', () => {
  it('stand over a short line of Japanese, which says as much as one twice as long in letters', () => {
    const post = [
      'リモートワークで集中力を保つための習慣',
      '',
      '1. 始業前に10分だけ散歩する',
      '通勤がなくなったことで、頭を仕事モードに切り替えるきっかけがなくなりました。そこで、始業前に近所を歩くことにしました。',
      '',
      '2. 仕事用の机を寝室に置かない',
      '以前は寝室の隅で仕事をしていましたが、眠りが浅くなりました。今はリビングを仕事場にしています。',
    ].join('\n');
    const headings = segmentDocument(post, { language: 'ja' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => u.text);
    expect(headings).toEqual([
      'リモートワークで集中力を保つための習慣',
      '1. 始業前に10分だけ散歩する',
      '2. 仕事用の机を寝室に置かない',
    ]);
  });

  it('stand over their first subpart lettered in small letters, as minutes write them', () => {
    const minutes = [
      'Minutes of the board meeting',
      '',
      '4. Chief Executive Officer’s Report',
      'Ms. Whitfield reported that the mobile clinic served 1,140 patients in its first six months.',
      '',
      '5. New Business',
      'a. Expansion of evening hours. Ms. Whitfield proposed extending clinic hours to 8:00 p.m.',
      'b. Capital budget. The Board discussed replacing the roof of the main building.',
    ].join('\n');
    const { units } = segmentDocument(minutes, { language: 'en' });
    expect(units.find((u) => u.text === '5. New Business')).toMatchObject({ kind: 'heading', level: 2 });
    const proposal = units.find((u) => u.text.startsWith('Ms. Whitfield proposed'));
    const report = units.find((u) => u.text.startsWith('Ms. Whitfield reported'));
    expect(proposal?.section).toBeGreaterThan(report?.section ?? Number.POSITIVE_INFINITY);
  });
});

describe('numbered part titles that go on from the ones before them', () => {
  it('are parts whatever stands under them: a short sentence, or fields', () => {
    const proposal = [
      'Project Proposal: Clean Water Monitoring for Rural Schools',
      '',
      '1. Summary',
      '',
      'Tana Water Trust requests USD 148,500 over two years to install water quality sensors in 40 rural schools.',
      '',
      '2. Problem',
      '',
      'In a 2025 survey of 112 schools in the basin, 61% of water samples failed at least one guideline.',
      '',
      '3. Approach',
      '',
      'The project has three parts.',
      '',
      'First, we will install a solar-powered sensor at each school’s main water point.',
      '',
      '4. Expected results',
      '',
      'By the end of the project, all 40 schools will have daily water readings and a trained water club.',
      '',
      '5. Budget',
      '',
      'Sensors and installation: USD 24,800',
      'Training and materials: USD 38,200',
      '',
      '6. Sustainability',
      '',
      'After the project, the county health department has agreed to cover the data costs.',
    ].join('\n');
    const headings = segmentDocument(proposal, { language: 'en' })
      .units.filter((u) => u.kind === 'heading')
      .map((u) => u.text);
    expect(headings).toEqual([
      'Project Proposal: Clean Water Monitoring for Rural Schools',
      '1. Summary',
      '2. Problem',
      '3. Approach',
      '4. Expected results',
      '5. Budget',
      '6. Sustainability',
    ]);
  });

  it('leave a numbered list, each item a paragraph, a list', () => {
    const note = [
      'Packing list',
      '',
      '1. Tent',
      '',
      '2. Stove',
      '',
      '3. Water filter',
      '',
      'We leave at six on Saturday morning from the car park by the bridge.',
    ].join('\n');
    const units = segmentDocument(note, { language: 'en' }).units;
    expect(units.filter((u) => u.kind === 'item').map((u) => u.text)).toEqual([
      'Tent',
      'Stove',
      'Water filter',
    ]);
  });
});
