import { Kysely, SqliteDialect, type Dialect } from 'kysely';
import { openSqlite } from './sqlite.ts';
import type { Database } from './tables.ts';

export type Db = Kysely<Database>;
export type Dialect_ = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Db;
  dialect: Dialect_;
  close(): Promise<void>;
}

/** Opens the store named by `DATABASE_URL` (`sqlite:<path>` or `postgres://…`). */
export async function openDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  if (databaseUrl.startsWith('sqlite:')) {
    const path = databaseUrl.slice('sqlite:'.length);
    const sqlite = openSqlite(path);
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
    const dialect = await postgresDialect(databaseUrl);
    const db = new Kysely<Database>({ dialect });
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  throw new Error(`Unsupported DATABASE_URL: ${databaseUrl}`);
}

async function postgresDialect(_url: string): Promise<Dialect> {
  throw new Error('PostgreSQL support is not available in this build; use DATABASE_URL=sqlite:<path>');
}
