import { randomBytes } from 'node:crypto';
import type { ApiKeyRow, AppRow } from '../../db/tables.ts';
import { nowIso, toIso } from '../../db/tables.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { Principal } from '../../http/principal.ts';
import { API_SCOPE_NAMES, isApiScope, type ApiScope } from '../../http/scopes.ts';
import { digest, newSecret, secretMatches } from '../../http/secrets.ts';
import type { UsersService } from '../users/service.ts';
import { ApiKeysCache } from './cache.ts';
import type { AppsRepository } from './repository.ts';

export const API_KEY_PREFIX = 'cpk_';
export const CLIENT_SECRET_PREFIX = 'cps_';
const VISIBLE_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;
// last_used_at is for people ("used 3 minutes ago"): writing it on every request would
// turn every read into a write.
const LAST_USED_RESOLUTION_MS = 60_000;

export type AppType = 'confidential' | 'public';
export type DonationsAccess = 'none' | 'requested' | 'approved' | 'denied';

/** What an app needs a platform administrator's approval for: donation records, or households and their children. */
export type Approval = 'donations' | 'households';

const ACCESS_COLUMNS = { donations: 'donations_access', households: 'households_access' } as const;

export interface NewApp {
  ownerId: number;
  name: string;
  type: AppType;
  redirectUris: string[];
  postLogoutRedirectUris?: string[];
  webOrigins?: string[];
  backchannelLogout?: BackchannelLogoutSettings;
}

/** Where the sign-in issuer posts logout tokens (OpenID Connect Back-Channel Logout), if anywhere. */
export interface BackchannelLogoutSettings {
  /** Null (or empty): the app gets no logout tokens. */
  uri: string | null;
  /** Whether the app needs the session's `sid` in its logout tokens (and so in its ID tokens). */
  sessionRequired: boolean;
}

export interface AppSummary {
  id: number;
  clientId: string;
  ownerId: number;
  name: string;
  type: AppType;
  redirectUris: string[];
  /** Where the sign-in host may send people after signing them out (RP-Initiated Logout). */
  postLogoutRedirectUris: string[];
  /** Origins besides those of the redirect URIs a public app calls the issuers' token endpoints from. */
  webOrigins: string[];
  backchannelLogout: BackchannelLogoutSettings;
  donationsAccess: DonationsAccess;
  /** Household and check-in data (children's data), approved as donations are. */
  householdsAccess: DonationsAccess;
  /** What the consent page tells people about the app. */
  description: string;
  homepageUrl: string | null;
  logoUrl: string | null;
  privacyPolicyUrl: string | null;
  createdAt: string;
}

/** The details an app's owner edits on its page; the URLs may be empty. */
export interface AppDetails {
  name: string;
  description: string;
  homepageUrl: string;
  logoUrl: string;
  privacyPolicyUrl: string;
}

