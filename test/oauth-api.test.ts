import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as oidc from 'openid-client';
import { buildChurch, buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization, type BothHosts } from './oauth-helpers.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/api/callback';

async function setup(t: Parameters<typeof startBothHosts>[0]) {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const confidential = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Church Hub', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const spa = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Prayer SPA', type: 'public', redirectUris: [REDIRECT_URI] });
  return { hosts, developer, person, clientId: confidential.app.clientId, clientSecret: confidential.clientSecret as string, publicClientId: spa.app.clientId };
}

function authorizeUrl(base: string, params: Record<string, string>): URL {
  const url = new URL(`${base}/oauth/authorize`);
  url.search = new URLSearchParams({ redirect_uri: REDIRECT_URI, response_type: 'code', ...params }).toString();
  return url;
}

async function codeFor(browser: Browser, base: string, email: string, params: Record<string, string>): Promise<URL> {
  return callbackOf(await walkAuthorization(browser, authorizeUrl(base, params), { email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
}

const api = (hosts: BothHosts, path: string, token: string, init: RequestInit = {}) =>
  fetch(`${hosts.apiBaseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers ?? {}) } });

test('API code flow: tokens act as the consenting person with exactly the granted scopes', async (t) => {
  const { hosts, person, clientId, clientSecret } = await setup(t);
  const church = await buildChurch(hosts.services);
  const browser = new Browser();
  const callback = await codeFor(browser, hosts.apiBaseUrl, person.email, { client_id: clientId, scope: 'read:churches write:prayers', state: 'st-1' });
  assert.equal(callback.searchParams.get('state'), 'st-1');
  const tokenUrl = `${hosts.apiBaseUrl}/oauth/token`;
  const response = await postForm(tokenUrl, {
    grant_type: 'authorization_code', code: callback.searchParams.get('code') as string, client_id: clientId, client_secret: clientSecret, redirect_uri: REDIRECT_URI,
  });
  assert.equal(response.status, 200, JSON.stringify(response.body));
  assert.equal(response.headers.get('cache-control'), 'no-store');
  assert.deepEqual(Object.keys(response.body).sort(), ['access_token', 'expires_in', 'refresh_token', 'scope', 'token_type']);
  assert.equal(response.body.token_type, 'Bearer');
  assert.equal(response.body.expires_in, 3600);
  assert.equal(response.body.scope, 'read:churches write:prayers');
  const token = response.body.access_token as string;

  assert.equal((await api(hosts, '/churches', token)).status, 200);
  const created = await api(hosts, '/prayers', token, { method: 'POST', body: JSON.stringify({ communityId: church.id, content: 'For rain', isAnonymous: false }) });
  assert.equal(created.status, 201);
  assert.equal(((await created.json()) as { data: { userId: number } }).data.userId, person.id, 'acts as the person who consented, not the app owner');
  const forbidden = await api(hosts, '/users/me', token);
  assert.equal(forbidden.status, 403);
  assert.equal((await api(hosts, '/prayers', token)).status, 403, 'read:prayers was not granted');
  assert.equal((await api(hosts, '/churches', 'not-a-real-token')).status, 401);

  // The sign-in issuer does not know API tokens, and the API does not accept sign-in tokens.
  const userinfo = await fetch(`${hosts.loginUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${token}` } });
  assert.equal(userinfo.status, 401);
  const signinCallback = await codeFor(browser, hosts.loginUrl, person.email, { client_id: clientId, scope: 'openid', state: 'x' });
  const signin = await postForm(`${hosts.loginUrl}/oauth/token`, {
    grant_type: 'authorization_code', code: signinCallback.searchParams.get('code') as string, client_id: clientId, client_secret: clientSecret, redirect_uri: REDIRECT_URI,
  });
  assert.equal(signin.status, 200);
  assert.equal((await api(hosts, '/churches', signin.body.access_token as string)).status, 401);

  // A code of one issuer never redeems at the other.
  const crossCallback = await codeFor(browser, hosts.loginUrl, person.email, { client_id: clientId, scope: 'openid', state: 'y' });
  const cross = await postForm(tokenUrl, {
    grant_type: 'authorization_code', code: crossCallback.searchParams.get('code') as string, client_id: clientId, client_secret: clientSecret, redirect_uri: REDIRECT_URI,
  });
  assert.equal(cross.status, 400);
  assert.equal(cross.body.error, 'invalid_grant');

  // Introspection and revocation for the confidential client.
  const auth = { client_id: clientId, client_secret: clientSecret };
  const introspected = await postForm(`${hosts.apiBaseUrl}/oauth/introspect`, { ...auth, token });
  assert.equal(introspected.status, 200);
  assert.equal(introspected.body.active, true);
  assert.equal(introspected.body.scope, 'read:churches write:prayers');
  assert.equal(introspected.body.sub, String(person.id));
  const revoked = await postForm(`${hosts.apiBaseUrl}/oauth/revoke`, { ...auth, token });
  assert.equal(revoked.status, 200);
  assert.equal((await api(hosts, '/churches', token)).status, 401, 'a revoked token stops working at once');
  assert.equal((await postForm(`${hosts.apiBaseUrl}/oauth/introspect`, { ...auth, token })).body.active, false);
});

test('API issuer metadata (RFC 8414) and a public client with PKCE through openid-client', async (t) => {
  const { hosts, person, publicClientId } = await setup(t);
  const metadataResponse = await fetch(`${new URL(hosts.apiBaseUrl).origin}/.well-known/oauth-authorization-server/api/v1`);
  assert.equal(metadataResponse.status, 200);
  const metadata = (await metadataResponse.json()) as Record<string, unknown>;
  assert.equal(metadata.issuer, hosts.apiBaseUrl);
  assert.equal(metadata.authorization_endpoint, `${hosts.apiBaseUrl}/oauth/authorize`);
  assert.equal(metadata.token_endpoint, `${hosts.apiBaseUrl}/oauth/token`);
  assert.equal(metadata.userinfo_endpoint, undefined);
  assert.deepEqual(metadata.scopes_supported, ['read:churches', 'write:churches', 'read:events', 'write:events', 'read:users', 'read:prayers', 'write:prayers', 'read:donations', 'read:groups', 'write:groups', 'read:households', 'write:households']);
  assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);

  const config = await oidc.discovery(new URL(hosts.apiBaseUrl), publicClientId, undefined, oidc.None(), {
    algorithm: 'oauth2',
    execute: [oidc.allowInsecureRequests],
  });
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const start = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI, scope: 'read:churches read:users', state,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  const callback = callbackOf(await walkAuthorization(new Browser(), start, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
  const tokens = await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: state });
  assert.equal(tokens.scope, 'read:churches read:users');
  assert.ok(tokens.refresh_token);
  const me = await api(hosts, '/users/me', tokens.access_token);
  assert.equal(me.status, 200);
  assert.equal(((await me.json()) as { data: { id: number } }).data.id, person.id);

  // Refresh exactly as the spec lists it: grant_type, refresh_token, client_id.
  const refreshed = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token as string, client_id: publicClientId });
  assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
  assert.equal(refreshed.headers.get('cache-control'), 'no-store');
  assert.notEqual(refreshed.body.refresh_token, tokens.refresh_token, 'rotated');
  assert.equal(refreshed.body.scope, 'read:churches read:users');
  assert.equal((await api(hosts, '/users/me', refreshed.body.access_token as string)).status, 200);

  // Without PKCE a public client is refused (redirected with invalid_request).
  const noPkce = callbackOf(
    await walkAuthorization(new Browser(), authorizeUrl(hosts.apiBaseUrl, { client_id: publicClientId, scope: 'read:churches', state: 'np' }), {
      email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI,
    }),
  );
  assert.equal(noPkce.searchParams.get('error'), 'invalid_request');
  assert.match(noPkce.searchParams.get('error_description') ?? '', /PKCE/);
  assert.equal(noPkce.searchParams.get('state'), 'np');
});

test('refresh: rotation, racing refreshes within the grace window, reuse revokes the grant', async (t) => {
  const { hosts, person, publicClientId } = await setup(t);
  const verifier = 'v'.repeat(64);
  const challenge = await oidc.calculatePKCECodeChallenge(verifier);
  const callback = await codeFor(new Browser(), hosts.apiBaseUrl, person.email, {
    client_id: publicClientId, scope: 'read:churches', state: 's', code_challenge: challenge, code_challenge_method: 'S256',
  });
  const tokenUrl = `${hosts.apiBaseUrl}/oauth/token`;
  const first = await postForm(tokenUrl, {
    grant_type: 'authorization_code', code: callback.searchParams.get('code') as string, client_id: publicClientId, redirect_uri: REDIRECT_URI, code_verifier: verifier,
  });
  assert.equal(first.status, 200);
  const refresh = (token: unknown) => postForm(tokenUrl, { grant_type: 'refresh_token', refresh_token: token as string, client_id: publicClientId });

  // Twenty tabs refresh with the same token at once: all get the same working pair, so one
  // refresh chain lives on (a replayed token cannot start a chain of its own).
  const racing = await Promise.all(Array.from({ length: 20 }, () => refresh(first.body.refresh_token)));
  for (const answer of racing) assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const [a, b] = racing;
  assert.deepEqual(new Set(racing.map((answer) => answer.body.refresh_token)).size, 1, 'one successor refresh token');
  assert.deepEqual(new Set(racing.map((answer) => answer.body.access_token)).size, 1, 'one successor access token');
  // A late retry within the grace window gets that same pair again.
  const late = await refresh(first.body.refresh_token);
  assert.equal(late.status, 200, JSON.stringify(late.body));
  assert.equal(late.body.refresh_token, a.body.refresh_token);
  for (const pair of [a, b, late]) assert.equal((await api(hosts, '/churches', pair.body.access_token as string)).status, 200);
  const next = await refresh(a.body.refresh_token);
  assert.equal(next.status, 200);
  // A replay of the first token inside its window does not revive the successor already spent.
  assert.equal((await refresh(first.body.refresh_token)).body.refresh_token, a.body.refresh_token);
  const liveRefreshTokens = await hosts.services.database.db
    .selectFrom('oauth_artifacts')
    .select('id')
    .where('model', '=', 'RefreshToken')
    .where('consumed_at', 'is', null)
    .execute();
  assert.equal(liveRefreshTokens.length, 1, 'exactly one unspent refresh token: the head of the one chain');

  // After the window, using a spent token again is theft: the whole grant is revoked.
  await hosts.services.database.db
    .updateTable('oauth_artifacts')
    .set({ consumed_at: new Date(Date.now() - 60_000).toISOString() })
    .where('model', '=', 'RefreshToken')
    .where('consumed_at', 'is not', null)
    .execute();
  const reuse = await refresh(first.body.refresh_token);
  assert.equal(reuse.status, 400);
  assert.equal(reuse.body.error, 'invalid_grant');
  assert.equal((await api(hosts, '/churches', next.body.access_token as string)).status, 401, 'tokens of the grant are revoked');
  assert.equal((await refresh(next.body.refresh_token)).body.error, 'invalid_grant');
  assert.equal((await refresh(b.body.refresh_token)).body.error, 'invalid_grant');
});

test('the spec\'s OAuth error codes', async (t) => {
  const { hosts, person, clientId, clientSecret, publicClientId, developer } = await setup(t);
  const browser = new Browser();
  const tokenUrl = `${hosts.apiBaseUrl}/oauth/token`;
  const exchange = (code: string, extra: Record<string, string> = {}) =>
    postForm(tokenUrl, { grant_type: 'authorization_code', code, client_id: clientId, client_secret: clientSecret, redirect_uri: REDIRECT_URI, ...extra });
  const newCode = async (params: Record<string, string> = {}) =>
    (await codeFor(browser, hosts.apiBaseUrl, person.email, { client_id: clientId, scope: 'read:churches', state: 's', ...params })).searchParams.get('code') as string;

  const expectError = (response: Awaited<ReturnType<typeof postForm>>, error: string, status = 400) => {
    assert.equal(response.body.error, error, JSON.stringify(response.body));
    assert.equal(response.status, status);
    assert.equal(typeof response.body.error_description, 'string');
    assert.deepEqual(Object.keys(response.body).sort(), ['error', 'error_description']);
    assert.equal(response.headers.get('cache-control'), 'no-store');
  };

  // invalid_request: a required parameter is missing.
  expectError(await postForm(tokenUrl, { grant_type: 'authorization_code', client_id: clientId, client_secret: clientSecret, redirect_uri: REDIRECT_URI }), 'invalid_request');
  expectError(await postForm(tokenUrl, { client_id: clientId, client_secret: clientSecret }), 'invalid_request');
  // invalid_client: unknown client or wrong secret.
  expectError(await exchange('x', { client_secret: 'cps_wrong' }), 'invalid_client', 401);
  expectError(await exchange('x', { client_id: 'app_unknown' }), 'invalid_client', 401);
  // invalid_grant: unknown code, reused code (which also revokes what it issued), wrong redirect_uri, wrong verifier.
  expectError(await exchange('not-a-code'), 'invalid_grant');
  const code = await newCode();
  const first = await exchange(code);
  assert.equal(first.status, 200);
  expectError(await exchange(code), 'invalid_grant');
  assert.equal((await api(hosts, '/churches', first.body.access_token as string)).status, 401, 'a replayed code revokes the tokens it issued');
  expectError(await exchange(await newCode(), { redirect_uri: 'http://127.0.0.1:9/other' }), 'invalid_grant');
  const verifier = 'w'.repeat(50);
  const pkceCode = await newCode({ code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256' });
  expectError(await exchange(pkceCode, { code_verifier: 'x'.repeat(50) }), 'invalid_grant');
  // unauthorized_client: a grant type no app may use.
  expectError(await postForm(tokenUrl, { grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret }), 'unauthorized_client');
  expectError(await postForm(tokenUrl, { grant_type: 'password', username: 'a', password: 'b', client_id: publicClientId }), 'unauthorized_client');

  // invalid_scope and access_denied are redirected to the app with the state.
  const walk = (params: Record<string, string>, decision: 'allow' | 'deny' = 'allow') =>
    walkAuthorization(browser, authorizeUrl(hosts.apiBaseUrl, { client_id: clientId, state: 'keep-me', ...params }), {
      email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, decision,
    }).then(callbackOf);
  for (const scope of ['read:churches bogus', 'openid', 'read:donations', 'read:churches profile']) {
    const callback = await walk({ scope });
    assert.equal(callback.searchParams.get('error'), 'invalid_scope', scope);
    assert.equal(callback.searchParams.get('state'), 'keep-me');
  }
  const denied = await walk({ scope: 'read:events' }, 'deny');
  assert.equal(denied.searchParams.get('error'), 'access_denied');
  assert.equal(denied.searchParams.get('state'), 'keep-me');

  // Once the app is approved for donations, read:donations can be granted and used.
  await hosts.services.apps.setDonationsAccess(clientId, 'approved');
  const approved = await walk({ scope: 'read:donations' });
  const donationTokens = await exchange(approved.searchParams.get('code') as string);
  assert.equal(donationTokens.body.scope, 'read:donations');
  assert.equal((await api(hosts, '/donations', donationTokens.body.access_token as string)).status, 200);

  // Unknown client and unregistered redirect URI: an error page on the API issuer too, never a redirect.
  const unsafe: Record<string, string>[] = [{ client_id: 'app_nope', scope: 'read:churches' }, { client_id: clientId, scope: 'read:churches', redirect_uri: 'https://attacker.example/cb' }];
  for (const params of unsafe) {
    const response = await browser.request(authorizeUrl(hosts.apiBaseUrl, params));
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('location'), null);
    assert.match(await response.text(), /<h1>/);
  }
  assert.ok(developer.id);
});

test('every credential of a person who no longer exists stops working: 401 or invalid_grant, never a 500', async (t) => {
  const { hosts, person, publicClientId } = await setup(t);
  const church = await buildChurch(hosts.services);
  const verifier = 'w'.repeat(64);
  const callback = await codeFor(new Browser(), hosts.apiBaseUrl, person.email, {
    client_id: publicClientId, scope: 'read:churches write:prayers', state: 's', code_challenge: await oidc.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  });
  const tokens = await postForm(`${hosts.apiBaseUrl}/oauth/token`, {
    grant_type: 'authorization_code', code: callback.searchParams.get('code') as string, client_id: publicClientId, redirect_uri: REDIRECT_URI, code_verifier: verifier,
  });
  const token = tokens.body.access_token as string;
  assert.equal((await api(hosts, '/churches', token)).status, 200);

  await hosts.services.database.db.deleteFrom('users').where('id', '=', person.id).execute();
  // The token cache keeps a resolved token for at most a second.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const read = await api(hosts, '/churches', token);
  assert.equal(read.status, 401);
  assert.equal(((await read.json()) as { error: string }).error, 'Unauthorized');
  const write = await api(hosts, '/prayers', token, { method: 'POST', body: JSON.stringify({ communityId: church.id, content: 'Still here?' }) });
  assert.equal(write.status, 401);
  const refreshed = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token as string, client_id: publicClientId });
  assert.equal(refreshed.status, 400);
  assert.equal(refreshed.body.error, 'invalid_grant');
});

test('the API issuer\'s paths asked with another method are 405 with Allow, in the error object', async (t) => {
  const hosts = await startBothHosts(t);
  for (const [method, path, allow] of [
    ['GET', '/oauth/token', 'POST'],
    ['DELETE', '/oauth/revoke', 'POST'],
    ['GET', '/oauth/introspect', 'POST'],
    ['POST', '/oauth/jwks', 'GET, HEAD'],
    ['PUT', '/oauth/authorize', 'GET, HEAD, POST'],
  ] as const) {
    const res = await fetch(`${hosts.apiBaseUrl}${path}`, { method });
    assert.equal(res.status, 405, `${method} ${path}`);
    assert.equal(res.headers.get('allow'), allow);
    assert.ok(res.headers.get('x-request-id'));
    assert.deepEqual(await res.json(), { error: 'MethodNotAllowed', message: `${method} is not allowed on /api/v1${path}; it answers ${allow}`, statusCode: 405 });
  }
  const metadata = await fetch(`${new URL(hosts.apiBaseUrl).origin}/.well-known/oauth-authorization-server/api/v1`, { method: 'PUT' });
  assert.equal(metadata.status, 405);
  assert.equal(metadata.headers.get('allow'), 'GET, HEAD');
  // The methods each path takes still reach the issuer.
  assert.equal((await fetch(`${hosts.apiBaseUrl}/oauth/jwks`)).status, 200);
  assert.equal((await fetch(`${hosts.apiBaseUrl}/oauth/token`, { method: 'POST' })).status, 400);
});
