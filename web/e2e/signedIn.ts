import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { openTestDatabase } from '../../server/testing/database.ts';
import { gotoLive } from './navigation.ts';

/** Creates an account through the sign-in page and lands on the dashboard; answers its email. */
export async function signUp(page: Page, prefix = 'dash'): Promise<string> {
  const email = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  await gotoLive(page, '/login');
  await page.getByRole('button', { name: 'Create a free account' }).click();
  await page.getByLabel('First name').fill('Grace');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Summarize your documents' })).toBeVisible();
  return email;
}

/**
 * Changes an account in the test server's database, for what the product sells elsewhere (a
 * subscription, XL credits): the Playwright config shares E2E_DATA_DIR with the server it starts.
 */
export function withTestDatabase<T>(change: (db: ReturnType<typeof openTestDatabase>) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set (see web/playwright.config.ts)');
  const db = openTestDatabase(dataDir);
  try {
    return change(db);
  } finally {
    db.close();
  }
}

/** Serious and critical accessibility problems on the page as it is now. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}

export function chooseFile(page: Page, name: string, mimeType: string, buffer: Buffer) {
  return page.getByTestId('dashboard-file-input').setInputFiles({ name, mimeType, buffer });
}

/** Screenshots for a person to look at, only when E2E_SHOTS names a folder. */
export async function screenshotFor(page: Page, name: string, fullPage = true): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage });
}
