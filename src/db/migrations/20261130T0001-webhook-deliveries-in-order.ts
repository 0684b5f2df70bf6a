import type { Kysely } from 'kysely';

/**
 * An endpoint's pending deliveries in log order, straight from an index. The worker takes the
 * first due ones by id; with (endpoint, status, next attempt) indexed, every pass read and
 * sorted every due delivery of the endpoint (joining each to its event) to keep one batch,
 * so a backlog (a burst of writes, an endpoint that was down) made each pass cost as much as
 * the whole backlog, and the worker fell further behind the busier the service was.
 *
 * With the id after the status, the batch is walked in id order and the walk stops once the
 * batch is full; whether an endpoint has anything due reads the same entries, stopping at the
 * first. Both the endpoint and the status are matched by equality, so SQLite's planner takes
 * this index over the (endpoint, id) one the app page uses, whose walk would start at the
 * endpoint's oldest delivery.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_due').execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['subscription_id', 'status', 'id', 'next_attempt_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('webhook_deliveries_due').execute();
  await db.schema.createIndex('webhook_deliveries_due').on('webhook_deliveries').columns(['subscription_id', 'status', 'next_attempt_at']).execute();
}
