import { z } from 'zod';
import { defineRoute } from './route.ts';

/** The published contract: an OpenAPI 3.1 document (its outline; the rest is OpenAPI's own schema). */
export const openApiDocumentSchema = z.looseObject({
  openapi: z.string().startsWith('3.1'),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.looseObject({})),
});
export type OpenApiDocument = z.infer<typeof openApiDocumentSchema>;

export const apiDocumentRoutes = {
  openApi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    summary: 'This API as an OpenAPI 3.1 document: every route, its requests, answers and errors.',
    access: 'public',
    answer: openApiDocumentSchema,
  }),
};
