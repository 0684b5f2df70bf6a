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
 * - A transaction's `begin` is sent with its first statement, in one write and one round trip
 *   (see `PreparingClient`).
 */
export function openPostgresPool(databaseUrl: string, size: number): pg.Pool {
  const pool = new pg.Pool({ ...postgresOptions(databaseUrl), max: size, Client: PreparingClient as unknown as pg.PoolConfig['Client'], types: { getTypeParser } });
  // An idle client that loses its connection must not crash the process.
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

/** What Kysely's PostgreSQL driver sends to open, commit and roll back a transaction. */
const BEGIN = 'begin';
const ENDS: Record<string, string> = { commit: 'COMMIT', rollback: 'ROLLBACK' };

/**
 * A `pg` client that runs registered statements by name (see `openPostgresPool`), and runs
 * every (text, values) query through pg's callback form. Kysely calls the promise form,
 * which cost about 50 µs more CPU per query under load than the callback form does.
 *
 * It also holds back a transaction's `begin` until the first statement of the transaction,
 * and sends the two together (`BeginThen`): each round trip costs the process a socket write,
 * a wake-up and a read (about 100 µs of CPU on our machines), more than a small statement's
 * own work, and a write transaction of three statements made five of them.
 */
class PreparingClient extends pg.Client {
  /** Kysely asked for `begin` and was answered; nothing has been sent yet. */
  private beginHeld = false;

  // @ts-expect-error: one override for pg's many `query` overloads; only (text, values[, callback]) is rerouted.
  override query(...args: unknown[]) {
    const [text, values, callback] = args;
    const reroutable = typeof text === 'string' && Array.isArray(values) && (args.length === 2 || (args.length === 3 && typeof callback === 'function'));
    if (!reroutable) return (super.query as (...a: unknown[]) => unknown)(...args);
    if (typeof callback === 'function') return this.run(text, values, callback as QueryCallback);
    return new Promise<pg.QueryResult>((resolve, reject) => this.run(text, values, (error, result) => (error ? reject(error) : resolve(result!))));
  }

  private run(text: string, values: unknown[], callback: QueryCallback): void {
    if (text === BEGIN && values.length === 0 && !this.beginHeld) {
      this.beginHeld = true;
      return callback(undefined, emptyResult('BEGIN'));
    }
    if (this.beginHeld) {
      this.beginHeld = false;
      // A transaction that ran no statement: nothing to begin, commit or roll back.
      const end = values.length === 0 ? ENDS[text] : undefined;
      if (end) return callback(undefined, emptyResult(end));
      // A statement without parameters may hold several commands, which only the simple
      // protocol runs: `begin` goes first on its own, and the statement only if it succeeded.
      if (values.length === 0) {
        super.query(BEGIN, (error: Error | null) => (error ? callback(error) : this.runStatement(text, values, callback, false)));
        return;
      }
      return this.runStatement(text, values, callback, true);
    }
    this.runStatement(text, values, callback, false);
  }

  private runStatement(text: string, values: unknown[], callback: QueryCallback, withBegin: boolean): void {
    const name = statementNames.get(text);
    if (name === undefined) {
      this.send(text, values, undefined, callback, withBegin);
      return;
    }
    this.send(text, values, name, (error, result) => {
      if (!error || (error as { code?: string }).code !== '0A000' || !error.message.includes(STALE_PLAN)) return callback(error ?? undefined, result);
      // Only the first failure renames, so racing connections do not rename it again and again.
      if (statementNames.get(text) === name) statementNames.set(text, `cp${nextName++}`);
      this.send(text, values, statementNames.get(text), (retryError, retryResult) => {
        // Inside a transaction the first failure aborted it (25P02), so only its error tells.
        if (retryError) return callback((retryError as { code?: string }).code === '25P02' ? error : retryError);
        callback(undefined, retryResult);
      }, false);
    }, withBegin);
  }

  private send(text: string, values: unknown[], name: string | undefined, callback: QueryCallback, withBegin: boolean): void {
    // Made from the text rather than a config object, which pg copies property by property.
    const query = new pg.Query(text, values, ((error: Error | null, result: pg.QueryResult) => callback(error ?? undefined, result)) as never) as unknown as Submittable;
    if (name !== undefined) query.name = name;
    (super.query as (query: unknown) => void)(withBegin ? new BeginThen(query) : query);
  }
}

function emptyResult(command: string): pg.QueryResult {
  return { command, rowCount: null, oid: 0, rows: [], fields: [] };
}

type PgConnection = {
  parse(query: { text: string }): void;
  bind(config: object): void;
  execute(config: object): void;
  stream: { cork?(): void; uncork?(): void };
  parsedStatements: Record<string, string>;
  submittedNamedStatements: Record<string, string>;
};

type Submittable = {
  name?: string;
  text: string;
  callback?: unknown;
  submit(connection: PgConnection): Error | null;
  handleRowDescription(message: unknown): void;
  handleDataRow(message: unknown): void;
  handleCommandComplete(message: unknown, connection: PgConnection): void;
  handleEmptyQuery(connection: PgConnection): void;
  handlePortalSuspended(connection: PgConnection): void;
  handleError(error: Error, connection: PgConnection): void;
  handleReadyForQuery(connection: PgConnection): void;
  handleCopyInResponse(connection: PgConnection): void;
  handleCopyData(message: unknown, connection: PgConnection): void;
  _result: unknown;
};

/**
 * `begin` and a statement in one write and one round trip: `begin` in the extended protocol
 * without a Sync, then the statement as pg sends it, ending with its Sync. Should `begin`
 * fail, PostgreSQL skips everything up to that Sync, so the statement never runs outside the
 * transaction; the error is the statement's. The answers to `begin` (ParseComplete,
 * BindComplete, CommandComplete) come first and are not the statement's.
 */
class BeginThen {
  private readonly statement: Submittable;
  private begun = false;
  callback: unknown;
  constructor(statement: Submittable) {
    this.statement = statement;
    this.callback = statement.callback;
  }

  /** Read by pg on ParseComplete: `begin`'s is not the statement's (an unnamed one). */
  get name(): string | undefined {
    return this.begun ? this.statement.name : undefined;
  }
  get text(): string {
    return this.statement.text;
  }
  get _result(): unknown {
    return this.statement._result;
  }

  submit(connection: PgConnection): Error | null {
    connection.stream.cork?.();
    try {
      connection.parse({ text: BEGIN });
      connection.bind({});
      connection.execute({});
      return this.statement.submit(connection);
    } finally {
      connection.stream.uncork?.();
    }
  }

  handleCommandComplete(message: unknown, connection: PgConnection): void {
    if (!this.begun) {
      this.begun = true;
      return;
    }
    this.statement.handleCommandComplete(message, connection);
  }

  handleError(error: Error, connection: PgConnection): void {
    // `begin` failed: the statement's Parse was skipped, so pg must send it again next time.
    const name = this.statement.name;
    if (!this.begun && name && connection.submittedNamedStatements[name] !== undefined) delete connection.submittedNamedStatements[name];
    this.statement.handleError(error, connection);
  }

  handleRowDescription(message: unknown): void {
    this.statement.handleRowDescription(message);
  }
  handleDataRow(message: unknown): void {
    this.statement.handleDataRow(message);
  }
  handleEmptyQuery(connection: PgConnection): void {
    this.statement.handleEmptyQuery(connection);
  }
  handlePortalSuspended(connection: PgConnection): void {
    this.statement.handlePortalSuspended(connection);
  }
  handleReadyForQuery(connection: PgConnection): void {
    this.statement.handleReadyForQuery(connection);
  }
  handleCopyInResponse(connection: PgConnection): void {
    this.statement.handleCopyInResponse(connection);
  }
  handleCopyData(message: unknown, connection: PgConnection): void {
    this.statement.handleCopyData(message, connection);
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
