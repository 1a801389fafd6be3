import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { segmentDocument } from './units.ts';

/** A structured abstract pasted as text: labels in capitals run into each part's first sentence. */
const ABSTRACT = [
  'Effect of Early Mobilisation on Length of Stay After Hip Fracture Surgery: A Randomised Controlled Trial',
  '',
  "Marta Ellison, MD; Jonah Pereira, PhD; Sun-Hee Park, RN; Daniel O'Rourke, MD",
  '',
  'Abstract',
  '',
  'BACKGROUND: Hip fracture in older adults is followed by long hospital stays and loss of independence. Whether getting patients out of bed within 24 hours of surgery shortens their stay is uncertain.',
  '',
  'METHODS: We conducted a randomised controlled trial at four teaching hospitals between March 2021 and August 2023. Patients aged 65 years or older who underwent surgical repair of a hip fracture were assigned to early mobilisation, beginning within 24 hours of surgery, or to usual care, beginning at 48 to 72 hours. The primary outcome was length of hospital stay. Secondary outcomes included walking independence at 30 days, delirium, and readmission within 90 days.',
  '',
  'RESULTS: Of 612 patients enrolled, 306 were assigned to early mobilisation and 306 to usual care. The median length of stay was 8 days (interquartile range, 6 to 11) in the early-mobilisation group and 10 days (interquartile range, 7 to 14) in the usual-care group (difference, -2 days; 95% confidence interval, -3 to -1; P<0.001). At 30 days, 58% of patients in the early-mobilisation group walked independently, as compared with 44% in the usual-care group. Delirium occurred in 17% and 24% of patients, respectively. Readmission rates did not differ significantly (12% vs. 13%). Falls during hospitalisation were rare in both groups.',
  '',
  'CONCLUSIONS: Among older adults undergoing hip fracture surgery, mobilisation within 24 hours shortened hospital stay by 2 days and improved walking independence at 30 days without increasing falls or readmissions.',
  '',
  '(Funded by the National Institute for Health Research; MOVE-HIP ClinicalTrials.gov number, NCT04512345.)',
  '',
  'Keywords: hip fracture; early mobilisation; length of stay; older adults; rehabilitation',
].join('\n');

describe('labels in capitals run into their paragraphs', () => {
  it('title the parts of a structured abstract, under the line that titles them all', () => {
    const { units } = segmentDocument(ABSTRACT, { language: 'en' });
    const headings = units.filter((u) => u.kind === 'heading').map((u) => [u.text, u.level]);
    expect(headings).toEqual([
      [
        'Effect of Early Mobilisation on Length of Stay After Hip Fracture Surgery: A Randomised Controlled Trial',
        1,
      ],
      ['Abstract', 2],
      ['BACKGROUND', 3],
      ['METHODS', 3],
      ['RESULTS', 3],
      ['CONCLUSIONS', 3],
    ]);
    const results = units.find((u) => u.text.startsWith('Of 612 patients'));
    expect(results?.kind).toBe('sentence');
    expect(ABSTRACT.slice(results!.start, results!.end)).toBe(results!.text);
  });

  it('are no speakers, each used once, where little else stands around them', () => {
    const bare = ABSTRACT.split('\n')
      .filter((line) => /^[A-Z]{4,}: /u.test(line) || line.startsWith('Effect'))
      .join('\n\n');
    const { units } = segmentDocument(bare, { language: 'en' });
    expect(units.some((u) => u.speaker !== undefined)).toBe(false);
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toContain('CONCLUSIONS');
  });

  it('give the brief summary what the study concludes', () => {
    const brief = summarize(ABSTRACT, { level: 1 }).markdown;
    expect(brief).toContain('mobilisation within 24 hours shortened hospital stay by 2 days');
    expect(brief).not.toMatch(/CONCLUSIONS|RESULTS/u);
  });

  it('stay in their sentences when fewer than three, when they come back as speakers do, or among the text', () => {
    const notes = [
      'Site visit',
      '',
      'NOTE: The gate closes at six in the evening on weekdays and at noon on Saturdays.',
      '',
      'WARNING: The east stairs are wet after rain and should not be used then.',
      '',
      'The visit starts at the main office.',
    ].join('\n');
    const interview = [
      'Interview with the harbour master',
      '',
      'REPORTER: How many ships came in last year, and how many the year before?',
      '',
      'HARBOUR MASTER: About four hundred, which is fifty more than the year before.',
      '',
      'REPORTER: What changed, in your view, to bring so many more of them here?',
      '',
      'HARBOUR MASTER: The new quay opened in March and takes the larger ships now.',
    ].join('\n');
    const howTo = [
      'Replacing the filter',
      '',
      'NOTE: Switch the unit off at the wall before you open the cover.',
      '',
      'Open the cover by pressing both tabs at once and lifting it towards you.',
      '',
      'WARNING: The old filter may hold dust; wear a mask when you take it out.',
      '',
      'Slide the new filter in with the arrow pointing towards the fan.',
      '',
      'TIP: Write the date on the new filter so you know when it is due again.',
      '',
      'Close the cover until both tabs click into place.',
    ].join('\n');
    for (const text of [notes, interview, howTo]) {
      const headings = segmentDocument(text, { language: 'en' }).units.filter((u) => u.kind === 'heading');
      expect(headings.map((u) => u.text)).toHaveLength(1);
    }
  });

  it('title a Spanish contract’s clauses, by ordinal and title, and its parties’ part', () => {
    const contract = [
      'CONTRATO DE PRESTACIÓN DE SERVICIOS',
      '',
      'REUNIDOS',
      '',
      'De una parte, DATALIA SOLUCIONES, S.L., representada por Dña. Elena Ruiz (en adelante, "el Proveedor").',
      '',
      'CLÁUSULAS',
      '',
      'PRIMERA.- OBJETO. El Proveedor prestará al Cliente servicios de mantenimiento del sistema de pedidos.',
      '',
      'SEGUNDA.- DURACIÓN. El contrato tendrá una duración de un año desde la fecha de firma.',
      '',
      'TERCERA.- PRECIO. El Cliente abonará una cuota mensual de 3.200 euros más IVA.',
    ].join('\n');
    const { units } = segmentDocument(contract, { language: 'es' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => [u.text, u.level])).toEqual([
      ['CONTRATO DE PRESTACIÓN DE SERVICIOS', 1],
      ['REUNIDOS', 2],
      ['CLÁUSULAS', 2],
      ['PRIMERA.- OBJETO', 3],
      ['SEGUNDA.- DURACIÓN', 3],
      ['TERCERA.- PRECIO', 3],
    ]);
    expect(units.map((u) => u.text)).toContain(
      'De una parte, DATALIA SOLUCIONES, S.L., representada por Dña. Elena Ruiz (en adelante, "el Proveedor").',
    );
  });
});

