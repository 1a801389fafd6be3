import { defineConfig } from 'vitest/config';

/**
 * Unit tests sit beside the code (`*.test.ts`); integration tests (`*.int.test.ts`) start the real server
 * on a free port with a temporary SQLite file. Browser tests are Playwright's (web/e2e, desktop/e2e).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['{shared,server,desktop,scripts,web}/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
          // A guard against hangs, not a speed check: tests that read real files of ../shared/data (a
          // PDF's extraction takes seconds) share two cores with the other files while CI runs.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['{shared,server,desktop}/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
