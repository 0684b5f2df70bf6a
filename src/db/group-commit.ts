import {
  CompiledQuery,
  SqliteAdapter,
  SqliteQueryCompiler,
  SqliteIntrospector,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type SqliteDatabase,
} from 'kysely';
import type { DatabaseSync, StatementSync } from 'node:sqlite';

/**
 * SQLite with group commit: transactions that run back to back within one turn of the event
 * loop share one commit.
 *
 * A commit costs far more than the statements of a small transaction: it appends every page
 * the transaction touched to the WAL, and whenever the WAL crosses the checkpoint mark, the
 * commit copies it into the database and waits for two `fsync`s, blocking the event loop for
 * milliseconds (a long-running service moves most of that copying to a thread of its own,
 * see checkpointer.ts). Under concurrent writes many requests are parsed in one turn of the loop;
 * here each runs its transaction as a savepoint inside one open transaction, and that
 * transaction commits once, when the turn ends (`setImmediate`). Pages several transactions
 * touch (the list counters, the last page of each table and index) are written once.
 *
 * What does not change:
 * - A transaction's promise settles only after the commit that holds it: nothing is
 *   acknowledged before it is durable, and a failed commit fails every transaction in it.
 * - A transaction that fails rolls back to its savepoint; the others stand. If SQLite itself
 *   rolled back the whole transaction (an I/O error, a full disk), every transaction of the
 *   group fails.
 * - Nothing outside the group sees its writes before they are committed: a statement run
 *   outside a transaction (a read, an autocommit write, a PRAGMA) first commits the open
 *   group. Concurrent reads therefore never see data that could still be rolled back.
 * - Transactions still run one at a time (SQLite has one writer): a lock hands the
 *   connection to one transaction or statement after another, as Kysely's own does.
 *
 * The schema must not use deferred constraints: one would fail the shared commit, and with
 * it the transactions grouped with the offending one.
 */
export class GroupCommitSqliteDialect implements Dialect {
  private readonly raw: DatabaseSync;
  private readonly database: SqliteDatabase;
  private driver: GroupCommitDriver | undefined;
  constructor(database: SqliteDatabase & { raw: DatabaseSync }) {
    this.raw = database.raw;
    this.database = database;
  }
  createDriver(): Driver {
    this.driver = new GroupCommitDriver(this.database, this.raw);
    return this.driver;
  }

  /**
   * Rows of a read run at once, without Kysely's hand-over of the connection (a few promises,
   * more than a small read costs), when nobody holds the connection; undefined when somebody
   * does: then read through Kysely, which waits for it. The open group commits first, as
   * for any statement outside a transaction.
   */
  readNow<R>(sql: string, parameters: readonly unknown[]): R[] | undefined {
    return this.driver?.readNow<R>(sql, parameters);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    return new GroupCommitAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/** The SQLite adapter, except that the driver below hands out the connection itself. */
class GroupCommitAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

/** The open transaction and the savepoint transactions that committed into it. */
interface Group {
  waiting: Waiter[];
  /** A transaction is between its savepoint and its release: the group commits when it ends. */
  commitDue: boolean;
}

/** One holder's use of the connection: what Kysely calls a connection, released once. */
class Lease implements DatabaseConnection {
  inTransaction = false;
  released = false;
  private readonly driver: GroupCommitDriver;
  constructor(driver: GroupCommitDriver) {
    this.driver = driver;
  }
  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    return Promise.resolve(this.driver.run<R>(this, compiledQuery));
  }
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.driver.iterate<R>(this, compiledQuery)) yield { rows: [row] };
  }
}

class GroupCommitDriver implements Driver {
  private readonly database: SqliteDatabase;
  private readonly raw: DatabaseSync;
  /** Holders waiting for the connection, in order. */
  private readonly queue: (() => void)[] = [];
  private busy = false;
  private group: Group | undefined;
  private active = false;
  private readonly control: Record<'begin' | 'savepoint' | 'release' | 'commit', StatementSync>;

