/**
 * A French supreme court's judgment, as published. Before, its level 1 gave "Audience publique du 14
 * octobre 2026" and "Arrêt n° 1021 F-B", and its level 3 ended on the formula "Ainsi fait et jugé par la
 * Cour de cassation …" instead of the facts.
 */
import { describe, expect, it } from 'vitest';
import { summarize } from '../summarize/summarize.ts';
import { furnitureOf } from './furniture.ts';
import { segmentDocument } from './units.ts';

const JUDGMENT = [
  'Cour de cassation',
  'Chambre sociale',
  '',
  'Audience publique du 14 octobre 2026',
  '',
  'Pourvoi n° 25-14.382',
  '',
  'Arrêt n° 1021 F-B',
  '',
  'RÉPUBLIQUE FRANÇAISE',
  'AU NOM DU PEUPLE FRANÇAIS',
  '',
  "La société Logiprest, dont le siège est à Lyon, a formé le pourvoi n° 25-14.382 contre l'arrêt rendu le 6 février 2025 par la cour d'appel de Lyon, dans le litige l'opposant à M. Karim Benali.",
  '',
  "1. Selon l'arrêt attaqué, M. Benali a été engagé le 3 mars 2019 par la société Logiprest en qualité de préparateur de commandes. Il a été licencié pour faute grave le 17 septembre 2022, au motif qu'il avait refusé à plusieurs reprises d'effectuer des heures supplémentaires.",
  '',
  "2. La cour d'appel a pu retenir que l'employeur avait abusé de son pouvoir de direction et que le refus du salarié ne constituait pas une faute.",
  '',
  'PAR CES MOTIFS, la Cour :',
  '',
  'REJETTE le pourvoi ;',
  '',
  'Condamne la société Logiprest aux dépens ;',
  '',
  'Ainsi fait et jugé par la Cour de cassation, chambre sociale, et prononcé par le président en son audience publique du quatorze octobre deux mille vingt-six.',
].join('\n');

describe('a judgment with its number over it', () => {
  it('has its head, down to its first sentence, and its closing formula as furniture', () => {
    const { units } = segmentDocument(JUDGMENT, { language: 'fr' });
    const furniture = furnitureOf(units);
    const marked = units.filter((_, i) => furniture[i] === 1).map((u) => u.text);
    expect(marked).toEqual([
      'Chambre sociale',
      'Audience publique du 14 octobre 2026',
      'Pourvoi n° 25-14.382',
      'Arrêt n° 1021 F-B',
      'RÉPUBLIQUE FRANÇAISE',
      'AU NOM DU PEUPLE FRANÇAIS',
      units.at(-1)!.text,
    ]);
    for (const level of [1, 2, 3, 4, 5] as const) {
      const summary = summarize(JUDGMENT, { level, language: 'fr' }).markdown;
      expect(summary).not.toMatch(/Audience publique du 14|Arrêt n°|Ainsi fait et jugé/u);
    }
  });

  it('leaves short lines over a text with no number for the case', () => {
    const notice = [
      'Mairie de Lyon',
      'Service des sports',
      '',
      'La piscine municipale rouvre le 4 janvier après trois mois de travaux.',
    ].join('\n');
    const { units } = segmentDocument(notice, { language: 'fr' });
    expect([...furnitureOf(units)]).toEqual(units.map(() => 0));
  });
});
