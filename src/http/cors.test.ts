import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { buildCaller, buildChurch, buildTestApp } from '../../test/helpers.ts';
import { CORS_ALLOWED_HEADERS, CORS_EXPOSED_HEADERS } from './cors.ts';

const SPA = 'https://prayer-wall.example.org';

function preflight(method: string, headers = 'authorization,content-type') {
  return { origin: SPA, 'access-control-request-method': method, 'access-control-request-headers': headers };
}

/** What a browser needs to hand an answer to the page that asked: any origin, and the headers it may read. */
function assertReadable(res: LightMyRequestResponse, label: string): void {
  assert.equal(res.headers['access-control-allow-origin'], '*', label);
  assert.equal(res.headers['access-control-allow-credentials'], undefined, label);
  const exposed = String(res.headers['access-control-expose-headers']).split(', ');
  for (const header of ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'X-Request-Id', 'Idempotent-Replayed']) {
    assert.ok(exposed.includes(header), `${label}: ${header} is not exposed`);
  }
}

function assertErrorObject(res: LightMyRequestResponse, status: number, label: string): void {
  assert.equal(res.statusCode, status, label);
  const body = res.json();
  assert.deepEqual(Object.keys(body).sort(), ['error', 'message', 'statusCode'], label);
  assert.equal(body.statusCode, status, label);
}

test('preflights', async (t) => {
  const { request } = await buildTestApp(t, { RATE_LIMIT_MAX: '1' });

  await t.test('are 204 with the methods, the allowed headers and a max age, for any origin, without a credential', async () => {
    const res = await request({ method: 'OPTIONS', url: '/api/v1/prayers', headers: preflight('POST', 'authorization,content-type,idempotency-key') });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.equal(res.headers['access-control-allow-origin'], '*');
    assert.equal(res.headers['access-control-allow-credentials'], undefined);
    assert.deepEqual(String(res.headers['access-control-allow-methods']).split(', '), ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
    assert.deepEqual(String(res.headers['access-control-allow-headers']).split(', '), CORS_ALLOWED_HEADERS);
    assert.deepEqual(CORS_ALLOWED_HEADERS, ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match', 'X-Request-Id']);
    assert.equal(res.headers['access-control-max-age'], '7200');
    assert.ok(res.headers['x-request-id']);
  });

  await t.test('never offer X-API-Key: keys stay on servers', async () => {
    const res = await request({ method: 'OPTIONS', url: '/api/v1/churches', headers: preflight('GET', 'x-api-key') });
    assert.equal(res.statusCode, 204);
    assert.ok(!String(res.headers['access-control-allow-headers']).toLowerCase().includes('x-api-key'));
  });

  await t.test('are not rate-limited', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await request({ method: 'OPTIONS', url: '/api/v1/churches', headers: preflight('GET') });
      assert.equal(res.statusCode, 204);
      assert.equal(res.headers['ratelimit-limit'], undefined);
    }
  });
});

test('answers and errors carry the CORS headers and the error object', async (t) => {
  const { request, services } = await buildTestApp(t, { RATE_LIMIT_MAX: '3' });
  const { key } = await buildCaller(services, ['read:churches']);
  const church = await buildChurch(services);
  const origin = { origin: SPA };

  const ok = await request({ method: 'GET', url: '/api/v1/churches', key });
  assert.equal(ok.statusCode, 200);
  assertReadable(ok, '200');
  assert.deepEqual(CORS_EXPOSED_HEADERS.slice(0, 7), ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'X-Request-Id', 'Idempotent-Replayed']);

  const unauthorized = await request({ method: 'GET', url: '/api/v1/churches', headers: origin });
  assertErrorObject(unauthorized, 401, '401');
  assertReadable(unauthorized, '401');

  const forbidden = await request({ method: 'GET', url: '/api/v1/prayers', key });
  assertErrorObject(forbidden, 403, '403');
  assertReadable(forbidden, '403');

  const missing = await request({ method: 'GET', url: `/api/v1/churches/${church.id + 100}`, key });
  assertErrorObject(missing, 404, '404');
  assertReadable(missing, '404');

  const noRoute = await request({ method: 'GET', url: '/api/v1/nowhere', headers: origin });
  assertErrorObject(noRoute, 404, 'no route');
  assertReadable(noRoute, 'no route');

  const badPath = await request({ method: 'GET', url: '/api/v1/churches/%zz', headers: origin });
  assertErrorObject(badPath, 400, 'router refusal');
  assertReadable(badPath, 'router refusal');

  await request({ method: 'GET', url: '/api/v1/churches', key });
  const limited = await request({ method: 'GET', url: '/api/v1/churches', key });
  assertErrorObject(limited, 429, '429');
  assertReadable(limited, '429');
  assert.ok(Number(limited.headers['retry-after']) > 0);

  const { key: other } = await buildCaller(services, ['read:churches']);
  const { churches } = services;
  const list = churches.list;
  churches.list = async () => {
    throw new Error('the database went away');
  };
  t.after(() => {
    churches.list = list;
  });
  // A page nobody asked for yet, so the answer is not kept and the list is read.
  const failed = await request({ method: 'GET', url: '/api/v1/churches?limit=3', key: other });
  assertErrorObject(failed, 500, '500');
  assertReadable(failed, '500');
  assert.doesNotMatch(failed.body, /went away/);
});

