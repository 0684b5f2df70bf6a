import { WritingService, type UnitOfWork } from '../../db/unit-of-work.ts';
import type { ApiKeysCache } from '../apps/cache.ts';
import type { Change } from '../changes/log.ts';
import type { IssuerTag } from './adapter.ts';
import { assistantSource, isAssistantClient } from './assistants.ts';
import type { Issuers } from './issuers.ts';
import type { IdentityRepository } from './repository.ts';
import { splitScope } from './scopes.ts';

/** An app a person has authorised (at either issuer), with every scope granted to it. */
export interface ConnectedApp {
  clientId: string;
  scopes: string[];
  /** When the most recent consent was given. */
  grantedAt: string | null;
  /** For an AI assistant or tool not registered here: the name it gives itself, and where that came from. */
  assistant?: { name: string; source: string };
}

/**
 * What people have let apps do at both issuers: their remembered consents and the grants
 * (token families) with the codes and tokens issued under them. Listed as a person's
 * connected apps, and revoked per app, per person or per deleted app. A revocation forgets
 * the principals this instance keeps for access tokens (see TokenAuthentication).
 */
export class Authorizations extends WritingService<IdentityRepository, Change> {
  private readonly issuers: Issuers;
  private readonly accessTokens: ApiKeysCache;

  constructor(repository: IdentityRepository, writes: UnitOfWork<Change>, issuers: Issuers, accessTokens: ApiKeysCache) {
    super(repository, writes);
    this.issuers = issuers;
    this.accessTokens = accessTokens;
  }

  /** The apps a person has authorised at either issuer, newest consent first. */
  async connectedApps(userId: number): Promise<ConnectedApp[]> {
    const rows = await this.repository.listConsents(String(userId), new Date().toISOString());
    const byClient = new Map<string, { scopes: Set<string>; iat: number }>();
    for (const row of rows) {
      if (!row.client_id) continue;
      const payload = JSON.parse(row.payload) as { iat?: number; openid?: { scope?: string }; resources?: Record<string, string> };
      const entry = byClient.get(row.client_id) ?? { scopes: new Set<string>(), iat: 0 };
      for (const scope of splitScope(payload.openid?.scope)) entry.scopes.add(scope);
      for (const granted of Object.values(payload.resources ?? {})) for (const scope of splitScope(granted)) entry.scopes.add(scope);
      entry.iat = Math.max(entry.iat, payload.iat ?? 0);
      byClient.set(row.client_id, entry);
    }
    const connected = await Promise.all(
      [...byClient].map(async ([clientId, { scopes, iat }]) => ({
        clientId,
        scopes: [...scopes],
        grantedAt: iat ? new Date(iat * 1000).toISOString() : null,
        ...(isAssistantClient(clientId) ? { assistant: { name: (await this.issuers.assistantClient(clientId))?.clientName ?? clientId, source: assistantSource(clientId) } } : {}),
      })),
    );
    return connected.sort((a, b) => (b.grantedAt ?? '').localeCompare(a.grantedAt ?? ''));
  }

  /**
   * Withdraws every consent a person gave an app, at both issuers: the remembered consents,
   * every token family (grant) and every code, access token and refresh token issued under
   * them are deleted, so they stop working on the next request. Answers whether there was
   * anything to revoke.
   */
  async revokeConnectedApp(userId: number, clientId: string): Promise<boolean> {
    const providers = await this.issuers.providers();
    const grants = await this.repository.listGrantIds(String(userId), clientId);
    for (const { issuer, id } of grants) {
      const provider = providers[issuer as IssuerTag];
      if (!provider) continue;
      await Promise.all([provider.AccessToken, provider.RefreshToken, provider.AuthorizationCode].map((model) => model.revokeByGrantId(id)));
      await provider.Grant.adapter.destroy(id);
    }
    const consents = await this.repository.deleteConsents(String(userId), clientId);
    // Principals cached for this instance's access tokens must not outlive the revocation.
    this.accessTokens.clear();
    return grants.length > 0 || consents > 0;
  }

  /**
   * Revokes every app's access to a person, at both issuers: every grant with its codes,
   * access and refresh tokens, and every remembered consent, so each app stops working on
   * its next request and must ask the person again. Nothing of it can come back.
   *
   * The apps signed in through the sessions the person keeps (the browser that changed the
   * password) get logout tokens: their sign-in no longer holds. Sessions ended before this (a
   * reset, disabling) sent theirs when they ended.
   */
  async revokeAll(userId: number): Promise<void> {
    await this.issuers.sendLogoutTokens(await this.repository.listProviderSessionsOf(String(userId)));
    await this.unitOfWork(({ repository }) => repository.deleteAuthorizationsOf(String(userId)));
    // Principals cached for this instance's access tokens must not outlive the revocation.
    this.accessTokens.clear();
  }

  /** Forgets everything both issuers hold for an app: codes, tokens, grants and consents. */
  async forgetClient(clientId: string): Promise<void> {
    await this.repository.deleteArtifactsOfClient(clientId);
    this.accessTokens.clear();
  }
}
