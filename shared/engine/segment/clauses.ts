import { CLAUSE_OPENERS, COORDINATORS } from './clauseOpeners.ts';
import { wordSegmenter } from './segmenters.ts';
import type { Span } from './sentences.ts';

/** Sentences longer than this many words are cut into clauses, so every summary length stays reachable. */
const MAX_SENTENCE_WORDS = 60;
/** A clause grows to at least this many words before it is cut. */
const MIN_CLAUSE_WORDS = 20;
/** Characters below which a sentence cannot be over-long (cheap pre-check before counting words). */
const MIN_CHARS_TO_CHECK = 240;

/**
 * Clause marks: Latin and Arabic-script (، ؛) commas, semicolons and colons before a space (not the
 * comma of "$48,500" or the colon of "10:30"), CJK full-width marks and the ideographic comma (written
 * without spaces), and spaced dashes.
 */
const CLAUSE_END = /[,;:،؛](?=\s)\s*|[，；：、]\s*|\s[–—-]\s/gu;

function wordsIn(text: string, language: string | undefined): number {
  let n = 0;
  for (const s of wordSegmenter(language).segment(text)) if (s.isWordLike) n++;
  return n;
}

/**
 * Cuts an over-long sentence (legal clauses, run-on text without punctuation) into clauses at commas,
 * semicolons, colons and dashes; with none, before the words that open clauses (cutWithoutPunctuation).
 * Each piece is still the document's own text, with its own offsets.
 */
