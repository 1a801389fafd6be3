import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

/**
 * One HTTP route of the API, described once: the client builds its requests and parses its answers
 * from it, the server validates requests with it, and /api/openapi.json is generated from it.
 */

type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anybody, a signed-in user (session cookie or bearer token), an admin, or an
 * owner (an admin who may also change credits and remove accounts). Every route under /api/admin/
 * must be 'admin' or 'owner' (the contract router refuses to serve it otherwise), except the
 * ADMIN_CHECK_PATH, which tells any signed-in user whether they are an admin.
 */
type RouteAccess = 'public' | 'signedIn' | 'admin' | 'owner';

/** The admin area's routes: every path under it needs the admin or owner role. */
const ADMIN_API_PREFIX = '/api/admin/';
/** SPEC's admin check: any signed-in user may ask whether they are an admin. */
const ADMIN_CHECK_PATH = '/api/admin/check';

/** Whether a route's path puts it in the admin area, where only admins and owners may call it. */
export function isAdminAreaRoute(route: Pick<RouteDefinition, 'path'>): boolean {
  return route.path.startsWith(ADMIN_API_PREFIX) && route.path !== ADMIN_CHECK_PATH;
}

/** How an answer that is not a JSON body is delivered. */
type NonJsonAnswer = 'event-stream' | 'redirect' | 'csv';

export interface RouteDefinition {
  method: HttpMethod;
  /** The full path; parameters are written `{name}` (OpenAPI's spelling). */
  path: `/api/${string}`;
  /** One line for the API's readers. */
  summary: string;
  access: RouteAccess;
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A JSON body. */
  body?: z.ZodType;
  /** A multipart/form-data body: its text fields, and the name of its one optional file field. */
  form?: { fields: z.ZodObject; file: string };
  /** The JSON answer's schema, or how a non-JSON answer is delivered. */
  answer: z.ZodType | NonJsonAnswer;
  /** The status of a successful answer (200 unless said). */
  status?: 200 | 201;
  /** Error codes this route answers beyond the ones every route may answer (validation, 5xx…). */
  errors?: readonly ErrorCode[];
}

/** Checks a route's shape and keeps its literal types for the client and the server. */
export function defineRoute<const R extends RouteDefinition>(route: R): R {
  return route;
}

/** One part of a call's input; optional when nothing in it is required (a query of optional fields). */
type InputPart<K extends string, S> = S extends z.ZodType
  ? // biome-ignore lint/complexity/noBannedTypes: `{}` is exactly "a part with nothing required".
    {} extends z.input<S>
    ? { [P in K]?: z.input<S> }
    : { [P in K]: z.input<S> }
  : unknown;

/** A file as a form sends it. */
export interface FormFile {
  blob: Blob;
  filename: string;
}

/** What a caller gives to call a route. */
export type RouteInput<R extends RouteDefinition> = InputPart<'params', R['params']> &
  InputPart<'query', R['query']> &
  InputPart<'body', R['body']> &
  (R['form'] extends { fields: infer F extends z.ZodType }
    ? InputPart<'form', F> & { file?: FormFile }
    : unknown);

/** What the server validated: the parsed (output) types of each part. */
export type RouteRequest<R extends RouteDefinition> = {
  params: R['params'] extends z.ZodType ? z.output<R['params']> : Record<string, never>;
  query: R['query'] extends z.ZodType ? z.output<R['query']> : Record<string, never>;
  body: R['body'] extends z.ZodType
    ? z.output<R['body']>
    : R['form'] extends { fields: infer F extends z.ZodType }
      ? z.output<F>
      : undefined;
};

/** The parsed answer of a JSON route. */
export type RouteAnswer<R extends RouteDefinition> = R['answer'] extends z.ZodType
  ? z.output<R['answer']>
  : never;

/** What a server handler returns: the answer before its schema's transforms. */
export type RouteReply<R extends RouteDefinition> = R['answer'] extends z.ZodType
  ? z.input<R['answer']>
  : // biome-ignore lint/suspicious/noConfusingVoidType: redirect and stream handlers answer through res and return nothing
    void;

/** `/api/documents/{id}` with `{ id: 'a b' }` → `/api/documents/a%20b` */
export function routePath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The same path as Express writes it, below the router's mount point: `/documents/:id`. */
export function expressPath(path: string, mount = '/api'): string {
  return path.slice(mount.length).replace(/\{(\w+)\}/g, ':$1');
}

/** A query string from a parsed query object (arrays repeat their key; undefined and null are left out). */
export function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Every error code a route may answer: its own, and those any route of its kind answers (a refused
 * input, a state change from another site, a visitor on a signed-in route, a failure of the server).
 */
export function routeErrors(route: RouteDefinition): ErrorCode[] {
  const codes = new Set<ErrorCode>(route.errors ?? []);
  if (route.params || route.query || route.body || route.form) codes.add('validation_error');
  if (route.body || route.form) codes.add('bad_request');
  if (route.method !== 'GET') codes.add('cross_site_request');
  if (route.access !== 'public') codes.add('unauthorized');
  if (route.access === 'admin' || route.access === 'owner') codes.add('forbidden');
  codes.add('internal_error');
  return [...codes];
}
