/**
 * Every error the API answers, once: its stable code, its HTTP status, and the sentence shown when the
 * server has nothing more precise to say. The server's AppError takes its status from here; the UI
 * decides what to do from the code (uploadErrors, the demo, the session) and shows the message.
 */
export const API_ERRORS = {
  // Requests the server cannot read.
  bad_request: { status: 400, message: 'Bad request' },
  validation_error: { status: 400, message: 'Invalid request' },
  payload_too_large: { status: 413, message: 'Request body too large' },
  not_found: { status: 404, message: 'Not found' },

  // Who is asking.
  unauthorized: { status: 401, message: 'Unauthorized' },
  invalid_credentials: { status: 401, message: 'Invalid email or password' },
  registration_failed: {
    status: 400,
    message:
      'We could not create an account with these details. If you already have an account, sign in instead.',
  },
  weak_password: {
    status: 400,
    message:
      'This password is too easy to guess: it is one of the commonest passwords, a simple pattern, or your email or our name. Please choose another; a few unrelated words make a strong one.',
  },
  sso_failed: { status: 400, message: 'Single sign-on failed.' },
  sso_unavailable: {
    status: 503,
    message: 'Single sign-on is unavailable right now. Please try again later.',
  },
  forbidden: { status: 403, message: 'Forbidden' },
  cross_site_request: { status: 403, message: 'This request did not come from this site and was refused.' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait a few minutes and try again.' },
  session_required: {
    status: 403,
    message: 'API tokens are managed on your account page, signed in: a token cannot make or revoke tokens.',
  },
  api_token_not_found: { status: 404, message: 'You have no API token with this id.' },
  api_token_limit: {
    status: 409,
    message: 'This account has as many API tokens as it may hold. Revoke one you no longer use first.',
  },

  // Credits (SPEC section 8).
  no_free_documents: {
    status: 403,
    message: 'You have used your free summaries. Buy credits or subscribe to keep summarizing.',
  },
  insufficient_credits: {
    status: 402,
    message:
      'You have used all your summaries. Buy credits or subscribe to Endless Summer to keep summarizing.',
  },
  xl_credit_required: { status: 402, message: 'This document needs an extra-large credit.' },

  // Payments and subscriptions (issue #17).
  payments_not_configured: {
    status: 503,
    message: 'Payments are not configured on this server. Please contact support.',
  },
  unknown_package: { status: 400, message: 'There is no such package.' },
  offer_not_available: { status: 403, message: 'This offer is not available for your account.' },
  offer_already_used: { status: 409, message: 'The first-month offer can be used once per account.' },
  payment_not_found: { status: 404, message: 'No such payment.' },
  payment_not_yours: { status: 403, message: 'This payment belongs to another account.' },
  payment_not_succeeded: { status: 409, message: 'This payment has not succeeded.' },
  payment_mismatch: {
    status: 409,
    message: 'This payment does not match the package it was for. Please contact support.',
  },
  payment_refunded: { status: 409, message: 'This payment was refunded.' },
  subscription_not_found: { status: 404, message: 'No Active Subscription' },
  webhook_signature_invalid: { status: 400, message: 'The webhook signature is missing, wrong or too old.' },
  payment_provider_error: {
    status: 502,
    message: 'The payment provider could not be reached. Please try again.',
  },

  // Email (issue #19).
  email_not_configured: {
    status: 503,
    message: 'Email is not configured on this server (SMTP_URL): messages wait in the outbox until it is.',
  },
  email_not_failed: {
    status: 409,
    message:
      'This message is no longer failed: it was retried already (perhaps by another admin) or delivered.',
  },
  reset_link_invalid: {
    status: 400,
    message:
      'This password reset link is invalid, was already used or has expired. Please ask for a new one.',
  },
  unsubscribe_link_invalid: { status: 400, message: 'This unsubscribe link is invalid.' },
  promotion_code_invalid: { status: 400, message: 'This discount code is not valid for your account.' },
  promotion_code_expired: { status: 410, message: 'This discount code has expired.' },
  promotion_code_used: { status: 409, message: 'This discount code has already been used.' },
  promotion_code_not_applicable: {
    status: 400,
    message: 'This discount code is for the credit bundles and the Endless Summer plans.',
  },
  campaign_running: {
    status: 409,
    message: 'A promotional run is in progress on this or another server. Try again in a minute.',
  },
  campaign_not_ready: { status: 409, message: 'Promotional emails cannot be sent on this server.' },

  // Uploads and the engine.
  file_too_large: { status: 413, message: 'This file is too large.' },
  unsupported_format: { status: 415, message: 'This file type is not supported.' },
  extraction_failed: { status: 422, message: 'The text of this document could not be read.' },
  processing_failed: { status: 500, message: 'Failed to process document. Please try again.' },
  processing_timeout: {
    status: 503,
    message: 'This document took too long to process. Please try again, or try a shorter document.',
  },
  processing_too_large: { status: 503, message: 'This document is too large to process on this server.' },
  cancelled: { status: 499, message: 'The request was cancelled.' },
  server_busy: {
    status: 503,
    message: 'The server is busy with other documents right now. Please try again in a minute.',
  },

  // Idempotent uploads.
  invalid_idempotency_key: {
    status: 400,
    message:
      'The Idempotency-Key header must be one UUID (for example 3f0c2a4e-8d1b-4c6a-9e2f-5b7d1a0c9e34).',
  },
  request_in_progress: {
    status: 409,
    message: 'This document is still being summarized. Try again in a moment to get its summary.',
  },
  request_document_deleted: {
    status: 410,
    message: 'The summary made for this request has since been deleted, so it is not made again.',
  },
  idempotency_key_reused: {
    status: 422,
    message:
      'This Idempotency-Key was already used for a different document or summary level. Use a new key for each document.',
  },

  // Web pages.
  url_invalid: { status: 400, message: 'Please enter a valid URL starting with http:// or https://' },
  url_forbidden: { status: 400, message: 'This address cannot be fetched.' },
  url_unsupported: { status: 422, message: 'This kind of page cannot be summarized.' },
  url_fetch_failed: { status: 422, message: 'The page could not be fetched.' },
  url_too_large: { status: 422, message: 'This page is too large.' },
  url_timeout: { status: 422, message: 'The site took too long to answer.' },

  // The library's replication.
  sync_requires_subscription: {
    status: 403,
    message: 'Your library on every device is part of Endless Summer. Subscribe to keep your summaries.',
  },
  sync_checkpoint_expired: {
    status: 409,
    message: 'This device was away too long to catch up; its library is read again from the server.',
  },

  // The admin area (issue #18).
  cannot_remove_self: { status: 409, message: 'You cannot remove your own account.' },
  last_owner: {
    status: 409,
    message: 'This is the last owner account. Make another account an owner before removing it.',
  },

  // The server itself. 5xx answers never carry details.
  internal_error: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  service_unavailable: { status: 503, message: 'The service is unavailable. Please try again shortly.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof API_ERRORS;

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.hasOwn(API_ERRORS, code);
}
