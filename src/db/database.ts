import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import { GroupCommitSqliteDialect } from './group-commit.ts';
import type pg from 'pg';
import { openPostgresPool } from './postgres.ts';
import { openSqlite, openSqliteReader } from './sqlite.ts';
import { startCheckpointer, type Checkpointer } from './checkpointer.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;
export type DialectName = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
  close(): Promise<void>;
  /** The PostgreSQL pool, for pool metrics. */
  pool?: pg.Pool;
}

const directReads = new WeakMap<Db, GroupCommitSqliteDialect>();
/** The file of each SQLite store opened on one, for `inSnapshot`'s connection of its own. */
const sqliteFiles = new WeakMap<Db, string>();

/**
 * A SQLite store's reads that run at once when the connection is free (see
 * `GroupCommitSqliteDialect.readNow`), for the reads made on every request; undefined for
 * PostgreSQL and inside transactions.
 */
export function directReadsOf(db: Db): Pick<GroupCommitSqliteDialect, 'readNow'> | undefined {
  return directReads.get(db);
}

export interface OpenOptions {
  /** PostgreSQL: connections in the pool. */
  poolSize?: number;
  /**
   * How long a query may wait for the database before it fails as unavailable: on PostgreSQL
   * for a connection, on SQLite for a lock another process holds. Default 5000.
   */
  connectTimeoutMs?: number;
  /**
   * SQLite: copy the write-ahead log into the database on a thread of its own (see
   * checkpointer.ts), for a long-running service; `onFailure` hears when that thread fails
   * and the connection has gone back to checkpointing as it commits.
   */
  checkpointInBackground?: { onFailure(error: unknown): void };
}

/** Opens the store named by `DATABASE_URL` (`sqlite:<path>` or `postgres://…`). */
export async function openDatabase(databaseUrl: string, options: OpenOptions = {}): Promise<DatabaseHandle> {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    const sqlite = openSqlite(path);
    const dialect = new GroupCommitSqliteDialect(sqlite, { busyTimeoutMs: options.connectTimeoutMs ?? 5000 });
    let checkpointer: Checkpointer | undefined;
    try {
      if (options.checkpointInBackground) checkpointer = startCheckpointer(sqlite.raw, options.checkpointInBackground.onFailure);
    } catch (error) {
      sqlite.close();
      throw error;
    }
    const db = new Kysely<Database>({ dialect });
    directReads.set(db, dialect);
    if (path !== ':memory:') sqliteFiles.set(db, path);
    return {
      db,
      dialect: 'sqlite',
      async close() {
        await checkpointer?.stop();
        await db.destroy();
      },
    };
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = openPostgresPool(databaseUrl, options.poolSize ?? 10, options.connectTimeoutMs ?? 5000);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), pool };
  }
  throw new Error(`Unsupported DATABASE_URL: ${databaseUrl}`);
}

/**
 * Runs `read` on one snapshot of the store: every query it makes sees the database as it was at
 * the first one, whatever commits meanwhile, so rows read one after another agree with each other
 * (a registration's event is there). For reads that take long, such as an export streamed to a
 * slow client, so neither store is held up while they run:
 * - PostgreSQL: a read-only repeatable-read transaction. It takes no transaction id, so it holds
 *   back neither writers nor the change feed (which waits only for transactions that write); it
 *   keeps one pool connection until it ends.
 * - An SQLite file: a read transaction on a read-only connection of its own. Writers go on (WAL);
 *   a checkpoint cannot copy past the snapshot until it ends, so the log grows meanwhile.
 * - An in-memory SQLite database has no second connection: the reads run on the store as it is.
 */
export async function inSnapshot<T>(db: Db, read: (snapshot: Db) => Promise<T>): Promise<T> {
  const file = sqliteFiles.get(db);
  if (file !== undefined) {
    const reader = new Kysely<Database>({ dialect: new SqliteDialect({ database: openSqliteReader(file) }) });
    try {
      return await reader.transaction().execute(read);
    } finally {
      await reader.destroy();
    }
  }
  if (directReads.has(db)) return read(db);
  return db.transaction().setIsolationLevel('repeatable read').setAccessMode('read only').execute(read);
}
