import type { TextUnit } from '../segment/units.ts';
import { opensEnumeration } from './announcements.ts';
import { decisionsOf, introducesDecision } from './resolutions.ts';

/**
 * Sentences that open mid-thought: their first words point back to the sentence before them ("But …",
 * "However, …", "This means …", "It was …"). Alone in a summary they read as if something were missing.
 * The openings are listed for the languages with most users; a language without a list never marks
 * a sentence.
 */

/** Openings, lower-cased, that point back (single words, or phrases of two or three words). */
const OPENINGS: Record<string, readonly string[]> = {
  en: [
    'but',
    'however',
    'this',
    'these',
    'that',
    'those',
    'it',
    'its',
    'they',
    'their',
    'he',
    'his',
    'she',
    'her',
    'such',
    'similarly',
    'likewise',
    'also',
    'moreover',
    'furthermore',
    'additionally',
    'besides',
    'meanwhile',
    'nevertheless',
    'nonetheless',
    'instead',
    'still',
    'yet',
    'thus',
    'therefore',
    'hence',
    'consequently',
    'otherwise',
    'then',
    'and',
    'or',
    'so',
    'the latter',
    'the former',
    'as a result',
    'in addition',
    'in contrast',
    'on the other hand',
    'even so',
    'despite this',
    'because of this',
    // The second or third point of an enumeration needs its first ("First, …"); "Second quarter …" does not.
    'second,',
    'secondly',
    'third,',
    'thirdly',
  ],
  de: [
    'aber',
    'doch',
    'jedoch',
    'allerdings',
    'dies',
    'diese',
    'dieser',
    'dieses',
    'er',
    'auch',
    'außerdem',
    'zudem',
    'deshalb',
    'daher',
    'trotzdem',
    'dennoch',
    'dabei',
    'damit',
    'dazu',
    'ebenso',
    'stattdessen',
    'und',
  ],
  fr: [
    'mais',
    'cependant',
    'pourtant',
    'toutefois',
    'néanmoins',
    "c'est",
    'c’est',
    'cela',
    'ceci',
    'ce',
    'cette',
    'ces',
    'il',
    'elle',
    'ils',
    'elles',
    'ainsi',
    'donc',
    'aussi',
    'également',
    'et',
    'de plus',
    'en outre',
    'par ailleurs',
    'en revanche',
    'de même',
    'par conséquent',
  ],
  es: [
    'pero',
    'sin embargo',
    'no obstante',
    'este',
    'esta',
    'esto',
    'estos',
    'estas',
    'eso',
    'él',
    'ella',
    'ellos',
    'ellas',
    'además',
    'así',
    'también',
    'asimismo',
    'y',
    'por eso',
    'por lo tanto',
    'en cambio',
  ],
  pt: [
    'mas',
    'porém',
    'contudo',
    'todavia',
    'no entanto',
    'isto',
    'isso',
    'este',
    'esta',
    'esse',
    'essa',
    'ele',
    'ela',
    'eles',
    'elas',
    'assim',
    'também',
    'e',
    'além disso',
    'por isso',
    'portanto',
  ],
  it: [
    'ma',
    'però',
    'tuttavia',
    'questo',
    'questa',
    'questi',
    'queste',
    'ciò',
    'egli',
    'lui',
    'lei',
    'essi',
    'inoltre',
    'quindi',
    'pertanto',
    'anche',
    'invece',
    'e',
  ],
  nl: [
    'maar',
    'echter',
    'dit',
    'deze',
    'hij',
    'zij',
    'ze',
    'ook',
    'bovendien',
    'daarom',
    'toch',
    'daarnaast',
    'en',
  ],
  ru: [
    'но',
    'однако',
    'это',
    'этот',
    'эта',
    'эти',
    'он',
    'она',
    'оно',
    'они',
    'также',
    'поэтому',
    'впрочем',
    'и',
    'а',
    'кроме того',
    'тем не менее',
    'при этом',
  ],
  tr: ['ancak', 'fakat', 'ama', 'bu', 'bunun', 'bunlar', 'o', 'onlar', 'ayrıca', 'bu nedenle', 'yine de'],
  id: [
    'namun',
    'tetapi',
    'tapi',
    'ini',
    'itu',
    'ia',
    'dia',
    'mereka',
    'selain itu',
    'oleh karena itu',
    'dan',
  ],
  pl: ['ale', 'jednak', 'to', 'ten', 'ta', 'te', 'on', 'ona', 'oni', 'także', 'również', 'dlatego', 'i', 'a'],
};

