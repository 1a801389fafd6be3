import { headerFieldsOf } from '../segment/headerFields.ts';
import type { TextUnit } from '../segment/units.ts';
import type { SummarySentence } from '../types.ts';
import { followersOf } from './announcements.ts';
import { antecedentsOf, pastUnsaid } from './cohesion.ts';
import { questionTitleOf, titleOf } from './opening.ts';
import { decisionsOf } from './resolutions.ts';
import type { Selection } from './select.ts';
import { escapeLineStart, type Joins, joinSentences, Output } from './shownText.ts';
import { transcriptTitles } from './transcript.ts';

export interface Rendered {
  markdown: string;
  sentences: SummarySentence[];
  /** Words of the Markdown as a reader sees them: the units' words plus speaker names and section titles. */
  words: number;
}

interface RenderInput {
  units: readonly TextUnit[];
  scores: Float64Array;
  selection: Selection;
  level: number;
  isTranscript: boolean;
  language: string;
  /** What minutes, a resolution or a ruling decide (resolutions.ts), when the caller has it already. */
  decisions?: Uint8Array;
}

/** Sections with at least this many chosen units open with their key points as a list. */
const KEY_POINTS_FROM = 4;
/** A summary paragraph longer than this starts a new one at the next sentence (subtitles, walls of text). */
const MAX_PARAGRAPH_WORDS = 120;
const MAX_KEY_POINTS = 3;

/**
 * Writes the chosen units as Markdown. Level 1: the key points as a list. Higher levels: the
 * document's sections with their headings, each opening with its key points, then the rest of its
 * chosen sentences as paragraphs in document order. Transcripts: who said what, then decisions and
 * action items.
 */
