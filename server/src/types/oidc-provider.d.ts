/** The little of oidc-provider 8 the development identity provider uses (the package ships no types). */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface DevAccount {
    accountId: string;
    claims(): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  export interface ProviderConfiguration {
    clients?: Record<string, unknown>[];
    pkce?: { methods?: string[]; required?: () => boolean };
    scopes?: string[];
    claims?: Record<string, string[]>;
    conformIdTokenClaims?: boolean;
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: unknown, id: string) => Promise<DevAccount | undefined>;
    cookies?: { keys: string[] };
    jwks?: { keys: Record<string, unknown>[] };
    renderError?: (ctx: { type: string; body: unknown }, out: Record<string, unknown>, error: unknown) => void | Promise<void>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: ProviderConfiguration);
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
