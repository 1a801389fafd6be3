import type { TextUnit } from '../segment/units.ts';
import { decidesInProse, isMinutes } from './minutes.ts';

/**
 * Minutes, resolutions and rulings: their point is what was decided. A resolution formula ("IL EST
 * RÉSOLU À L'UNANIMITÉ", "NOW, THEREFORE, BE IT RESOLVED", "SE RESUELVE", a court's "IT IS ORDERED",
 * "PAR CES MOTIFS", "… zu Recht erkannt:") introduces the decision;
 * the recitals before it ("ATTENDU QUE …", "WHEREAS …") give its grounds, and a brief summary that keeps
 * them without the decision misses the one thing the reader came for. Listed for the languages whose
 * councils, boards and courts most users bring.
 */
const FORMULA: Record<string, RegExp> = {
  en: /^["'(\s]*(?:(?:now,? )?therefore,? )?be it (?:further )?resolved\b|^["'(\s]*resolved\s*[,:]|\bit (?:is|was) (?:hereby |further |unanimously )?(?:resolved|ordered)\b|\b(?:moved|proposed) by .{1,80}? and (?:unanimously )?(?:resolved|carried)\b/iu,
  fr: /^["'(\s]*par ces motifs\b|\bil est (?:(?:unanimement|dûment) )?résolu\b|\b(?:proposé|appuyé) par .{1,80}? et (?:unanimement )?résolu\b/iu,
  // A verb that is also everyday prose ("Se resuelve fácilmente", "Resolve o problema") counts only
  // as the formula is set: in capitals, or before a colon.
  es: /^(?:POR (?:LO )?TANTO,? )?(?:SE )?(?:RESUELVE|ACUERDA)\b|^(?:[Ss]e )?(?:resuelve|acuerda)\s*:/u,
  pt: /^(?:RESOLVE|DELIBERA)\b|^(?:[Rr]esolve|[Dd]elibera)\s*:/u,
  it: /^(?:DELIBERA|DETERMINA)\b|^(?:[Dd]elibera|[Dd]etermina)\s*:/u,
  de: /^(?:BESCHLUSS\b|Beschluss\s*:|(?:Der|Die|Das) [\p{L} -]{1,40} beschlie(?:ß|ss)t(?: \p{L}+)?\s*:)|\b(?:zu Recht erkannt|beschlossen)\s*:\s*$/u,
  nl: /^(?:BESLUIT|BESLUITEN)\b|^(?:[Bb]esluit|[Bb]esluiten|[Dd]e (?:raad|vergadering) besluit)\s*:/u,
  // A protocol's "РЕШИЛИ:", a court's "… суд РЕШИЛ:", an order's "ПРИКАЗЫВАЮ:".
  ru: /(?:^|\s)(?:РЕШИЛИ|ПОСТАНОВИЛИ|ПОСТАНОВЛЯЕТ|ПОСТАНОВЛЯЮ|РЕШИЛ|РЕШИЛА|ПОСТАНОВИЛ|ПОСТАНОВИЛА|ОПРЕДЕЛИЛ|ОПРЕДЕЛИЛА|ПРИКАЗЫВАЮ)\s*:\s*$|^(?:[Рр]ешили|[Пп]остановили)\s*:/u,
  uk: /(?:^|\s)(?:ВИРІШИЛИ|ПОСТАНОВИЛИ|ПОСТАНОВЛЯЄ|ВИРІШИВ|ВИРІШИЛА|ПОСТАНОВИВ|ПОСТАНОВИЛА|УХВАЛИВ|УХВАЛИЛА|НАКАЗУЮ)\s*:\s*$|^(?:[Вв]ирішили|[Пп]остановили)\s*:/u,
  pl: /(?:^|\s)(?:POSTANAWIA|UCHWALA|ORZEKA|POSTANOWIŁ|POSTANOWIŁA|ZARZĄDZA)\s*:?\s*$|^(?:[Pp]ostanawia|[Uu]chwala|[Zz]arządza)\s*:/u,
};

/**
 * A word every formula of the language holds: most units hold none, and this plain test is several
 * times cheaper than the formulas' (a million-word document has sixty thousand units).
 */
const KEYWORD: Record<string, RegExp> = {
  en: /resolved|ordered|carried/i,
  fr: /résolu|motifs/i,
  es: /resuelve|acuerda/i,
  pt: /resolve|delibera/i,
  it: /delibera|determina/i,
  de: /beschl|erkannt/i,
  nl: /besluit/i,
  ru: /решил|постанов|определил|приказываю/i,
  uk: /вирішил|вирішив|постанов|ухвалил|ухвалив|наказую/i,
  pl: /postan|uchwala|orzeka|zarządza/i,
};

/** Whether a unit's text is a resolution formula of the language (or holds one). */
function hasFormula(text: string, language: string): boolean {
  return KEYWORD[language]?.test(text) === true && FORMULA[language]!.test(text);
}

/** A formula says little else: longer, the unit states the decision itself ("RESOLVED, that the Board …"). */
const FORMULA_MAX_WORDS = 12;

/** Whether a sentence is a resolution formula that only introduces the decision after it. */
export function introducesDecision(u: TextUnit, language: string): boolean {
  return u.kind === 'sentence' && u.words <= FORMULA_MAX_WORDS && hasFormula(u.text, language);
}

/** Words a decision has at least: the label before a ruling ("A)") is not it. */
const DECISION_MIN_WORDS = 3;

/**
 * The units that state a decision: 1 for its first, 2 for each that carries its sentence on. A
 * decision is each sentence or item under a decisions heading (a meeting's notes), or the first
 * sentence or item of three words or more after a resolution formula (a
 * sentence, a heading in capitals, or a long sentence that ends in a colon: "Das
 * Bundesverwaltungsgericht hat … zu Recht erkannt:"), or the formula's own sentence where it goes on to
 * say what was resolved ("RESOLVED, that the budget …").
 */
export function decisionsOf(units: readonly TextUnit[], language: string): Uint8Array {
  const out = new Uint8Array(units.length);
  markDecisionSections(units, out);
  if (isMinutes(units)) markProseDecisions(units, out);
  if (!FORMULA[language]) return out;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    // Set on a line of its own in capitals, the formula reads as a heading over its decision.
    const heading = u.kind === 'heading';
    if ((u.kind !== 'sentence' && !heading) || !hasFormula(u.text, language)) continue;
    if (u.words > FORMULA_MAX_WORDS && !heading && !/[:：]\s*$/u.test(u.text)) {
      out[i] = 1;
      continue;
    }
    for (let j = i + 1; j < Math.min(units.length, i + 3); j++) {
      const next = units[j]!;
      if (next.kind === 'heading' || (!heading && next.section !== u.section) || next.turn !== u.turn) break;
      if (next.words >= DECISION_MIN_WORDS) {
        markSentence(units, j, out);
        break;
      }
    }
  }
  return out;
}

/**
 * The heading of a meeting's notes over what it decided, in the languages with most users: "Decisions",
 * "2. Decisions made", "Beschlüsse", "Décisions", "Acuerdos", "Решения".
 */
const DECISIONS_HEADING =
  /^(?:\d{1,2}[.)]?\s+)?(?:decisions(?: made| taken)?|agreed|beschlüsse|entscheidungen|décisions(?: prises)?|decisiones(?: tomadas)?|acuerdos|decisioni(?: prese)?|decisões(?: tomadas)?|deliberações|besluiten|genomen besluiten|decyzje|uchwały|решения|принятые решения|рішення)\s*:?$/iu;

