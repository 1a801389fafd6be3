import { type SentenceSource, segmentBySources } from '../../dashboard/sourceMatching.ts';

/**
 * A summary as every export writes it (text, Markdown, Word, PDF): its blocks with formatted runs, and
 * the citations, one note per summary sentence whose source passage is known, numbered in reading
 * order. One model, so the four files say the same thing.
 */
export interface TextRun {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

/** A run of text, or the reference to a note (its number) right after the sentence it cites. */
export type Run = TextRun | { note: number };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: Run[] }
  | { kind: 'paragraph'; runs: Run[] }
  | { kind: 'item'; ordered: boolean; runs: Run[] };

interface Note {
  number: number;
  /** The summary sentence. */
  sentence: string;
  /** Where it comes from in the document. */
  passage: string;
}

export interface SummaryDocument {
  /** "Summary of Board minutes.pdf" */
  title: string;
  /** "12,400 words, summarized in 1,100 · March 3, 2026", when known. */
  subtitle?: string;
  blocks: Block[];
  notes: Note[];
}

export interface SummaryExportInput {
  /** The document's name. */
  filename: string;
  /** The summary as Markdown. */
  markdown: string;
  sources: readonly SentenceSource[];
  wordCount?: number;
  summaryWordCount?: number;
  /** ISO 8601 */
  createdAt?: string;
}

export const NOTES_TITLE = 'Sources';
export const NOTES_LEAD = 'Each numbered sentence of the summary comes from this passage of the document.';

export function isNote(run: Run): run is { note: number } {
  return 'note' in run;
}

/** The summary with its citations, ready for any export. */
export function summaryDocument(input: SummaryExportInput): SummaryDocument {
  const notes: Note[] = [];
  const parsed = parseBlocks(input.markdown);
  // The summary's top heading level becomes level 1, under the export's own title.
  const top = Math.min(4, ...parsed.map((block) => (block.kind === 'heading' ? block.level : 4)));
  const blocks = parsed.map((block): Block => {
    // Headings are section titles, not claims: only paragraphs and list items cite.
    if (block.kind === 'heading') {
      return { ...block, level: Math.max(1, block.level - top + 1) as 1 | 2 | 3 };
    }
    return { ...block, runs: withNotes(block.runs, input.sources, notes) };
  });
  return {
    title: `Summary of ${input.filename.trim() || 'the document'}`,
    subtitle: subtitleOf(input),
    blocks,
    notes,
  };
}

function subtitleOf(input: SummaryExportInput): string | undefined {
  const parts: string[] = [];
  if (input.wordCount !== undefined && input.summaryWordCount !== undefined) {
    // Words only (no arrow): every export's font has them.
    parts.push(
      `${input.wordCount.toLocaleString('en-US')} words, summarized in ${input.summaryWordCount.toLocaleString('en-US')}`,
    );
  }
  if (input.createdAt && !Number.isNaN(Date.parse(input.createdAt))) {
    parts.push(new Date(input.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' }));
  }
  return parts.length > 0 ? parts.join(' · ') : undefined;
}

/** Adds a note reference after each sentence of the runs that a source with a passage is known for. */
function withNotes(runs: TextRun[], sources: readonly SentenceSource[], notes: Note[]): Run[] {
  const text = runs.map((run) => run.text).join('');
  // Offsets (in the block's text) where a cited sentence ends, with the note it gets.
  const ends = new Map<number, number>();
  let at = 0;
  for (const segment of segmentBySources(text, sources)) {
    at += segment.text.length;
    if (segment.source === null) continue;
    const source = sources[segment.source]!;
    const passage = (source.passage ?? source.text).replace(/\s+/g, ' ').trim();
    if (!passage) continue;
    const number = notes.length + 1;
    notes.push({ number, sentence: segment.text.replace(/\s+/g, ' ').trim(), passage });
    ends.set(at, number);
  }
  if (ends.size === 0) return runs;
  // Splits the runs at those offsets and puts each reference in place.
  const out: Run[] = [];
  let offset = 0;
  for (const run of runs) {
    let from = 0;
    for (const [end, number] of [...ends].filter(
      ([end]) => end > offset && end <= offset + run.text.length,
    )) {
      const cut = end - offset;
      if (cut > from) out.push({ ...run, text: run.text.slice(from, cut) });
      out.push({ note: number });
      from = cut;
    }
    if (from < run.text.length) out.push({ ...run, text: run.text.slice(from) });
    offset += run.text.length;
  }
  return out;
}

type ParsedBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; runs: TextRun[] }
  | { kind: 'paragraph'; runs: TextRun[] }
  | { kind: 'item'; ordered: boolean; runs: TextRun[] };

/**
 * The blocks of a summary's Markdown: headings, paragraphs and list items (what the summarizers
 * write). Anything else (quotes, code, tables) is kept as paragraph text.
 */
function parseBlocks(markdown: string): ParsedBlock[] {
  const blocks: ParsedBlock[] = [];
  let paragraph: string[] = [];
  const endParagraph = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', runs: parseInline(paragraph.join(' ')) });
    paragraph = [];
  };
  for (const raw of markdown.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (line === '' || /^(```|~~~)/.test(line)) {
      endParagraph();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*?)\s*#*$/.exec(line);
    const bullet = /^[-*+]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (heading) {
      endParagraph();
      const level = Math.min(3, heading[1]!.length) as 1 | 2 | 3;
      blocks.push({ kind: 'heading', level, runs: parseInline(heading[2]!) });
    } else if (bullet || numbered) {
      endParagraph();
      blocks.push({ kind: 'item', ordered: Boolean(numbered), runs: parseInline((bullet ?? numbered)![1]!) });
    } else {
      paragraph.push(line.replace(/^>\s?/, ''));
    }
  }
  endParagraph();
  return blocks;
}

/** Bold (**, __), italic (*, _ at word edges), links (their text), code (as text), escapes. */
export function parseInline(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const push = (piece: string, style: Omit<TextRun, 'text'>) => {
    if (!piece) return;
    const last = runs.at(-1);
    if (last && last.bold === style.bold && last.italic === style.italic) last.text += piece;
    else runs.push({ text: piece, ...style });
  };
  const token =
    /\\([\\`*_{}[\]()#+\-.!<>&])|\*\*(.+?)\*\*|__(.+?)__|(?<![\p{L}\p{N}])_(?!\s)(.+?)(?<!\s)_(?![\p{L}\p{N}])|\*(?!\s)(.+?)(?<!\s)\*|\[([^\]]+)\]\([^)]*\)|`([^`]+)`/gu;
  let at = 0;
  for (const match of text.matchAll(token)) {
    push(text.slice(at, match.index), {});
    const [, escaped, bold1, bold2, italic1, italic2, link, code] = match;
    if (escaped !== undefined) push(escaped, {});
    else if (bold1 !== undefined || bold2 !== undefined) {
      for (const inner of parseInline(bold1 ?? bold2!))
        push(inner.text, { bold: true, italic: inner.italic });
    } else if (italic1 !== undefined || italic2 !== undefined) {
      for (const inner of parseInline(italic1 ?? italic2!))
        push(inner.text, { bold: inner.bold, italic: true });
    } else if (link !== undefined) {
      for (const inner of parseInline(link)) push(inner.text, { bold: inner.bold, italic: inner.italic });
    } else push(code!, {});
    at = match.index + match[0].length;
  }
  push(text.slice(at), {});
  return runs.map((run) => ({
    text: run.text,
    ...(run.bold && { bold: true }),
    ...(run.italic && { italic: true }),
  }));
}
