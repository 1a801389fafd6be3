/**
 * The built renderer in Chromium, under its production Content Security Policy, with a recorded
 * stand-in for the preload bridge: runs on every machine, Electron binary or not. Documents opened on
 * the desktop: read on the device, summarized from their text, or on the device while offline.
 */
import { expect, test } from '@playwright/test';
import {
  ANA,
  emit,
  installStandInBridge,
  recordedCalls,
  rendererPage,
  signedInWithSwitchableServer,
} from './standInBridge.ts';

test.beforeEach(({ page: tab }) => installStandInBridge(tab));

test('the built renderer shows the shared UI under its CSP and asks the server through the bridge', async ({
  page: tab,
}) => {
  const violations: string[] = [];
  tab.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await tab.goto(rendererPage);
  await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  // The shared UI's "who is signed in" check went through the bridge, not the network.
  await expect.poll(() => recordedCalls(tab)).toContainEqual(['api', 'GET', '/api/auth/user', undefined]);
  expect(violations).toEqual([]);
});

test('a document opened from the menu lands in the dashboard, is read on the device and summarized from its text', async ({
  page: tab,
}) => {
  await signedInWithSwitchableServer(tab);
  await tab.goto(`${rendererPage}#/pricing`);
  await tab.getByRole('heading', { level: 1 }).first().waitFor();
  await emit(tab, 'fileOpened', { path: '/home/ana/minutes.txt', name: 'minutes.txt', size: 120 });
  // File > Open brings the dashboard up with the document chosen.
  await expect(tab.getByTestId('selected-file')).toContainText('minutes.txt');
  await tab.getByRole('button', { name: 'Summarize Document' }).click();
  const result = tab.getByRole('region', { name: 'Your Summary' });
  await expect(result).toContainText('The server’s summary of minutes.txt: Project Aurora ships in March.');
  await expect(result.getByRole('button', { name: 'Copy' })).toBeVisible();
  await expect(result.getByRole('button', { name: 'Save / Download' })).toBeVisible();
  await expect(result.getByText('Saved to your account')).toBeVisible();
  await expect(tab.getByTestId('offline-summary-note')).toHaveCount(0);
  // The file was read on this computer; only its text went to the server.
  const calls = await recordedCalls(tab);
  expect(calls).toContainEqual(['extractFile', '/home/ana/minutes.txt']);
  expect(calls).toContainEqual(['summarize', 'Project Aurora: weekly meeting notes', 'minutes.txt', 3]);
  expect(calls.some((call) => String(call[2]).startsWith('/api/upload'))).toBe(false);

  // The menu's Library and New Summary items.
  await emit(tab, 'menuCommand', 'show-library');
  await expect(tab.getByRole('heading', { name: 'Library' })).toBeVisible();
  await emit(tab, 'menuCommand', 'new-summary');
  await expect(tab.getByRole('heading', { name: 'Summarize a document' })).toBeVisible();
  await expect(tab.getByText('Drop a document here or choose one')).toBeVisible();
});

