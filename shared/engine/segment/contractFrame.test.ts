/**
 * An Italian lease, as such contracts are set out. Before, its level 1 gave the landlord's line ending
 * on the "e" between the parties, "si conviene e si stipula quanto segue:" and "Letto, approvato e
 * sottoscritto.", and cut "Tra il Sig." off its party.
 */
import { describe, expect, it } from 'vitest';
import { followersOf } from '../summarize/announcements.ts';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

const LEASE = [
  'CONTRATTO DI LOCAZIONE AD USO ABITATIVO',
  '',
  'Tra il Sig. Marco Bianchi, nato a Bologna il 12 maggio 1970, residente in Bologna, Via Saragozza 44 (di seguito "Locatore")',
  '',
  'e',
  '',
  'la Sig.ra Giulia Ferri, nata a Modena il 3 luglio 1995, residente in Modena, Via Emilia Centro 120 (di seguito "Conduttore")',
  '',
  'si conviene e si stipula quanto segue:',
  '',
  'Art. 1 - Oggetto',
  "Il Locatore concede in locazione al Conduttore l'appartamento sito in Bologna, Via del Pratello 18, piano secondo, composto da due vani, cucina e bagno.",
  '',
  'Art. 2 - Canone',
  'Il canone annuo è fissato in euro 10.800,00, da pagarsi in dodici rate mensili anticipate di euro 900,00 ciascuna.',
  '',
  'Art. 3 - Recesso del Conduttore',
  'Il Conduttore può recedere dal contratto in qualsiasi momento, con preavviso di sei mesi da comunicarsi mediante lettera raccomandata.',
  '',
  'Letto, approvato e sottoscritto.',
  '',
  'Bologna, 20 novembre 2026',
  '',
  'Il Locatore          Il Conduttore',
].join('\n');

describe('a contract’s frame', () => {
  it('has its formulas, that lead to its clauses and to its signatures, as furniture', () => {
    const { units } = segmentDocument(LEASE, { language: 'it' });
    const furniture = furnitureOf(units);
    const marked = units.filter((_, i) => furniture[i]).map((u) => u.text);
    expect(marked).toContain('si conviene e si stipula quanto segue:');
    expect(marked).toContain('Letto, approvato e sottoscritto.');
    expect(marked.join(' ')).not.toMatch(/Sig\./u);
  });

  it('shows its parties and the "e" between them together, or none of them', () => {
    const { units } = segmentDocument(LEASE, { language: 'it' });
    const follower = followersOf(units, 'it');
    const landlord = units.findIndex((u) => u.text.startsWith('Tra il Sig. Marco Bianchi'));
    expect(units[follower[landlord]!]!.text).toBe('e');
    expect(units[follower[landlord + 1]!]!.text).toMatch(/^la Sig\.ra Giulia Ferri/u);
    for (const level of [1, 2, 3, 4, 5] as const) {
      const summary = summarize(LEASE, { level, language: 'it' }).markdown;
      expect(summary, `level ${level}`).not.toMatch(/quanto segue|Letto, approvato/u);
      // Neither the tenant without the "e" before her, nor the landlord ending on it.
      if (summary.includes('Giulia Ferri')) expect(summary, `level ${level}`).toContain('\n\ne\n\nla Sig.ra');
      expect(summary, `level ${level}`).not.toMatch(/ e$/mu);
    }
  });
});
