import type { Kysely } from 'kysely';
import { notNull, timestampType, withId } from './columns.ts';

/**
 * Mail that people can trust: an outbox that keeps every mail until a server has taken it,
 * the single-use tokens behind the links in those mails, and a new email waiting to be
 * confirmed beside the one an account still uses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // A row is a mail to write and send, not the written mail: it is composed when it is sent,
  // so a link's secret is created then and never rests here. `lease_until` is how long the
  // instance that claimed it may take; a crashed instance's claim runs out and another sends it.
  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('kind', 'text', notNull)
    .addColumn('recipient', 'text', notNull)
    .addColumn('user_id', 'integer')
    .addColumn('data', 'text', notNull)
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, notNull)
    .addColumn('lease_until', ts)
    .addColumn('last_error', 'text')
    .addColumn('created_at', ts, notNull)
    .addColumn('finished_at', ts)
    .execute();
  await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();

  await db.schema
    .createTable('account_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', notNull)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('expires_at', ts, notNull)
    .addColumn('used_at', ts)
    .execute();
  await db.schema.createIndex('account_tokens_user').on('account_tokens').columns(['user_id', 'purpose']).execute();

  await db.schema.alterTable('users').addColumn('pending_email', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('pending_email').execute();
  await db.schema.dropTable('account_tokens').ifExists().execute();
  await db.schema.dropTable('mail_outbox').ifExists().execute();
}
