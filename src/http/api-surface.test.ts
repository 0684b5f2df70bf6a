import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Validator } from '@seriousme/openapi-schema-validator';
import { buildCaller, buildTestApp } from '../../test/helpers.ts';

test('credentials', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { key, keyId } = await buildCaller(services, ['read:churches']);

  await t.test('a missing credential is 401 with a Bearer challenge', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/churches' });
    assert.equal(res.statusCode, 401);
    assert.equal(res.headers['www-authenticate'], 'Bearer realm="api"');
    assert.equal(res.json().error, 'Unauthorized');
    assert.equal(res.json().statusCode, 401);
  });

  await t.test('the key works as Authorization: Bearer and as X-API-Key', async () => {
    assert.equal((await request({ method: 'GET', url: '/api/v1/churches', key })).statusCode, 200);
    const viaHeader = await request({ method: 'GET', url: '/api/v1/churches', headers: { 'x-api-key': key } });
    assert.equal(viaHeader.statusCode, 200);
  });

  await t.test('a malformed Authorization header or credential is 401', async () => {
    for (const authorization of [`Basic ${key}`, 'Bearer', `Bearer ${key} extra`, 'Bearer \u00e9t\u00e9']) {
      const res = await request({ method: 'GET', url: '/api/v1/churches', headers: { authorization } });
      assert.equal(res.statusCode, 401, authorization);
      assert.equal(res.json().error, 'Unauthorized');
    }
    const tooLong = await request({ method: 'GET', url: '/api/v1/churches', headers: { 'x-api-key': `cpk_${'a'.repeat(600)}` } });
    assert.equal(tooLong.statusCode, 401);
  });

  await t.test('an unknown key is 401', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/churches', key: `${key.slice(0, -2)}xx` });
    assert.equal(res.statusCode, 401);
    assert.match(res.json().message, /invalid, expired or revoked/);
  });

  await t.test('a revoked key is refused on the very next request', async () => {
    const { key: other, keyId: otherId } = await buildCaller(services, ['read:churches']);
    assert.equal((await request({ method: 'GET', url: '/api/v1/churches', key: other })).statusCode, 200);
    await services.apps.revokeKey(otherId);
    const res = await request({ method: 'GET', url: '/api/v1/churches', key: other });
    assert.equal(res.statusCode, 401);
    assert.equal((await request({ method: 'GET', url: '/api/v1/churches', key })).statusCode, 200, 'other keys keep working');
  });

  await t.test('keys are stored as digests with a visible prefix, never in clear', async () => {
    const row = await services.database.db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirstOrThrow();
    assert.notEqual(row.key_hash, key);
    assert.ok(!JSON.stringify(row).includes(key));
    assert.equal(row.prefix, key.slice(0, 12));
    assert.match(key, /^cpk_[A-Za-z0-9_-]{43}$/);
  });

  await t.test('a key without the scope is 403 naming the scope', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/events', key });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), {
      error: 'Forbidden',
      message: 'This endpoint requires the read:events scope, which this credential does not have',
      statusCode: 403,
    });
  });
});

test('rate limits are per credential and answer 429 with headers', async (t) => {
  const { request, services } = await buildTestApp(t, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  const { key } = await buildCaller(services, ['read:churches']);
  const { key: otherKey } = await buildCaller(services, ['read:churches']);

  const first = await request({ method: 'GET', url: '/api/v1/churches', key });
  assert.equal(first.headers['ratelimit-limit'], '3');
  assert.equal(first.headers['ratelimit-remaining'], '2');
  assert.ok(Number(first.headers['ratelimit-reset']) > 0);
  await request({ method: 'GET', url: '/api/v1/churches', key });
  await request({ method: 'GET', url: '/api/v1/churches', key });
  const limited = await request({ method: 'GET', url: '/api/v1/churches', key });
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().error, 'TooManyRequests');
  assert.equal(limited.json().statusCode, 429);
  assert.match(limited.json().message, /Rate limit of 3 requests per 60 s exceeded/);
  assert.ok(Number(limited.headers['retry-after']) > 0);
  assert.equal(limited.headers['ratelimit-remaining'], '0');

  const other = await request({ method: 'GET', url: '/api/v1/churches', key: otherKey });
  assert.equal(other.statusCode, 200, 'another credential has its own budget');
});

