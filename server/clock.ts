/**
 * Where the server reads the time. Every rule that depends on it (retention and its sweeper, expiry of
 * sessions, tokens, tombstones and idempotency claims, rate-limit windows) takes the clock built once in
 * server.ts, so a test moves time forward instead of waiting for it.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
