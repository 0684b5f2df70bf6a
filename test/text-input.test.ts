import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';
import { csrfOf } from './pages.ts';

/**
 * A NUL character (U+0000) or an unpaired surrogate anywhere in client input is refused with
 * a 400 on every store; PostgreSQL cannot hold a NUL (before this check such input reached it
 * and became a 500), and a lone surrogate would have been stored as U+FFFD.
 */
test('a NUL character or an unpaired surrogate in input is a 400, never a 500, on every endpoint kind', async (t) => {
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
    assert.deepEqual(await body.json(), { error: 'BadRequest', message: "Invalid field 'content': must be well-formed text (no NUL or unpaired surrogate)", statusCode: 400 });
    const query = await fetch(`${hosts.apiBaseUrl}/churches?cursor=%00`, { headers: { authorization: `Bearer ${key}` } });
    assert.equal(query.status, 400);
    assert.match(((await query.json()) as { message: string }).message, /'cursor'/);
  });

  await t.test('an unpaired surrogate in an API body field, nested field or key: the error object naming it', async () => {
    const cases: [string, string][] = [
      ['{"communityId":%d,"content":"a\\ud800b"}', 'content'],
      ['{"communityId":%d,"content":"\\udc00"}', 'content'],
      ['{"communityId":%d,"content":"ok","extra":{"deep":["\\ud83d"]}}', 'extra.deep.0'],
      ['{"communityId":%d,"content":"ok","\\ud800":1}', '\ud800'],
    ];
    for (const [text, field] of cases) {
      const res = await fetch(`${hosts.apiBaseUrl}/prayers`, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: text.replace('%d', String(church.id)),
      });
      assert.equal(res.status, 400, text);
      assert.deepEqual(await res.json(), {
        error: 'BadRequest',
        message: `Invalid field '${field}': must be well-formed text (no NUL or unpaired surrogate)`,
        statusCode: 400,
      });
    }
    const paired = await fetch(`${hosts.apiBaseUrl}/prayers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: `{"communityId":${church.id},"content":"\\ud83d\\ude4f"}`,
    });
    assert.equal(paired.status, 201);
    assert.equal(((await paired.json()) as { data: { content: string } }).data.content, '\u{1F64F}');
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