test('the service surface', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { key } = await buildCaller(services, ['write:prayers']);

  await t.test('healthz answers 200', async () => {
    const res = await request({ method: 'GET', url: '/healthz' });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { status: 'ok' });
  });

  await t.test('unknown routes answer the error object with 404', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/nothing-here?x=1' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { error: 'NotFound', message: 'No route for GET /api/v1/nothing-here', statusCode: 404 });
  });

  await t.test('unknown OAuth paths answer the error object too', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/oauth/nothing' });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(res.json(), { error: 'NotFound', message: 'No route for GET /api/v1/oauth/nothing', statusCode: 404 });
  });

  await t.test('every response carries a request id, and a sane one sent by the client is kept', async () => {
    const res = await request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'trace-123' } });
    assert.equal(res.headers['x-request-id'], 'trace-123');
    const generated = await request({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } });
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/);
  });

  await t.test('malformed JSON is a 400 error object, not a 500', async () => {
    const res = await request({ method: 'POST', url: '/api/v1/prayers', key, headers: { 'content-type': 'application/json' }, payload: '{"a":' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'BadRequest');
    assert.doesNotMatch(res.body, /at .*\.ts/);
  });

  await t.test('the OpenAPI document is valid OpenAPI 3.1 and covers every resource', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/openapi.json' });
    assert.equal(res.statusCode, 200);
    const document = res.json();
    const result = await new Validator().validate(document);
    assert.equal(result.valid, true, JSON.stringify(result.errors, null, 2));
    assert.equal(document.openapi, '3.1.0');
    for (const path of [
      '/churches', '/churches/{id}', '/churches/{id}/members/count',
      '/events', '/events/{id}', '/events/upcoming', '/events/{id}/register',
      '/users/me', '/users/{id}', '/users/{id}/churches',
      '/prayers', '/prayers/{id}', '/prayers/{id}/pray', '/prayers/{id}/answered',
      '/donations', '/donations/{id}', '/donations/summary',
      '/groups', '/groups/{id}', '/groups/{id}/members', '/groups/{id}/join', '/groups/{id}/leave',
    ]) {
      assert.ok(document.paths[path], `OpenAPI document lacks ${path}`);
    }
  });
});

test('malformed paths and caching headers', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { key } = await buildCaller(services, ['read:events']);

  await t.test('a path that is not valid percent-encoding, or an over-long id, gets the error object', async () => {
    const badEncoding = await request({ method: 'GET', url: '/api/v1/events/%zz', key });
    assert.equal(badEncoding.statusCode, 400);
    assert.deepEqual(Object.keys(badEncoding.json()).sort(), ['error', 'message', 'statusCode']);
    assert.equal(badEncoding.json().error, 'BadRequest');
    assert.match(badEncoding.json().message, /percent-encoding/);
    assert.ok(badEncoding.headers['x-request-id']);

    const longId = await request({ method: 'GET', url: `/api/v1/events/${'9'.repeat(120)}`, key });
    assert.equal(longId.statusCode, 414);
    assert.deepEqual(longId.json(), { error: 'UriTooLong', message: 'A path segment is longer than 100 characters', statusCode: 414 });
  });

  await t.test('API answers are not stored by proxies, errors by nobody, and are not content-sniffed', async () => {
    const answers = [['/api/v1/events', key, 'private, no-cache'], ['/api/v1/events', undefined, 'no-store'], ['/api/v1/nowhere', key, 'no-store']] as const;
    for (const [url, credential, cacheControl] of answers) {
      const res = await request({ method: 'GET', url, key: credential });
      assert.equal(res.headers['cache-control'], cacheControl, url);
      assert.equal(res.headers['x-content-type-options'], 'nosniff', url);
    }
  });
});
