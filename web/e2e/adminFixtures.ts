import type { Page } from '@playwright/test';
import { setRole } from '../../server/admin/roles.ts';
import { insertPayment, insertUser } from '../../server/admin/testing/seedAccounts.ts';
import { arrange, newAccount } from './accounts.ts';
import { openDashboard } from './navigation.ts';
import { screenshotFor } from './pageChecks.ts';

/** Accounts with the admin area's roles, and the figures its screens show, for the admin journeys. */

/** A fresh account signed in in this request context, with the role given (none: an ordinary user). */
export async function signedInAs(
  page: Page,
  baseURL: string,
  role: 'owner' | 'admin' | null,
  prefix = role ?? 'user',
): Promise<string> {
  const email = await newAccount(page.request, baseURL, prefix);
  if (role) {
    await arrange(({ db }) =>
      setRole({ db, email, role, grant: true, actor: { kind: 'command-line' }, now: new Date() }).then(
        () => {},
      ),
    );
  }
  await openDashboard(page);
  return email;
}

/** A unique word for this run, so parallel journeys sharing the server find their own rows. */
export const uniqueTag = (name: string) =>
  `${name}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A customer who never signed in (made straight in the database), with a searchable last name. */
export async function seedCustomer(lastName: string, paid = 0): Promise<{ id: string; email: string }> {
  const id = `e2e-${lastName}`;
  const email = `${lastName.toLowerCase()}@customers.example`;
  await arrange(async ({ db }) => {
    await insertUser(db, {
      id,
      email,
      firstName: 'Ada',
      lastName,
      createdAt: new Date().toISOString(),
      paid,
    });
    await insertPayment(db, {
      userId: id,
      packageType: 'bundle_25',
      cents: 1200,
      paidAt: new Date().toISOString(),
    });
  });
  return { id, email };
}

/** Page views and events of today: two visitors on `path`, one of them still there (real time). */
export async function seedAnalytics(path: string): Promise<void> {
  const now = Date.now();
  // Finished days are rolled up once and never read again: near midnight (UTC), shrink the offsets
  // so every seeded view falls on today, as views recorded live always do.
  const sinceMidnight = now % (24 * 60 * 60_000);
  const scale = Math.max(0, Math.min(1, (sinceMidnight - 1_000) / (45 * 60_000)));
  const at = (minutesAgo: number) => new Date(now - minutesAgo * 60_000 * scale).toISOString();
  const row = (visitor: string, minutesAgo: number, extra: Record<string, string | null>) => ({
    occurred_at: at(minutesAgo),
    visitor,
    event_type: 'pageview',
    path,
    utm_query: null,
    title: 'Pricing | Summer',
    referrer_host: null,
    source: 'Direct',
    device: 'desktop',
    event_data: null,
    ...extra,
  });
  await arrange(async ({ db }) => {
    await db
      .insertInto('analytics_events')
      .values([
        row(`${path}-a`, 40, { source: 'Search', referrer_host: 'www.google.com' }),
        row(`${path}-a`, 38, { path: '/' }),
        row(`${path}-b`, 2, { device: 'mobile' }),
        row(`${path}-b`, 1, { event_type: 'cta_click', source: null, event_data: '{"label":"Get started"}' }),
      ])
      .execute();
  });
}

/** Screenshots at a desktop and a phone width (when E2E_SHOTS names a folder). */
export async function screenshotsAtTwoWidths(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SHOTS) return;
  const size = page.viewportSize();
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshotFor(page, `${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await screenshotFor(page, `${name}-phone`);
  if (size) await page.setViewportSize(size);
}

/** The audit log's entries about one account, as the database has them. */
export async function auditActionsFor(userId: string): Promise<string[]> {
  let actions: string[] = [];
  await arrange(async ({ db }) => {
    const rows = await db
      .selectFrom('admin_audit_log')
      .select('action')
      .where('target_user_id', '=', userId)
      .orderBy('id')
      .execute();
    actions = rows.map((row) => row.action);
  });
  return actions;
}
