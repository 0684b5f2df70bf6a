import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';
import { csrfOf } from './pages.ts';

/**
 * A NUL character (U+0000) anywhere in client input is refused with a 400 on every store;
 * PostgreSQL cannot hold one, and before this check such input reached it and became a 500.
 */
test('a NUL character in input is a 400, never a 500, on every endpoint kind', async (t) => {
  const hosts = await startBothHosts(t);
  const { key } = await buildCaller(hosts.services);
  const church = await buildChurch(hosts.services);

  await t.test('in an API body field or query parameter: the error object naming it', async () => {
    const body = await fetch(`${hosts.apiBaseUrl}/prayers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ communityId: church.id, content: 'a\u0000b' }),
    });
    assert.equal(body.status, 400);
    assert.deepEqual(await body.json(), { error: 'BadRequest', message: "Invalid field 'content': must not contain the NUL character", statusCode: 400 });
    const query = await fetch(`${hosts.apiBaseUrl}/churches?cursor=%00`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(query.status, 400);
    assert.match(((await query.json()) as { message: string }).message, /'cursor'/);
  });

  await t.test('in a sign-in form: a 400 page', async () => {
    const page = await fetch(`${hosts.loginUrl}/login`);
    const cookie = page.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const form = new URLSearchParams({ _csrf: csrfOf(await page.text()), email: 'a\u0000b@example.org', password: 'whatever it is' });
    const res = await fetch(`${hosts.loginUrl}/login`, { method: 'POST', body: form, headers: { cookie }, redirect: 'manual' });
    assert.equal(res.status, 400);
    assert.match(res.headers.get('content-type') ?? '', /text\/html/);
  });

  await t.test('as the client_id of either issuer: an OAuth error, not a server error', async () => {
    for (const base of [hosts.apiBaseUrl, hosts.loginUrl]) {
      const authorize = await fetch(`${base}/oauth/authorize?client_id=%00&response_type=code&scope=openid&redirect_uri=https%3A%2F%2Fa.example%2Fcb`, { redirect: 'manual' });
      assert.ok(authorize.status >= 400 && authorize.status < 500, `${base} authorize: ${authorize.status}`);
      for (const path of ['/oauth/token', '/oauth/revoke']) {
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          body: new URLSearchParams({ client_id: '\u0000', grant_type: 'refresh_token', refresh_token: 'x', token: 'x' }),
        });
        assert.ok(res.status >= 400 && res.status < 500, `${base}${path}: ${res.status}`);
        assert.equal(((await res.json()) as { error: string }).error, 'invalid_client');
      }
    }
  });
});
