import type { Kysely } from 'kysely';
import { keyedTable, notNull, timestampType, withId } from './columns.ts';

/**
 * Storage of the identity provider: what oidc-provider persists for both issuers (codes,
 * tokens, grants, sessions, interactions), the signing keys and cookie secrets, and the
 * sign-in host's own login sessions.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);

  // One row per stored artefact. `issuer` partitions the two issuers so a code or token of
  // one can never be found by the other. For bearer artefacts `id` is a SHA-256 digest of
  // the value, never the value itself.
  await keyedTable(db, 'oauth_artifacts', { issuer: 'text', model: 'text', id: 'text' })
    .addColumn('payload', 'text', notNull)
    .addColumn('grant_id', 'text')
    .addColumn('uid', 'text')
    .addColumn('user_code', 'text')
    .addColumn('account_id', 'text')
    .addColumn('client_id', 'text')
    .addColumn('expires_at', ts)
    .addColumn('consumed_at', ts)
    .execute();
  await db.schema.createIndex('oauth_artifacts_grant').on('oauth_artifacts').columns(['issuer', 'grant_id']).execute();
  await db.schema.createIndex('oauth_artifacts_uid').on('oauth_artifacts').columns(['issuer', 'model', 'uid']).execute();
  await db.schema
    .createIndex('oauth_artifacts_account_client')
    .on('oauth_artifacts')
    .columns(['issuer', 'model', 'account_id', 'client_id'])
    .execute();
  await db.schema.createIndex('oauth_artifacts_expires').on('oauth_artifacts').column('expires_at').execute();

  await withId(db, db.schema.createTable('identity_keys'))
    .addColumn('kid', 'text', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('material', 'text', notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('retired_at', ts)
    .execute();
  await db.schema.createIndex('identity_keys_kid_unique').on('identity_keys').column('kid').unique().execute();

  await db.schema
    .createTable('web_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('auth_time', ts, notNull)
    .addColumn('created_at', ts, notNull)
    .addColumn('expires_at', ts, notNull)
    .execute();
  await db.schema.createIndex('web_sessions_user').on('web_sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['web_sessions', 'identity_keys', 'oauth_artifacts']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
