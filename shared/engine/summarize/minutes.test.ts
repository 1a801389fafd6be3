/**
 * Minutes that decide in prose. Before, a committee's minutes gave at level 1 "Carol welcomed everyone
 * …" and "Amira presented three quotes …", a German department's "Frau Becker begrüßt die Anwesenden."
 * and "Herr Yilmaz stellt die Zahlen vor.", and left out what the meeting decided; at level 3 the
 * section cover gave an owners' meeting's facade part "Votan en contra …" in place of its decision.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { segmentDocument } from '../segment/units.ts';
import { decidesInProse, isMinutes, runsTheMeeting } from './minutes.ts';
import { summarize } from './summarize.ts';

const COMMITTEE = [
  'Northfield Library Friends Association',
  'Minutes of the Committee Meeting, November 12, 2026',
  '',
  'Attendees: Carol Diaz (chair), Peter Lund, Amira Haddad, Joe Brennan, Lisa Moreau',
  'Apologies: Ken Ota',
  '',
  '1. Welcome and apologies',
  'Carol welcomed everyone and noted apologies from Ken. The minutes of the October meeting were approved without changes.',
  '',
  '2. Book sale results',
  'Peter reported that the autumn book sale raised $6,840, the best result in five years. About 40 volunteers worked across the two days. Unsold books will be offered to the county prison library.',
  '',
  '3. Reading garden project',
  'Amira presented three quotes for the reading garden behind the branch. After discussion, the committee agreed to accept the quote from Greenway Landscaping for $18,500, to be paid from the sale proceeds and the Hartley bequest. Work will start in March so that the garden is ready for the summer reading program.',
  '',
  '4. Membership',
  'Joe reported 212 paying members, down from 240 last year. The committee decided to offer a free first year to anyone who signs up at the spring fair. Lisa will design a new leaflet.',
  '',
  '5. Any other business',
  'The holiday party will take place on December 15 at 5 pm in the community room.',
  '',
  'The meeting closed at 8:40 pm. Next meeting: January 14, 2027.',
].join('\n');

const PROTOKOLL = [
  'Protokoll der Abteilungsbesprechung Vertrieb',
  'Datum: 18.11.2026, 9:00–10:30 Uhr',
  'Teilnehmende: S. Becker (Leitung), M. Yilmaz, J. Schröder, A. Novak',
  '',
  'TOP 1: Begrüßung und Genehmigung des letzten Protokolls',
  'Frau Becker begrüßt die Anwesenden. Das Protokoll vom 4.11. wird ohne Änderungen genehmigt.',
  '',
  'TOP 2: Umsatzentwicklung Q3',
  'Herr Yilmaz stellt die Zahlen vor. Der Umsatz liegt mit 2,4 Mio. Euro 8 % über dem Vorjahr, im Segment Mittelstand sogar 15 % darüber. Rückläufig ist dagegen das Geschäft mit Großkunden (minus 6 %), vor allem wegen der Kündigung des Rahmenvertrags mit der Hansen AG.',
  '',
  'TOP 3: Messeauftritt 2027',
  'Die Teilnahme an der Fachmesse in Köln im März wird beschlossen. Das Budget beträgt 45.000 Euro. Frau Novak übernimmt die Organisation und stellt bis zum 15.12. ein Konzept vor.',
  '',
  'TOP 4: Verschiedenes',
  'Herr Schröder weist darauf hin, dass ab Januar das neue CRM-System genutzt wird. Schulungen finden in der zweiten Dezemberwoche statt.',
].join('\n');

const ASSEMBLEE = [
  "Association des parents d'élèves de l'école Jean-Moulin",
  "Procès-verbal de l'assemblée générale du 20 novembre 2026",
  '',
  'Présents : 34 adhérents. Le quorum est atteint.',
  'Président de séance : Mme Laurent. Secrétaire : M. Benali.',
  '',
  '1. Rapport moral',
  "Mme Laurent présente le rapport moral. L'association a organisé cette année la kermesse, deux bourses aux livres et une collecte pour la classe de neige. Le rapport moral est adopté à l'unanimité.",
  '',
  '2. Rapport financier',
  "M. Perrin, trésorier, présente les comptes. Les recettes s'élèvent à 12 450 euros et les dépenses à 10 980 euros, soit un excédent de 1 470 euros. Le rapport financier est adopté à l'unanimité moins deux abstentions.",
  '',
  "3. Projets pour l'année",
  "L'assemblée décide de financer à hauteur de 3 000 euros la sortie au musée des sciences pour les classes de CM1 et CM2. Il est également décidé de porter la cotisation annuelle de 10 à 12 euros à partir de la rentrée 2027.",
  '',
  '4. Élection du bureau',
  'Mme Laurent est réélue présidente. M. Benali devient trésorier, en remplacement de M. Perrin qui ne se représentait pas.',
  '',
  'La séance est levée à 21 h 45.',
].join('\n');

const ACTA = [
  'ACTA DE LA REUNIÓN DE LA JUNTA DE PROPIETARIOS',
  'Comunidad de Propietarios Calle Olmo 14, Valencia',
  '',
  'Fecha: 19 de noviembre de 2026, a las 19:00 horas, en segunda convocatoria.',
  'Asistentes: 11 propietarios, presentes o representados, que suman el 68 % de las cuotas.',
  '',
  'Primero. Aprobación de las cuentas del ejercicio 2025-2026',
  'El administrador presenta el estado de cuentas. Los gastos ascendieron a 28.400 euros, un 9 % más que el año anterior, sobre todo por la reparación del ascensor. Se aprueban las cuentas por unanimidad.',
  '',
  'Segundo. Rehabilitación de la fachada',
  'Se presentan tres presupuestos para la rehabilitación de la fachada. Tras un amplio debate, se acuerda por mayoría contratar a Reformas Turia por 96.000 euros, que se pagarán mediante una derrama en doce cuotas mensuales a partir de enero. Votan en contra los propietarios del 2.º B y del 4.º A.',
  '',
  'Tercero. Nombramiento de cargos',
  'Se nombra presidenta a doña Elena Ruiz, propietaria del 3.º C, para el próximo ejercicio.',
  '',
  'Cuarto. Ruegos y preguntas',
  'Varios vecinos piden que se revise la iluminación del garaje. El administrador pedirá un presupuesto.',
  '',
  'Sin más asuntos que tratar, se levanta la sesión a las 20:50 horas.',
].join('\n');

/** A text file's summary, as the product makes it: the file read first, then summarized. */
async function summaryOf(text: string, level: 1 | 2 | 3 | 4 | 5, language: string): Promise<string> {
  const doc = await extract(new TextEncoder().encode(text), 'minutes.txt');
  return summarize(doc.text, { level, language }).markdown;
}

