import { defineConfig } from '@playwright/test';

/**
 * Desktop journeys. `electron`: the whole app through Playwright's Electron driver; these skip, saying
 * why, where no Electron binary exists. `renderer`: the built renderer in Debian's Chromium with a
 * stand-in bridge, which runs everywhere.
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/desktop',
  workers: 1,
  reporter: 'list',
  projects: [
    { name: 'electron', testMatch: 'app.spec.ts' },
    {
      name: 'renderer',
      testMatch: /renderer.*\.spec\.ts$/,
      use: {
        browserName: 'chromium',
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          // The renderer is a file:// page with module scripts, as Electron loads it.
          args: ['--no-sandbox', '--disable-gpu', '--allow-file-access-from-files', '--no-first-run'],
        },
      },
    },
  ],
});
