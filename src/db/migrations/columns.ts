import { SqliteAdapter, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';

/**
 * Column helpers that let one migration run on SQLite and PostgreSQL: the only
 * differences we allow are how an identity column and a timestamp are declared.
 */
export function isSqlite(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

export function withId<T extends string>(db: Kysely<unknown>, table: CreateTableBuilder<T, never>) {
  return isSqlite(db)
    ? table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().generatedByDefaultAsIdentity());
}

/** ISO text on SQLite (sorts correctly), `timestamptz` on PostgreSQL. */
export function timestampType(db: Kysely<unknown>): 'text' | 'timestamptz' {
  return isSqlite(db) ? 'text' : 'timestamptz';
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
