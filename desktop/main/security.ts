/**
 * Where the desktop window may go and what it may ask for. The renderer shows web content, so it is
 * treated like a browser tab we do not fully trust: it stays on the app's own pages, it opens nothing
 * itself, links to the web go to the system browser, and every permission request is refused.
 */

/** The app's own pages: the renderer's index.html (any hash route) or, in development, the dev server's origin. */
function isAppUrl(url: string, rendererUrl: string): boolean {
  const target = parseUrl(url);
  const own = parseUrl(rendererUrl);
  if (!target || !own) return false;
  if (own.protocol === 'file:') {
    return target.protocol === 'file:' && target.host === own.host && target.pathname === own.pathname;
  }
  return target.origin === own.origin;
}

/** Only web links leave the app, never file:, javascript:, custom schemes or links with credentials. */
export function isSafeExternalUrl(url: string): boolean {
  const target = parseUrl(url);
  if (!target) return false;
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return false;
  return target.username === '' && target.password === '' && target.hostname !== '';
}

export type NavigationDecision = 'allow' | 'open-external' | 'block';

/** What to do when the page tries to go to `url` (a link, a form, a script, a dropped file). */
export function decideNavigation(url: string, rendererUrl: string): NavigationDecision {
  if (isAppUrl(url, rendererUrl)) return 'allow';
  if (isSafeExternalUrl(url)) return 'open-external';
  return 'block';
}

/** An IPC message is trusted only from the app's own page in the window's top frame. */
export function isTrustedSender(
  frame: { url: string; parent: unknown } | null | undefined,
  rendererUrl: string,
): boolean {
  if (!frame || frame.parent) return false;
  return isAppUrl(frame.url, rendererUrl);
}

/** The slice of Electron's WebContents the guards need. */
export interface GuardedContents {
  on(
    event: 'will-navigate' | 'will-redirect',
    listener: (event: { preventDefault(): void; url: string }) => void,
  ): unknown;
  on(event: 'will-attach-webview', listener: (event: { preventDefault(): void }) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface GuardDependencies {
  rendererUrl: string;
  openExternal(url: string): Promise<void>;
  log(message: string): void;
}

/** Keeps a window on the app's own pages; web links open in the system browser instead. */
export function guardNavigation(contents: GuardedContents, deps: GuardDependencies): void {
  const onLeave = (event: { preventDefault(): void; url: string }) => {
    const decision = decideNavigation(event.url, deps.rendererUrl);
    if (decision === 'allow') return;
    event.preventDefault();
    if (decision === 'open-external') openOutside(event.url, deps);
    else deps.log(`Blocked navigation to ${describeUrl(event.url)}`);
  };
  contents.on('will-navigate', onLeave);
  contents.on('will-redirect', onLeave);
  contents.on('will-attach-webview', (event) => event.preventDefault());
  // The app never opens windows of its own: target=_blank links and window.open go to the browser.
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) openOutside(url, deps);
    else deps.log(`Blocked new window for ${describeUrl(url)}`);
    return { action: 'deny' };
  });
}

/** The slice of Electron's Session the guards need. */
export interface GuardedSession {
  setPermissionRequestHandler(
    handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void,
  ): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  webRequest: {
    onHeadersReceived(
      listener: (
        details: { url: string; responseHeaders?: Record<string, string[] | string> },
        callback: (response: { responseHeaders?: Record<string, string[] | string> }) => void,
      ) => void,
    ): void;
  };
}

/**
 * The one permission the page gets: writing to the clipboard (the summary's Copy button: plain text and
 * HTML; Chromium sanitizes the HTML).
 * Reading the clipboard, camera, microphone, location, notifications from the page and the rest are refused.
 */
const GRANTED_PERMISSIONS: ReadonlySet<string> = new Set(['clipboard-sanitized-write']);

/** Refuses every other permission and adds the CSP header to the app's own pages. */
export function guardSession(session: GuardedSession, rendererUrl: string, csp: string): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(GRANTED_PERMISSIONS.has(permission)),
  );
  session.setPermissionCheckHandler((_contents, permission) => GRANTED_PERMISSIONS.has(permission));
  session.webRequest.onHeadersReceived((details, callback) => {
    if (!isAppUrl(details.url, rendererUrl)) {
      callback({});
      return;
    }
    const headers = withoutHeader(details.responseHeaders ?? {}, 'content-security-policy');
    callback({ responseHeaders: { ...headers, 'Content-Security-Policy': [csp] } });
  });
}

function openOutside(url: string, deps: GuardDependencies): void {
  deps
    .openExternal(url)
    .catch((error: unknown) => deps.log(`Could not open ${describeUrl(url)}: ${String(error)}`));
}

function withoutHeader(headers: Record<string, string[] | string>, name: string) {
  return Object.fromEntries(Object.entries(headers).filter(([key]) => key.toLowerCase() !== name));
}

/** Logs name the scheme and host only: paths and queries may carry personal data. */
function describeUrl(url: string): string {
  const parsed = parseUrl(url);
  return parsed ? `${parsed.protocol}//${parsed.host}` : 'an invalid address';
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}
