import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openRedis } from '../db/redis.ts';
import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { buildApiHost } from '../hosts/api.ts';
import { buildSigninHost } from '../hosts/signin.ts';
import { buildCaller, buildTestApp } from '../../test/helpers.ts';
import { freePort } from '../../test/instances.ts';

test('readyz reports the database', async (t) => {
  const { request } = await buildTestApp(t);
  const res = await request({ method: 'GET', url: '/readyz' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: 'ok', checks: { database: 'ok' } });
});

test('readyz answers 503 draining once the host drains, while other requests are still served and close their connection', async (t) => {
  const { app, request } = await buildTestApp(t);
  assert.equal((await request({ method: 'GET', url: '/healthz' })).headers.connection, 'keep-alive');
  app.startDraining();
  const ready = await request({ method: 'GET', url: '/readyz' });
  assert.equal(ready.statusCode, 503);
  assert.deepEqual(ready.json(), { status: 'draining' });
  const health = await request({ method: 'GET', url: '/healthz' });
  assert.equal(health.statusCode, 200);
  assert.equal(health.headers.connection, 'close');
});

test('readyz stays ready and reports Redis degraded when Redis is unreachable: the instance serves on without it', async (t) => {
  const redis = openRedis(`redis://127.0.0.1:${await freePort()}`);
  t.after(() => redis.disconnect());
  const { services } = await buildTestApp(t);
  const host = await buildApiHost({ ...services, redis });
  t.after(() => host.close());
  const res = await host.inject({ method: 'GET', url: '/readyz' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { status: 'degraded', checks: { database: 'ok', redis: 'degraded' } });
});

test('metrics count requests by route pattern and status, and rate-limit rejections', async (t) => {
  const { request, services } = await buildTestApp(t, { METRICS_ENABLED: 'true', RATE_LIMIT_MAX: '2' });
  const { key } = await buildCaller(services, ['read:churches']);
  await request({ method: 'GET', url: '/api/v1/churches/1', key });
  await request({ method: 'GET', url: '/api/v1/churches/2', key });
  await request({ method: 'GET', url: '/api/v1/churches/3', key });
  const res = await request({ method: 'GET', url: '/metrics' });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /^text\/plain/);
  assert.match(res.body, /http_requests_total\{route="\/api\/v1\/churches\/:id",method="GET",status="404"\} 2/);
  assert.match(res.body, /http_requests_total\{route="\/api\/v1\/churches\/:id",method="GET",status="429"\} 1/);
  assert.match(res.body, /http_request_duration_seconds_bucket\{le="0.005",route="\/api\/v1\/churches\/:id",method="GET",status="404"\}/);
  assert.match(res.body, /rate_limit_rejections_total 1/);
});

test('metrics are off unless enabled', async (t) => {
  const { request } = await buildTestApp(t);
  assert.equal((await request({ method: 'GET', url: '/metrics' })).statusCode, 404);
});

test('closing a host does not wait for connections that never sent a request (a browser opens spare ones ahead of need)', { timeout: 15_000 }, async (t) => {
  const { services } = await buildTestApp(t);
  for (const build of [buildApiHost, buildSigninHost]) {
    const host = await build(services);
    await host.listen({ port: 0, host: '127.0.0.1' });
    const { port } = host.server.address() as AddressInfo;
    const spare = connect(port, '127.0.0.1');
    await once(spare, 'connect');
    const ended = once(spare, 'close');
    // A request in flight when the host closes is still answered: closed once the server has it.
    const arrived = once(host.server, 'request');
    const answered = fetch(`http://127.0.0.1:${port}/healthz`).then((res) => res.status);
    await arrived;
    await host.close();
    await ended;
    assert.equal(await answered, 200);
  }
});
