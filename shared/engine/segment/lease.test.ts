/**
 * A German lease pasted as text. Before, its parties' block gave a heading "Herrn Klaus Reinhardt,
 * Lindenstraße 12, 04109 Leipzig" (its "– nachfolgend „Vermieter“ –" read as a list under it), its
 * "§ 1 Mietsache" titles over their text were sentences, so level 3 had no parts,
 * and the signatures under "Leipzig, den 20. November 2026" closed levels 3 and 5.
 */
import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { segmentDocument } from './units.ts';

const LEASE = [
  'Mietvertrag über Wohnraum',
  '',
  'Zwischen',
  'Herrn Klaus Reinhardt, Lindenstraße 12, 04109 Leipzig',
  '– nachfolgend „Vermieter“ –',
  'und',
  'Frau Aylin Demir, Bahnhofstraße 3, 09111 Chemnitz',
  '– nachfolgend „Mieterin“ –',
  'wird folgender Mietvertrag geschlossen:',
  '',
  '§ 1 Mietsache',
  'Vermietet wird die Wohnung im 2. Obergeschoss links des Hauses Karl-Heine-Straße 48, 04229 Leipzig, bestehend aus drei Zimmern, Küche, Bad und Balkon. Die Wohnfläche beträgt 74 Quadratmeter.',
  '',
  '§ 2 Mietzeit',
  'Das Mietverhältnis beginnt am 1. Januar 2027 und läuft auf unbestimmte Zeit. Die Kündigung richtet sich nach den gesetzlichen Vorschriften.',
  '',
  '§ 3 Miete und Nebenkosten',
  'Die monatliche Grundmiete beträgt 690,00 Euro. Daneben zahlt die Mieterin eine monatliche Vorauszahlung auf die Betriebskosten von 160,00 Euro und auf die Heizkosten von 95,00 Euro. Die Miete ist monatlich im Voraus, spätestens am dritten Werktag des Monats, auf das Konto des Vermieters zu zahlen.',
  '',
  '§ 4 Mietkaution',
  'Die Mieterin leistet eine Kaution in Höhe von drei Grundmieten, also 2.070,00 Euro. Der Vermieter legt die Kaution getrennt von seinem Vermögen bei einem Kreditinstitut an.',
  '',
  '§ 5 Tierhaltung',
  'Die Haltung von Kleintieren ist erlaubt. Für die Haltung von Hunden und Katzen ist die vorherige Zustimmung des Vermieters erforderlich.',
  '',
  'Leipzig, den 20. November 2026',
  '',
  'Klaus Reinhardt (Vermieter)          Aylin Demir (Mieterin)',
].join('\n');

describe('a lease pasted as text', () => {
  it('has its sections by their signs as its parts, and its parties’ asides are no list', () => {
    const units = segmentDocument(LEASE, { language: 'de' }).units;
    expect(units.filter((u) => u.kind === 'heading').map((u) => u.text)).toEqual([
      'Mietvertrag über Wohnraum',
      '§ 1 Mietsache',
      '§ 2 Mietzeit',
      '§ 3 Miete und Nebenkosten',
      '§ 4 Mietkaution',
      '§ 5 Tierhaltung',
    ]);
    expect(units.some((u) => u.kind === 'item')).toBe(false);
  });

  it('gives every section its part in the in-depth summary, and never shows the signatures', () => {
    const summary = summarize(LEASE, { level: 3, language: 'de' }).markdown;
    for (const section of ['§ 1 Mietsache', '§ 2 Mietzeit', '§ 3 Miete und Nebenkosten', '§ 4 Mietkaution'])
      expect(summary).toContain(`### ${section}`);
    expect(summarize(LEASE, { level: 1, language: 'de' }).markdown).toContain(
      'Grundmiete beträgt 690,00 Euro',
    );
    for (const level of [3, 5] as const)
      expect(summarize(LEASE, { level, language: 'de' }).markdown).not.toContain('Aylin Demir (Mieterin)');
  });

  it('shows "Daneben …" only after the sentence it adds to', () => {
    for (const level of [1, 2, 3, 4, 5] as const) {
      const summary = summarize(LEASE, { level, language: 'de' }).markdown;
      if (summary.includes('Daneben zahlt')) expect(summary).toContain('690,00 Euro. Daneben zahlt');
    }
  });
});
