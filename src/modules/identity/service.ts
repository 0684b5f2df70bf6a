import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Principal } from '../../http/principal.ts';
import { isApiScope } from '../../http/scopes.ts';
import { digest } from '../../http/secrets.ts';
import type { ApiKeysCache } from '../apps/cache.ts';
import type { AppsService } from '../apps/service.ts';
import type { UsersService } from '../users/service.ts';
import { displayName } from '../users/person.ts';
import { findAccount } from './account.ts';
import type { IssuerTag } from './adapter.ts';
import type { IdentityKeys } from './keys.ts';
import { buildProvider, LIFETIMES } from './provider.ts';
import type { IdentityRepository } from './repository.ts';
import { describeScope, splitScope } from './scopes.ts';

export interface Providers {
  api: Provider;
  signin: Provider;
}

type Interaction = InstanceType<Provider['Interaction']>;

/** What the login and consent pages need to know about a pending authorization request. */
export interface PendingInteraction {
  tag: IssuerTag;
  uid: string;
  prompt: 'login' | 'consent';
  clientId: string;
  appName: string;
  /** The requested scopes, each with its plain-words description. */
  scopes: { name: string; description: string }[];
  /** Set once the person has logged in during this request. */
  userId?: number;
  userName?: string;
  /** Whether the request insists on a fresh login (prompt=login, max_age). */
  freshLoginRequired: boolean;
}

/** An app a person has authorised (at either issuer), with every scope granted to it. */
export interface ConnectedApp {
  clientId: string;
  scopes: string[];
  /** When the most recent consent was given. */
  grantedAt: string | null;
}

/** A login on the sign-in host, shared by both issuers' flows and the account pages. */
export interface WebSession {
  userId: number;
  authTime: number;
}

export const WEB_SESSION_COOKIE = 'cp_session';
const WEB_SESSION_TTL_MS = LIFETIMES.session * 1000;
const UID = /^[\w-]{10,64}$/;

/**
 * The identity provider: two oidc-provider issuers (API and sign-in) over one user store and
 * one client registry, the login and consent decisions, and the sign-in host's own session.
 */
export class IdentityService {
  private readonly config: Config;
  private readonly repository: IdentityRepository;
  private readonly keys: IdentityKeys;
  private readonly apps: AppsService;
  private readonly users: UsersService;
  private readonly tokenCache: ApiKeysCache;
  private started: Promise<Providers> | undefined;

  constructor(config: Config, repository: IdentityRepository, keys: IdentityKeys, apps: AppsService, users: UsersService, tokenCache: ApiKeysCache) {
    this.config = config;
    this.repository = repository;
    this.keys = keys;
    this.apps = apps;
    this.users = users;
    this.tokenCache = tokenCache;
  }

  /** Both issuers, built once: keys are read (or generated on first start) from the database. */
  providers(): Promise<Providers> {
    this.started ??= this.build();
    return this.started;
  }

  private async build(): Promise<Providers> {
    const [jwks, cookieKeys] = await Promise.all([this.keys.signingKeys(), this.keys.cookieSecrets()]);
    const make = (tag: IssuerTag) =>
      buildProvider({
        tag,
        config: this.config,
        artifacts: this.repository,
        apps: this.apps,
        users: this.users,
        jwks,
        cookieKeys,
        webSession: {
          cookie: WEB_SESSION_COOKIE,
          personName: async (token) => {
            const session = await this.webSession(token);
            const user = session ? await this.users.get(session.userId).catch(() => undefined) : undefined;
            return user ? displayName(user) : undefined;
          },
          end: (token) => this.endWebSession(token),
        },
        onServerError: (error) => console.error(`identity provider (${tag}) failed:`, error),
      });
    const api = make('api');
    // Cached principals must not outlive a revocation on this instance.
    const forget = () => this.tokenCache.clear();
    api.on('grant.revoked', forget);
    api.on('access_token.destroyed', forget);
    return { api, signin: make('signin') };
  }

  /** Generates the signing key and cookie secret when the database has none yet. */
  async prepareKeys(): Promise<void> {
    await Promise.all([this.keys.signingKeys(), this.keys.cookieSecrets()]);
  }

  /** The secret behind CSRF tokens of the sign-in host's forms. */
  async csrfSecret(): Promise<Buffer> {
    const [newest] = await this.keys.cookieSecrets();
    return Buffer.from(newest, 'base64url');
  }

  /** Adds a new id_token signing key (used from the next start); see IdentityKeys. */
  rotateSigningKey(): Promise<string> {
    return this.keys.rotateSigningKey();
  }

