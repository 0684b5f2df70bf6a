import { sql, type Kysely } from 'kysely';
import { isSqlite, keyedTable } from './columns.ts';

/**
 * `list_counters` holds the `total` of every list and of every filtered view of it
 * (`scope`), plus a `version` that changes whenever a row enters, leaves or moves within
 * that view. Triggers keep both in the same transaction as the row writes, whoever writes
 * (the service, the seed, the CLI, another instance), so a list's total is a primary-key
 * read instead of a COUNT(*) over the table, and a remembered page boundary can be trusted
 * exactly while the version it was seen at is current.
 *
 * Triggers are the one place where the two stores need their own syntax; the statement they
 * run is the same SQL on both.
 */

interface CountedList {
  table: string;
  /** The scopes a row counts in, as SQL over the row alias (`NEW`, `OLD`, or a table alias). */
  scopes: (row: string) => string[];
  /** Columns whose change can move a row between scopes or within the list's order. */
  columns: string[];
  /** True when a changed column also changes the order (not only the scopes): every scope's version moves. */
  reorders: boolean;
}

const bool = (expression: string) => `CASE WHEN ${expression} THEN 'true' ELSE 'false' END`;

export const COUNTED_LISTS: CountedList[] = [
  { table: 'churches', scopes: () => ["''"], columns: [], reorders: false },
  { table: 'groups', scopes: (r) => ["''", `'church:' || ${r}.church_id`], columns: ['church_id'], reorders: false },
  { table: 'events', scopes: (r) => ["''", `'church:' || ${r}.church_id`], columns: ['church_id', 'starts_at'], reorders: true },
  {
    table: 'prayers',
    scopes: (r) => [
      "''",
      `'church:' || ${r}.church_id`,
      `'answered:' || ${bool(`${r}.is_answered`)}`,
      `'church:' || ${r}.church_id || '|answered:' || ${bool(`${r}.is_answered`)}`,
    ],
    columns: ['church_id', 'is_answered'],
    reorders: false,
  },
];

/**
 * Adds `delta` to the row's scopes (in one statement, in scope order, so concurrent
 * writers on PostgreSQL take the counter rows' locks in the same order). With `except`,
 * scopes the other version of the row also counts in are left alone.
 */
function adjust(list: CountedList, row: string, delta: number, except?: string): string {
  const scopes = list.scopes(row).map((scope) => `SELECT ${scope} AS scope`).join(' UNION ALL ');
  const filter = except ? ` WHERE s.scope NOT IN (${list.scopes(except).join(', ')})` : '';
  return (
    `INSERT INTO list_counters (list, scope, total, version) ` +
    `SELECT '${list.table}', s.scope, ${delta}, 1 FROM (${scopes}) AS s${filter} ORDER BY s.scope ` +
    `ON CONFLICT (list, scope) DO UPDATE SET total = list_counters.total + excluded.total, ` +
    `version = (list_counters.version + 1) % 1000000000`
  );
}

function onUpdate(list: CountedList): string[] {
  return list.reorders
    ? [adjust(list, 'OLD', -1), adjust(list, 'NEW', 1)]
    : [adjust(list, 'OLD', -1, 'NEW'), adjust(list, 'NEW', 1, 'OLD')];
}

/** SQLite's trigger that runs `actions` after an update changing one of the list's `columns`; none when it has none. */
export function sqliteUpdateTrigger(list: CountedList, actions: string[]): string[] {
  const { table, columns } = list;
  if (!columns.length) return [];
  const changed = columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
  return [
    `CREATE TRIGGER list_counters_${table}_update AFTER UPDATE OF ${columns.join(', ')} ON ${table} ` +
      `WHEN ${changed} BEGIN ${actions.join('; ')}; END`,
  ];
}

export function sqliteTriggers(list: CountedList): string[] {
  const { table } = list;
  return [
    `CREATE TRIGGER list_counters_${table}_insert AFTER INSERT ON ${table} BEGIN ${adjust(list, 'NEW', 1)}; END`,
    `CREATE TRIGGER list_counters_${table}_delete AFTER DELETE ON ${table} BEGIN ${adjust(list, 'OLD', -1)}; END`,
    ...sqliteUpdateTrigger(list, onUpdate(list)),
  ];
}

export function postgresTriggers(list: CountedList): string[] {
  const { table, columns } = list;
  const statements = [
    `CREATE FUNCTION list_counters_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
      `IF TG_OP = 'INSERT' THEN ${adjust(list, 'NEW', 1)}; ` +
      `ELSIF TG_OP = 'DELETE' THEN ${adjust(list, 'OLD', -1)}; ` +
      `ELSE ${onUpdate(list).join('; ')}; END IF; RETURN NULL; END $$`,
    `CREATE TRIGGER list_counters_${table}_write AFTER INSERT OR DELETE ON ${table} FOR EACH ROW EXECUTE FUNCTION list_counters_${table}()`,
  ];
  if (columns.length) {
    const changed = columns.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
    statements.push(
      `CREATE TRIGGER list_counters_${table}_update AFTER UPDATE OF ${columns.join(', ')} ON ${table} ` +
        `FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION list_counters_${table}()`,
    );
  }
  return statements;
}

/** Counts the rows already there, one GROUP BY pass per list. */
export function backfill(list: CountedList): string {
  const scopes = list.scopes('t').map((scope) => `SELECT ${scope} AS scope FROM ${list.table} AS t`).join(' UNION ALL ');
  return `INSERT INTO list_counters (list, scope, total, version) SELECT '${list.table}', s.scope, COUNT(*), 0 FROM (${scopes}) AS s GROUP BY s.scope`;
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await keyedTable(db, 'list_counters', { list: 'text', scope: 'text' })
    .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  const sqlite = isSqlite(db);
  for (const list of COUNTED_LISTS) {
    await sql.raw(backfill(list)).execute(db);
    for (const statement of sqlite ? sqliteTriggers(list) : postgresTriggers(list)) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  for (const { table } of COUNTED_LISTS) {
    if (sqlite) {
      for (const event of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER IF EXISTS list_counters_${table}_${event}`).execute(db);
    } else {
      await sql.raw(`DROP FUNCTION IF EXISTS list_counters_${table}() CASCADE`).execute(db);
    }
  }
  await db.schema.dropTable('list_counters').ifExists().execute();
}
