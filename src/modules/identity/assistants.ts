import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { errors, type ClientMetadata } from 'oidc-provider';
import type { Db } from '../../db/database.ts';
import { countRows } from '../../db/repository.ts';
import { APP_LOGOS, fetchLogo, type AppLogo } from '../apps/logos.ts';
import type { ApiScope } from '../../http/scopes.ts';

/**
 * Clients that are not apps registered here: AI assistants and tools that sign people in to the
 * MCP server, known either by a Client ID Metadata Document (an `https://` client_id the API
 * issuer fetches) or by a dynamic registration (RFC 7591). They are public clients with PKCE,
 * they get tokens for the MCP server only, and never a scope that needs an administrator's
 * approval (donations, households).
 */
export const ASSISTANT_CLIENTS = {
  /** Registrations accepted from one address per hour. */
  registrationsPerHour: 10,
  /** A registration nobody used for this long is dropped. */
  unusedDays: 30,
  /** How often a registration's last use is written (it is read on every request of the client). */
  touchEveryMs: 86_400_000,
  /** The prefix of the client_id a dynamic registration gets. */
  registeredPrefix: 'reg_',
};

/**
 * The scopes an app holds only once a platform administrator approved it, with the flag of the
 * principal (and of the app) that says it was. Never granted to an unregistered client.
 */
export const APPROVED_SCOPES: Partial<Record<ApiScope, 'donationsApproved' | 'householdsApproved'>> = {
  'read:donations': 'donationsApproved',
  'read:households': 'householdsApproved',
  'write:households': 'householdsApproved',
};

/** Whether a scope needs an approval the caller (an app, a principal) does not have. */
export function lacksApproval(scope: string, holder: object | undefined): boolean {
  const flag = APPROVED_SCOPES[scope as ApiScope];
  return flag !== undefined && (holder as Record<string, unknown> | undefined)?.[flag] !== true;
}

export function isMetadataDocumentClient(clientId: string): boolean {
  return clientId.startsWith('https://');
}

export function isRegisteredClient(clientId: string): boolean {
  return clientId.startsWith(ASSISTANT_CLIENTS.registeredPrefix);
}

/** A client that is not an app of the dashboard: a metadata document or a dynamic registration. */
export function isAssistantClient(clientId: string): boolean {
  return isMetadataDocumentClient(clientId) || isRegisteredClient(clientId);
}

/** What the consent page says of where an unregistered client's description came from. */
export function assistantSource(clientId: string): string {
  return isMetadataDocumentClient(clientId) ? (URL.parse(clientId)?.host ?? clientId) : 'registered itself';
}

