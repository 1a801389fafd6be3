import { UNSPACED } from '../segment/terms.ts';
import type { TextUnit } from '../segment/units.ts';
import { opensEnumeration } from './announcements.ts';
import { isBackchannel } from './fluency.ts';
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
    'затем',
    'тогда',
    'там',
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
  cs: [
    'ale',
    'avšak',
    'nicméně',
    'přesto',
    'to',
    'ten',
    'ta',
    'tento',
    'tato',
    'toto',
    'tyto',
    'on',
    'ona',
    'oni',
    'také',
    'rovněž',
    'proto',
    'navíc',
    'a',
  ],
  ar: [
    'لكن',
    'ولكن',
    'لكنه',
    'لكنها',
    'غير أن',
    'إلا أن',
    'مع ذلك',
    'ومع ذلك',
    'هذا',
    'وهذا',
    'هذه',
    'وهذه',
    'هؤلاء',
    'ذلك',
    'وذلك',
    'هو',
    'وهو',
    'هي',
    'وهي',
    'هم',
    'وهم',
    'أيضا',
    'لذلك',
    'ولذلك',
    'لذا',
    'وبالتالي',
    'كذلك',
    'وكذلك',
    'بعد ذلك',
    'رغم ذلك',
    'بالإضافة إلى ذلك',
    'علاوة على ذلك',
    'إلى جانب ذلك',
    'بالموازاة مع ذلك',
    'في المقابل',
    'وفي المقابل',
  ],
  fa: [
    'اما',
    'ولی',
    'با این حال',
    'با این وجود',
    'این',
    'او',
    'آنها',
    'همچنین',
    'بنابراین',
    'از این رو',
    'علاوه بر این',
  ],
  hi: [
    'लेकिन',
    'परंतु',
    'परन्तु',
    'किंतु',
    'किन्तु',
    'हालांकि',
    'हालाँकि',
    'यह',
    'ये',
    'वह',
    'वे',
    'उन्होंने',
    'उसने',
    'इसलिए',
    'इसके अलावा',
    'साथ ही',
  ],
  vi: [
    'nhưng',
    'tuy nhiên',
    'tuy vậy',
    'điều này',
    'điều đó',
    'họ',
    'nó',
    'do đó',
    'vì vậy',
    'vì thế',
    'ngoài ra',
    'bên cạnh đó',
    'hơn nữa',
    'cũng',
  ],
  ko: [
    '그러나',
    '하지만',
    '그런데',
    '그리고',
    '또한',
    '게다가',
    '따라서',
    '그래서',
    '그러므로',
    '이는',
    '이것은',
    '이것이',
    '이러한',
    '이런',
    '이',
    '그',
    '그는',
    '그녀는',
    '그들은',
    '그것은',
    '이들은',
    '반면',
    '반면에',
  ],
  uk: [
    'але',
    'однак',
    'проте',
    'це',
    'цей',
    'ця',
    'ці',
    'він',
    'вона',
    'воно',
    'вони',
    'також',
    'тому',
    'крім того',
    'водночас',
    'потім',
    'тоді',
    'там',
  ],
  // Not "de" or "den": the plural and common articles before an adjective ("de nya reglerna").
  sv: ['men', 'dock', 'detta', 'denna', 'dessa', 'han', 'hon', 'också', 'därför', 'dessutom', 'däremot'],
  da: ['men', 'dog', 'dette', 'denne', 'disse', 'han', 'hun', 'også', 'derfor', 'desuden', 'derimod'],
  no: ['men', 'likevel', 'dette', 'denne', 'disse', 'han', 'hun', 'også', 'derfor', 'dessuten', 'derimot'],
  el: [
    'αλλά',
    'όμως',
    'ωστόσο',
    'εντούτοις',
    'αυτό',
    'αυτή',
    'αυτός',
    'αυτοί',
    'αυτά',
    'αυτές',
    'επίσης',
    'επομένως',
    'γι’ αυτό',
    "γι' αυτό",
  ],
  he: ['אבל', 'אולם', 'אך', 'עם זאת', 'זה', 'זו', 'זאת', 'הוא', 'היא', 'הם', 'הן', 'לכן', 'בנוסף'],
  ro: [
    'dar',
    'însă',
    'totuși',
    'acesta',
    'aceasta',
    'acestea',
    'aceștia',
    'el',
    'ea',
    'ei',
    'de asemenea',
    'prin urmare',
    'așadar',
    'în plus',
  ],
  // Written without spaces: an opening is a prefix of the sentence's first word (see patternFor).
  ja: [
    'しかし',
    'だが',
    'ですが',
    'でも',
    'ところが',
    'ただし',
    'また',
    'さらに',
    'そして',
    'それで',
    'したがって',
    'よって',
    'つまり',
    '一方',
    '同様に',
    'これ',
    'それ',
    'この',
    'その',
    '彼',
  ],
  zh: [
    '但',
    '然而',
    '不过',
    '不過',
    '可是',
    '此外',
    '另外',
    '而且',
    '并且',
    '並且',
    '同时',
    '同時',
    '因此',
    '所以',
    '于是',
    '於是',
    '这',
    '這',
    '该',
    '該',
    '其中',
    '他',
    '她',
    '它',
  ],
};

/**
 * Openings on the lists that do not point back after all: "This year …", "So far …", "It is likely
 * that …", "Those who …" (a group the sentence defines itself; English), "Il y a …", "Il faut …" (French).
 */
