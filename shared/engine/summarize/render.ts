import type { TextUnit } from '../segment/units.ts';
import type { SummarySentence } from '../types.ts';
import type { Selection } from './select.ts';
import { transcriptTitles } from './transcript.ts';

export interface Rendered {
  markdown: string;
  sentences: SummarySentence[];
}

interface RenderInput {
  units: readonly TextUnit[];
  scores: Float64Array;
  selection: Selection;
  level: number;
  isTranscript: boolean;
  language: string;
}

/** Sections with at least this many chosen units open with their key points as a list. */
const KEY_POINTS_FROM = 4;
const MAX_KEY_POINTS = 3;

/** Text that Markdown would read as structure at the start of a line is escaped. */
function escapeLineStart(text: string): string {
  return text.replace(/^(#{1,6} |[-*+] |\d+[.)] |>)/, '\\$1');
}

/** A unit as one line: wrapped source lines are joined. */
function display(u: TextUnit): string {
  return u.text.includes('\n') ? u.text.replace(/\s*\n\s*/g, ' ') : u.text;
}

function sentenceOf(u: TextUnit): SummarySentence {
  return { text: u.text, sourceStart: u.start, sourceEnd: u.end };
}

/**
 * Writes the chosen units as Markdown. Level 1: the key points as a list. Higher levels: the
 * document's sections with their headings, each opening with its key points, then the rest of its
 * chosen sentences as paragraphs in document order. Transcripts: who said what, then decisions and
 * action items.
 */
export function renderSummary(input: RenderInput): Rendered {
  const { units, selection } = input;
  const sentences: SummarySentence[] = [];
  const blocks: string[] = [];

  if (input.isTranscript) {
    const titles = transcriptTitles(input.language);
    if (input.level === 1) {
      blocks.push(selection.body.map((i) => bullet(units[i]!, sentences, true)).join('\n'));
    } else {
      if (selection.body.length) blocks.push(`## ${titles.summary}`);
      blocks.push(...turnParagraphs(units, selection.body, sentences));
    }
    if (selection.decisions.length) {
      blocks.push(
        `## ${titles.decisions}`,
        selection.decisions.map((i) => bullet(units[i]!, sentences, true)).join('\n'),
      );
    }
    if (selection.actions.length) {
      blocks.push(
        `## ${titles.actions}`,
        selection.actions.map((i) => bullet(units[i]!, sentences, true)).join('\n'),
      );
    }
    return { markdown: join(blocks), sentences };
  }

  if (input.level === 1) {
    blocks.push(selection.body.map((i) => bullet(units[i]!, sentences, false)).join('\n'));
    return { markdown: join(blocks), sentences };
  }

  const headingOf = new Map<number, TextUnit>();
  for (const u of units) if (u.kind === 'heading') headingOf.set(u.section, u);
  let k = 0;
  const body = selection.body;
  while (k < body.length) {
    const section = units[body[k]!]!.section;
    let e = k;
    while (e < body.length && units[body[e]!]!.section === section) e++;
    const members = body.slice(k, e);
    const heading = headingOf.get(section);
    if (heading) {
      blocks.push(`${'#'.repeat(heading.level ?? 2)} ${display(heading)}`);
      sentences.push(sentenceOf(heading));
    }
    const keyPoints = new Set<number>();
    if (members.length >= KEY_POINTS_FROM) {
      const count = Math.min(MAX_KEY_POINTS, Math.floor(members.length / KEY_POINTS_FROM));
      for (const i of [...members].sort((a, b) => input.scores[b]! - input.scores[a]!).slice(0, count))
        keyPoints.add(i);
      blocks.push(
        members
          .filter((i) => keyPoints.has(i))
          .map((i) => bullet(units[i]!, sentences, false))
          .join('\n'),
      );
    }
    blocks.push(
      ...bodyParagraphs(
        units,
        members.filter((i) => !keyPoints.has(i)),
        sentences,
      ),
    );
    k = e;
  }
  return { markdown: join(blocks), sentences };
}

function bullet(u: TextUnit, sentences: SummarySentence[], withSpeaker: boolean): string {
  sentences.push(sentenceOf(u));
  return withSpeaker && u.speaker ? `- **${u.speaker}:** ${display(u)}` : `- ${display(u)}`;
}

/** Sentences of one source paragraph stay together; list items and table rows stay lines. */
function bodyParagraphs(
  units: readonly TextUnit[],
  members: readonly number[],
  sentences: SummarySentence[],
): string[] {
  const out: string[] = [];
  let lines: string[] = [];
  let paragraph: string[] = [];
  let lastParagraph = -1;
  const flushParagraph = () => {
    if (paragraph.length) out.push(escapeLineStart(paragraph.join(' ')));
    paragraph = [];
  };
  const flushLines = () => {
    if (lines.length) out.push(lines.join('\n'));
    lines = [];
  };
  for (const i of members) {
    const u = units[i]!;
    sentences.push(sentenceOf(u));
    if (u.kind === 'item' || u.kind === 'row') {
      flushParagraph();
      lines.push(`- ${display(u)}`);
    } else {
      flushLines();
      if (u.paragraph !== lastParagraph) flushParagraph();
      paragraph.push(display(u));
    }
    lastParagraph = u.paragraph;
  }
  flushParagraph();
  flushLines();
  return out;
}

/** Consecutive chosen sentences of one turn form a paragraph led by the speaker's name. */
function turnParagraphs(
  units: readonly TextUnit[],
  members: readonly number[],
  sentences: SummarySentence[],
): string[] {
  const out: string[] = [];
  let current: string[] = [];
  let speaker: string | undefined;
  let turn = -2;
  const flush = () => {
    if (current.length)
      out.push(speaker ? `**${speaker}:** ${current.join(' ')}` : escapeLineStart(current.join(' ')));
    current = [];
  };
  for (const i of members) {
    const u = units[i]!;
    sentences.push(sentenceOf(u));
    if ((u.turn ?? -1) !== turn) {
      flush();
      turn = u.turn ?? -1;
      speaker = u.speaker;
    }
    current.push(display(u));
  }
  flush();
  return out;
}

function join(blocks: readonly string[]): string {
  return blocks.filter((b) => b.length > 0).join('\n\n');
}
