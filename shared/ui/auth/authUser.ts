// A file of its own so the session context and the remembered account share it without importing each other.

/** The signed-in user as GET /api/auth/user answers it; the account feature defines the full shape. */
export interface AuthUser {
  id: string | number;
  email?: string | null;
  firstName?: string | null;
  [field: string]: unknown;
}
