import { defineConfig } from '@playwright/test';

/** Desktop journeys through Playwright's Electron driver; they skip, saying why, where no Electron binary exists. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/desktop',
  workers: 1,
  reporter: 'list',
});
