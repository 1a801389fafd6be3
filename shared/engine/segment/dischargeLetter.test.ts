/**
 * A German hospital's discharge letter, laid out as such letters are. Before, its level 1 gave
 * "Patient: Herr Peter Schmitt, geb." (cut at "geb.") and "H. Berger          Dr. med." (its signature,
 * cut at "med."); the recipient's address, the date line and the salutation under them were text; its
 * "Diagnosen:", "Verlauf:" and "Therapieempfehlung:" were no parts; and the clinic's two letterhead
 * lines were read as one wrapped line, the document's title.
 */
import { describe, expect, it } from 'vitest';
import { extract } from '../extract/index.ts';
import { summarize } from '../summarize/summarize.ts';
import { segmentDocument } from './units.ts';

const LETTER = [
  'Klinik für Innere Medizin – Kreiskrankenhaus Waldstadt',
  'Chefarzt Prof. Dr. med. H. Berger',
  '',
  'Herrn Dr. med. K. Vogel',
  'Facharzt für Allgemeinmedizin',
  'Lindenstraße 12',
  '79100 Waldstadt',
  '',
  'Waldstadt, den 22.11.2026',
  '',
  'Entlassungsbericht',
  'Patient: Herr Peter Schmitt, geb. 14.03.1958',
  'Stationärer Aufenthalt vom 15.11.2026 bis 22.11.2026',
  '',
  'Sehr geehrter Herr Kollege Vogel,',
  '',
  'wir berichten über Ihren Patienten, der sich vom 15.11. bis 22.11.2026 in unserer stationären Behandlung befand.',
  '',
  'Diagnosen:',
  '- Ambulant erworbene Pneumonie rechts basal',
  '- Arterielle Hypertonie',
  '- Diabetes mellitus Typ 2, nicht insulinpflichtig',
  '',
  'Anamnese:',
  'Der Patient stellte sich mit Fieber bis 39,2 °C, produktivem Husten und Atemnot seit drei Tagen vor.',
  '',
  'Verlauf:',
  'Radiologisch zeigte sich ein Infiltrat im rechten Unterlappen. Unter intravenöser Therapie mit Ampicillin/Sulbactam besserten sich Fieber und Entzündungswerte rasch; das CRP fiel von 184 auf 22 mg/l. Am vierten Tag wurde die Therapie auf orales Amoxicillin/Clavulansäure umgestellt. Der Blutzucker war unter der Infektion erhöht und normalisierte sich ohne Anpassung der Medikation.',
  '',
  'Therapieempfehlung:',
  'Amoxicillin/Clavulansäure 875/125 mg 1-0-1 bis einschließlich 26.11.2026. Die übrige Medikation bitten wir unverändert fortzuführen. Eine Röntgenkontrolle des Thorax empfehlen wir in sechs Wochen.',
  '',
  'Wir entlassen den Patienten in gutem Allgemeinzustand in Ihre weitere hausärztliche Betreuung.',
  '',
  'Mit freundlichen kollegialen Grüßen',
  '',
  'Prof. Dr. med. H. Berger          Dr. med. S. Aydin',
  'Chefarzt                          Assistenzärztin',
].join('\n');

async function summaryOf(level: 1 | 2 | 3 | 4 | 5): Promise<string> {
  const { text } = await extract(new TextEncoder().encode(LETTER), 'entlassungsbericht.txt');
  return summarize(text, { level, language: 'de' }).markdown;
}

describe('a discharge letter', () => {
  it('keeps its lines and its abbreviations whole', async () => {
    const { text } = await extract(new TextEncoder().encode(LETTER), 'entlassungsbericht.txt');
    const units = segmentDocument(text, { language: 'de' }).units.map((u) => u.text);
    for (const line of [
      'Chefarzt Prof. Dr. med. H. Berger',
      'Patient: Herr Peter Schmitt, geb. 14.03.1958',
      'Stationärer Aufenthalt vom 15.11.2026 bis 22.11.2026',
    ])
      expect(units).toContain(line);
  });

  it('has its labelled parts as parts', async () => {
    const parts = (await summaryOf(5)).match(/^## .*/gmu);
    expect(parts).toEqual(['## Diagnosen', '## Anamnese', '## Verlauf', '## Therapieempfehlung']);
  });

  it('never shows the address, the date line, the salutation, the close or the signature', async () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      const markdown = await summaryOf(level);
      expect(markdown, `level ${level}`).not.toMatch(
        /Herrn Dr\. med\. K\. Vogel|Lindenstraße|79100|den 22\.11\.2026|Sehr geehrter|Grüßen|Aydin|Assistenzärztin/u,
      );
    }
  });
});
