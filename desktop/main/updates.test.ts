import { describe, expect, it } from 'vitest';
import { startUpdateChecks, type Updater, updateFeedOverride } from './updates.ts';

function fakeUpdater(check: () => Promise<unknown> = async () => null) {
  const listeners = new Map<string, (value: never) => void>();
  const feeds: unknown[] = [];
  let checks = 0;
  const updater: Updater = {
    autoDownload: false,
    autoInstallOnAppQuit: false,
    logger: null,
    setFeedURL: (options) => feeds.push(options),
    on: ((event: string, listener: (value: never) => void) =>
      listeners.set(event, listener)) as Updater['on'],
    checkForUpdatesAndNotify: () => {
      checks += 1;
      return check();
    },
  };
  return { updater, feeds, listeners, checks: () => checks };
}

function recordingLog() {
  const lines: string[] = [];
  return {
    lines,
    log: {
      info: (m: string) => lines.push(`info ${m}`),
      warn: (m: string) => lines.push(`warn ${m}`),
      error: (m: string) => lines.push(`error ${m}`),
    },
  };
}

describe('automatic updates', () => {
  it('never check in development builds', () => {
    const fake = fakeUpdater();
    const { log } = recordingLog();
    expect(startUpdateChecks(fake.updater, { isPackaged: false, feedUrl: undefined, log })).toBe(false);
    expect(fake.checks()).toBe(0);
  });

  it('check the packaged feed in packaged builds, downloading and installing at quit', () => {
    const fake = fakeUpdater();
    const { log } = recordingLog();
    expect(startUpdateChecks(fake.updater, { isPackaged: true, feedUrl: undefined, log })).toBe(true);
    expect(fake.checks()).toBe(1);
    expect(fake.feeds).toEqual([]);
    expect(fake.updater.autoDownload).toBe(true);
    expect(fake.updater.autoInstallOnAppQuit).toBe(true);
  });

  it('use SUMMER_UPDATE_URL as the feed when it is an http(s) address', () => {
    const fake = fakeUpdater();
    const { log, lines } = recordingLog();
    startUpdateChecks(fake.updater, { isPackaged: true, feedUrl: 'https://updates.example.com/summer', log });
    expect(fake.feeds).toEqual([{ provider: 'generic', url: 'https://updates.example.com/summer' }]);
    expect(updateFeedOverride('file:///tmp/feed', log)).toBeUndefined();
    expect(lines).toContain(
      'warn SUMMER_UPDATE_URL is not an http(s) address; using the packaged update feed.',
    );
  });

  it('log a failed check instead of crashing', async () => {
    const fake = fakeUpdater(() => Promise.reject(new Error('net::ERR_NAME_NOT_RESOLVED')));
    const { log, lines } = recordingLog();
    startUpdateChecks(fake.updater, { isPackaged: true, feedUrl: undefined, log });
    fake.listeners.get('error')?.(new Error('feed answered 404') as never);
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines).toEqual(
      expect.arrayContaining([
        'error Update check failed: feed answered 404',
        'error Update check failed: net::ERR_NAME_NOT_RESOLVED',
      ]),
    );
  });
});
