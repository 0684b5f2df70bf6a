import type { Kysely } from 'kysely';

/**
 * Browser apps may call the issuers' token, revocation and userinfo endpoints from the
 * origins of their redirect URIs and from the web origins their developers list on the app
 * page (a JSON array of `scheme://host[:port]`), e.g. an app signing in on one origin and
 * refreshing tokens from another.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').addColumn('web_origins', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').dropColumn('web_origins').execute();
}
