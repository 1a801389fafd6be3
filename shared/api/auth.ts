import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../domain/index.ts';
import { LOGIN_PATH, LOGOUT_PATH } from './navigation.ts';
import { defineRoute } from './route.ts';

/** Accounts: sign-up, sign-in, the signed-in user, desktop API tokens and the admin check. */

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, 'Email address is too long')
  .pipe(z.email('Please enter a valid email address'));
const password = z
  .string()
  .min(1, 'Please enter your password')
  .max(PASSWORD_MAX_LENGTH, `Passwords are at most ${PASSWORD_MAX_LENGTH} characters`);
const name = z.string().trim().max(100, 'Names are at most 100 characters').optional();

/** POST /api/register (signs the new user in; answers the user) */
const registerRequestSchema = z.object({
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `Passwords need at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(PASSWORD_MAX_LENGTH, `Passwords are at most ${PASSWORD_MAX_LENGTH} characters`),
  firstName: name,
  lastName: name,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** POST /api/login (answers the user) and POST /api/auth/token */
const loginRequestSchema = z.object({ email, password });

/**
 * GET /api/login?returnTo=/path: navigation; redirects to the sign-in page with a same-origin return path.
 * A return path that is not one (too long, repeated) is dropped rather than refused: a link still works.
 */
const loginNavigationQuerySchema = z.object({
  returnTo: z.string().max(2000).optional().catch(undefined),
  /** `signup` opens the sign-in page on its sign-up form (the free-summary invitations). */
  mode: z.literal('signup').optional().catch(undefined),
});

/**
 * GET /api/auth/user (401 when signed out), also the answer of register and login.
 * SPEC names both camelCase and snake_case forms of some fields; both are sent.
 */
export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  freeDocumentsUsed: z.number().int(),
  free_documents_used: z.number().int(),
  /** max(0, FREE_SUMMARIES − freeDocumentsUsed) */
  freeDocumentsAvailable: z.number().int(),
  paidDocumentsAvailable: z.number().int(),
  paid_documents_available: z.number().int(),
  ultraLarge100kCredits: z.number().int(),
  ultraLarge500kCredits: z.number().int(),
  ultraLarge1mCredits: z.number().int(),
  ultra_large_100k_credits: z.number().int(),
  ultra_large_500k_credits: z.number().int(),
  ultra_large_1m_credits: z.number().int(),
  subscriptionActive: z.boolean(),
  /** ISO 8601, or null */
  subscriptionExpiresAt: z.string().nullable(),
  stripeCustomerId: z.string().nullable(),
  isAdmin: z.boolean(),
  /** An admin who may also change credits and remove accounts (SPEC's "one specific admin"). */
  isOwner: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /api/auth/token {email, password} → a bearer token for `Authorization: Bearer <token>`. */
const apiTokenRequestSchema = loginRequestSchema.extend({
  /** What the token is for, e.g. the device name. */
  label: z.string().trim().max(100).optional(),
});
const apiTokenAnswerSchema = z.object({ token: z.string(), user: userSchema });

/** DELETE /api/auth/token (revokes the token the request carries) */
const revokedAnswerSchema = z.object({ revoked: z.boolean() });

/**
 * GET /api/auth/providers: the sign-in methods on offer. With `oidc`, the sign-in page links to
 * GET /api/auth/oidc?returnTo=/path (navigation), which comes back signed in to returnTo, or to
 * /login?error=<message> when single sign-on failed.
 */
const authProvidersSchema = z.object({ password: z.literal(true), oidc: z.boolean() });

/** GET /api/admin/check (401 when signed out) */
const adminCheckSchema = z.object({ isAdmin: z.boolean() });

/** POST /api/dev/make-me-admin (NODE_ENV=development only) */
const makeMeAdminAnswerSchema = z.object({ success: z.literal(true), isAdmin: z.literal(true) });

/** POST /api/add-credit (NODE_ENV=development only) */
const addCreditAnswerSchema = z.object({ credits: z.number().int() });

/** POST /api/logout */
const signedOutSchema = z.object({ signedOut: z.literal(true) });

/** Accounts' routes. Sign-in navigation (GET /api/login, /api/logout, /api/auth/oidc…) answers redirects. */
export const authRoutes = {
  register: defineRoute({
    method: 'POST',
    path: '/api/register',
    summary: 'Creates an account and signs it in.',
    access: 'public',
    body: registerRequestSchema,
    answer: userSchema,
    status: 201,
    errors: ['registration_failed', 'weak_password', 'rate_limited', 'cross_site_request'],
  }),
  login: defineRoute({
    method: 'POST',
    path: LOGIN_PATH,
    summary: 'Signs in with email and password (session cookie).',
    access: 'public',
    body: loginRequestSchema,
    answer: userSchema,
    errors: ['invalid_credentials', 'rate_limited', 'cross_site_request'],
  }),
  loginPage: defineRoute({
    method: 'GET',
    path: LOGIN_PATH,
    summary: 'Navigation: the sign-in page, or returnTo when already signed in.',
    access: 'public',
    query: loginNavigationQuerySchema,
    answer: 'redirect',
  }),
  /**
   * Signing out changes state, so it is a POST behind the origin check: a link or a page on another
   * site cannot sign anybody out. Signed out already, it answers the same.
   */
  logout: defineRoute({
    method: 'POST',
    path: LOGOUT_PATH,
    summary: 'Ends the browser session.',
    access: 'public',
    answer: signedOutSchema,
  }),
  /**
   * SPEC's navigation to /api/logout. A navigation can come from anywhere (another site's link carries
   * the SameSite=Lax cookie), so it signs nobody out: a signed-in user lands on the sign-in page, which
   * names the account and offers Sign Out; a visitor goes home.
   */
  logoutPage: defineRoute({
    method: 'GET',
    path: LOGOUT_PATH,
    summary: 'Navigation: the page that offers signing out (a link alone signs nobody out).',
    access: 'public',
    answer: 'redirect',
  }),
  providers: defineRoute({
    method: 'GET',
    path: '/api/auth/providers',
    summary: 'The sign-in methods on offer.',
    access: 'public',
    answer: authProvidersSchema,
  }),
  currentUser: defineRoute({
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in user (401 for visitors).',
    access: 'signedIn',
    answer: userSchema,
  }),
  createToken: defineRoute({
    method: 'POST',
    path: '/api/auth/token',
    summary: 'A bearer token for the desktop app.',
    access: 'public',
    body: apiTokenRequestSchema,
    answer: apiTokenAnswerSchema,
    status: 201,
    errors: ['invalid_credentials', 'rate_limited'],
  }),
  revokeToken: defineRoute({
    method: 'DELETE',
    path: '/api/auth/token',
    summary: 'Revokes the bearer token the request carries.',
    access: 'signedIn',
    answer: revokedAnswerSchema,
  }),
  singleSignOn: defineRoute({
    method: 'GET',
    path: '/api/auth/oidc',
    summary: 'Navigation: single sign-on at the configured OpenID Connect provider.',
    access: 'public',
    query: loginNavigationQuerySchema,
    answer: 'redirect',
    errors: ['sso_unavailable'],
  }),
  singleSignOnCallback: defineRoute({
    method: 'GET',
    path: '/api/auth/oidc/callback',
    summary: "Navigation: the provider's answer; signs in and goes to returnTo.",
    access: 'public',
    answer: 'redirect',
  }),
  adminCheck: defineRoute({
    method: 'GET',
    path: '/api/admin/check',
    summary: 'Whether the signed-in user is an admin.',
    access: 'signedIn',
    answer: adminCheckSchema,
  }),
  makeMeAdmin: defineRoute({
    method: 'POST',
    path: '/api/dev/make-me-admin',
    summary: 'Development only: makes the signed-in user an admin.',
    access: 'signedIn',
    answer: makeMeAdminAnswerSchema,
  }),
  addCredit: defineRoute({
    method: 'POST',
    path: '/api/add-credit',
    summary: 'Development only: adds one credit to the signed-in user.',
    access: 'signedIn',
    answer: addCreditAnswerSchema,
  }),
};
