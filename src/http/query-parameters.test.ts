import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch, buildDonation, buildTestApp } from '../../test/helpers.ts';

/**
 * A handler sees only the query parameters its route declares. The donations summary once read
 * `churchId`, `fund` and `currency`, which only the list declares, straight from the raw query:
 * unvalidated, they filtered the summary on SQLite and were a 500 on PostgreSQL.
 */
test('undeclared query parameters are ignored, never passed on unvalidated', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { user, key } = await buildCaller(services, undefined, { donationsApproved: true });
  const church = await buildChurch(services);
  await buildDonation(services, user.id, church.id, { amount: 1000 });

  const plain = await request({ method: 'GET', url: '/api/v1/donations/summary', key });
  assert.equal(plain.statusCode, 200);
  assert.equal(plain.json().data.count, 1);
  for (const extra of ['churchId=abc', `churchId=${church.id + 1}`, 'fund=Other', 'currency=EUR', 'currency[]=x']) {
    const res = await request({ method: 'GET', url: `/api/v1/donations/summary?${extra}`, key });
    assert.equal(res.statusCode, 200, extra);
    assert.deepEqual(res.json(), plain.json(), extra);
  }
});
