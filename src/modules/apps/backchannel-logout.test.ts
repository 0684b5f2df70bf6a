import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, buildUser } from '../../../test/helpers.ts';

test('an app’s back-channel logout URI is checked like a redirect URI; clearing it clears the sid setting too', async (t) => {
  const { services } = await buildTestApp(t);
  const owner = await buildUser(services);
  const { app } = await services.apps.createApp({ ownerId: owner.id, name: 'Portal', type: 'confidential', redirectUris: ['https://portal.example.org/cb'] });
  assert.deepEqual(app.backchannelLogout, { uri: null, sessionRequired: false }, 'none unless registered');

  const set = await services.apps.setBackchannelLogout(app.clientId, { uri: ' https://portal.example.org/logout?from=cp ', sessionRequired: true });
  assert.deepEqual(set.backchannelLogout, { uri: 'https://portal.example.org/logout?from=cp', sessionRequired: true });
  assert.deepEqual((await services.apps.findOAuthClient(app.clientId))?.backchannelLogout, set.backchannelLogout, 'the client sees it at once');

  for (const [uri, message] of [
    ['portal.example.org/logout', /Back-channel logout URI "portal\.example\.org\/logout" is not an absolute URL/],
    ['https://portal.example.org/logout#x', /must not contain a fragment/],
    ['http://portal.example.org/logout', /must use HTTPS \(plain HTTP is allowed only for localhost\)/],
  ] as const) {
    await assert.rejects(services.apps.setBackchannelLogout(app.clientId, { uri, sessionRequired: false }), message, uri);
  }
  assert.deepEqual((await services.apps.getApp(app.clientId)).backchannelLogout, set.backchannelLogout, 'a refused URI changes nothing');

  const local = await services.apps.setBackchannelLogout(app.clientId, { uri: 'http://localhost:3000/logout', sessionRequired: false });
  assert.deepEqual(local.backchannelLogout, { uri: 'http://localhost:3000/logout', sessionRequired: false }, 'plain HTTP on loopback while developing');
  const cleared = await services.apps.setBackchannelLogout(app.clientId, { uri: '  ', sessionRequired: true });
  assert.deepEqual(cleared.backchannelLogout, { uri: null, sessionRequired: false });
  await assert.rejects(services.apps.setBackchannelLogout('app_nobody', { uri: null, sessionRequired: false }), /App app_nobody does not exist/);
});