export function splitLongSentence(text: string, span: Span, language: string | undefined): Span[] {
  if (span.end - span.start < MIN_CHARS_TO_CHECK) return [span];
  const passage = text.slice(span.start, span.end);
  // In spaced scripts, space-separated runs bound the word count well enough to skip ICU here.
  const spaced = (passage.match(/\s+/g)?.length ?? 0) + 1;
  if (spaced * 2 < MAX_SENTENCE_WORDS) {
    if (wordsIn(passage, language) <= MAX_SENTENCE_WORDS) return [span];
  } else if (
    spaced <= MAX_SENTENCE_WORDS &&
    !/[\p{Script=Han}\p{Script=Thai}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(passage)
  ) {
    return [span];
  } else if (wordsIn(passage, language) <= MAX_SENTENCE_WORDS) return [span];
  const cuts: number[] = [];
  CLAUSE_END.lastIndex = 0;
  for (let m = CLAUSE_END.exec(passage); m; m = CLAUSE_END.exec(passage)) cuts.push(m.index + m[0].length);
  if (cuts.length === 0) return asPieces(cutWithoutPunctuation(passage, span.start, language));
  const out: Span[] = [];
  let from = 0;
  let pieceWords = 0;
  let last = 0;
  for (const cut of cuts) {
    pieceWords += wordsIn(passage.slice(last, cut), language);
    last = cut;
    if (pieceWords >= MIN_CLAUSE_WORDS && passage.length - cut > 40) {
      out.push(trimmed(span.start, passage, from, cut));
      from = cut;
      pieceWords = 0;
    }
  }
  out.push(trimmed(span.start, passage, from, passage.length));
  return asPieces(out);
}

/** Words a piece of unpunctuated text has before it may be cut at a clause opener. */
const MIN_OPENED_PIECE_WORDS = 8;
/** Words after which a piece of unpunctuated text is cut at a plain space, no opener having come. */
const MAX_UNOPENED_PIECE_WORDS = MIN_CLAUSE_WORDS;

/**
 * Text without any clause punctuation (captions, dictation) is cut before a word that opens a clause
 * in its language ("so", "but", "we"; clauseOpeners.ts) once a piece has a few words, and at a plain
 * space only where none comes within MIN_CLAUSE_WORDS. A piece cut at a plain space starts mid-clause,
 * and is marked so ranking can prefer another.
 */
function cutWithoutPunctuation(passage: string, offset: number, language: string | undefined): Span[] {
  const base = baseLanguage(language);
  const openers = CLAUSE_OPENERS[base];
  const coordinators = COORDINATORS[base];
  const opensAt = (at: number) => {
    const word = nextWord(passage, at);
    if (openers?.has(word)) return true;
    if (!coordinators?.has(word)) return false;
    return openers?.has(nextWord(passage, at + word.length + 1)) ?? false;
  };
  const out: Span[] = [];
  let from = 0;
  let pieceWords = 0;
  let midClause = false;
  const space = /\s+/g;
  for (let m = space.exec(passage); m; m = space.exec(passage)) {
    pieceWords++;
    const cut = m.index + m[0].length;
    if (passage.length - cut <= 40) break;
    const opens = opensAt(cut);
    if ((opens && pieceWords >= MIN_OPENED_PIECE_WORDS) || pieceWords >= MAX_UNOPENED_PIECE_WORDS) {
      out.push({ ...trimmed(offset, passage, from, cut), ...(midClause ? { midClause } : {}) });
      from = cut;
      pieceWords = 0;
      midClause = !opens;
    }
  }
  out.push({ ...trimmed(offset, passage, from, passage.length), ...(midClause ? { midClause } : {}) });
  return out;
}

function nextWord(passage: string, at: number): string {
  return (
    /^[\p{L}\p{M}'’]+/u
      .exec(passage.slice(at, at + 24))?.[0]
      .toLowerCase()
      .replace('’', "'") ?? ''
  );
}

function baseLanguage(language: string | undefined): string {
  return (language ?? 'en').split('-')[0]!.toLowerCase();
}

/**
 * Cuts a sentence into clauses of at least `minWords` words at commas, semicolons, colons and dashes
 * only (never inside a clause); the last clause may be as short as `minTailWords`. For sentences longer
 * than a whole summary's budget, which could otherwise never be part of it.
 */
export function splitIntoClauses(
  text: string,
  span: Span,
  language: string | undefined,
  minWords: number,
  minTailWords = minWords,
): Span[] {
  const passage = text.slice(span.start, span.end);
  const out: Span[] = [];
  let from = 0;
  let pieceWords = 0;
  let last = 0;
  let marks = 0;
  let openingWords = 0;
  let asideAt = 0;
  CLAUSE_END.lastIndex = 0;
  for (let m = CLAUSE_END.exec(passage); m; m = CLAUSE_END.exec(passage)) {
    const cut = m.index + m[0].length;
    pieceWords += wordsIn(passage.slice(last, cut), language);
    last = cut;
    marks++;
    if (marks === 1) {
      openingWords = pieceWords;
      asideAt = cut;
    }
    // A name and the aside that describes it ("Acme, a startup renting cargo bikes to businesses,") are
    // the sentence's subject, which ends at its second comma: cut there, the piece has no verb.
    const closesAside =
      marks === 2 &&
      m[0].startsWith(',') &&
      openingWords <= NAME_WORDS &&
      pieceWords - openingWords <= ASIDE_WORDS &&
      /^\p{Lu}/u.test(passage) &&
      ARTICLE.test(passage.slice(asideAt, asideAt + 12));
    if (!closesAside && pieceWords >= minWords && wordsIn(passage.slice(cut), language) >= minTailWords) {
      out.push(trimmed(span.start, passage, from, cut));
      from = cut;
      pieceWords = 0;
    }
  }
  out.push(trimmed(span.start, passage, from, passage.length));
  return asPieces(out);
}

/** Words of a name before the aside that describes it ("Acme,", "Claire Dumas,"). */
const NAME_WORDS = 4;
/** Words of such an aside at most: a longer run after "Well," or "Yes," is a clause of its own. */
const ASIDE_WORDS = 12;
/** An aside that describes a name opens with an article ("a startup …", "eine Firma …", "une société …"). */
const ARTICLE =
  /^(?:an?|the|ein|eine|einer|der|die|das|un|une|le|la|l['’]|les|una|el|los|las|uno|il|lo|um|uma|o|a|os|as|een|de|het)\s/iu;

/** Drops empty pieces and marks where each remaining piece sits in its sentence. */
function asPieces(spans: Span[]): Span[] {
  const pieces = spans.filter((s) => s.end > s.start);
  if (pieces.length < 2) return pieces;
  pieces.forEach((piece, k) => {
    if (k > 0) piece.startsMidSentence = true;
    if (k < pieces.length - 1) piece.endsMidSentence = true;
  });
  return pieces;
}

function trimmed(offset: number, passage: string, from: number, to: number): Span {
  let s = from;
  let e = to;
  while (s < e && /\s/.test(passage[s]!)) s++;
  while (e > s && /\s/.test(passage[e - 1]!)) e--;
  return { start: offset + s, end: offset + e };
}
