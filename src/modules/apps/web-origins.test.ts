import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp, buildUser } from '../../../test/helpers.ts';
import { ApiError } from '../../http/errors.ts';
import { validateWebOrigin } from './service.ts';

test('a web origin is written exactly as browsers send Origin', () => {
  for (const origin of ['https://app.example.org', 'https://app.example.org:8443', 'https://xn--bcher-kva.example']) {
    assert.equal(validateWebOrigin(origin, true), origin);
  }
  for (const origin of ['http://localhost:5173', 'http://127.0.0.1:3000']) assert.equal(validateWebOrigin(origin, false), origin);

  const refusals: [string, boolean, RegExp][] = [
    ['https://app.example.org/', false, /no path/],
    ['https://app.example.org/callback', false, /no path/],
    ['https://app.example.org?x=1', false, /no path/],
    ['https://app.example.org:443', false, /scheme and host/],
    ['https://App.Example.org', false, /scheme and host/],
    ['https://someone@app.example.org', false, /scheme and host/],
    ['app.example.org', false, /scheme and host/],
    ['ftp://app.example.org', false, /scheme and host/],
    ['null', false, /scheme and host/],
    ['http://app.example.org', false, /must use HTTPS \(plain HTTP is allowed only for localhost\)/],
    ['http://localhost:5173', true, /must use HTTPS$/],
  ];
  for (const [origin, production, message] of refusals) {
    assert.throws(() => validateWebOrigin(origin, production), (error: unknown) => error instanceof ApiError && error.statusCode === 400 && message.test(error.message), origin);
  }
});

test('apps keep their web origins, each once', async (t) => {
  const { services } = await buildTestApp(t);
  const owner = await buildUser(services);
  const { app } = await services.apps.createApp({
    ownerId: owner.id, name: 'Prayer Wall', type: 'public', redirectUris: ['https://wall.example.org/cb'],
    webOrigins: ['https://admin.example.org', ' https://admin.example.org ', 'http://localhost:5173'],
  });
  assert.deepEqual(app.webOrigins, ['https://admin.example.org', 'http://localhost:5173']);
  assert.deepEqual((await services.apps.findOAuthClient(app.clientId))?.webOrigins, app.webOrigins);

  const changed = await services.apps.setWebOrigins(app.clientId, ['https://staging.example.org:8443']);
  assert.deepEqual(changed.webOrigins, ['https://staging.example.org:8443']);
  assert.deepEqual((await services.apps.getApp(app.clientId)).webOrigins, ['https://staging.example.org:8443']);

  await assert.rejects(services.apps.setWebOrigins(app.clientId, ['https://ok.example.org', 'https://bad.example.org/path']), /no path/);
  assert.deepEqual((await services.apps.getApp(app.clientId)).webOrigins, ['https://staging.example.org:8443'], 'nothing changes when one is refused');
  await assert.rejects(services.apps.setWebOrigins('app_nobody', []), /App app_nobody does not exist/);

  const { app: plain } = await services.apps.createApp({ ownerId: owner.id, name: 'Plain', type: 'confidential', redirectUris: [] });
  assert.deepEqual(plain.webOrigins, [], 'none unless listed');
  const serverOnly = /Only public apps call the token endpoints from a browser/;
  await assert.rejects(services.apps.setWebOrigins(plain.clientId, ['https://portal.example.org']), serverOnly);
  await assert.rejects(services.apps.createApp({ ownerId: owner.id, name: 'Portal', type: 'confidential', redirectUris: [], webOrigins: ['https://portal.example.org'] }), serverOnly);
});
