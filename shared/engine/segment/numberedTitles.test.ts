import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { segmentDocument } from './units.ts';

/** Parts numbered as notes, reports, policies and proposals number them (plainStructure.ts). */

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

/** A medicine's leaflet: its contents listed, then each part under the same numbered title. */
const LEAFLET = [
  'Package leaflet: Information for the patient',
  '',
  'What is in this leaflet',
  '1. What Dolorex is and what it is used for',
  '2. What you need to know before you take Dolorex',
  '3. How to take Dolorex',
  '',
  '1. What Dolorex is and what it is used for',
  '',
  'Dolorex contains ibuprofen, which belongs to a group of medicines called non-steroidal anti-inflammatory drugs.',
  '',
  '2. What you need to know before you take Dolorex',
  '',
  'Do not take Dolorex:',
  '- if you have ever had a stomach ulcer;',
  '- if you are in the last three months of pregnancy.',
  '',
  '3. How to take Dolorex',
  '',
  'The recommended dose for adults is one tablet taken with water, up to three times a day.',
].join('\n');

describe('numbered titles after a list of contents', () => {
  it('title their parts, numbered anew, and the contents are furniture', () => {
    const { units } = segmentDocument(LEAFLET, { language: 'en' });
    const headings = units.filter((u) => u.kind === 'heading').map((u) => u.text);
    expect(headings).toEqual([
      'Package leaflet: Information for the patient',
      'What is in this leaflet',
      '1. What Dolorex is and what it is used for',
      '2. What you need to know before you take Dolorex',
      '3. How to take Dolorex',
    ]);
    const summary = summarize(LEAFLET, { level: 5, language: 'en' }).markdown;
    expect(summary).toContain('## 2. What you need to know before you take Dolorex');
    // Each listed part is said under its own title, not under the contents' title.
    expect(summary).not.toMatch(/What is in this leaflet\n\n- (?:What|How)/);
  });
});
