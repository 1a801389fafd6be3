/**
 * The built renderer in Chromium, under its production Content Security Policy, with a recorded
 * stand-in for the preload bridge: runs on every machine, Electron binary or not.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';

const page = pathToFileURL(join(import.meta.dirname, '../../dist/desktop/renderer/index.html')).href;

test.beforeEach(async ({ page: tab }) => {
  await tab.addInitScript(() => {
    type Listener = (value: unknown) => void;
    const listeners: Record<string, Listener[]> = {};
    const calls: unknown[][] = [];
    const on = (name: string) => (callback: Listener) => {
      listeners[name] = [...(listeners[name] ?? []), callback];
      return () => {};
    };
    Object.assign(window, {
      recordedCalls: calls,
      emitFromMain: (name: string, value: unknown) => {
        for (const listener of listeners[name] ?? []) listener(value);
      },
      summerDesktop: {
        platform: 'linux',
        appVersion: async () => '0.1.0',
        getSession: async () => ({
          signedIn: false,
          serverUrl: 'http://localhost:3000',
          email: null,
          storage: 'none',
          storageNote: null,
        }),
        api: async (...args: unknown[]) => {
          calls.push(['api', ...args]);
          return { ok: false, code: 'signed_out', message: 'Sign in to use your account.' };
        },
        extractFile: async (path: string) => {
          calls.push(['extractFile', path]);
          return {
            ok: true,
            value: {
              path,
              name: 'minutes.txt',
              size: 120,
              text: 'Project Aurora: weekly meeting notes',
              format: 'txt',
              wordCount: 5,
              isTranscript: false,
              warnings: [],
            },
          };
        },
        pathForDroppedFile: () => '',
        onFileOpened: on('fileOpened'),
        onMenuCommand: on('menuCommand'),
        onSummaryProgress: on('summaryProgress'),
      },
    });
  });
});

test('the built renderer shows the shared UI under its CSP and asks the server through the bridge', async ({
  page: tab,
}) => {
  const violations: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await tab.goto(page);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  // The shared UI's "who is signed in" check went through the bridge, not the network.
  await expect
    .poll(() => tab.evaluate(() => (window as unknown as { recordedCalls: unknown[][] }).recordedCalls))
    .toContainEqual(['api', 'GET', '/api/auth/user', undefined]);
  expect(violations).toEqual([]);
});

test('a document opened from the menu is extracted through the bridge and shown', async ({ page: tab }) => {
  await tab.goto(page);
  await tab.getByRole('heading', { level: 1 }).waitFor();
  await tab.evaluate(() =>
    (window as unknown as { emitFromMain: (name: string, value: unknown) => void }).emitFromMain(
      'fileOpened',
      {
        path: '/home/ana/minutes.txt',
        name: 'minutes.txt',
        size: 120,
      },
    ),
  );
  const panel = tab.getByRole('complementary', { name: 'Opened document' });
  await expect(panel.getByRole('heading')).toHaveText('minutes.txt');
  await expect(panel.getByTestId('extracted-text')).toHaveText('Project Aurora: weekly meeting notes');
  await expect(panel).toContainText('5 words · extracted on this computer');
});