export function newRegisteredClientId(): string {
  return `${ASSISTANT_CLIENTS.registeredPrefix}${randomBytes(18).toString('base64url')}`;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A plain-http loopback address without its port (RFC 8252 section 7.3), or undefined for any other address. */
function loopbackWithoutPort(uri: string): string | undefined {
  const url = URL.parse(uri);
  if (url?.protocol !== 'http:' || !LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return `${url.hostname}${url.pathname}${url.search}`;
}

/**
 * Whether an unregistered client may be sent back to a loopback address on another port than the
 * one it named: such a client listens on whatever port is free (RFC 8252 section 7.3), and one
 * naming a plain-http loopback address is a native client whatever application_type it declares
 * (oidc-provider allows the port only for application_type native).
 */
export function loopbackRedirectAllowed(registered: readonly string[], presented: string): boolean {
  const address = loopbackWithoutPort(presented);
  return address !== undefined && registered.some((uri) => loopbackWithoutPort(uri) === address);
}

/**
 * Why an unregistered client's metadata is refused, or undefined when it is acceptable: a public
 * client (no secret, `none` at the token endpoint) using the code flow, whose redirect URIs are
 * `https://` or, for native clients (a desktop assistant, an editor), plain `http://` on a
 * loopback address, with or without a port (RFC 8252).
 */
export function assistantMetadataRefusal(metadata: Partial<ClientMetadata>): string | undefined {
  if (metadata.token_endpoint_auth_method !== 'none') {
    return 'only public clients are accepted: token_endpoint_auth_method must be none (PKCE with S256 is required)';
  }
  const grants = metadata.grant_types ?? ['authorization_code'];
  if (grants.some((grant) => grant !== 'authorization_code' && grant !== 'refresh_token')) {
    return 'grant_types may only be authorization_code and refresh_token';
  }
  const uris = metadata.redirect_uris ?? [];
  if (!uris.length) return 'redirect_uris must name at least one address';
  for (const uri of uris) {
    const url = URL.parse(uri);
    const loopback = url?.protocol === 'http:' && (LOOPBACK_HOSTS.has(url.hostname) || (isIP(url.hostname) === 4 && url.hostname.startsWith('127.')));
    if (!url || (url.protocol !== 'https:' && !loopback) || url.hash) {
      return `redirect URI ${uri.slice(0, 200)} must be https:// or http:// on a loopback address, without a fragment`;
    }
  }
  return undefined;
}

/** The refusal as oidc-provider answers it (`invalid_client_metadata`). */
export function checkAssistantMetadata(metadata: Partial<ClientMetadata>): void {
  const refusal = assistantMetadataRefusal(metadata);
  if (refusal) throw new errors.InvalidClientMetadata(refusal);
}

/**
 * The clients that registered themselves (`registered_clients`). Kysely only; the issuer's
 * client adapter reads and writes them.
 */
export class RegisteredClients {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  /** The stored metadata, or undefined when unknown or unused for too long (then it is dropped). */
  async find(clientId: string): Promise<ClientMetadata | undefined> {
    const row = await this.db.selectFrom('registered_clients').select(['metadata', 'last_used_at']).where('client_id', '=', clientId).executeTakeFirst();
    if (!row) return undefined;
    const lastUsed = new Date(row.last_used_at).getTime();
    const now = Date.now();
    if (now - lastUsed > ASSISTANT_CLIENTS.unusedDays * 86_400_000) {
      await this.db.deleteFrom('registered_clients').where('client_id', '=', clientId).execute();
      return undefined;
    }
    if (now - lastUsed > ASSISTANT_CLIENTS.touchEveryMs) {
      await this.db.updateTable('registered_clients').set({ last_used_at: new Date(now).toISOString() }).where('client_id', '=', clientId).execute();
    }
    return JSON.parse(row.metadata) as ClientMetadata;
  }

  async save(clientId: string, metadata: ClientMetadata, ip: string): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .insertInto('registered_clients')
      .values({ client_id: clientId, metadata: JSON.stringify(metadata), ip, created_at: now, last_used_at: now })
      .onConflict((oc) => oc.column('client_id').doUpdateSet({ metadata: JSON.stringify(metadata) }))
      .execute();
  }

  async delete(clientId: string): Promise<void> {
    await this.db.deleteFrom('registered_clients').where('client_id', '=', clientId).execute();
  }

  /** Registrations made from this address since `since`. */
  countFrom(ip: string, since: string): Promise<number> {
    return countRows(this.db.selectFrom('registered_clients').where('ip', '=', ip).where('created_at', '>=', since));
  }

  /** Drops the registrations unused since `before`. */
  async deleteUnused(before: string): Promise<void> {
    await this.db.deleteFrom('registered_clients').where('last_used_at', '<', before).execute();
  }
}

/**
 * The logos of unregistered clients, served by the sign-in host as app logos are: the server
 * fetches the client's `logo_uri` through the guarded transport, so the consent page never makes
 * a person's browser contact the client's host. Kept in this process for a day (they come and go
 * with the clients' own descriptions, which are not stored either).
 */
export class AssistantLogos {
  private readonly kept = new Map<string, { logo: AppLogo | undefined; source: string; fetchedAt: number }>();
  private readonly transport: Parameters<typeof fetchLogo>[0];
  private readonly logoUriOf: (clientId: string) => Promise<string | undefined>;

  constructor(transport: Parameters<typeof fetchLogo>[0], logoUriOf: (clientId: string) => Promise<string | undefined>) {
    this.transport = transport;
    this.logoUriOf = logoUriOf;
  }

  static path(clientId: string): string {
    return `/assistants/logo?client_id=${encodeURIComponent(clientId)}`;
  }

  async logoOf(clientId: string): Promise<AppLogo | undefined> {
    if (!isAssistantClient(clientId)) return undefined;
    const source = await this.logoUriOf(clientId);
    if (!source) return undefined;
    const kept = this.kept.get(clientId);
    if (kept && kept.source === source && Date.now() - kept.fetchedAt < APP_LOGOS.refreshMs) return kept.logo;
    const logo = await fetchLogo(this.transport, source);
    // Bounded: the oldest entry goes first.
    if (this.kept.size >= 500) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(clientId, { logo, source, fetchedAt: Date.now() });
    return logo;
  }
}
