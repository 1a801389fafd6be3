import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3917);
// Set once in the runner's process; its workers inherit it, so specs can reach the same SQLite file
// (to arrange what has no UI yet, like a subscription).
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'summer-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** Mail goes to a real SMTP server on this machine (server/email/testing), which files it in the mailbox. */
const smtpPort = port + 2000;
process.env.E2E_MAILBOX ??= join(dataDir, 'mailbox');
const mailbox = process.env.E2E_MAILBOX;
/** Stripe's API stands in as a local server (server/payments/testing); Stripe.js stands in per page (e2e/stripeJs.ts). */
const stripePort = port + 1000;
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_standin000000000000',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_standin000000000000',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin000000000000',
  STRIPE_API_URL: `http://127.0.0.1:${stripePort}`,
};

/** Web journeys in Debian's Chromium against the built server with a fresh SQLite file. */
export default defineConfig({
  testDir: './e2e',
  outputDir: '../test-results/web',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // Signing up hashes a password and loads the dashboard: on a busy two-core machine that can pass 5 s,
  // and a journey of a dozen page loads can pass Playwright's default 30 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // No background networking: this machine refuses outside connections and Chromium retries them.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: [
    {
      command: 'node --import tsx server/payments/testing/standInMain.ts',
      cwd: '..',
      port: stripePort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        STRIPE_STAND_IN_PORT: String(stripePort),
        STRIPE_STAND_IN_WEBHOOK_URL: `http://localhost:${port}/api/stripe/webhook`,
      },
    },
    {
      command: 'node --import tsx server/email/testing/smtpTestServerMain.ts',
      cwd: '..',
      port: smtpPort,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { SMTP_TEST_PORT: String(smtpPort), SMTP_TEST_MAILBOX: mailbox },
    },
    {
      command: 'node dist/server/main.js',
      cwd: '..',
      url: `http://localhost:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        ...stripe,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_POSTAL_ADDRESS: '1 Beach Road, Sunnyvale, CA 94000, USA',
        EMAIL_SEND_INTERVAL_MS: '500',
      },
    },
  ],
});
