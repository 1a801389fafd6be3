// oidc-provider (used by tests as a local OpenID Connect provider) ships no types; this is the part used.
declare module 'oidc-provider' {
  import type { Server } from 'node:http';

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[]>;
    findAccount?: (
      context: unknown,
      id: string,
    ) => { accountId: string; claims: () => Record<string, unknown> } | undefined;
    features?: Record<string, unknown>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    listen(port: number, callback?: () => void): Server;
  }
}