const BOARD = [
  'RIVERBEND COMMUNITY HEALTH CENTER',
  'MINUTES OF THE REGULAR MEETING OF THE BOARD OF DIRECTORS',
  'Held on October 14, 2026, at 6:00 p.m., Main Conference Room',
  '',
  'Present: Helen Park (Chair), Marcus Bell (Treasurer), Dr. Aisha Rahman, Tom Kowalski, Grace Nguyen',
  'Absent: Luis Ortega',
  'Also present: Dana Whitfield, Chief Executive Officer; Sam Ito, Finance Director',
  '',
  '1. Call to Order',
  'The Chair called the meeting to order at 6:04 p.m. A quorum was present.',
  '',
  '2. Approval of Minutes',
  'The minutes of the September 9, 2026 meeting were reviewed. Upon motion by Ms. Nguyen, seconded by Mr. Bell, the minutes were approved as presented.',
  '',
  "3. Treasurer's Report",
  'Mr. Bell reported that operating revenue for the third quarter was $4.2 million, 6% above budget, driven by higher patient volume at the dental clinic. Expenses were 3% above budget because of agency nursing costs. Cash on hand stands at 94 days. Mr. Ito noted that the new electronic billing system has reduced the average time to collect payment from 52 to 38 days.',
  '',
  "4. Chief Executive Officer's Report",
  'Ms. Whitfield reported that the mobile clinic served 1,140 patients in its first six months. The center received a $600,000 state grant for behavioral health services, which will fund two additional counselors starting in January. Recruitment for a pediatrician remains difficult; the position has been open for eight months.',
  '',
  '5. New Business',
  'a. Expansion of evening hours. Ms. Whitfield proposed extending clinic hours to 8:00 p.m. on Tuesdays and Thursdays. After discussion of staffing and security costs, the following resolution was adopted:',
  'RESOLVED, that the Board approves extended evening hours on Tuesdays and Thursdays beginning January 5, 2027, for a trial period of six months.',
  'Motion by Dr. Rahman, seconded by Mr. Kowalski. Approved unanimously.',
  '',
  'b. Capital budget. The Board discussed replacing the roof of the main building, estimated at $380,000.',
  'RESOLVED, that the Board authorizes the Chief Executive Officer to solicit bids for roof replacement, with a final contract to return to the Board for approval.',
  'Motion by Mr. Bell, seconded by Ms. Nguyen. Approved, with Mr. Kowalski abstaining.',
  '',
  '6. Executive Session',
  'The Board entered executive session at 7:12 p.m. to discuss a personnel matter and returned to open session at 7:40 p.m. No action was taken.',
  '',
  '7. Adjournment',
  'There being no further business, the meeting was adjourned at 7:45 p.m.',
  '',
  'Respectfully submitted,',
  'Grace Nguyen, Secretary',
].join('\n');

