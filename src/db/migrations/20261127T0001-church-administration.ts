import { sql, type Kysely } from 'kysely';
import { isSqlite, timestampType } from './columns.ts';

/** Resources whose API objects gain `updatedAt`. */
const UPDATED_TABLES = ['churches', 'events', 'groups', 'prayers', 'donations'];

/**
 * Churches run by their own staff: every resource object records when it last changed
 * (`updated_at`), imported gifts carry the id they have in the church's giving system
 * (`external_id`, unique per church so an import can run twice), and the member and
 * registration lists get the indexes their orders need.
 *
 * `updated_at` starts as the row's `created_at`. SQLite cannot add a NOT NULL column without
 * a constant default, so there the column stays nullable and every writer sets it; on
 * PostgreSQL it becomes NOT NULL once filled.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  for (const table of UPDATED_TABLES) {
    await db.schema.alterTable(table).addColumn('updated_at', ts).execute();
    await sql`update ${sql.table(table)} set updated_at = created_at`.execute(db);
    if (!isSqlite(db)) await db.schema.alterTable(table).alterColumn('updated_at', (c) => c.setNotNull()).execute();
  }

  await db.schema.alterTable('donations').addColumn('external_id', 'text').execute();
  await db.schema.createIndex('donations_external_id_unique').on('donations').columns(['church_id', 'external_id']).unique().execute();

  // Church members by join time (the members list), and the admins of a church (the last-admin rule).
  await db.schema.createIndex('church_members_joined').on('church_members').columns(['church_id', 'joined_at', 'user_id']).execute();
  await db.schema.createIndex('event_registrations_created').on('event_registrations').columns(['event_id', 'created_at', 'user_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('event_registrations_created').ifExists().execute();
  await db.schema.dropIndex('church_members_joined').ifExists().execute();
  await db.schema.dropIndex('donations_external_id_unique').ifExists().execute();
  await db.schema.alterTable('donations').dropColumn('external_id').execute();
  for (const table of UPDATED_TABLES) await db.schema.alterTable(table).dropColumn('updated_at').execute();
}
