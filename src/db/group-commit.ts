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
import { isSqliteBusy } from './unavailable.ts';

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
 *
 * Several processes may use the file at once (instances behind one load balancer, cluster
 * workers, the command line); SQLite lets one of them write at a time:
 * - The group takes the write lock as it begins (`BEGIN IMMEDIATE`). A deferred transaction
 *   would take it at its first write, and fail there if another process wrote since it
 *   began reading; a half-run transaction cannot be tried again from here.
 * - When another process holds a lock, nothing waits inside SQLite: node:sqlite would wait
 *   on this thread and stop every other request with it (the connection's busy timeout is
 *   0, see sqlite.ts). The transaction or statement that met the lock waits on a timer
 *   instead and tries again, after pauses that grow from 1 to `MAX_BUSY_PAUSE_MS`, one
 *   timer shared by all that wait. Meanwhile the connection serves the holders queued
 *   behind it, so reads go on.
 * - One that still finds the lock taken after `busyTimeoutMs` fails with SQLite's busy
 *   error, which the service answers 503 with `Retry-After` (see unavailable.ts).
 */
export class GroupCommitSqliteDialect implements Dialect {
  private readonly raw: DatabaseSync;
  private readonly database: SqliteDatabase;
  private readonly busyTimeoutMs: number;
  private driver: GroupCommitDriver | undefined;
  /** `busyTimeoutMs`: how long a transaction or statement may wait for a lock another process holds. */
  constructor(database: SqliteDatabase & { raw: DatabaseSync }, { busyTimeoutMs }: { busyTimeoutMs: number }) {
    this.raw = database.raw;
    this.database = database;
    this.busyTimeoutMs = busyTimeoutMs;
  }
  createDriver(): Driver {
    this.driver = new GroupCommitDriver(this.database, this.raw, this.busyTimeoutMs);
    return this.driver;
  }

  /**
   * Rows of a read run at once, without Kysely's hand-over of the connection (a few promises,
   * more than a small read costs), when nobody holds the connection; undefined when somebody
   * does, or another process holds a lock the read needs: then read through Kysely, which
   * waits for either. The open group commits first, as for any statement outside a
   * transaction.
   */
  readNow<R>(sql: string, parameters: readonly unknown[]): R[] | undefined {
    return this.driver?.readNow<R>(sql, parameters);
  }
  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }
  createAdapter(): DialectAdapter {
    // Kysely's own lock is in SqliteDriver; the driver below hands out the connection itself.
    return new SqliteAdapter();
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/** The longest pause between two tries for a lock another process holds. */
const MAX_BUSY_PAUSE_MS = 8;

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
    try {
      return Promise.resolve(this.driver.run<R>(this, compiledQuery));
    } catch (error) {
      // Within a transaction the group holds the write lock: a busy error there is not another process's turn.
      if (this.inTransaction || !isSqliteBusy(error)) throw error;
      return this.driver.runWhenFree<R>(this, compiledQuery);
    }
  }
  async *streamQuery<R>(compiledQuery: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    for (const row of this.driver.iterate<R>(this, compiledQuery)) yield { rows: [row] };
  }
}

class GroupCommitDriver implements Driver {
  private readonly database: SqliteDatabase;
  private readonly raw: DatabaseSync;
  private readonly busyTimeoutMs: number;
  /** Holders waiting for the connection, in order. */
  private readonly queue: (() => void)[] = [];
  private busy = false;
  private group: Group | undefined;
  private active = false;
  /** The pause under way before the next try for a lock another process holds, and how many tries in a row failed. */
  private busyPause: Promise<void> | undefined;
  private busyTries = 0;
  private readonly control: Record<'begin' | 'savepoint' | 'release' | 'commit', StatementSync>;

  constructor(database: SqliteDatabase, raw: DatabaseSync, busyTimeoutMs: number) {
    this.database = database;
    this.raw = raw;
    this.busyTimeoutMs = busyTimeoutMs;
    const prepare = (statement: string) => raw.prepare(statement);
    this.control = { begin: prepare('BEGIN IMMEDIATE'), savepoint: prepare('SAVEPOINT grouped'), release: prepare('RELEASE grouped'), commit: prepare('COMMIT') };
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.busy) await this.turn();
    this.busy = true;
    return new Lease(this);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    this.release(connection as Lease);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    if (!this.group) await this.openGroup();
    this.control.savepoint.run();
    (connection as Lease).inTransaction = true;
    this.active = true;
  }

  /** Takes the write lock for a new group, waiting (see the class) while another process holds it. */
  private async openGroup(): Promise<void> {
    const giveUpAt = performance.now() + this.busyTimeoutMs;
    // Another transaction may have opened a group while this one waited.
    while (!this.group) {
      try {
        this.control.begin.run();
      } catch (error) {
        if (!isSqliteBusy(error) || performance.now() >= giveUpAt) throw error;
        await this.waitOutBusy();
        continue;
      }
      this.busyTries = 0;
      const group: Group = { waiting: [], commitDue: false };
      this.group = group;
      setImmediate(() => {
        if (this.group !== group) return;
        if (this.active) group.commitDue = true;
        else this.commit();
      });
    }
  }

  /** Runs a statement outside a transaction that met another process's lock once it is free, or fails after `busyTimeoutMs`. */
  async runWhenFree<R>(lease: Lease, compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const giveUpAt = performance.now() + this.busyTimeoutMs;
    for (;;) {
      await this.waitOutBusy();
      try {
        const result = this.run<R>(lease, compiledQuery);
        this.busyTries = 0;
        return result;
      } catch (error) {
        if (!isSqliteBusy(error) || performance.now() >= giveUpAt) throw error;
      }
    }
  }

  /**
   * Waits out the shared pause before the next try for a lock another process holds, with the
   * connection handed to the holders queued meanwhile, and takes it back.
   */
  private async waitOutBusy(): Promise<void> {
    this.busyPause ??= new Promise<void>((resolve) => {
      // Jittered, so that processes waiting for a third one do not try in step.
      const pauseMs = Math.min(2 ** this.busyTries++, MAX_BUSY_PAUSE_MS) * (0.5 + Math.random());
      setTimeout(() => {
        this.busyPause = undefined;
        resolve();
      }, pauseMs);
    });
    const pause = this.busyPause;
    this.passOn();
    await pause;
    if (this.busy) await this.turn();
    this.busy = true;
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
    try {
      return this.database.prepare(sql).all(parameters) as R[];
    } catch (error) {
      if (isSqliteBusy(error)) return undefined;
      throw error;
    }
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

  /** Resolves when the holders before this one are done and `passOn` hands the connection over. */
  private turn(): Promise<void> {
    return new Promise<void>((resolve) => this.queue.push(resolve));
  }

  private release(lease: Lease): void {
    if (lease.released) return;
    lease.released = true;
    this.passOn();
  }

  /** Hands the connection to the next holder in the queue, if any. */
  private passOn(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.busy = false;
  }
}