  /**
   * The principal for an access token of the API issuer, or null. Tokens of the sign-in
   * issuer live in its own partition and are never found here.
   */
  async authenticateAccessToken(token: string): Promise<Principal | null> {
    const hash = digest(token);
    const cached = this.tokenCache.get(hash);
    if (cached) return cached;
    const { api } = await this.providers();
    const accessToken = await api.AccessToken.find(token);
    if (!accessToken?.accountId || !audienceIncludes(accessToken.aud, this.config.apiBaseUrl)) return null;
    const app = accessToken.clientId ? await this.apps.findOAuthClient(accessToken.clientId) : undefined;
    if (!app) return null;
    // A token outlives nothing it speaks for: once the person is gone it is refused like any unknown token.
    if (!(await findAccount(this.users, accessToken.accountId))) return null;
    const principal: Principal = {
      userId: Number(accessToken.accountId),
      appId: app.id,
      scopes: new Set(splitScope(accessToken.scope).filter(isApiScope)),
      via: 'oauth',
      // One rate-limit budget per authorization (token family), not per token: rotation must not reset it.
      credentialId: `oauth:${accessToken.grantId ?? hash}`,
      donationsApproved: app.donationsApproved,
    };
    this.tokenCache.set(hash, principal);
    return principal;
  }

  /** The pending authorization request behind a login or consent page, or undefined when it expired. */
  async pendingInteraction(tag: IssuerTag, uid: string): Promise<PendingInteraction | undefined> {
    const interaction = await this.findInteraction(tag, uid);
    if (!interaction) return undefined;
    const clientId = String(interaction.params.client_id ?? '');
    const app = await this.apps.findOAuthClient(clientId);
    const accountId = interaction.session?.accountId;
    const user = accountId ? await this.users.get(Number(accountId)).catch(() => undefined) : undefined;
    const reasons = interaction.prompt.reasons ?? [];
    return {
      tag,
      uid,
      prompt: interaction.prompt.name === 'login' ? 'login' : 'consent',
      clientId,
      appName: app?.name ?? clientId,
      scopes: splitScope(interaction.params.scope as string | undefined).map((name) => ({ name, description: describeScope(name) })),
      userId: user?.id,
      userName: user ? displayName(user) : undefined,
      freshLoginRequired: reasons.some((reason) => reason !== 'no_session'),
    };
  }

  /** Checks the credentials; on success finishes the login step and starts a web session. */
  async submitLogin(tag: IssuerTag, uid: string, email: string, password: string): Promise<{ redirectTo: string; session: string; userId: number } | 'expired' | 'invalid'> {
    const interaction = await this.findInteraction(tag, uid);
    if (!interaction || interaction.prompt.name !== 'login') return 'expired';
    const user = await this.users.verifyCredentials(email, password);
    if (!user) return 'invalid';
    const { token, authTime } = await this.startWebSession(user.id);
    const redirectTo = await finish(interaction, { login: { accountId: String(user.id), ts: authTime, remember: true } });
    return { redirectTo, session: token, userId: user.id };
  }

  /** Finishes the login step with the sign-in host's existing session: one login for both issuers. */
  async continueWithSession(tag: IssuerTag, uid: string, session: WebSession): Promise<string | undefined> {
    const interaction = await this.findInteraction(tag, uid);
    if (!interaction || interaction.prompt.name !== 'login') return undefined;
    return finish(interaction, { login: { accountId: String(session.userId), ts: session.authTime, remember: true } });
  }

