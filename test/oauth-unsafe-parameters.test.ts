import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';

/**
 * A NUL in any parameter, at any endpoint of either issuer, is answered `invalid_request` in
 * the endpoint's own way: the OAuth error object at the token, revocation, introspection and
 * userinfo endpoints; at the authorization endpoint a redirect to the app when its client_id
 * and redirect_uri can be trusted, the error page otherwise; the error page (or the error
 * object, to a client asking for JSON) at end_session. (A query or form value cannot carry an
 * unpaired surrogate: bytes that are not UTF-8 decode to U+FFFD.)
 */

const REDIRECT_URI = 'https://app.example/cb';
const DESCRIPTION = 'parameters must be well-formed text (no NUL or unpaired surrogate)';

test('a NUL in any OAuth parameter of either issuer is invalid_request, answered as each endpoint answers errors', async (t) => {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const { app, clientSecret } = await hosts.services.apps.createApp({
    ownerId: developer.id,
    name: 'Text Check',
    type: 'confidential',
    redirectUris: [REDIRECT_URI],
    postLogoutRedirectUris: ['https://app.example/bye'],
  });
  const client = { client_id: app.clientId, client_secret: clientSecret as string };
  const issuers = [
    { name: 'api', base: hosts.apiBaseUrl, scope: 'read:churches' },
    { name: 'signin', base: hosts.loginUrl, scope: 'openid' },
  ];

  const jsonRefusal = async (response: Response, label: string) => {
    assert.equal(response.status, 400, label);
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/, label);
    assert.deepEqual(await response.json(), { error: 'invalid_request', error_description: DESCRIPTION }, label);
  };
  const pageRefusal = async (response: Response, label: string) => {
    assert.equal(response.status, 400, label);
    assert.match(response.headers.get('content-type') ?? '', /^text\/html/, label);
    const html = await response.text();
    assert.match(html, /well-formed text \(no NUL or unpaired surrogate\) \(invalid_request\)/, label);
    assert.match(html, /This request cannot be completed/, label);
  };
  const post = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', body: new URLSearchParams(fields), headers: { accept: 'application/json', ...headers }, redirect: 'manual' });

  for (const { name, base, scope } of issuers) {
    await t.test(`${name}: token, revocation and introspection`, async () => {
      const cases: Record<string, string>[] = [
        { ...client, grant_type: 'authorization_code', code: 'some-code', redirect_uri: `${REDIRECT_URI}\u0000` },
        { ...client, grant_type: 'authorization_code', code: 'some-code', redirect_uri: REDIRECT_URI, code_verifier: 'a\u0000b' },
        { ...client, grant_type: 'refresh_token', refresh_token: 'some-token', scope: `${scope}\u0000` },
        { ...client, grant_type: 'refresh\u0000_token', refresh_token: 'some-token' },
        { ...client, client_secret: 'a\u0000b', grant_type: 'refresh_token', refresh_token: 'some-token' },
        { ...client, grant_type: 'refresh_token', refresh_token: 'some-token', 'unknown\u0000name': 'x' },
        { ...client, grant_type: 'refresh_token', refresh_token: 'some-token', extra: '\u0000' },
      ];
      for (const fields of cases) await jsonRefusal(await post(`${base}/oauth/token`, fields), `${name} token ${JSON.stringify(fields)}`);
      await jsonRefusal(await post(`${base}/oauth/token?x=%00`, { ...client, grant_type: 'refresh_token', refresh_token: 'some-token' }), `${name} token, in the query`);
      for (const path of ['/oauth/revoke', '/oauth/introspect']) {
        await jsonRefusal(await post(`${base}${path}`, { ...client, token: 'some-token', token_type_hint: 'refresh\u0000token' }), `${name} ${path} token_type_hint`);
      }
      // client_secret_basic: the credentials are form-encoded inside the header (oidc-provider
      // refuses one that holds a NUL, in words of its own).
      for (const [id, secret] of [[client.client_id, 'a\u0000b'], ['app\u0000x', 'secret']]) {
        const basic = `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString('base64')}`;
        for (const path of ['/oauth/token', '/oauth/revoke']) {
          const answer = await post(`${base}${path}`, { grant_type: 'refresh_token', refresh_token: 'some-token', token: 'some-token' }, { authorization: basic });
          assert.equal(answer.status, 400, `${name} ${path}, Basic ${JSON.stringify([id, secret])}`);
          assert.equal(((await answer.json()) as { error: string }).error, 'invalid_request');
        }
      }
    });

    await t.test(`${name}: authorization, redirected to the app when its client and redirect_uri can be trusted`, async () => {
      const params = (change: Record<string, string>) =>
        new URLSearchParams({ client_id: client.client_id, response_type: 'code', scope, redirect_uri: REDIRECT_URI, state: 'the-state', ...change });
      const changes: Record<string, string>[] = [{ scope: `${scope}\u0000` }, { nonce: 'a\u0000b' }, { prompt: 'login\u0000' }, { extra: '\u0000' }, { 'extra\u0000': 'x' }];
      for (const change of changes) {
        const label = `${name} authorize ${JSON.stringify(change)}`;
        const answer = await fetch(`${base}/oauth/authorize?${params(change)}`, { redirect: 'manual' });
        assert.equal(answer.status, 303, label);
        const location = new URL(answer.headers.get('location') ?? '');
        assert.equal(`${location.origin}${location.pathname}`, REDIRECT_URI, label);
        assert.equal(location.searchParams.get('error'), 'invalid_request', label);
        assert.equal(location.searchParams.get('error_description'), DESCRIPTION, label);
        assert.equal(location.searchParams.get('state'), 'the-state', label);
      }

      // A redirect_uri or client_id that cannot be trusted: the error page, never a redirect.
      const untrusted: Record<string, string>[] = [
        { redirect_uri: `${REDIRECT_URI}\u0000` },
        { redirect_uri: `${REDIRECT_URI}\u0000`, state: '\u0000' },
        { client_id: `${client.client_id}\u0000` },
        { client_id: 'app_unknown', state: '\u0000' },
      ];
      for (const change of untrusted) {
        await pageRefusal(await fetch(`${base}/oauth/authorize?${params(change)}`, { redirect: 'manual', headers: { accept: 'text/html' } }), `${name} authorize ${JSON.stringify(change)}`);
      }
    });

    await t.test(`${name}: discovery and JWKS`, async () => {
      const discovery = name === 'api' ? `${new URL(base).origin}/.well-known/oauth-authorization-server${new URL(base).pathname}` : `${base}/.well-known/openid-configuration`;
      await jsonRefusal(await fetch(`${discovery}?x=%00`), `${name} discovery`);
      await jsonRefusal(await fetch(`${base}/oauth/jwks?x=%00`), `${name} jwks`);
    });
  }

  await t.test('signin: userinfo', async () => {
    const userinfo = `${hosts.loginUrl}/oauth/userinfo`;
    for (const [label, answer] of [
      ['access_token in a form', await post(userinfo, { access_token: 'a\u0000b' })],
      ['another form field', await post(userinfo, { access_token: 'some-token', extra: '\u0000' }, {})],
      ['the query', await fetch(`${userinfo}?x=%00`, { headers: { authorization: 'Bearer some-token', accept: 'application/json' } })],
    ] as const) {
      await jsonRefusal(answer, `userinfo: ${label}`);
    }
  });

  await t.test('signin: end_session and its confirmation', async () => {
    const logout = `${hosts.loginUrl}/oauth/logout`;
    const cases: Record<string, string>[] = [
      { post_logout_redirect_uri: 'https://app.example/bye\u0000', client_id: client.client_id },
      { state: '\u0000', client_id: client.client_id },
      { id_token_hint: 'a\u0000b' },
      { client_id: 'a\u0000b' },
      { ui_locales: 'en\u0000' },
    ];
    for (const fields of cases) {
      const label = `end_session ${JSON.stringify(fields)}`;
      await pageRefusal(await fetch(`${logout}?${new URLSearchParams(fields)}`, { headers: { accept: 'text/html' }, redirect: 'manual' }), label);
      await jsonRefusal(await fetch(`${logout}?${new URLSearchParams(fields)}`, { headers: { accept: 'application/json' }, redirect: 'manual' }), `${label}, as JSON`);
    }
    await pageRefusal(await fetch(`${logout}/confirm`, { method: 'POST', body: new URLSearchParams({ xsrf: 'a\u0000b', logout: 'yes' }), headers: { accept: 'text/html' }, redirect: 'manual' }), 'end_session confirmation');
  });
});
