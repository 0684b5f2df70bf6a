import Provider, { errors, type Adapter, type AdapterFactory, type AdapterPayload, type ClientMetadata, type KoaContextWithOIDC } from 'oidc-provider';
import { isSafeText } from '../../http/text-input.ts';
import { digest } from '../../http/secrets.ts';
import type { ArtifactInsert, ArtifactRow, IdentityRepository } from './repository.ts';

/** Which of the two issuers an artefact belongs to. */
export type IssuerTag = 'api' | 'signin';

/**
 * Models whose id is the bearer value itself (what a client or browser presents). They are
 * stored under a SHA-256 digest of the value and without their `jti`, so the database never
 * holds a usable code or token.
 */
const BEARER_MODELS = new Set([
  'AccessToken', 'AuthorizationCode', 'RefreshToken', 'ClientCredentials', 'DeviceCode',
  'BackchannelAuthenticationRequest', 'PushedAuthorizationRequest', 'RegistrationAccessToken',
  'InitialAccessToken', 'PreAuthorizedCode',
]);

// Expired rows are harmless (oidc-provider checks `exp` itself) but take space; sweeping on
// a small share of writes keeps the table bounded without a scheduler.
const SWEEP_EVERY_N_WRITES = 200;

/**
 * A value looked up by the store (client_id, code, token) holding a NUL or a lone surrogate
 * is a malformed request, answered `invalid_request`: PostgreSQL cannot compare a NUL, and
 * answering "not found" would let a revocation of such a token look successful.
 */
function refuseUnsafeText(value: string): void {
  if (!isSafeText(value)) throw new errors.InvalidRequest(UNSAFE_TEXT);
}

export const UNSAFE_TEXT = 'parameters must be well-formed text (no NUL or unpaired surrogate)';

export interface AdapterOptions {
  issuer: IssuerTag;
  artifacts: IdentityRepository;
  /** Client metadata built from the apps table (or a client's own registration); undefined for an unknown client. */
  findClient(clientId: string): Promise<ClientMetadata | undefined>;
  /**
   * Where dynamic registration (the API issuer's, when on) keeps a client: it checks the
   * metadata and throws oidc-provider's error when the client is refused.
   */
  registrations?: { save(clientId: string, metadata: ClientMetadata): Promise<void>; delete(clientId: string): Promise<void> };
  /**
   * Seconds after a refresh token's first use during which it may be used once more
   * without being treated as stolen (two requests of one client racing each other).
   */
  refreshGraceSeconds: number;
}

/** oidc-provider's storage for one issuer: the `oauth_artifacts` rows tagged with it. */
export function createAdapterFactory(options: AdapterOptions): AdapterFactory {
  return (model: string) => (model === 'Client' ? new ClientAdapter(options) : new ArtifactAdapter(model, options));
}

let writes = 0;

/**
 * What one refresh grant keeps on its request (oidc-provider's Provider.ctx):
 *
 * - what it read along with the refresh token: the token's grant and person, which the grant
 *   looks up next, so the store is asked once (see IdentityRepository.findRefreshToken);
 * - its writes: the spent token's consumption and its successors (refresh and access token).
 *   oidc-provider makes them one by one, each its own statement and commit; they are held
 *   here and made together by saveRefreshRotation once the grant has succeeded, before its
 *   answer leaves. A grant that fails on the way writes nothing.
 */
interface RefreshGrant {
  grants: Map<string, Pick<ArtifactRow, 'payload' | 'expires_at' | 'consumed_at'>>;
  /** By account id: the person's `disabled_at`, or null when there is no such person. */
  people: Map<string, { disabled_at: string | null } | null>;
  consumed: { model: string; id: string }[];
  saved: ArtifactInsert[];
  /** The spent refresh token and its stored key, digested once for its read and its consumption. */
  spent?: { id: string; key: string };
}

const refreshGrants = new WeakMap<KoaContextWithOIDC, RefreshGrant>();

const ROTATED_MODELS = new Set(['RefreshToken', 'AccessToken']);

