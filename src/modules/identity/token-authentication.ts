import type { Config } from '../../config.ts';
import type { Principal } from '../../http/principal.ts';
import { isApiScope } from '../../http/scopes.ts';
import { digest } from '../../http/secrets.ts';
import type { ApiKeysCache } from '../apps/cache.ts';
import type { AppsService } from '../apps/service.ts';
import type { UsersService } from '../users/service.ts';
import { findAccount } from './account.ts';
import { isAssistantClient } from './assistants.ts';
import type { Issuers } from './issuers.ts';
import { mcpResource } from './provider.ts';
import { splitScope } from './scopes.ts';

/** Whom an access token is for (RFC 8707): the REST API, or the MCP server. */
export type Audience = 'api' | 'mcp';

/**
 * The principal behind an access token of the API issuer. Tokens of the sign-in issuer live in
 * its own partition and are never found here. Principals are kept a moment per instance (the
 * cache), and forgotten whenever a grant is revoked (see Issuers and Authorizations).
 */
export class TokenAuthentication {
  private readonly config: Config;
  private readonly issuers: Issuers;
  private readonly apps: AppsService;
  private readonly users: UsersService;
  private readonly cache: ApiKeysCache;

  constructor(config: Config, issuers: Issuers, deps: { apps: AppsService; users: UsersService; cache: ApiKeysCache }) {
    this.config = config;
    this.issuers = issuers;
    this.apps = deps.apps;
    this.users = deps.users;
    this.cache = deps.cache;
  }

  /** The principal for an access token of this audience when this instance resolved it a moment ago; otherwise undefined. */
  cached(token: string, audience: Audience = 'api'): Principal | undefined {
    return this.cache.get(cacheKey(digest(token), audience));
  }

  /**
   * The principal for an access token bound to this audience (RFC 8707): the REST API's by
   * default, or the MCP server's. A token is good for the one audience it names, so a token of
   * the MCP server never passes to the REST API, nor the other way round.
   */
  async authenticate(token: string, audience: Audience = 'api'): Promise<Principal | null> {
    const hash = cacheKey(digest(token), audience);
    const cached = this.cache.get(hash);
    if (cached) return cached;
    const { api } = await this.issuers.providers();
    const accessToken = await api.AccessToken.find(token);
    const expected = audience === 'api' ? this.config.apiBaseUrl : mcpResource(this.config);
    if (!accessToken?.accountId || !audienceIncludes(accessToken.aud, expected)) return null;
    const app = accessToken.clientId ? await this.apps.findOAuthClient(accessToken.clientId) : undefined;
    const assistant = !app && accessToken.clientId && isAssistantClient(accessToken.clientId) ? assistantApp(accessToken.clientId) : undefined;
    if (!app && !assistant) return null;
    // A token outlives nothing it speaks for: once the person is gone it is refused like any unknown token.
    if (!(await findAccount(this.users, accessToken.accountId))) return null;
    const principal: Principal = {
      userId: Number(accessToken.accountId),
      appId: (app ?? assistant)!.id,
      scopes: new Set(splitScope(accessToken.scope).filter(isApiScope)),
      via: 'oauth',
      // One rate-limit budget per authorization (token family), not per token: rotation must not reset it.
      credentialId: `oauth:${accessToken.grantId ?? hash}`,
      donationsApproved: app?.donationsApproved === true,
      householdsApproved: app?.householdsApproved === true,
    };
    this.cache.set(hash, principal);
    return principal;
  }
}

/** The REST API's cached principals are looked up by the token's digest alone (kept list answers do too). */
function cacheKey(digested: string, audience: Audience): string {
  return audience === 'api' ? digested : `mcp:${digested}`;
}

/**
 * An unregistered client (an AI assistant) as the app of its principals: no row of the apps
 * table, so a negative id of its own, which keeps its idempotency keys apart from any app's.
 */
function assistantApp(clientId: string): { id: number } {
  return { id: -1 - Number.parseInt(digest(clientId).slice(0, 7), 16) };
}

function audienceIncludes(aud: string | string[] | undefined, expected: string): boolean {
  return Array.isArray(aud) ? aud.includes(expected) : aud === expected;
}
