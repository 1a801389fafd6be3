import type { Router } from 'express';
import { z } from 'zod';
import {
  createDocument,
  type ZodOpenApiOperationObject,
  type ZodOpenApiParameters,
  type ZodOpenApiPathsObject,
  type ZodOpenApiResponsesObject,
} from 'zod-openapi';
import {
  apiDocumentRoutes,
  type OpenApiDocument,
  openApiDocumentSchema,
} from '../../shared/api/apiDocument.ts';
import { apiContract } from '../../shared/api/contract.ts';
import { apiErrorSchema } from '../../shared/api/errorBody.ts';
import { API_ERRORS, type ErrorCode } from '../../shared/api/errors.ts';
import { type RouteDefinition, routeErrors } from '../../shared/api/route.ts';
import {
  IDEMPOTENCY_KEY_HEADER,
  insufficientCreditsSchema,
  xlCreditRequiredSchema,
} from '../../shared/api/summarize.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { type ContractRouterOptions, createContractRouter } from './route.ts';

/** Errors whose answers carry fields of their own (what the dashboard's XL dialog and upgrade prompt read). */
const DETAILED_ERRORS: Partial<Record<ErrorCode, z.ZodType>> = {
  insufficient_credits: insufficientCreditsSchema,
  xl_credit_required: xlCreditRequiredSchema,
};

/** One status's error body: the detailed codes' own schemas, the others the body every error has. */
function errorSchema(codes: ErrorCode[]): z.ZodType {
  const plain = codes.filter((code) => !DETAILED_ERRORS[code]);
  const schemas = codes.flatMap((code) => DETAILED_ERRORS[code] ?? []);
  const [first, ...more] = plain;
  if (first) schemas.push(apiErrorSchema.extend({ error: z.enum([first, ...more]) }));
  const [only, ...others] = schemas;
  return others.length === 0 && only ? only : z.union(schemas);
}

/** The error answers by status, each with the body every error has and the codes it may carry. */
function errorResponses(route: RouteDefinition): ZodOpenApiResponsesObject {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of routeErrors(route)) {
    const status = API_ERRORS[code].status;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, codes] of byStatus) {
    responses[`${status}` as `4${string}`] = {
      description: codes.map((code) => `${code}: ${API_ERRORS[code].message}`).join(' | '),
      content: { 'application/json': { schema: errorSchema(codes) } },
    };
  }
  return responses;
}

function successResponses(route: RouteDefinition): ZodOpenApiResponsesObject {
  if (route.answer === 'redirect') {
    return {
      '303': {
        description: route.summary,
        headers: { Location: { description: 'Where to go next', schema: { type: 'string' } } },
      },
    };
  }
  const content =
    route.answer === 'event-stream'
      ? { 'text/event-stream': { schema: { type: 'string' as const } } }
      : route.answer === 'csv'
        ? { 'text/csv': { schema: { type: 'string' as const } } }
        : { 'application/json': { schema: route.answer } };
  return { [`${route.status ?? 200}`]: { description: route.summary, content } };
}

function operationOf(feature: string, name: string, route: RouteDefinition): ZodOpenApiOperationObject {
  const requestParams: ZodOpenApiParameters = {};
  if (route.params) requestParams.path = route.params;
  if (route.query) requestParams.query = route.query;
  // Uploads that can refuse a malformed key are the ones that read it.
  if (route.errors?.includes('invalid_idempotency_key')) {
    requestParams.header = z.object({ [IDEMPOTENCY_KEY_HEADER]: z.uuid().optional() });
  }
  return {
    operationId: `${feature}.${name}`,
    summary: route.summary,
    tags: [feature],
    requestParams,
    requestBody: route.body
      ? { content: { 'application/json': { schema: route.body } } }
      : route.form
        ? {
            content: {
              'multipart/form-data': {
                schema: route.form.fields.extend({
                  [route.form.file]: z.string().optional().meta({ format: 'binary' }),
                }),
              },
            },
          }
        : undefined,
    responses: { ...successResponses(route), ...errorResponses(route) },
    security: route.access === 'public' ? [] : [{ sessionCookie: [] }, { bearerToken: [] }],
  };
}

/** Two routes on one method and path (progress: stream or JSON by Accept) are one operation, two media types. */
function merge(
  existing: ZodOpenApiOperationObject,
  added: ZodOpenApiOperationObject,
): ZodOpenApiOperationObject {
  const responses = { ...existing.responses };
  for (const [status, response] of Object.entries(added.responses)) {
    const earlier = responses[status as `2${string}`];
    responses[status as `2${string}`] =
      earlier && 'content' in earlier && 'content' in response
        ? { ...earlier, content: { ...earlier.content, ...response.content } }
        : response;
  }
  return { ...existing, summary: `${existing.summary} ${added.summary}`, responses };
}

/** The OpenAPI 3.1 document of the whole contract (shared/api/contract.ts), made by zod-openapi. */
export function createApiDocument({
  version,
  publicUrl,
}: {
  version: string;
  publicUrl: string;
}): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const [feature, routes] of Object.entries(apiContract)) {
    for (const [name, route] of Object.entries<RouteDefinition>(routes)) {
      const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
      const item = paths[route.path] ?? {};
      const operation = operationOf(feature, name, route);
      const existing = item[method];
      paths[route.path] = { ...item, [method]: existing ? merge(existing, operation) : operation };
    }
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Summer API',
      version,
      description:
        'Errors answer JSON { error, message } with a code of the error table; signed-in routes take the session cookie or a bearer token.',
    },
    servers: [{ url: publicUrl }],
    paths,
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
        bearerToken: { type: 'http', scheme: 'bearer', description: 'A token from POST /api/auth/token' },
      },
    },
  });
  return openApiDocumentSchema.parse(document);
}

/** GET /api/openapi.json: the document made once, when the server starts. */
export function apiDocumentRouter(document: OpenApiDocument, options: ContractRouterOptions): Router {
  const { router, serve } = createContractRouter(options);
  serve(apiDocumentRoutes.openApi, () => document);
  return router;
}
