import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type BusinessRules, DEFAULT_RULES, resolveRules } from '../shared/domain/index.ts';

/**
 * Everything the server reads from the environment, checked once at start-up. A bad value stops the
 * server with a message that names the variable; nothing else in the server reads process.env.
 */

const port = z.coerce.number().int().min(0).max(65_535);
const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emailList = z
  .string()
  .default('')
  .transform((list) =>
    list
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  );

function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['production', 'development', 'test']).default('production'),
  PORT: port.default(3000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  /**
   * PostgreSQL instead of the SQLite file in DATA_DIR (postgres://user:password@host:5432/database):
   * several server instances may then share it behind a load balancer.
   */
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/i, 'use a postgres://user:password@host:5432/database address')
    .optional(),
  /** PostgreSQL connections of one server instance at most (instances × this must fit max_connections). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(200).default(10),
  /**
   * How long an instance's claim on an upload in progress lasts unless renewed (it renews it every
   * third of this). An instance that stopped mid-upload has its reservations given back by another
   * instance once this has passed.
   */
  UPLOAD_LEASE_MS: z.coerce.number().int().min(1000).max(600_000).default(30_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: flag.default(false),
  PRODUCT_NAME: z.string().trim().min(1).max(60).default(DEFAULT_RULES.productName),
  SUPPORT_EMAIL: z.email().default(DEFAULT_RULES.supportEmail),
  FREE_SUMMARIES: z.coerce.number().int().min(0).max(100).default(DEFAULT_RULES.freeSummaries),
  SINGLE_CREDIT_PRICE_CENTS: z.coerce
    .number()
    .int()
    .min(50)
    .max(10_000)
    .default(DEFAULT_RULES.singleCreditCents),
  /** Signs session cookies. When unset, one is generated once and kept in the database. */
  SESSION_SECRET: z.string().min(32, 'use at least 32 random characters').optional(),
  /** Comma-separated emails that are made admins when they sign up or sign in. */
  ADMIN_EMAILS: emailList,
  /** Comma-separated emails that are made owners (admins who may change credits and remove accounts). */
  OWNER_EMAILS: emailList,
  /** The operator's time zone (IANA name), in which the signup monitor counts days. */
  TIME_ZONE: z
    .string()
    .trim()
    .default('UTC')
    .refine(isTimeZone, 'use an IANA time zone name such as UTC or Europe/Berlin'),
  /** Sign-in, sign-up and token requests per IP address per 15 minutes. */
  AUTH_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(100),
  /**
   * Failed sign-ins per account and client address before each further try must wait (1 s, doubling
   * up to 15 minutes); counted in the database, forgotten 15 minutes after the last failure.
   */
  AUTH_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Free demo analyses per IP address per 15 minutes. */
  DEMO_RATE_LIMIT_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Worker threads that extract and summarize (default: CPU cores − 1, at least 1). */
  SUMMARIZE_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Longest one extraction or summary may run before its worker is stopped. */
  SUMMARIZE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(10 * 60 * 1000),
  /** Heap limit of each worker thread, in MB. */
  SUMMARIZE_WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(4096),
  /**
   * Signed-in documents that may wait for a worker; more are answered 503 server_busy with Retry-After
   * (subscribers may use twice as many places). Bounds the memory that waiting uploads hold.
   */
  SUMMARIZE_QUEUE_LIMIT: z.coerce.number().int().min(1).max(1000).default(16),
  /** Documents one account may have being summarized at once; a further one is answered 429 until one ends. */
  UPLOADS_PER_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(3),
  /** The free demo's own worker: the longest one demo document may take, and its heap. */
  DEMO_TIMEOUT_MS: z.coerce.number().int().min(1000).default(20_000),
  DEMO_WORKER_MEMORY_MB: z.coerce.number().int().min(64).default(512),
  /** Claude summarizes when this is set (server side only; never sent to browsers or logged). */
  ANTHROPIC_API_KEY: z.string().trim().min(1).optional(),
  /** The Claude model that writes summaries. */
  ANTHROPIC_MODEL: z.string().trim().min(1).default('claude-sonnet-5-5'),
  /** Another address for the Messages API (a proxy or gateway). */
  ANTHROPIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** Longest wait for Claude's first answer byte, and between two streamed events. */
  ANTHROPIC_TIMEOUT_MS: z.coerce.number().int().min(1000).default(60_000),
  /** Retries of one request on 408, 409, 429, 5xx and lost connections (with backoff; retry-after is honoured). */
  ANTHROPIC_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(3),
  /** Requests to Claude in flight at once, over all uploads of this server. */
  ANTHROPIC_MAX_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
  /** Estimated tokens of document text per request; longer documents are summarized section by section. */
  ANTHROPIC_INPUT_TOKENS: z.coerce.number().int().min(1000).max(1_000_000).default(150_000),
  /** Most tokens one answer may have. */
  ANTHROPIC_MAX_OUTPUT_TOKENS: z.coerce.number().int().min(256).max(128_000).default(32_000),
  /** Optional single sign-on with an OpenID Connect provider: all three or none. */
  OIDC_ISSUER: z.url({ protocol: /^https?$/ }).optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_CLIENT_SECRET: z.string().min(1).optional(),
  /** Stripe (payments): the three keys, or none. Server side only; the publishable key reaches browsers. */
  STRIPE_SECRET_KEY: z
    .string()
    .trim()
    .regex(
      /^(sk|rk)_(test|live)_\w+$/,
      'a secret key starts with sk_test_ or sk_live_ (rk_ for a restricted key)',
    )
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .trim()
    .regex(/^pk_(test|live)_\w+$/, 'a publishable key starts with pk_test_ or pk_live_')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .trim()
    .regex(
      /^whsec_\w+$/,
      "a webhook signing secret starts with whsec_ (the endpoint's, or `stripe listen`'s)",
    )
    .optional(),
  /** Another address for Stripe's API (tests point it at a local stand-in). */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Email over SMTP: `smtp://user:pass@host:587` (STARTTLS when the server offers it) or `smtps://…:465`.
   * Unset, mail waits in the outbox (development writes it as .eml files under DATA_DIR/mail).
   */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: 'use smtp://user:pass@host:587 or smtps://user:pass@host:465' })
    .optional(),
  /** The sender of every mail: an address, or `Name <address>`. */
  MAIL_FROM: z.string().trim().min(3).max(200).optional(),
  /** The sender's postal address, in the footer of every marketing mail (promotions are not sent without it). */
  MAIL_POSTAL_ADDRESS: z.string().trim().min(5).max(300).optional(),
  /** How often the outbox sender looks for mail that is due (it is also woken when mail is queued). */
  EMAIL_SEND_INTERVAL_MS: z.coerce.number().int().min(100).default(30_000),
  /** How often the promotional campaign looks whether its hourly run is due. */
  PROMOTIONAL_CHECK_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(5 * 60 * 1000),
  /** How often the retention sweeper deletes expired summaries. */
  RETENTION_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(60 * 1000),
});

