import { CompiledQuery, sql, type Insertable, type QueryCreator, type Selectable } from 'kysely';
import { RegisteredClients } from './assistants.ts';
import type { Db, DialectName } from '../../db/database.ts';
import { claimDue } from '../../db/leases.ts';
import { PreparedQueries } from '../../db/prepared.ts';
import { prepareOnServer } from '../../db/postgres.ts';
import type { Database, IdentityKeysTable, LogoutNoticesTable, OauthArtifactsTable, WebSessionsTable } from '../../db/tables.ts';
import { Repository } from '../../db/repository.ts';

export type ArtifactRow = Selectable<OauthArtifactsTable>;
export type ArtifactInsert = Insertable<OauthArtifactsTable>;

/** A refresh token read with its grant and its person (see findRefreshToken). */
export interface RefreshTokenRead {
  token: ArtifactRow;
  grant: Pick<ArtifactRow, 'id' | 'payload' | 'expires_at' | 'consumed_at'> | undefined;
  /** The person's `disabled_at`, or undefined when there is no such person any more. */
  person: { disabled_at: string | null } | undefined;
}
export type IdentityKeyRow = Selectable<IdentityKeysTable>;
export type WebSessionRow = Selectable<WebSessionsTable>;
export type LogoutNoticeRow = Selectable<LogoutNoticesTable>;

// Lookups by account name their model as a literal, so both stores can use the partial index
// of that model (20261129T0040-oauth-token-indexes): SQLite cannot tell a bound parameter
// satisfies an index's condition.

/** The `oauth_artifacts` model of remembered consents; no oidc-provider model has this name. */
export const CONSENT = 'Consent';

/**
 * The `oauth_artifacts` model linking an issuer's session (its id is the session's uid) to
 * the sign-in host session whose login signed it in (the payload's `webSession`, that
 * session's `id_hash`); no oidc-provider model has this name. Signing a browser out ends the
 * issuer sessions linked to its session and no other.
 */
export const SESSION_SIGN_IN = 'SessionSignIn';

/** An issuer's session of a person, with the sign-in host session it is linked to (if any). */
export interface ProviderSessionRow {
  issuer: string;
  id: string;
  uid: string | null;
  payload: string;
  /** The `id_hash` of the sign-in host session whose login signed this one in. */
  webSession: string | undefined;
}

export function consentId(accountId: string, clientId: string): string {
  return `${accountId}:${clientId}`;
}

/** What saving an artefact again overwrites: everything but its `consumed_at` (see upsertArtifact). */
const SAVE_AGAIN = {
  payload: sql.ref<string>('excluded.payload'),
  grant_id: sql.ref<string | null>('excluded.grant_id'),
  uid: sql.ref<string | null>('excluded.uid'),
  user_code: sql.ref<string | null>('excluded.user_code'),
  account_id: sql.ref<string | null>('excluded.account_id'),
  client_id: sql.ref<string | null>('excluded.client_id'),
  expires_at: sql.ref<string | null>('excluded.expires_at'),
};

const ARTIFACT_COLUMNS = ['issuer', 'model', 'id', 'payload', 'grant_id', 'uid', 'user_code', 'account_id', 'client_id', 'expires_at', 'consumed_at'] as const;

/** The values of artefact rows for a prepared insert: `r0_issuer`, `r0_model`, …, `r1_issuer`, … */
function rowValues(rows: ArtifactInsert[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const column of ARTIFACT_COLUMNS) values[`r${i}_${column}`] = row[column] ?? null;
  });
  return values;
}

