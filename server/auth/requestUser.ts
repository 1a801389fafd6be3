import type { UserRow } from './users.ts';

declare global {
  namespace Express {
    // Passport's req.user is our user row.
    interface User extends UserRow {}
    interface Request {
      /** Set when the request authenticated with a bearer token instead of the session cookie. */
      apiToken?: string;
    }
  }
}
