import { beforeAll, describe, expect, it } from 'vitest';
import { apiContract } from '../../shared/api/contract.ts';
import { isAdminAreaRoute, type RouteDefinition, routePath } from '../../shared/api/route.ts';
import { createTestClient, signUp, type TestClient } from '../testing/httpClient.ts';
import { withTestServer } from '../testing/testServer.ts';
import { signUpWithRole } from './testing/seedAccounts.ts';

/**
 * Every route of the admin area in the contract, called as each kind of person: a visitor (401), a
 * signed-in user (403), an admin (403 on the owner's routes, let through elsewhere) and an owner (let
 * through everywhere). A route added under /api/admin/ that forgets its role, or that is in the contract
 * but not served, fails here. "Let through" means the access check passed: the answer may still refuse
 * the made-up input (400) or the made-up account (404), which the feature's own tests cover.
 */

const harness = withTestServer();
const adminRoutes = Object.values(apiContract)
  .flatMap((feature) => Object.values<RouteDefinition>(feature))
  .filter(isAdminAreaRoute);

type Role = 'visitor' | 'user' | 'admin' | 'owner';
const clients = {} as Record<Role, TestClient>;

beforeAll(async () => {
  clients.visitor = createTestClient(harness.server.url);
  clients.user = (await signUp(harness.server, { prefix: 'matrix-user' })).client;
  const now = new Date();
  for (const role of ['admin', 'owner'] as const) {
    clients[role] = (await signUpWithRole(harness, role, { prefix: `matrix-${role}`, now })).client;
  }
});

/** Any value for each path parameter: the access check comes before anything reads it. */
function pathOf(route: RouteDefinition): string {
  const params = Object.fromEntries(
    Object.keys(route.params?.shape ?? {}).map((name) => [name, 'matrix-id']),
  );
  return routePath(route.path, params);
}

async function answerOf(role: Role, route: RouteDefinition) {
  const response = await clients[role].fetch(pathOf(route), {
    method: route.method,
    ...(route.method === 'GET' ? {} : { headers: { 'content-type': 'application/json' }, body: '{}' }),
  });
  const text = await response.text();
  let body: { error?: string; message?: string } = {};
  try {
    body = JSON.parse(text);
  } catch {
    // CSV and other non-JSON answers of roles that were let through.
  }
  return { status: response.status, body };
}

describe(`the admin area's access matrix (${adminRoutes.length} routes × 4 kinds of caller)`, () => {
  it('has routes to check', () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  for (const route of adminRoutes) {
    it(`${route.method} ${route.path} (${route.access})`, async () => {
      const visitor = await answerOf('visitor', route);
      expect(visitor.status, 'visitor').toBe(401);
      expect(visitor.body.error).toBe('unauthorized');

      const user = await answerOf('user', route);
      expect(user.status, 'user').toBe(403);
      expect(user.body).toMatchObject({ error: 'forbidden', message: 'Admin access required.' });

      const admin = await answerOf('admin', route);
      if (route.access === 'owner') {
        expect(admin.status, 'admin on an owner route').toBe(403);
        expect(admin.body.error).toBe('forbidden');
      } else {
        expect([401, 403], `admin: ${JSON.stringify(admin.body)}`).not.toContain(admin.status);
        expect(admin.body.message ?? '').not.toMatch(/^No API route/);
      }

      const owner = await answerOf('owner', route);
      expect([401, 403], `owner: ${JSON.stringify(owner.body)}`).not.toContain(owner.status);
      expect(owner.body.message ?? '').not.toMatch(/^No API route/);
    });
  }
});
