import { type Span, splitSentenceSpans } from '../../shared/engine/index.ts';

/**
 * Cutting a long document into parts that each fit one request, at the most natural boundary
 * available: before a heading, else between paragraphs, else between lines, else between sentences,
 * and only for a single over-long sentence between words. The parts are contiguous and cover the whole
 * text, so nothing is left out.
 */

/**
 * A cautious estimate of the tokens a passage costs: about 3.3 characters per token for ASCII text and
 * one token per character elsewhere (CJK is close to that; other scripts cost less, which only makes
 * parts smaller than needed).
 */
export function estimateTokens(text: string, from = 0, to = text.length): number {
  let tokens = 0;
  for (let i = from; i < to; i++) tokens += text.charCodeAt(i) < 128 ? 0.3 : 1;
  return Math.ceil(tokens);
}

/** A part stops growing at a heading once it has this share of the budget, so parts follow sections. */
const SECTION_CUT_SHARE = 0.5;

interface Block extends Span {
  tokens: number;
  opensSection: boolean;
}

const HEADING = /^#{1,6} /;

/** Blocks between blank lines; each keeps the blank lines after it so the blocks tile the text. */
function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  const separator = /\n[ \t]*\n\s*/g;
  let start = 0;
  for (let m = separator.exec(text); m; m = separator.exec(text)) {
    const end = m.index + m[0].length;
    blocks.push(block(text, start, end));
    start = end;
  }
  if (start < text.length) blocks.push(block(text, start, text.length));
  return blocks;
}

function block(text: string, start: number, end: number): Block {
  return {
    start,
    end,
    tokens: estimateTokens(text, start, end),
    opensSection: HEADING.test(text.slice(start, start + 8)),
  };
}

/** Cuts [start, end) at some of the given inner positions into pieces that fit the budget where the cuts allow. */
function piecesAt(text: string, start: number, end: number, cuts: number[], budget: number): Span[] {
  const pieces: Span[] = [];
  let from = start;
  let previous = start;
  let tokens = 0;
  for (const point of [...cuts, end]) {
    if (point <= previous || point > end) continue;
    const segment = estimateTokens(text, previous, point);
    if (tokens + segment > budget && previous > from) {
      pieces.push({ start: from, end: previous });
      from = previous;
      tokens = 0;
    }
    tokens += segment;
    previous = point;
  }
  pieces.push({ start: from, end });
  return pieces;
}

/** Breaks one block that is larger than the budget: at line breaks, then sentences, then spaces. */
function splitBlock(text: string, span: Span, budget: number, language?: string): Span[] {
  const lineCuts: number[] = [];
  for (let i = text.indexOf('\n', span.start); i >= 0 && i < span.end; i = text.indexOf('\n', i + 1))
    lineCuts.push(i + 1);
  const out: Span[] = [];
  for (const piece of piecesAt(text, span.start, span.end, lineCuts, budget)) {
    if (estimateTokens(text, piece.start, piece.end) <= budget) {
      out.push(piece);
      continue;
    }
    const sentenceCuts = splitSentenceSpans(text, piece.start, piece.end, { language })
      .map((s) => s.start)
      .filter((cut) => cut > piece.start);
    for (const part of piecesAt(text, piece.start, piece.end, sentenceCuts, budget)) {
      if (estimateTokens(text, part.start, part.end) <= budget) {
        out.push(part);
        continue;
      }
      const spaceCuts: number[] = [];
      const space = /\s+/g;
      space.lastIndex = 0;
      const passage = text.slice(part.start, part.end);
      for (let m = space.exec(passage); m; m = space.exec(passage))
        spaceCuts.push(part.start + m.index + m[0].length);
      for (const words of piecesAt(text, part.start, part.end, spaceCuts, budget)) {
        // A run without any space (a base64 blob, say) is cut by characters as the last resort.
        out.push(...byCharacters(text, words, budget));
      }
    }
  }
  return out;
}

function byCharacters(text: string, span: Span, budget: number): Span[] {
  const out: Span[] = [];
  let from = span.start;
  let tokens = 0;
  for (let i = span.start; i < span.end; i++) {
    const cost = text.charCodeAt(i) < 128 ? 0.3 : 1;
    // Never between the two halves of a surrogate pair.
    const insidePair = /[\uDC00-\uDFFF]/.test(text[i]!);
    if (tokens + cost > budget && i > from && !insidePair) {
      out.push({ start: from, end: i });
      from = i;
      tokens = 0;
    }
    tokens += cost;
  }
  out.push({ start: from, end: span.end });
  return out;
}

/**
 * Contiguous parts of the text, each within `budgetTokens` (estimated), together exactly the text.
 * A text that fits comes back as one part.
 */
export function splitIntoParts(text: string, budgetTokens: number, language?: string): Span[] {
  if (estimateTokens(text) <= budgetTokens) return [{ start: 0, end: text.length }];
  const parts: Span[] = [];
  let current: Span | undefined;
  let currentTokens = 0;
  const close = () => {
    if (current) parts.push(current);
    current = undefined;
    currentTokens = 0;
  };
  for (const b of blocksOf(text)) {
    if (b.tokens > budgetTokens) {
      close();
      parts.push(...splitBlock(text, b, budgetTokens, language));
      continue;
    }
    const full = currentTokens + b.tokens > budgetTokens;
    const sectionBreak = b.opensSection && currentTokens >= budgetTokens * SECTION_CUT_SHARE;
    if (current && (full || sectionBreak)) close();
    if (current) current.end = b.end;
    else current = { start: b.start, end: b.end };
    currentTokens += b.tokens;
  }
  close();
  return parts;
}
