import { test } from 'node:test';
import { sql } from 'kysely';
import assert from 'node:assert/strict';
import { buildTestApp } from '../../../test/helpers.ts';
import { html, raw } from '../../views/layout.ts';
import type { OAuthClient } from '../apps/service.ts';
import { clientMetadata } from './clients.ts';
import { IdentityKeys } from './keys.ts';
import { IdentityRepository } from './repository.ts';

const client = (overrides: Partial<OAuthClient> = {}): OAuthClient => ({
  id: 1, clientId: 'app_1', ownerId: 1, name: 'App', type: 'confidential', clientSecretDigest: 'ab'.repeat(32), donationsApproved: false, householdsApproved: false,
  redirectUris: ['https://app.example/cb', 'http://localhost:8080/cb'],
  postLogoutRedirectUris: [],
  webOrigins: [],
  ...overrides,
});

test('client metadata: public apps use PKCE without a secret, confidential apps the secret digest', () => {
  const confidential = clientMetadata(client(), { production: false, signin: true });
  assert.equal(confidential?.token_endpoint_auth_method, 'client_secret_post');
  assert.equal(confidential?.client_secret, 'ab'.repeat(32));
  assert.equal(confidential?.require_auth_time, true);
  const spa = clientMetadata(client({ type: 'public', clientSecretDigest: null }), { production: false, signin: false });
  assert.equal(spa?.token_endpoint_auth_method, 'none');
  assert.equal(spa?.client_secret, undefined);
  assert.deepEqual(spa?.grant_types, ['authorization_code', 'refresh_token']);
});

test('client metadata: in production only HTTPS redirect URIs count; none means no OAuth client', () => {
  assert.deepEqual(clientMetadata(client(), { production: true, signin: false })?.redirect_uris, ['https://app.example/cb']);
  assert.equal(clientMetadata(client({ redirectUris: ['http://localhost:8080/cb'] }), { production: true, signin: false }), undefined);
  assert.equal(clientMetadata(client({ redirectUris: [] }), { production: false, signin: false }), undefined);
});

test('client metadata: post-logout redirect URIs at the sign-in issuer only, HTTPS only in production', () => {
  const signedOut = { postLogoutRedirectUris: ['https://app.example/bye', 'http://localhost:8080/bye'] };
  assert.deepEqual(clientMetadata(client(signedOut), { production: false, signin: true })?.post_logout_redirect_uris, signedOut.postLogoutRedirectUris);
  assert.deepEqual(clientMetadata(client(signedOut), { production: true, signin: true })?.post_logout_redirect_uris, ['https://app.example/bye']);
  assert.equal(clientMetadata(client(signedOut), { production: false, signin: false })?.post_logout_redirect_uris, undefined);
});

test('client metadata: a back-channel logout URI at the sign-in issuer only, HTTPS only in production, with or without sid', () => {
  const metadata = (uri: string | null, sessionRequired: boolean, options: { production: boolean; signin: boolean }) => {
    const built = clientMetadata(client({ backchannelLogout: { uri, sessionRequired } }), options);
    return [built?.backchannel_logout_uri, built?.backchannel_logout_session_required];
  };
  assert.deepEqual(metadata('https://app.example/logout', true, { production: true, signin: true }), ['https://app.example/logout', true]);
  assert.deepEqual(metadata('http://localhost:8080/logout', false, { production: false, signin: true }), ['http://localhost:8080/logout', false]);
  assert.deepEqual(metadata('http://localhost:8080/logout', false, { production: true, signin: true }), [undefined, undefined]);
  assert.deepEqual(metadata('https://app.example/logout', true, { production: false, signin: false }), [undefined, undefined], 'the API issuer sends no logout tokens');
  assert.deepEqual(metadata(null, false, { production: false, signin: true }), [undefined, undefined]);
});

test('client metadata: public apps may call the token endpoints from their redirect URIs’ origins and their listed web origins', () => {
  const spa = { type: 'public' as const, clientSecretDigest: null, webOrigins: ['https://app.example', 'https://admin.example:8443', 'http://localhost:5173'] };
  assert.deepEqual(clientMetadata(client(spa), { production: false, signin: false })?.web_origins, [
    'https://app.example', 'http://localhost:8080', 'https://admin.example:8443', 'http://localhost:5173',
  ]);
  assert.deepEqual(clientMetadata(client(spa), { production: true, signin: true })?.web_origins, ['https://app.example', 'https://admin.example:8443']);
  assert.equal(clientMetadata(client({ webOrigins: ['https://app.example'] }), { production: false, signin: false })?.web_origins, undefined, 'confidential apps: none');
});

