/**
 * The API paths a page navigates to (links, not calls). Kept apart from the schemas so that a page can
 * link to them without loading the contract's validators.
 */
export const LOGIN_PATH = '/api/login';
export const LOGOUT_PATH = '/api/logout';
