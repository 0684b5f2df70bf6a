import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNotFound, assertRefusedListQueries } from '../../../test/assertions.ts';
import { buildCaller, buildChurch, buildDonation, buildTestApp } from '../../../test/helpers.ts';
import type { DonationRow } from '../../db/tables.ts';
import { canReadDonations, isOwnDonation, summarize } from './service.ts';

const APPROVAL_MESSAGE = /needs donations approval/;

test('donation policies', async (t) => {
  await t.test('reading donations needs the app approved', () => {
    assert.equal(canReadDonations({ userId: 1, donationsApproved: true }), true);
    assert.equal(canReadDonations({ userId: 1, donationsApproved: false }), false);
  });

  await t.test('a donor sees their own records only', () => {
    const donation = { user_id: 5 } as DonationRow;
    assert.equal(isOwnDonation({ userId: 5, donationsApproved: true }, donation), true);
    assert.equal(isOwnDonation({ userId: 6, donationsApproved: true }, donation), false);
  });

  await t.test('the summary of nothing is zero', () => {
    assert.deepEqual(summarize([]), { count: 0, byCurrency: [], byFund: [], byMonth: [] });
  });
});

test('donations', async (t) => {
  const { request, services } = await buildTestApp(t);
  const a = await buildCaller(services, ['read:donations'], { donationsApproved: true });
  const b = await buildCaller(services, ['read:donations'], { donationsApproved: true });
  const unapproved = await buildCaller(services, ['read:donations']);
  const noScope = await buildCaller(services, ['read:churches', 'read:prayers'], { donationsApproved: true });
  const noScopeNoApproval = await buildCaller(services, ['read:churches']);
  const c1 = await buildChurch(services);
  const c2 = await buildChurch(services);

  const give = (userId: number, churchId: number, amount: number, currency: string, fund: string, method: string, donatedAt: string) =>
    buildDonation(services, userId, churchId, { amount, currency, fund, method, donated_at: donatedAt });
  const d1 = await give(a.user.id, c1.id, 2500, 'USD', 'General', 'card', '2026-01-15T10:00:00.000Z');
  const d2 = await give(a.user.id, c1.id, 10000, 'USD', 'Missions', 'bank_transfer', '2026-01-20T09:00:00.000Z');
  const d3 = await give(a.user.id, c2.id, 5000, 'EUR', 'General', 'card', '2026-02-03T12:00:00.000Z');
  const d4 = await give(a.user.id, c1.id, 1500, 'USD', 'General', 'cash', '2026-02-03T12:00:00.000Z');
  const d5 = await give(a.user.id, c2.id, 7500, 'USD', 'General', 'card', '2025-12-31T23:30:00.000Z');
  const b1 = await give(b.user.id, c1.id, 99999, 'USD', 'General', 'card', '2026-01-16T10:00:00.000Z');
  const b2 = await give(b.user.id, c2.id, 4200, 'GBP', 'Building', 'cash', '2026-03-01T08:00:00.000Z');

  const ids = (body: { data: { id: number }[] }) => body.data.map((d) => d.id);
  const list = async (query: string, key = a.key) => {
    const res = await request({ method: 'GET', url: `/api/v1/donations${query}`, key });
    assert.equal(res.statusCode, 200, `${query}: ${res.body}`);
    return res.json();
  };

  await t.test('lists only the caller’s donations, most recent first, ties by id', async () => {
    const body = await list('');
    assert.deepEqual(ids(body), [d4.id, d3.id, d2.id, d1.id, d5.id]);
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 5, hasMore: false });
    assert.deepEqual(body.data[0], {
      id: d4.id,
      churchId: c1.id,
      amount: 1500,
      currency: 'USD',
      fund: 'General',
      method: 'cash',
      donatedAt: '2026-02-03T12:00:00.000Z',
      createdAt: d4.created_at,
      updatedAt: d4.updated_at,
    });
    const other = await list('', b.key);
    assert.deepEqual(ids(other), [b2.id, b1.id]);
    assert.equal(other.pagination.total, 2);
  });

  await t.test('pages through the list', async () => {
    const first = await list('?limit=2');
    assert.deepEqual(ids(first), [d4.id, d3.id]);
    assert.deepEqual(first.pagination, { page: 1, limit: 2, total: 5, hasMore: true });
    const last = await list('?limit=2&page=3');
    assert.deepEqual(ids(last), [d5.id]);
    assert.deepEqual(last.pagination, { page: 3, limit: 2, total: 5, hasMore: false });
    const beyond = await list('?limit=2&page=4');
    assert.deepEqual(ids(beyond), []);
  });

  await t.test('filters by church, fund, currency and period', async () => {
    assert.deepEqual(ids(await list(`?churchId=${c2.id}`)), [d3.id, d5.id]);
    assert.deepEqual(ids(await list('?fund=Missions')), [d2.id]);
    assert.deepEqual(ids(await list('?currency=EUR')), [d3.id]);
    const january = await list('?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z');
    assert.deepEqual(ids(january), [d2.id, d1.id]);
    assert.equal(january.pagination.total, 2);
    // 00:00 at +01:00 is 23:00 UTC the day before, so the 23:30 UTC gift is inside.
    assert.deepEqual(ids(await list('?from=2026-01-01T00:00:00%2B01:00&currency=USD&fund=General')), [d4.id, d1.id, d5.id]);
    assert.deepEqual(ids(await list('?to=2026-01-15T10:00:00.000Z')), [d5.id], 'to is exclusive');
    assert.deepEqual(ids(await list(`?churchId=${c2.id}`, b.key)), [b2.id], 'filters never widen to others');
    assert.deepEqual(await list('?churchId=999999'), { data: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false } });
  });

  await t.test('rejects bad list parameters with the parameter named', async () => {
    await assertRefusedListQueries(request, '/api/v1/donations', a.key, [
      ['limit=2.5', 'limit'],
      ['churchId=abc', 'churchId'],
      ['currency=usd', 'currency'],
      ['currency=DOLLARS', 'currency'],
      ['fund=', 'fund'],
      ['from=yesterday', 'from'],
      ['to=2026-13-01T00:00:00Z', 'to'],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'to'],
    ]);
  });

  await t.test('gets one of the caller’s donations', async () => {
    await services.database.db.updateTable('donations').set({ updated_at: '2026-03-05T00:00:00.000Z' }).where('id', '=', d2.id).execute();
    const res = await request({ method: 'GET', url: `/api/v1/donations/${d2.id}`, key: a.key });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      data: {
        id: d2.id,
        churchId: c1.id,
        amount: 10000,
        currency: 'USD',
        fund: 'Missions',
        method: 'bank_transfer',
        donatedAt: '2026-01-20T09:00:00.000Z',
        createdAt: d2.created_at,
        updatedAt: '2026-03-05T00:00:00.000Z',
      },
    });
  });

  await t.test('someone else’s donation is 404 exactly like a missing one', async () => {
    const theirs = await request({ method: 'GET', url: `/api/v1/donations/${b1.id}`, key: a.key });
    assertNotFound(theirs, `Donation ${b1.id} does not exist`);
    const mine = await request({ method: 'GET', url: `/api/v1/donations/${d1.id}`, key: b.key });
    assert.equal(mine.statusCode, 404);
    const missing = await request({ method: 'GET', url: '/api/v1/donations/999999', key: a.key });
    assertNotFound(missing, 'Donation 999999 does not exist');
    const bad = await request({ method: 'GET', url: '/api/v1/donations/abc', key: a.key });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /path parameter 'id'/);
  });

  await t.test('summarises the caller’s donations per currency, fund and month', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/donations/summary', key: a.key });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), {
      data: {
        count: 5,
        byCurrency: [
          { currency: 'EUR', amount: 5000, count: 1 },
          { currency: 'USD', amount: 21500, count: 4 },
        ],
        byFund: [
          { fund: 'General', currency: 'EUR', amount: 5000, count: 1 },
          { fund: 'General', currency: 'USD', amount: 11500, count: 3 },
          { fund: 'Missions', currency: 'USD', amount: 10000, count: 1 },
        ],
        byMonth: [
          { month: '2025-12', currency: 'USD', amount: 7500, count: 1 },
          { month: '2026-01', currency: 'USD', amount: 12500, count: 2 },
          { month: '2026-02', currency: 'EUR', amount: 5000, count: 1 },
          { month: '2026-02', currency: 'USD', amount: 1500, count: 1 },
        ],
      },
    });
  });

  await t.test('each donor’s summary holds only their own gifts', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/donations/summary', key: b.key });
    assert.deepEqual(res.json().data, {
      count: 2,
      byCurrency: [
        { currency: 'GBP', amount: 4200, count: 1 },
        { currency: 'USD', amount: 99999, count: 1 },
      ],
      byFund: [
        { fund: 'Building', currency: 'GBP', amount: 4200, count: 1 },
        { fund: 'General', currency: 'USD', amount: 99999, count: 1 },
      ],
      byMonth: [
        { month: '2026-01', currency: 'USD', amount: 99999, count: 1 },
        { month: '2026-03', currency: 'GBP', amount: 4200, count: 1 },
      ],
    });
    const none = await buildCaller(services, ['read:donations'], { donationsApproved: true });
    const empty = await request({ method: 'GET', url: '/api/v1/donations/summary', key: none.key });
    assert.deepEqual(empty.json(), { data: { count: 0, byCurrency: [], byFund: [], byMonth: [] } });
  });

  await t.test('summarises a period; bad periods are 400', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/donations/summary?from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00Z', key: a.key });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.count, 2);
    assert.deepEqual(data.byCurrency, [{ currency: 'USD', amount: 12500, count: 2 }]);
    assert.deepEqual(data.byMonth, [{ month: '2026-01', currency: 'USD', amount: 12500, count: 2 }]);
    for (const [query, name] of [['from=soon', 'from'], ['from=2026-02-01T00:00:00Z&to=2026-02-01T00:00:00Z', 'to']]) {
      const bad = await request({ method: 'GET', url: `/api/v1/donations/summary?${query}`, key: a.key });
      assert.equal(bad.statusCode, 400, query);
      assert.match(bad.json().message, new RegExp(`query parameter '${name}'`));
    }
  });

  await t.test('an app without donations approval gets 403 on every endpoint', async () => {
    const ownGift = await give(unapproved.user.id, c1.id, 100, 'USD', 'General', 'card', '2026-01-01T00:00:00.000Z');
    for (const url of ['/api/v1/donations', '/api/v1/donations/summary', `/api/v1/donations/${ownGift.id}`]) {
      const res = await request({ method: 'GET', url, key: unapproved.key });
      assert.equal(res.statusCode, 403, url);
      const body = res.json();
      assert.equal(body.error, 'Forbidden');
      assert.equal(body.statusCode, 403);
      assert.match(body.message, APPROVAL_MESSAGE);
    }
  });

  await t.test('a credential without read:donations gets 403 naming the scope, approved or not', async () => {
    for (const key of [noScope.key, noScopeNoApproval.key]) {
      for (const url of ['/api/v1/donations', '/api/v1/donations/summary', `/api/v1/donations/${d1.id}`]) {
        const res = await request({ method: 'GET', url, key });
        assert.equal(res.statusCode, 403, url);
        assert.equal(res.json().error, 'Forbidden');
        assert.match(res.json().message, /read:donations/);
        assert.doesNotMatch(res.json().message, APPROVAL_MESSAGE);
      }
    }
  });

  await t.test('needs a credential; X-API-Key works as well as Bearer', async () => {
    for (const url of ['/api/v1/donations', '/api/v1/donations/summary', `/api/v1/donations/${d1.id}`]) {
      const res = await request({ method: 'GET', url });
      assert.equal(res.statusCode, 401, url);
      assert.equal(res.json().error, 'Unauthorized');
    }
    const viaHeader = await request({ method: 'GET', url: `/api/v1/donations/${d1.id}`, headers: { 'x-api-key': a.key } });
    assert.equal(viaHeader.statusCode, 200);
    assert.equal(viaHeader.json().data.amount, 2500);
    const summary = await request({ method: 'GET', url: '/api/v1/donations/summary', headers: { 'x-api-key': a.key } });
    assert.equal(summary.json().data.count, 5);
    const unknown = await request({ method: 'GET', url: '/api/v1/donations', headers: { 'x-api-key': 'cpk_unknown' } });
    assert.equal(unknown.statusCode, 401);
  });
});
