import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSigninTestHost, signedIn } from '../../../test/pages.ts';

/** The app page's "Back-channel logout" form: one URI and the sid choice, validated, owner only, audited. */
test('back-channel logout: set on the app page with validation, shown there, removed with an empty URI, by the owner only', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  await client.get('/developers');
  const { page: created } = await client.postAndFollow('/developers', { name: 'Parish Portal', type: 'confidential', redirectUris: 'https://portal.example.org/callback' });
  const clientId = /<code id="client-id"[^>]*>([^<]+)<\/code>/.exec(created.body)?.[1];
  assert.ok(clientId);
  const base = `/developers/apps/${clientId}`;

  const page = await client.get(base);
  assert.match(page.body, /<h3 id="backchannel-logout">Back-channel logout<\/h3>/);
  assert.match(page.body, /<label for="backchannel-logout-uri">Back-channel logout URI<\/label>/);
  assert.match(page.body, /<input type="checkbox" id="backchannel-logout-sid" name="sessionRequired" value="yes" aria-describedby/, 'not ticked');

  for (const [uri, message] of [
    ['portal.example.org/logout', /Back-channel logout URI &quot;portal\.example\.org\/logout&quot; is not an absolute URL/],
    ['https://portal.example.org/logout#now', /must not contain a fragment/],
    ['http://portal.example.org/logout', /must use HTTPS \(plain HTTP is allowed only for localhost\)/],
  ] as const) {
    const refused = await client.post(`${base}/backchannel-logout`, { uri, sessionRequired: 'yes' });
    assert.equal(refused.statusCode, 400, uri);
    assert.match(refused.body, message, uri);
    assert.match(refused.body, /id="backchannel-logout-uri"[^>]*value="[^"]+"/, 'the form keeps what was typed');
    assert.match(refused.body, /id="backchannel-logout-sid"[^>]*checked/, 'and the choice');
  }
  assert.deepEqual((await host.services.apps.getApp(clientId)).backchannelLogout, { uri: null, sessionRequired: false });

  const saved = await client.post(`${base}/backchannel-logout`, { uri: 'https://portal.example.org/backchannel-logout', sessionRequired: 'yes' });
  assert.equal(saved.statusCode, 303);
  assert.equal(saved.headers.location, `${base}?done=backchannel-logout-saved#backchannel-logout`);
  const shown = await client.get(`${base}?done=backchannel-logout-saved`);
  assert.match(shown.body, /Back-channel logout saved\./);
  assert.match(shown.body, /id="backchannel-logout-uri"[^>]*value="https:\/\/portal\.example\.org\/backchannel-logout"/);
  assert.match(shown.body, /id="backchannel-logout-sid"[^>]*checked/);
  assert.deepEqual((await host.services.apps.getApp(clientId)).backchannelLogout, { uri: 'https://portal.example.org/backchannel-logout', sessionRequired: true });
  const event = (await host.services.audit.page(undefined, 10)).events.find((entry) => entry.type === 'backchannel_logout.changed');
  assert.deepEqual(event?.details, { app: 'Parish Portal', uri: 'https://portal.example.org/backchannel-logout', sid: 'yes' });

  const { client: stranger } = await signedIn(host);
  await stranger.get('/developers');
  assert.equal((await stranger.post(`${base}/backchannel-logout`, { uri: 'https://evil.example/logout' })).statusCode, 404);
  assert.equal((await client.post(`${base}/backchannel-logout`, { uri: 'https://other.example.org/logout', _csrf: '' })).statusCode, 403);
  assert.equal((await host.services.apps.getApp(clientId)).backchannelLogout.uri, 'https://portal.example.org/backchannel-logout');

  await client.get(base);
  const removed = await client.post(`${base}/backchannel-logout`, { uri: '' });
  assert.equal(removed.statusCode, 303);
  assert.equal(removed.headers.location, `${base}?done=backchannel-logout-removed#backchannel-logout`);
  assert.deepEqual((await host.services.apps.getApp(clientId)).backchannelLogout, { uri: null, sessionRequired: false });
  assert.equal((await host.services.audit.page(undefined, 10)).events.filter((entry) => entry.type === 'backchannel_logout.changed').length, 2);
  await client.get(base);
  assert.equal((await client.post(`${base}/backchannel-logout`, { uri: '' })).statusCode, 303);
  assert.equal((await host.services.audit.page(undefined, 10)).events.filter((entry) => entry.type === 'backchannel_logout.changed').length, 2, 'saving it unchanged records nothing');
});
