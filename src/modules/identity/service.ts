import { randomBytes } from 'node:crypto';
import type Provider from 'oidc-provider';
import type { Config } from '../../config.ts';
import type { Principal } from '../../http/principal.ts';
import type { WorkerLog } from '../../worker.ts';
import { isApiScope } from '../../http/scopes.ts';
import { digest } from '../../http/secrets.ts';
import type { ApiKeysCache } from '../apps/cache.ts';
import type { AppsService } from '../apps/service.ts';
import type { UsersService } from '../users/service.ts';
import { isDisabled } from '../users/service.ts';
import { displayName } from '../users/person.ts';
import { toIso } from '../../db/tables.ts';
import { findAccount } from './account.ts';
import type { IssuerTag } from './adapter.ts';
import { BackchannelLogout, noticesOf, type GuardedTransport } from './backchannel.ts';
import type { IdentityKeys } from './keys.ts';
import { buildProvider, LIFETIMES, mcpResource, SIGNED_IN_BY } from './provider.ts';
import type { IdentityRepository, ProviderSessionRow, WebSessionRow } from './repository.ts';
import { describeScope, splitScope } from './scopes.ts';
import { assistantSource, AssistantLogos, isAssistantClient } from './assistants.ts';
import { AppLogos } from '../apps/logos.ts';

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
  /** What the app says about itself, for the consent page. */
  app: { logoUrl: string | null; ownerName: string | null; homepageHost: string | null };
  /** Where the browser is sent afterwards: the host of the request's redirect_uri. */
  redirectHost: string | null;
  /** The requested scopes, each with its plain-words description. */
  scopes: { name: string; description: string }[];
  /** An AI assistant or tool not registered here: where its description came from (see assistantSource). */
  assistant: { source: string } | null;
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
  /** For an AI assistant or tool not registered here: the name it gives itself, and where that came from. */
  assistant?: { name: string; source: string };
}

/** A login on the sign-in host, shared by both issuers' flows and the account pages. */
export interface WebSession {
  userId: number;
  authTime: number;
  /** The digest of its cookie, which keys its row: the issuers' sessions it signs in are linked to it by this. */
  idHash: string;
}

/** Where a browser was seen from: kept on its session for the person's list of sessions. */
export interface SeenFrom {
  ip: string;
  userAgent: string | undefined;
}

/** One of a person's sign-in sessions, as their account page lists it. */
export interface WebSessionSummary {
  /** Names the session in the person's own sign-out forms (a prefix of the stored digest, never the cookie). */
  handle: string;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
  /** The session of the browser asking. */
  current: boolean;
}

