import type { Generated } from 'kysely';

/** The tables of the server's database, as Kysely sees them. Each migration that adds a table adds it here. */

interface AppSettingsTable {
  key: string;
  value: string;
}

/** Timestamps are ISO 8601 strings in UTC; booleans are 0/1. */
export interface UsersTable {
  id: string;
  email: string;
  password_hash: string | null;
  oidc_subject: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  free_documents_used: Generated<number>;
  paid_documents_available: Generated<number>;
  ultra_large_100k_credits: Generated<number>;
  ultra_large_500k_credits: Generated<number>;
  ultra_large_1m_credits: Generated<number>;
  subscription_active: Generated<number>;
  subscription_expires_at: string | null;
  stripe_customer_id: string | null;
  is_admin: Generated<number>;
  /** An admin who may also change credits and remove accounts (always is_admin too). */
  is_owner: Generated<number>;
  created_at: string;
  updated_at: string;
}

interface ApiTokensTable {
  id: Generated<number>;
  user_id: string;
  token_hash: string;
  label: string | null;
  created_at: string;
  last_used_at: string | null;
}

export type DocumentRetention = 'retain' | 'delete';

export interface DocumentsTable {
  id: string;
  user_id: string;
  filename: string;
  word_count: number;
  summary_word_count: number;
  summary: string;
  stats_json: string;
  language: string;
  level: number;
  /** What paid for it: 'subscription', 'free', 'paid' or an XL creditType. */
  credit_used: string;
  retention: DocumentRetention;
  created_at: string;
  expires_at: string | null;
  /** Replication order: set by a trigger from sync_counters on every insert and update. */
  sync_seq: Generated<number>;
  /** Set by the same trigger (UTC, milliseconds). */
  updated_at: Generated<string | null>;
  /** 1: a tombstone (the summary was deleted; the row stays so the deletion replicates). */
  deleted: Generated<number>;
  deleted_at: string | null;
  /**
   * JSON array of the summary's sentence sources (UploadResult.sources: text, sourceStart, sourceEnd,
   * similarity?, passage?); '[]' on tombstones and on summaries made before sources were kept.
   */
  sources_json: Generated<string>;
}

/** An upload's idempotency key (Idempotency-Key), per account: see migration 20261121_60_request_ids. */
interface UploadRequestsTable {
  user_id: string;
  /** The client's UUID, lower-case. */
  request_id: string;
  /** SHA-256 (hex) of what the request asked for; a repeat must match it. */
  request_hash: string;
  /** Null while the summary is being made; the document it made afterwards (even once deleted). */
  document_id: string | null;
  /** What the claim reserved ('subscription', 'free', 'paid' or an XL creditType). */
  credit_used: string;
  created_at: string;
  /** The server instance making the summary (migration 20261126_21_upload_leases). */
  lease_owner: string | null;
  /** Until when its claim holds unless renewed; null or past: left by a stopped instance. */
  lease_expires_at: string | null;
}

interface SyncCountersTable {
  name: string;
  value: number;
}

/** Failed sign-ins per account and address (server/auth/signInThrottle.ts); times ISO 8601 UTC. */
interface SignInFailuresTable {
  throttle_key: string;
  failures: number;
  last_failed_at: string;
  blocked_until: string | null;
}

/** Requests per limit and client address in the current window (server/auth/rateLimits.ts). */
interface RateLimitHitsTable {
  /** The limit's name and the address. */
  key: string;
  hits: number;
  /** When the window ends (ISO 8601, UTC). */
  resets_at: string;
}

/**
 * Which instance runs a background job, when it is next due, and its last run (server/jobs/singletonJob.ts).
 * Times are ISO 8601, UTC.
 */
interface JobLeasesTable {
  name: string;
  owner: string;
  /** The running instance's claim holds until then unless renewed; the Unix epoch once released. */
  locked_until: string;
  next_run_at: string;
  last_started_at: string | null;
  last_finished_at: string | null;
  /** What the last finished run answered, as JSON; null when it failed. */
  last_result_json: string | null;
}

