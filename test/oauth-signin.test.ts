import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as oidc from 'openid-client';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, parseForm, postForm, startBothHosts, walkAuthorization, type BothHosts } from './oauth-helpers.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/signin/callback';

async function setup(t: Parameters<typeof startBothHosts>[0]) {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services, { picture: 'https://example.org/p.png' });
  const confidential = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Portal', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const spa = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Prayer SPA', type: 'public', redirectUris: [REDIRECT_URI] });
  return { hosts, developer, person, clientId: confidential.app.clientId, clientSecret: confidential.clientSecret as string, publicClientId: spa.app.clientId };
}

function authorizeUrl(hosts: BothHosts, params: Record<string, string>): URL {
  const url = new URL(`${hosts.loginUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ redirect_uri: REDIRECT_URI, response_type: 'code', ...params }).toString();
  return url;
}

test('sign-in flow with openid-client: id_token verified against the JWKS, userinfo per scope, refresh', async (t) => {
  const { hosts, person, clientId, clientSecret } = await setup(t);
  const config = await oidc.discovery(new URL(hosts.loginUrl), clientId, clientSecret, oidc.ClientSecretPost(clientSecret), {
    execute: [oidc.allowInsecureRequests],
  });
  const metadata = config.serverMetadata();
  assert.equal(metadata.issuer, hosts.loginUrl);
  assert.equal(metadata.authorization_endpoint, `${hosts.loginUrl}/oauth/authorize`);
  assert.equal(metadata.token_endpoint, `${hosts.loginUrl}/oauth/token`);
  assert.equal(metadata.userinfo_endpoint, `${hosts.loginUrl}/oauth/userinfo`);
  assert.deepEqual([...(metadata.scopes_supported ?? [])].sort(), ['email', 'openid', 'profile']);
  assert.equal(metadata.pushed_authorization_request_endpoint, undefined, 'PAR is off');
  assert.equal(metadata.end_session_endpoint, `${hosts.loginUrl}/oauth/logout`, 'RP-initiated logout');
  assert.equal(metadata.dpop_signing_alg_values_supported, undefined, 'DPoP is off');

  const browser = new Browser();
  const cases: [string, string[]][] = [
    ['openid', ['sub']],
    ['openid profile', ['sub', 'name', 'given_name', 'family_name', 'picture'].sort()],
    ['openid email', ['sub', 'email', 'email_verified'].sort()],
    ['openid profile email', ['sub', 'name', 'given_name', 'family_name', 'picture', 'email', 'email_verified'].sort()],
  ];
  for (const [scope, claims] of cases) {
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const start = oidc.buildAuthorizationUrl(config, { redirect_uri: REDIRECT_URI, scope, state, nonce });
    const callback = callbackOf(await walkAuthorization(browser, start, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
    assert.equal(callback.searchParams.get('state'), state);
    const tokens = await oidc.authorizationCodeGrant(config, callback, { expectedState: state, expectedNonce: nonce });
    assert.equal(tokens.token_type.toLowerCase(), 'bearer');
    assert.equal(tokens.expires_in, 3600);
    assert.ok(tokens.refresh_token, 'a refresh token without offline_access');
    assert.equal(tokens.scope, scope);
    const idToken = tokens.claims();
    assert.ok(idToken);
    assert.equal(idToken.iss, hosts.loginUrl);
    assert.equal(idToken.aud, clientId);
    assert.equal(idToken.sub, String(person.id));
    assert.equal(idToken.nonce, nonce);
    assert.equal(typeof idToken.auth_time, 'number');
    assert.ok(idToken.exp > idToken.iat);
    const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, String(person.id));
    assert.deepEqual(Object.keys(userinfo).sort(), claims, `userinfo claims for "${scope}"`);
    if (claims.includes('email')) {
      assert.equal(userinfo.email, person.email);
      assert.equal(userinfo.email_verified, true);
    }
    if (claims.includes('name')) assert.equal(userinfo.given_name, person.given_name);
  }

  // The id_token's signing key is published with a kid.
  const jwks = (await (await fetch(`${hosts.loginUrl}/oauth/jwks`)).json()) as { keys: { kid?: string; d?: string }[] };
  assert.ok(jwks.keys.length >= 1 && jwks.keys.every((key) => key.kid && !key.d), 'public keys with kid, no private parts');
});

test('sign-in: refresh rotates, and a spent refresh token revokes the grant', async (t) => {
  const { hosts, person, clientId, clientSecret } = await setup(t);
  const browser = new Browser();
  const callback = callbackOf(
    await walkAuthorization(browser, authorizeUrl(hosts, { client_id: clientId, scope: 'openid email', state: 's1' }), {
      email: person.email,
      password: TEST_PASSWORD,
      redirectUri: REDIRECT_URI,
    }),
  );
  const first = await postForm(`${hosts.loginUrl}/oauth/token`, {
    grant_type: 'authorization_code', code: callback.searchParams.get('code') as string, client_id: clientId, client_secret: clientSecret, redirect_uri: REDIRECT_URI,
  });
  assert.equal(first.status, 200);
  // Confidential clients authenticate on refresh too; HTTP Basic works as well as the form body.
  const basic = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
  const second = await postForm(`${hosts.loginUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: first.body.refresh_token as string, client_id: clientId }, { authorization: basic });
  assert.equal(second.status, 200, JSON.stringify(second.body));
  assert.notEqual(second.body.refresh_token, first.body.refresh_token);
  assert.ok(second.body.id_token);
  const unauthenticated = await postForm(`${hosts.loginUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: second.body.refresh_token as string, client_id: clientId });
  assert.equal(unauthenticated.status, 401);
  assert.equal(unauthenticated.body.error, 'invalid_client');
});

test('sign-in errors: invalid_scope, access_denied, error pages for unknown client and redirect URI', async (t) => {
  const { hosts, person, clientId } = await setup(t);
  const browser = new Browser();
  const walk = (params: Record<string, string>, decision: 'allow' | 'deny' = 'allow') =>
    walkAuthorization(browser, authorizeUrl(hosts, params), { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, decision });

  for (const scope of ['openid read:churches', 'openid offline_access', 'openid bogus', 'profile email']) {
    const callback = callbackOf(await walk({ client_id: clientId, scope, state: 'st' }));
    assert.equal(callback.searchParams.get("error"), "invalid_scope", `${scope}: ${callback.href}`);
    assert.equal(callback.searchParams.get('state'), 'st');
    assert.ok(callback.searchParams.get('error_description'));
  }
  const missingScope = callbackOf(await walk({ client_id: clientId, state: 'st' }));
  assert.equal(missingScope.searchParams.get('error'), 'invalid_request');

  const wrongType = callbackOf(await walk({ client_id: clientId, scope: 'openid', state: 'st', response_type: 'token' }));
  // A token response type would answer in the fragment; only code is served.
  const wrongTypeParams = new URLSearchParams(wrongType.search || wrongType.hash.slice(1));
  assert.equal(wrongTypeParams.get('error'), 'unsupported_response_type');

  const denied = callbackOf(await walk({ client_id: clientId, scope: 'openid profile', state: 'deny-state' }, 'deny'));
  assert.equal(denied.searchParams.get('error'), 'access_denied');
  assert.equal(denied.searchParams.get('state'), 'deny-state');

  const unsafe: Record<string, string>[] = [
    { client_id: 'app_unknown', scope: 'openid', state: 'st' },
    { client_id: clientId, scope: 'openid', state: 'st', redirect_uri: 'https://evil.example/callback' },
    { client_id: clientId, scope: 'openid', state: 'st', redirect_uri: '' },
  ];
  for (const params of unsafe) {
    const response = await browser.request(authorizeUrl(hosts, params));
    assert.equal(response.status, 400, JSON.stringify(params));
    assert.equal(response.headers.get('location'), null, 'never a redirect');
    assert.match(response.headers.get('content-type') ?? '', /text\/html/);
    const html = await response.text();
    assert.match(html, /<h1>/);
    assert.doesNotMatch(html, /<script/);
  }
});

test('sign-in pages: wrong password, CSRF, remembered consent, standalone login', async (t) => {
  const { hosts, person, clientId } = await setup(t);
  const browser = new Browser();
  const start = authorizeUrl(hosts, { client_id: clientId, scope: 'openid profile', state: 'p' });

  // Wrong password: the login page again, with a message that does not say whether the email exists.
  const wrong = await walkAuthorization(browser, start, { email: person.email, password: 'not the password', redirectUri: REDIRECT_URI });
  assert.ok('page' in wrong);
  assert.equal(wrong.page.status, 200);
  assert.match(wrong.page.html, /email or password is incorrect/);
  const unknownEmail = await walkAuthorization(browser, start, { email: 'nobody@example.org', password: 'not the password', redirectUri: REDIRECT_URI });
  assert.ok('page' in unknownEmail);
  assert.equal(
    unknownEmail.page.html.replace(/(value|action)="[^"]*"/g, ''),
    wrong.page.html.replace(/(value|action)="[^"]*"/g, ''),
    'the same page whether or not the email exists',
  );
  assert.match(wrong.page.html, /<label for="email">Email<\/label>/);
  assert.match(wrong.page.html, /<label for="password">Password<\/label>/);
  assert.match(wrong.page.html, /<button type="submit">Sign in<\/button>/);

  // CSRF: the login form without its token, or with another browser's token, is refused.
  const login = await browser.request(start).then(async function follow(response): Promise<{ url: URL; html: string }> {
    let url = start;
    while (response.status === 303 || response.status === 302) {
      url = new URL(response.headers.get('location') as string, url);
      response = await browser.request(url);
    }
    return { url, html: await response.text() };
  });
  const form = parseForm(login.html);
  assert.ok(form);
  const action = new URL(form.action, login.url);
  const noToken = await browser.request(action, { form: { email: person.email, password: TEST_PASSWORD } });
  assert.equal(noToken.status, 403);
  const otherBrowser = new Browser();
  const forged = await otherBrowser.request(action, { form: { _csrf: form.csrf, email: person.email, password: TEST_PASSWORD } });
  assert.equal(forged.status, 403, 'a token without its cookie is refused');
  const cookies = await browser.request(action, { form: { _csrf: form.csrf, email: person.email, password: TEST_PASSWORD } });
  assert.equal(cookies.status, 303);
  const setCookies = cookies.headers.getSetCookie();
  const sessionCookie = setCookies.find((line) => line.startsWith('cp_session='));
  assert.ok(sessionCookie);
  assert.match(sessionCookie, /HttpOnly/i);
  assert.match(sessionCookie, /SameSite=Lax/i);

  // Consent page: names the app and each scope in words; CSRF-protected too.
  let response = await browser.request(new URL(cookies.headers.get('location') as string, action));
  let consentUrl = action;
  while (response.status === 303) {
    consentUrl = new URL(response.headers.get('location') as string, consentUrl);
    response = await browser.request(consentUrl);
  }
  const consentHtml = await response.text();
  assert.match(consentHtml, /Parish Portal/);
  assert.match(consentHtml, /See your name and profile picture/);
  assert.match(consentHtml, /name="decision" value="allow"[^>]*>Allow</);
  assert.match(consentHtml, /name="decision" value="deny"[^>]*>Deny</);
  assert.match(response.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
  const consentForm = parseForm(consentHtml);
  assert.ok(consentForm);
  const consentAction = new URL(consentForm.action, consentUrl);
  assert.equal((await browser.request(consentAction, { form: { decision: 'allow' } })).status, 403);
  assert.equal((await browser.request(consentAction, { form: { decision: 'allow', _csrf: 'x'.repeat(43) } })).status, 403);
  const allowed = await browser.request(consentAction, { form: { decision: 'allow', _csrf: consentForm.csrf } });
  assert.equal(allowed.status, 303);

  // Remembered consent: the same scopes again, even from a new browser after a fresh login, skip the consent page.
  const again = await walkAuthorization(browser, authorizeUrl(hosts, { client_id: clientId, scope: 'openid profile', state: 'q' }), {
    email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI,
  });
  assert.equal(callbackOf(again).searchParams.get('state'), 'q');
  assert.deepEqual(again.pages, []);
  const elsewhere = await walkAuthorization(new Browser(), authorizeUrl(hosts, { client_id: clientId, scope: 'openid profile', state: 'r' }), {
    email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI,
  });
  callbackOf(elsewhere);
  assert.deepEqual(elsewhere.pages, ['login']);
  // More scopes than remembered: the consent page again.
  const more = await walkAuthorization(browser, authorizeUrl(hosts, { client_id: clientId, scope: 'openid profile email', state: 's' }), {
    email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI,
  });
  callbackOf(more);
  assert.deepEqual(more.pages, ['consent']);

  // The standalone login page shares the session.
  const standalone = await browser.request(`${hosts.loginUrl}/login`);
  assert.match(await standalone.text(), /signed in as/i);
  const fresh = await new Browser().request(`${hosts.loginUrl}/login`);
  assert.match(await fresh.text(), /name="password"/);
});
