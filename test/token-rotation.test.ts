import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { digest } from '../src/http/secrets.ts';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from './oauth-helpers.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/rotation/callback';

/** An app and a person who has authorized it at the API issuer, with the first token pair. */
async function setup(t: TestContext) {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const created = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Rotation', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const client = { client_id: created.app.clientId, client_secret: created.clientSecret as string };
  const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', state: 's' }).toString();
  const code = callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI })).searchParams.get('code') as string;
  const tokens = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
  assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
  const refresh = (token: string) => postForm(`${hosts.apiBaseUrl}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: token });
  return { hosts, person, client, tokens: tokens.body as { access_token: string; refresh_token: string }, refresh };
}

test('a refresh whose new tokens cannot be saved answers server_error and changes nothing: the refresh token stays unspent', async (t) => {
  const { hosts, tokens, refresh } = await setup(t);
  const { db, dialect } = hosts.services.database;
  const refreshTokens = async () =>
    db.selectFrom('oauth_artifacts').select(['id', 'consumed_at']).where('model', '=', 'RefreshToken').orderBy('id').execute();
  const before = await refreshTokens();

  // The store refuses access tokens for a moment (a full disk, a lost connection mid-way).
  if (dialect === 'postgres') {
    await sql`create function refuse_access_tokens() returns trigger language plpgsql as $$
      begin if new.model = 'AccessToken' then raise exception 'refused'; end if; return new; end $$`.execute(db);
    await sql`create trigger refuse_access_tokens before insert on oauth_artifacts for each row execute function refuse_access_tokens()`.execute(db);
  } else {
    await sql`create trigger refuse_access_tokens before insert on oauth_artifacts when new.model = 'AccessToken' begin select raise(abort, 'refused'); end`.execute(db);
  }
  const failed = await refresh(tokens.refresh_token);
  assert.equal(failed.status, 500);
  assert.equal(failed.body.error, 'server_error');
  assert.deepEqual(await refreshTokens(), before, 'the spent token is not marked used and no successor is stored');
  await sql`drop trigger refuse_access_tokens${sql.raw(dialect === 'postgres' ? ' on oauth_artifacts' : '')}`.execute(db);

  const retried = await refresh(tokens.refresh_token);
  assert.equal(retried.status, 200, JSON.stringify(retried.body));
  const after = await refreshTokens();
  assert.equal(after.length, before.length + 1, 'one successor');
  assert.equal(after.filter((row) => row.consumed_at !== null).length, 1, 'the spent token is now used');
  assert.equal((await fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${retried.body.access_token as string}` } })).status, 200);
});

test('refreshes of two families at once: when one cannot be saved, the other still is', async (t) => {
  const { hosts, client, person, tokens, refresh } = await setup(t);
  // A second device of the same person: its own token family.
  const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', state: 's' }).toString();
  const code = callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI })).searchParams.get('code') as string;
  const other = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
  assert.equal(other.status, 200, JSON.stringify(other.body));

  const { db, dialect } = hosts.services.database;
  const { grant_id: grantId } = await db.selectFrom('oauth_artifacts').select('grant_id').where('model', '=', 'RefreshToken').where('id', '=', digest(tokens.refresh_token)).executeTakeFirstOrThrow();
  // The store refuses the first family's new access token only.
  if (dialect === 'postgres') {
    await sql`create function refuse_family() returns trigger language plpgsql as ${sql.lit(`begin if new.model = 'AccessToken' and new.grant_id = '${grantId}' then raise exception 'refused'; end if; return new; end`)}`.execute(db);
    await sql`create trigger refuse_family before insert on oauth_artifacts for each row execute function refuse_family()`.execute(db);
  } else {
    await sql`create trigger refuse_family before insert on oauth_artifacts when new.model = 'AccessToken' and new.grant_id = ${sql.lit(grantId)} begin select raise(abort, 'refused'); end`.execute(db);
  }
  const [refused, saved] = await Promise.all([refresh(tokens.refresh_token), refresh(other.body.refresh_token as string)]);
  assert.equal(refused.status, 500);
  assert.equal(saved.status, 200, JSON.stringify(saved.body));
  assert.equal((await fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${saved.body.access_token as string}` } })).status, 200);
  await sql`drop trigger refuse_family${sql.raw(dialect === 'postgres' ? ' on oauth_artifacts' : '')}`.execute(db);
  assert.equal((await refresh(tokens.refresh_token)).status, 200, 'the refused family refreshes once the store takes it');
});

test('a token is looked up by its key: no other index of the artefacts starts with the issuer, whatever the planner knows of the table', async (t) => {
  const { hosts, tokens, refresh } = await setup(t);
  assert.equal((await refresh(tokens.refresh_token)).status, 200);
  const { db, dialect } = hosts.services.database;
  const lookup = 'select * from oauth_artifacts where issuer = $1 and model = $2 and id = $3';
  let plan: string;
  if (dialect === 'postgres') {
    // The plan a prepared statement keeps: made without the values, from the statistics of a young table.
    plan = await db.connection().execute(async (connection) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      await sql.raw(`prepare token_lookup(text, text, text) as ${lookup}`).execute(connection);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain execute token_lookup('api', 'RefreshToken', 'x')`.execute(connection);
      await sql`deallocate token_lookup`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    assert.match(plan, /Index Cond: \(\(issuer = \$1\) AND \(model = \$2\) AND \(id = \$3\)\)/);
  } else {
    const { rows } = await sql<{ detail: string }>`${sql.raw(`explain query plan ${lookup.replace(/\$\d/g, '?')}`)}`.execute(db);
    plan = rows.map((row) => row.detail).join('\n');
    assert.match(plan, /\(issuer=\? AND model=\? AND id=\?\)/);
  }
});

test('a refresh token of a person who is gone is invalid_grant at both issuers; an id_token from a refresh names its person', async (t) => {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const created = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Gone', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const client = { client_id: created.app.clientId, client_secret: created.clientSecret as string };
  const tokensAt = async (base: string, scope: string) => {
    const url = new URL(`${base}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope, state: 's' }).toString();
    const code = callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI })).searchParams.get('code') as string;
    const tokens = await postForm(`${base}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    return tokens.body.refresh_token as string;
  };
  const api = await tokensAt(hosts.apiBaseUrl, 'read:churches');
  const signin = await tokensAt(hosts.loginUrl, 'openid profile');

  const refreshed = await postForm(`${hosts.loginUrl}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: signin });
  assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
  const idToken = JSON.parse(Buffer.from((refreshed.body.id_token as string).split('.')[1], 'base64url').toString()) as { sub: string };
  assert.equal(idToken.sub, String(person.id));

  await hosts.services.database.db.deleteFrom('users').where('id', '=', person.id).execute();
  for (const [base, token] of [[hosts.apiBaseUrl, api], [hosts.loginUrl, refreshed.body.refresh_token as string]]) {
    const answer = await postForm(`${base}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: token });
    assert.equal(answer.status, 400, `${base}: ${JSON.stringify(answer.body)}`);
    assert.equal(answer.body.error, 'invalid_grant');
  }
});
