import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { openSqlite } from './sqlite.ts';
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

/** Opens the store named by `DATABASE_URL` (`sqlite:<path>` or `postgres://…`). */
export async function openDatabase(databaseUrl: string, options: { poolSize?: number } = {}): Promise<DatabaseHandle> {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    const sqlite = openSqlite(path);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const pool = new pg.Pool({ ...postgresOptions(databaseUrl), max: options.poolSize ?? 10 });
    // An idle client that loses its connection must not crash the process.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', close: () => db.destroy(), pool };
  }
  throw new Error(`Unsupported DATABASE_URL: ${databaseUrl}`);
}

/**
 * Connection options from a postgres:// URL. A `schema` query parameter (not part of
 * libpq's URL syntax) sets the search path, so tests and tenants can share one database.
 */
function postgresOptions(databaseUrl: string): pg.PoolConfig {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  return {
    connectionString: url.toString(),
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  };
}