/** The first of each artefact (issuer, model and id). */
function uniqueBy<T extends { issuer: string; model: string; id: string }>(artefacts: T[]): T[] {
  const seen = new Set<string>();
  return artefacts.filter(({ issuer, model, id }) => {
    const key = `${issuer}\u0000${model}\u0000${id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface PendingRotation {
  issuer: string;
  consumed: { model: string; id: string }[];
  saved: ArtifactInsert[];
  at: string;
  resolve(): void;
  reject(error: unknown): void;
}

// 32 rotations: at most 64 rows of 11 values and 96 keys, far below either store's limit of bound values.
const MAX_ROTATIONS_PER_BATCH = 32;

/** Stands for the value at a position of a rotation's values in a statement compiled once. */
class Position {
  readonly index: number;
  constructor(index: number) {
    this.index = index;
  }
}

/** A compiled statement whose parameters are taken from a list of values by position. */
interface PositionalStatement {
  bind(values: unknown[]): CompiledQuery;
}

interface RotationStatements {
  rotate?: PositionalStatement;
  consume?: PositionalStatement;
  upsert?: PositionalStatement;
}

function positional({ sql: text, parameters }: { sql: string; parameters: readonly unknown[] }): PositionalStatement {
  const slots = parameters.map((parameter) => (parameter instanceof Position ? parameter.index : -1));
  const constants = parameters.map((parameter) => (parameter instanceof Position ? undefined : parameter));
  // Named prepared statements on PostgreSQL, as PreparedQueries registers its statements.
  prepareOnServer(text);
  return {
    bind(values) {
      const bound = new Array<unknown>(slots.length);
      for (let i = 0; i < slots.length; i++) bound[i] = slots[i] === -1 ? constants[i] : values[slots[i]];
      return CompiledQuery.raw(text, bound);
    },
  };
}

function rowSlots(v: Record<string, unknown>, count: number): ArtifactInsert[] {
  return Array.from({ length: count }, (_, i) => Object.fromEntries(ARTIFACT_COLUMNS.map((column) => [column, v[`r${i}_${column}`]])) as unknown as ArtifactInsert);
}

/** Everything the identity provider keeps in the database. Kysely only; no HTTP here. */
export class IdentityRepository extends Repository<[dialect?: DialectName]> {
  private readonly dialect: DialectName | undefined;
  /** The statements of every token request, compiled once (see PreparedQueries). */
  private readonly queries: PreparedQueries;
  /** Refresh token rotations waiting for the batch being written (see saveRotation). */
  private readonly rotations: PendingRotation[] = [];
  private writing = false;
  private readonly rotationShapes = new Map<string, RotationStatements>();
  /** The clients that registered themselves at the API issuer. */
  readonly registeredClients: RegisteredClients;
  /** Without `dialect`, statements that differ by store take the form both stores run. */
  constructor(db: Db, dialect?: DialectName) {
    super(db, dialect);
    this.dialect = dialect;
    this.queries = new PreparedQueries(db);
    this.registeredClients = new RegisteredClients(db);
  }

  /**
   * Saves an artefact. Saving one again never clears its `consumed_at`: a refresh token
   * issued again to a request racing inside the grace window (same value, see the
   * provider's refresh successors) stays spent once its holder has used it.
   */
  async upsertArtifact(row: ArtifactInsert): Promise<void> {
    await this.queries.execute('upsertArtifact', rowValues([row]), (v) => this.upsert(this.db, rowSlots(v, 1)));
  }

  private upsert(db: QueryCreator<Database>, rows: ArtifactInsert[]) {
    return db
      .insertInto('oauth_artifacts')
      .values(rows)
      .onConflict((oc) => oc.columns(['issuer', 'model', 'id']).doUpdateSet(SAVE_AGAIN));
  }

  private consume(db: QueryCreator<Database>, v: { issuer: unknown; model: unknown; id: unknown; at: unknown }) {
    return db
      .updateTable('oauth_artifacts')
      .set({ consumed_at: v.at as string })
      .where('issuer', '=', v.issuer as string)
      .where('model', '=', v.model as string)
      .where('id', '=', v.id as string)
      .where('consumed_at', 'is', null);
  }

  /**
   * One refresh token rotation, all or nothing: marks the spent tokens consumed (keeping the
   * time of a first use) and saves their successors as upsertArtifact does. Resolves once it
   * is committed.
   *
   * PostgreSQL writes it as one statement. On SQLite, rotations asked for while others are
   * being written are written together in one transaction: a commit (and its write of the
   * b-tree pages it touched) is paid per batch, not per token request. A batch that fails is
   * written again one rotation at a time, so only the failing rotation fails.
   */
  saveRotation(issuer: string, consumed: { model: string; id: string }[], saved: ArtifactInsert[], at: string): Promise<void> {
    // PostgreSQL commits rotations concurrently, one connection each; made to wait for a
    // batch, they were served more slowly (commits wait for the disk, not for this process).
    if (this.dialect === 'postgres') return this.writeRotations([{ issuer, consumed, saved, at, resolve: () => {}, reject: () => {} }]);
    return new Promise((resolve, reject) => {
      this.rotations.push({ issuer, consumed, saved, at, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.writePendingRotations());
      }
    });
  }

  private async writePendingRotations(): Promise<void> {
    try {
      while (this.rotations.length) {
        const batch = this.rotations.splice(0, MAX_ROTATIONS_PER_BATCH);
        try {
          await this.writeRotations(batch);
          for (const rotation of batch) rotation.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0].reject(error);
          else for (const rotation of batch) await this.writeRotations([rotation]).then(rotation.resolve, rotation.reject);
        }
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeRotations(batch: PendingRotation[]): Promise<void> {
    const at = batch[0].at;
    const consumed = uniqueBy(batch.flatMap((rotation) => rotation.consumed.map(({ model, id }) => ({ issuer: rotation.issuer, model, id }))));
    // One statement may not upsert a row twice (PostgreSQL): requests racing with one refresh
    // token save the same successors, and the first save stands (see upsertArtifact).
    const saved = uniqueBy(batch.flatMap((rotation) => rotation.saved));
    const statements = this.rotationStatements(consumed.length, saved.length);
    // The values in the order of the positions the statements were compiled with: `at`, the
    // spent tokens' keys, then the successors' columns.
    const values: unknown[] = [at];
    for (const { issuer, model, id } of consumed) values.push(issuer, model, id);
    for (const row of saved) for (const column of ARTIFACT_COLUMNS) values.push(row[column] ?? null);
    if (statements.rotate) {
      await this.db.executeQuery(statements.rotate.bind(values));
      return;
    }
    // Not a unit of work: these are oidc-provider's own writes through its storage adapter, below
    // the services, and record no change; the transaction holds several requests' rotations.
    await this.db.transaction().execute(async (trx) => {
      if (statements.consume) await trx.executeQuery(statements.consume.bind(values));
      if (statements.upsert) await trx.executeQuery(statements.upsert.bind(values));
    });
  }

  /**
   * The statements writing `consumed` spent tokens and `saved` successors, compiled by Kysely
   * once per count: a batch's values go to them by position, without the named values of
   * PreparedQueries (hundreds of keys for a batch of rotations).
   */
  private rotationStatements(consumed: number, saved: number): RotationStatements {
    const shape = `${consumed},${saved}`;
    let statements = this.rotationShapes.get(shape);
    if (statements) return statements;
    let position = 0;
    const at = new Position(position++);
    const keys = Array.from({ length: consumed }, () => [new Position(position++), new Position(position++), new Position(position++)]);
    const rows = Array.from({ length: saved }, () => Object.fromEntries(ARTIFACT_COLUMNS.map((column) => [column, new Position(position++)])) as unknown as ArtifactInsert);
    const consume = (db: QueryCreator<Database>) =>
      db
        .updateTable('oauth_artifacts')
        .set({ consumed_at: at as unknown as string })
        .where(({ eb, refTuple, tuple }) =>
          eb(refTuple('issuer', 'model', 'id'), 'in', keys.map(([issuer, model, id]) => tuple(issuer as unknown as string, model as unknown as string, id as unknown as string))),
        )
        .where('consumed_at', 'is', null);
    if (this.dialect === 'postgres' && consumed && saved) {
      // A data-modifying WITH runs with the INSERT as one statement (PostgreSQL only).
      statements = { rotate: positional(this.upsert(this.db.with('consumed', (db) => consume(db)), rows).compile()) };
    } else {
      statements = {
        consume: consumed ? positional(consume(this.db).compile()) : undefined,
        upsert: saved ? positional(this.upsert(this.db, rows).compile()) : undefined,
      };
    }
    this.rotationShapes.set(shape, statements);
    return statements;
  }

  async findArtifact(issuer: string, model: string, id: string): Promise<ArtifactRow | undefined> {
    const [row] = await this.queries.execute('findArtifact', { issuer, model, id }, (v) =>
      this.db
        .selectFrom('oauth_artifacts')
        .selectAll()
        .where('issuer', '=', v.issuer)
        .where('model', '=', v.model)
        .where('id', '=', v.id),
    );
    return row;
  }

  /**
   * A refresh token with what its grant looks up next, in one read: its token family (the
   * grant) and its person. Null when there is no such token; undefined when the store is not
   * known (then look them up one by one).
   */
  async findRefreshToken(issuer: string, id: string): Promise<RefreshTokenRead | null | undefined> {
    if (!this.dialect) return undefined;
    // account_id is text; on PostgreSQL a cast of anything but a user id would fail the query.
    const accountId = this.dialect === 'postgres' ? sql`case when rt.account_id ~ '^[1-9][0-9]{0,15}$' then cast(rt.account_id as bigint) end` : sql`rt.account_id`;
    const [row] = await this.queries.execute('findRefreshToken', { issuer, id }, (v) =>
      this.db
        .selectFrom('oauth_artifacts as rt')
        .leftJoin('oauth_artifacts as g', (join) => join.onRef('g.issuer', '=', 'rt.issuer').on('g.model', '=', sql.lit('Grant')).onRef('g.id', '=', 'rt.grant_id'))
        .leftJoin('users as u', (join) => join.on(sql<boolean>`u.id = ${accountId}`))
        .selectAll('rt')
        .select(['g.id as grant_row_id', 'g.payload as grant_payload', 'g.expires_at as grant_expires_at', 'g.consumed_at as grant_consumed_at'])
        .select(['u.id as user_id', 'u.disabled_at as user_disabled_at'])
        .where('rt.issuer', '=', v.issuer)
        .where('rt.model', '=', sql.lit('RefreshToken'))
        .where('rt.id', '=', v.id),
    );
    if (!row) return null;
    const { grant_row_id, grant_payload, grant_expires_at, grant_consumed_at, user_id, user_disabled_at, ...token } = row;
    return {
      token,
      grant: grant_row_id !== null && grant_payload !== null ? { id: grant_row_id, payload: grant_payload, expires_at: grant_expires_at, consumed_at: grant_consumed_at } : undefined,
      person: user_id === null ? undefined : { disabled_at: user_disabled_at },
    };
  }

  findArtifactBy(issuer: string, model: string, column: 'uid' | 'user_code', value: string): Promise<ArtifactRow | undefined> {
    return this.db
      .selectFrom('oauth_artifacts')
      .selectAll()
      .where('issuer', '=', issuer)
      .where('model', '=', model)
      .where(column, '=', value)
      .executeTakeFirst();
  }

  /** Marks an artifact consumed; false when it already was (another request got there first). */
  async consumeArtifact(issuer: string, model: string, id: string, at: string): Promise<boolean> {
    const rows = await this.queries.execute('consumeArtifact', { issuer, model, id, at }, (v) => this.consume(this.db, v).returning('id'));
    return rows.length > 0;
  }

  /** Deletes an artefact by its id, or every one of a model issued under a grant. */
  async deleteArtifactsBy(issuer: string, model: string, column: 'id' | 'grant_id', value: string): Promise<void> {
    await this.db
      .deleteFrom('oauth_artifacts')
      .where('issuer', '=', issuer)
      .where('model', '=', model)
      .where(column, '=', value)
      .execute();
  }

  /**
   * Remembers what a person consented to for an app at an issuer (one `Consent` row each,
   * apart from the grants that tokens are issued under): the payload of a grant.
   */
  async saveConsent(issuer: string, accountId: string, clientId: string, payload: string, expiresAt: string): Promise<void> {
    await this.upsertArtifact({
      issuer,
      model: CONSENT,
      id: consentId(accountId, clientId),
      payload,
      grant_id: null,
      uid: null,
      user_code: null,
      account_id: accountId,
      client_id: clientId,
      expires_at: expiresAt,
      consumed_at: null,
    });
  }

  /** The payload of the unexpired consent a person gave an app at an issuer, if any. */
  async findConsent(issuer: string, accountId: string, clientId: string): Promise<string | undefined> {
    const row = await this.findArtifact(issuer, CONSENT, consentId(accountId, clientId));
    return row && (!row.expires_at || new Date(row.expires_at).getTime() > Date.now()) ? row.payload : undefined;
  }

  /** Forgets the consents a person gave an app at both issuers; answers how many there were. */
  async deleteConsents(accountId: string, clientId: string): Promise<number> {
    const result = await this.db
      .deleteFrom('oauth_artifacts')
      .where('model', '=', sql.lit(CONSENT))
      .where('account_id', '=', accountId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  async deleteExpiredArtifacts(now: string): Promise<void> {
    await this.db.deleteFrom('oauth_artifacts').where('expires_at', '<', now).execute();
  }

  listKeys(kind: string): Promise<IdentityKeyRow[]> {
    return this.db.selectFrom('identity_keys').selectAll().where('kind', '=', kind).orderBy('id', 'desc').execute();
  }

  /**
   * The keys of `kind`, with `first` inserted when none is in use, under a lock: instances
   * starting together on a fresh database make one key and all use it, rather than each its
   * own (another instance's id_tokens would then fail against this one's JWKS). SQLite's write
   * transaction holds the database's write lock from its start (group-commit.ts); PostgreSQL
   * locks the table against other writers until the transaction ends.
   */
  async keysOrFirst(kind: string, first: () => Insertable<Database['identity_keys']>): Promise<IdentityKeyRow[]> {
    return this.db.transaction().execute(async (trx) => {
      if (this.dialect === 'postgres') await sql`lock table identity_keys in share row exclusive mode`.execute(trx);
      const keys = new IdentityRepository(trx, this.dialect);
      const rows = await keys.listKeys(kind);
      if (rows.some((row) => !row.retired_at)) return rows;
      await keys.insertKey(first());
      return keys.listKeys(kind);
    });
  }

  async insertKey(key: Insertable<Database['identity_keys']>): Promise<IdentityKeyRow> {
    return this.db.insertInto('identity_keys').values(key).returningAll().executeTakeFirstOrThrow();
  }

  async retireKeysExcept(kind: string, kid: string, at: string): Promise<void> {
    await this.db
      .updateTable('identity_keys')
      .set({ retired_at: at })
      .where('kind', '=', kind)
      .where('kid', '!=', kid)
      .where('retired_at', 'is', null)
      .execute();
  }

  async deleteKeysRetiredBefore(kind: string, before: string): Promise<void> {
    await this.db.deleteFrom('identity_keys').where('kind', '=', kind).where('retired_at', '<', before).execute();
  }

  async insertWebSession(session: Insertable<Database['web_sessions']>): Promise<void> {
    await this.db.insertInto('web_sessions').values(session).execute();
  }

  /** The session with its person's `disabled_at`, so one read decides whether it still counts. */
  findWebSession(idHash: string): Promise<(WebSessionRow & { disabled_at: string | null }) | undefined> {
    return this.db
      .selectFrom('web_sessions')
      .innerJoin('users', 'users.id', 'web_sessions.user_id')
      .selectAll('web_sessions')
      .select('users.disabled_at')
      .where('web_sessions.id_hash', '=', idHash)
      .executeTakeFirst();
  }

  async touchWebSession(idHash: string, seen: { at: string; ip: string; userAgent: string | null }): Promise<void> {
    await this.db
      .updateTable('web_sessions')
      .set({ last_seen_at: seen.at, ip: seen.ip, user_agent: seen.userAgent })
      .where('id_hash', '=', idHash)
      .execute();
  }

  /** A person's unexpired sessions, most recently used first. */
  listWebSessionsOfUser(userId: number, now: string): Promise<WebSessionRow[]> {
    return this.db
      .selectFrom('web_sessions')
      .selectAll()
      .where('user_id', '=', userId)
      .where('expires_at', '>', now)
      .orderBy('last_seen_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
  }

  async deleteWebSession(idHash: string): Promise<void> {
    await this.db.deleteFrom('web_sessions').where('id_hash', '=', idHash).execute();
  }

  async deleteWebSessionsOfUser(userId: number, exceptIdHash: string | undefined): Promise<void> {
    let query = this.db.deleteFrom('web_sessions').where('user_id', '=', userId);
    if (exceptIdHash) query = query.where('id_hash', '!=', exceptIdHash);
    await query.execute();
  }

  /** Unexpired consents of a person at both issuers. */
  listConsents(accountId: string, now: string): Promise<Pick<ArtifactRow, 'issuer' | 'id' | 'client_id' | 'payload'>[]> {
    return this.db
      .selectFrom('oauth_artifacts')
      .select(['issuer', 'id', 'client_id', 'payload'])
      .where('issuer', 'in', ['api', 'signin'])
      .where('model', '=', sql.lit(CONSENT))
      .where('account_id', '=', accountId)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now)]))
      .execute();
  }

  /** Every grant (token family) of a person and an app, at both issuers. */
  listGrantIds(accountId: string, clientId: string): Promise<Pick<ArtifactRow, 'issuer' | 'id'>[]> {
    return this.db
      .selectFrom('oauth_artifacts')
      .select(['issuer', 'id'])
      .where('issuer', 'in', ['api', 'signin'])
      .where('model', '=', sql.lit('Grant'))
      .where('account_id', '=', accountId)
      .where('client_id', '=', clientId)
      .execute();
  }

  /** A person's sessions at both issuers (oidc-provider's `Session` artefacts), each with its sign-in (see SESSION_SIGN_IN). */
  async listProviderSessionsOf(accountId: string): Promise<ProviderSessionRow[]> {
    const rows = await this.db
      .selectFrom('oauth_artifacts as s')
      .leftJoin('oauth_artifacts as link', (join) => join.onRef('link.issuer', '=', 's.issuer').on('link.model', '=', sql.lit(SESSION_SIGN_IN)).onRef('link.id', '=', 's.uid'))
      .select(['s.issuer', 's.id', 's.uid', 's.payload', 'link.payload as link'])
      .where('s.model', '=', sql.lit('Session'))
      .where('s.account_id', '=', accountId)
      .execute();
    return rows.map(({ link, ...session }) => ({ ...session, webSession: link === null ? undefined : (JSON.parse(link) as { webSession: string }).webSession }));
  }

  /** Records which sign-in host session signed an issuer's session in (see SESSION_SIGN_IN). */
  async linkProviderSession(issuer: string, sessionUid: string, accountId: string, webSession: string, expiresAt: string): Promise<void> {
    await this.upsertArtifact({
      issuer,
      model: SESSION_SIGN_IN,
      id: sessionUid,
      payload: JSON.stringify({ webSession }),
      grant_id: null,
      uid: null,
      user_code: null,
      account_id: accountId,
      client_id: null,
      expires_at: expiresAt,
      consumed_at: null,
    });
  }

  /** Ends one issuer session, and its link to a sign-in. */
  async deleteProviderSession(session: Pick<ProviderSessionRow, 'issuer' | 'id' | 'uid'>): Promise<void> {
    await this.deleteArtifactsBy(session.issuer, 'Session', 'id', session.id);
    if (session.uid) await this.deleteArtifactsBy(session.issuer, SESSION_SIGN_IN, 'id', session.uid);
  }

  /**
   * Revokes every authorization of a person at both issuers (run within one unit of work): each
   * grant (token family) with the codes and tokens issued under it, and every remembered
   * consent. Tokens are found through their grant (its index), never by scanning for the person.
   */
  async deleteAuthorizationsOf(accountId: string): Promise<void> {
    const grants = this.db.selectFrom('oauth_artifacts').select('id').where('model', '=', sql.lit('Grant')).where('account_id', '=', accountId);
    await this.db.deleteFrom('oauth_artifacts').where('grant_id', 'in', grants).execute();
    for (const model of ['Grant', CONSENT]) {
      await this.db.deleteFrom('oauth_artifacts').where('model', '=', sql.lit(model)).where('account_id', '=', accountId).execute();
    }
  }

  /** Everything both issuers keep for an app: codes, tokens, grants, consents and sessions' records of it. */
  async deleteArtifactsOfClient(clientId: string): Promise<void> {
    await this.db.deleteFrom('oauth_artifacts').where('client_id', '=', clientId).execute();
  }

  /**
   * Ends a person's sessions at both issuers (oidc-provider's `Session` artefacts), and their
   * links to sign-ins (run within one unit of work).
   */
  async deleteProviderSessionsOf(accountId: string): Promise<void> {
    const sessions = this.db
      .selectFrom('oauth_artifacts')
      .select(['issuer', 'uid'])
      .where('model', '=', sql.lit('Session'))
      .where('account_id', '=', accountId)
      .where('uid', 'is not', null)
      .$narrowType<{ uid: string }>();
    await this.db
      .deleteFrom('oauth_artifacts')
      .where('model', '=', sql.lit(SESSION_SIGN_IN))
      .where(({ eb, refTuple }) => eb(refTuple('issuer', 'id'), 'in', sessions.$asTuple('issuer', 'uid')))
      .execute();
    await this.db.deleteFrom('oauth_artifacts').where('model', '=', sql.lit('Session')).where('account_id', '=', accountId).execute();
  }

  /** Adds logout tokens owed to apps (see BackchannelLogout), due at once. */
  async insertLogoutNotices(notices: { client_id: string; account_id: string; sid: string | null }[], at: string): Promise<void> {
    await this.db
      .insertInto('logout_notices')
      .values(notices.map((notice) => ({ ...notice, next_attempt_at: at, created_at: at })))
      .execute();
  }

  /** Claims up to `limit` due logout notices for this instance until `leaseUntil` (see `claimDue`). */
  claimLogoutNotices(now: string, leaseUntil: string, limit: number): Promise<LogoutNoticeRow[]> {
    return claimDue(this.db, this.dialect, 'logout_notices', now, leaseUntil, limit);
  }

  /** A notice is done with: its token was taken, or given up. */
  async deleteLogoutNotice(id: number): Promise<void> {
    await this.db.deleteFrom('logout_notices').where('id', '=', id).execute();
  }

  /** Gives a notice back for another attempt at `at`. */
  async retryLogoutNoticeLater(id: number, at: string): Promise<void> {
    await this.db.updateTable('logout_notices').set({ next_attempt_at: at, lease_until: null }).where('id', '=', id).execute();
  }

  async deleteExpiredWebSessions(now: string): Promise<void> {
    await this.db.deleteFrom('web_sessions').where('expires_at', '<', now).execute();
  }
}