describe('phrases closed by a full stop that open paragraphs in a row', () => {
  const UPDATE = [
    'Important changes to our Terms of Service',
    '',
    'What’s changing',
    '',
    'Data retention. We will now delete inactive accounts and their data after 24 months without a sign-in.',
    '',
    'AI features. If you use our new writing assistant, the text you submit will be processed by our provider.',
    '',
    'Dispute resolution. Disputes with users in the United States will be resolved by individual arbitration.',
  ].join('\n');

  it('are the titles of a notice’s parts, under the line alone above them', () => {
    const { units } = segmentDocument(UPDATE, { language: 'en' });
    expect(units.filter((u) => u.kind === 'heading').map((u) => [u.level, u.text])).toEqual([
      [1, 'Important changes to our Terms of Service'],
      [2, 'What’s changing'],
      [3, 'Data retention'],
      [3, 'AI features'],
      [3, 'Dispute resolution'],
    ]);
    expect(summarize(UPDATE, { level: 5, language: 'en' }).markdown).not.toMatch(/^- Data retention\./mu);
  });

  it('are no titles as a story’s short sentences, a match’s recurring events or a name’s abbreviation', () => {
    const story = [
      'It rained. The road to the farm was mud by noon and the truck would not start.',
      '',
      'We waited. Nobody came from the village, and the radio said the bridge was closed.',
      '',
      'Then she left. She took the dog and walked the six miles to the station alone.',
    ].join('\n');
    const match = [
      'Attempt blocked. Chris Millar (St. Johnstone) right footed shot from the centre of the box is blocked.',
      '',
      'Attempt missed. Billy McKay (Inverness CT) header from the centre of the box misses to the left.',
      '',
      'Penalty St. Johnstone. Graham Cummins draws a foul in the penalty area after a long run.',
      '',
      'Attempt blocked. Billy McKay (Inverness CT) right footed shot from outside the box is blocked.',
    ].join('\n');
    for (const text of [story, match])
      expect(segmentDocument(text, { language: 'en' }).units.some((u) => u.kind === 'heading')).toBe(false);
  });
});

describe('a paper’s abstract named at the start of its paragraph', () => {
  it('is split off as the title of its part, in any language, near the top only', () => {
    for (const [text, language, label] of [
      [
        'Crack Detection\n\nAbstract—We propose a method for detecting cracks. It reaches an F1 of 0.89.',
        'en',
        'Abstract',
      ],
      [
        'Crack Detection\n\nAbstract. We propose a method for detecting cracks. It reaches an F1 of 0.89.',
        'en',
        'Abstract',
      ],
      ['城市道路裂缝检测\n\n摘要：本文提出一种道路裂缝自动检测方法。实验结果表明该方法有效。', 'zh', '摘要'],
    ] as const) {
      const { units } = segmentDocument(text, { language });
      expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toContain(label);
      expect(units.some((u) => u.kind === 'sentence' && u.text.startsWith(label))).toBe(false);
    }
    const late = ['Notes', ...Array.from({ length: 9 }, (_, i) => `Paragraph ${i + 1} says something here.`)]
      .concat('Summary: The committee agreed to meet again in May.')
      .join('\n\n');
    expect(segmentDocument(late, { language: 'en' }).units.filter((u) => u.kind === 'heading')).toHaveLength(
      1,
    );
  });
});
