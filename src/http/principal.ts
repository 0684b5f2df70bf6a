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

/** The refusal of household data to an app no platform administrator approved for it. */
export const HOUSEHOLDS_NOT_APPROVED =
  'This app needs household access approval to reach households and children; the read:households and write:households scopes alone are not enough. ' +
  'Ask the platform operator to approve the app for household access (on its page in the developer dashboard).';

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
