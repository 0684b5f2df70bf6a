import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../../test/helpers.ts';

const TOKEN = 'metrics-token-of-forty-characters-000001';

test('with METRICS_TOKEN, /metrics answers only a request that sends it as a Bearer token', async (t) => {
  const { request } = await buildTestApp(t, { METRICS_TOKEN: TOKEN });
  const refusals = [
    {},
    { authorization: `Bearer ${TOKEN.slice(0, -1)}` },
    { authorization: `Bearer ${TOKEN}x` },
    { authorization: `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}` },
    { authorization: TOKEN },
    { 'x-api-key': TOKEN },
  ];
  for (const headers of refusals) {
    const res = await request({ method: 'GET', url: '/metrics', headers });
    assert.equal(res.statusCode, 401, JSON.stringify(headers));
    assert.equal(res.headers['www-authenticate'], 'Bearer realm="metrics"');
    assert.deepEqual(res.json(), {
      error: 'Unauthorized',
      message: 'The metrics need the metrics token: send "Authorization: Bearer <METRICS_TOKEN>"',
      statusCode: 401,
    });
    assert.doesNotMatch(res.body, /http_requests_total/);
  }
  for (const scheme of ['Bearer', 'bearer']) {
    const res = await request({ method: 'GET', url: '/metrics', headers: { authorization: `${scheme} ${TOKEN}` } });
    assert.equal(res.statusCode, 200);
    assert.match(res.body, /http_requests_total\{route="\/metrics",method="GET",status="401"\} 6/);
  }
});

test('METRICS_ENABLED=false turns the metrics off even with a token', async (t) => {
  const { request } = await buildTestApp(t, { METRICS_TOKEN: TOKEN, METRICS_ENABLED: 'false' });
  assert.equal((await request({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode, 404);
});
