import {
  COMPRESSION_NOTICE_THRESHOLD_POINTS,
  ESTIMATED_BYTES_PER_WORD,
  estimatedProcessingTime,
  LARGE_FILE_BYTES,
  REGULAR_CREDIT_MAX_WORDS,
  requiredCreditFor,
  type SummaryLevel,
  targetPercentFor,
  type XlCredit,
} from '../../../domain/index.ts';
import type { CreditBalance } from '../../auth/accountStatus.ts';

export type CostEstimate =
  | { kind: 'subscription' }
  | { kind: 'free' }
  | { kind: 'paid' }
  | { kind: 'none' }
  | { kind: 'xl'; credit: XlCredit; owned: number };

export interface FileEstimate {
  large: boolean;
  /** Only known before upload for large files (size / ESTIMATED_BYTES_PER_WORD), or counted by the server. */
  estimatedWords: number | null;
  /** Whether `estimatedWords` is the server's count rather than a guess from the size. */
  counted: boolean;
  cost: CostEstimate;
  /** Set when the estimate reaches the XL range: how long such a document takes. */
  processingTime: string | null;
  /** Show the recommended-XL banner (from REGULAR_CREDIT_MAX_WORDS words). */
  recommendXl: boolean;
}

/**
 * What summarizing this file will cost, before it is sent. Small files are assumed to be regular size
 * (their words are unknown until the server reads them); files over LARGE_FILE_BYTES get an estimate
 * from their size. Once the server has counted the file's words (`countedWords`, told by an XL
 * refusal), they replace the estimate. The server decides for real and refuses what the user cannot pay for.
 */
export function estimateFileCost(
  sizeBytes: number,
  balance: CreditBalance,
  countedWords: number | null = null,
): FileEstimate {
  const large = sizeBytes > LARGE_FILE_BYTES;
  const estimatedWords = countedWords ?? (large ? Math.round(sizeBytes / ESTIMATED_BYTES_PER_WORD) : null);
  const required = requiredCreditFor(estimatedWords ?? 0);
  let cost: CostEstimate;
  if (required.kind === 'xl') {
    cost = { kind: 'xl', credit: required.credit, owned: balance.xlCredits[required.credit.tier] };
  } else if (balance.subscribed) cost = { kind: 'subscription' };
  else if (balance.freeDocumentsAvailable > 0) cost = { kind: 'free' };
  else if (balance.paidDocumentsAvailable > 0) cost = { kind: 'paid' };
  else cost = { kind: 'none' };
  return {
    large,
    estimatedWords,
    counted: countedWords !== null,
    cost,
    processingTime:
      estimatedWords !== null && required.kind === 'xl' ? estimatedProcessingTime(estimatedWords) : null,
    recommendXl: (estimatedWords ?? 0) >= REGULAR_CREDIT_MAX_WORDS,
  };
}

/** What the processing-time notice tells the user before a long document is sent. */
export interface ProcessingTimeNotice {
  estimatedWords: number;
  /** A range from PROCESSING_TIME_ESTIMATES, e.g. '15-25 minutes'. */
  processingTime: string;
  /** The XL tier it will use, e.g. '100K-500K words'. */
  creditLabel: string;
}

/**
 * The processing-time notice asks before a document that takes minutes rather than seconds is sent:
 * its size puts it in the XL range and the user has the credit, so it will really run. Without the
 * credit the server refuses at once and the XL dialog (with the same estimate) explains instead.
 */
export function processingTimeNoticeFor(estimate: FileEstimate): ProcessingTimeNotice | null {
  const { cost, estimatedWords, processingTime } = estimate;
  if (estimatedWords === null || processingTime === null) return null;
  if (cost.kind !== 'xl' || cost.owned === 0) return null;
  return { estimatedWords, processingTime, creditLabel: cost.credit.label };
}

/** The 'Professional Summary Notice' shows when the achieved share is more than the threshold from the target. */
export function needsCompressionNotice(level: SummaryLevel, achievedPercent: number): boolean {
  return Math.abs(achievedPercent - targetPercentFor(level)) > COMPRESSION_NOTICE_THRESHOLD_POINTS;
}

export function costLabel(cost: CostEstimate): string {
  switch (cost.kind) {
    case 'subscription':
      return 'Included in your Endless Summer subscription';
    case 'free':
      return 'Uses 1 free summary';
    case 'paid':
      return 'Uses 1 paid credit';
    case 'none':
      return 'No summaries left: buy a credit or subscribe to summarize this document';
    case 'xl':
      return cost.owned > 0
        ? `Uses 1 XL credit (${cost.credit.label})`
        : `Needs an XL credit for ${cost.credit.label}`;
  }
}
