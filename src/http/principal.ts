import type { ApiScope } from './scopes.ts';

/** Who a request acts for: a user, through an app, with a set of scopes. */
export interface Principal {
  /** The caller: the app owner for an API key, the consenting person for an OAuth token. */
  userId: number;
  appId: number;
  scopes: ReadonlySet<ApiScope>;
  via: 'api_key' | 'oauth';
  /** Stable id of the credential, used as the rate-limit key. */
  credentialId: string;
  /** Whether the app has been approved for donation records. */
  donationsApproved: boolean;
  /**
   * Whether the caller may reach household and check-in data (children's data): an app a platform
   * administrator approved for it, or the person's own API key.
   */
  householdsApproved: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    principal: Principal;
  }
  interface FastifyContextConfig {
    /**
     * The scope a route needs; `any` takes a credential with at least one API scope (the change
     * feed, which filters by scope itself). Routes without one are public (health, OpenAPI document).
     */
    scope?: ApiScope | 'any';
  }
}