export function renderSummary(input: RenderInput): Rendered {
  const { units, selection } = input;
  const out = new Output(input.language);
  const blocks: string[] = [];

  if (input.isTranscript) {
    const titles = transcriptTitles(input.language);
    if (input.level === 1) {
      blocks.push(keyPointLines(units, sentenceGroups(units, selection.body), out, true));
    } else {
      if (selection.body.length) blocks.push(`## ${out.label(titles.summary)}`);
      blocks.push(...turnParagraphs(units, selection.body, out));
    }
    if (selection.decisions.length) {
      blocks.push(
        `## ${titles.decisions}`,
        selection.decisions.map((i) => bullet(units[i]!, out, true)).join('\n'),
      );
    }
    if (selection.actions.length) {
      blocks.push(
        `## ${titles.actions}`,
        selection.actions.map((i) => bullet(units[i]!, out, true)).join('\n'),
      );
    }
    return { markdown: join(blocks), sentences: out.sentences, words: out.words };
  }

  // A sentence and the one it points back to ("But …", "This …"), or the one it announces ("Two risks
  // need attention." and its "First, …"), are never pulled apart.
  const decided = input.decisions ?? decisionsOf(units, input.language);
  const antecedent = pastUnsaid(antecedentsOf(units, input.language, decided), units, input.scores);
  const follower = followersOf(units, input.language);
  const chosen = new Set(selection.body);
  const fields = headerFieldsOf(units);

  if (input.level === 1) {
    // One key point per bullet: a sentence that needs the one before it shares that one's bullet. A
    // table's rows stay lines of their own, the column names first.
    const groups = sentenceGroups(units, selection.body, (i) => {
      const previous = i - 1;
      return units[i]!.kind !== 'row' && (antecedent[i] === previous || follower[previous] === i);
    });
    // A title that asks the question the text is about is its first key point (select.ts paid for it).
    const question = questionTitleOf(units);
    const lines = question ? [`- ${escapeLineStart(out.show(question))}`] : [];
    lines.push(keyPointLines(units, groups, out, false));
    blocks.push(lines.join('\n'));
    return { markdown: join(blocks), sentences: out.sentences, words: out.words };
  }

  const body = selection.body;
  const headingOf = new Map<number, TextUnit>();
  for (const u of units) if (u.kind === 'heading') headingOf.set(u.section, u);
  const enclosing = enclosingHeadings(units);
  const shownHeadings = new Set<TextUnit>();
  const showHeading = (heading: TextUnit, defaultLevel = 2) => {
    if (shownHeadings.has(heading)) return;
    shownHeadings.add(heading);
    blocks.push(`${'#'.repeat(heading.level ?? defaultLevel)} ${out.show(heading)}`);
  };
  const tied = (i: number) =>
    (antecedent[i]! >= 0 && chosen.has(antecedent[i]!)) ||
    (antecedent[i + 1] === i && chosen.has(i + 1)) ||
    (follower[i]! >= 0 && chosen.has(follower[i]!)) ||
    (follower[i - 1] === i && chosen.has(i - 1));
  // The document's title opens a summary with sections (select.ts paid for it), also when nothing under
  // it is chosen: a posting's "Senior Data Engineer – Berlin" over its "## Your role".
  const title = titleOf(units);
  if (title && body.length > 0 && units[body[0]!]!.section !== title.section) showHeading(title, 1);
  const first = units.findIndex((u) => u.kind !== 'heading');
  const opening = first >= 0 && units[first + 1]?.paragraph !== units[first]!.paragraph ? first : -1;
  let k = 0;
  while (k < body.length) {
    const section = units[body[k]!]!.section;
    let e = k;
    while (e < body.length && units[body[e]!]!.section === section) e++;
    const members = body.slice(k, e);
    const heading = headingOf.get(section);
    if (heading) {
      // A subsection's part comes first ("## Findings" over "### Volume"), once.
      for (const outer of enclosing.get(section) ?? []) showHeading(outer);
      showHeading(heading);
    }
    // A line of its own that opens the document (a title written as a sentence, a contract's parties, a
    // standfirst) stays on top.
    const leading = members[0] === opening ? members.slice(0, 1) : [];
    const rest = members.slice(leading.length);
    blocks.push(...bodyParagraphs(units, leading, out, fields));
    // What minutes or a ruling decide opens their key points, each decision whole on its bullet (a
    // ruling's operative sentence is set over several paragraphs).
    const decisionBullets: number[][] = [];
    for (const i of rest) {
      if (decided[i] === 0 || units[i]!.kind === 'heading') continue;
      const chain = decisionBullets.at(-1);
      if (decided[i] === 2 && chain?.at(-1) === i - 1) chain.push(i);
      else decisionBullets.push([i]);
    }
    const keyPoints = new Set<number>(decisionBullets.flat());
    // Key points are drawn from the prose: list items and table rows are already lines of their own,
    // and one pulled out of its list would only break the list's order.
    const prose = rest.filter((i) => units[i]!.kind === 'sentence' && !fields[i] && !keyPoints.has(i));
    const others: number[] = [];
    if (prose.length >= KEY_POINTS_FROM) {
      const count =
        Math.min(MAX_KEY_POINTS, Math.floor(prose.length / KEY_POINTS_FROM)) - decisionBullets.length;
      const free = prose.filter((i) => !tied(i));
      for (const i of free.sort((a, b) => input.scores[b]! - input.scores[a]!).slice(0, Math.max(0, count)))
        others.push(i);
    }
    for (const i of others) keyPoints.add(i);
    if (keyPoints.size > 0) {
      blocks.push(
        [
          ...decisionBullets.map(
            (chain) => `- ${escapeLineStart(joinSentences(chain.map((i) => out.show(units[i]!))))}`,
          ),
          ...others.sort((a, b) => a - b).map((i) => bullet(units[i]!, out, false)),
        ].join('\n'),
      );
    }
    blocks.push(
      ...bodyParagraphs(
        units,
        rest.filter((i) => !keyPoints.has(i)),
        out,
        fields,
      ),
    );
    k = e;
  }
  return { markdown: join(blocks), sentences: out.sentences, words: out.words };
}

/**
 * Chosen units in runs that make one key point: pieces of one cut sentence chosen side by side, and
 * adjacent units `belongTogether` says need each other.
 */
function sentenceGroups(
  units: readonly TextUnit[],
  chosen: readonly number[],
  belongTogether: (i: number) => boolean = () => false,
): number[][] {
  const groups: number[][] = [];
  chosen.forEach((i, k) => {
    const together = chosen[k - 1] === i - 1 && (units[i]!.startsMidSentence === true || belongTogether(i));
    if (together) groups[groups.length - 1]!.push(i);
    else groups.push([i]);
  });
  return groups;
}

/** One bullet per group; the pieces of a sentence in it read as the source does, without "…" between. */
function keyPointLines(
  units: readonly TextUnit[],
  groups: readonly number[][],
  out: Output,
  withSpeaker: boolean,
): string {
  return groups
    .map((group) => {
      const first = units[group[0]!]!;
      const text = joinSentences(group.map((i, k) => out.show(units[i]!, joinsOf(units, group, k))));
      return withSpeaker && first.speaker
        ? `- **${out.label(first.speaker)}:** ${text}`
        : `- ${escapeLineStart(text)}`;
    })
    .join('\n');
}