describe('minutes that decide in prose', () => {
  it('give what the meeting decided at level 1, not its welcome or an item announced', async () => {
    const english = await summaryOf(COMMITTEE, 1, 'en');
    expect(english).toContain('the committee agreed to accept the quote from Greenway Landscaping');
    expect(english).not.toMatch(/welcomed|Amira presented|Next meeting/);
    const german = await summaryOf(PROTOKOLL, 1, 'de');
    expect(german).toContain('Die Teilnahme an der Fachmesse in Köln im März wird beschlossen.');
    expect(german).not.toMatch(/begrüßt|stellt die Zahlen vor/);
    const french = await summaryOf(ASSEMBLEE, 1, 'fr');
    expect(french).toContain("L'assemblée décide de financer à hauteur de 3 000 euros");
    expect(french).not.toMatch(/Président de séance|présente le rapport/);
  });

  it('never show their procedure, at any level', async () => {
    for (const level of [2, 3, 4, 5] as const) {
      const english = await summaryOf(COMMITTEE, level, 'en');
      expect(english).not.toMatch(/welcomed everyone|minutes of the October|meeting closed|Next meeting/);
      const french = await summaryOf(ASSEMBLEE, level, 'fr');
      expect(french).not.toMatch(
        /quorum|séance est levée|Secrétaire :|présente les comptes|rapport moral est adopté/,
      );
      const spanish = await summaryOf(ACTA, level, 'es');
      expect(spanish).not.toMatch(
        /presenta el estado de cuentas|se levanta la sesión|Se aprueban las cuentas/,
      );
    }
  });

  it('cover a part that decides with its decision, not a shorter sentence of its own', async () => {
    for (const level of [3, 4] as const) {
      const spanish = await summaryOf(ACTA, level, 'es');
      expect(spanish).toContain('se acuerda por mayoría contratar a Reformas Turia por 96.000 euros');
      const english = await summaryOf(COMMITTEE, level, 'en');
      expect(english).toContain('The committee decided to offer a free first year');
    }
  });

  it('leave out a board’s votes, its closed session and the secretary who signs them', async () => {
    for (const level of [3, 4, 5] as const) {
      const board = await summaryOf(BOARD, level, 'en');
      expect(board).toContain('RESOLVED, that the Board approves extended evening hours');
      expect(board).not.toMatch(
        /Also present|Motion by|Approved unanimously|executive session|Grace Nguyen, Secretary/,
      );
    }
  });
});

