import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from './oauth-helpers.ts';

/**
 * The issuers' token, revocation and userinfo endpoints answer a browser only for the web
 * origins of public apps: the origins of their redirect URIs and the web origins listed on
 * the app page. A page elsewhere gets no Access-Control-Allow-Origin, so the browser hides
 * the answer from it. Discovery and JWKS are public documents, open to any origin.
 */

const SPA = 'https://prayer-wall.example.org';
const REDIRECT_URI = `${SPA}/callback`;
const ADMIN = 'https://admin.prayer-wall.example.org:8443';
const SERVER_APP = 'https://portal.example.org';
const ELSEWHERE = 'https://elsewhere.example';

async function setup(t: Parameters<typeof startBothHosts>[0]) {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const spa = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Prayer Wall', type: 'public', redirectUris: [REDIRECT_URI], webOrigins: [ADMIN] });
  const portal = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Portal', type: 'confidential', redirectUris: [`${SERVER_APP}/cb`] });
  const issuers = [
    { name: 'API issuer', base: hosts.apiBaseUrl },
    { name: 'sign-in issuer', base: hosts.loginUrl },
  ];
  return { hosts, spa: spa.app.clientId, portal: { clientId: portal.app.clientId, secret: portal.clientSecret as string }, issuers };
}

function allowedOrigin(headers: Headers): string | null {
  return headers.get('access-control-allow-origin');
}

