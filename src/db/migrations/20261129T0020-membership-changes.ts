import { sql, type Kysely } from 'kysely';
import { isSqlite, timestampType } from './columns.ts';

/**
 * Church members, group members and event registrations record when each of them last
 * changed (`updated_at`), so their lists take `updatedSince` like the resource lists, and
 * each row carries its own `updatedAt`. A row changes when it is added (`updated_at` starts
 * as the join or registration time), when its role changes, and when the person's name or
 * picture changes, since every item shows them: a trigger on `users` moves the person's
 * rows in the transaction that changes the profile, whoever writes it, and never backwards.
 *
 * Each list (the members of one church, of one group, the registrations of one event) also
 * keeps a `list_counters` row, maintained by triggers as the resource lists' are: `total`,
 * `version` on a row added or removed, and `content_version` on any change, so a count of
 * the rows changed since a time can be kept while that version stands.
 *
 * As in 20261127T0001, SQLite cannot add a NOT NULL column without a constant default, so
 * there the column stays nullable and every writer sets it; on PostgreSQL it is NOT NULL once
 * filled.
 */

interface MembershipList {
  table: 'church_members' | 'group_members' | 'event_registrations';
  /** The column naming the list a row belongs to; it never changes for a row. */
  parent: 'church_id' | 'group_id' | 'event_id';
  /** `list_counters.scope` prefix: `church:<id>`, `group:<id>`, `event:<id>`. */
  prefix: 'church' | 'group' | 'event';
  /** When the row was added: where `updated_at` starts. */
  added: 'joined_at' | 'created_at';
}

export const MEMBERSHIP_LISTS: readonly MembershipList[] = [
  { table: 'church_members', parent: 'church_id', prefix: 'church', added: 'joined_at' },
  { table: 'group_members', parent: 'group_id', prefix: 'group', added: 'joined_at' },
  { table: 'event_registrations', parent: 'event_id', prefix: 'event', added: 'created_at' },
];

function scopeOf(list: MembershipList, row: 'NEW' | 'OLD'): string {
  return `'${list.prefix}:' || ${row}.${list.parent}`;
}

/** A row added (+1) or removed (-1): the total moves, and both versions. */
function adjust(list: MembershipList, row: 'NEW' | 'OLD', delta: 1 | -1): string {
  return (
    `INSERT INTO list_counters (list, scope, total, version, content_version) VALUES ('${list.table}', ${scopeOf(list, row)}, ${delta}, 1, 1) ` +
    `ON CONFLICT (list, scope) DO UPDATE SET total = list_counters.total + excluded.total, ` +
    `version = (list_counters.version + 1) % 1000000000, content_version = (list_counters.content_version + 1) % 1000000000`
  );
}

/** A row changed in place: only what the list shows moved. */
function touch(list: MembershipList): string {
  return (
    `INSERT INTO list_counters (list, scope, total, version, content_version) VALUES ('${list.table}', ${scopeOf(list, 'NEW')}, 0, 0, 1) ` +
    `ON CONFLICT (list, scope) DO UPDATE SET content_version = (list_counters.content_version + 1) % 1000000000`
  );
}

/** The person's rows follow a change of their profile; a row's time never goes backwards. */
function followProfile(list: MembershipList): string {
  return `UPDATE ${list.table} SET updated_at = CASE WHEN updated_at >= NEW.updated_at THEN updated_at ELSE NEW.updated_at END WHERE user_id = NEW.id`;
}

const PROFILE_COLUMNS = ['given_name', 'family_name', 'picture'];

/** The rows already there, counted per list. */
export function backfill(list: MembershipList): string {
  return (
    `INSERT INTO list_counters (list, scope, total, version, content_version) ` +
    `SELECT '${list.table}', '${list.prefix}:' || ${list.parent}, COUNT(*), 0, 0 FROM ${list.table} GROUP BY ${list.parent}`
  );
}

