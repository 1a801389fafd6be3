import { DEMO_FREE_MESSAGE, DEMO_OVER_LIMIT_MESSAGE, type DemoAnalysis } from '../../shared/api/summarize.ts';
import {
  type BusinessRules,
  DEFAULT_SUMMARY_LEVEL,
  DEMO_FREE_MAX_WORDS,
  DEMO_MAX_UPLOAD_BYTES,
  formatTimeSaved,
  targetPercentFor,
} from '../../shared/domain/index.ts';
import type { EngineRunner } from '../../shared/workerJobs/engineJobs.ts';
import { hasActiveSubscription, type UserRow } from '../auth/users.ts';
import { AppError } from '../http/errors.ts';
import { toEngineAppError } from './engineErrors.ts';
import { formatReadingTime, readingMinutes } from './readingTime.ts';
import { analyzeInput, type DocumentInput } from './summarizeDocument.ts';
import type { Summarizer } from './summarizer.ts';

export interface AnalyzeDemoOptions {
  /** The demo's own lane (createDemoPool): its time and memory are the demo's budget. */
  pool: EngineRunner;
  summarizer: Summarizer;
  rules: BusinessRules;
  /** Read after the account check: a user with nothing left gets the 403 before a page is fetched. */
  input: () => DocumentInput | Promise<DocumentInput>;
  /** The signed-in user, when there is one. */
  user?: UserRow;
  now: Date;
  /** Aborts when the visitor has gone: the work stops. */
  signal?: AbortSignal;
}

/** Signed-in users who used up their free summaries (and have nothing else) get 403 no_free_documents. */
function assertDemoAllowed({ user, rules, now }: { user?: UserRow; rules: BusinessRules; now: Date }): void {
  if (
    user &&
    !hasActiveSubscription(user, now) &&
    user.free_documents_used >= rules.freeSummaries &&
    user.paid_documents_available === 0
  ) {
    throw new AppError('no_free_documents');
  }
}

/**
 * The landing page's free demo: documents of about one page (DEMO_FREE_MAX_WORDS) are summarized for
 * free; longer ones get their counts and the sign-up status instead of a summary. Signed-in users who
 * used up their free summaries (and have nothing else) are sent to their dashboard with 403.
 */
export async function analyzeDemo({
  pool,
  summarizer,
  rules,
  input,
  user,
  now,
  signal,
}: AnalyzeDemoOptions): Promise<DemoAnalysis> {
  assertDemoAllowed({ user, rules, now });
  const read = await input();
  const analysis = await analyzeInput(pool, read, { signal, maxBytes: DEMO_MAX_UPLOAD_BYTES });
  const wordCount = analysis.wordCount;
  const originalReadingTime = readingMinutes(wordCount);

  if (wordCount > DEMO_FREE_MAX_WORDS) {
    const estimatedSummaryWords = Math.round((wordCount * targetPercentFor(DEFAULT_SUMMARY_LEVEL)) / 100);
    return {
      filename: read.filename,
      wordCount,
      isFree: false,
      processed: false,
      summary: null,
      requiresPayment: true,
      message: DEMO_OVER_LIMIT_MESSAGE,
      originalReadingTime,
      summaryReadingTime: readingMinutes(estimatedSummaryWords),
      estimatedReadingTime: formatReadingTime(wordCount),
      estimatedSummaryReadingTime: formatReadingTime(estimatedSummaryWords),
      timeSavedDisplay: formatTimeSaved(
        Math.max(0, originalReadingTime - readingMinutes(estimatedSummaryWords)),
      ),
    };
  }

  const result = await summarizer(analysis.text, { level: DEFAULT_SUMMARY_LEVEL }, { signal }).catch(
    (error: unknown) => {
      throw toEngineAppError(error);
    },
  );
  const summaryWords = result.stats.summaryWords;
  return {
    filename: read.filename,
    wordCount,
    isFree: true,
    processed: true,
    summary: result.markdown,
    requiresPayment: false,
    message: DEMO_FREE_MESSAGE,
    originalReadingTime,
    summaryReadingTime: readingMinutes(summaryWords),
    estimatedReadingTime: formatReadingTime(wordCount),
    estimatedSummaryReadingTime: formatReadingTime(summaryWords),
    timeSavedDisplay: formatTimeSaved(Math.max(0, originalReadingTime - readingMinutes(summaryWords))),
  };
}
