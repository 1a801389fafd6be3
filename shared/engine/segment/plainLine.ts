/**
 * A line of the text convention as structure.ts reads it (its SourceLine): what the passes that read
 * structure from lines alone need (plainStructure.ts, questionTitles.ts).
 */
export interface PlainLine {
  kind: 'heading' | 'item' | 'row' | 'turn' | 'text';
  /** Offsets of the whole line (after an e-mail's quote marks, "> ", which are markup). */
  start: number;
  end: number;
  /** Offsets of the line's content without its markup ("## ", "- ", "[00:01] Maria: "). */
  contentStart: number;
  /** Heading level 1–6. */
  level?: number;
  /** Index of the paragraph (block between blank lines). */
  paragraph: number;
  /** A line of code, between "```" fences: text, never a heading, list item or table row. */
  code?: boolean;
}
