import { sql, type Kysely } from 'kysely';
import { isSqlite, notNull, timestampType, withId } from './columns.ts';

/**
 * Webhooks: each app's endpoints (subscriptions), one delivery row per logged event and
 * matching endpoint, and the log position up to which events have been fanned out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  const sqlite = isSqlite(db);

  // `secret` is the signing secret encrypted at rest (it signs, so it cannot be a hash).
  // `locked_until` and `lease_token` are one instance's claim on the endpoint: it alone sends
  // to it until then, in the order of the log; a dead instance's claim runs out.
  await withId(db, db.schema.createTable('webhook_subscriptions'))
    .addColumn('app_id', 'integer', (c) => c.notNull().references('apps.id').onDelete('cascade'))
    .addColumn('url', 'text', notNull)
    .addColumn('event_types', 'text', notNull)
    .addColumn('scopes', 'text', notNull)
    .addColumn('secret', 'text', notNull)
    .addColumn('disabled_at', ts)
    .addColumn('disabled_reason', 'text')
    .addColumn('failing_since', ts)
    .addColumn('locked_until', ts)
    .addColumn('lease_token', 'text')
    .addColumn('created_at', ts, notNull)
    .addColumn('updated_at', ts, notNull)
    .execute();
  await db.schema.createIndex('webhook_subscriptions_app').on('webhook_subscriptions').column('app_id').execute();

  // An event's deliveries go with it when the log is pruned (CHANGES_RETENTION_DAYS): by then
  // the retry schedule has long ended. A test event has no log row; its body is kept here.
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', sqlite ? 'integer' : 'bigint', (c) => (sqlite ? c.primaryKey().autoIncrement() : c.primaryKey().generatedByDefaultAsIdentity()))
    .addColumn('subscription_id', 'integer', (c) => c.notNull().references('webhook_subscriptions.id').onDelete('cascade'))
    .addColumn('change_event_id', sqlite ? 'integer' : 'bigint', (c) => c.references('change_events.id').onDelete('cascade'))
    .addColumn('event_id', 'text', notNull)
    .addColumn('event_type', 'text', notNull)
    .addColumn('payload', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts)
    .addColumn('last_attempt_at', ts)
    .addColumn('last_status_code', 'integer')
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, notNull)
    .execute();
  // Fanning out twice (two instances, a retried pass) adds nothing.
  await db.schema.createIndex('webhook_deliveries_once').on('webhook_deliveries').columns(['subscription_id', 'change_event_id']).unique().execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['subscription_id', 'status', 'next_attempt_at']).execute();
  // The app page lists an endpoint's latest deliveries.
  await db.schema.createIndex('webhook_deliveries_recent').on('webhook_deliveries').columns(['subscription_id', 'id']).execute();
  await db.schema.createIndex('webhook_deliveries_event').on('webhook_deliveries').column('change_event_id').execute();

  // One row: the last event fanned out, in log order `(tx, id)`. It starts at the end of the
  // log, so events from before webhooks existed are not sent.
  await db.schema
    .createTable('webhook_cursor')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('tx', 'bigint', notNull)
    .addColumn('event_id', 'bigint', notNull)
    .execute();
  await sql`insert into webhook_cursor (id, tx, event_id)
    select 1, coalesce(max(last.tx), 0), coalesce(max(last.id), 0)
    from (select tx, id from change_events order by tx desc, id desc limit 1) as last`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('webhook_cursor').ifExists().execute();
  await db.schema.dropTable('webhook_deliveries').ifExists().execute();
  await db.schema.dropTable('webhook_subscriptions').ifExists().execute();
}
