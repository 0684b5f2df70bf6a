import { sql, type Kysely } from 'kysely';
import { isSqlite, notNull, timestampType } from './columns.ts';

/** Resource lists that take `updatedSince`: each gets the index that bounds it. */
const UPDATED_INDEXES: [name: string, table: string, columns: string[]][] = [
  ['churches_updated', 'churches', ['updated_at']],
  ['events_updated', 'events', ['updated_at']],
  ['groups_updated', 'groups', ['updated_at']],
  ['prayers_updated', 'prayers', ['updated_at']],
  ['donations_user_updated', 'donations', ['user_id', 'updated_at']],
];

/**
 * The event log (transactional outbox): one row per committed change, written in the
 * transaction of the change. The change feed reads it; webhook deliveries will reference
 * `change_events.id`.
 *
 * `tx` orders the log. On PostgreSQL it is the writing transaction's id: ids are taken when
 * a row is inserted, not when it commits, so a reader walking by id alone could pass an id
 * whose transaction commits later and never see it. Rows of transactions older than every
 * running one (`tx` below the snapshot's xmin) can no longer appear, so the feed reads those,
 * by `(tx, id)`. SQLite runs one writer at a time: there `tx` is 0 and the order is the id.
 *
 * The id is a bigint on PostgreSQL: a busy platform writes more than 2^31 events over the
 * years, though it keeps only the last days of them. On SQLite AUTOINCREMENT keeps ids from
 * being used again once the newest events are pruned.
 *
 * No foreign keys: an event outlives the resource it describes (deletions are events too).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await db.schema
    .createTable('change_events')
    .addColumn('id', isSqlite(db) ? 'integer' : 'bigint', (c) =>
      isSqlite(db) ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity(),
    )
    .addColumn('tx', 'bigint', (c) => c.notNull().defaultTo(isSqlite(db) ? 0 : sql`(pg_current_xact_id()::text::bigint)`))
    .addColumn('type', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('resource', 'text', notNull)
    .addColumn('resource_id', 'integer', notNull)
    .addColumn('church_id', 'integer')
    .addColumn('event_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('user_id', 'integer')
    .addColumn('is_anonymous', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('object', 'text', notNull)
    .execute();
  await db.schema.createIndex('change_events_order').on('change_events').columns(['tx', 'id']).execute();
  await db.schema.createIndex('change_events_created').on('change_events').column('created_at').execute();
  // A prayer made anonymous hides its author in its earlier events too.
  await db.schema.createIndex('change_events_resource').on('change_events').columns(['resource', 'resource_id']).execute();

  for (const [name, table, columns] of UPDATED_INDEXES) await db.schema.createIndex(name).on(table).columns(columns).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [name] of UPDATED_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
  await db.schema.dropTable('change_events').ifExists().execute();
}