export interface ApiKeySummary {
  id: number;
  appId: number;
  name: string;
  prefix: string;
  scopes: ApiScope[];
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** What the identity provider needs to know about an app acting as an OAuth client: its summary's fields that say how it signs people in, and its approvals. */
export interface OAuthClient
  extends Pick<AppSummary, 'id' | 'clientId' | 'ownerId' | 'name' | 'type' | 'redirectUris' | 'postLogoutRedirectUris' | 'webOrigins'>,
    Partial<Pick<AppSummary, 'backchannelLogout' | 'logoUrl' | 'homepageUrl'>> {
  /** SHA-256 hex of the client secret; null for public apps. */
  clientSecretDigest: string | null;
  donationsApproved: boolean;
  householdsApproved: boolean;
}

export function toAppSummary(row: AppRow): AppSummary {
  return {
    id: row.id,
    clientId: row.client_id,
    ownerId: row.owner_id,
    name: row.name,
    type: row.type as AppType,
    redirectUris: JSON.parse(row.redirect_uris) as string[],
    postLogoutRedirectUris: JSON.parse(row.post_logout_redirect_uris) as string[],
    webOrigins: JSON.parse(row.web_origins) as string[],
    backchannelLogout: { uri: row.backchannel_logout_uri, sessionRequired: Boolean(row.backchannel_logout_session_required) },
    donationsAccess: row.donations_access as DonationsAccess,
    householdsAccess: row.households_access as DonationsAccess,
    description: row.description,
    homepageUrl: row.homepage_url,
    logoUrl: row.logo_url,
    privacyPolicyUrl: row.privacy_policy_url,
    createdAt: toIso(row.created_at),
  };
}

export function toApiKeySummary(row: ApiKeyRow): ApiKeySummary {
  return {
    id: row.id,
    appId: row.app_id,
    name: row.name,
    prefix: row.prefix,
    scopes: parseScopes(row.scopes),
    createdAt: toIso(row.created_at),
    lastUsedAt: row.last_used_at ? toIso(row.last_used_at) : null,
    revokedAt: row.revoked_at ? toIso(row.revoked_at) : null,
  };
}

function parseScopes(scopes: string): ApiScope[] {
  return scopes.split(' ').filter(isApiScope);
}

/**
 * Redirect URIs (after sign-in and after sign-out) are matched exactly, so they must be
 * absolute and fragment-free. In production only HTTPS is accepted; plain HTTP is allowed
 * for loopback addresses in development, where apps run on a developer's machine.
 */
export function validateRedirectUri(uri: string, production: boolean, label = 'Redirect URI'): string {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    throw badRequest(`${label} "${uri}" is not an absolute URL`);
  }
  if (url.hash || uri.includes('#')) throw badRequest(`${label} "${uri}" must not contain a fragment (#…)`);
  const loopback = url.hostname === 'localhost' || url.hostname === '127.0.0.1' || url.hostname === '[::1]';
  if (url.protocol === 'https:') return uri;
  if (url.protocol === 'http:' && loopback && !production) return uri;
  throw badRequest(
    production
      ? `${label} "${uri}" must use HTTPS`
      : `${label} "${uri}" must use HTTPS (plain HTTP is allowed only for localhost)`,
  );
}

export const POST_LOGOUT_REDIRECT_URI = 'Post-logout redirect URI';
export const BACKCHANNEL_LOGOUT_URI = 'Back-channel logout URI';

/** An optional absolute web address of an app's details (empty: none). */
function webAddress(value: string, label: string, httpsOnly: boolean): string | null {
  const trimmed = value.trim();
  if (!trimmed) return null;
  const url = URL.parse(trimmed);
  const schemeOk = url && (url.protocol === 'https:' || (!httpsOnly && url.protocol === 'http:'));
  if (!url || !schemeOk || !url.hostname || trimmed.length > 2000) {
    throw badRequest(`${label} must be a web address starting with ${httpsOnly ? 'https://' : 'https:// or http://'} (at most 2000 characters)`);
  }
  return trimmed;
}

/**
 * A web origin is written exactly as browsers send it in `Origin` (`https://host[:port]`: no
 * path, no trailing slash, the default port left out), since it is compared as a string. The
 * scheme rules are those of redirect URIs.
 */
export function validateWebOrigin(origin: string, production: boolean): string {
  const url = URL.parse(origin);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.origin !== origin) {
    throw badRequest(`Web origin "${origin}" must be a scheme and host, e.g. https://app.example.org or https://app.example.org:8443, with no path`);
  }
  validateRedirectUri(origin, production, 'Web origin');
  return origin;
}

export class AppsService {
  private readonly apps: AppsRepository;
  private readonly users: UsersService;
  private readonly cache: ApiKeysCache;
  /** OAuth clients by client_id: every token request looks its client up, often more than once. */
  private readonly clients: ApiKeysCache<OAuthClient>;
  private readonly production: boolean;

  constructor(apps: AppsRepository, users: UsersService, cache: ApiKeysCache, production: boolean, clients: ApiKeysCache<OAuthClient> = new ApiKeysCache()) {
    this.apps = apps;
    this.users = users;
    this.cache = cache;
    this.production = production;
    this.clients = clients;
  }

