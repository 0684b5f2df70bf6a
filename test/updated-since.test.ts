import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildCaller, buildChurch, buildDonation, buildEvent, buildGroup, buildPrayer, buildTestApp } from './helpers.ts';

const BEFORE = '2026-03-01T00:00:00.000Z';
const SINCE = '2026-03-02T00:00:00.000Z';
const AFTER = '2026-03-03T00:00:00.000Z';

test('updatedSince on every resource list', async (t) => {
  const { request, services } = await buildTestApp(t);
  const caller = await buildCaller(services, undefined, { donationsApproved: true });
  const [oldChurch, newChurch, otherNew] = [await buildChurch(services, { updated_at: BEFORE }), await buildChurch(services, { updated_at: AFTER }), await buildChurch(services, { updated_at: SINCE })];
  for (const church of [oldChurch, newChurch, otherNew]) await addChurchMember(services, church.id, caller.user.id);
  // Joining moved updated_at; put the times back where the test wants them.
  const { db } = services.database;
  await db.updateTable('churches').set({ updated_at: BEFORE }).where('id', '=', oldChurch.id).execute();
  await db.updateTable('churches').set({ updated_at: AFTER }).where('id', '=', newChurch.id).execute();
  await db.updateTable('churches').set({ updated_at: SINCE }).where('id', '=', otherNew.id).execute();

  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const later = (days: number) => ({ starts_at: soon(days), ends_at: soon(days + 0.1) });
  const events = [
    await buildEvent(services, newChurch.id, { ...later(3), updated_at: AFTER }),
    await buildEvent(services, newChurch.id, { ...later(2), updated_at: BEFORE }),
    await buildEvent(services, oldChurch.id, { ...later(1), updated_at: SINCE }),
    await buildEvent(services, oldChurch.id, { starts_at: '2026-01-01T10:00:00.000Z', ends_at: '2026-01-01T12:00:00.000Z', updated_at: AFTER }),
  ];
  const groups = [await buildGroup(services, newChurch.id, { updated_at: AFTER }), await buildGroup(services, newChurch.id, { updated_at: BEFORE }), await buildGroup(services, oldChurch.id, { updated_at: SINCE })];
  const prayers = [
    await buildPrayer(services, newChurch.id, caller.user.id, { updated_at: SINCE }),
    await buildPrayer(services, newChurch.id, caller.user.id, { updated_at: BEFORE }),
    await buildPrayer(services, oldChurch.id, caller.user.id, { updated_at: AFTER }),
  ];
  const donations = [
    await buildDonation(services, caller.user.id, newChurch.id, { donated_at: '2026-02-01T00:00:00.000Z', updated_at: AFTER }),
    await buildDonation(services, caller.user.id, newChurch.id, { donated_at: '2026-02-02T00:00:00.000Z', updated_at: BEFORE }),
    await buildDonation(services, caller.user.id, oldChurch.id, { donated_at: '2026-02-03T00:00:00.000Z', updated_at: SINCE }),
  ];

  const list = async (path: string, query = `updatedSince=${SINCE}`) => {
    const res = await request({ method: 'GET', url: `/api/v1${path}${path.includes('?') ? '&' : '?'}${query}`, key: caller.key });
    assert.equal(res.statusCode, 200, res.body);
    const { data, pagination } = res.json();
    return { ids: data.map((item: { id: number }) => item.id), pagination };
  };

  await t.test('only items changed at or after the time, in the usual order, with their count as total', async () => {
    assert.deepEqual((await list('/churches')).ids, [newChurch.id, otherNew.id]);
    assert.equal((await list('/churches')).pagination.total, 2);
    assert.deepEqual((await list('/events')).ids, [events[3].id, events[2].id, events[0].id]);
    assert.deepEqual((await list(`/events?churchId=${oldChurch.id}`)).ids, [events[3].id, events[2].id]);
    assert.deepEqual((await list('/events/upcoming')).ids, [events[2].id, events[0].id]);
    assert.equal((await list('/events/upcoming')).pagination.total, 2);
    assert.deepEqual((await list('/groups')).ids, [groups[0].id, groups[2].id]);
    assert.deepEqual((await list(`/groups?churchId=${newChurch.id}`)).ids, [groups[0].id]);
    assert.deepEqual((await list('/prayers')).ids, [prayers[2].id, prayers[0].id]);
    assert.deepEqual((await list(`/prayers?communityId=${newChurch.id}`)).ids, [prayers[0].id]);
    assert.deepEqual((await list('/donations')).ids, [donations[2].id, donations[0].id]);
    assert.equal((await list('/donations')).pagination.total, 2);
    assert.deepEqual((await list(`/users/${caller.user.id}/churches`)).ids, [newChurch.id, otherNew.id]);
    assert.equal((await list(`/users/${caller.user.id}/churches`)).pagination.total, 2);
  });

  await t.test('other zones are compared as instants; a later time than every change gives an empty list', async () => {
    assert.deepEqual((await list('/churches', 'updatedSince=2026-03-02T01:00:00%2B01:00')).ids, [newChurch.id, otherNew.id]);
    const none = await list('/prayers', 'updatedSince=2030-01-01T00:00:00Z');
    assert.deepEqual(none.ids, []);
    assert.deepEqual(none.pagination, { page: 1, limit: 20, total: 0, hasMore: false });
  });

  await t.test('pages work as usual', async () => {
    const first = await list('/events', `updatedSince=${SINCE}&limit=2`);
    assert.deepEqual(first.ids, [events[3].id, events[2].id]);
    assert.deepEqual(first.pagination, { page: 1, limit: 2, total: 3, hasMore: true });
    assert.deepEqual((await list('/events', `updatedSince=${SINCE}&limit=2&page=2`)).ids, [events[0].id]);
  });

  await t.test('a value that is not a date-time, or one with a cursor, is 400', async () => {
    for (const path of ['/churches', '/events', '/events/upcoming', '/groups', '/prayers', '/donations', `/users/${caller.user.id}/churches`]) {
      const res = await request({ method: 'GET', url: `/api/v1${path}?updatedSince=yesterday`, key: caller.key });
      assert.equal(res.statusCode, 400, path);
      assert.match(res.json().message, /^Invalid query parameter 'updatedSince'/);
    }
    const cursor = (await list('/churches', 'limit=1')).pagination.nextCursor;
    const res = await request({ method: 'GET', url: `/api/v1/churches?limit=1&cursor=${cursor}&updatedSince=${SINCE}`, key: caller.key });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /^Invalid query parameter 'cursor': cannot be used with 'updatedSince'/);
  });
});

