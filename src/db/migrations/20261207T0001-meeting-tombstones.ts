import { sql, type Kysely } from 'kysely';
import { createTombstoneTable, isSqlite } from './columns.ts';

/**
 * A group's meetings in its calendar feed change and go away as events do, so subscribed
 * calendars follow them:
 *
 * - `group_meetings.sequence`: the iCalendar `SEQUENCE`, raised by a trigger when the meeting's
 *   date changes, whoever writes; its guests, notes and attendees, which a calendar does not
 *   show, leave it alone.
 * - `deleted_group_meetings`: a deleted meeting as it was, written by a trigger in the deleting
 *   transaction (a group's deletion too, through its cascade), so the group's feed keeps it as
 *   `STATUS:CANCELLED` for 30 days. No foreign key: it outlives its group for those days.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('group_meetings').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await createTombstoneTable(db, 'deleted_group_meetings', 'meeting_id', { group_id: 'integer', church_id: 'integer', date: 'text' }, 'group_id');

  const tombstone = (now: string) =>
    `INSERT INTO deleted_group_meetings (meeting_id, group_id, church_id, date, sequence, deleted_at) ` +
    `VALUES (OLD.id, OLD.group_id, OLD.church_id, OLD.date, OLD.sequence + 1, ${now})`;
  if (isSqlite(db)) {
    await sql
      .raw(`CREATE TRIGGER calendar_meetings_sequence AFTER UPDATE OF date ON group_meetings WHEN OLD.date IS NOT NEW.date BEGIN UPDATE group_meetings SET sequence = sequence + 1 WHERE id = NEW.id; END`)
      .execute(db);
    await sql.raw(`CREATE TRIGGER calendar_meetings_tombstone BEFORE DELETE ON group_meetings BEGIN ${tombstone("strftime('%Y-%m-%dT%H:%M:%fZ', 'now')")}; END`).execute(db);
  } else {
    await sql
      .raw(
        `CREATE FUNCTION calendar_meetings_sequence() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ` +
          `IF OLD.date IS DISTINCT FROM NEW.date THEN NEW.sequence := OLD.sequence + 1; END IF; RETURN NEW; END $$`,
      )
      .execute(db);
    await sql.raw(`CREATE TRIGGER calendar_meetings_sequence BEFORE UPDATE ON group_meetings FOR EACH ROW EXECUTE FUNCTION calendar_meetings_sequence()`).execute(db);
    await sql.raw(`CREATE FUNCTION calendar_meetings_tombstone() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN ${tombstone('now()')}; RETURN OLD; END $$`).execute(db);
    await sql.raw(`CREATE TRIGGER calendar_meetings_tombstone BEFORE DELETE ON group_meetings FOR EACH ROW EXECUTE FUNCTION calendar_meetings_tombstone()`).execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isSqlite(db)) {
    for (const name of ['calendar_meetings_sequence', 'calendar_meetings_tombstone']) await sql.raw(`DROP TRIGGER IF EXISTS ${name}`).execute(db);
  } else {
    for (const name of ['calendar_meetings_sequence', 'calendar_meetings_tombstone']) await sql.raw(`DROP FUNCTION IF EXISTS ${name}() CASCADE`).execute(db);
  }
  await db.schema.dropTable('deleted_group_meetings').ifExists().execute();
  await db.schema.alterTable('group_meetings').dropColumn('sequence').execute();
}