/**
 * Openings on the lists that do not point back after all: "This year …", "So far …", "It is likely
 * that …", "Those who …" (a group the sentence defines itself; English), "Il y a …", "Il faut …" (French).
 */
const NOT_BACK: Record<string, RegExp> = {
  en: /^["'“‘(\s]*(?:those (?:who|whom|whose|with|without)\b|(?:this|that|these|those) (?:year|week|month|morning|afternoon|evening|night|weekend|season|summer|winter|spring|autumn|fall|time)\b|so far\b|it (?:is|was|has been|will be) (?:not )?(?:clear|unclear|likely|unlikely|possible|impossible|important|necessary|true|hard|difficult|easy|expected|estimated|believed|thought|said|reported|(?:well )?known|worth)\b)/iu,
  fr: /^["'“«(\s]*il (?:y a|faut|est (?:possible|important|nécessaire|clair|difficile|probable))\b/iu,
};

const compiled = new Map<string, RegExp | null>();

function patternFor(language: string): RegExp | null {
  let pattern = compiled.get(language);
  if (pattern === undefined) {
    const openings = OPENINGS[language];
    pattern = openings
      ? new RegExp(
          // After optional quotation marks or a list/ellipsis lead-in; the opening must end the word.
          `^["'“”‘’«»„(\\s…-]*(?:${[...openings].sort((a, b) => b.length - a.length).join('|')})(?![\\p{L}\\p{N}-])`,
          'iu',
        )
      : null;
    compiled.set(language, pattern);
  }
  return pattern;
}

/** Whether a sentence opens with words that point back to the one before it. */
export function opensMidThought(text: string, language: string): boolean {
  const pattern = patternFor(language);
  return pattern?.test(text) === true && !NOT_BACK[language]?.test(text);
}

/**
 * For each unit that opens mid-thought ("But …", "This …"), the unit it points back to: the one right
 * before it in the same section (-1: none, or the unit stands alone). A table's row needs its table's
 * first row: "2023 | 170 | 21" says nothing without "Year | Units | Revenue".
 */
export function antecedentsOf(
  units: readonly TextUnit[],
  language: string,
  // A ruling's operative sentence set as a list ("… Folge gegeben und" / "I.) …,"): each part needs the one before.
  decisions: Uint8Array = decisionsOf(units, language),
): Int32Array {
  const out = new Int32Array(units.length).fill(-1);
  let tableStart = units[0]?.kind === 'row' ? 0 : -1;
  for (let i = 1; i < units.length; i++) {
    const u = units[i]!;
    const before = units[i - 1]!;
    if (u.kind === 'row') {
      const continues = before.kind === 'row' && before.paragraph === u.paragraph;
      if (!continues) tableStart = i;
      else out[i] = tableStart;
      continue;
    }
    if (u.kind === 'heading' || before.kind === 'heading' || before.section !== u.section) continue;
    // A piece of a cut sentence that goes on with "but …" or "and …" needs the piece before it too.
    // The first point of an enumeration ("First, …") needs what announced it, as "Second, …" needs it.
    if (decisions[i] === 2) {
      out[i] = i - 1;
      continue;
    }
    // A resolution's formula ("NOW, THEREFORE, BE IT RESOLVED") only leads into its decision, and the
    // decision ("That the Board awards …") is what was resolved whether or not the formula is shown.
    if (introducesDecision(u, language) || introducesDecision(before, language)) continue;
    if (opensMidThought(u.text, language) || opensEnumeration(u.text, language)) out[i] = i - 1;
  }
  return out;
}
