import {
  MAX_UPLOAD_BYTES,
  RETENTION,
  UPLOAD_EXTENSIONS,
  URL_MAX_WORDS,
  URL_RECOMMENDED_MIN_WORDS,
  XL_CREDITS,
} from '../../domain/index.ts';

/**
 * The product's limits in the words the content pages use, derived from shared/domain so no page
 * states a number that the product does not enforce.
 */
const count = (value: number) => value.toLocaleString('en-US');

export const CONTENT_FACTS = {
  maxUploadMb: `${Math.round(MAX_UPLOAD_BYTES / (1024 * 1024))} MB`,
  uploadFormats: UPLOAD_EXTENSIONS.join(', '),
  uploadFormatNames: 'PDF, Word (DOC and DOCX), RTF, Markdown and plain text',
  urlMaxWords: count(URL_MAX_WORDS),
  urlRecommendedMinWords: count(URL_RECOMMENDED_MIN_WORDS),
  /** Documents up to this many words take one regular credit; longer ones an XL credit. */
  regularCreditMaxWords: count(XL_CREDITS[0]?.minWords ?? 25_000),
  unclaimedRetention: `${RETENTION.unclaimedSummary / 3_600_000} hour`,
  xlRetention: `${RETENTION.xlSummary / 3_600_000} hours`,
} as const;

/** "1 free summary" / "3 free summaries". */
export function freeSummariesLabel(freeSummaries: number): string {
  return `${freeSummaries} free ${freeSummaries === 1 ? 'summary' : 'summaries'}`;
}
