import type { Kysely } from 'kysely';
import { notNull, timestampType, withId } from './columns.ts';

/**
 * The account pages and the developer dashboard: the audit log of security events and the
 * counters behind sign-in throttling. Both live in the database so every instance sees the
 * same log and the same counters.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // Append-only. No foreign keys: a record outlives the account or app it names, and the
  // actor's email is copied in as it was at the time.
  await withId(db, db.schema.createTable('audit_events'))
    .addColumn('created_at', ts, notNull)
    .addColumn('type', 'text', notNull)
    .addColumn('actor_user_id', 'integer')
    .addColumn('actor', 'text', notNull)
    .addColumn('target', 'text')
    .addColumn('ip', 'text')
    .addColumn('details', 'text', notNull)
    .execute();

  // One row per throttled key (`account:<email>` or `ip:<address>`): failures in the current
  // window, and until when sign-in is paused once the threshold is reached.
  await db.schema
    .createTable('sign_in_throttle')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', notNull)
    .addColumn('window_started_at', ts, notNull)
    .addColumn('locked_until', ts)
    .execute();
  await db.schema.createIndex('sign_in_throttle_window').on('sign_in_throttle').column('window_started_at').execute();

  // The admin page lists the apps waiting for a donations-access decision.
  await db.schema.createIndex('apps_donations_access').on('apps').column('donations_access').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('apps_donations_access').ifExists().execute();
  for (const table of ['sign_in_throttle', 'audit_events']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