test('an updatedSince total is counted once per version of the list, and again after a write', async (t) => {
  const { request, services } = await buildTestApp(t);
  const caller = await buildCaller(services);
  const church = await buildChurch(services, { updated_at: BEFORE });
  await addChurchMember(services, church.id, caller.user.id, 'admin');
  await services.database.db.updateTable('churches').set({ updated_at: BEFORE }).where('id', '=', church.id).execute();
  const other = await buildChurch(services, { updated_at: AFTER });
  const soon = (days: number) => ({ starts_at: new Date(Date.now() + days * 86_400_000).toISOString(), ends_at: new Date(Date.now() + (days + 0.1) * 86_400_000).toISOString() });
  for (const days of [1, 2]) await buildEvent(services, church.id, { ...soon(days), updated_at: AFTER });
  await buildGroup(services, church.id, { updated_at: AFTER });
  await buildPrayer(services, church.id, caller.user.id, { updated_at: AFTER });

  // Every statement the service runs outside a transaction goes through this executor.
  const executor = services.database.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  const counts: string[] = [];
  executor.executeQuery = ((query, queryId) => {
    if (/count\(\*\)/i.test(query.sql) && /updated_at/.test(query.sql)) counts.push(query.sql);
    return execute(query, queryId);
  }) as typeof executor.executeQuery;
  t.after(() => {
    executor.executeQuery = execute;
  });

  const total = async (path: string, query = '') => {
    const res = await request({ method: 'GET', url: `/api/v1${path}${path.includes('?') ? '&' : '?'}updatedSince=${SINCE}&limit=1${query}`, key: caller.key });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().pagination.total;
  };
  const countsOf = async (work: () => Promise<void>) => {
    counts.length = 0;
    await work();
    return counts.length;
  };

  const lists: [path: string, expected: number][] = [
    ['/churches', 1],
    ['/events', 2],
    [`/events?churchId=${church.id}`, 2],
    ['/events/upcoming', 2],
    ['/groups', 1],
    [`/groups?churchId=${church.id}`, 1],
    ['/prayers', 1],
    [`/prayers?communityId=${church.id}&isAnswered=false`, 1],
  ];
  await t.test('the first page counts; the next pages and repeats do not', async () => {
    for (const [path, expected] of lists) {
      assert.equal(await countsOf(async () => assert.equal(await total(path), expected, path)), 1, path);
      assert.equal(await countsOf(async () => assert.equal(await total(path, '&page=2'), expected, path)), 0, path);
      assert.equal(await countsOf(async () => assert.equal(await total(path), expected, path)), 0, path);
    }
  });

  await t.test('a write to the list counts again, and the total follows it', async () => {
    const patched = await request({ method: 'PATCH', url: `/api/v1/churches/${church.id}`, key: caller.key, payload: { city: 'Shelbyville' } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/churches'), 2)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total('/churches', '&page=2'), 2)), 0);

    const posted = await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content: 'For rain' } });
    assert.equal(posted.statusCode, 201, posted.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/prayers'), 2)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/prayers?communityId=${other.id}`), 0)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/prayers?communityId=${other.id}`), 0)), 0);

    const event = await request({ method: 'POST', url: '/api/v1/events', key: caller.key, payload: { churchId: church.id, title: 'Picnic', startsAt: soon(3).starts_at, endsAt: soon(3).ends_at } });
    assert.equal(event.statusCode, 201, event.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/events/upcoming'), 3)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/events?churchId=${church.id}`), 3)), 1);

    const group = await request({ method: 'POST', url: '/api/v1/groups', key: caller.key, payload: { churchId: church.id, name: 'Choir' } });
    assert.equal(group.statusCode, 201, group.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/groups'), 2)), 1);
    // Another church's view of the list did not change: still counted once.
    assert.equal(await countsOf(async () => assert.equal(await total(`/groups?churchId=${other.id}`), 0)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/groups?churchId=${other.id}`), 0)), 0);
  });

  await t.test('an upcoming total is counted again once its first event has started', async () => {
    const first = await buildEvent(services, other.id, { starts_at: new Date(Date.now() + 1500).toISOString(), ends_at: soon(1).ends_at, updated_at: AFTER });
    assert.equal(await countsOf(async () => assert.equal(await total(`/events/upcoming?churchId=${other.id}`), 1)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/events/upcoming?churchId=${other.id}`), 1)), 0);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(first.starts_at) - Date.now() + 10));
    assert.equal(await countsOf(async () => assert.equal(await total(`/events/upcoming?churchId=${other.id}`), 0)), 1);
  });
});
