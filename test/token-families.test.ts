import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization, type BothHosts } from './oauth-helpers.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/families/callback';

type Issuer = 'api' | 'signin';

async function setup(t: Parameters<typeof startBothHosts>[0]) {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const { app, clientSecret } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Church Hub', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const client = { client_id: app.clientId, client_secret: clientSecret as string };

  const base = (issuer: Issuer) => (issuer === 'api' ? hosts.apiBaseUrl : hosts.loginUrl);
  const scope = (issuer: Issuer) => (issuer === 'api' ? 'read:churches' : 'openid profile');

  /** One device: its own browser signs in and authorizes; answers its tokens and the pages it saw. */
  const authorizeOnNewDevice = async (issuer: Issuer) => {
    const url = new URL(`${base(issuer)}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: scope(issuer), state: 's' }).toString();
    const result = await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI });
    const code = callbackOf(result).searchParams.get('code') as string;
    const tokens = await postForm(`${base(issuer)}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    return { access: tokens.body.access_token as string, refresh: tokens.body.refresh_token as string, pages: result.pages };
  };
  /** Whether the access token still works at its issuer's resource (the API or userinfo). */
  const works = async (issuer: Issuer, access: string) => {
    const url = issuer === 'api' ? `${hosts.apiBaseUrl}/churches` : `${hosts.loginUrl}/oauth/userinfo`;
    return (await fetch(url, { headers: { authorization: `Bearer ${access}` } })).status === 200;
  };
  const refreshes = async (issuer: Issuer, refresh: string) =>
    (await postForm(`${base(issuer)}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: refresh })).status === 200;
  const revoke = (issuer: Issuer, token: string) => postForm(`${base(issuer)}/oauth/revoke`, { ...client, token });

  return { hosts, person, client, authorizeOnNewDevice, works, refreshes, revoke };
}

async function revokeOnAccountPage(hosts: BothHosts, userId: number, clientId: string): Promise<boolean> {
  return hosts.services.authorizations.revokeConnectedApp(userId, clientId);
}

for (const issuer of ['api', 'signin'] as const) {
  test(`${issuer} issuer: revoking one device's token ends only that device's family; consent stays until the app is revoked on /account`, async (t) => {
    const { hosts, person, client, authorizeOnNewDevice, works, refreshes, revoke } = await setup(t);
    const phone = await authorizeOnNewDevice(issuer);
    assert.deepEqual(phone.pages, ['login', 'consent']);
    const laptop = await authorizeOnNewDevice(issuer);
    assert.deepEqual(laptop.pages, ['login'], 'the consent is remembered on another device');
    const tablet = await authorizeOnNewDevice(issuer);

    // RFC 7009: 200 with an empty JSON object.
    const revoked = await revoke(issuer, phone.refresh);
    assert.equal(revoked.status, 200);
    assert.match(revoked.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(revoked.body, {});
    assert.equal(await works(issuer, phone.access), false, "the phone's access token ends with its refresh token");
    assert.equal(await refreshes(issuer, phone.refresh), false);
    assert.equal(await works(issuer, laptop.access), true, 'the laptop keeps working');

    // Revoking an access token ends its family too (its refresh token), and nothing else.
    assert.deepEqual((await revoke(issuer, laptop.access)).body, {});
    assert.equal(await works(issuer, laptop.access), false);
    assert.equal(await refreshes(issuer, laptop.refresh), false);
    assert.equal(await works(issuer, tablet.access), true, 'the tablet keeps working');
    assert.equal(await refreshes(issuer, tablet.refresh), true);

    // Unknown tokens answer the same way (RFC 7009 §2.2).
    assert.deepEqual((await revoke(issuer, 'not-a-token')).body, {});

    assert.deepEqual((await authorizeOnNewDevice(issuer)).pages, ['login'], 'revoking tokens leaves the remembered consent');
    assert.ok((await hosts.services.authorizations.connectedApps(person.id)).some((app) => app.clientId === client.client_id));

    // Revoking the app on /account ends every family and forgets the consent.
    const watch = await authorizeOnNewDevice(issuer);
    assert.equal(await revokeOnAccountPage(hosts, person.id, client.client_id), true);
    for (const device of [tablet, watch]) assert.equal(await works(issuer, device.access), false);
    assert.deepEqual(await hosts.services.authorizations.connectedApps(person.id), []);
    assert.deepEqual((await authorizeOnNewDevice(issuer)).pages, ['login', 'consent'], 'the person is asked again');
  });
}

test('a refresh token replayed after its grace window ends its own family only', async (t) => {
  const { hosts, authorizeOnNewDevice, works, refreshes } = await setup(t);
  const phone = await authorizeOnNewDevice('api');
  const laptop = await authorizeOnNewDevice('api');
  assert.equal(await refreshes('api', phone.refresh), true);
  await hosts.services.database.db
    .updateTable('oauth_artifacts')
    .set({ consumed_at: new Date(Date.now() - 60_000).toISOString() })
    .where('model', '=', 'RefreshToken')
    .where('consumed_at', 'is not', null)
    .execute();
  assert.equal(await refreshes('api', phone.refresh), false, 'theft detected');
  assert.equal(await works('api', laptop.access), true, 'another device is not punished for it');
  assert.equal(await refreshes('api', laptop.refresh), true);
});

test('invalid client at the revocation endpoint stays an OAuth error', async (t) => {
  const { hosts, client } = await setup(t);
  const answer = await postForm(`${hosts.loginUrl}/oauth/revoke`, { client_id: client.client_id, client_secret: 'wrong', token: 'x' });
  assert.equal(answer.status, 401);
  assert.equal(answer.body.error, 'invalid_client');
});
