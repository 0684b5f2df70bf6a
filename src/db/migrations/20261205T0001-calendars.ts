import { sql, type Kysely } from 'kysely';
import { createTombstoneTable, isSqlite, notNull, pairTable, timestampType } from './columns.ts';

/**
 * Calendar feeds (iCalendar): what a subscribed calendar needs that the events do not keep.
 *
 * - `events.sequence`: the iCalendar `SEQUENCE`, raised by a trigger whenever what a calendar
 *   shows of the event (title, description, location, times) changes, whoever writes;
 *   registrations, which also move `updated_at`, leave it alone.
 * - `deleted_events` (+ `deleted_event_registrations`): a deleted event as it was, written by a
 *   trigger in the deleting transaction, so feeds keep it as `STATUS:CANCELLED` for 30 days and
 *   subscribed calendars remove it. No foreign key to the church: a church's deletion removes its
 *   events in the same statement, and the church's feeds are gone with it anyway.
 * - `churches.calendar_public`: whether the church's feed answers without a credential.
 * - `calendar_tokens`: the secret of each person's own feed (`scope` `me`) and of each group feed
 *   a member asked for (`group:<id>`), as SHA-256; one per person and scope, replaced on reset.
 * - Counters (`list_counters`) of each group's meetings (`group_meetings`, `group:<id>`) and of each
 *   person's registrations (`event_registrations`, `user:<id>`), kept by triggers like the lists',
 *   so a feed's kept answer is checked against versions, never by reading its rows.
 */

const EVENT_FIELDS = ['title', 'description', 'location', 'starts_at', 'ends_at'];

/** Adds `delta` to the view's total and moves both its versions (the lists' upsert, one scope). */
function bump(list: string, scope: string, delta: number): string {
  return (
    `INSERT INTO list_counters (list, scope, total, version, content_version) VALUES ('${list}', ${scope}, ${delta}, 1, 1) ` +
    `ON CONFLICT (list, scope) DO UPDATE SET total = list_counters.total + excluded.total, ` +
    `version = (list_counters.version + 1) % 1000000000, content_version = (list_counters.content_version + 1) % 1000000000`
  );
}

const COUNTED = [
  { table: 'group_meetings', list: 'group_meetings', scope: (row: string) => `'group:' || ${row}.group_id`, updates: true },
  { table: 'event_registrations', list: 'event_registrations', scope: (row: string) => `'user:' || ${row}.user_id`, updates: false },
];