test('offline, the device summarizes; the summary waits in the library and is sent once back online', async ({
  page: tab,
}) => {
  await signedInWithSwitchableServer(tab);
  await tab.goto(rendererPage);
  await expect(tab.getByRole('heading', { name: 'Summarize a document' })).toBeVisible();
  await tab.evaluate(() =>
    (window as unknown as { setServerReachable: (on: boolean) => void }).setServerReachable(false),
  );
  await emit(tab, 'fileOpened', { path: '/home/ana/minutes.txt', name: 'minutes.txt', size: 120 });
  await tab.getByRole('button', { name: 'Summarize Document' }).click();
  const result = tab.getByRole('region', { name: 'Your Summary' });
  await expect(result).toContainText('Project Aurora ships in March.');
  await expect(tab.getByTestId('offline-summary-note')).toContainText('Made on this computer while offline');
  // Recent Summaries cannot be asked offline: it says so instead of reporting an error.
  await expect(tab.getByText(/You are offline\. Your recent summaries show here again/)).toBeVisible();

  await tab.evaluate(() => {
    window.location.hash = '#/library';
  });
  const entry = tab.getByRole('button', { name: /minutes\.txt/ });
  await expect(entry).toBeVisible();
  await expect(entry.getByTestId('waiting-to-sync')).toHaveText('Waiting to sync');

  await tab.evaluate(() =>
    (window as unknown as { setServerReachable: (on: boolean) => void }).setServerReachable(true),
  );
  // The text went to the server once; the server's document replaces the waiting one.
  await expect(tab.getByTestId('waiting-to-sync')).toHaveCount(0);
  // The library's replication retries its failed pull every 5 s (shared/sync/replication.ts).
  await expect(tab.getByRole('button', { name: /minutes\.txt/ })).toHaveCount(1, { timeout: 15_000 });
  const sends = (await recordedCalls(tab)).filter((call) => call[0] === 'summarize');
  // The pending send carries the entry's idempotency key (the dashboard's own first try needs none).
  expect(sends).toEqual([
    ['summarize', 'Project Aurora: weekly meeting notes', 'minutes.txt', 3],
    [
      'summarize',
      'Project Aurora: weekly meeting notes',
      'minutes.txt',
      3,
      expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/),
    ],
  ]);
  await tab.getByRole('button', { name: /minutes\.txt/ }).click();
  await expect(tab.getByText('The server’s summary of minutes.txt')).toBeVisible();
  expect(
    await tab.evaluate(
      () => (window as unknown as { serverDocuments: () => unknown[] }).serverDocuments().length,
    ),
  ).toBe(1);
});

test('signed out, a document opened from the menu waits while the user signs in', async ({ page: tab }) => {
  await tab.goto(rendererPage);
  await tab.getByRole('heading', { level: 1 }).waitFor();
  await emit(tab, 'fileOpened', { path: '/home/ana/minutes.txt', name: 'minutes.txt', size: 120 });
  await expect(tab.getByText('Sign in to summarize minutes.txt')).toBeVisible();
  await expect(tab).toHaveURL(/#\/auth$/);
});

test('opened without a connection, the app still shows the last account’s dashboard', async ({
  page: tab,
}) => {
  await signedInWithSwitchableServer(tab);
  await tab.addInitScript((user) => {
    (window as unknown as { setServerReachable: (on: boolean) => void }).setServerReachable(false);
    localStorage.setItem('summer-signed-in-account', JSON.stringify(user));
  }, ANA);
  await tab.goto(rendererPage);
  await expect(tab.getByRole('heading', { name: 'Summarize a document' })).toBeVisible();
});

test('the header’s Logout signs out through the main process, and the app starts again signed out', async ({
  page: tab,
}) => {
  await signedInWithSwitchableServer(tab);
  // The main process revokes and forgets the token: from then on the bridge answers signed out.
  await tab.addInitScript(() => {
    const bridge = (window as unknown as { summerDesktop: Record<string, (...args: unknown[]) => unknown> })
      .summerDesktop;
    const signedOut = () => sessionStorage.getItem('stand-in-signed-out') === 'yes';
    const { api, getSession } = bridge;
    Object.assign(bridge, {
      signOut: async () => {
        sessionStorage.setItem('stand-in-signed-out', 'yes');
        return {
          signedIn: false,
          serverUrl: 'http://localhost:3000',
          email: null,
          storage: 'none',
          storageNote: null,
        };
      },
      getSession: async () =>
        signedOut()
          ? {
              signedIn: false,
              serverUrl: 'http://localhost:3000',
              email: null,
              storage: 'none',
              storageNote: null,
            }
          : getSession?.(),
      api: async (...args: unknown[]) =>
        signedOut()
          ? { ok: false, code: 'signed_out', message: 'Sign in to use your account.' }
          : api?.(...args),
    });
  });
  await tab.goto(`${rendererPage}#/pricing`);
  const header = tab.getByRole('banner');
  await header.getByRole('button', { name: 'Logout' }).click();
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(tab).toHaveURL(/#\/$/);
  expect(await tab.evaluate(() => sessionStorage.getItem('stand-in-signed-out'))).toBe('yes');
});
