import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '../contentSecurityPolicy.ts';
import {
  decideNavigation,
  type GuardedContents,
  type GuardedSession,
  guardNavigation,
  guardSession,
  isSafeExternalUrl,
  isTrustedSender,
} from './security.ts';

const builtPage = 'file:///opt/Summer/resources/app.asar/dist/desktop/renderer/index.html';
const devServer = 'http://localhost:5173/';

describe('where the window may go', () => {
  it('stays on the app’s own page, whatever the route', () => {
    expect(decideNavigation(`${builtPage}#/pricing`, builtPage)).toBe('allow');
    expect(decideNavigation('http://localhost:5173/#/faq', devServer)).toBe('allow');
  });

  it('sends web links to the system browser', () => {
    expect(decideNavigation('https://www.example.com/article', builtPage)).toBe('open-external');
    expect(decideNavigation('http://localhost:5174/', devServer)).toBe('open-external');
  });

  it('blocks other files, dropped files and script or custom schemes', () => {
    expect(decideNavigation('file:///home/ana/Downloads/report.pdf', builtPage)).toBe('block');
    expect(
      decideNavigation('file:///opt/Summer/resources/app.asar/dist/desktop/renderer/other.html', builtPage),
    ).toBe('block');
    expect(decideNavigation('javascript:alert(1)', builtPage)).toBe('block');
    expect(decideNavigation('smb://server/share', builtPage)).toBe('block');
    expect(decideNavigation('not a url', builtPage)).toBe('block');
  });

  it('opens only http(s) links outside, never ones carrying credentials', () => {
    expect(isSafeExternalUrl('https://summer.example/pricing')).toBe(true);
    expect(isSafeExternalUrl('mailto:support@summer.example')).toBe(false);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('https://user:pass@evil.example')).toBe(false);
  });
});

/** Records what the guards registered, and lets a test fire the events Electron would. */
function fakeContents() {
  const listeners = new Map<string, (event: { preventDefault(): void; url: string }) => void>();
  let openHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  const contents: GuardedContents = {
    on: (event: string, listener: (event: { preventDefault(): void; url: string }) => void) => {
      listeners.set(event, listener);
      return contents;
    },
    setWindowOpenHandler: (handler) => {
      openHandler = handler;
    },
  } as GuardedContents;
  const fire = (name: string, url: string) => {
    let prevented = false;
    listeners.get(name)?.({ url, preventDefault: () => (prevented = true) });
    return prevented;
  };
  return { contents, fire, open: (url: string) => openHandler?.({ url }) };
}

describe('navigation guards on the window', () => {
  function guarded() {
    const opened: string[] = [];
    const logged: string[] = [];
    const fake = fakeContents();
    guardNavigation(fake.contents, {
      rendererUrl: builtPage,
      openExternal: async (url) => {
        opened.push(url);
      },
      log: (message) => logged.push(message),
    });
    return { ...fake, opened, logged };
  }

  it('lets in-app navigation through, opens web links in the browser and blocks the rest', () => {
    const window = guarded();
    expect(window.fire('will-navigate', `${builtPage}#/faq`)).toBe(false);
    expect(window.fire('will-navigate', 'https://www.example.com/?q=secret')).toBe(true);
    expect(window.fire('will-redirect', 'file:///home/ana/secret.txt')).toBe(true);
    expect(window.opened).toEqual(['https://www.example.com/?q=secret']);
    // Logs name the host, not paths or queries that may carry personal data.
    expect(window.logged).toEqual(['Blocked navigation to file://']);
  });

  it('never opens a window of its own: target=_blank web links go to the browser', () => {
    const window = guarded();
    expect(window.open('https://summer.example/blog')).toEqual({ action: 'deny' });
    expect(window.open('file:///etc/hosts')).toEqual({ action: 'deny' });
    expect(window.opened).toEqual(['https://summer.example/blog']);
  });

  it('refuses embedded webviews', () => {
    const window = guarded();
    expect(window.fire('will-attach-webview', '')).toBe(true);
  });
});

describe('the session', () => {
  function fakeSession() {
    const recorded: {
      request?: Parameters<GuardedSession['setPermissionRequestHandler']>[0];
      check?: Parameters<GuardedSession['setPermissionCheckHandler']>[0];
      headers?: Parameters<GuardedSession['webRequest']['onHeadersReceived']>[0];
    } = {};
    const session: GuardedSession = {
      setPermissionRequestHandler: (handler) => {
        recorded.request = handler;
      },
      setPermissionCheckHandler: (handler) => {
        recorded.check = handler;
      },
      webRequest: {
        onHeadersReceived: (listener) => {
          recorded.headers = listener;
        },
      },
    };
    return { session, recorded };
  }

  it('lets the page write text to the clipboard and nothing else', () => {
    const { session, recorded } = fakeSession();
    guardSession(session, devServer, contentSecurityPolicy());
    let granted: boolean | undefined;
    recorded.request?.({}, 'clipboard-sanitized-write', (answer) => {
      granted = answer;
    });
    expect(granted).toBe(true);
    expect(recorded.check?.({}, 'clipboard-read')).toBe(false);
  });

  it('refuses every other permission request and check', () => {
    const { session, recorded } = fakeSession();
    guardSession(session, devServer, contentSecurityPolicy());
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal']) {
      let granted: boolean | undefined;
      recorded.request?.({}, permission, (answer) => {
        granted = answer;
      });
      expect(granted).toBe(false);
      expect(recorded.check?.({}, permission)).toBe(false);
    }
  });

  it('puts the CSP header on the app’s own pages only, replacing any the page brought', () => {
    const { session, recorded } = fakeSession();
    const csp = contentSecurityPolicy('development');
    guardSession(session, devServer, csp);
    let own: unknown;
    recorded.headers?.(
      {
        url: 'http://localhost:5173/src/main.tsx',
        responseHeaders: { 'content-security-policy': ['default-src *'], 'X-A': ['1'] },
      },
      (response) => {
        own = response;
      },
    );
    expect(own).toEqual({ responseHeaders: { 'X-A': ['1'], 'Content-Security-Policy': [csp] } });
    let other: unknown;
    recorded.headers?.({ url: 'https://cdn.example/x.js', responseHeaders: {} }, (response) => {
      other = response;
    });
    expect(other).toEqual({});
  });
});

describe('the Content Security Policy', () => {
  it('runs only the app’s own scripts and connects only to its own origin in a build', () => {
    const policy = contentSecurityPolicy('production');
    expect(policy).toContain("script-src 'self';");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).not.toContain('http:');
  });

  it('shows images of the app and of https: addresses (single sign-on profile pictures), nothing else', () => {
    for (const mode of ['production', 'development'] as const) {
      expect(contentSecurityPolicy(mode)).toContain("img-src 'self' data: https:;");
    }
  });
});

describe('who may call the main process', () => {
  it('trusts only the app’s own page in the top frame', () => {
    expect(isTrustedSender({ url: `${builtPage}#/`, parent: null }, builtPage)).toBe(true);
    expect(isTrustedSender({ url: `${builtPage}#/`, parent: {} }, builtPage)).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null }, builtPage)).toBe(false);
    expect(isTrustedSender(null, builtPage)).toBe(false);
  });
});