  constructor(database: SqliteDatabase, raw: DatabaseSync) {
    this.database = database;
    this.raw = raw;
    const prepare = (statement: string) => raw.prepare(statement);
    this.control = { begin: prepare('BEGIN'), savepoint: prepare('SAVEPOINT grouped'), release: prepare('RELEASE grouped'), commit: prepare('COMMIT') };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await new Promise<void>((resolve) => this.queue.push(resolve));
    this.busy = true;
    return new Lease(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.release(connection as Lease);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.group) {
      this.control.begin.run();
      const group: Group = { waiting: [], commitDue: false };
      this.group = group;
      setImmediate(() => {
        if (this.group !== group) return;
        if (this.active) group.commitDue = true;
        else this.commit();
      });
    }
    this.control.savepoint.run();
    (connection as Lease).inTransaction = true;
    this.active = true;
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    this.control.release.run();
    lease.inTransaction = false;
    this.active = false;
    const group = this.group!;
    const committed = new Promise<void>((resolve, reject) => group.waiting.push({ resolve, reject }));
    // The next transaction may run into the same group while this one waits for its commit.
    this.release(lease);
    if (group.commitDue) this.commit();
    await committed;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const lease = connection as Lease;
    // Kysely also rolls back when the commit fails: the group's failure already undid it.
    if (!lease.inTransaction) return;
    lease.inTransaction = false;
    this.active = false;
    const group = this.group!;
    if (this.raw.isTransaction) {
      this.raw.exec('ROLLBACK TO grouped; RELEASE grouped');
      if (group.commitDue) this.commit();
      return;
    }
    // SQLite rolled the whole transaction back (an I/O error, a full disk): the group's
    // earlier transactions are gone with it.
    this.group = undefined;
    const error = new Error('The database rolled back the transaction this write was grouped with');
    for (const waiter of group.waiting) waiter.reject(error);
  }

  async savepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.run(connection as Lease, CompiledQuery.raw(`savepoint "${name}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.run(connection as Lease, CompiledQuery.raw(`rollback to "${name}"`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string): Promise<void> {
    this.run(connection as Lease, CompiledQuery.raw(`release "${name}"`));
  }

  async destroy(): Promise<void> {
    if (this.group && !this.active) this.commit();
    this.database.close();
  }

  /** Runs a statement for `lease`; outside a transaction, the open group commits first. */
  run<R>(lease: Lease, { sql, parameters }: CompiledQuery): QueryResult<R> {
    if (!lease.inTransaction && this.group) this.commit();
    const statement = this.database.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters);
    return {
      insertId: lastInsertRowid == null ? undefined : BigInt(lastInsertRowid),
      numAffectedRows: changes == null ? undefined : BigInt(changes),
      rows: [],
    };
  }

  /** See `GroupCommitSqliteDialect.readNow`. */
  readNow<R>(sql: string, parameters: readonly unknown[]): R[] | undefined {
    if (this.busy) return undefined;
    if (this.group) this.commit();
    return this.database.prepare(sql).all(parameters) as R[];
  }

  /** Rows of a read one by one, for `stream()`; outside a transaction, the open group commits first. */
  iterate<R>(lease: Lease, { sql, parameters }: CompiledQuery): Iterable<R> {
    if (!lease.inTransaction && this.group) this.commit();
    return this.database.prepare(sql).iterate(parameters) as Iterable<R>;
  }

  private commit(): void {
    const group = this.group!;
    this.group = undefined;
    try {
      this.control.commit.run();
    } catch (error) {
      if (this.raw.isTransaction) this.raw.exec('ROLLBACK');
      for (const waiter of group.waiting) waiter.reject(error);
      return;
    }
    for (const waiter of group.waiting) waiter.resolve();
  }

  private release(lease: Lease): void {
    if (lease.released) return;
    lease.released = true;
    const next = this.queue.shift();
    if (next) next();
    else this.busy = false;
  }
}