/** Each section's enclosing headings, outermost first: "## Findings" for the section "### Volume" opens. */
function enclosingHeadings(units: readonly TextUnit[]): Map<number, TextUnit[]> {
  const out = new Map<number, TextUnit[]>();
  const open: TextUnit[] = [];
  for (const u of units) {
    if (u.kind !== 'heading') continue;
    const level = u.level ?? 2;
    while (open.length > 0 && (open[open.length - 1]!.level ?? 2) >= level) open.pop();
    out.set(u.section, [...open]);
    open.push(u);
  }
  return out;
}

function bullet(u: TextUnit, out: Output, withSpeaker: boolean): string {
  const text = out.show(u);
  return withSpeaker && u.speaker ? `- **${out.label(u.speaker)}:** ${text}` : `- ${escapeLineStart(text)}`;
}

/**
 * Sentences of one source paragraph stay together; list items, table rows and a header's fields
 * ("Week 6: Midterm exam" over "Week 8: …") stay lines.
 */
/** A line that ends on a letter or a digit, with no mark after it but a closing bracket ("(Thanksgiving break)"). */
const ENDS_ON_WORD = /[\p{L}\p{N}][)\]]?\s*$/u;

function bodyParagraphs(
  units: readonly TextUnit[],
  members: readonly number[],
  out: Output,
  fields: Uint8Array,
): string[] {
  const blocks: string[] = [];
  let lines: string[] = [];
  let paragraph: string[] = [];
  let paragraphWords = 0;
  let lastParagraph = -1;
  const flushParagraph = () => {
    if (paragraph.length) blocks.push(escapeLineStart(joinSentences(paragraph)));
    paragraph = [];
    paragraphWords = 0;
  };
  const flushLines = () => {
    if (lines.length) blocks.push(lines.join('\n'));
    lines = [];
  };
  members.forEach((i, k) => {
    const u = units[i]!;
    if (u.kind === 'item' || u.kind === 'row' || fields[i]) {
      flushParagraph();
      lines.push(bullet(u, out, false));
    } else {
      flushLines();
      const joins = joinsOf(units, members, k);
      const long = paragraphWords >= MAX_PARAGRAPH_WORDS && !joins.previous;
      // A line that ends on a word, with no mark at all, under which a line opens with a capital (a
      // résumé's "M.Sc. …, 2017" over "B.Tech. …, 2015") is an entry of its own, not a sentence the next
      // could follow on one line.
      const shownBefore = paragraph.at(-1);
      const unfinished =
        shownBefore !== undefined &&
        !joins.previous &&
        ENDS_ON_WORD.test(shownBefore) &&
        /^\p{Lu}/u.test(u.text);
      if (u.paragraph !== lastParagraph || long || unfinished) flushParagraph();
      paragraph.push(out.show(u, joins));
      paragraphWords += u.words;
    }
    lastParagraph = u.paragraph;
  });
  flushParagraph();
  flushLines();
  return blocks;
}

/** Consecutive chosen sentences of one turn form a paragraph led by the speaker's name. */
function turnParagraphs(units: readonly TextUnit[], members: readonly number[], out: Output): string[] {
  const blocks: string[] = [];
  let current: string[] = [];
  let speaker: string | undefined;
  let turn = -2;
  const flush = () => {
    if (current.length) {
      blocks.push(
        speaker
          ? `**${out.label(speaker)}:** ${joinSentences(current)}`
          : escapeLineStart(joinSentences(current)),
      );
    }
    current = [];
  };
  members.forEach((i, k) => {
    const u = units[i]!;
    if ((u.turn ?? -1) !== turn) {
      flush();
      turn = u.turn ?? -1;
      speaker = u.speaker;
    }
    current.push(out.show(u, joinsOf(units, members, k)));
  });
  flush();
  return blocks;
}

/** Pieces of one cut sentence chosen side by side read as the source does, without "…" between them. */
function joinsOf(units: readonly TextUnit[], members: readonly number[], k: number): Joins {
  const i = members[k]!;
  const previousShown = k > 0 && members[k - 1] === i - 1 && units[i - 1]!.paragraph === units[i]!.paragraph;
  const nextShown = members[k + 1] === i + 1 && units[i + 1]!.paragraph === units[i]!.paragraph;
  return {
    previous: previousShown && units[i]!.startsMidSentence === true,
    next: nextShown && units[i + 1]!.startsMidSentence === true,
    previousShown,
    nextShown,
  };
}

function join(blocks: readonly string[]): string {
  return blocks.filter((b) => b.length > 0).join('\n\n');
}
