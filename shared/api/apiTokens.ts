import { z } from 'zod';
import { API_TOKEN_NAME_MAX_LENGTH } from '../domain/index.ts';
import { defineRoute } from './route.ts';

/**
 * Personal API tokens: the bearer tokens the desktop app signs in with, which integrators create,
 * name, list and revoke on /my-account. A token is shown once, when made; the server keeps only its
 * hash. Managing tokens needs the signed-in browser (its session): a token cannot make or revoke tokens.
 */
const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** ISO 8601 */
  createdAt: z.string(),
  /** ISO 8601, or null when never used. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

const createApiTokenSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Give the token a name, e.g. what will use it')
    .max(API_TOKEN_NAME_MAX_LENGTH, `Token names are at most ${API_TOKEN_NAME_MAX_LENGTH} characters`),
});

const tokenIdParamsSchema = z.object({ id: z.string().regex(/^\d{1,15}$/, 'Not a token id') });

export const apiTokenRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/tokens',
    summary: "The signed-in user's API tokens (names and dates, never the tokens), newest first.",
    access: 'signedIn',
    answer: z.object({ tokens: z.array(apiTokenSchema) }),
    errors: ['session_required'],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/tokens',
    summary: 'Makes a named API token; the answer is the only time the token is shown.',
    access: 'signedIn',
    body: createApiTokenSchema,
    answer: apiTokenSchema.extend({ token: z.string() }),
    status: 201,
    errors: ['session_required', 'api_token_limit'],
  }),
  revoke: defineRoute({
    method: 'DELETE',
    path: '/api/tokens/{id}',
    summary: 'Revokes one of the signed-in user’s API tokens: requests with it answer 401 from then on.',
    access: 'signedIn',
    params: tokenIdParamsSchema,
    answer: z.object({ revoked: z.literal(true) }),
    errors: ['session_required', 'api_token_not_found'],
  }),
};
