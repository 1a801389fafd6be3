import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { openTestDatabase, type TestDatabase } from '../../server/testing/database.ts';
import { openDashboard } from './navigation.ts';

/** The password of every account these journeys make. */
export const PASSWORD = 'correct horse battery';

/**
 * Options for every request these journeys send themselves. Playwright's request client keeps an idle
 * connection open for good, while the server closes one after 5 s (Node's default, announced in its
 * Keep-Alive header). A request sent on it just as it closes meets ECONNRESET before the server has
 * read it; a browser sends it again on a new connection, and so does this.
 */
export const resend = { maxRetries: 2 };

/** Posts JSON as a page of the product would (its Origin), expecting success; answers the body. */
export async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { ...resend, data, headers: { origin: baseURL } });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/**
 * Signs a fresh account up over HTTP, as the sign-up form does; the request context (a page's or a
 * browser context's) keeps its session cookie, so its pages are signed in. Answers the email.
 */
export async function newAccount(request: APIRequestContext, baseURL: string, prefix = 'reader') {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await post(request, baseURL, '/api/register', {
    email,
    password: PASSWORD,
    firstName: 'Grace',
    lastName: 'Reader',
  });
  return email;
}

/**
 * Arranges in the server's database what the product cannot yet sell in a test (a subscription, XL
 * credits), through server/testing's one way in: the Playwright config shares E2E_DATA_DIR with the
 * server it starts.
 */
export async function arrange(change: (database: TestDatabase) => Promise<void>): Promise<void> {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see web/playwright.config.ts)');
  const database = await openTestDatabase(dataDir);
  try {
    await change(database);
  } finally {
    await database.close();
  }
}

/** A subscription that runs for another 30 days. */
export const subscribe = (email: string) =>
  arrange((database) => database.subscribe(email, new Date(Date.now() + 30 * 86_400_000)));

/**
 * `account`: a fresh account signed in in the test's browser context (its email).
 * `signedInPage`: the test's page on the dashboard of that account. Journeys about the sign-in page
 * itself use the UI instead.
 */
export const test = base.extend<{ account: string; signedInPage: Page }>({
  account: async ({ page, baseURL }, use) => {
    if (!baseURL) throw new Error('baseURL is not configured');
    await use(await newAccount(page.request, baseURL));
  },
  signedInPage: async ({ page, account: _signedIn }, use) => {
    await openDashboard(page);
    await use(page);
  },
});

export { expect };
