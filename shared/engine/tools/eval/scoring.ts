import { SUMMARY_LEVEL_INFO, SUMMARY_LEVELS, type SummaryLevel } from '../../../domain/index.ts';
import { countWords, countWordsIn, segmentDocument, splitSentences } from '../../index.ts';
import { summarize } from '../../summarize/index.ts';
import type { SummarizeOptions, SummaryResult } from '../../types.ts';
import type { ReferenceRow } from './data.ts';
import { fitToWords } from './fit.ts';
import { type RougeScores, rouge } from './rouge.ts';
import { textRankSummary } from './textRank.ts';
import { tokenize } from './tokenize.ts';

export const LEVEL_TOLERANCE_POINTS = 3;
export const LEVEL_MIN_WORDS = 300;

/** The level whose target share is closest to the reference's share of the document. */
function levelFor(referenceWords: number, documentWords: number): SummaryLevel {
  const share = (100 * referenceWords) / Math.max(1, documentWords);
  let best: SummaryLevel = 1;
  for (const level of SUMMARY_LEVELS) {
    if (
      Math.abs(SUMMARY_LEVEL_INFO[level].targetPercent - share) <
      Math.abs(SUMMARY_LEVEL_INFO[best].targetPercent - share)
    ) {
      best = level;
    }
  }
  return best;
}

/** The document's first sentence units, cut to `words` words (the last one at a word boundary). */
function leadBaseline(text: string, language: string, words: number): string[] {
  const { units } = segmentDocument(text, { language });
  return fitToWords(
    units.filter((u) => u.kind !== 'heading'),
    language,
    words,
  );
}

function referenceSentences(reference: string, language: string): string[][] {
  const lines = reference.split('\n').filter((l) => l.trim());
  const sentences = lines.length > 1 ? lines : splitSentences(reference, { language });
  return sentences.map((s) => tokenize(s, language)).filter((s) => s.length > 0);
}

function best(scores: RougeScores[]): RougeScores {
  return {
    r1: Math.max(...scores.map((s) => s.r1)),
    r2: Math.max(...scores.map((s) => s.r2)),
    rl: Math.max(...scores.map((s) => s.rl)),
  };
}

export interface Scored {
  row: ReferenceRow;
  ours: RougeScores;
  lead: RougeScores;
  /** The plain TextRank peer at the same length. */
  peer: RougeScores;
  level: SummaryLevel;
  multiReference: boolean;
}

export function scoreRow(
  row: ReferenceRow,
  summarizer: (text: string, options: SummarizeOptions) => SummaryResult = summarize,
): Scored {
  const language = row.lang;
  const refs = row.references?.length ? row.references : [row.reference];
  const documentWords = countWords(row.text, language);
  const level = levelFor(countWords(refs[0]!, language), documentWords);
  const result = summarizer(row.text, { level, language });
  const oursText = result.sentences.map((s) => s.text.replace(/\s*\n\s*/g, ' '));
  const oursWords = oursText.reduce((n, s) => n + countWordsIn(s, language), 0);
  const leadText = leadBaseline(row.text, language, oursWords);
  const ours = oursText.map((s) => tokenize(s, language));
  const lead = leadText.map((s) => tokenize(s, language));
  const peer = textRankSummary(row.text, language, oursWords).map((s) => tokenize(s, language));
  const refTokens = refs.map((r) => referenceSentences(r, language));
  return {
    row,
    level,
    multiReference: refs.length > 1,
    ours: best(refTokens.map((r) => rouge(ours, r))),
    lead: best(refTokens.map((r) => rouge(lead, r))),
    peer: best(refTokens.map((r) => rouge(peer, r))),
  };
}