test('API keys are refused from another site, with the way to do it instead', async (t) => {
  const { request, services, config } = await buildTestApp(t);
  const { key } = await buildCaller(services, ['read:churches']);
  const own = new URL(config.apiBaseUrl).origin;

  for (const headers of [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }, { authorization: 'Bearer cpk_not-even-a-real-key' }]) {
    const res = await request({ method: 'GET', url: '/api/v1/churches', headers: { ...headers, origin: SPA } });
    assertErrorObject(res, 403, JSON.stringify(headers));
    assert.equal(res.json().error, 'Forbidden');
    assert.match(res.json().message, /API keys are for servers/);
    assert.match(res.json().message, /OAuth \(authorization code with PKCE\)/);
    assertReadable(res, 'refused key');
  }
  const literalNull = await request({ method: 'GET', url: '/api/v1/churches', headers: { authorization: `Bearer ${key}`, origin: 'null' } });
  assert.equal(literalNull.statusCode, 403, 'a sandboxed page or a file sends Origin: null');

  const fromServer = await request({ method: 'GET', url: '/api/v1/churches', key });
  assert.equal(fromServer.statusCode, 200, 'servers send no Origin');
  const fromOwnPage = await request({ method: 'GET', url: '/api/v1/churches', headers: { authorization: `Bearer ${key}`, origin: own } });
  assert.equal(fromOwnPage.statusCode, 200, 'the API host’s own pages (the reference) may use a key');
});

test('a known path with another method is 405 with Allow', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { key } = await buildCaller(services);
  const church = await buildChurch(services);

  const list = await request({ method: 'DELETE', url: '/api/v1/churches', key, headers: { origin: SPA } });
  assertErrorObject(list, 405, 'DELETE /churches');
  assert.equal(list.json().error, 'MethodNotAllowed');
  assert.equal(list.headers.allow, 'GET, HEAD');
  assert.match(list.json().message, /DELETE is not allowed on \/api\/v1\/churches/);
  assertReadable(list, '405');

  const one = await request({ method: 'POST', url: `/api/v1/churches/${church.id}`, key });
  assertErrorObject(one, 405, 'POST /churches/:id');
  assert.equal(one.headers.allow, 'GET, HEAD, PATCH');

  const prayers = await request({ method: 'PUT', url: '/api/v1/prayers', key });
  assert.equal(prayers.statusCode, 405);
  assert.equal(prayers.headers.allow, 'GET, HEAD, POST');

  const options = await request({ method: 'OPTIONS', url: '/api/v1/churches' });
  assertErrorObject(options, 405, 'OPTIONS that is not a preflight');
  assert.equal(options.headers.allow, 'GET, HEAD');

  const unknown = await request({ method: 'DELETE', url: '/api/v1/nowhere', key });
  assertErrorObject(unknown, 404, 'unknown path');
  const trailing = await request({ method: 'POST', url: '/api/v1/churches/', key });
  assert.equal(trailing.statusCode, 404, 'a trailing slash is another path');
});

test('every answer of the API host carries X-Request-Id, the OAuth issuer’s included', async (t) => {
  const { request } = await buildTestApp(t);
  for (const [method, url] of [
    ['GET', '/api/v1/.well-known/oauth-authorization-server'],
    ['GET', '/.well-known/oauth-authorization-server/api/v1'],
    ['GET', '/api/v1/oauth/jwks'],
    ['POST', '/api/v1/oauth/token'],
    ['POST', '/api/v1/oauth/revoke'],
    ['GET', '/api/v1/oauth/authorize?client_id=nobody'],
  ] as const) {
    const res = await request({ method, url, headers: { 'x-request-id': 'trace-oauth-1' } });
    assert.equal(res.headers['x-request-id'], 'trace-oauth-1', `${method} ${url}`);
    const generated = await request({ method, url });
    assert.match(String(generated.headers['x-request-id']), /^[0-9a-f-]{36}$/, `${method} ${url}`);
  }
});
