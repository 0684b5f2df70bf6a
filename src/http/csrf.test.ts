import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSigninTestHost, PageClient, signedIn } from '../../test/pages.ts';

/** A path of the route with every parameter filled: the check comes before the parameters are read. */
const pathOf = (url: string) => url.replace(/:\w+/g, '1');

test('every form of the sign-in host refuses a post without its token: 403 and the styled page', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client: member } = await signedIn(host);
  const stranger = new PageClient(host.app);
  await stranger.get('/login');
  const forms = host.app.writeRoutes;
  assert.ok(forms.length >= 40, `the host's forms, as registered (${forms.length})`);

  for (const { method, url } of forms) {
    for (const [who, client] of [['signed in', member], ['signed out', stranger]] as const) {
      const refused = await client.post(pathOf(url), { _csrf: '' });
      assert.equal(refused.statusCode, 403, `${method} ${url}, ${who}`);
      assert.match(String(refused.headers['content-type']), /^text\/html; charset=utf-8/, `${method} ${url}`);
      assert.match(refused.body, /<title>Form not accepted · Community Platform<\/title>/, `${method} ${url}`);
      assert.match(refused.body, /did not come from this page/, `${method} ${url}`);
      assert.match(String(refused.headers['content-security-policy']), /default-src 'none'/, `${method} ${url}: the headers of every page`);
    }
  }
});

test('a token is this browser’s own: another browser’s, or a forged one, is refused', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client: member } = await signedIn(host);
  const other = new PageClient(host.app);
  await other.get('/login');
  assert.equal((await member.post('/account/profile', { _csrf: other.csrf, givenName: 'Mallory' })).statusCode, 403);
  assert.equal((await member.post('/account/profile', { _csrf: 'x'.repeat(43), givenName: 'Mallory' })).statusCode, 403);
  assert.equal((await member.post('/account/profile', { givenName: 'Ada', familyName: 'Lovelace' })).statusCode, 303, 'its own token is accepted');
});

test('the issuers’ own endpoints and unknown paths are not forms: no token asked', async (t) => {
  const host = await buildSigninTestHost(t);
  const token = await host.app.inject({ method: 'POST', url: '/oauth/token', payload: 'grant_type=client_credentials', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  assert.notEqual(token.statusCode, 403);
  assert.match(String(token.headers['content-type']), /^application\/json/, 'answered by the issuer');
  const missing = await host.app.inject({ method: 'POST', url: '/no/such/form', payload: {} });
  assert.equal(missing.statusCode, 404);
});
