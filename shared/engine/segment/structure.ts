import { isPageLabelLine } from './pageLabels.ts';

/**
 * Reads the engine's text convention (see types.ts) line by line: headings, list items, table rows,
 * transcript turns and plain paragraph lines, each with its offsets in the source.
 */

type LineKind = 'heading' | 'item' | 'row' | 'turn' | 'text';

export interface SourceLine {
  kind: LineKind;
  /** Offsets of the whole line (after an e-mail's quote marks, "> ", which are markup). */
  start: number;
  end: number;
  /** Offsets of the line's content without its markup ("## ", "- ", "[00:01] Maria: "). */
  contentStart: number;
  /** Heading level 1–6. */
  level?: number;
  speaker?: string;
  /** Index of the paragraph (block between blank lines). */
  paragraph: number;
  /** A line of code, between "```" fences: text, never a heading, list item or table row. */
  code?: boolean;
  /** A line of an e-mail's quotation: its quote marks ("> ") lie before `start`. */
  quoted?: boolean;
}

/** A line with " | " longer than this is prose with a vertical bar (a photo credit), not a table row. */
const MAX_ROW_CHARS = 400;

const TIMESTAMP = /^\[\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d{1,3})?\][ \t]*/;

const HEADING = /^(#{1,6})[ \t]+(?=\S)/;
/** The line that opens and closes a block of code (a Markdown file's fenced or indented code). */
const CODE_FENCE = '```';
/** A list item's marker: "- ", "• ", "1. ", "2) ". */
const ITEM_MARKER = String.raw`(?:[-*•‣◦▪–]|\d{1,3}[.)])[ \t]`;
export const ITEM = new RegExp(`^${ITEM_MARKER}+(?=\\S)`, 'u');
/**
 * "\# of users", "\- | N/mm²": text that would read as a heading or a list item, escaped by its
 * extractor (a table row whose first cell is "-"); the backslash is markup.
 */
const ESCAPED_MARK = new RegExp(`^\\\\(?=#|${ITEM_MARKER})`, 'u');
/**
 * "[00:01:23] Maria Lopez: text" — a speaker of at most five words, no sentence punctuation. Chinese
 * and Japanese write the colon full width, with no space after it: "张伟：我们下周一发布。".
 */
const TURN =
  /^(?:\[[\d:.,\- >]{1,32}\][ \t]*)?([\p{L}\p{N}][\p{L}\p{N} '’._()-]{0,40}?)(?::[ \t]+|：[ \t]*)(?=\S)/u;

function isSpeaker(name: string): boolean {
  if (/[.!?]\s/.test(name) || /https?$/i.test(name)) return false;
  return name.trim().split(/\s+/).length <= 5;
}

/** With more speakers than this, a transcript's speakers must each take the floor a few times. */
const MAX_SPEAKERS_UNCHECKED = 4;
const MIN_TURNS_PER_SPEAKER = 3;

/**
 * Whether labelled lines read as people talking: people take the floor again and again, while a list of
 * labelled entries ("Day 1: …", "Day 2: …") names each label once or twice. Up to four speakers, a
 * short exchange still counts.
 */
export function speakersRecur(turns: number, speakers: number): boolean {
  return speakers <= MAX_SPEAKERS_UNCHECKED || turns >= speakers * MIN_TURNS_PER_SPEAKER;
}

/** A turn's time, "[00:00:30]" or "[1:05]", not a reference's number ("[1] Smith: …"). */
const TIME_STAMP = /^\[(?:\d{1,2}:)?\d{1,2}:\d{2}/;

/** True when most lines of the text are "Speaker: text" turns with at least two speakers. */
export function looksLikeTranscript(text: string): boolean {
  let lines = 0;
  let turns = 0;
  let stamped = 0;
  const speakers = new Set<string>();
  let from = 0;
  while (from < text.length && lines < 4000) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    const line = text.slice(from, to).trim();
    if (line) {
      lines++;
      const match = TURN.exec(line);
      if (match && isSpeaker(match[1]!)) {
        turns++;
        if (TIME_STAMP.test(line)) stamped++;
        speakers.add(match[1]!.trim());
      }
    }
    from = to + 1;
  }
  // Turns stamped with their time ("[00:00:30] Neil: …", as subtitles are extracted) are a recording's
  // even when there are only two or three of them.
  const enoughTurns = turns >= 4 || (turns >= 2 && stamped === turns);
  return enoughTurns && speakers.size >= 2 && turns >= lines * 0.5 && speakersRecur(turns, speakers.size);
}

/**
 * A quoted line of an e-mail ("> The vendor told me …", ">> …" for a quote inside a quote): its marks
 * are markup, and a line of nothing but marks is a blank line. A quotation opens before a letter, a
 * quotation mark or a bracket ("> 65 years" on a line of its own is a comparison); inside one, any line
 * so marked is quoted ("> > 40,000 units").
 */
const QUOTE_MARKS = /^(?:>[ \t]?)+/;
const QUOTATION_OPENS = /^(?:>[ \t]?)+(?:[\p{L}"'“‘«(]|$)/u;

/** Every non-blank line of the text, classified. */
export function readLines(text: string, transcript: boolean): SourceLine[] {
  const out: SourceLine[] = [];
  let paragraph = 0;
  let blank = true;
  let inCode = false;
  let quoting = false;
  let codeFrom = 0;
  let from = 0;
  while (from <= text.length) {
    let to = text.indexOf('\n', from);
    if (to < 0) to = text.length;
    let start = from;
    let end = to;
    while (start < end && /\s/.test(text[start]!)) start++;
    while (end > start && /\s/.test(text[end - 1]!)) end--;
    const quoted: boolean =
      !inCode && text[start] === '>' && (quoting || QUOTATION_OPENS.test(text.slice(start, end)));
    if (quoted) {
      start += QUOTE_MARKS.exec(text.slice(start, end))![0].length;
      while (start < end && /\s/.test(text[start]!)) start++;
    }
    quoting = quoted;
    if (start === end) {
      if (!blank) paragraph++;
      blank = true;
    } else if (text.startsWith(CODE_FENCE, start) && end - start === CODE_FENCE.length) {
      inCode = !inCode;
      codeFrom = out.length;
    } else if (inCode) {
      blank = false;
      const escaped = ESCAPED_MARK.test(text.slice(start, start + 2)) ? 1 : 0;
      out.push({ kind: 'text', start, end, contentStart: start + escaped, paragraph, code: true });
    } else {
      blank = false;
      const line = classify(text, start, end, paragraph, transcript);
      if (quoted) line.quoted = true;
      out.push(line);
    }
    from = to + 1;
  }
  // A fence never closed (pasted text) opened no code: its lines are read as any others.
  if (inCode) {
    for (let k = codeFrom; k < out.length; k++) {
      const line = out[k]!;
      out[k] = classify(text, line.start, line.end, line.paragraph, transcript);
    }
  }
  if (!transcript) {
    markTitle(text, out);
    markDivisionTitles(text, out);
    markListTitles(text, out);
    markSymbolLists(text, out);
    markEditLinkTitles(text, out);
    markLeadTitles(text, out);
  }
  return out;
}

/** Words that name a division of a statute, contract, book or report, by rank, in the languages we serve. */
const DIVISIONS = new Set([
  'part',
  'chapter',
  'title',
  'capítulo',
  'capitulo',
  'chapitre',
  'kapitel',
  'capitolo',
  'hoofdstuk',
  'rozdział',
  'глава',
  'розділ',
  'parte',
  'partie',
  'teil',
]);
const ARTICLES = new Set([
  'article',
  'artigo',
  'artículo',
  'articulo',
  'articolo',
  'artikel',
  'artykuł',
  'статья',
  'стаття',
  'section',
  'clause',
  'cláusula',
  'clausula',
  'schedule',
  'annex',
  'appendix',
  'anexo',
  'annexe',
  'anhang',
  'madde',
]);
/**
 * "Article 5", "ARTICLE V – TERMINATION", "Artigo Primeiro", "CAPÍTULO PRIMEIRO", "Section 3.2 Fees",
 * "Глава 2": the word with a capital, then a number, a numeral or a letter, or up to three capitalised
 * words (a numeral written out), then perhaps a title, which opens with a capital and has no comma
 * ("Chapter 2 was long, …" is a sentence).
 */
const DIVISION_TITLE =
  /^(\p{Lu}\p{L}+)\s+(?:\d{1,3}(?:\.\d{1,3})*[A-Za-z]?|[IVXLC]{1,6}|[A-Z]|\p{Lu}[\p{L}]*(?:\s+\p{Lu}[\p{L}]*){0,2})[º°ª.]?(?:\s*[-–—:.]?\s+["'“‘«(]?\p{Lu}[^,]*)?$/u;
/** "§ 5 Kündigung", "§§ 12", "Art. 7 Haftung": a statute's or contract's section by its sign. */
const SECTION_SIGN_TITLE = /^(?:§{1,2}|Art\.)\s*\d{1,3}[a-z]?(?:\s*[-–—:.]?\s+["'“‘«(]?\p{Lu}[^,]*)?$/u;
const MAX_DIVISION_TITLE_CHARS = 100;

/**
 * Division titles written without markup, on a line of their own, as statutes and contracts pasted or
 * saved without heading styles give them: chapters and parts become second-level headings, articles,
 * sections ("§ 5") and clauses third-level ones, so each division is a section of the summary.
 */
function markDivisionTitles(text: string, lines: SourceLine[]): void {
  for (let k = 0; k < lines.length; k++) {
    const line = lines[k]!;
    if (line.kind !== 'text' || line.contentStart !== line.start || line.code) continue;
    if (lines[k - 1]?.paragraph === line.paragraph || lines[k + 1]?.paragraph === line.paragraph) continue;
    if (line.end - line.start > MAX_DIVISION_TITLE_CHARS) continue;
    const title = text.slice(line.start, line.end);
    if (SENTENCE_END.test(title)) continue;
    const word = DIVISION_TITLE.exec(title)?.[1]?.toLocaleLowerCase() ?? '';
    const level = DIVISIONS.has(word) ? 2 : ARTICLES.has(word) || SECTION_SIGN_TITLE.test(title) ? 3 : 0;
    if (level === 0) continue;
    line.kind = 'heading';
    line.level = level;
  }
}

/** A numbered line's number: "1. ", "2) ". */
const NUMBERED = /^\d{1,3}[.)][ \t]/;
const MAX_LIST_TITLE_CHARS = 60;

/**
 * Notes number their parts and bullet what each holds: "1. Status" over "- Hardware: …", "2. Decisions"
 * over "- Launch moves …". A numbered line that is short, does not end like a sentence, and has bulleted
 * lines under it is the title of a part (a second-level heading), not an item beside them.
 */
function markListTitles(text: string, lines: SourceLine[]): void {
  for (let k = 0; k + 1 < lines.length; k++) {
    const line = lines[k]!;
    const next = lines[k + 1]!;
    if (line.kind !== 'item' || next.kind !== 'item' || line.end - line.contentStart > MAX_LIST_TITLE_CHARS)
      continue;
    if (
      !NUMBERED.test(text.slice(line.start, line.contentStart)) ||
      NUMBERED.test(text.slice(next.start, next.contentStart))
    )
      continue;
    if (SENTENCE_END.test(text.slice(line.contentStart, line.end))) continue;
    line.kind = 'heading';
    line.level = 2;
  }
}

/**
 * A section title copied from a wiki page keeps the page's edit link after it: "History[edit]",
 * "Geschichte[Bearbeiten | Quelltext bearbeiten]", "Historique[modifier | modifier le code]".
 */
const EDIT_LINK =
  /\[\s*(?:edit|edit source|bearbeiten(?: \| quelltext bearbeiten)?|modifier(?: \| modifier le code)?|editar(?: \| editar código-fonte| \| editar código)?|modifica(?: \| modifica wikitesto)?|править(?: \| править код)?|bewerken(?: \| brontekst bewerken)?|edytuj(?: \| edytuj kod)?)\s*\]$/iu;
const MAX_EDIT_TITLE_CHARS = 120;

/**
 * A line of its own that ends with a wiki's edit link is a section title (level 2), and a heading keeps
 * its level; either without the link.
 */
function markEditLinkTitles(text: string, lines: SourceLine[]): void {
  for (const line of lines) {
    if ((line.kind !== 'text' && line.kind !== 'heading') || line.code) continue;
    if (line.end - line.contentStart > MAX_EDIT_TITLE_CHARS) continue;
    const link = EDIT_LINK.exec(text.slice(line.contentStart, line.end));
    if (!link || link.index === 0) continue;
    if (line.kind === 'text') {
      line.kind = 'heading';
      line.level = 2;
    }
    line.end = line.contentStart + link.index;
  }
}

/** A part's title: short, opening with a capital or a number, not ending like a sentence or a question. */
const PART_TITLE = /^[\p{Lu}\p{N}][^\n]{0,58}$/u;
const ASKS = /[?？]["'”’»)]*$/u;
/** The line after the title is its text when at least this long (a list may follow instead). */
const MIN_TEXT_AFTER_TITLE = 60;

/**
 * A short line that opens a paragraph and has its list or its text right under it is that part's
 * title (level 2), as postings, notes and pages copied from a browser write them: "Your role" over "•
 * Build and run …", "About us" over "We are a fintech company …". Not the document's first line (its
 * title, see markTitle), nor a line over another short line (an address, a verse).
 */
function markLeadTitles(text: string, lines: SourceLine[]): void {
  for (let k = 1; k + 1 < lines.length; k++) {
    const line = lines[k]!;
    const next = lines[k + 1]!;
    if (line.kind !== 'text' || line.code || line.contentStart !== line.start) continue;
    if (lines[k - 1]!.paragraph === line.paragraph || next.paragraph !== line.paragraph) continue;
    const title = text.slice(line.start, line.end);
    if (!PART_TITLE.test(title) || SENTENCE_END.test(title) || ASKS.test(title) || !/\p{L}/u.test(title))
      continue;
    // The text under a title opens its own sentence: a line in small letters goes on the short one ("He
    // let the" / "dank air of the cellar …", a wrap gone wrong).
    const opensSentence = !/^\p{Ll}/u.test(text.slice(next.contentStart, next.contentStart + 1));
    const textAfter =
      next.kind === 'text' && next.end - next.contentStart >= MIN_TEXT_AFTER_TITLE && opensSentence;
    if (next.kind !== 'item' && !textAfter) continue;
    line.kind = 'heading';
    line.level = 2;
  }
}

/** A symbol set before a line as its bullet: a check mark, an arrow, a star, an emoji ("✅ ", "👉 "). */
const SYMBOL_BULLET = /^(?:\p{Extended_Pictographic}|[✓✔☑➤➔→▸►◆◇★☆])\uFE0F?[ \t]+(?=\S)/u;

/**
 * Posts and notes bullet their lines with symbols ("✅ Summaries in 50+ languages" / "✅ Meeting
 * transcripts …"). Two or more lines in a row opening with the same symbol are a list; one such line
 * alone ("🚀 Big news: …") is text.
 */
function markSymbolLists(text: string, lines: SourceLine[]): void {
  const bulletOf = (line: SourceLine | undefined) =>
    line?.kind === 'text' && !line.code && line.contentStart === line.start
      ? SYMBOL_BULLET.exec(text.slice(line.start, Math.min(line.end, line.start + 12)))?.[0]
      : undefined;
  const bullets = lines.map(bulletOf);
  for (let k = 0; k < lines.length; k++) {
    const bullet = bullets[k];
    if (!bullet) continue;
    const symbol = bullet.trimEnd();
    if (bullets[k - 1]?.trimEnd() !== symbol && bullets[k + 1]?.trimEnd() !== symbol) continue;
    lines[k]!.kind = 'item';
    lines[k]!.contentStart = lines[k]!.start + bullet.length;
  }
}

/** A title is a line, not a paragraph of prose: longer lines are an opening sentence without its full stop. */
const MAX_TITLE_CHARS = 120;
/** How a sentence, a clause or a lead-in ends ("Dear all,", "Minutes:", "… just shipped 2.0!"); a title ends otherwise. */
const SENTENCE_END = /[.,;:!…。，；：、！]["'”’»)\]]*$/u;

/** A field of a header: a label of a few words with its capital, a colon, a value. */
const FIELD_LINE = /^\p{Lu}[\p{L}\p{M} -]{0,30}[:：][ \t]*\S/u;

/**
 * A document's title written without markup, as pasted text and plain files give it: a first line that
 * stands apart (a blank line, a list or a header's field after it), is short and does not end like a sentence, with text after it
 * ("Quarterly operations report: third quarter", a news headline). It becomes the document's top
 * heading, so the summary treats it as the document's title rather than as its first statement.
 */
function markTitle(text: string, lines: SourceLine[]): void {
  const first = lines[0];
  const next = lines[1];
  if (first?.kind !== 'text' || first.contentStart !== first.start || first.code) return;
  // A list, a table or a field ("Date: 12 March 2026", notes' and memos' headers) right under it is as
  // good as a blank line; a field over fields is the header's first ("From: …" over "Sent: …").
  if (!next) return;
  const line = text.slice(first.start, first.end);
  if (next.paragraph === first.paragraph && next.kind === 'text') {
    if (!FIELD_LINE.test(text.slice(next.start, next.end)) || FIELD_LINE.test(line)) return;
  }
  if (line.length > MAX_TITLE_CHARS || SENTENCE_END.test(line) || !/\p{L}/u.test(line)) return;
  // A running header copied with its page ("Annual Report 2025      Page 3") is no title.
  if (isPageLabelLine(line)) return;
  first.kind = 'heading';
  first.level = 1;
}

function classify(
  text: string,
  start: number,
  end: number,
  paragraph: number,
  transcript: boolean,
): SourceLine {
  const line = text.slice(start, Math.min(end, start + 120));
  const heading = HEADING.exec(line);
  if (heading) {
    return {
      kind: 'heading',
      start,
      end,
      contentStart: start + heading[0].length,
      level: heading[1]!.length,
      paragraph,
    };
  }
  if (ESCAPED_MARK.test(line)) {
    const kind = end - start <= MAX_ROW_CHARS && text.slice(start, end).includes(' | ') ? 'row' : 'text';
    return { kind, start, end, contentStart: start + 1, paragraph };
  }
  if (transcript) {
    const turn = TURN.exec(line);
    if (turn && isSpeaker(turn[1]!)) {
      return {
        kind: 'turn',
        start,
        end,
        contentStart: start + turn[0].length,
        speaker: turn[1]!.trim(),
        paragraph,
      };
    }
  }
  const item = ITEM.exec(line);
  if (item) return { kind: 'item', start, end, contentStart: start + item[0].length, paragraph };
  if (end - start <= MAX_ROW_CHARS && text.slice(start, end).includes(' | ')) {
    return { kind: 'row', start, end, contentStart: start, paragraph };
  }
  // A timestamp without a speaker (subtitles) is markup, not text.
  const stamp = TIMESTAMP.exec(line);
  if (stamp && start + stamp[0].length < end) {
    return { kind: 'text', start, end, contentStart: start + stamp[0].length, paragraph };
  }
  return { kind: 'text', start, end, contentStart: start, paragraph };
}
