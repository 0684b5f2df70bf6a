import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from './oauth-helpers.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/changes/callback';

// The token endpoints look an app up on every request and keep it for a moment: every change
// to the app must still count from the next request on.
test('changes to an app count at the token endpoint from the next request: a rotated secret, a deleted app', async (t) => {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const created = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Changes', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const clientId = created.app.clientId;
  const authorize = async () => {
    const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', state: 's' }).toString();
    return callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI })).searchParams.get('code') as string;
  };
  const exchange = (code: string, secret: string) =>
    postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI, client_id: clientId, client_secret: secret });
  const refresh = (token: string, secret: string) =>
    postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: token, client_id: clientId, client_secret: secret });

  const first = await exchange(await authorize(), created.clientSecret as string);
  assert.equal(first.status, 200, JSON.stringify(first.body));
  const second = await refresh(first.body.refresh_token as string, created.clientSecret as string);
  assert.equal(second.status, 200, JSON.stringify(second.body));

  const rotated = await hosts.services.apps.rotateClientSecret(clientId);
  const withOld = await refresh(second.body.refresh_token as string, created.clientSecret as string);
  assert.equal(withOld.status, 401, 'the previous secret no longer works');
  assert.equal(withOld.body.error, 'invalid_client');
  const withNew = await refresh(second.body.refresh_token as string, rotated);
  assert.equal(withNew.status, 200, JSON.stringify(withNew.body));

  await hosts.services.apps.deleteApp(clientId);
  const gone = await refresh(withNew.body.refresh_token as string, rotated);
  assert.equal(gone.status, 401, 'a deleted app is no client');
  assert.equal(gone.body.error, 'invalid_client');
});

test('an app approved for donation records may ask read:donations from the next authorization on', async (t) => {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const created = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Donations', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const request = async () => {
    const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: created.app.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:donations', state: 's' }).toString();
    return callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
  };
  assert.equal((await request()).searchParams.get('error'), 'invalid_scope');
  await hosts.services.apps.setDonationsAccess(created.app.clientId, 'approved');
  const approved = await request();
  assert.equal(approved.searchParams.get('error'), null);
  assert.ok(approved.searchParams.get('code'));
});
