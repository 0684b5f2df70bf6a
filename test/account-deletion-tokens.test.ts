import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMAND_LINE } from '../src/modules/audit/service.ts';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from './oauth-helpers.ts';

/**
 * With real OAuth tokens at both issuers: an app acting for a person cannot download their
 * data, and deleting the account ends the app's access and refresh tokens at once.
 */

const REDIRECT_URI = 'http://127.0.0.1:9/deletion/callback';

test("an app's tokens: no personal export, and dead as soon as the account is deleted", async (t) => {
  const hosts = await startBothHosts(t);
  const { services } = hosts;
  const person = await buildUser(services);
  const developer = await buildUser(services);
  const { app, clientSecret } = await services.apps.createApp({ ownerId: developer.id, name: 'Church Hub', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const client = { client_id: app.clientId, client_secret: clientSecret as string };
  const base = (issuer: 'api' | 'signin') => (issuer === 'api' ? hosts.apiBaseUrl : hosts.loginUrl);
  const authorize = async (issuer: 'api' | 'signin') => {
    const url = new URL(`${base(issuer)}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: issuer === 'api' ? 'read:users read:churches' : 'openid', state: 's' }).toString();
    const code = callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI })).searchParams.get('code') as string;
    const tokens = await postForm(`${base(issuer)}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    return { issuer, access: tokens.body.access_token as string, refresh: tokens.body.refresh_token as string };
  };
  const accessWorks = async ({ issuer, access }: { issuer: 'api' | 'signin'; access: string }) =>
    (await fetch(issuer === 'api' ? `${hosts.apiBaseUrl}/users/me` : `${hosts.loginUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${access}` } })).status === 200;
  const refreshWorks = async ({ issuer, refresh }: { issuer: 'api' | 'signin'; refresh: string }) =>
    (await postForm(`${base(issuer)}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: refresh })).status === 200;

  const api = await authorize('api');
  const signin = await authorize('signin');

  const exported = await fetch(`${hosts.apiBaseUrl}/users/me/export`, { headers: { authorization: `Bearer ${api.access}` } });
  assert.equal(exported.status, 403);
  assert.deepEqual(await exported.json(), {
    error: 'Forbidden',
    message: 'Only your own API key can download your data: apps acting for you through OAuth cannot',
    statusCode: 403,
  });

  assert.ok(await accessWorks(api));
  assert.ok(await accessWorks(signin));
  await services.deletion.delete(person.id, COMMAND_LINE);
  assert.equal(await accessWorks(api), false, 'API access token');
  assert.equal(await accessWorks(signin), false, 'sign-in access token');
  assert.equal(await refreshWorks(api), false, 'API refresh token');
  assert.equal(await refreshWorks(signin), false, 'sign-in refresh token');
});
