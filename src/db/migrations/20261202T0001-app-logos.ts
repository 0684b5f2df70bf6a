import type { Kysely } from 'kysely';
import { isSqlite, notNull, timestampType } from './columns.ts';

/**
 * App logos as the sign-in host serves them: fetched once by the server from the URL the app
 * gave (through the outbound address checks), kept here, and fetched again at most daily, so
 * a person's browser on the consent page never contacts an app's host. `body` is null when
 * the last fetch found no usable image (the page then shows none until the next try).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_logos')
    .addColumn('app_id', 'integer', (c) => c.primaryKey().references('apps.id').onDelete('cascade'))
    .addColumn('source_url', 'text', notNull)
    .addColumn('content_type', 'text')
    .addColumn('body', isSqlite(db) ? 'blob' : 'bytea')
    .addColumn('fetched_at', timestampType(db), notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_logos').ifExists().execute();
}
