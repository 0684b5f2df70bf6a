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

/** A table keyed by its first columns, all required (`key`: their names and types), as primary key `<table>_pk`; the caller adds the others. */
export function keyedTable(db: Kysely<unknown>, table: string, key: Record<string, 'text' | 'integer'>) {
  let builder: CreateTableBuilder<string, string> = db.schema.createTable(table);
  for (const [name, type] of Object.entries(key)) builder = builder.addColumn(name, type, notNull);
  return builder.addPrimaryKeyConstraint(`${table}_pk`, Object.keys(key));
}

/**
 * A table that pairs rows of two others (a church and a member, an event and a registrant): a
 * column referring to each, the pair going with either row, and the two as the primary key
 * `<table>_pk`. The caller adds the table's other columns.
 */
export function pairTable(db: Kysely<unknown>, table: string, [first, firstTarget]: [column: string, references: string], [second, secondTarget]: [column: string, references: string]) {
  return db.schema
    .createTable(table)
    .addColumn(first, 'integer', (c) => c.notNull().references(firstTarget).onDelete('cascade'))
    .addColumn(second, 'integer', (c) => c.notNull().references(secondTarget).onDelete('cascade'))
    .addPrimaryKeyConstraint(`${table}_pk`, [first, second]);
}

/**
 * A table of deleted rows as a calendar last showed them (`deleted_events`), kept a while so
 * subscribed calendars see them cancelled: the deleted row's id (`idColumn`), the `copied`
 * columns, its iCalendar sequence and when it went, all required. Indexed by the column of the
 * feed it shows in (`<table>_church` for `church_id`) with the time, and by the time alone.
 */
export async function createTombstoneTable(db: Kysely<unknown>, table: string, idColumn: string, copied: Record<string, 'integer' | 'text' | 'timestamptz'>, feedColumn: string): Promise<void> {
  const columns = { ...copied, sequence: 'integer', deleted_at: timestampType(db) } as const;
  let builder = db.schema.createTable(table).addColumn(idColumn, 'integer', (c) => c.primaryKey());
  for (const [name, type] of Object.entries(columns)) builder = builder.addColumn(name, type, notNull);
  await builder.execute();
  await db.schema.createIndex(`${table}_${feedColumn.replace(/_id$/, '')}`).on(table).columns([feedColumn, 'deleted_at']).execute();
  await db.schema.createIndex(`${table}_time`).on(table).columns(['deleted_at']).execute();
}