test('html escapes interpolated values, but not nested html or raw markup', () => {
  const name = '<script>alert("x")</script> & \'co\'';
  assert.equal(html`<p>${name}</p>`.value, '<p>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;co&#39;</p>');
  assert.equal(html`<ul>${['a<', 'b'].map((item) => html`<li>${item}</li>`)}</ul>`.value, '<ul><li>a&lt;</li><li>b</li></ul>');
  assert.equal(html`${raw('<br>')}${null}${undefined}${false}`.value, '<br>');
});

test('signing keys: generated once, rotated with a new kid, the old key still published', async (t) => {
  const { services } = await buildTestApp(t);
  const keys = new IdentityKeys(new IdentityRepository(services.database.db));
  const first = await keys.signingKeys();
  assert.equal(first.keys.length, 1);
  assert.deepEqual(await keys.signingKeys(), first, 'stored, not generated again');
  const kid = await services.identityKeys.rotateSigningKey();
  const after = await keys.signingKeys();
  assert.equal(after.keys[0].kid, kid, 'the new key signs');
  assert.equal(after.keys[1].kid, first.keys[0].kid, 'the retired key still verifies');
  assert.deepEqual(await keys.cookieSecrets(), await keys.cookieSecrets());
});

test('refresh rotations saved together: each is written, a failing one fails alone, a spent token keeps its first use', async (t) => {
  const { services } = await buildTestApp(t);
  const { db, dialect } = services.database;
  const repository = new IdentityRepository(db, dialect);
  const at = new Date().toISOString();
  const row = (model: string, id: string, grant: string) => ({
    issuer: 'api', model, id, payload: '{}', grant_id: grant, uid: null, user_code: null, account_id: '1', client_id: 'app', expires_at: '2999-01-01T00:00:00.000Z', consumed_at: null,
  });
  await repository.upsertArtifact(row('RefreshToken', 'spent-a', 'a'));
  await repository.upsertArtifact(row('RefreshToken', 'spent-b', 'b'));
  if (dialect === 'postgres') {
    await sql`create function refuse_b() returns trigger language plpgsql as $$ begin if new.id = 'next-b' then raise exception 'refused'; end if; return new; end $$`.execute(db);
    await sql`create trigger refuse_b before insert on oauth_artifacts for each row execute function refuse_b()`.execute(db);
  } else {
    await sql`create trigger refuse_b before insert on oauth_artifacts when new.id = 'next-b' begin select raise(abort, 'refused'); end`.execute(db);
  }
  // Asked in one go, as requests of one moment do; and the same rotation twice, as racing requests do.
  const later = (ms: number) => new Date(Date.now() + ms).toISOString();
  const rotateA = (when: string) => repository.saveRotation('api', [{ model: 'RefreshToken', id: 'spent-a' }], [row('RefreshToken', 'next-a', 'a'), row('AccessToken', 'access-a', 'a')], when);
  const racing = later(5000);
  const results = await Promise.allSettled([
    rotateA(at),
    repository.saveRotation('api', [{ model: 'RefreshToken', id: 'spent-b' }], [row('RefreshToken', 'next-b', 'b'), row('AccessToken', 'access-b', 'b')], at),
    rotateA(racing),
  ]);
  assert.deepEqual(results.map((result) => result.status), ['fulfilled', 'rejected', 'fulfilled']);
  const rows = await db.selectFrom('oauth_artifacts').select(['id', 'consumed_at']).orderBy('id').execute();
  assert.deepEqual(rows.map((r) => r.id), ['access-a', 'next-a', 'spent-a', 'spent-b']);
  const firstUse = rows.find((r) => r.id === 'spent-a')?.consumed_at;
  // SQLite writes the batch in the order asked; on PostgreSQL the two commit side by side, and whichever commits first is the first use.
  if (dialect === 'postgres') assert.ok(firstUse === at || firstUse === racing, `one of the racing uses: ${firstUse}`);
  else assert.equal(firstUse, at, 'the first use counts');
  assert.equal(rows.find((r) => r.id === 'spent-b')?.consumed_at, null, 'the failed rotation spent nothing');
  await rotateA(later(10_000));
  const after = await db.selectFrom('oauth_artifacts').select('consumed_at').where('id', '=', 'spent-a').executeTakeFirstOrThrow();
  assert.equal(after.consumed_at, firstUse, 'a later use leaves the first in place');
});
