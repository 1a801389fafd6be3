/**
 * Minutes and resolutions: a brief summary keeps what was decided, not only the grounds for it.
 * Before, the council minutes' level-1 summary gave its recitals ("ATTENDU QUE …") and left out the
 * decision ("D'APPROUVER la demande de démolition …").
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { segmentDocument } from '../segment/units.ts';
import { dataDir } from '../tools/eval/data.ts';
import { decisionsOf } from './resolutions.ts';
import { summarize } from './summarize.ts';

const BOARD = [
  '# Minutes of the Board of Trustees',
  '',
  'The meeting was called to order at 6 p.m. by the chair. All trustees were present.',
  '',
  'The minutes of the May meeting were approved without changes. The treasurer reported that spending stayed within the annual budget and that the capital reserve holds $212,000.',
  '',
  'Two residents spoke during public comment about the opening hours of the children’s room on Saturdays.',
  '',
  'WHEREAS the library building on Elm Street has needed a new roof since the storms of last winter;',
  '',
  'WHEREAS three contractors submitted bids for the roof repair after the public notice of March;',
  '',
  'WHEREAS the facilities committee reviewed the bids and the references of each contractor;',
  '',
  'WHEREAS the bid of Northside Roofing was the lowest and met every requirement of the notice;',
  '',
  'NOW, THEREFORE, BE IT RESOLVED',
  '',
  'That the Board awards the roof repair contract to Northside Roofing for $48,500, to be paid from the capital reserve.',
  '',
  'The chair thanked the committee for its work on the bids. The meeting was adjourned at 7 p.m.',
].join('\n');

describe('resolutions', () => {
  it('keep the decision in a brief summary, with the formula that introduces it', () => {
    const { markdown } = summarize(BOARD, { level: 1, language: 'en' });
    expect(markdown).toContain('awards the roof repair contract to Northside Roofing');
    // The formula alone would promise what it does not say: it comes only with its decision.
    const lines = markdown.split('\n');
    const formula = lines.findIndex((line) => line.includes('BE IT RESOLVED'));
    if (formula >= 0) expect(lines.slice(formula).join(' ')).toContain('Northside Roofing for $48,500');
  });

  it('are read from their formula only as councils set it, not from everyday verbs', () => {
    const decided = (text: string, language: string) =>
      [...decisionsOf(segmentDocument(text).units, language)].filter(Boolean).length;
    expect(decided('IL EST RÉSOLU À L’UNANIMITÉ\n\nD’APPROUVER la demande.', 'fr')).toBe(1);
    expect(
      decided('RESOLVED, that the budget for 2027 is approved as presented by the treasurer.', 'en'),
    ).toBe(1);
    expect(decided('SE RESUELVE\n\nAprobar el presupuesto.', 'es')).toBe(1);
    // A court's ruling: the long sentence naming the court ends in the formula; a label stands before the ruling.
    const ruling =
      'Das Bundesverwaltungsgericht hat durch den Richter als Vorsitzenden über die Beschwerde der Gesellschaft zu Recht erkannt:\n\nA)\n\nDer Beschwerde wird teilweise Folge gegeben.';
    const units = segmentDocument(ruling).units;
    expect(units.filter((_, i) => decisionsOf(units, 'de')[i] === 1).map((u) => u.text)).toEqual([
      'Der Beschwerde wird teilweise Folge gegeben.',
    ]);
    expect(
      decided(
        'СЛУШАЛИ: отчёт директора о ремонте крыши.\n\nРЕШИЛИ:\n\nПоручить ремонт крыши подрядчику «Север».',
        'ru',
      ),
    ).toBe(1);
    expect(decided('Мы решили встретиться завтра. Все согласились.', 'ru')).toBe(0);
    expect(decided('Se resuelve fácilmente. Basta con agua tibia.', 'es')).toBe(0);
    expect(decided('Resolve o problema. Depois, limpe a mesa.', 'pt')).toBe(0);
    expect(decided('The dispute was resolved last year. Both sides agreed.', 'en')).toBe(0);
  });
});

const realFile = join(dataDir(), 'documents/pdf/pdfplumber_2023-06-20-PV.pdf');

describe('a meeting’s notes', () => {
  const NOTES = [
    'Project Phoenix – weekly meeting notes',
    'Date: 12 March 2026',
    'Attendees: Maria Lopez, John Baker, Priya Shah, Tom Weber',
    '',
    '1. Status',
    '- Hardware: panels delayed two weeks; new ship date August 14.',
    '- Software: release candidate 3 passed all regression tests.',
    '- Marketing: campaign assets 80% done.',
    '',
    '2. Decisions',
    '- Launch moves from September 1 to September 15.',
    '- Press event stays on September 16.',
    '- We will not ship with the older panels.',
    '',
    '3. Action items',
    '- John: inform retailers of the new date by Friday.',
    '- Priya: update the campaign calendar.',
    '- Tom: ask the vendor about penalty clauses.',
  ].join('\n');

  it('decide what their "Decisions" part lists, each item a decision', () => {
    const { units } = segmentDocument(NOTES, { language: 'en' });
    const decided = decisionsOf(units, 'en');
    expect(units.filter((_, i) => decided[i]).map((u) => u.text)).toEqual([
      'Launch moves from September 1 to September 15.',
      'Press event stays on September 16.',
      'We will not ship with the older panels.',
    ]);
  });

  it('are summarized by their parts, the decisions first in a brief summary, without the date and attendees', () => {
    const brief = summarize(NOTES, { level: 2, language: 'en' }).markdown;
    expect(brief).toContain('## 2. Decisions\n\n- Launch moves from September 1 to September 15.');
    expect(brief).not.toMatch(/Attendees|Date:|- Status|- Decisions/);
    const balanced = summarize(NOTES, { level: 3, language: 'en' }).markdown;
    expect(balanced).toMatch(/## 1\. Status[\s\S]*## 2\. Decisions[\s\S]*## 3\. Action items/);
  });
});

describe.skipIf(!existsSync(realFile))('resolutions in a real file (a French council committee)', () => {
  it('summarize the minutes with their decision', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(realFile)), 'pv.pdf');
    for (const level of [1, 3] as const) {
      expect(summarize(text, { level, language: 'fr' }).markdown).toContain(
        'APPROUVER la demande de démolition partielle',
      );
    }
  });
});

const ruling = join(dataDir(), 'documents/rtf/striprtf_BVWGT_20241227_W258_2227269_1_00_01.rtf');

describe.skipIf(!existsSync(ruling))('rulings in a real file (an Austrian court decision)', () => {
  it('open the brief summary with the whole operative sentence, the reduced fine included', async () => {
    const { text } = await extract(new Uint8Array(readFileSync(ruling)), 'ruling.rtf');
    const first = summarize(text, { level: 1, language: 'de' }).markdown.split('\n')[0];
    expect(first).toMatch(/^- Der Beschwerde wird teilweise Folge gegeben und I\.\) das Verfahren/);
    expect(first).toContain('III.) die Geldbuße gemäß § 30 DSG auf EUR 16.000.000');
    expect(first).toMatch(/herabgesetzt\.$/);
    // Longer summaries open their key points with it, whole on one bullet.
    const keyPoint = summarize(text, { level: 3, language: 'de' })
      .markdown.split('\n')
      .find((line) => line.startsWith('- '));
    expect(keyPoint).toMatch(/^- Der Beschwerde wird teilweise Folge gegeben und I\.\) .* herabgesetzt\.$/);
  });
});
