import { endsWithAbbreviation } from './abbreviations.ts';
import { CREDIT_THEN_SENTENCE, OPENING_CREDIT_THEN_SENTENCE } from './credits.ts';
import { boundedCuts, sentenceSegmenter, wordSegmenter } from './segmenters.ts';

/** A passage of the source: text === source.slice(start, end). */
export interface Span {
  start: number;
  end: number;
  /** A piece of an over-long sentence that was cut at a space, not at punctuation: it starts mid-clause. */
  midClause?: boolean;
  /** A piece of a longer sentence that does not start it (the reader sees "…" before it). */
  startsMidSentence?: boolean;
  /** A piece of a longer sentence that does not end it (the reader sees "…" after it). */
  endsMidSentence?: boolean;
}

/** Languages written without sentence punctuation, where a space marks the end of a phrase or sentence. */
const SPACE_DELIMITED_PHRASES = new Set(['th', 'lo', 'km', 'my']);

/** Thai-like units are grown phrase by phrase to at least this many words. */
const MIN_PHRASE_UNIT_WORDS = 12;

export interface SentenceOptions {
  language?: string;
  /**
   * The text is written without capitals (lower-cased data sets): ICU keeps ". the" inside a sentence,
   * so a period followed by a space ends the sentence here.
   */
  caseless?: boolean;
}

const WHITESPACE = /\s/;

function trimSpan(text: string, start: number, end: number): Span | undefined {
  let s = start;
  let e = end;
  while (s < e && WHITESPACE.test(text[s]!)) s++;
  while (e > s && WHITESPACE.test(text[e - 1]!)) e--;
  return e > s ? { start: s, end: e } : undefined;
}