function sqliteTriggers(): string[] {
  const changed = PROFILE_COLUMNS.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
  return [
    ...MEMBERSHIP_LISTS.flatMap((list) => [
      `CREATE TRIGGER list_counters_${list.table}_insert AFTER INSERT ON ${list.table} BEGIN ${adjust(list, 'NEW', 1)}; END`,
      `CREATE TRIGGER list_counters_${list.table}_delete AFTER DELETE ON ${list.table} BEGIN ${adjust(list, 'OLD', -1)}; END`,
      `CREATE TRIGGER list_counters_${list.table}_content AFTER UPDATE ON ${list.table} BEGIN ${touch(list)}; END`,
    ]),
    `CREATE TRIGGER memberships_follow_profile AFTER UPDATE OF ${PROFILE_COLUMNS.join(', ')} ON users WHEN ${changed} ` +
      `BEGIN ${MEMBERSHIP_LISTS.map(followProfile).join('; ')}; END`,
  ];
}

function postgresTriggers(): string[] {
  const changed = PROFILE_COLUMNS.map((c) => `OLD.${c} IS DISTINCT FROM NEW.${c}`).join(' OR ');
  return [
    ...MEMBERSHIP_LISTS.flatMap((list) => [
      `CREATE FUNCTION list_counters_${list.table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
        `IF TG_OP = 'INSERT' THEN ${adjust(list, 'NEW', 1)}; ` +
        `ELSIF TG_OP = 'DELETE' THEN ${adjust(list, 'OLD', -1)}; ` +
        `ELSE ${touch(list)}; END IF; RETURN NULL; END $$`,
      `CREATE TRIGGER list_counters_${list.table} AFTER INSERT OR DELETE OR UPDATE ON ${list.table} FOR EACH ROW EXECUTE FUNCTION list_counters_${list.table}()`,
    ]),
    `CREATE FUNCTION memberships_follow_profile() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
      `${MEMBERSHIP_LISTS.map(followProfile).join('; ')}; RETURN NULL; END $$`,
    `CREATE TRIGGER memberships_follow_profile AFTER UPDATE OF ${PROFILE_COLUMNS.join(', ')} ON users ` +
      `FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION memberships_follow_profile()`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const sqlite = isSqlite(db);
  for (const list of MEMBERSHIP_LISTS) {
    await db.schema.alterTable(list.table).addColumn('updated_at', ts).execute();
    await sql`update ${sql.table(list.table)} set updated_at = ${sql.ref(list.added)}`.execute(db);
    if (!sqlite) await db.schema.alterTable(list.table).alterColumn('updated_at', (c) => c.setNotNull()).execute();
    // The list's rows changed since a time (its `updatedSince` page, count and earliest change).
    await db.schema.createIndex(`${list.table}_updated`).on(list.table).columns([list.parent, 'updated_at']).execute();
    await sql.raw(backfill(list)).execute(db);
  }
  // A person's rows, for the profile trigger (church_members has its (user_id, church_id) index already).
  await db.schema.createIndex('group_members_user').on('group_members').columns(['user_id', 'group_id']).execute();
  await db.schema.createIndex('event_registrations_user').on('event_registrations').columns(['user_id', 'event_id']).execute();
  for (const statement of sqlite ? sqliteTriggers() : postgresTriggers()) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const sqlite = isSqlite(db);
  if (sqlite) {
    await sql.raw('DROP TRIGGER IF EXISTS memberships_follow_profile').execute(db);
  } else {
    await sql.raw('DROP FUNCTION IF EXISTS memberships_follow_profile() CASCADE').execute(db);
  }
  for (const list of MEMBERSHIP_LISTS) {
    if (sqlite) {
      for (const event of ['insert', 'delete', 'content']) await sql.raw(`DROP TRIGGER IF EXISTS list_counters_${list.table}_${event}`).execute(db);
    } else {
      await sql.raw(`DROP FUNCTION IF EXISTS list_counters_${list.table}() CASCADE`).execute(db);
    }
    await sql`delete from list_counters where list = ${list.table}`.execute(db);
    await db.schema.dropIndex(`${list.table}_updated`).ifExists().execute();
  }
  await db.schema.dropIndex('event_registrations_user').ifExists().execute();
  await db.schema.dropIndex('group_members_user').ifExists().execute();
  for (const list of MEMBERSHIP_LISTS) await db.schema.alterTable(list.table).dropColumn('updated_at').execute();
}
