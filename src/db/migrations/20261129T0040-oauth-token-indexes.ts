import { sql, type Kysely } from 'kysely';

/**
 * Codes and tokens (most `oauth_artifacts` rows, and the ones written on every token
 * request) leave the indexes they are never looked up by: a token row was entered in five
 * b-trees, now in four (its key, its grant, its expiry and the table). The lookups by account
 * and by uid keep their indexes, made partial:
 *
 * - by uid (sessions, interactions): only rows that have one;
 * - by account (and app): one index per model asked that way — consents, grants, sessions —
 *   each led by the account, since the queries of sessions and consents name no issuer.
 *
 * The grant index loses its leading `issuer` (grant ids are random; the issuer is checked on
 * the few rows of a grant). Then no index but the key starts with `issuer`: PostgreSQL's
 * planner, with statistics taken while the table was small, took an index on (issuer, …) for
 * a token lookup by key and filtered every token of the issuer, and a prepared statement
 * keeps such a plan.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('oauth_artifacts_uid').execute();
  await db.schema.dropIndex('oauth_artifacts_account_client').execute();
  await db.schema.dropIndex('oauth_artifacts_grant').execute();
  await db.schema.createIndex('oauth_artifacts_grant').on('oauth_artifacts').column('grant_id').execute();
  await db.schema.createIndex('oauth_artifacts_uid').on('oauth_artifacts').columns(['issuer', 'model', 'uid']).where('uid', 'is not', null).execute();
  await db.schema.createIndex('oauth_artifacts_consents').on('oauth_artifacts').columns(['account_id', 'client_id']).where(sql.ref('model'), '=', 'Consent').execute();
  await db.schema.createIndex('oauth_artifacts_grants').on('oauth_artifacts').columns(['account_id', 'client_id']).where(sql.ref('model'), '=', 'Grant').execute();
  await db.schema.createIndex('oauth_artifacts_sessions').on('oauth_artifacts').column('account_id').where(sql.ref('model'), '=', 'Session').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const index of ['oauth_artifacts_sessions', 'oauth_artifacts_grants', 'oauth_artifacts_consents', 'oauth_artifacts_uid', 'oauth_artifacts_grant']) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.createIndex('oauth_artifacts_grant').on('oauth_artifacts').columns(['issuer', 'grant_id']).execute();
  await db.schema.createIndex('oauth_artifacts_uid').on('oauth_artifacts').columns(['issuer', 'model', 'uid']).execute();
  await db.schema.createIndex('oauth_artifacts_account_client').on('oauth_artifacts').columns(['issuer', 'model', 'account_id', 'client_id']).execute();
}