/** `now` is the dialect's current time in the stored form (ISO text on SQLite, timestamptz on PostgreSQL). */
function tombstone(row: string, now: string): string[] {
  return [
    `INSERT INTO deleted_events (event_id, church_id, title, description, location, starts_at, ends_at, sequence, deleted_at) ` +
      `VALUES (${row}.id, ${row}.church_id, ${row}.title, ${row}.description, ${row}.location, ${row}.starts_at, ${row}.ends_at, ${row}.sequence + 1, ${now})`,
    `INSERT INTO deleted_event_registrations (event_id, user_id) SELECT event_id, user_id FROM event_registrations WHERE event_id = ${row}.id`,
  ];
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const sqlite = isSqlite(db);
  await db.schema.alterTable('events').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('churches').addColumn('calendar_public', 'boolean', (c) => c.notNull().defaultTo(true)).execute();

  await createTombstoneTable(
    db,
    'deleted_events',
    'event_id',
    { church_id: 'integer', title: 'text', description: 'text', location: 'text', starts_at: ts, ends_at: ts },
    'church_id',
  );
  await pairTable(db, 'deleted_event_registrations', ['event_id', 'deleted_events.event_id'], ['user_id', 'users.id'])
    .execute();
  await db.schema.createIndex('deleted_event_registrations_user').on('deleted_event_registrations').columns(['user_id']).execute();

  await db.schema
    .createTable('calendar_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // `me`, or `group:<id>`.
    .addColumn('scope', 'text', notNull)
    .addColumn('group_id', 'integer', (c) => c.references('groups.id').onDelete('cascade'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('calendar_tokens_person').on('calendar_tokens').columns(['user_id', 'scope']).unique().execute();

  // The counters of views written before this migration.
  await sql.raw(`INSERT INTO list_counters (list, scope, total, version, content_version) SELECT 'group_meetings', 'group:' || group_id, COUNT(*), 0, 0 FROM group_meetings GROUP BY group_id`).execute(db);
  await sql.raw(`INSERT INTO list_counters (list, scope, total, version, content_version) SELECT 'event_registrations', 'user:' || user_id, COUNT(*), 0, 0 FROM event_registrations GROUP BY user_id`).execute(db);

  const changed = (op: string) => EVENT_FIELDS.map((c) => `OLD.${c} ${op} NEW.${c}`).join(' OR ');
  if (sqlite) {
    await sql.raw(
      `CREATE TRIGGER calendar_events_sequence AFTER UPDATE OF ${EVENT_FIELDS.join(', ')} ON events WHEN ${changed('IS NOT')} ` +
        `BEGIN UPDATE events SET sequence = sequence + 1 WHERE id = NEW.id; END`,
    ).execute(db);
    // Before the delete: the registrations are still there to copy.
    await sql.raw(`CREATE TRIGGER calendar_events_tombstone BEFORE DELETE ON events BEGIN ${tombstone('OLD', "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')").join('; ')}; END`).execute(db);
    for (const { table, list, scope, updates } of COUNTED) {
      await sql.raw(`CREATE TRIGGER calendar_counter_${table}_insert AFTER INSERT ON ${table} BEGIN ${bump(list, scope('NEW'), 1)}; END`).execute(db);
      await sql.raw(`CREATE TRIGGER calendar_counter_${table}_delete AFTER DELETE ON ${table} BEGIN ${bump(list, scope('OLD'), -1)}; END`).execute(db);
      if (updates) await sql.raw(`CREATE TRIGGER calendar_counter_${table}_update AFTER UPDATE ON ${table} BEGIN ${bump(list, scope('NEW'), 0)}; END`).execute(db);
    }
  } else {
    await sql.raw(
      `CREATE FUNCTION calendar_events_sequence() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
        `IF ${changed('IS DISTINCT FROM')} THEN NEW.sequence := OLD.sequence + 1; END IF; RETURN NEW; END $$`,
    ).execute(db);
    await sql.raw(`CREATE TRIGGER calendar_events_sequence BEFORE UPDATE ON events FOR EACH ROW EXECUTE FUNCTION calendar_events_sequence()`).execute(db);
    await sql.raw(`CREATE FUNCTION calendar_events_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${tombstone('OLD', 'now()').join('; ')}; RETURN OLD; END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER calendar_events_tombstone BEFORE DELETE ON events FOR EACH ROW EXECUTE FUNCTION calendar_events_tombstone()`).execute(db);
    for (const { table, list, scope, updates } of COUNTED) {
      await sql.raw(
        `CREATE FUNCTION calendar_counter_${table}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `IF TG_OP = 'INSERT' THEN ${bump(list, scope('NEW'), 1)}; ` +
          `ELSIF TG_OP = 'DELETE' THEN ${bump(list, scope('OLD'), -1)}; ` +
          `ELSE ${bump(list, scope('NEW'), 0)}; END IF; RETURN NULL; END $$`,
      ).execute(db);
      const operations = updates ? 'INSERT OR UPDATE OR DELETE' : 'INSERT OR DELETE';
      await sql.raw(`CREATE TRIGGER calendar_counter_${table} AFTER ${operations} ON ${table} FOR EACH ROW EXECUTE FUNCTION calendar_counter_${table}()`).execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of ['calendar_events_sequence', 'calendar_events_tombstone']) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
    for (const { table } of COUNTED) {
      for (const event of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER IF EXISTS calendar_counter_${table}_${event}`).execute(db);
    }
  } else {
    for (const name of ['calendar_events_sequence', 'calendar_events_tombstone', ...COUNTED.map(({ table }) => `calendar_counter_${table}`)]) {
      await sql.raw(`DROP FUNCTION IF EXISTS ${name}() CASCADE`).execute(db);
    }
  }
  await sql.raw(`DELETE FROM list_counters WHERE (list = 'group_meetings') OR (list = 'event_registrations' AND scope LIKE 'user:%')`).execute(db);
  await db.schema.dropTable('calendar_tokens').ifExists().execute();
  await db.schema.dropTable('deleted_event_registrations').ifExists().execute();
  await db.schema.dropTable('deleted_events').ifExists().execute();
  await db.schema.alterTable('churches').dropColumn('calendar_public').execute();
  await db.schema.alterTable('events').dropColumn('sequence').execute();
}
