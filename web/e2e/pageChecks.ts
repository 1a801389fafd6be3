import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
