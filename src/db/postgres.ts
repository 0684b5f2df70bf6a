import pg from 'pg';

/**
 * The PostgreSQL pool the service runs on: `pg` with three changes on the hot path.
 *
 * - Queries run through pg's callback form (see `PreparingClient`).
 * - Statements registered with `prepareOnServer` (the hot queries, which have a fixed set of
 *   shapes) are sent as named prepared statements: each connection parses and plans them
 *   once instead of on every call. A plan cached before a schema change can fail with
 *   "cached plan must not change result type" (a column added to a `SELECT *` table while
 *   this instance runs, as in a rolling migration); the statement then gets a new name, so
 *   every connection prepares it again, and the query is retried once.
 * - `timestamptz` values are read as ISO 8601 strings, the form they are written in and the
 *   form SQLite returns, instead of being parsed into `Date`s and formatted back. The session
 *   time zone is set to UTC so the text PostgreSQL sends is already UTC.
 */
export function openPostgresPool(databaseUrl: string, size: number, connectTimeoutMs: number): pg.Pool {
  const pool = new pg.Pool({
    ...postgresOptions(databaseUrl),
    max: size,
    // Bounds the wait for a connection, pooled or new, so a server that is restarting or out
    // of reach makes requests answer 503 (see `isDatabaseUnavailable`) instead of hanging.
    connectionTimeoutMillis: connectTimeoutMs,
    // A server that vanished without closing its connections (a partition, a failover) is noticed.
    keepAlive: true,
    Client: PreparingClient as unknown as pg.PoolConfig['Client'],
    types: { getTypeParser },
  });
  // A client that loses its connection while idle in the pool is dropped by the pool; this
  // listener only keeps the event from being unhandled.
  pool.on('error', () => {});
  // Set on each new connection before its first query, rather than as a startup option,
  // which PgBouncer refuses by default. Where it does not hold (a transaction-mode pooler),
  // timestamps still read correctly, by the slower path of `timestamptzToIso`.
  pool.on('connect', (client) => client.query('SET TIME ZONE UTC', () => {}));
  return pool;
}

/**
 * Connection options from a postgres:// URL. A `schema` query parameter (not part of
 * libpq's URL syntax) sets the search path, so tests and tenants can share one database.
 */
function postgresOptions(databaseUrl: string): pg.PoolConfig {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  return { connectionString: url.toString(), ...(schema ? { options: `-c search_path=${schema}` } : {}) };
}

/** The most statements prepared on each connection; hot shapes number a few dozen. */
const MAX_PREPARED = 500;
const statementNames = new Map<string, string>();
let nextName = 1;

/** Asks for `sql` to run as a named prepared statement on PostgreSQL (a no-op on SQLite). */
export function prepareOnServer(sql: string): void {
  if (!statementNames.has(sql) && statementNames.size < MAX_PREPARED) statementNames.set(sql, `cp${nextName++}`);
}

const STALE_PLAN = 'cached plan must not change result type';

type QueryCallback = (error: Error | undefined, result?: pg.QueryResult) => void;

/**
 * A `pg` client that runs registered statements by name (see `openPostgresPool`), and runs
 * every (text, values) query through pg's callback form. Kysely calls the promise form,
 * which cost about 50 µs more CPU per query under load than the callback form does.
 */
class PreparingClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super(config);
    // A connection ended by the server (a restart, `pg_terminate_backend`) while the client is
    // checked out and between queries (inside a transaction, say) emits 'error' on the client,
    // which the pool does not listen to then: unhandled, it ended the process. Its query in
    // flight, or the next one, fails instead, and the pool drops the client on release.
    this.on('error', () => {});
  }

  // @ts-expect-error: one override for pg's many `query` overloads; only (text, values[, callback]) is rerouted.
  override query(...args: unknown[]) {
    const [text, values, callback] = args;
    const reroutable = typeof text === 'string' && Array.isArray(values) && (args.length === 2 || (args.length === 3 && typeof callback === 'function'));
    if (!reroutable) return (super.query as (...a: unknown[]) => unknown)(...args);
    if (typeof callback === 'function') return this.run(text, values, callback as QueryCallback);
    return new Promise<pg.QueryResult>((resolve, reject) => this.run(text, values, (error, result) => (error ? reject(error) : resolve(result!))));
  }

  private run(text: string, values: unknown[], callback: QueryCallback): void {
    const name = statementNames.get(text);
    if (name === undefined) {
      super.query(text, values, callback);
      return;
    }
    this.named(name, text, values, (error, result) => {
      if (!error || (error as { code?: string }).code !== '0A000' || !error.message.includes(STALE_PLAN)) return callback(error ?? undefined, result);
      // Only the first failure renames, so racing connections do not rename it again and again.
      if (statementNames.get(text) === name) statementNames.set(text, `cp${nextName++}`);
      this.named(statementNames.get(text)!, text, values, (retryError, retryResult) => {
        // Inside a transaction the first failure aborted it (25P02), so only its error tells.
        if (retryError) return callback((retryError as { code?: string }).code === '25P02' ? error : retryError);
        callback(undefined, retryResult);
      });
    });
  }

  /**
   * Runs `text` as the prepared statement `name`. The query is made from the text and named
   * after: pg copies a config object (`{name, text, values}`) descriptor by descriptor, which
   * took 3.3 µs a statement against 0.3 µs this way.
   */
  private named(name: string, text: string, values: unknown[], callback: QueryCallback): void {
    const query = new pg.Query(text, values, ((error: Error | null, result: pg.QueryResult) => callback(error ?? undefined, result)) as never);
    (query as { name?: string }).name = name;
    (super.query as (query: unknown) => void)(query);
  }
}

const TIMESTAMPTZ = 1184;
const parseTimestamptz = pg.types.getTypeParser(TIMESTAMPTZ) as (text: string) => Date | number;

function getTypeParser(oid: number, format?: string) {
  if (oid === TIMESTAMPTZ && format !== 'binary') return timestamptzToIso;
  return pg.types.getTypeParser(oid, format as 'text');
}

/**
 * `2026-11-22 10:00:00.123456+00` → `2026-11-22T10:00:00.123Z` (milliseconds, as written).
 * Any other form (another session time zone, years past 9999, infinity) takes pg's parser.
 */
export function timestamptzToIso(text: string): string | number {
  if (text.length >= 22 && text.length <= 29 && text[10] === ' ' && text.endsWith('+00')) {
    const fraction = text.length > 22 ? text.slice(20, -3) : '';
    return `${text.slice(0, 10)}T${text.slice(11, 19)}.${(fraction + '000').slice(0, 3)}Z`;
  }
  const parsed = parseTimestamptz(text);
  return parsed instanceof Date ? parsed.toISOString() : parsed;
}
