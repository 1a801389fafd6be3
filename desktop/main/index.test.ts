import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IPC } from '../ipcChannels.ts';
import { createFakeElectron, FakeBrowserWindow } from '../testing/fakeElectron.ts';

/** Waiting for file-system work on a busy machine: generous, never a timing assertion. */
const patiently = { timeout: 15_000 };

let folder: string;

beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'summer-app-'));
  FakeBrowserWindow.created = [];
  vi.resetModules();
});
afterEach(async () => {
  vi.doUnmock('electron');
  vi.doUnmock('electron-updater');
  await rm(folder, { recursive: true, force: true });
});

/** Starts the app's main module against the fake Electron, then lets it finish starting. */
async function startApp(options: { lockAcquired?: boolean; ready?: boolean } = {}) {
  const fake = createFakeElectron({ userData: join(folder, 'userData'), lockAcquired: options.lockAcquired });
  const checks: string[] = [];
  vi.doMock('electron', () => fake.electron);
  vi.doMock('electron-updater', () => ({
    default: { autoUpdater: { on: () => {}, checkForUpdatesAndNotify: async () => checks.push('checked') } },
  }));
  await import('./index.ts');
  if (options.ready !== false) {
    fake.markReady();
    await vi.waitFor(() => expect(FakeBrowserWindow.created).toHaveLength(1), patiently);
  }
  return { ...fake, checks, window: () => FakeBrowserWindow.created[0]! };
}

describe('starting the desktop app', () => {
  it('opens one isolated, sandboxed window on the built page with the CommonJS preload', async () => {
    const app = await startApp();
    const preferences = app.window().options.webPreferences as Record<string, unknown>;
    expect(preferences).toMatchObject({
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
    });
    expect(String(preferences.preload)).toMatch(/preload[\\/]index\.cjs$/);
    expect(app.window().loadedUrl).toMatch(/^file:\/\/.*\/renderer\/index\.html$/);
    expect(app.record.sandboxEnabled).toBe(true);
  });

  it('answers every bridge call, refuses permissions and sets the menu', async () => {
    const app = await startApp();
    expect(app.record.ipcChannels.size).toBe(11);
    let granted: unknown;
    app.record.permissionRequest?.({}, 'geolocation', (answer: boolean) => {
      granted = answer;
    });
    expect(granted).toBe(false);
    expect(app.record.menuTemplates.length).toBeGreaterThan(0);
    // A development build never checks for updates.
    expect(app.checks).toEqual([]);
  });

  it('answers the app’s own page and refuses other senders', async () => {
    const app = await startApp();
    const page = app.window().loadedUrl!;
    const getSession = app.record.ipcChannels.get(IPC.getSession)!;
    expect(await getSession({ senderFrame: { url: `${page}#/`, parent: null } })).toMatchObject({
      signedIn: false,
      serverUrl: 'http://localhost:3000',
    });
    await expect(
      getSession({ senderFrame: { url: 'https://evil.example/', parent: null } }),
    ).rejects.toThrow();
  });

  it('guards every web contents it creates', async () => {
    const app = await startApp();
    const contents = app.window().webContents;
    app.electron.app.emit('web-contents-created', {}, contents);
    let prevented = false;
    contents.emit('will-navigate', {
      url: 'https://www.example.com/',
      preventDefault: () => (prevented = true),
    });
    expect(prevented).toBe(true);
    await vi.waitFor(
      () => expect(app.record.openedExternally).toEqual(['https://www.example.com/']),
      patiently,
    );
  });

  it('quits at once when another instance already runs', async () => {
    const app = await startApp({ lockAcquired: false, ready: false });
    expect(app.record.quit).toBe(true);
    expect(app.record.ipcChannels.size).toBe(0);
  });
});

describe('documents opened from outside the window', () => {
  it('hands a second launch’s document to the window once its page has loaded, and remembers it', async () => {
    const document = join(folder, 'minutes.vtt');
    const cues = 'WEBVTT\n\n00:00.000 --> 00:02.000\nHello.';
    await writeFile(document, cues);
    const app = await startApp();
    app.electron.app.emit('second-instance', {}, ['/opt/Summer/summer', 'minutes.vtt', '--flag'], folder);
    await vi.waitFor(() => expect(app.record.recentDocuments).toEqual([document]), patiently);
    expect(app.window().webContents.sent).toEqual([]);
    app.window().webContents.emit('did-finish-load');
    // The file joins the inbox once it is remembered on disk, which a busy machine may finish after the load.
    await vi.waitFor(
      () =>
        expect(app.window().webContents.sent).toEqual([
          [IPC.fileOpened, { path: document, name: 'minutes.vtt', size: cues.length }],
        ]),
      patiently,
    );
    expect(app.window().focused).toBe(true);
  });

  it('takes macOS open-file events, even before the app is ready', async () => {
    const document = join(folder, 'contract.md');
    await writeFile(document, '# Lease');
    const app = await startApp({ ready: false });
    let prevented = false;
    app.electron.app.emit('open-file', { preventDefault: () => (prevented = true) }, document);
    expect(prevented).toBe(true);
    app.markReady();
    await vi.waitFor(() => expect(FakeBrowserWindow.created).toHaveLength(1), patiently);
    app.window().webContents.emit('did-finish-load');
    await vi.waitFor(
      () =>
        expect(app.window().webContents.sent).toEqual([
          [IPC.fileOpened, { path: document, name: 'contract.md', size: 7 }],
        ]),
      patiently,
    );
  });

  it('explains why a document cannot be opened', async () => {
    const app = await startApp();
    app.electron.app.emit('open-file', { preventDefault: () => {} }, join(folder, 'holiday.jpg'));
    await vi.waitFor(
      () =>
        expect(app.record.messageBoxes).toEqual([
          expect.objectContaining({
            message: 'This document cannot be opened',
            detail: expect.stringContaining('holiday.jpg'),
          }),
        ]),
      patiently,
    );
  });
});
