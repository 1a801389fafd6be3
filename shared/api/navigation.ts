/**
 * The API paths a page navigates to (links, not calls). Kept apart from the schemas so that a page can
 * link to them without loading the contract's validators.
 */
export const LOGIN_PATH = '/api/login';
/** The same, opening on the sign-up form: where the free-summary invitations lead. */
export const SIGN_UP_PATH = `${LOGIN_PATH}?mode=signup`;
export const LOGOUT_PATH = '/api/logout';