/** Sign-in sessions (server/auth/sessionStore.ts); `expire` is ISO 8601 in UTC. */
interface SessionsTable {
  sid: string;
  sess: string;
  expire: string;
}

interface SurveyResponsesTable {
  id: Generated<number>;
  /** Null for visitors (the /feedback page is linked from emails and needs no sign-in). */
  user_id: string | null;
  /** 'first_use_feedback' (dashboard) or 'feedback_page'. */
  survey_type: string;
  response: string;
  other_text: string | null;
  session_id: string | null;
  document_name: string | null;
  source: string | null;
  created_at: Generated<string>;
}

interface SurveyDismissalsTable {
  id: Generated<number>;
  user_id: string | null;
  survey_type: string;
  session_id: string;
  created_at: Generated<string>;
}

/** A succeeded payment: a PaymentIntent for credits, or a paid subscription invoice (migration 20261125_40). */
interface PaymentsTable {
  id: Generated<number>;
  /** Null once the account was removed (migration 20261126_10): the payment stays for the books. */
  user_id: string | null;
  kind: 'package' | 'subscription';
  stripe_payment_intent_id: string | null;
  stripe_invoice_id: string | null;
  /** The package type, or the billing interval of a subscription invoice. */
  package_type: string;
  amount_cents: number;
  currency: string;
  amount_refunded_cents: Generated<number>;
  /** What it granted. */
  paid_credits: Generated<number>;
  ultra_large_100k_credits: Generated<number>;
  ultra_large_500k_credits: Generated<number>;
  ultra_large_1m_credits: Generated<number>;
  paid_at: string;
  created_at: string;
  updated_at: string;
}

/** Every change of a credit balance, with who and why (server/credits/grantCredits.ts writes it). */
interface CreditLedgerTable {
  id: Generated<number>;
  user_id: string;
  paid_delta: Generated<number>;
  ultra_large_100k_delta: Generated<number>;
  ultra_large_500k_delta: Generated<number>;
  ultra_large_1m_delta: Generated<number>;
  reason: string;
  payment_id: number | null;
  actor_user_id: string | null;
  note: string | null;
  /** Unique when set: the same grant twice is one grant. */
  grant_key: string | null;
  created_at: string;
}

interface StripeEventsTable {
  id: string;
  type: string;
  stripe_created: number;
  processed_at: string;
}

export interface SubscriptionsTable {
  /** Stripe's subscription id. */
  id: string;
  user_id: string;
  stripe_customer_id: string;
  status: string;
  billing_interval: string;
  price_amount_cents: number;
  currency: string;
  current_period_end: string | null;
  cancel_at_period_end: Generated<number>;
  canceled_at: string | null;
  ended_at: string | null;
  offer: string | null;
  /** Unix seconds at Stripe of the state stored. */
  state_at: number;
  created_at: string;
  updated_at: string;
}

interface OfferRedemptionsTable {
  user_id: string;
  offer: string;
  subscription_id: string | null;
  created_at: string;
}

/** One change made in the admin area or by the admin command (migration 20261125_50_admin_roles). */
interface AdminAuditLogTable {
  id: Generated<number>;
  /** The admin's account; null for the command line and ADMIN_EMAILS/OWNER_EMAILS. */
  actor_user_id: string | null;
  /** Who, as the Audit tab shows it: the admin's email, 'command line' or the configuration variable. */
  actor_label: string;
  /** What, e.g. 'role.grant', 'credits.add', 'user.remove' (server/admin/auditLog.ts lists them). */
  action: string;
  target_user_id: string | null;
  /** Whom, as shown: the account's email at the time (cleared when the account is removed). */
  target_label: string | null;
  before_json: string | null;
  after_json: string | null;
  created_at: string;
}

/** One click of the owner's "3 credits to everybody" (migration 20261126_11_credit_distributions). */
interface CreditDistributionsTable {
  /** The click's Idempotency-Key. */
  key: string;
  actor_user_id: string | null;
  started_at: string;
  /** Null while it runs (or if it was cut short). */
  finished_at: string | null;
  total: Generated<number>;
  successful: Generated<number>;
  failed: Generated<number>;
  emails_sent: Generated<number>;
  errors_json: Generated<string>;
}