  /**
   * Records Allow or Deny. Allow adds the requested scopes to this authorization's grant (its
   * token family) and remembers the consent, apart from every family, for the next time.
   */
  async submitConsent(tag: IssuerTag, uid: string, decision: 'allow' | 'deny'): Promise<string | undefined> {
    const interaction = await this.findInteraction(tag, uid);
    if (!interaction || interaction.prompt.name !== 'consent') return undefined;
    if (decision === 'deny') {
      return finish(interaction, { error: 'access_denied', error_description: 'The person denied the request' }, false);
    }
    const provider = (await this.providers())[tag];
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params.client_id);
    if (!accountId) return undefined;
    const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
    const grant = existing ?? new provider.Grant({ accountId, clientId });
    const details = interaction.prompt.details as {
      missingOIDCScope?: string[];
      missingOIDCClaims?: string[];
      missingResourceScopes?: Record<string, string[]>;
    };
    if (details.missingOIDCScope) grant.addOIDCScope(details.missingOIDCScope.join(' '));
    if (details.missingOIDCClaims) grant.addOIDCClaims(details.missingOIDCClaims);
    for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
      grant.addResourceScope(resource, scopes.join(' '));
    }
    const grantId = await grant.save();
    const { openid, resources, rejected } = grant;
    const consent = JSON.stringify({ accountId, clientId, openid, resources, rejected, iat: Math.floor(Date.now() / 1000) });
    await this.repository.saveConsent(tag, accountId, clientId, consent, new Date(Date.now() + LIFETIMES.grant * 1000).toISOString());
    return finish(interaction, { consent: { grantId } });
  }

  async startWebSession(userId: number): Promise<{ token: string; authTime: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.repository.insertWebSession({
      id_hash: digest(token),
      user_id: userId,
      auth_time: new Date(now).toISOString(),
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + WEB_SESSION_TTL_MS).toISOString(),
    });
    if (Math.random() < 0.01) await this.repository.deleteExpiredWebSessions(new Date(now).toISOString());
    return { token, authTime: Math.floor(now / 1000) };
  }

  async webSession(token: string | undefined): Promise<WebSession | undefined> {
    if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
    const row = await this.repository.findWebSession(digest(token));
    if (!row || new Date(row.expires_at).getTime() <= Date.now()) return undefined;
    return { userId: row.user_id, authTime: Math.floor(new Date(row.auth_time).getTime() / 1000) };
  }

  async endWebSession(token: string | undefined): Promise<void> {
    if (token) await this.repository.deleteWebSession(digest(token));
  }

  /** Signs a person out everywhere but in the browser holding `keep` (after a password change). */
  async endOtherWebSessions(userId: number, keep: string | undefined): Promise<void> {
    await this.repository.deleteWebSessionsOfUser(userId, keep ? digest(keep) : undefined);
  }

  /** Signs a person out everywhere: every sign-in host session, and the issuers' own sessions (after a password reset). */
  async endAllSessions(userId: number): Promise<void> {
    await this.repository.deleteWebSessionsOfUser(userId, undefined);
    await this.repository.deleteProviderSessionsOf(String(userId));
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
    return [...byClient]
      .map(([clientId, { scopes, iat }]) => ({ clientId, scopes: [...scopes], grantedAt: iat ? new Date(iat * 1000).toISOString() : null }))
      .sort((a, b) => (b.grantedAt ?? '').localeCompare(a.grantedAt ?? ''));
  }

  /**
   * Withdraws every consent a person gave an app, at both issuers: the remembered consents,
   * every token family (grant) and every code, access token and refresh token issued under
   * them are deleted, so they stop working on the next request. Answers whether there was
   * anything to revoke.
   */
  async revokeConnectedApp(userId: number, clientId: string): Promise<boolean> {
    const providers = await this.providers();
    const grants = await this.repository.listGrantIds(String(userId), clientId);
    for (const { issuer, id } of grants) {
      const provider = providers[issuer as IssuerTag];
      if (!provider) continue;
      await Promise.all([provider.AccessToken, provider.RefreshToken, provider.AuthorizationCode].map((model) => model.revokeByGrantId(id)));
      await provider.Grant.adapter.destroy(id);
    }
    const consents = await this.repository.deleteConsents(String(userId), clientId);
    // Principals cached for this instance's access tokens must not outlive the revocation.
    this.tokenCache.clear();
    return grants.length > 0 || consents > 0;
  }

  private async findInteraction(tag: IssuerTag, uid: string): Promise<Interaction | undefined> {
    if (!UID.test(uid)) return undefined;
    const provider = (await this.providers())[tag];
    return provider.Interaction.find(uid);
  }
}

function audienceIncludes(aud: string | string[] | undefined, expected: string): boolean {
  return Array.isArray(aud) ? aud.includes(expected) : aud === expected;
}

/**
 * Stores the outcome of a login or consent step and returns where the browser goes next:
 * back to the issuer's authorization endpoint, which resumes the request. (oidc-provider's
 * interactionFinished() would look the interaction up through a cookie of the issuer's own
 * host, which the API issuer's browser does not send to the sign-in host; the uid in the
 * page's URL identifies it instead, and the issuer's resume cookie still binds the result to
 * the browser that started the request.)
 */
async function finish(interaction: Interaction, result: Record<string, unknown>, merge = true): Promise<string> {
  interaction.result = merge ? { ...interaction.lastSubmission, ...result } : result;
  const remaining = Math.max(1, (interaction.exp ?? 0) - Math.floor(Date.now() / 1000));
  await interaction.save(remaining);
  return interaction.returnTo;
}
