import type { Kysely } from 'kysely';
import { keyedTable, notNull, timestampType } from './columns.ts';

/**
 * Idempotency keys of API writes, in the database so every instance sees the same keys: a
 * repeat of a keyed write answers the stored response instead of acting again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await keyedTable(db, 'idempotency_keys', { app_id: 'integer', user_id: 'integer', key: 'text' })
    .addColumn('request_hash', 'text', notNull)
    .addColumn('state', 'text', notNull)
    .addColumn('created_at', timestampType(db), notNull)
    .addColumn('status_code', 'integer')
    .addColumn('response_headers', 'text')
    .addColumn('response_body', 'text')
    .execute();
  // Pruning deletes by age.
  await db.schema.createIndex('idempotency_keys_created_at').on('idempotency_keys').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('idempotency_keys').ifExists().execute();
}
