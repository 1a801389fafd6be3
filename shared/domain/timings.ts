/** Timings of the product, in milliseconds unless the name says otherwise. */

export const TIMINGS = {
  surveyDelay: 20_000,
  sessionExpiredRedirect: 3_000,
  unauthorizedRedirect: 500,
  postPaymentRedirect: 2_000,
  authSplashRedirect: 2_000,
  testimonialRotation: 4_000,
  demoLoop: 8_000,
  /** When each step of the landing page's demo loop starts. */
  demoSteps: { ready: 0, uploaded: 800, processing: 1_600, complete: 3_000 },
  realtimeRefresh: 30_000,
  signupMonitorRefresh: 30_000,
  toastDuration: 5_000,
  toastRemoveDelay: 1_000_000,
  tooltipDelay: 700,
  tooltipSkipDelay: 300,
} as const;

/** The element that appears once the visitor scrolls past this many pixels. */
export const SCROLL_REVEAL_PX = 500;

/** Items in the dashboard's Recent Summaries card. */
export const RECENT_SUMMARIES_COUNT = 5;

/** Retention of summaries that were not kept, in milliseconds. */
export const RETENTION = {
  /** Non-subscribers' summaries are deleted when they leave the page, and by the sweeper after this at the latest. */
  unclaimedSummary: 60 * 60 * 1000,
  /** Summaries of documents that used an extra-large credit. */
  xlSummary: 24 * 60 * 60 * 1000,
} as const;

/** Replication of the summary library between the server and subscribers' devices. */
export const SYNC = {
  /**
   * Tombstones (deleted summaries, text removed) stay this long so every device learns of the
   * deletion; a device offline for longer re-reads its library from scratch (see shared/sync).
   */
  tombstoneKeep: 30 * 24 * 60 * 60 * 1000,
  /** Documents per pull answer at most. */
  maxPullBatch: 200,
  /** How often the server looks for changes to announce on the live streams. */
  streamPollMs: 1000,
  /** Comment line sent on idle streams so proxies keep them open. */
  streamHeartbeatMs: 25_000,
  /** Longest file name a client may set. */
  maxFilenameLength: 255,
} as const;

/** @public Admin tools' limits (SPEC section 9), for the admin area (next issue). */
export const ADMIN = {
  minCreditsPerAction: 1,
  maxCreditsPerAction: 100,
  distributionCreditsPerUser: 3,
  recentSurveyResponses: 10,
  signupsDays: 30,
} as const;

export const BLOG = { featuredCount: 2, tagsShown: 2 } as const;