/** The refresh grant a call is part of, if it is part of one. */
function refreshGrantOf(ctx: KoaContextWithOIDC | undefined = Provider.ctx): RefreshGrant | undefined {
  if (ctx?.oidc?.route !== 'token' || ctx.oidc.params?.grant_type !== 'refresh_token') return undefined;
  let grant = refreshGrants.get(ctx);
  if (!grant) {
    grant = { grants: new Map(), people: new Map(), consumed: [], saved: [] };
    refreshGrants.set(ctx, grant);
  }
  return grant;
}

/**
 * The person a refresh grant read with its refresh token: their `disabled_at`, null when they
 * are gone, undefined when this request read no such thing (look them up).
 */
export function personReadWithRefreshToken(ctx: KoaContextWithOIDC, accountId: string): { disabled_at: string | null } | null | undefined {
  return refreshGrants.get(ctx)?.people.get(accountId);
}

/**
 * Makes the writes a refresh grant held back, in one statement or transaction, when the grant
 * answered 200; forgets them otherwise. Called by the issuer after oidc-provider has handled a
 * request and before the answer is sent.
 */
export async function saveRefreshRotation(ctx: KoaContextWithOIDC, issuer: IssuerTag, artifacts: IdentityRepository): Promise<void> {
  const rotation = refreshGrants.get(ctx);
  if (!rotation) return;
  refreshGrants.delete(ctx);
  if (ctx.status !== 200 || !rotation.saved.length) return;
  const now = new Date();
  await artifacts.saveRotation(issuer, rotation.consumed, rotation.saved, now.toISOString());
  writes += rotation.saved.length;
  if (writes >= SWEEP_EVERY_N_WRITES) {
    writes = 0;
    await artifacts.deleteExpiredArtifacts(now.toISOString());
  }
}

class ArtifactAdapter implements Adapter {
  private readonly model: string;
  private readonly options: AdapterOptions;
  private readonly bearer: boolean;

  constructor(model: string, options: AdapterOptions) {
    this.model = model;
    this.options = options;
    this.bearer = BEARER_MODELS.has(model);
  }

  private key(id: string): string {
    return this.bearer ? digest(id) : id;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const { issuer, artifacts } = this.options;
    const now = Date.now();
    const row: ArtifactInsert = {
      issuer,
      model: this.model,
      id: this.key(id),
      // A bearer artefact's jti is its value: left out (JSON leaves out undefined members).
      payload: JSON.stringify(this.bearer ? { ...payload, jti: undefined } : payload),
      grant_id: payload.grantId ?? null,
      uid: payload.uid ?? null,
      user_code: payload.userCode ?? null,
      account_id: payload.accountId ?? null,
      client_id: payload.clientId ?? null,
      expires_at: expiresIn ? new Date(now + expiresIn * 1000).toISOString() : null,
      consumed_at: null,
    };
    const rotation = ROTATED_MODELS.has(this.model) ? refreshGrantOf() : undefined;
    if (rotation) {
      rotation.saved.push(row);
      return;
    }
    await artifacts.upsertArtifact(row);
    if (++writes >= SWEEP_EVERY_N_WRITES) {
      writes = 0;
      await artifacts.deleteExpiredArtifacts(new Date(now).toISOString());
    }
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    refuseUnsafeText(id);
    const { issuer, artifacts } = this.options;
    const refresh = this.model === 'RefreshToken' || this.model === 'Grant' ? refreshGrantOf() : undefined;
    if (refresh && this.model === 'Grant') {
      const read = refresh.grants.get(id);
      if (read) return this.toPayload(read, id);
    }
    if (refresh && this.model === 'RefreshToken') {
      const key = this.key(id);
      refresh.spent = { id, key };
      const read = await artifacts.findRefreshToken(issuer, key);
      if (read === null) return undefined;
      if (read) {
        if (read.grant) refresh.grants.set(read.grant.id, read.grant);
        if (read.token.account_id) refresh.people.set(read.token.account_id, read.person ?? null);
        return this.toPayload(read.token, id);
      }
    }
    const row = await artifacts.findArtifact(issuer, this.model, this.key(id));
    return row ? this.toPayload(row, id) : undefined;
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    refuseUnsafeText(uid);
    const row = await this.options.artifacts.findArtifactBy(this.options.issuer, this.model, 'uid', uid);
    return row && !this.bearer ? this.toPayload(row, row.id) : undefined;
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    refuseUnsafeText(userCode);
    const row = await this.options.artifacts.findArtifactBy(this.options.issuer, this.model, 'user_code', userCode);
    return row && !this.bearer ? this.toPayload(row, row.id) : undefined;
  }