  /** Creates an app; the client secret (confidential apps only) is returned this once. */
  async createApp(input: NewApp): Promise<{ app: AppSummary; clientSecret: string | null }> {
    const name = input.name.trim();
    if (!name || name.length > 100) throw badRequest('App name must be 1 to 100 characters');
    if (input.type !== 'confidential' && input.type !== 'public') throw badRequest('App type must be confidential or public');
    const redirectUris = [...new Set(input.redirectUris.map((uri) => validateRedirectUri(uri.trim(), this.production)))];
    const postLogoutRedirectUris = this.validPostLogoutRedirectUris(input.postLogoutRedirectUris ?? []);
    const webOrigins = this.validWebOrigins(input.type, input.webOrigins ?? []);
    const backchannel = this.validBackchannelLogout(input.backchannelLogout ?? { uri: null, sessionRequired: false });
    await this.users.get(input.ownerId);
    const clientSecret = input.type === 'confidential' ? newSecret(CLIENT_SECRET_PREFIX) : null;
    const row = await this.apps.insertApp({
      client_id: `app_${randomBytes(12).toString('hex')}`,
      owner_id: input.ownerId,
      name,
      type: input.type,
      client_secret_hash: clientSecret ? digest(clientSecret) : null,
      redirect_uris: JSON.stringify(redirectUris),
      post_logout_redirect_uris: JSON.stringify(postLogoutRedirectUris),
      web_origins: JSON.stringify(webOrigins),
      backchannel_logout_uri: backchannel.uri,
      backchannel_logout_session_required: backchannel.sessionRequired,
      created_at: nowIso(),
    });
    return { app: toAppSummary(row), clientSecret };
  }

  async getApp(clientId: string): Promise<AppSummary> {
    return toAppSummary(await this.appRow(clientId));
  }

  async listApps(ownerId: number): Promise<AppSummary[]> {
    return (await this.apps.listAppsByOwner(ownerId)).map(toAppSummary);
  }

  /** Every app, or those of the person with this email, oldest first: for operators. */
  async listAppsWithOwners(ownerEmail?: string): Promise<(AppSummary & { ownerEmail: string })[]> {
    let ownerId: number | undefined;
    if (ownerEmail !== undefined) {
      const owner = await this.users.findByEmail(ownerEmail);
      if (!owner) throw notFound(`No user has the email ${ownerEmail}`);
      ownerId = owner.id;
    }
    return (await this.apps.listAppsWithOwnerEmail(ownerId)).map((row) => ({ ...toAppSummary(row), ownerEmail: row.owner_email }));
  }

  /** Apps whose donations access is in this state (e.g. `requested`: waiting for an admin), oldest first. */
  async listAppsByDonationsAccess(state: DonationsAccess): Promise<AppSummary[]> {
    return this.listAppsByAccess('donations', state);
  }

  /** Apps whose access to donations or households is in this state, oldest first. */
  async listAppsByAccess(approval: Approval, state: DonationsAccess): Promise<AppSummary[]> {
    return (await this.apps.listAppsByAccess(ACCESS_COLUMNS[approval], state)).map(toAppSummary);
  }

  /**
   * The app behind an OAuth client_id, or undefined when there is none. Kept for a second;
   * every change to an app forgets it here and, through Redis, on every instance.
   */
  async findOAuthClient(clientId: string): Promise<OAuthClient | undefined> {
    const cached = this.clients.get(clientId);
    if (cached) return cached;
    const row = await this.apps.findAppByClientId(clientId);
    if (!row) return undefined;
    const app = toAppSummary(row);
    const client: OAuthClient = {
      id: app.id,
      clientId: app.clientId,
      ownerId: app.ownerId,
      name: app.name,
      type: app.type,
      redirectUris: app.redirectUris,
      postLogoutRedirectUris: app.postLogoutRedirectUris,
      webOrigins: app.webOrigins,
      backchannelLogout: app.backchannelLogout,
      clientSecretDigest: row.client_secret_hash,
      donationsApproved: app.donationsAccess === 'approved',
      householdsApproved: app.householdsAccess === 'approved',
      logoUrl: app.logoUrl,
      homepageUrl: app.homepageUrl,
    };
    this.clients.set(clientId, client);
    return client;
  }

  /** Checks a confidential client's secret in constant time. */
  async verifyClientSecret(clientId: string, secret: string): Promise<boolean> {
    const app = await this.apps.findAppByClientId(clientId);
    return Boolean(app?.client_secret_hash && secretMatches(secret, app.client_secret_hash));
  }

  /** Issues a new client secret; the old one stops working at once. */
  async rotateClientSecret(clientId: string): Promise<string> {
    const app = await this.appRow(clientId);
    if (app.type !== 'confidential') throw badRequest('Public apps have no client secret');
    const secret = newSecret(CLIENT_SECRET_PREFIX);
    await this.apps.setClientSecretHash(app.id, digest(secret));
    this.clients.delete(clientId);
    return secret;
  }

