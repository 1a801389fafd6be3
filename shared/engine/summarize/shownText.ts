import { SOUND_MARK } from '../segment/sounds.ts';
import type { TextUnit } from '../segment/units.ts';
import { countWordsIn } from '../segment/words.ts';
import type { SummarySentence } from '../types.ts';
import { quoteNeeds } from './quotes.ts';

/**
 * How a chosen unit reads in the summary (render.ts lays the summary out): on one line, without
 * citation and footnote marks, with "…" where a cut sentence goes on, its own characters escaped so
 * Markdown does not read them as markup; and the sentences cited and the words the reader sees.
 */

/**
 * A document's own characters that Markdown would read as inline markup: emphasis marks ("5*3*2",
 * "*dūcan", "_draft_"), code, a tag ("the <more/> tag", which a reader dropping HTML would lose), a
 * link's brackets, an entity, a backslash before punctuation ("C:\*.txt"; before a space or a letter, as
 * in "X \ A", it is a backslash already).
 */
const INLINE_MARKUP = /[*_]+|`|\\(?=[!-/:-@[-`{-~])|<(?=[A-Za-z/!?])|\](?=[([])|&(?=#?\w+;)/gu;
const WORD_CHARACTER = /[\p{L}\p{N}]/u;

/**
 * The text shown as written, its markup characters escaped. A run of "*" or "_" with spaces on both
 * sides ("5 * 3", a form's blank "Name: ____ Date") and "_" inside a word ("snake_case") cannot
 * emphasise anything, so they stay as they are, and a copied summary stays readable.
 */
function escapeInline(text: string): string {
  return text.replace(INLINE_MARKUP, (mark: string, at: number) => {
    if (mark[0] !== '*' && mark[0] !== '_') return `\\${mark}`;
    const before = text[at - 1] ?? ' ';
    const after = text[at + mark.length] ?? ' ';
    if (/\s/u.test(before) && /\s/u.test(after)) return mark;
    if (mark[0] === '_' && WORD_CHARACTER.test(before) && WORD_CHARACTER.test(after)) return mark;
    return mark.replace(/./g, '\\$&');
  });
}

/** Where a sentence of Chinese or Japanese ends, or its script runs on: no space follows it. */
const FULL_WIDTH_END = /[。！？」』）】]$/u;
const UNSPACED_END = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]$/u;
const UNSPACED_START = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}「『（【]/u;

/**
 * Sentences shown one after another: a space between them, as the text had, but none in Chinese and
 * Japanese, which set none ("…と述べた。大規模な…").
 */
export function joinSentences(sentences: readonly string[]): string {
  let out = sentences[0] ?? '';
  for (let k = 1; k < sentences.length; k++) {
    const next = sentences[k]!;
    const unspaced = FULL_WIDTH_END.test(out) || (UNSPACED_END.test(out) && UNSPACED_START.test(next));
    out += unspaced ? next : ` ${next}`;
  }
  return out;
}

