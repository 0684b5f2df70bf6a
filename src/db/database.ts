import { Kysely, PostgresDialect } from 'kysely';
import { GroupCommitSqliteDialect } from './group-commit.ts';
import type pg from 'pg';
import { openPostgresPool } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
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
