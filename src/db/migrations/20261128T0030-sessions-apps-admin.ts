import type { Kysely } from 'kysely';
import { notNull, timestampType } from './columns.ts';

/**
 * Accounts people can trust: sign-in sessions a person can see (the browser, the address and
 * when it was last used), apps that describe themselves on the consent page, accounts an
 * administrator can disable, and one-time messages that carry a new secret across a redirect.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  await db.schema.alterTable('web_sessions').addColumn('user_agent', 'text').execute();
  await db.schema.alterTable('web_sessions').addColumn('ip', 'text').execute();
  await db.schema.alterTable('web_sessions').addColumn('last_seen_at', ts).execute();

  await db.schema.alterTable('apps').addColumn('description', 'text', (c) => c.notNull().defaultTo('')).execute();
  await db.schema.alterTable('apps').addColumn('homepage_url', 'text').execute();
  await db.schema.alterTable('apps').addColumn('logo_url', 'text').execute();
  await db.schema.alterTable('apps').addColumn('privacy_policy_url', 'text').execute();

  await db.schema.alterTable('users').addColumn('disabled_at', ts).execute();

  // Pruning and the period filter of the admin page read the log by time.
  await db.schema.createIndex('audit_events_created').on('audit_events').column('created_at').execute();

  // A secret shown once after a redirect. The row is keyed by a digest of the id the browser
  // holds and its payload is encrypted under a key derived from that id, so the table alone
  // never yields the secret; the row is deleted when shown, or soon after it expires.
  await db.schema
    .createTable('flash_messages')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('payload', 'text', notNull)
    .addColumn('expires_at', ts, notNull)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flash_messages').ifExists().execute();
  await db.schema.dropIndex('audit_events_created').ifExists().execute();
  await db.schema.alterTable('users').dropColumn('disabled_at').execute();
  for (const column of ['privacy_policy_url', 'logo_url', 'homepage_url', 'description']) {
    await db.schema.alterTable('apps').dropColumn(column).execute();
  }
  for (const column of ['last_seen_at', 'ip', 'user_agent']) {
    await db.schema.alterTable('web_sessions').dropColumn(column).execute();
  }
}
