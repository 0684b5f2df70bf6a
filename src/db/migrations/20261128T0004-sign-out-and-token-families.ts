import { sql, type Kysely } from 'kysely';

/**
 * Apps sign people out (OpenID RP-Initiated Logout) and name where the sign-in host may send
 * them afterwards: `post_logout_redirect_uris`, a JSON array of exact URIs like
 * `redirect_uris`.
 *
 * Every authorization becomes its own token family (grant), and what a person consented to
 * is remembered apart, as a `Consent` row per person, app and issuer. Each existing
 * consent is carried over from the latest grant the person gave the app, so nobody is asked
 * again and /account still lists every app that holds tokens.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('apps').addColumn('post_logout_redirect_uris', 'text', (c) => c.notNull().defaultTo('[]')).execute();

  const { rows } = await sql<{ issuer: string; account_id: string; client_id: string; payload: string; expires_at: unknown }>`
    select issuer, account_id, client_id, payload, expires_at from oauth_artifacts
    where model = 'Grant' and account_id is not null and client_id is not null
    order by expires_at`.execute(db);
  const latest = new Map(rows.map((row) => [`${row.issuer} ${row.account_id}:${row.client_id}`, row]));
  for (const row of latest.values()) {
    await sql`insert into oauth_artifacts (issuer, model, id, payload, account_id, client_id, expires_at)
      values (${row.issuer}, 'Consent', ${`${row.account_id}:${row.client_id}`}, ${row.payload}, ${row.account_id}, ${row.client_id}, ${row.expires_at})`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from oauth_artifacts where model = 'Consent'`.execute(db);
  await db.schema.alterTable('apps').dropColumn('post_logout_redirect_uris').execute();
}
