import { sql, type Kysely } from 'kysely';
import { notNull, pairTable, timestampType, withId } from './columns.ts';

/**
 * Sunday morning: households (families within one church), children without accounts,
 * check-in rooms of an event, check-ins with their household's security code, headcounts,
 * and group meetings with their attendees.
 *
 * The rules that must hold under parallel requests are kept by the database itself:
 * - a person is an adult of at most one household per church (`household_adults_person`);
 * - a child or adult has at most one open check-in per event (partial unique indexes on
 *   `checked_out_at is null`);
 * - a household has one security code per event, and no two households share one there
 *   (`check_in_codes` primary key and `check_in_codes_code`);
 * - a room's `checked_in_count` is the maintained count of children in it now, raised with a
 *   guarded update (`... where capacity is null or checked_in_count < capacity`), so capacity
 *   holds without a `COUNT(*)` per check-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // Attendance periods are counted in the church's own time zone (IANA name).
  await db.schema.alterTable('churches').addColumn('time_zone', 'text', (c) => c.notNull().defaultTo('UTC')).execute();
  // `none`, `requested`, `approved` or `denied`, as `donations_access`.
  await db.schema.alterTable('apps').addColumn('households_access', 'text', (c) => c.notNull().defaultTo('none')).execute();
  // People there beyond those checked in; null until someone counts.
  await db.schema.alterTable('events').addColumn('headcount', 'integer').execute();

  await withId(db, db.schema.createTable('households'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    // Lower-cased name: the prefix search is case-insensitive on both stores.
    .addColumn('name_key', 'text', notNull)
    .addColumn('phone', 'text')
    // The phone's last four digits: what a kiosk searches by.
    .addColumn('phone_last4', 'text')
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('households_church_name').on('households').columns(['church_id', 'name_key']).execute();
  await db.schema.createIndex('households_church_phone').on('households').columns(['church_id', 'phone_last4']).execute();
  await db.schema.createIndex('households_church_updated').on('households').columns(['church_id', 'updated_at', 'id']).execute();

  await pairTable(db, 'household_adults', ['household_id', 'households.id'], ['user_id', 'users.id'])
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('household_adults_person').on('household_adults').columns(['church_id', 'user_id']).unique().execute();
  await db.schema.createIndex('household_adults_user').on('household_adults').columns(['user_id']).execute();

  await withId(db, db.schema.createTable('children'))
    .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('given_name', 'text', notNull)
    .addColumn('family_name', 'text', notNull)
    // YYYY-MM-DD
    .addColumn('birthdate', 'text', notNull)
    .addColumn('allergies', 'text', (c) => c.notNull().defaultTo(''))
    // Medical and custody notes: the household's adults and the church's admins only.
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('children_household').on('children').columns(['household_id', 'id']).execute();

  await withId(db, db.schema.createTable('rooms'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('name', 'text', notNull)
    // Null: unlimited.
    .addColumn('capacity', 'integer')
    // Whole years, inclusive; null: no bound.
    .addColumn('min_age', 'integer')
    .addColumn('max_age', 'integer')
    // Children in the room now; maintained by check-in and check-out.
    .addColumn('checked_in_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('rooms_event').on('rooms').columns(['event_id', 'id']).execute();

  await pairTable(db, 'check_in_codes', ['event_id', 'events.id'], ['household_id', 'households.id'])
    .addColumn('code', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('check_in_codes_code').on('check_in_codes').columns(['event_id', 'code']).unique().execute();

  await withId(db, db.schema.createTable('check_ins'))
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    .addColumn('household_id', 'integer', (c) => c.notNull().references('households.id').onDelete('cascade'))
    // Exactly one of child_id and user_id is set: a child, or an adult of the household.
    .addColumn('child_id', 'integer', (c) => c.references('children.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    // Children have a room; adults may have none.
    .addColumn('room_id', 'integer', (c) => c.references('rooms.id').onDelete('set null'))
    // The name printed and listed, as it was at check-in.
    .addColumn('name', 'text', notNull)
    .addColumn('checked_in_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('checked_in_at', ts, notNull)
    .addColumn('checked_out_at', ts)
    .addColumn('checked_out_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Wrong security codes tried for this check-in; at 5 it is locked until an admin overrides.
    .addColumn('failed_code_attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('override_reason', 'text')
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('check_ins_open_child').on('check_ins').columns(['event_id', 'child_id']).unique().where(sql.ref('checked_out_at'), 'is', null).where(sql.ref('child_id'), 'is not', null).execute();
  await db.schema.createIndex('check_ins_open_adult').on('check_ins').columns(['event_id', 'user_id']).unique().where(sql.ref('checked_out_at'), 'is', null).where(sql.ref('user_id'), 'is not', null).execute();
  await db.schema.createIndex('check_ins_event').on('check_ins').columns(['event_id', 'room_id', 'id']).execute();
  await db.schema.createIndex('check_ins_household').on('check_ins').columns(['household_id', 'event_id']).execute();
  await db.schema.createIndex('check_ins_church_time').on('check_ins').columns(['church_id', 'checked_in_at']).execute();
  await db.schema.createIndex('check_ins_child').on('check_ins').columns(['child_id']).execute();
  await db.schema.createIndex('check_ins_user').on('check_ins').columns(['user_id', 'checked_in_at']).execute();

  await withId(db, db.schema.createTable('group_meetings'))
    .addColumn('group_id', 'integer', (c) => c.notNull().references('groups.id').onDelete('cascade'))
    .addColumn('church_id', 'integer', (c) => c.notNull().references('churches.id').onDelete('cascade'))
    // YYYY-MM-DD, the day of the meeting as the group keeps it.
    .addColumn('date', 'text', notNull)
    .addColumn('guests', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('group_meetings_group').on('group_meetings').columns(['group_id', 'date', 'id']).execute();
  await db.schema.createIndex('group_meetings_church').on('group_meetings').columns(['church_id', 'date']).execute();

  await pairTable(db, 'meeting_attendees', ['meeting_id', 'group_meetings.id'], ['user_id', 'users.id'])
    .execute();
  await db.schema.createIndex('meeting_attendees_user').on('meeting_attendees').columns(['user_id', 'meeting_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['meeting_attendees', 'group_meetings', 'check_ins', 'check_in_codes', 'rooms', 'children', 'household_adults', 'households']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.alterTable('events').dropColumn('headcount').execute();
  await db.schema.alterTable('apps').dropColumn('households_access').execute();
  await db.schema.alterTable('churches').dropColumn('time_zone').execute();
}
