import { describe, expect, it, vi } from 'vitest';
import { IPC } from '../ipcChannels.ts';
import { type DesktopHandlers, type InvokeEvent, MAX_TEXT_CHARS, registerIpcHandlers } from './ipc.ts';
import { isTrustedSender } from './security.ts';

const page = 'file:///app/dist/desktop/renderer/index.html';
const fromApp: InvokeEvent = { senderFrame: { url: `${page}#/`, parent: null } };
const fromElsewhere: InvokeEvent = { senderFrame: { url: 'https://evil.example/', parent: null } };

function setUp() {
  const channels = new Map<string, (event: InvokeEvent, ...args: unknown[]) => unknown>();
  const session = {
    signedIn: false,
    serverUrl: 'http://localhost:3000',
    email: null,
    storage: 'none' as const,
    storageNote: null,
  };
  const handlers: DesktopHandlers = {
    appVersion: vi.fn(() => '1.2.3'),
    getSession: vi.fn(() => session),
    signIn: vi.fn(async () => ({ ok: true as const, value: session })),
    signOut: vi.fn(async () => session),
    api: vi.fn(async () => ({
      ok: true as const,
      value: { status: 200, statusText: 'OK', contentType: null, body: '' },
    })),
    openFileDialog: vi.fn(async () => ({ ok: true as const, value: null })),
    extractFile: vi.fn(async () => ({ ok: false as const, code: 'not_found' as const, message: 'gone' })),
    summarize: vi.fn(async () => ({ ok: false as const, code: 'signed_out' as const, message: 'Sign in' })),
    summarizeLocally: vi.fn(async () => ({ ok: false as const, code: 'timeout' as const, message: 'slow' })),
    notify: vi.fn(),
    watchLibrary: vi.fn(),
  };
  const logged: string[] = [];
  registerIpcHandlers(
    { handle: (channel, listener) => channels.set(channel, listener) },
    handlers,
    (event) => isTrustedSender(event.senderFrame, page),
    (message) => logged.push(message),
  );
  const invoke = (channel: string, event: InvokeEvent, ...args: unknown[]) =>
    channels.get(channel)!(event, ...args);
  return { channels, handlers, invoke, logged };
}

describe('the main process’s IPC handlers', () => {
  it('answer every call of the bridge, on its own channel', () => {
    const { channels } = setUp();
    const events = ['fileOpened', 'menuCommand', 'summaryProgress', 'libraryChanged'];
    const calls = Object.entries(IPC).filter(([name]) => !events.includes(name));
    expect([...channels.keys()].sort()).toEqual(calls.map(([, channel]) => channel).sort());
  });

  it('refuse callers other than the app’s own page before looking at the arguments', async () => {
    const { invoke, handlers, logged } = setUp();
    await expect(invoke(IPC.extractFile, fromElsewhere, '/home/ana/a.pdf')).rejects.toThrow(
      /only answered for the app/,
    );
    await expect(invoke(IPC.getSession, { senderFrame: null })).rejects.toThrow();
    expect(handlers.extractFile).not.toHaveBeenCalled();
    expect(logged[0]).toContain('https://evil.example/');
  });

  it('pass checked arguments through', async () => {
    const { invoke, handlers } = setUp();
    await invoke(IPC.signIn, fromApp, 'https://summer.example', 'ana@example.com', 'pw');
    expect(handlers.signIn).toHaveBeenCalledWith('https://summer.example', 'ana@example.com', 'pw');
    await invoke(IPC.api, fromApp, 'POST', '/api/upload-text', { text: 'x' });
    expect(handlers.api).toHaveBeenCalledWith('POST', '/api/upload-text', { text: 'x' });
    await invoke(IPC.api, fromApp, 'GET', '/api/documents');
    expect(handlers.api).toHaveBeenLastCalledWith('GET', '/api/documents');
    await invoke(IPC.summarize, fromApp, 'Some text.', 'notes.txt', 2);
    expect(handlers.summarize).toHaveBeenCalledWith('Some text.', 'notes.txt', 2);
    const key = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
    await invoke(IPC.summarize, fromApp, 'Some text.', 'notes.txt', 2, key);
    expect(handlers.summarize).toHaveBeenLastCalledWith('Some text.', 'notes.txt', 2, key);
    expect(await invoke(IPC.appVersion, fromApp)).toBe('1.2.3');
    await invoke(IPC.watchLibrary, fromApp, true);
    expect(handlers.watchLibrary).toHaveBeenCalledWith(true);
  });

  it('answer bad arguments with an invalid_argument result for calls the UI shows, without running them', async () => {
    const { invoke, handlers } = setUp();
    const refused = [
      [IPC.extractFile, 'relative/path.pdf'],
      [IPC.extractFile, 42],
      [IPC.extractFile, '/tmp/a.pdf\0.txt'],
      [IPC.signIn, 'https://summer.example', 'not-an-email', 'pw'],
      [IPC.signIn, 'https://summer.example', 'ana@example.com'],
      [IPC.api, 'CONNECT', '/api/x'],
      [IPC.api, 'GET', 'https://evil.example/api/x'],
      [IPC.summarize, 'text', 'a.txt', 6],
      [IPC.summarize, '', 'a.txt', 3],
      [IPC.summarize, 'text', 'a.txt', 3, 'not-a-uuid'],
      [IPC.summarize, 'text', 'a.txt', 3, 42],
      [IPC.summarizeLocally, 'x'.repeat(MAX_TEXT_CHARS + 1), 3],
      [IPC.extractFile, '/tmp/a.pdf', 'extra argument'],
    ] as const;
    for (const [channel, ...args] of refused) {
      expect(await invoke(channel, fromApp, ...args)).toMatchObject({
        ok: false,
        code: 'invalid_argument',
        message: expect.stringContaining('Invalid arguments'),
      });
    }
    expect(handlers.extractFile).not.toHaveBeenCalled();
    expect(handlers.signIn).not.toHaveBeenCalled();
    expect(handlers.api).not.toHaveBeenCalled();
    expect(handlers.summarize).not.toHaveBeenCalled();
    expect(handlers.summarizeLocally).not.toHaveBeenCalled();
  });

  it('reject bad arguments to the other calls, and never echo a password', async () => {
    const { invoke, handlers } = setUp();
    await expect(invoke(IPC.notify, fromApp, 'Title', { html: '<b>' })).rejects.toThrow(
      /Invalid arguments for notify/,
    );
    await expect(invoke(IPC.getSession, fromApp, 'unexpected')).rejects.toThrow(/Invalid arguments/);
    await expect(invoke(IPC.watchLibrary, fromApp, 'yes')).rejects.toThrow(
      /Invalid arguments for watchLibrary/,
    );
    await expect(invoke(IPC.watchLibrary, fromElsewhere, true)).rejects.toThrow(/only answered for the app/);
    expect(handlers.notify).not.toHaveBeenCalled();
    expect(handlers.watchLibrary).not.toHaveBeenCalled();
    const answer = await invoke(IPC.signIn, fromApp, 'https://summer.example', 'bad', 'hunter2-secret');
    expect(JSON.stringify(answer)).not.toContain('hunter2-secret');
  });
});