type Environment = z.infer<typeof environmentSchema>;

/**
 * How this installation takes money: with Stripe (the three keys set), in the clearly labelled test
 * mode of development (no keys, NODE_ENV=development: purchases complete without Stripe), or not at all
 * (the payment APIs answer 503 payments_not_configured and the pages say so).
 */
type PaymentsSetup =
  | {
      mode: 'stripe';
      secretKey: string;
      publishableKey: string;
      webhookSecret: string;
      /** Stripe's own API when undefined. */
      apiUrl: string | undefined;
    }
  | { mode: 'test' }
  | { mode: 'off' };

/**
 * How this installation sends mail: over SMTP, into .eml files (development without SMTP_URL), or not
 * at all (mail stays in the outbox and the admin screens say email is not configured).
 */
export type EmailSetup =
  | { mode: 'smtp'; url: string; from: string; postalAddress: string | undefined }
  | { mode: 'files'; folder: string; from: string; postalAddress: string | undefined }
  | { mode: 'off'; from: string; postalAddress: string | undefined };

export interface Config extends Environment {
  /** DATABASE_URL, else the SQLite file DATA_DIR/summer.sqlite (absolute). */
  databaseLocation: string;
  /** The origin users reach the product at; cookies, links and the CSRF check use it. */
  publicUrl: string;
  isProduction: boolean;
  /** The business rules with this installation's overrides applied. */
  rules: BusinessRules;
  payments: PaymentsSetup;
  email: EmailSetup;
  /** ADMIN_EMAILS and OWNER_EMAILS, as sign-up and sign-in apply them. */
  roleEmails: { admins: readonly string[]; owners: readonly string[] };
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `VAR= command`.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = environmentSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}: ${issue.message} (got ${JSON.stringify(present[name] ?? null)})`;
      }),
    );
  }
  const environment = parsed.data;
  const oidcSet = [
    environment.OIDC_ISSUER,
    environment.OIDC_CLIENT_ID,
    environment.OIDC_CLIENT_SECRET,
  ].filter(Boolean);
  if (environment.DATABASE_URL && !environment.SESSION_SECRET) {
    throw new ConfigError([
      'SESSION_SECRET: required with DATABASE_URL, the same value on every server instance (at least 32 random characters)',
    ]);
  }
  if (oidcSet.length > 0 && oidcSet.length < 3) {
    throw new ConfigError([
      'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET: set all three for single sign-on, or none',
    ]);
  }
  return {
    ...environment,
    payments: paymentsSetup(environment),
    email: emailSetup(environment),
    databaseLocation: environment.DATABASE_URL ?? join(resolve(environment.DATA_DIR), 'summer.sqlite'),
    publicUrl: (environment.PUBLIC_URL ?? `http://localhost:${environment.PORT}`).replace(/\/+$/, ''),
    isProduction: environment.NODE_ENV === 'production',
    roleEmails: { admins: environment.ADMIN_EMAILS, owners: environment.OWNER_EMAILS },
    rules: resolveRules({
      freeSummaries: environment.FREE_SUMMARIES,
      singleCreditCents: environment.SINGLE_CREDIT_PRICE_CENTS,
      productName: environment.PRODUCT_NAME,
      supportEmail: environment.SUPPORT_EMAIL,
    }),
  };
}

