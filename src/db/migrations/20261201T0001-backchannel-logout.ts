import type { Kysely } from 'kysely';
import { notNull, timestampType, withId } from './columns.ts';

/**
 * OpenID Connect Back-Channel Logout: an app may name where the sign-in issuer posts a logout
 * token when a person's session there ends, and whether it needs the session's `sid` in it.
 *
 * `logout_notices` is the outbox of those tokens: a row is a token owed to an app (the person,
 * and the session when the app asked for it), written when the session ends, by the service or
 * the command line; a worker of the service signs and posts it, so no sign-out waits for an
 * app's server. A claimed row's `lease_until` runs out when its instance dies, and another
 * instance posts it. A notice for an app deleted meanwhile is dropped when its turn comes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const ts = timestampType(db);
  await db.schema.alterTable('apps').addColumn('backchannel_logout_uri', 'text').execute();
  await db.schema.alterTable('apps').addColumn('backchannel_logout_session_required', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await withId(db, db.schema.createTable('logout_notices'))
    .addColumn('client_id', 'text', notNull)
    .addColumn('account_id', 'text', notNull)
    .addColumn('sid', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', ts, notNull)
    .addColumn('lease_until', ts)
    .addColumn('created_at', ts, notNull)
    .execute();
  await db.schema.createIndex('logout_notices_due').on('logout_notices').column('next_attempt_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('logout_notices').ifExists().execute();
  await db.schema.alterTable('apps').dropColumn('backchannel_logout_session_required').execute();
  await db.schema.alterTable('apps').dropColumn('backchannel_logout_uri').execute();
}
