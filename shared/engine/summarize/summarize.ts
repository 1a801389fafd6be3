import { SUMMARY_LEVEL_INFO, type SummaryLevel, targetPercentFor } from '../../domain/index.ts';
import { detectLanguage, languageName } from '../language/index.ts';
import { termNormalizer } from '../segment/terms.ts';
import { segmentDocument, splitUnitsLongerThan } from '../segment/units.ts';
import { buildTermSpace } from '../segment/vectors.ts';
import type { DetectedLanguage, SummarizeOptions, SummaryResult } from '../types.ts';
import { scoreUnits } from './rank.ts';
import { DEFAULT_RANK_OPTIONS, type RankOptions } from './rankOptions.ts';
import { renderSummary } from './render.ts';
import { decisionsOf } from './resolutions.ts';
import { selectUnits } from './select.ts';
import { summaryStats } from './stats.ts';

/** The summary may end up this many points of the original's words past the target. */
const SLACK_POINTS = 2;
/** Below this many words, a summary is re-measured and nudged towards the target after rendering. */
const FINE_TUNE_MAX_WORDS = 30_000;
/**
 * Clauses a sentence longer than the whole summary is cut into: long enough to carry a statement
 * (subject and verb), short enough to fit a brief summary. A very brief summary (a short document at a
 * low level) takes shorter clauses, down to 6 words, so that a few candidates still fit its budget. The
 * document's opening sentence may end in a clause of that floor at any level.
 */
const CLAUSE_MIN_WORDS = 12;
const CLAUSE_FLOOR_WORDS = 6;
const CLAUSE_TARGET_SHARE = 0.7;

function clauseMinWords(targetWords: number): number {
  return Math.min(
    CLAUSE_MIN_WORDS,
    Math.max(CLAUSE_FLOOR_WORDS, Math.round(targetWords * CLAUSE_TARGET_SHARE)),
  );
}

/**
 * Extractive summary of a text in the engine's convention: the document's own sentences, chosen by
 * position-aware centrality, in document order, at the length the level asks for.
 */
export function summarize(text: string, options: SummarizeOptions): SummaryResult {
  return summarizeWith(text, options, DEFAULT_RANK_OPTIONS);
}

/** summarize() with explicit ranking weights, for the evaluation tools' experiments. */
export function summarizeWith(
  text: string,
  options: SummarizeOptions,
  rankOptions: RankOptions,
): SummaryResult {
  const started = performance.now();
  const language = resolveLanguage(text, options.language);
  const doc = segmentDocument(text, { language: language.code, withWords: true });
  const targetPercent = targetPercentFor(options.level);
  const originalWords = doc.totalWords;
  const targetWords = (originalWords * targetPercent) / 100;
  const slackWords = (originalWords * SLACK_POINTS) / 100;
  // A sentence longer than the whole summary may be is offered as its clauses: otherwise a brief summary
  // of a document with a long opening sentence (or one written in long sentences) skips it for weaker ones.
  if (!doc.isTranscript) {
    const cut = {
      maxWords: targetWords + slackWords,
      minClauseWords: clauseMinWords(targetWords),
      minOpeningTailWords: CLAUSE_FLOOR_WORDS,
    };
    doc.units = splitUnitsLongerThan(text, doc.units, cut, language.code);
  }
  const normalize = termNormalizer(language.code);
  const space = buildTermSpace(doc.units.map((u) => normalize(u.tokens ?? [])));
  for (const u of doc.units) u.tokens = undefined;
  // What minutes or a ruling decide: ranked first, covering their parts, kept whole (resolutions.ts).
  const decisions = decisionsOf(doc.units, language.code);
  const scores = scoreUnits(
    doc.units,
    space.vectors,
    space.vocabularySize,
    rankOptions,
    targetPercent / 100,
    language.code,
    decisions,
  );

  const selectOptions = {
    targetWords,
    slackWords,
    withHeadings: options.level > 1 && !doc.isTranscript,
    withQuestionTitle: options.level === 1 && !doc.isTranscript,
    isTranscript: doc.isTranscript,
    language: language.code,
    coverSections: options.level >= 3,
    decisions,
    minWords:
      options.level > 1
        ? (originalWords * SUMMARY_LEVEL_INFO[(options.level - 1) as SummaryLevel].rangePercent[1]) / 100
        : 0,
  };
  let selection = selectUnits(doc.units, space.vectors, scores, selectOptions);
  const render = () =>
    renderSummary({
      units: doc.units,
      scores,
      selection,
      level: options.level,
      isTranscript: doc.isTranscript,
      language: language.code,
      decisions,
    });
  let rendered = render();
  let summaryWords = rendered.words;
  // Labels (speakers, section titles) are only known once written: correct the budget once by what they cost.
  if (originalWords <= FINE_TUNE_MAX_WORDS && originalWords > 0) {
    const overhead = summaryWords - selectedWords(doc.units, selection);
    if (Math.abs(summaryWords - targetWords) > slackWords / 2 && overhead !== 0) {
      selection = selectUnits(doc.units, space.vectors, scores, {
        ...selectOptions,
        targetWords: targetWords - overhead,
      });
      const second = render();
      const secondWords = second.words;
      if (Math.abs(secondWords - targetWords) < Math.abs(summaryWords - targetWords)) {
        rendered = second;
        summaryWords = secondWords;
      }
    }
  }

  return {
    markdown: rendered.markdown,
    sentences: rendered.sentences,
    stats: summaryStats(originalWords, summaryWords, performance.now() - started, language.code),
    language,
    engine: 'local',
  };
}

function selectedWords(
  units: readonly { words: number }[],
  selection: { body: number[]; decisions: number[]; actions: number[] },
): number {
  let sum = 0;
  for (const i of selection.body) sum += units[i]!.words;
  for (const i of selection.decisions) sum += units[i]!.words;
  for (const i of selection.actions) sum += units[i]!.words;
  return sum;
}

function resolveLanguage(text: string, code: string | undefined): DetectedLanguage {
  if (code && code !== 'und') return { code, name: languageName(code), confidence: 1 };
  return detectLanguage(text);
}