/** Every sentence and item of three words or more under a decisions heading is a decision of its own. */
function markDecisionSections(units: readonly TextUnit[], out: Uint8Array): void {
  let deciding = false;
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (u.kind === 'heading') deciding = DECISIONS_HEADING.test(u.text.trim());
    else if (deciding && u.words >= DECISION_MIN_WORDS && (u.kind === 'sentence' || u.kind === 'item'))
      out[i] = 1;
  }
}

/** Minutes' sentences and items that tell a decision in prose ("The committee agreed to accept …"). */
function markProseDecisions(units: readonly TextUnit[], out: Uint8Array): void {
  for (let i = 0; i < units.length; i++) {
    const u = units[i]!;
    if (
      (u.kind === 'sentence' || u.kind === 'item') &&
      u.words >= DECISION_MIN_WORDS &&
      decidesInProse(u.text)
    )
      out[i] = 1;
  }
}

/** A sentence's end: what a ruling's operative list ("… und", "I.) …,", "II.) … sowie") ends with. */
const ENDS_SENTENCE = /[.!?。！？]["'”’»)]*\s*$/u;
/** Units of one decision at most: its list may run over several paragraphs, but not over a document. */
const MAX_DECISION_UNITS = 8;

/**
 * Marks the decision starting at `start` and the units that carry its sentence on: a ruling's operative
 * part is one sentence set as a list ("Der Beschwerde wird teilweise Folge gegeben und" / "I.) das
 * Verfahren … eingestellt," / … / "III.) die Geldbuße … herabgesetzt.").
 */
function markSentence(units: readonly TextUnit[], start: number, out: Uint8Array): void {
  const section = units[start]!.section;
  for (let k = start; k < Math.min(units.length, start + MAX_DECISION_UNITS); k++) {
    const u = units[k]!;
    if (u.kind === 'heading' || u.section !== section) return;
    out[k] = k === start ? 1 : 2;
    if (ENDS_SENTENCE.test(u.text)) return;
  }
}