test('token and revocation endpoints: CORS only for the web origins of public apps', async (t) => {
  const { spa, portal, issuers } = await setup(t);

  for (const { name, base } of issuers) {
    const exchange = (client: Record<string, string>, origin: string) =>
      postForm(`${base}/oauth/token`, { grant_type: 'authorization_code', code: 'not-a-code', redirect_uri: REDIRECT_URI, code_verifier: 'v'.repeat(43), ...client }, { origin });

    for (const origin of [SPA, ADMIN]) {
      const res = await exchange({ client_id: spa }, origin);
      assert.equal(allowedOrigin(res.headers), origin, `${name}: ${origin} may read the answer`);
      assert.equal(res.body.error, 'invalid_grant', `${name}: the real error reaches the page`);
      assert.match(res.headers.get('vary') ?? '', /origin/i);
    }

    const elsewhere = await exchange({ client_id: spa }, ELSEWHERE);
    assert.equal(allowedOrigin(elsewhere.headers), null, `${name}: a page of another site cannot read the answer`);
    assert.equal(elsewhere.status, 400);
    assert.equal(elsewhere.body.error, 'invalid_request');

    const confidential = await exchange({ client_id: portal.clientId, client_secret: portal.secret }, SERVER_APP);
    assert.equal(allowedOrigin(confidential.headers), null, `${name}: a confidential app's secret never belongs in a browser`);

    const revoke = (origin: string) => postForm(`${base}/oauth/revoke`, { token: 'not-a-token', client_id: spa }, { origin });
    const revoked = await revoke(SPA);
    assert.equal(revoked.status, 200, `${name}: ${JSON.stringify(revoked.body)}`);
    assert.equal(allowedOrigin(revoked.headers), SPA);
    assert.equal(allowedOrigin((await revoke(ELSEWHERE)).headers), null, `${name}: revocation from another site`);

    // A preflight names no client, so it is answered; the request it announces is what is judged.
    const preflight = await fetch(`${base}/oauth/token`, {
      method: 'OPTIONS',
      headers: { origin: SPA, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204, name);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /POST/);
    assert.ok(preflight.headers.get('x-request-id'), `${name}: the preflight has a request id`);
  }
});

test('allowed web origins follow the app page at once', async (t) => {
  const { hosts, spa, issuers } = await setup(t);
  const staging = 'http://localhost:5173';
  const exchange = (base: string) =>
    postForm(`${base}/oauth/token`, { grant_type: 'refresh_token', refresh_token: 'not-a-token', client_id: spa }, { origin: staging });

  for (const { base } of issuers) assert.equal(allowedOrigin((await exchange(base)).headers), null);
  await hosts.services.apps.setWebOrigins(spa, [ADMIN, staging]);
  for (const { name, base } of issuers) assert.equal(allowedOrigin((await exchange(base)).headers), staging, name);
  await hosts.services.apps.setWebOrigins(spa, []);
  for (const { name, base } of issuers) assert.equal(allowedOrigin((await exchange(base)).headers), null, name);
  const adminNow = await postForm(`${hosts.loginUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: 'x', client_id: spa }, { origin: ADMIN });
  assert.equal(allowedOrigin(adminNow.headers), null, 'a removed web origin is refused');
  const redirectOrigin = await postForm(`${hosts.loginUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: 'x', client_id: spa }, { origin: SPA });
  assert.equal(allowedOrigin(redirectOrigin.headers), SPA, 'the redirect URIs’ origin stays');
});

test('userinfo answers CORS for the web origins of the public app the token was issued to', async (t) => {
  const { hosts, spa, portal } = await setup(t);
  const person = await buildUser(hosts.services);
  const browser = new Browser();

  const tokenFor = async (clientId: string, redirectUri: string, extra: Record<string, string>) => {
    const verifier = randomBytes(32).toString('base64url');
    const start = new URL(`${hosts.loginUrl}/oauth/authorize`);
    start.search = new URLSearchParams({
      client_id: clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid email', state: 's',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'), code_challenge_method: 'S256',
    }).toString();
    const callback = callbackOf(await walkAuthorization(browser, start, { email: person.email, password: TEST_PASSWORD, redirectUri }));
    const tokens = await postForm(`${hosts.loginUrl}/oauth/token`, {
      grant_type: 'authorization_code', code: callback.searchParams.get('code') ?? '', redirect_uri: redirectUri, code_verifier: verifier, client_id: clientId, ...extra,
    });
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    return tokens.body.access_token as string;
  };
  const userinfo = (token: string, origin: string) =>
    fetch(`${hosts.loginUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${token}`, origin } });

  const spaToken = await tokenFor(spa, REDIRECT_URI, {});
  for (const origin of [SPA, ADMIN]) {
    const res = await userinfo(spaToken, origin);
    assert.equal(res.status, 200, origin);
    assert.equal(allowedOrigin(res.headers), origin);
    assert.equal(((await res.json()) as { email: string }).email, person.email);
    assert.ok(res.headers.get('x-request-id'));
  }
  const elsewhere = await userinfo(spaToken, ELSEWHERE);
  assert.equal(allowedOrigin(elsewhere.headers), null);
  assert.notEqual(elsewhere.status, 200);

  const portalToken = await tokenFor(portal.clientId, `${SERVER_APP}/cb`, { client_secret: portal.secret });
  const confidential = await userinfo(portalToken, SERVER_APP);
  assert.equal(allowedOrigin(confidential.headers), null, 'a confidential app reads userinfo from its server');
  const fromServer = await fetch(`${hosts.loginUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${portalToken}` } });
  assert.equal(fromServer.status, 200, 'without an Origin it is an ordinary server call');
});

test('discovery and JWKS are open to every origin; every issuer answer has a request id', async (t) => {
  const { hosts } = await setup(t);
  for (const url of [
    `${hosts.loginUrl}/.well-known/openid-configuration`,
    `${hosts.loginUrl}/oauth/jwks`,
    `${hosts.apiBaseUrl}/.well-known/oauth-authorization-server`,
    `${hosts.apiBaseUrl}/oauth/jwks`,
  ]) {
    const res = await fetch(url, { headers: { origin: ELSEWHERE, 'x-request-id': 'trace-discovery' } });
    assert.equal(res.status, 200, url);
    assert.equal(allowedOrigin(res.headers), ELSEWHERE, url);
    assert.equal(res.headers.get('x-request-id'), 'trace-discovery', url);
  }
  for (const url of [`${hosts.loginUrl}/oauth/token`, `${hosts.loginUrl}/oauth/userinfo`, `${hosts.loginUrl}/oauth/authorize?client_id=nobody`, `${hosts.loginUrl}/login`]) {
    const res = await fetch(url, { method: url.endsWith('token') ? 'POST' : 'GET', redirect: 'manual' });
    assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, url);
  }
});