export const WEB_SESSION_COOKIE = 'cp_session';
const WEB_SESSION_TTL_MS = LIFETIMES.session * 1000;
// Last seen is for people ("5 minutes ago"); writing it on every page would turn every read into a write.
const LAST_SEEN_RESOLUTION_MS = 60_000;
const HANDLE_LENGTH = 16;
const USER_AGENT_MAX = 500;
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
  private readonly outbound: GuardedTransport;
  private started: Promise<{ providers: Providers; backchannel: BackchannelLogout }> | undefined;
  private logos: AssistantLogos | undefined;

  constructor(
    config: Config,
    repository: IdentityRepository,
    keys: IdentityKeys,
    apps: AppsService,
    users: UsersService,
    tokenCache: ApiKeysCache,
    outbound: GuardedTransport,
  ) {
    this.config = config;
    this.repository = repository;
    this.keys = keys;
    this.apps = apps;
    this.users = users;
    this.tokenCache = tokenCache;
    this.outbound = outbound;
  }

  /** Both issuers, built once: keys are read (or generated on first start) from the database. */
  async providers(): Promise<Providers> {
    return (await this.ready()).providers;
  }

  private ready(): Promise<{ providers: Providers; backchannel: BackchannelLogout }> {
    this.started ??= this.build();
    return this.started;
  }

  private async build(): Promise<{ providers: Providers; backchannel: BackchannelLogout }> {
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
        outbound: this.outbound,
        registeredClients: tag === 'api' ? this.repository.registeredClients : undefined,
        onServerError: (error) => console.error(`identity provider (${tag}) failed:`, error),
      });
    const api = make('api');
    // Cached principals must not outlive a revocation on this instance.
    const forget = () => this.tokenCache.clear();
    api.on('grant.revoked', forget);
    api.on('access_token.destroyed', forget);
    const signin = make('signin');
    return { providers: { api, signin }, backchannel: new BackchannelLogout(this.repository, signin, this.outbound) };
  }

  /** Starts this instance's poster of logout tokens (see BackchannelLogout). */
  async startBackchannelLogout(log?: WorkerLog): Promise<void> {
    (await this.ready()).backchannel.start(log);
  }

  async stopBackchannelLogout(): Promise<void> {
    if (this.started) await (await this.started).backchannel.stop();
  }

  /** Tells the apps signed in through these sessions of the sign-in issuer that they end (before they are deleted). */
  private async sendLogoutTokens(sessions: Pick<ProviderSessionRow, 'issuer' | 'payload'>[]): Promise<void> {
    const notices = noticesOf(sessions);
    if (notices.length) await (await this.ready()).backchannel.enqueue(notices);
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
  /** The principal for an access token when this instance resolved it a moment ago; otherwise undefined. */
  cachedAccessToken(token: string): Principal | undefined {
    return this.tokenCache.get(digest(token));
  }

  /** The principal for an access token of the MCP server when this instance resolved it a moment ago; otherwise undefined. */
  cachedMcpAccessToken(token: string): Principal | undefined {
    return this.tokenCache.get(`mcp:${digest(token)}`);
  }

  /**
   * The principal for an access token bound to this audience (RFC 8707): the REST API's by
   * default, or the MCP server's. A token is good for the one audience it names, so a token of
   * the MCP server never passes to the REST API, nor the other way round.
   */
  async authenticateAccessToken(token: string, audience: 'api' | 'mcp' = 'api'): Promise<Principal | null> {
    const digested = digest(token);
    // The REST API's cached principals are looked up by the digest alone (kept list answers do too).
    const hash = audience === 'api' ? digested : `mcp:${digested}`;
    const cached = this.tokenCache.get(hash);
    if (cached) return cached;
    const { api } = await this.providers();
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
    this.tokenCache.set(hash, principal);
    return principal;
  }

  /** The pending authorization request behind a login or consent page, or undefined when it expired. */
  async pendingInteraction(tag: IssuerTag, uid: string): Promise<PendingInteraction | undefined> {
    const interaction = await this.findInteraction(tag, uid);
    if (!interaction) return undefined;
    const clientId = String(interaction.params.client_id ?? '');
    const app = await this.apps.findOAuthClient(clientId);
    const assistant = !app && tag === 'api' && isAssistantClient(clientId) ? await this.assistantClient(clientId) : undefined;
    const accountId = interaction.session?.accountId;
    const user = accountId ? await this.users.get(Number(accountId)).catch(() => undefined) : undefined;
    const reasons = interaction.prompt.reasons ?? [];
    const owner = app ? await this.users.get(app.ownerId).catch(() => undefined) : undefined;
    const redirectUri = interaction.params.redirect_uri;
    return {
      tag,
      uid,
      prompt: interaction.prompt.name === 'login' ? 'login' : 'consent',
      clientId,
      appName: app?.name ?? assistant?.clientName ?? clientId,
      assistant: assistant ? { source: assistantSource(clientId) } : null,
      app: {
        // Served by this host, never from the app's: see AppLogos and AssistantLogos.
        logoUrl: app?.logoUrl ? AppLogos.path(clientId) : assistant?.logoUri ? AssistantLogos.path(clientId) : null,
        ownerName: owner ? displayName(owner) : null,
        homepageHost: (app?.homepageUrl && URL.parse(app.homepageUrl)?.host) || (assistant?.clientUri && URL.parse(assistant.clientUri)?.host) || null,
      },
      redirectHost: (typeof redirectUri === 'string' && URL.parse(redirectUri)?.host) || null,
      scopes: splitScope(interaction.params.scope as string | undefined).map((name) => ({ name, description: describeScope(name) })),
      userId: user?.id,
      userName: user ? displayName(user) : undefined,
      freshLoginRequired: reasons.some((reason) => reason !== 'no_session'),
    };
  }

  /** Checks the credentials; on success finishes the login step and starts a web session. */
  async submitLogin(
    tag: IssuerTag,
    uid: string,
    credentials: { email: string; password: string },
    seen: SeenFrom,
  ): Promise<{ redirectTo: string; session: string; userId: number } | { refused: 'disabled'; userId: number } | 'expired' | 'invalid'> {
    const interaction = await this.findInteraction(tag, uid);
    if (!interaction || interaction.prompt.name !== 'login') return 'expired';
    const user = await this.users.verifyCredentials(credentials.email, credentials.password);
    if (!user) return 'invalid';
    if (isDisabled(user)) return { refused: 'disabled', userId: user.id };
    const { token, authTime } = await this.startWebSession(user.id, seen);
    const redirectTo = await finish(interaction, signedInBy({ userId: user.id, authTime, idHash: digest(token) }));
    return { redirectTo, session: token, userId: user.id };
  }

  /** Finishes the login step with the sign-in host's existing session: one login for both issuers. */
  async continueWithSession(tag: IssuerTag, uid: string, session: WebSession): Promise<string | undefined> {
    const interaction = await this.findInteraction(tag, uid);
    if (!interaction || interaction.prompt.name !== 'login') return undefined;
    return finish(interaction, signedInBy(session));
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

  async startWebSession(userId: number, seen?: SeenFrom): Promise<{ token: string; authTime: number }> {
    const token = randomBytes(32).toString('base64url');
    const now = new Date().toISOString();
    const authTime = Math.floor(Date.now() / 1000);
    await this.repository.insertWebSession({
      id_hash: digest(token),
      user_id: userId,
      auth_time: new Date(authTime * 1000).toISOString(),
      created_at: now,
      expires_at: new Date(Date.now() + WEB_SESSION_TTL_MS).toISOString(),
      last_seen_at: now,
      ip: seen?.ip ?? null,
      user_agent: seen?.userAgent?.slice(0, USER_AGENT_MAX) ?? null,
    });
    if (Math.random() < 0.01) await this.repository.deleteExpiredWebSessions(now);
    return { token, authTime };
  }

  /**
   * The session behind a `cp_session` cookie; undefined when it is unknown, expired or its
   * person is disabled. With `seen`, notes where and when the browser was last seen (at most
   * once a minute).
   */
  async webSession(token: string | undefined, seen?: SeenFrom): Promise<WebSession | undefined> {
    if (!token || !/^[\w-]{43}$/.test(token)) return undefined;
    const idHash = digest(token);
    const row = await this.repository.findWebSession(idHash);
    if (!row || row.disabled_at !== null || new Date(row.expires_at).getTime() <= Date.now()) return undefined;
    const lastSeen = row.last_seen_at ? new Date(row.last_seen_at).getTime() : 0;
    if (seen && Date.now() - lastSeen >= LAST_SEEN_RESOLUTION_MS) {
      await this.repository.touchWebSession(idHash, { at: new Date().toISOString(), ip: seen.ip, userAgent: seen.userAgent?.slice(0, USER_AGENT_MAX) ?? null });
    }
    return { userId: row.user_id, authTime: Math.floor(new Date(row.auth_time).getTime() / 1000), idHash };
  }

  /**
   * Signs this browser out: its session here and, at both issuers, the sessions its login
   * started, so no app can sign the person in again without the password.
   */
  async endWebSession(token: string | undefined): Promise<void> {
    if (!token) return;
    const row = await this.repository.findWebSession(digest(token));
    await this.repository.deleteWebSession(digest(token));
    if (row) await this.endProviderSessions(row.user_id, [row]);
  }

  /** Signs a person out everywhere but in the browser holding `keep` (after a password change). */
  async endOtherWebSessions(userId: number, keep: string | undefined): Promise<void> {
    const sessions = await this.repository.listWebSessionsOfUser(userId, new Date().toISOString());
    const keepHash = keep ? digest(keep) : undefined;
    await this.repository.deleteWebSessionsOfUser(userId, keepHash);
    await this.endProviderSessions(userId, sessions.filter((session) => session.id_hash !== keepHash));
  }

  /** A person's sessions, the one of the browser holding `current` marked. */
  async listWebSessions(userId: number, current: string | undefined): Promise<WebSessionSummary[]> {
    const currentHash = current ? digest(current) : undefined;
    const rows = await this.repository.listWebSessionsOfUser(userId, new Date().toISOString());
    return rows.map((row) => ({
      handle: row.id_hash.slice(0, HANDLE_LENGTH),
      userAgent: row.user_agent,
      ip: row.ip,
      createdAt: toIso(row.created_at),
      lastSeenAt: toIso(row.last_seen_at ?? row.created_at),
      current: row.id_hash === currentHash,
    }));
  }

  /** Ends one of a person's sessions, named by its handle; false when they have no such session. */
  async endWebSessionByHandle(userId: number, handle: string): Promise<boolean> {
    if (!/^[0-9a-f]{16}$/.test(handle)) return false;
    const sessions = await this.repository.listWebSessionsOfUser(userId, new Date().toISOString());
    const session = sessions.find((candidate) => candidate.id_hash.startsWith(handle));
    if (!session) return false;
    await this.repository.deleteWebSession(session.id_hash);
    await this.endProviderSessions(userId, [session]);
    return true;
  }

  /**
   * Ends the issuers' sessions that the given sign-in sessions of a person signed in: those
   * linked to them when the issuer took their login (see the issuers' `resume` step), so two
   * logins of one person in the same second stay apart. An issuer session older than these
   * links is known by its login time alone (`loginTs`, the sign-in session's auth time).
   */
  private async endProviderSessions(userId: number, ended: Pick<WebSessionRow, 'id_hash' | 'auth_time'>[]): Promise<void> {
    if (!ended.length) return;
    const hashes = new Set(ended.map((session) => session.id_hash));
    const logins = new Set(ended.map((session) => Math.floor(new Date(session.auth_time).getTime() / 1000)));
    const ending = (await this.repository.listProviderSessionsOf(String(userId))).filter((session) => {
      const { loginTs } = JSON.parse(session.payload) as { loginTs?: number };
      return session.webSession !== undefined ? hashes.has(session.webSession) : loginTs !== undefined && logins.has(loginTs);
    });
    await this.sendLogoutTokens(ending);
    for (const session of ending) await this.repository.deleteProviderSession(session);
  }

  /** Forgets everything both issuers hold for an app: codes, tokens, grants and consents. */
  async forgetClient(clientId: string): Promise<void> {
    await this.repository.deleteArtifactsOfClient(clientId);
    this.tokenCache.clear();
  }

  /** Signs a person out everywhere: every sign-in host session, and the issuers' own sessions (after a password reset). */
  async endAllSessions(userId: number): Promise<void> {
    await this.sendLogoutTokens(await this.repository.listProviderSessionsOf(String(userId)));
    await this.repository.deleteWebSessionsOfUser(userId, undefined);
    await this.repository.deleteProviderSessionsOf(String(userId));
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
  async revokeAllAuthorizations(userId: number): Promise<void> {
    await this.sendLogoutTokens(await this.repository.listProviderSessionsOf(String(userId)));
    await this.repository.deleteAuthorizationsOf(String(userId));
    // Principals cached for this instance's access tokens must not outlive the revocation.
    this.tokenCache.clear();
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
        ...(isAssistantClient(clientId) ? { assistant: { name: (await this.assistantClient(clientId))?.clientName ?? clientId, source: assistantSource(clientId) } } : {}),
      })),
    );
    return connected.sort((a, b) => (b.grantedAt ?? '').localeCompare(a.grantedAt ?? ''));
  }

  /** An unregistered client as the API issuer knows it (its metadata document, fetched or kept, or its registration). */
  private async assistantClient(clientId: string) {
    return (await this.providers()).api.Client.find(clientId).catch(() => undefined);
  }

  /** The logo of an unregistered client, fetched by this server (see AssistantLogos). */
  assistantLogo(clientId: string) {
    this.logos ??= new AssistantLogos(this.outbound, async (id) => (await this.assistantClient(id))?.logoUri);
    return this.logos.logoOf(clientId);
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

/**
 * The login step's result for an issuer: the person and login time of a sign-in host
 * session, and that session itself, which the issuer links its own session to.
 */
function signedInBy(session: WebSession): Record<string, unknown> {
  return { login: { accountId: String(session.userId), ts: session.authTime, remember: true }, [SIGNED_IN_BY]: session.idHash };
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
