import { sql, type Kysely } from 'kysely';
import { isSqlite } from './columns.ts';
import * as previous from './20261125T0001-list-counters.ts';

const { COUNTED_LISTS } = previous;

/**
 * `list_counters.content_version`: moves whenever anything shown in the view changes, a row
 * entering or leaving as for `version`, and also any column of a row in it (a prayer's
 * `prayer_count`, an event's title). `version` stays what paging trusts (order and
 * membership); `content_version` is what a kept answer of the list is checked against (the
 * page cache, the ETag), so it can be trusted without reading the rows.
 *
 * The triggers of 20261125T0001 are replaced by ones that move both versions on insert and
 * delete, and a trigger on every update moves `content_version` of the scopes the row was
 * and is in. Like the counters, this runs in the writing transaction, whoever writes.
 */

type CountedList = (typeof COUNTED_LISTS)[number];

/** The row's scopes as one select, distinct (an upsert may touch a counter row only once). */
function scopesOf(list: CountedList, rows: string[]): string {
  return rows.flatMap((row) => list.scopes(row).map((scope) => `SELECT ${scope} AS scope`)).join(' UNION ');
}

/** Adds `delta` to the total of the row's scopes and moves both their versions. */
function adjust(list: CountedList, row: string, delta: number, except?: string): string {
  const filter = except ? ` WHERE s.scope NOT IN (${list.scopes(except).join(', ')})` : '';
  return (
    `INSERT INTO list_counters (list, scope, total, version, content_version) ` +
    `SELECT '${list.table}', s.scope, ${delta}, 1, 1 FROM (${scopesOf(list, [row])}) AS s${filter} ORDER BY s.scope ` +
    `ON CONFLICT (list, scope) DO UPDATE SET total = list_counters.total + excluded.total, ` +
    `version = (list_counters.version + 1) % 1000000000, content_version = (list_counters.content_version + 1) % 1000000000`
  );
}

/** Moves `content_version` of every scope the row was or is in, in scope order (lock order on PostgreSQL). */
function touch(list: CountedList): string {
  return (
    `INSERT INTO list_counters (list, scope, total, version, content_version) ` +
    `SELECT '${list.table}', s.scope, 0, 0, 1 FROM (${scopesOf(list, ['OLD', 'NEW'])}) AS s ORDER BY s.scope ` +
    `ON CONFLICT (list, scope) DO UPDATE SET content_version = (list_counters.content_version + 1) % 1000000000`
  );
}

function onMove(list: CountedList): string[] {
  return list.reorders
    ? [adjust(list, 'OLD', -1), adjust(list, 'NEW', 1)]
    : [adjust(list, 'OLD', -1, 'NEW'), adjust(list, 'NEW', 1, 'OLD')];
}

function sqliteTriggers(list: CountedList): string[] {
  const { table } = list;
  return [
    `CREATE TRIGGER list_counters_${table}_insert AFTER INSERT ON ${table} BEGIN ${adjust(list, 'NEW', 1)}; END`,
    `CREATE TRIGGER list_counters_${table}_delete AFTER DELETE ON ${table} BEGIN ${adjust(list, 'OLD', -1)}; END`,
    `CREATE TRIGGER list_counters_${table}_content AFTER UPDATE ON ${table} BEGIN ${touch(list)}; END`,
    ...previous.sqliteUpdateTrigger(list, onMove(list)),
  ];
}

function postgresTriggers(list: CountedList): string[] {
  const { table } = list;
  return [
    // Replaces the function the insert, delete and move triggers of 20261125T0001 call.
    `CREATE OR REPLACE FUNCTION list_counters_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
      `IF TG_OP = 'INSERT' THEN ${adjust(list, 'NEW', 1)}; ` +
      `ELSIF TG_OP = 'DELETE' THEN ${adjust(list, 'OLD', -1)}; ` +
      `ELSE ${onMove(list).join('; ')}; END IF; RETURN NULL; END $$`,
    `CREATE FUNCTION list_content_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${touch(list)}; RETURN NULL; END $$`,
    `CREATE TRIGGER list_content_${table} AFTER UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION list_content_${table}()`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('list_counters').addColumn('content_version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  const sqlite = isSqlite(db);
  for (const list of COUNTED_LISTS) {
    if (sqlite) {
      for (const event of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER IF EXISTS list_counters_${list.table}_${event}`).execute(db);
    }
    for (const statement of sqlite ? sqliteTriggers(list) : postgresTriggers(list)) await sql.raw(statement).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  for (const list of COUNTED_LISTS) {
    if (sqlite) {
      for (const event of ['insert', 'delete', 'update', 'content']) await sql.raw(`DROP TRIGGER IF EXISTS list_counters_${list.table}_${event}`).execute(db);
    } else {
      await sql.raw(`DROP FUNCTION IF EXISTS list_content_${list.table}() CASCADE`).execute(db);
      await sql.raw(`DROP FUNCTION IF EXISTS list_counters_${list.table}() CASCADE`).execute(db);
    }
    for (const statement of sqlite ? previous.sqliteTriggers(list) : previous.postgresTriggers(list)) await sql.raw(statement).execute(db);
  }
  await db.schema.alterTable('list_counters').dropColumn('content_version').execute();
}
