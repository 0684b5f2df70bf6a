import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch, buildDonation, buildTestApp } from '../../test/helpers.ts';

/**
 * A handler sees only the query parameters its route declares; any other is a 400 naming it.
 * The donations summary once read `churchId`, `fund` and `currency`, which only the list
 * declares, straight from the raw query: unvalidated, they filtered the summary on SQLite and
 * were a 500 on PostgreSQL. And `GET /churches?userId=1` once answered every church, as if
 * the filter had been applied.
 */
test('undeclared query parameters are a 400 naming them, never passed on unvalidated', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { user, key } = await buildCaller(services, undefined, { donationsApproved: true });
  const church = await buildChurch(services);
  await buildDonation(services, user.id, church.id, { amount: 1000 });

  const plain = await request({ method: 'GET', url: '/api/v1/donations/summary', key });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.json().data.count, 1);
  for (const [extra, name] of [['churchId=abc', 'churchId'], [`churchId=${church.id + 1}`, 'churchId'], ['fund=Other', 'fund'], ['currency=EUR', 'currency'], ['currency[]=x', 'currency[]']]) {
    const res = await request({ method: 'GET', url: `/api/v1/donations/summary?${extra}`, key });
    assert.equal(res.statusCode, 400, extra);
    assert.deepEqual(res.json(), { error: 'BadRequest', message: `Unknown query parameter '${name}'`, statusCode: 400 }, extra);
  }

  await t.test('on a list with parameters of its own', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/churches?limit=5&userId=1', key });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, "Unknown query parameter 'userId'");
    assert.equal((await request({ method: 'GET', url: '/api/v1/churches?limit=5', key })).statusCode, 200);
  });

  await t.test('on a route that declares no query parameters', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/churches/${church.id}?expand=members`, key });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, "Unknown query parameter 'expand'");
    assert.equal((await request({ method: 'GET', url: `/api/v1/churches/${church.id}`, key })).statusCode, 200);
  });
});