describe('what minutes are, and what runs a meeting', () => {
  const unitsOf = (text: string) => segmentDocument(text, { language: 'en' }).units;
  const fileUnitsOf = async (text: string) =>
    unitsOf((await extract(new TextEncoder().encode(text), 'm.txt')).text);

  it('are minutes only where a title at the top names them', async () => {
    expect(isMinutes(await fileUnitsOf(COMMITTEE))).toBe(true);
    expect(isMinutes(await fileUnitsOf(PROTOKOLL))).toBe(true);
    expect(
      isMinutes(
        unitsOf('# Weeknight chili in 30 minutes\n\nBrown the onions. The committee agreed to taste it.'),
      ),
    ).toBe(false);
    expect(isMinutes(unitsOf('# Quarterly report\n\nThe board approved the budget. Revenue rose.'))).toBe(
      false,
    );
  });

  it('tell procedure from a decision and from a report', () => {
    for (const procedure of [
      'The Chair called the meeting to order at 6:04 p.m.',
      'Motion by Mr. Bell, seconded by Ms. Nguyen.',
      'Approved, with Mr. Kowalski abstaining.',
      'Herr Yilmaz stellt die Zahlen vor.',
      'M. Perrin, trésorier, présente les comptes.',
      'Das Protokoll vom 4.11. wird ohne Änderungen genehmigt.',
      'Sin más asuntos que tratar, se levanta la sesión a las 20:50 horas.',
    ])
      expect(runsTheMeeting(procedure), procedure).toBe(true);
    for (const content of [
      'Peter reported that the autumn book sale raised $6,840, the best result in five years.',
      'Amira presented three quotes for the reading garden behind the branch.',
      'The Board approved the 2027 budget of $4 million.',
    ])
      expect(runsTheMeeting(content), content).toBe(false);
    expect(decidesInProse('The Board approved the 2027 budget of $4 million.')).toBe(true);
    expect(decidesInProse('Il est également décidé de porter la cotisation annuelle de 10 à 12 euros.')).toBe(
      true,
    );
    expect(decidesInProse('The minutes of the October meeting were approved without changes.')).toBe(false);
    expect(decidesInProse('Peter reported that the book sale raised $6,840.')).toBe(false);
  });
});

/** Japanese minutes: their decisions set under "決定事項", each item after a "・". */
const GIJIROKU = [
  '第3回 新製品開発プロジェクト定例会議 議事録',
  '',
  '日時：2026年11月19日（木）10:00〜11:30',
  '場所：本社5階 第2会議室',
  '出席者：山田（議長）、佐藤、鈴木、高橋、田中',
  '記録：田中',
  '',
  '1. 試作品の評価結果',
  '鈴木より、試作品Bの耐久試験の結果が報告された。500回の開閉試験で、ヒンジ部分に亀裂が発生した。材質を樹脂から金属に変更すれば強度は十分だが、重量が約15グラム増える。',
  '',
  '2. 発売時期について',
  '佐藤より、材質変更に伴い金型の修正が必要となり、当初予定の3月発売は難しいとの説明があった。議論の結果、発売を5月に延期することで合意した。',
  '',
  '3. 決定事項',
  '・ヒンジ部分の材質を金属に変更する。',
  '・発売日を2026年5月に延期する。',
  '・営業部に延期を12月5日までに通知する。',
  '',
  '4. 次回予定',
  '次回は12月3日（木）10:00から開催する。',
].join('\n');

describe('minutes in Japanese', () => {
  it('read a "・" as a bullet, and say their decisions at level 1', () => {
    const { units } = segmentDocument(GIJIROKU, { language: 'ja' });
    expect(units.filter((u) => u.kind === 'item').map((u) => u.text)).toEqual([
      'ヒンジ部分の材質を金属に変更する。',
      '発売日を2026年5月に延期する。',
      '営業部に延期を12月5日までに通知する。',
    ]);
    const summary = summarize(GIJIROKU, { level: 1, language: 'ja' }).markdown;
    expect(summary).toContain('発売日を2026年5月に延期する。');
  });
});