const OPEN_AT_END = /[[(]/;
/** The rest of a citation mark ICU cut after its "[", with the marks that follow it: "2][3][a] ". */
const CITATION_REST = /^[\p{L}\p{N} ,.–-]{1,20}[\])](?:\[[\p{L}\p{N} ,.–-]{1,20}\])*\s*/u;
const STARTS_LOWER = /^[\s"'«“‘([]*\p{Ll}/u;
const ENDS_WITH_PERIOD = /\.["'»”’)\]]*$/u;
/** A sentence's end mark, closing quotes after it: a name's "!" ("Yahoo! is …") or a quoted cry ("Stop!" he said). */
const ENDS_WITH_STOP = /[.!?]["'»”’)\]]*$/u;
const ENDS_WITH_LETTER_OR_DIGIT = /[\p{L}\p{N}]$/u;

/**
 * Splits one paragraph (or one line group) [start, end) into sentences with ICU, then repairs the
 * breaks ICU gets wrong: after abbreviations and initials, before a lower-case continuation, and
 * (for Thai, Lao, Khmer, Burmese) the missing ones between space-separated phrases.
 */
export function splitSentenceSpans(
  text: string,
  start: number,
  end: number,
  options: SentenceOptions = {},
): Span[] {
  const language = options.language;
  const segmenter = sentenceSegmenter(language);
  const raw: Span[] = [];
  const cuts = boundedCuts(text, start, end);
  for (let c = 0; c + 1 < cuts.length; c++) {
    const from = cuts[c]!;
    const chunk = text.slice(from, cuts[c + 1]!).replace(/\n/g, ' ');
    for (const segment of segmenter.segment(chunk)) {
      const span = trimSpan(text, from + segment.index, from + segment.index + segment.segment.length);
      if (span) raw.push(span);
    }
  }
  const phrased = language !== undefined && SPACE_DELIMITED_PHRASES.has(language);
  let spans = mergeFalseBreaks(text, raw, {
    caseless: options.caseless ?? false,
    ordinalDot: ORDINAL_DOT.has(language ?? ''),
    phrased,
  });
  if (!options.caseless)
    spans = spans.flatMap((s) => splitBeforeNumbers(text, s)).flatMap((s) => splitAfterFootnotes(text, s));
  if (options.caseless) spans = splitCaseless(text, spans);
  spans = spans.flatMap((s) => splitAtPipeDanda(text, s));
  spans = spans.flatMap((s) => splitAfterCredits(text, s));
  if (phrased && language) spans = spans.flatMap((s) => splitPhrases(text, s, language));
  return withOpeningMarksMoved(text, spans);
}

/** Opening brackets and quotes ("「", "《", "„", "("): they open a sentence, never end one. */
const OPENING_MARKS_AT_END = /\p{Ps}+$/u;

/**
 * ICU counts an opening bracket right after a full stop as the end of that sentence ("選びましょう。「",
 * "阐述。”《"): Unicode files opening and closing brackets in one class. It goes to the next sentence.
 */
function withOpeningMarksMoved(text: string, spans: Span[]): Span[] {
  for (let i = 0; i + 1 < spans.length; i++) {
    const span = spans[i]!;
    const marks = OPENING_MARKS_AT_END.exec(text.slice(Math.max(span.start, span.end - 8), span.end));
    if (!marks) continue;
    const cut = span.end - marks[0].length;
    if (cut <= span.start || /\S/u.test(text.slice(span.end, spans[i + 1]!.start))) continue;
    spans[i] = trimSpan(text, span.start, cut) ?? span;
    spans[i + 1] = { start: cut, end: spans[i + 1]!.end };
  }
  return spans;
}

/** Languages that write ordinals with a period ("am 3. Oktober", "19. yüzyıl", "1. Lig"). */
const ORDINAL_DOT = new Set([
  'de',
  'tr',
  'da',
  'nb',
  'nn',
  'no',
  'fi',
  'cs',
  'sk',
  'pl',
  'hu',
  'sl',
  'hr',
  'sr',
  'bs',
  'is',
  'et',
  'lv',
]);
const ENDS_WITH_QUOTE = /[.!?]["'”’」』]$/u;
const KOREAN_QUOTATIVE = /^(?:이?라고|이?라는|이?라며|이?라면서|하고|고)(?:\s|$)/u;
const ENDS_WITH_ORDINAL = /(?:^|[\s(])\d{1,3}\.$/u;
/**
 * A period after a space, with a letter right after it, starts a name (".NET", ".docx", ".tar.gz"):
 * ICU breaks "which is for .NET" after the period.
 */
const DOT_NAME_START = /(?:^|\s)\.$/u;
/**
 * A period between a digit and a letter with no space around it is inside one token ("TU4106.PDF",
 * "v2.Beta", "1.Introduction"): ICU keeps "word.Next" together but breaks after a digit's period.
 */
const DIGIT_DOT = /\d\.$/u;
const STARTS_LATIN = /^\p{Script=Latin}/u;
/**
 * Thai, Lao, Khmer and Burmese use the period only for abbreviations ("ม.ค." for January, "พล.อ." for
 * General): after a letter of these scripts it never ends a sentence.
 */
const ENDS_WITH_PHRASED_ABBREVIATION =
  /[\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]\.$/u;

/**
 * A sum alone ("$70,923,698.", "€ 1.250.000", "12.5%") after a sentence is the value it asks or names
 * (a form's "State the aggregate market value … . $70,923,698."), not a sentence of its own; kept apart,
 * it had no letter and was dropped as debris, leaving the question without its answer. A bare number
 * ("12") may be a page's, so only a sum with a currency sign, thousands separators or a percent counts.
 */
const SUM_ONLY =
  /^(?:[$€£¥]\s?\d[\d,.\u00a0 ]*|\d{1,3}(?:[,.\u00a0 ]\d{3})+(?:[.,]\d+)?|\d+(?:[.,]\d+)?\s?%)\.?$/u;
const STARTS_HIRAGANA = /^\p{Script=Hiragana}/u;
const ENDS_FULL_STOP_ASIDE = /[。．]\s*）$/u;

/**
 * Japanese laws and contracts define a term in an aside that ends with its own full stop, and the
 * sentence goes on after it: "…と称されるもの（以下「速結端子」という。）であること。" is one sentence.
 * True when the span ends with such an aside, opened after the span's first character.
 */
function endsDefiningAside(span: string): boolean {
  if (!ENDS_FULL_STOP_ASIDE.test(span)) return false;
  let depth = 0;
  for (let i = span.length - 1; i >= 0; i--) {
    if (span[i] === '）') depth++;
    else if (span[i] === '（' && --depth === 0) return i > 0;
  }
  return false;
}

interface BreakRules {
  caseless: boolean;
  ordinalDot: boolean;
  /** Thai-like: breaks come from spaces (splitPhrases), not from periods. */
  phrased: boolean;
}

function mergeFalseBreaks(
  text: string,
  spans: Span[],
  { caseless, ordinalDot, phrased }: BreakRules,
): Span[] {
  const merged: Span[] = [];
  for (const original of spans) {
    const span = { ...original };
    const previous = merged[merged.length - 1];
    if (previous && OPEN_AT_END.test(text.slice(previous.end - 1, previous.end))) {
      // ICU counts "[" as closing punctuation: "worldwide.[" + "23] Watson …". The citation belongs
      // to the sentence before it.
      const citation = CITATION_REST.exec(text.slice(span.start, Math.min(span.end, span.start + 30)));
      if (citation) {
        previous.end = span.start + citation[0].trimEnd().length;
        span.start += citation[0].length;
        if (span.start >= span.end) continue;
      }
    }
    if (previous) {
      const before = text.slice(Math.max(previous.start, previous.end - 40), previous.end);
      // What follows, past this piece's end too: a Korean date's "11. 20." is two pieces to ICU.
      const after = text.slice(span.start, span.start + 20);
      const falseBreak =
        (ENDS_WITH_PERIOD.test(before) &&
          (endsWithAbbreviation(before, after) || insideAside(before, after))) ||
        (!caseless && ENDS_WITH_STOP.test(before) && STARTS_LOWER.test(after)) ||
        // A break after a bare word (no punctuation) comes from a chunk cut, not from the text.
        (ENDS_WITH_LETTER_OR_DIGIT.test(before) && STARTS_LOWER.test(after) && !caseless) ||
        (ordinalDot && ENDS_WITH_ORDINAL.test(before) && /^\p{L}/u.test(after)) ||
        (DOT_NAME_START.test(before) && previous.end === span.start && /^[\p{L}\p{N}]/u.test(after)) ||
        (DIGIT_DOT.test(before) && previous.end === span.start && STARTS_LATIN.test(after)) ||
        (phrased && ENDS_WITH_PHRASED_ABBREVIATION.test(before)) ||
        // Korean quotes a sentence and goes on: '"Yahoo!" 라고 쓰인 앱' is one sentence.
        (ENDS_WITH_QUOTE.test(before) && KOREAN_QUOTATIVE.test(after)) ||
        (STARTS_HIRAGANA.test(after) && endsDefiningAside(text.slice(previous.start, previous.end))) ||
        (ENDS_WITH_STOP.test(before) && SUM_ONLY.test(text.slice(span.start, span.end).trim()));
      if (falseBreak) {
        previous.end = span.end;
        continue;
      }
    }
    merged.push({ ...span });
  }
  return merged;
}

/** A "|" typed for the danda "।" after a word of an Indic script ends the sentence there. */
const PIPE_DANDA =
  /(?<=[\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}]\s?)\|/gu;

function splitAtPipeDanda(text: string, span: Span): Span[] {
  const passage = text.slice(span.start, span.end);
  if (!passage.includes('|')) return [span];
  const out: Span[] = [];
  let from = 0;
  PIPE_DANDA.lastIndex = 0;
  for (let m = PIPE_DANDA.exec(passage); m; m = PIPE_DANDA.exec(passage)) {
    const piece = trimSpan(text, span.start + from, span.start + m.index + 1);
    if (piece) out.push(piece);
    from = m.index + 1;
  }
  const rest = trimSpan(text, span.start + from, span.end);
  if (rest) out.push(rest);
  return out;
}

/**
 * Cuts a span at every match of `gap` (a global pattern that matches the space between two sentences),
 * except where `keepsTogether(before, after)` says the text around it is one sentence.
 */
function splitAtGaps(
  text: string,
  span: Span,
  gap: RegExp,
  keepsTogether?: (before: string, after: string) => boolean,
): Span[] {
  const passage = text.slice(span.start, span.end);
  const out: Span[] = [];
  let from = 0;
  gap.lastIndex = 0;
  for (let m = gap.exec(passage); m; m = gap.exec(passage)) {
    const next = m.index + m[0].length;
    if (keepsTogether?.(passage.slice(Math.max(from, m.index - 40), m.index), passage.slice(next, next + 20)))
      continue;
    const piece = trimSpan(text, span.start + from, span.start + m.index);
    if (piece) out.push(piece);
    from = next;
  }
  if (from === 0) return [span];
  const rest = trimSpan(text, span.start + from, span.end);
  if (rest) out.push(rest);
  return out;
}

/**
 * A photo's credit is not part of the sentence it runs into: "… Bandersnatch. (Foto: Netflix) Es gibt …"
 * and "CARL RECINE / REUTERS Liverpool …" each give the credit as a unit of its own.
 */
function splitAfterCredits(text: string, span: Span): Span[] {
  const passage = text.slice(span.start, span.end);
  if (!passage.includes(':') && !passage.includes('/')) return [span];
  const opening = OPENING_CREDIT_THEN_SENTENCE.exec(passage);
  if (!opening) return splitAtGaps(text, span, CREDIT_THEN_SENTENCE);
  const credit = { start: span.start, end: span.start + opening.index };
  const rest = { start: span.start + opening.index + opening[0].length, end: span.end };
  return [credit, ...splitAtGaps(text, rest, CREDIT_THEN_SENTENCE)];
}

/** "… crashed. 3 people died": ICU rarely ends a sentence before a digit; a word's period does here. */
const BREAK_BEFORE_NUMBER = /(?<=\p{L}{2}[.!?]["'”’»)]*)\s+(?=\d)/gu;

function splitBeforeNumbers(text: string, span: Span): Span[] {
  return splitAtGaps(
    text,
    span,
    BREAK_BEFORE_NUMBER,
    (before, after) =>
      endsWithAbbreviation(before, after) ||
      insideAside(before, after) ||
      // The passage's last characters, all of them a sum (`after` is cut at 20).
      (after.length < 20 && SUM_ONLY.test(after.trim())),
  );
}

/** A parenthesis opened mid-sentence and not closed yet ("Nicholas (+ 868, Comm."). */
const OPEN_ASIDE = /\S\s*\([^()]*$/u;
/** Its closing parenthesis comes before any other sentence end ("4 February)."). */
const ASIDE_CLOSES = /^[^().!?]*\)/u;

/**
 * A period inside an aside that closes a few words on ends no sentence: "(+ 868, Comm. 4 February)"
 * abbreviates a word no list can hold.
 */
function insideAside(before: string, after: string): boolean {
  return OPEN_ASIDE.test(before) && ASIDE_CLOSES.test(after);
}

/**
 * "… fleeing pirates.1 Creators and directors …": a footnote's number set after a sentence's full stop
 * (a superscript, flattened by the PDF) hides the sentence's end from ICU, and so does an encyclopedia's
 * run of marks with a letter in it ("… the sea.[4][a] It fell."). The break goes after them.
 */
const BREAK_AFTER_FOOTNOTE =
  /(?<=\p{Ll}{2}[.!?]["'”’»)]*(?:\d{1,3}|(?:\[[\p{L}\p{N} ,.–-]{1,20}\])+))\s+(?=["'“‘(]?\p{Lu})/gu;

function splitAfterFootnotes(text: string, span: Span): Span[] {
  return splitAtGaps(text, span, BREAK_AFTER_FOOTNOTE);
}

const CASELESS_BREAK = /[.!?]["'”’)\]]*\s+/gu;

/** In lower-cased text, a period (or ! ?) followed by a space ends a sentence unless it ends an abbreviation. */
function splitCaseless(text: string, spans: Span[]): Span[] {
  const out: Span[] = [];
  for (const span of spans) {
    const passage = text.slice(span.start, span.end);
    let from = 0;
    CASELESS_BREAK.lastIndex = 0;
    for (let m = CASELESS_BREAK.exec(passage); m; m = CASELESS_BREAK.exec(passage)) {
      const endOfSentence = m.index + m[0].trimEnd().length;
      const before = passage.slice(Math.max(from, endOfSentence - 40), endOfSentence);
      if (endsWithAbbreviation(before, passage.slice(m.index + m[0].length))) continue;
      // "3 . 5" and other spaced decimals in tokenized text: a lone period between digits.
      if (/\d\s*\.$/.test(before) && /^\d/.test(passage.slice(m.index + m[0].length))) continue;
      const piece = trimSpan(text, span.start + from, span.start + endOfSentence);
      if (piece) out.push(piece);
      from = m.index + m[0].length;
    }
    const rest = trimSpan(text, span.start + from, span.end);
    if (rest) out.push(rest);
  }
  return out;
}

/**
 * Thai and its neighbours put a space where other languages put a comma or a period. ICU gives a whole
 * paragraph as one sentence; this cuts it at spaces and grows the pieces to sentence-like units.
 */
function splitPhrases(text: string, span: Span, language: string): Span[] {
  const passage = text.slice(span.start, span.end);
  const words = wordSegmenter(language);
  const out: Span[] = [];
  let unitStart = -1;
  let unitWords = 0;
  const pieces = /\S+/g;
  let lastEnd = 0;
  for (let m = pieces.exec(passage); m; m = pieces.exec(passage)) {
    if (unitStart < 0) unitStart = m.index;
    for (const w of words.segment(m[0])) if (w.isWordLike) unitWords++;
    lastEnd = m.index + m[0].length;
    // A unit does not end on an abbreviation: "พล.อ." + "ประยุทธ์" is one name.
    if (unitWords >= MIN_PHRASE_UNIT_WORDS && !ENDS_WITH_PHRASED_ABBREVIATION.test(m[0])) {
      out.push({ start: span.start + unitStart, end: span.start + lastEnd });
      unitStart = -1;
      unitWords = 0;
    }
  }
  if (unitStart >= 0) {
    const previous = out[out.length - 1];
    // A short tail joins the unit before it rather than standing alone.
    if (previous && unitWords < MIN_PHRASE_UNIT_WORDS / 3) previous.end = span.start + lastEnd;
    else out.push({ start: span.start + unitStart, end: span.start + lastEnd });
  }
  return out;
}

/** Sentences of a plain text passage, as strings (convenience for callers that do not need offsets). */
export function splitSentences(text: string, options: SentenceOptions = {}): string[] {
  return splitSentenceSpans(text, 0, text.length, options).map((s) => text.slice(s.start, s.end));
}
