import type { Kysely } from 'kysely';
import { notNull, timestampType } from './columns.ts';

/**
 * Clients that registered themselves at the API issuer (RFC 7591 dynamic registration, for AI
 * assistants that do not publish a client ID metadata document): public clients only, kept as the
 * metadata oidc-provider stored. `last_used_at` moves when the client is looked up (at most daily),
 * so a registration nobody used for 30 days can be dropped; `ip` counts registrations per address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('registered_clients')
    .addColumn('client_id', 'text', (c) => c.primaryKey())
    .addColumn('metadata', 'text', notNull)
    .addColumn('ip', 'text', notNull)
    .addColumn('created_at', timestampType(db), notNull)
    .addColumn('last_used_at', timestampType(db), notNull)
    .execute();
  await db.schema.createIndex('registered_clients_ip').on('registered_clients').columns(['ip', 'created_at']).execute();
  await db.schema.createIndex('registered_clients_last_used').on('registered_clients').column('last_used_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('registered_clients').ifExists().execute();
}
