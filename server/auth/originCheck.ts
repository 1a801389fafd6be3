import type { Request, RequestHandler } from 'express';
import { AppError } from '../http/errors.ts';
import { SESSION_COOKIE } from './sessions.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/** The origin the request was sent to, as the browser wrote it in the address bar. */
function hostOriginOf(req: Request): string | undefined {
  return req.headers.host ? originOf(`${req.protocol}://${req.headers.host}`) : undefined;
}

/**
 * CSRF defence: a state-changing request must come from the product's own pages. The Origin header (or,
 * where a browser leaves it out, the Referer's origin) has to be PUBLIC_URL's origin. Without PUBLIC_URL,
 * the product is reached at whatever address its operator typed (localhost, 127.0.0.1, the machine's
 * name on the network): a request whose origin is the very host it was sent to comes from one of its own
 * pages, since another site's page names its own origin. Requests that carry no session cookie and
 * authenticate with a bearer token cannot be forged by another site and are exempt; a request that names
 * a foreign Origin is refused even without a cookie (no signing victims in to an attacker's account). In
 * development the Vite dev server's localhost origins are accepted too.
 */
export function originCheck(options: {
  publicUrl: string;
  /** PUBLIC_URL was set: only its origin is the product's. */
  publicUrlSet: boolean;
  development: boolean;
}): RequestHandler {
  const allowed = new URL(options.publicUrl).origin;
  const isAllowed = (origin: string, req: Request) =>
    origin === allowed ||
    (!options.publicUrlSet && origin === hostOriginOf(req)) ||
    (options.development && /^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/.test(origin));
  // An operator who set PUBLIC_URL and opened another address learns which one the server expects.
  const refusal = (origin: string) =>
    options.publicUrlSet
      ? new AppError(
          'cross_site_request',
          `This request came from ${origin}, but this server only accepts requests from ${allowed} (its PUBLIC_URL).`,
          { expectedOrigin: allowed },
        )
      : new AppError('cross_site_request');

  return (req, _res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const hasSessionCookie = (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);
    const origin = originOf(req.headers.origin) ?? originOf(req.headers.referer);
    if (origin) {
      if (!isAllowed(origin, req)) throw refusal(origin);
      return next();
    }
    // No origin at all: fine for non-browser clients (curl, the desktop app's bearer token), not with a cookie.
    if (hasSessionCookie) throw new AppError('cross_site_request');
    next();
  };
}