  async consume(id: string): Promise<void> {
    const rotation = ROTATED_MODELS.has(this.model) ? refreshGrantOf() : undefined;
    if (rotation) {
      const key = rotation.spent?.id === id && this.model === 'RefreshToken' ? rotation.spent.key : this.key(id);
      rotation.consumed.push({ model: this.model, id: key });
      return;
    }
    const first = await this.options.artifacts.consumeArtifact(this.options.issuer, this.model, this.key(id), new Date().toISOString());
    // oidc-provider checks `consumed` on the copy it read before; two requests (perhaps at two
    // instances) redeeming one code both pass that check. The conditional update decides:
    // only the request that flipped the flag may go on to issue tokens.
    if (!first && this.model === 'AuthorizationCode') throw new errors.InvalidGrant('authorization code already consumed');
  }

  async destroy(id: string): Promise<void> {
    await this.options.artifacts.deleteArtifactsBy(this.options.issuer, this.model, 'id', this.key(id));
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await this.options.artifacts.deleteArtifactsBy(this.options.issuer, this.model, 'grant_id', grantId);
  }

  private toPayload(row: { payload: string; expires_at: string | null; consumed_at: string | null }, id: string): AdapterPayload | undefined {
    const now = Date.now();
    if (row.expires_at && new Date(row.expires_at).getTime() <= now) return undefined;
    const payload = JSON.parse(row.payload) as AdapterPayload;
    if (this.bearer) payload.jti = id;
    if (row.consumed_at) {
      const consumedAt = new Date(row.consumed_at).getTime();
      // oidc-provider treats any use of a consumed refresh token as theft and revokes the
      // grant. Within the grace window we report it unused instead, so a client whose two
      // requests raced (two tabs, a retry after a lost response) gets a fresh pair on both
      // and keeps its session. Codes get no such grace.
      const inGrace = this.model === 'RefreshToken' && now - consumedAt <= this.options.refreshGraceSeconds * 1000;
      if (!inGrace) payload.consumed = Math.floor(consumedAt / 1000);
    }
    return payload;
  }
}

/**
 * Clients are the apps table, read-only, and on the API issuer the clients that registered
 * themselves (dynamic registration), which registration writes and deletes.
 */
class ClientAdapter implements Adapter {
  private readonly options: AdapterOptions;
  constructor(options: AdapterOptions) {
    this.options = options;
  }
  async find(id: string): Promise<AdapterPayload | undefined> {
    refuseUnsafeText(id);
    return (await this.options.findClient(id)) as AdapterPayload | undefined;
  }
  async findByUid(): Promise<undefined> {
    return undefined;
  }
  async findByUserCode(): Promise<undefined> {
    return undefined;
  }
  upsert(id: string, payload: AdapterPayload): Promise<void> {
    if (!this.options.registrations) return Promise.reject(new Error('Clients are managed as apps, not through oidc-provider'));
    return this.options.registrations.save(id, payload as ClientMetadata);
  }
  consume(): Promise<void> {
    return Promise.reject(new Error('Clients cannot be consumed'));
  }
  destroy(id: string): Promise<void> {
    if (!this.options.registrations) return Promise.reject(new Error('Clients are managed as apps, not through oidc-provider'));
    return this.options.registrations.delete(id);
  }
  async revokeByGrantId(): Promise<void> {}
}