  async setRedirectUris(clientId: string, uris: string[]): Promise<AppSummary> {
    const app = await this.appRow(clientId);
    const valid = [...new Set(uris.map((uri) => validateRedirectUri(uri.trim(), this.production)))];
    await this.apps.setRedirectUris(app.id, valid);
    this.clients.delete(clientId);
    return this.getApp(clientId);
  }

  async setPostLogoutRedirectUris(clientId: string, uris: string[]): Promise<AppSummary> {
    const app = await this.appRow(clientId);
    await this.apps.setPostLogoutRedirectUris(app.id, this.validPostLogoutRedirectUris(uris));
    this.clients.delete(clientId);
    return this.getApp(clientId);
  }

  private validPostLogoutRedirectUris(uris: string[]): string[] {
    return [...new Set(uris.map((uri) => validateRedirectUri(uri.trim(), this.production, POST_LOGOUT_REDIRECT_URI)))];
  }

  /** Sets or (with an empty URI) removes where the app receives logout tokens. */
  async setBackchannelLogout(clientId: string, settings: BackchannelLogoutSettings): Promise<AppSummary> {
    const app = await this.appRow(clientId);
    await this.apps.setBackchannelLogout(app.id, this.validBackchannelLogout(settings));
    this.clients.delete(clientId);
    return this.getApp(clientId);
  }

  /**
   * The logout URI is checked like a redirect URI (absolute, no fragment, HTTPS in production),
   * as the specification asks; where it resolves is checked when a token is posted to it.
   * Asking for the `sid` means nothing without a URI.
   */
  private validBackchannelLogout(settings: BackchannelLogoutSettings): BackchannelLogoutSettings {
    const uri = settings.uri?.trim();
    if (!uri) return { uri: null, sessionRequired: false };
    return { uri: validateRedirectUri(uri, this.production, BACKCHANNEL_LOGOUT_URI), sessionRequired: settings.sessionRequired };
  }

  async setWebOrigins(clientId: string, origins: string[]): Promise<AppSummary> {
    const app = await this.appRow(clientId);
    await this.apps.setWebOrigins(app.id, this.validWebOrigins(app.type as AppType, origins));
    this.clients.delete(clientId);
    return this.getApp(clientId);
  }

  private validWebOrigins(type: AppType, origins: string[]): string[] {
    if (type === 'confidential' && origins.length) {
      throw badRequest('Only public apps call the token endpoints from a browser: a confidential app keeps its secret on its server');
    }
    return [...new Set(origins.map((origin) => validateWebOrigin(origin.trim(), this.production)))];
  }

  /**
   * Changes what people are told about the app. The logo is shown on the consent page, so it
   * must be HTTPS; the homepage and privacy policy are links, HTTP or HTTPS.
   */
  async setDetails(clientId: string, details: AppDetails): Promise<AppSummary> {
    const app = await this.appRow(clientId);
    const name = details.name.trim();
    if (!name || name.length > 100) throw badRequest('App name must be 1 to 100 characters');
    const description = details.description.trim();
    if (description.length > 500) throw badRequest('Description must be at most 500 characters');
    await this.apps.setDetails(app.id, {
      name,
      description,
      homepage_url: webAddress(details.homepageUrl, 'Homepage URL', false),
      logo_url: webAddress(details.logoUrl, 'Logo URL', true),
      privacy_policy_url: webAddress(details.privacyPolicyUrl, 'Privacy policy URL', false),
    });
    this.clients.delete(clientId);
    return this.getApp(clientId);
  }

  /**
   * Removes an app with its API keys and webhook endpoints; its keys stop working at once.
   * What the issuers hold for it (tokens, grants, consents) is the identity module's to forget.
   */
  async deleteApp(clientId: string): Promise<AppSummary> {
    const app = await this.appRow(clientId);
    await this.apps.deleteApp(app.id);
    this.cache.clear();
    this.clients.delete(clientId);
    return toAppSummary(app);
  }

  /** Forgets the credentials resolved in the last second, here and (through Redis) on every instance: after an account is disabled. */
  forgetCachedCredentials(): void {
    this.cache.clear();
  }

  async setDonationsAccess(clientId: string, state: DonationsAccess): Promise<AppSummary> {
    return this.setAccess(clientId, 'donations', state);
  }