/** Website analytics (migration 20261125_51_website_analytics): see that file for why each exists. */
interface AnalyticsSaltsTable {
  /** YYYY-MM-DD (UTC) */
  day: string;
  salt: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  occurred_at: string;
  /** hash(day's salt, IP, user agent, host), hex */
  visitor: string;
  /** 'pageview' or the event's name */
  event_type: string;
  path: string;
  /** The utm_* parameters of the page's address, the only part of its query kept. */
  utm_query: string | null;
  title: string | null;
  referrer_host: string | null;
  /** Direct, Search, Social, Other, or a campaign's utm_source (page views only). */
  source: string | null;
  /** desktop, mobile or tablet */
  device: string;
  /** The event's own fields, JSON (events only). */
  event_data: string | null;
}

interface AnalyticsDaysTable {
  day: string;
  page_views: number;
  visitors: number;
  sessions: number;
  bounces: number;
  session_seconds: number;
}

interface AnalyticsDayPagesTable {
  day: string;
  path: string;
  title: string;
  views: number;
  visitors: number;
}

interface AnalyticsDaySourcesTable {
  day: string;
  source: string;
  visitors: number;
}

interface AnalyticsDayDevicesTable {
  day: string;
  device: string;
  visitors: number;
}

/** A message before and while it is sent (migration 20261126_30_email). */
export interface EmailOutboxTable {
  id: Generated<number>;
  /** Unique: the same message asked for twice is one row, sent once. */
  dedupe_key: string;
  /** EmailKind (shared/domain/email.ts). */
  kind: string;
  user_id: string | null;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe…), JSON object. */
  headers_json: Generated<string>;
  /** Stable over retries, so a receiver can tell a repeat. */
  message_id: string;
  /** pending, sending (leased), sent, failed (gave up), cancelled (unsubscribed before it went). */
  status: Generated<string>;
  attempts: Generated<number>;
  next_attempt_at: string;
  lease_owner: string | null;
  lease_until: string | null;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
  updated_at: string;
}

interface EmailPreferencesTable {
  user_id: string;
  /** 1: no marketing mail. */
  marketing_opt_out: Generated<number>;
  updated_at: string;
}

interface PasswordResetTokensTable {
  id: Generated<number>;
  user_id: string;
  /** SHA-256 (hex) of the link's token; the token itself is only in the mail. */
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

/** A discount code mailed to one user for one campaign (migration 20261126_31_promotions). */
interface PromotionCodesTable {
  code: string;
  user_id: string;
  campaign: string;
  percent_off: number;
  expires_at: string;
  redeemed_at: string | null;
  /** The payment intent or subscription that used it. */
  redeemed_for: string | null;
  created_at: string;
}

export interface DatabaseSchema {
  app_settings: AppSettingsTable;
  users: UsersTable;
  api_tokens: ApiTokensTable;
  documents: DocumentsTable;
  sync_counters: SyncCountersTable;
  upload_requests: UploadRequestsTable;
  sessions: SessionsTable;
  sign_in_failures: SignInFailuresTable;
  rate_limit_hits: RateLimitHitsTable;
  job_leases: JobLeasesTable;
  survey_responses: SurveyResponsesTable;
  survey_dismissals: SurveyDismissalsTable;
  payments: PaymentsTable;
  credit_ledger: CreditLedgerTable;
  stripe_events: StripeEventsTable;
  subscriptions: SubscriptionsTable;
  offer_redemptions: OfferRedemptionsTable;
  admin_audit_log: AdminAuditLogTable;
  credit_distributions: CreditDistributionsTable;
  analytics_salts: AnalyticsSaltsTable;
  analytics_events: AnalyticsEventsTable;
  analytics_days: AnalyticsDaysTable;
  analytics_day_pages: AnalyticsDayPagesTable;
  analytics_day_sources: AnalyticsDaySourcesTable;
  analytics_day_devices: AnalyticsDayDevicesTable;
  email_outbox: EmailOutboxTable;
  email_preferences: EmailPreferencesTable;
  password_reset_tokens: PasswordResetTokensTable;
  promotion_codes: PromotionCodesTable;
}