/** Text that Markdown would read as structure at the start of a line is escaped. */
export function escapeLineStart(text: string): string {
  return text.replace(/^(#{1,6} |[-*+] |\d+[.)] |>)/, '\\$1');
}

/** The comma, semicolon, colon or dash a clause ends with where its sentence goes on. */
const CLAUSE_TAIL = /[\s,;:，；：、،؛–—-]+$/u;
const ELLIPSIS = '…';
/**
 * Numbered citation marks in a paper's or encyclopedia's sentence: "[3]", "[ 3 , 4 ]", "[12–15]", and an
 * encyclopedia's notes and editors' tags set on the word or stop they follow: "[a]" after a stop or another
 * mark, "[note 2]", "[citation needed]", "[who?]". They point to lists and talk the summary does not carry,
 * so the reader sees the sentence without them (the recorded sentence keeps them: it cites the source as
 * written). A mark follows what it supports: one that opens the line is a label ("[25] a. Create a plot
 * …", an exercise's points) and stays; "[sic]" is the quotation's own and stays.
 */
const CITATION_MARK = new RegExp(
  [
    String.raw`(?<=\S)\s?\[\s*\d{1,3}(?:\s*[,;–-]\s*\d{1,3})*\s*\](?![(:])`,
    String.raw`(?<=[.,;:!?"”’)\]])\[[a-z]\]`,
    String.raw`(?<=\S)\[(?:(?:note|nb|n) \d{1,3}|[a-z][a-z ]{0,30} needed|(?:according to |by )?(?:who|whom|when|which|where|why)\?|dubious(?: [–-] discuss)?|failed verification)\]`,
  ].join('|'),
  'gu',
);
/** A footnote's number after a sentence's full stop, flattened from a superscript: "… pirates.1". */
const FOOTNOTE_MARK = /(?<=\p{Ll}{2}[.!?]["'”’»)]*)\d{1,3}$/u;
/** The same mark inside a sentence, after a quotation's closing mark: "his “own terrorist war”10—has". */
const QUOTED_FOOTNOTE_MARK = /(?<=\p{Ll}{2}[.,!?;:]?[”’»"])\d{1,3}(?=[\s—–,;:)])/gu;
/** A line break inside a unit, and in an e-mail's quoted text the quote marks after it ("because\n> of"). */
const LINE_BREAK = /\s*\n\s*/g;
const QUOTED_LINE_BREAK = /\s*\n(?:[ \t]*>)*\s*/g;
const KATAKANA = /\p{Script=Katakana}/u;

/** A wrapped line's break reads as a space, but as nothing inside Chinese or Japanese text. */
function lineBreakAs(lineBreak: string, at: number, text: string): string {
  const before = text[at - 1] ?? '';
  const after = text[at + lineBreak.length] ?? '';
  // Words in katakana may be set apart by a space ("アプリケーション ウィザード"): a break between two keeps it.
  if (KATAKANA.test(before) && KATAKANA.test(after)) return ' ';
  return UNSPACED_END.test(before) && UNSPACED_START.test(after) ? '' : ' ';
}

/** A full stop typed twice at the end of a sentence ("zip file).."), not an ellipsis ("..."). */
const DOUBLED_STOP = /(?<!\.)\.\.$/;

/** Where a piece of a cut sentence meets the piece beside it in the same paragraph (no "…" there). */
export interface Joins {
  previous?: boolean;
  next?: boolean;
  /** Whether the unit before it in the source is shown right before it (a quotation it goes on). */
  previousShown?: boolean;
  /** Whether the unit after it in the source is shown right after it (a quotation that goes on there). */
  nextShown?: boolean;
}

/** Collects the summary's sentences and counts the words the reader will see. */
export class Output {
  readonly sentences: SummarySentence[] = [];
  words = 0;
  private readonly labelWords = new Map<string, number>();
  constructor(private readonly language: string) {}

  /**
   * Records a unit as a summary sentence and returns it as the reader sees it: on one line, and, when
   * it is a piece of a longer sentence, with "…" where the sentence goes on (its trailing comma or
   * dash dropped, and the recorded sentence ending before it, so citations match the shown text), and
   * with the quotation marks its quotation has beyond it when the sentences there are not shown.
   */
  show(u: TextUnit, joins: Joins = {}): string {
    let text = u.text;
    let end = u.end;
    const cutAfter = u.endsMidSentence === true && !joins.next;
    if (cutAfter) {
      const tail = CLAUSE_TAIL.exec(text);
      if (tail && tail.index > 0) {
        end -= text.length - tail.index;
        text = text.slice(0, tail.index);
      }
    }
    if (!cutAfter && DOUBLED_STOP.test(text)) {
      // Shown and cited once: the passage still lies in the source, one character shorter.
      text = text.slice(0, -1);
      end -= 1;
    }
    this.sentences.push({ text, sourceStart: u.start, sourceEnd: end });
    this.words += u.words;
    let line = text.includes('\n')
      ? text.replace(u.quoted ? QUOTED_LINE_BREAK : LINE_BREAK, lineBreakAs)
      : text;
    const footnote = FOOTNOTE_MARK.exec(line);
    if (footnote) {
      // Counted as the reader sees it: "pirates.1" may have counted as one word or two.
      const tail = line.slice(Math.max(0, line.lastIndexOf(' ')));
      line = line.slice(0, footnote.index);
      this.words -=
        countWordsIn(tail, this.language) - countWordsIn(line.slice(line.lastIndexOf(' ')), this.language);
    }
    const unmarked = line.replace(QUOTED_FOOTNOTE_MARK, '');
    if (unmarked !== line) {
      this.words -= countWordsIn(line, this.language) - countWordsIn(unmarked, this.language);
      line = unmarked;
    }
    if (line.includes('[')) {
      // Counted as the reader sees it: a mark set on its word ("countries.[2]") was no word of its own.
      const unmarked = line.replace(CITATION_MARK, '');
      if (unmarked !== line) {
        this.words -= countWordsIn(line, this.language) - countWordsIn(unmarked, this.language);
        line = unmarked;
      }
    }
    if (u.speaker !== undefined && (line.includes('{') || line.includes('[') || line.includes('('))) {
      // A turn is shown as said: its marks of sounds and restarts ("[laughter]", "{pause}") are not. They
      // stay counted, as the document's own word count counts them: the summary's share is like for like.
      const unmarked = line.replace(SOUND_MARK, '').trim();
      if (unmarked) line = unmarked;
    }
    if (u.opensAfterSalutation) line = line.charAt(0).toLocaleUpperCase(this.language) + line.slice(1);
    const before = u.startsMidSentence && !joins.previous ? ELLIPSIS : '';
    const quotes = quoteNeeds(line, this.language);
    const open = joins.previous || joins.previousShown ? '' : quotes.open;
    const close = joins.next || joins.nextShown ? '' : quotes.close;
    return `${before}${open}${escapeInline(line)}${cutAfter ? ELLIPSIS : ''}${close}`;
  }

  /** A speaker's name or a section title written into the summary. */
  label(text: string): string {
    let n = this.labelWords.get(text);
    if (n === undefined) {
      n = countWordsIn(text, this.language);
      this.labelWords.set(text, n);
    }
    this.words += n;
    return escapeInline(text);
  }
}
