/**
 * The renderer's Content Security Policy, in one place: the renderer's meta tag (written into
 * index.html by the build) and the header the main process adds to the app's own pages both read it.
 *
 * The renderer never talks to the network itself — the main process makes every server call with the
 * bearer token — so `connect-src` stays on the app's own origin. Styles allow inline because React
 * and the UI kit set style attributes; scripts never do. Images may also come from any https: address:
 * people signed in with single sign-on carry a profile picture hosted by their identity provider.
 */
const PRODUCTION_DIRECTIVES: Record<string, string> = {
  'default-src': "'self'",
  'script-src': "'self'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: https:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'media-src': "'none'",
  'object-src': "'none'",
  'frame-src': "'none'",
  'worker-src': "'self' blob:",
  'base-uri': "'none'",
  'form-action': "'none'",
};

/** Vite's dev server needs its websocket for hot reload and an inline script for React refresh. */
const DEVELOPMENT_OVERRIDES: Record<string, string> = {
  'script-src': "'self' 'unsafe-inline'",
  'connect-src': "'self' ws://localhost:* ws://127.0.0.1:* http://localhost:*",
};

export function contentSecurityPolicy(mode: 'production' | 'development' = 'production'): string {
  const directives =
    mode === 'development' ? { ...PRODUCTION_DIRECTIVES, ...DEVELOPMENT_OVERRIDES } : PRODUCTION_DIRECTIVES;
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}
