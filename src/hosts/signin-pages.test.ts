import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSigninTestHost, PageClient, signedIn } from '../../test/pages.ts';
import { addChurchMember, buildChurch } from '../../test/helpers.ts';

test('error pages keep the header navigation for a signed-in person, and only for them', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  const missing = await client.get('/no/such/page');
  assert.equal(missing.statusCode, 404);
  assert.match(missing.body, /<nav aria-label="Main">/);
  assert.match(missing.body, /<form method="post" action="\/logout" class="signout">/);
  const unknownApp = await client.get('/developers/apps/app_unknown');
  assert.equal(unknownApp.statusCode, 404);
  assert.match(unknownApp.body, /<nav aria-label="Main">/);
  const noCsrf = await client.post('/account/profile', { _csrf: '' });
  assert.equal(noCsrf.statusCode, 403);
  assert.match(noCsrf.body, /<nav aria-label="Main">/);
  assert.match((await client.get('/login')).body, /<nav aria-label="Main">/, 'the signed-in page too');

  const stranger = await new PageClient(host.app).get('/no/such/page');
  assert.equal(stranger.statusCode, 404);
  assert.doesNotMatch(stranger.body, /<nav aria-label="Main">/);
});

test('the host serves its icon, linked from every page', async (t) => {
  const host = await buildSigninTestHost(t);
  for (const path of ['/favicon.svg', '/favicon.ico']) {
    const icon = await host.app.inject({ url: path });
    assert.equal(icon.statusCode, 200, path);
    assert.equal(icon.headers['content-type'], 'image/svg+xml');
    assert.match(icon.body, /^<svg /);
  }
  assert.match((await host.app.inject({ url: '/login' })).body, /<link rel="icon" href="\/favicon.svg" type="image\/svg\+xml">/);
});

test('a path that is not valid percent-encoding gets the host’s error page, as any page would', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  for (const [method, url] of [['GET', '/account/%zz'], ['GET', '/%zz'], ['GET', '/oauth/authorize/%zz'], ['POST', '/account/sessions/%zz/end'], ['GET', '/account/%E0%A4%A']] as const) {
    const answer = method === 'GET' ? await client.get(url) : await client.post(url);
    assert.equal(answer.statusCode, 400, url);
    assert.match(String(answer.headers['content-type']), /^text\/html; charset=utf-8/, url);
    assert.match(answer.body, /<title>Bad request · Community Platform<\/title>/, url);
    assert.match(answer.body, /The address is not valid/, url);
    assert.match(String(answer.headers['content-security-policy']), /default-src 'none'/, `${url}: the headers of every page`);
    assert.ok(answer.headers['x-request-id'], url);
  }
});

test('signed in with nowhere to go next, a person is shown their places: My churches only when they have churches', async (t) => {
  const host = await buildSigninTestHost(t);
  const { user, client } = await signedIn(host);
  const alone = await client.get('/login');
  assert.equal(alone.statusCode, 200);
  assert.match(alone.body, /<h1>Signed in<\/h1>/);
  assert.match(alone.body, /<a href="\/account">Your account<\/a> · <a href="\/developers">Developers<\/a>/);
  assert.doesNotMatch(alone.body, /href="\/my\/churches">My churches<\/a> ·/);

  const church = await buildChurch(host.services);
  await addChurchMember(host.services, church.id, user.id);
  assert.match((await client.get('/login')).body, /<a href="\/my\/churches">My churches<\/a> · <a href="\/account">Your account<\/a>/);
});