function paymentsSetup(environment: Environment): PaymentsSetup {
  const { STRIPE_SECRET_KEY: secretKey, STRIPE_PUBLISHABLE_KEY: publishableKey } = environment;
  const webhookSecret = environment.STRIPE_WEBHOOK_SECRET;
  const set = [secretKey, publishableKey, webhookSecret].filter(Boolean).length;
  if (set === 0) return { mode: environment.NODE_ENV === 'development' ? 'test' : 'off' };
  if (!secretKey || !publishableKey || !webhookSecret) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET: set all three to take payments, or none',
    ]);
  }
  const liveSecret = /_live_/.test(secretKey);
  if (liveSecret !== /_live_/.test(publishableKey)) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY: one is a live key and the other a test key; use the pair of one mode',
    ]);
  }
  return { mode: 'stripe', secretKey, publishableKey, webhookSecret, apiUrl: environment.STRIPE_API_URL };
}

function emailSetup(environment: Environment): EmailSetup {
  const from = environment.MAIL_FROM ?? `"${environment.PRODUCT_NAME}" <${environment.SUPPORT_EMAIL}>`;
  const postalAddress = environment.MAIL_POSTAL_ADDRESS;
  if (environment.SMTP_URL) return { mode: 'smtp', url: environment.SMTP_URL, from, postalAddress };
  if (environment.NODE_ENV === 'development') {
    return { mode: 'files', folder: join(resolve(environment.DATA_DIR), 'mail'), from, postalAddress };
  }
  return { mode: 'off', from, postalAddress };
}