const NOT_BACK: Record<string, RegExp> = {
  en: /^["'“‘(\s]*(?:those (?:who|whom|whose|with|without)\b|(?:this|that|these|those) (?:year|week|month|morning|afternoon|evening|night|weekend|season|summer|winter|spring|autumn|fall|time)\b|so far\b|it (?:is|was|has been|will be) (?:not )?(?:clear|unclear|likely|unlikely|possible|impossible|important|necessary|true|hard|difficult|easy|expected|estimated|believed|thought|said|reported|(?:well )?known|worth)\b)/iu,
  fr: /^["'“«(\s]*il (?:y a|faut|est (?:possible|important|nécessaire|clair|difficile|probable))\b/iu,
};

/** The languages whose openings are listed. */
export const MID_THOUGHT_LANGUAGES: readonly string[] = Object.keys(OPENINGS);

/**
 * "This" that points at the document itself, not at a sentence before: "This paper proposes …",
 * "This file describes …", "このファイルには …", "这份文件 …".
 */
const THE_DOCUMENT_ITSELF: Record<string, RegExp> = {
  en: /^["'“‘(\s]*this (?:document|file|article|guide|manual|tutorial|page|report|paper|study|book|chapter|section|post|readme|thesis|work|letter|memo)\b/iu,
  de: /^["'„“(\s]*(?:dieses|diese|dieser) (?:Dokument|Datei|Artikel|Anleitung|Handbuch|Seite|Bericht|Arbeit|Studie|Buch|Kapitel|Abschnitt|Beitrag|Brief)\b/u,
  fr: /^["'«“(\s]*(?:ce|cet|cette) (?:document|fichier|article|guide|manuel|tutoriel|page|rapport|étude|livre|chapitre|section|billet|lettre|thèse|travail)\b/iu,
  es: /^["'«“(\s]*(?:este|esta) (?:documento|archivo|fichero|artículo|guía|manual|tutorial|página|informe|estudio|libro|capítulo|sección|carta|tesis|trabajo)\b/iu,
  pt: /^["'«“(\s]*(?:este|esta) (?:documento|arquivo|ficheiro|artigo|guia|manual|tutorial|página|relatório|estudo|livro|capítulo|seção|secção|carta|tese|trabalho)\b/iu,
  it: /^["'«“(\s]*(?:questo|questa) (?:documento|file|articolo|guida|manuale|tutorial|pagina|rapporto|relazione|studio|libro|capitolo|sezione|lettera|tesi|lavoro)\b/iu,
  ru: /^["'«“(\s]*(?:этот|эта|это|данный|данная) (?:документ|файл|статья|руководство|инструкция|страница|отчёт|отчет|работа|исследование|книга|глава|раздел|письмо)/iu,
  zh: /^["'“「(\s]*(?:这份|這份|这篇|這篇|这个|這個|该|該)(?:文件|文档|文檔|文章|指南|手册|手冊|教程|页面|頁面|报告|報告|论文|論文|研究|书|書)/u,
  ja: /^["'「『(\s]*(?:この|本)(?:ファイル|文書|ドキュメント|記事|ガイド|マニュアル|ページ|資料|報告書|レポート|論文|研究|本|章)/u,
  ko: /^["'“(\s]*이 (?:문서|파일|글|기사|가이드|안내서|설명서|페이지|보고서|논문|연구|책|장)/u,
};

/** How many listeners' "Yeah."s a transcript's sentence that points back may reach over. */
const MAX_BACKCHANNELS = 3;

const compiled = new Map<string, RegExp | null>();

function patternFor(language: string): RegExp | null {
  let pattern = compiled.get(language);
  if (pattern === undefined) {
    const openings = OPENINGS[language];
    pattern = openings
      ? new RegExp(
          // After optional quotation marks or a list/ellipsis lead-in; the opening must end the word
          // (its vowel signs are part of it: Hindi's "यह" is not "यहाँ"), where words are spaced.
          `^["'“”‘’«»„「『(\\s…-]*(?:${[...openings].sort((a, b) => b.length - a.length).join('|')})${
            UNSPACED.has(language) ? '' : '(?![\\p{L}\\p{M}\\p{N}-])'
          }`,
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
  return (
    pattern?.test(text) === true &&
    !NOT_BACK[language]?.test(text) &&
    !THE_DOCUMENT_ITSELF[language]?.test(text)
  );
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
    // In a transcript, a "So …" goes on from the turn before a listener's "Yeah.", not from the "Yeah.".
    let b = i - 1;
    while (
      b > 0 &&
      i - b <= MAX_BACKCHANNELS &&
      u.speaker !== undefined &&
      units[b]!.speaker !== undefined &&
      isBackchannel(units[b]!.text, units[b]!.words) &&
      units[b - 1]!.section === u.section &&
      units[b - 1]!.kind !== 'heading'
    )
      b--;
    // A piece of a cut sentence that goes on with "but …" or "and …" needs the piece before it too.
    // The first point of an enumeration ("First, …") needs what announced it, as "Second, …" needs it.
    if (decisions[i] === 2) {
      out[i] = i - 1;
      continue;
    }
    // A resolution's formula ("NOW, THEREFORE, BE IT RESOLVED") only leads into its decision, and the
    // decision ("That the Board awards …") is what was resolved whether or not the formula is shown.
    if (introducesDecision(u, language) || introducesDecision(before, language)) continue;
    if (opensMidThought(u.text, language) || opensEnumeration(u.text, language)) out[i] = b;
  }
  return out;
}
