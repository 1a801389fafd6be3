import { join } from 'node:path';
import { type APIRequestContext, type BrowserContext, expect } from '@playwright/test';
import SQLite from 'better-sqlite3';

/** Makes the account a subscriber in the server's database (there is no checkout in tests). */
export function subscribe(email: string) {
  const sqlite = new SQLite(join(process.env.E2E_DATA_DIR ?? '', 'summer.sqlite'));
  try {
    sqlite.pragma('busy_timeout = 5000');
    sqlite
      .prepare('UPDATE users SET subscription_active = 1, subscription_expires_at = ? WHERE email = ?')
      .run(new Date(Date.now() + 30 * 86_400_000).toISOString(), email);
  } finally {
    sqlite.close();
  }
}

export async function post(request: APIRequestContext, baseURL: string, path: string, data: unknown) {
  const response = await request.post(path, { data, headers: { origin: baseURL } });
  expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A document of sentences made of one topic word, long enough to summarize. */
export const words = (topic: string) =>
  Array.from({ length: 900 }, (_, i) => `${topic}${i % 97}${i % 10 === 9 ? '.' : ''}`).join(' ');

/** Registers an account in the context (signed in by its session cookie); answers its email. */
export async function newAccount(context: BrowserContext, baseURL: string, prefix: string) {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await post(context.request, baseURL, '/api/register', {
    email,
    password: 'correct horse battery',
    firstName: 'Ola',
    lastName: 'Reader',
  });
  return email;
}