  /** Sets the app's access to donations or households; its credentials are resolved again everywhere. */
  async setAccess(clientId: string, approval: Approval, state: DonationsAccess): Promise<AppSummary> {
    const app = await this.appRow(clientId);
    await this.apps.setAccess(app.id, ACCESS_COLUMNS[approval], state);
    this.cache.clear();
    this.clients.delete(clientId);
    return this.getApp(clientId);
  }

  /** Creates an API key for an app; the key itself is returned this once. */
  async createKey(clientId: string, input: { name?: string; scopes: string[] }): Promise<{ key: string; summary: ApiKeySummary }> {
    const app = await this.appRow(clientId);
    const unknown = input.scopes.filter((scope) => !isApiScope(scope));
    if (unknown.length) throw badRequest(`Unknown scope ${unknown.join(', ')}; valid scopes: ${API_SCOPE_NAMES.join(', ')}`);
    if (!input.scopes.length) throw badRequest('Choose at least one scope for the key');
    const scopes = API_SCOPE_NAMES.filter((scope) => input.scopes.includes(scope));
    const name = (input.name ?? '').trim() || 'API key';
    if (name.length > 100) throw badRequest('Key name must be at most 100 characters');
    const key = newSecret(API_KEY_PREFIX);
    const row = await this.apps.insertKey({
      app_id: app.id,
      name,
      prefix: key.slice(0, VISIBLE_PREFIX_LENGTH),
      key_hash: digest(key),
      scopes: scopes.join(' '),
      created_at: nowIso(),
    });
    return { key, summary: toApiKeySummary(row) };
  }

  async listKeys(clientId: string): Promise<ApiKeySummary[]> {
    const app = await this.appRow(clientId);
    return (await this.apps.listKeysByApp(app.id)).map(toApiKeySummary);
  }

  async getKey(keyId: number): Promise<ApiKeySummary> {
    const row = await this.apps.findKeyById(keyId);
    if (!row) throw notFound(`API key ${keyId} does not exist`);
    return toApiKeySummary(row);
  }

  /** Revokes a key; it stops working on the next request. Revoking twice is harmless. */
  async revokeKey(keyId: number): Promise<ApiKeySummary> {
    const row = await this.apps.findKeyById(keyId);
    if (!row) throw notFound(`API key ${keyId} does not exist`);
    await this.apps.revokeKey(keyId, nowIso());
    this.cache.delete(row.key_hash);
    return this.getKey(keyId);
  }

  /**
   * The principal for an API key, or null when the key is unknown or revoked. Lookups go
   * through a short-lived cache that revocation on this instance clears at once.
   */
  /** The principal for an API key when this instance resolved it a moment ago; otherwise undefined (ask `authenticateKey`). */
  cachedKey(key: string): Principal | undefined {
    return this.cache.get(digest(key));
  }

  async authenticateKey(key: string): Promise<Principal | null> {
    const hash = digest(key);
    const cached = this.cache.get(hash);
    if (cached !== undefined) return cached;
    const row = await this.apps.findKeyByHash(hash);
    // The row was found through an index on the digest; the constant-time compare keeps
    // the final decision free of timing differences.
    // A disabled owner's keys are refused like revoked ones, until the account is enabled again.
    if (!row || row.revoked_at || row.owner_disabled_at !== null || !secretMatches(key, row.key_hash)) return null;
    const principal: Principal = {
      userId: row.owner_id,
      appId: row.app_id,
      scopes: new Set(parseScopes(row.scopes)),
      via: 'api_key',
      credentialId: `key:${row.id}`,
      donationsApproved: row.donations_access === 'approved',
      // A person's own key reaches their own household data without an approval.
      householdsApproved: true,
    };
    this.cache.set(hash, principal);
    const now = Date.now();
    const lastUsed = row.last_used_at ? new Date(row.last_used_at).getTime() : 0;
    if (now - lastUsed > LAST_USED_RESOLUTION_MS) await this.apps.touchKey(row.id, new Date(now).toISOString());
    return principal;
  }

  private async appRow(clientId: string): Promise<AppRow> {
    const app = await this.apps.findAppByClientId(clientId);
    if (!app) throw notFound(`App ${clientId} does not exist`);
    return app;
  }
}
