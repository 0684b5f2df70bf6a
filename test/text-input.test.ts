import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch, buildUser } from './helpers.ts';
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

  await t.test('in any OAuth parameter of either issuer: invalid_request, not a server error or a silent miss', async () => {
    // A form or query value cannot carry a lone surrogate (UTF-8 has no bytes for one; invalid
    // bytes decode to U+FFFD), so NUL is the character that can reach the issuers.
    const bad = ['\u0000', 'a\u0000b'];
    const developer = await buildUser(hosts.services);
    const { app, clientSecret } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Text Check', type: 'confidential', redirectUris: ['https://a.example/cb'] });
    const client = { client_id: app.clientId, client_secret: clientSecret as string };
    for (const base of [hosts.apiBaseUrl, hosts.loginUrl]) {
      for (const value of bad) {
        const query = (name: string) => {
          const params = new URLSearchParams({ client_id: 'app_x', response_type: 'code', scope: 'openid', redirect_uri: 'https://a.example/cb', state: 's' });
          params.set(name, value);
          return params;
        };
        for (const name of ['client_id', 'redirect_uri', 'state', 'scope']) {
          const authorize = await fetch(`${base}/oauth/authorize?${query(name)}`, { redirect: 'manual' });
          // The authorization endpoint is a browser's: the styled error page, naming the OAuth error.
          assert.equal(authorize.status, 400, `${base} authorize ${name}=${JSON.stringify(value)}`);
          assert.match(authorize.headers.get('content-type') ?? '', /text\/html/);
          assert.match(await authorize.text(), /well-formed text.*\(invalid_request\)/, `${base} authorize ${name}`);
        }
        const posts: [string, Record<string, string>][] = [
          ['/oauth/token', { client_id: value, grant_type: 'refresh_token', refresh_token: 'x' }],
          ['/oauth/token', { ...client, grant_type: 'refresh_token', refresh_token: value }],
          ['/oauth/token', { ...client, grant_type: 'authorization_code', code: value, redirect_uri: 'https://a.example/cb' }],
          ['/oauth/revoke', { client_id: value, token: 'x' }],
          ['/oauth/revoke', { ...client, token: value }],
          ['/oauth/introspect', { ...client, token: value }],
        ];
        for (const [path, fields] of posts) {
          const res = await fetch(`${base}${path}`, { method: 'POST', body: new URLSearchParams(fields) });
          const label = `${base}${path} ${JSON.stringify(fields)}`;
          assert.equal(res.status, 400, label);
          assert.equal(((await res.json()) as { error: string }).error, 'invalid_request', label);
        }
      }
    }
  });

});
