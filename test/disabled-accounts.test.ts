import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, parseForm, postForm, startBothHosts, walkAuthorization } from './oauth-helpers.ts';

/**
 * A disabled person: every credential stops on the very next request (API key, access and
 * refresh tokens of both issuers, sign-in sessions), with 401 or invalid_grant, never a 500;
 * the login form says so only after the right password. Disabling revokes the tokens, grants
 * and sessions for good: enabling brings back the keys of the person's apps, nothing else.
 */

const REDIRECT_URI = 'http://127.0.0.1:9/disabled/callback';

test('disabling an account stops its API keys, both issuers’ tokens and its sessions on the next request; enabling restores the keys only', async (t) => {
  const hosts = await startBothHosts(t);
  const { services } = hosts;
  const admin = await buildUser(services, { is_admin: true } as never);
  const person = await buildUser(services);
  const { app, clientSecret } = await services.apps.createApp({ ownerId: person.id, name: 'Own App', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const client = { client_id: app.clientId, client_secret: clientSecret as string };
  const { key } = await services.apps.createKey(app.clientId, { name: 'server', scopes: ['read:churches'] });

  const browser = new Browser();
  const tokensAt = async (issuer: 'api' | 'signin') => {
    const base = issuer === 'api' ? hosts.apiBaseUrl : hosts.loginUrl;
    const url = new URL(`${base}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: issuer === 'api' ? 'read:churches' : 'openid profile', state: 's' }).toString();
    const code = callbackOf(await walkAuthorization(browser, url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI })).searchParams.get('code') as string;
    const tokens = await postForm(`${base}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    return { access: tokens.body.access_token as string, refresh: tokens.body.refresh_token as string };
  };
  const api = await tokensAt('api');
  const signin = await tokensAt('signin');
  const call = (credential: string) => fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${credential}` } });
  const userinfo = (token: string) => fetch(`${hosts.loginUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${token}` } });
  const account = () => browser.request(`${hosts.loginUrl}/account`);

  // Everything works, and the key and the access token are in the one-second caches now.
  assert.equal((await call(key)).status, 200);
  assert.equal((await call(api.access)).status, 200);
  assert.equal((await userinfo(signin.access)).status, 200);
  assert.equal((await account()).status, 200);

  const viewer = { id: admin.id, email: admin.email, isAdmin: true } as never;
  await services.administration.setDisabled(viewer, person.id, true, '127.0.0.1');

  const keyAnswer = await call(key);
  assert.equal(keyAnswer.status, 401, 'the API key, on the next request');
  assert.equal(((await keyAnswer.json()) as { error: string }).error, 'Unauthorized');
  assert.equal((await call(api.access)).status, 401, 'the API issuer’s access token');
  assert.equal((await fetch(`${hosts.apiBaseUrl}/prayers`, { method: 'POST', headers: { authorization: `Bearer ${api.access}`, 'content-type': 'application/json' }, body: '{}' })).status, 401, 'a write too, never a 500');
  assert.equal((await userinfo(signin.access)).status, 401, 'userinfo with the sign-in issuer’s access token');
  for (const [base, refresh] of [[hosts.apiBaseUrl, api.refresh], [hosts.loginUrl, signin.refresh]]) {
    const refreshed = await postForm(`${base}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: refresh });
    assert.equal(refreshed.status, 400, `refresh at ${base}`);
    assert.equal(refreshed.body.error, 'invalid_grant');
  }
  const page = await account();
  assert.equal(page.status, 303, 'the sign-in session is over');
  assert.match(page.headers.get('location') ?? '', /^\/login/);

  // Silent sign-in through an issuer's own session is over too: the login page is shown.
  const again = new URL(`${hosts.loginUrl}/oauth/authorize`);
  again.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid', state: 's', prompt: 'none' }).toString();
  const silent = await browser.request(again);
  assert.equal(silent.status, 303);
  assert.match(silent.headers.get('location') ?? '', /error=login_required/);

  // The login form: the wrong password is answered as for anyone; the right one says the account is disabled.
  const login = new Browser();
  const form = parseForm(await (await login.request(`${hosts.loginUrl}/login`)).text());
  assert.ok(form);
  const wrong = await login.request(`${hosts.loginUrl}/login`, { form: { _csrf: form.csrf, email: person.email, password: 'not the password at all' } });
  const wrongHtml = await wrong.text();
  assert.equal(wrong.status, 200);
  assert.match(wrongHtml, /The email or password is incorrect/);
  assert.doesNotMatch(wrongHtml, /disabled/);
  const right = await login.request(`${hosts.loginUrl}/login`, { form: { _csrf: form.csrf, email: person.email, password: TEST_PASSWORD } });
  assert.equal(right.status, 403);
  assert.match(await right.text(), /This account has been disabled/);
  assert.equal(login.cookie('localhost', 'cp_session'), undefined, 'no session is started');
  const types = (await services.audit.page(undefined, 50)).events.map((event) => event.type);
  assert.ok(types.includes('user.disabled') && types.includes('sign_in.disabled'));

  // Enabled again: the key of the person's app works again; the tokens, grants and sessions stay revoked.
  await services.administration.setDisabled(viewer, person.id, false, '127.0.0.1');
  assert.equal((await call(key)).status, 200);
  assert.equal((await call(api.access)).status, 401, 'the API issuer’s access token stays revoked');
  assert.equal((await userinfo(signin.access)).status, 401, 'the sign-in issuer’s access token stays revoked');
  for (const [base, refresh] of [[hosts.apiBaseUrl, api.refresh], [hosts.loginUrl, signin.refresh]]) {
    const refreshed = await postForm(`${base}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: refresh });
    assert.equal(refreshed.status, 400, `refresh at ${base} after enabling`);
    assert.equal(refreshed.body.error, 'invalid_grant');
  }
  assert.equal((await account()).status, 303, 'the sign-in session stays ended');
  const left = await services.database.db
    .selectFrom('oauth_artifacts')
    .select('model')
    .where('account_id', '=', String(person.id))
    .where('model', 'in', ['AccessToken', 'RefreshToken', 'AuthorizationCode', 'Grant', 'Consent', 'Session'])
    .execute();
  assert.deepEqual(left, [], 'nothing of the person’s authorizations is left to come back');
  assert.deepEqual(await services.authorizations.connectedApps(person.id), [], 'the app asks for consent again');
  assert.ok((await services.audit.page(undefined, 50)).events.some((event) => event.type === 'user.enabled'));
});

test('signing out on our pages ends the issuers’ sessions of that browser: no app signs the person in silently afterwards', async (t) => {
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const { app } = await hosts.services.apps.createApp({ ownerId: person.id, name: 'Portal', type: 'public', redirectUris: [REDIRECT_URI] });
  const browser = new Browser();
  const authorize = (tag: 'api' | 'signin', prompt?: string) => {
    const url = new URL(`${tag === 'api' ? hosts.apiBaseUrl : hosts.loginUrl}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: app.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: tag === 'api' ? 'read:churches' : 'openid',
      state: 's', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', ...(prompt ? { prompt } : {}),
    }).toString();
    return url;
  };
  for (const tag of ['api', 'signin'] as const) callbackOf(await walkAuthorization(browser, authorize(tag), { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
  for (const tag of ['api', 'signin'] as const) {
    const silent = await browser.request(authorize(tag, 'none'));
    assert.match(silent.headers.get('location') ?? '', /[?&]code=/, `${tag}: signed in silently before signing out`);
  }

  const page = await browser.request(`${hosts.loginUrl}/account`);
  const form = parseForm(await page.text());
  assert.ok(form);
  const out = await browser.request(`${hosts.loginUrl}/logout`, { form: { _csrf: form.csrf } });
  assert.equal(out.status, 303);
  assert.equal(browser.cookie('localhost', 'cp_session'), undefined);
  assert.equal(browser.cookie('localhost', 'cp_signin_session'), undefined);
  for (const tag of ['api', 'signin'] as const) {
    const silent = await browser.request(authorize(tag, 'none'));
    assert.match(silent.headers.get('location') ?? '', /error=login_required/, `${tag}: no silent sign-in after signing out`);
  }
});
