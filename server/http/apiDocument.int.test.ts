import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiContract } from '../../shared/api/contract.ts';
import { API_ERRORS } from '../../shared/api/errors.ts';
import { type RouteDefinition, routeErrors, routePath } from '../../shared/api/route.ts';
import { createTestClient, generatedText, signUp } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';

interface Operation {
  summary: string;
  parameters?: { in: string; name: string }[];
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, { format?: string }> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
type ApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

const routes = Object.values(apiContract).flatMap((feature) => Object.values<RouteDefinition>(feature));

describe('GET /api/openapi.json', () => {
  const harness = withTestServer();
  const published = async () => {
    const answer = await createTestClient(harness.server.url).json<ApiDocument>('GET', '/api/openapi.json');
    expect(answer.status).toBe(200);
    return answer.body;
  };
  const operationOf = (document: ApiDocument, route: RouteDefinition): Operation => {
    const operation = document.paths[route.path]?.[route.method.toLowerCase()];
    if (!operation) throw new Error(`${route.method} ${route.path} is not published`);
    return operation;
  };

  it('publishes every route of the contract with its parameters, body, answer and errors', async () => {
    const document = await published();
    expect(document.openapi).toBe('3.1.0');
    for (const route of routes) {
      const operation = operationOf(document, route);
      expect(operation.summary).toContain(route.summary);
      const names = (where: string) =>
        (operation.parameters ?? []).filter((parameter) => parameter.in === where).map(({ name }) => name);
      expect(names('path')).toEqual(Object.keys(route.params?.shape ?? {}));
      expect(names('query')).toEqual(Object.keys(route.query?.shape ?? {}));
      if (route.body) expect(operation.requestBody?.content['application/json']).toBeDefined();
      if (route.form) {
        const form = operation.requestBody?.content['multipart/form-data']?.schema.properties ?? {};
        expect(form[route.form.file]?.format).toBe('binary');
        expect(Object.keys(form)).toEqual([...Object.keys(route.form.fields.shape), route.form.file]);
      }
      if (route.answer === 'redirect') expect(operation.responses['303']).toBeDefined();
      else {
        const mediaType =
          route.answer === 'event-stream'
            ? 'text/event-stream'
            : route.answer === 'csv'
              ? 'text/csv'
              : 'application/json';
        expect(operation.responses[`${route.status ?? 200}`]?.content?.[mediaType]).toBeDefined();
      }
      for (const code of routeErrors(route)) {
        const schema =
          operation.responses[`${API_ERRORS[code].status}`]?.content?.['application/json']?.schema;
        expect(JSON.stringify(schema), `${route.path} ${code}`).toContain(`"${code}"`);
      }
    }
  });

  it('describes real answers: they pass the published schemas', async () => {
    const document = await published();
    const client = createTestClient(harness.server.url);
    for (const route of [apiContract.health.health, apiContract.auth.providers, apiContract.blog.posts]) {
      const schema = operationOf(document, route).responses['200']?.content?.['application/json']?.schema;
      const answer = await client.json('GET', route.path);
      expect(answer.status).toBe(200);
      expect(z.fromJSONSchema(schema ?? {}).safeParse(answer.body).success, route.path).toBe(true);
    }
    // An error with fields of its own: the upgrade prompt's 402.
    const { client: broke, email } = await signUp(harness.server, { prefix: 'openapi' });
    await harness.database.setBalance(email, { free_documents_used: 3, paid_documents_available: 0 });
    const refused = await broke.json('POST', '/api/upload-text', { text: generatedText(300) });
    expect(refused.status).toBe(402);
    const upgrade = operationOf(document, apiContract.summarize.uploadText).responses['402']?.content?.[
      'application/json'
    ]?.schema;
    expect(z.fromJSONSchema(upgrade ?? {}).safeParse(refused.body).success).toBe(true);
    expect(JSON.stringify(upgrade)).toContain('upgrade_required');
    // And an answer off its schema is caught: the published schemas are not empty shells.
    const health = operationOf(document, apiContract.health.health).responses['200']?.content?.[
      'application/json'
    ]?.schema;
    expect(z.fromJSONSchema(health ?? {}).safeParse({ status: 'fine' }).success).toBe(false);
  });

  it('lists only routes the server serves (development-only and single sign-on ones aside)', async () => {
    const client = createTestClient(harness.server.url);
    const served = routes.filter(
      (route) => !route.summary.startsWith('Development only') && !route.path.startsWith('/api/auth/oidc'),
    );
    for (const route of served) {
      const params = Object.fromEntries(Object.keys(route.params?.shape ?? {}).map((name) => [name, 'x']));
      const response = await client.fetch(routePath(route.path, params), { method: route.method });
      const text = await response.text();
      expect(text, `${route.method} ${route.path}`).not.toContain('No API route');
    }
  });
});
