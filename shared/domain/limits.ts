/** Sizes, word limits and reading speeds. */

/** Largest file the server accepts. */
export const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;

/** Above this size the uploader shows a large-file notice and estimates words as bytes / 5. */
export const LARGE_FILE_BYTES = 1024 * 1024;
export const ESTIMATED_BYTES_PER_WORD = 5;

/** The free demo summarizes documents of about one page; longer ones ask the visitor to sign up. */
export const DEMO_FREE_MAX_WORDS = 500;

/**
 * The free demo's budget: files and pasted text up to this size (a page is a few KB; a scanned page a
 * few MB); its own worker thread, time and memory (server configuration) do the rest, so visitors never
 * hold up signed-in users' documents.
 */
export const DEMO_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** Web pages longer than this are truncated before summarizing, with a notice. */
export const URL_MAX_WORDS = 50_000;
/** Web pages read best from this length up. */
export const URL_RECOMMENDED_MIN_WORDS = 1000;

/** Reading speed used for reading times and time saved, in words per minute. */
export const READING_WORDS_PER_MINUTE = 200;

/** Accepted upload extensions, in the order the uploader lists them. */
export const UPLOAD_EXTENSIONS = ['.pdf', '.doc', '.docx', '.txt', '.md', '.rtf'] as const;

/** Estimated processing time shown before long documents, by word count. */
const PROCESSING_TIME_ESTIMATES: readonly { maxWords: number | null; label: string }[] = [
  { maxWords: 50_000, label: '3-5 minutes' },
  { maxWords: 100_000, label: '8-12 minutes' },
  { maxWords: 500_000, label: '15-25 minutes' },
  { maxWords: null, label: '25-40 minutes' },
];

export function estimatedProcessingTime(wordCount: number): string {
  const match = PROCESSING_TIME_ESTIMATES.find((row) => row.maxWords === null || wordCount <= row.maxWords);
  return match?.label ?? '25-40 minutes';
}

/** Account passwords: long enough to resist guessing, short enough to hash quickly. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;

/**
 * Citations: where each summary sentence comes from. The original is never stored, so each cited
 * sentence carries a short passage of the document around it. Both are bounded, so an answer (and the
 * stored row) stays small whatever the document's size: a summary of 800,000 words still cites only its
 * first `maxSentences` sentences, each with at most `contextChars` characters either side and a source
 * sentence cut at `maxSentenceChars`.
 */
export const CITATIONS = {
  maxSentences: 2000,
  contextChars: 400,
  maxSentenceChars: 1000,
} as const;

/**
 * Personal API tokens (created on /my-account, also issued by the desktop app's sign-in): their names'
 * length, and how many one account may hold (each is a way into the account; a list this long is
 * already more than anybody reviews).
 */
export const API_TOKEN_NAME_MAX_LENGTH = 60;
export const API_TOKENS_PER_ACCOUNT = 50;
