import { AppError } from '../http/errors.ts';

/**
 * Every way fetching a web page can fail, as AppErrors with a stable code the client can branch on and
 * a message written for the person who pasted the link.
 */
export const URL_ERROR_CODES = {
  /** The text is not a usable http(s) URL (400). */
  invalid: 'url_invalid',
  /** The URL (or a redirect) points at a host or port we never connect to (400). */
  forbidden: 'url_forbidden',
  /** A real page we deliberately do not read: login walls, paywalls, video, social media, JS apps (422). */
  unsupported: 'url_unsupported',
  /** The site could not be reached or answered with an error (422). */
  fetchFailed: 'url_fetch_failed',
  /** The page is larger than we download (422). */
  tooLarge: 'url_too_large',
  /** The site took longer than the time limit (422). */
  timeout: 'url_timeout',
} as const;

export type UnsupportedKind =
  | 'login'
  | 'paywall'
  | 'video'
  | 'social'
  | 'javascript'
  | 'content_type'
  | 'too_short';

const INVALID_URL_MESSAGE = 'Please enter a valid URL starting with http:// or https://';
export const EMPTY_URL_MESSAGE = 'Please enter a URL to analyze';
export const TOO_SHORT_MESSAGE = "We couldn't find enough article text on this page.";
export const INTERNAL_ADDRESS_MESSAGE =
  'This link points to a private or internal network address, which we never fetch for security reasons.';

export function invalidUrl(message = INVALID_URL_MESSAGE): AppError {
  return new AppError(URL_ERROR_CODES.invalid, message);
}

/**
 * The reason (e.g. "private network address") is kept for logs as the error's cause, not sent to the
 * client: what kind of internal address a host name resolves to is nobody's business outside.
 */
export function forbiddenUrl(message: string, reason: string): AppError {
  const error = new AppError(URL_ERROR_CODES.forbidden, message);
  error.cause = reason;
  return error;
}

export function unsupportedPage(kind: UnsupportedKind, message: string): AppError {
  return new AppError(URL_ERROR_CODES.unsupported, message, { kind });
}

export function fetchFailed(message: string, httpStatus?: number): AppError {
  return new AppError(URL_ERROR_CODES.fetchFailed, message, httpStatus === undefined ? {} : { httpStatus });
}

export function tooLarge(maxBytes: number): AppError {
  const megabytes = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  return new AppError(
    URL_ERROR_CODES.tooLarge,
    `This page is larger than ${megabytes} MB, more than we download from a web page. Save it as a file and upload it instead.`,
  );
}

export function timedOut(seconds: number): AppError {
  return new AppError(
    URL_ERROR_CODES.timeout,
    `The page took too long to load (over ${seconds} second${seconds === 1 ? '' : 's'}). Please try again later.`,
  );
}

/** The site connected slowly or stopped sending in the middle of the page. */
export function stalled(hostname: string): AppError {
  return new AppError(
    URL_ERROR_CODES.timeout,
    `The site ${hostname} stopped responding. Please try again later.`,
  );
}
