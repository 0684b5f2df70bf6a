import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNotFound, assertRefusedListQueries } from '../../../test/assertions.ts';
import * as places from '../../../test/places.ts';
import { buildCaller, buildChurch, buildEvent, buildTestApp } from '../../../test/helpers.ts';
import { toIso } from '../../db/tables.ts';

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

const EVENT_FIELDS = [
  'capacity', 'churchId', 'createdAt', 'description', 'endsAt', 'headcount', 'id', 'isRegistered', 'location',
  'registrationCount', 'spotsLeft', 'startsAt', 'title', 'updatedAt',
].sort();

test('events', async (t) => {
  const testApp = await buildTestApp(t);
  const { request, services } = testApp;
  const { db } = services.database;
  const { key } = await buildCaller(services, ['read:events', 'write:events']);
  const { key: otherKey } = await buildCaller(services, ['read:events', 'write:events']);

  // One church with a known set of events, so lists filtered by it have an exact expected order.
  const church = await buildChurch(services);
  const later = await buildEvent(services, church.id, { starts_at: at(3 * DAY), ends_at: at(3 * DAY + 3_600_000), title: 'Later' });
  const soonA = await buildEvent(services, church.id, { starts_at: at(DAY), ends_at: at(DAY + 3_600_000), title: 'Soon A' });
  const soonB = await buildEvent(services, church.id, { starts_at: soonA.starts_at, ends_at: soonA.ends_at, title: 'Soon B' });
  const past = await buildEvent(services, church.id, { starts_at: at(-2 * DAY), ends_at: at(-2 * DAY + 3_600_000), title: 'Past' });

  const registerDirectly = (eventId: number, userId: number) => places.takeDirectly(db, 'events', eventId, { user_id: userId, created_at: at(0), updated_at: at(0) });
  const registrations = places.placesOf('events', testApp, church.id);

  await t.test('lists events by start time, then id, with the spec envelope', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/events?churchId=${church.id}`, key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.data.map((e: { id: number }) => e.id), [past.id, soonA.id, soonB.id, later.id]);
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 4, hasMore: false });
    assert.deepEqual(Object.keys(body.data[0]).sort(), EVENT_FIELDS);
    const first = body.data[1];
    assert.equal(first.title, 'Soon A');
    assert.equal(first.churchId, church.id);
    assert.equal(first.startsAt, toIso(soonA.starts_at));
    assert.match(first.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(first.capacity, null);
    assert.equal(first.spotsLeft, null);
    assert.equal(first.registrationCount, 0);
    assert.equal(first.isRegistered, false);
  });

  await t.test('pages through the list', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/events?churchId=${church.id}&page=2&limit=3`, key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.data.map((e: { id: number }) => e.id), [later.id]);
    assert.deepEqual(body.pagination, { page: 2, limit: 3, total: 4, hasMore: false });
    const firstPage = await request({ method: 'GET', url: `/api/v1/events?churchId=${church.id}&limit=3`, key });
    assert.equal(firstPage.json().pagination.hasMore, true);
  });

  await t.test('without a filter lists the events of every church', async () => {
    const elsewhere = await buildChurch(services);
    const other = await buildEvent(services, elsewhere.id, { starts_at: at(2 * DAY), ends_at: at(2 * DAY + 3_600_000) });
    const res = await request({ method: 'GET', url: '/api/v1/events?limit=100', key });
    const body = res.json();
    const ids = body.data.map((e: { id: number }) => e.id);
    assert.ok(ids.includes(other.id) && ids.includes(later.id));
    assert.equal(body.pagination.total, ids.length);
    const starts = body.data.map((e: { startsAt: string }) => e.startsAt);
    assert.deepEqual(starts, [...starts].sort());
    await db.deleteFrom('events').where('id', '=', other.id).execute();
  });

  await t.test('the church filter is validated', async () => {
    const unknown = await request({ method: 'GET', url: '/api/v1/events?churchId=999999', key });
    assertNotFound(unknown, 'Church 999999 does not exist');
    const bad = await request({ method: 'GET', url: '/api/v1/events/upcoming?churchId=abc', key });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /'churchId'/);
  });

  await t.test('rejects bad pagination with the parameter named', async () => {
    for (const url of ['/api/v1/events', '/api/v1/events/upcoming']) {
      await assertRefusedListQueries(request, url, key);
    }
  });

  await t.test('upcoming lists only future events, soonest first', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/events/upcoming?churchId=${church.id}`, key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.data.map((e: { id: number }) => e.id), [soonA.id, soonB.id, later.id]);
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 3, hasMore: false });
    const paged = await request({ method: 'GET', url: `/api/v1/events/upcoming?churchId=${church.id}&page=2&limit=2`, key });
    assert.deepEqual(paged.json().data.map((e: { id: number }) => e.id), [later.id]);
    assert.deepEqual(paged.json().pagination, { page: 2, limit: 2, total: 3, hasMore: false });
    const all = await request({ method: 'GET', url: '/api/v1/events/upcoming?limit=100', key });
    for (const event of all.json().data) assert.ok(Date.parse(event.startsAt) > Date.now() - 60_000, event.startsAt);
    assert.ok(!all.json().data.some((e: { id: number }) => e.id === past.id));
  });

  await t.test('gets one event; unknown id is 404, non-integer id is 400', async () => {
    const one = await request({ method: 'GET', url: `/api/v1/events/${later.id}`, key });
    assert.equal(one.statusCode, 200);
    const data = one.json().data;
    assert.deepEqual(Object.keys(data).sort(), EVENT_FIELDS);
    assert.equal(data.id, later.id);
    assert.equal(data.title, 'Later');
    assert.equal(data.endsAt, toIso(later.ends_at));
    const missing = await request({ method: 'GET', url: '/api/v1/events/999999', key });
    assertNotFound(missing, 'Event 999999 does not exist');
    for (const bad of ['abc', '0', '1.5']) {
      const res = await request({ method: 'GET', url: `/api/v1/events/${bad}`, key });
      assert.equal(res.statusCode, 400, bad);
      assert.match(res.json().message, /'id'/);
    }
  });

  await t.test('registers the caller: 201 and the updated event', async () => {
    const event = await places.takingAPlace(testApp, key, otherKey, registrations, 5, `/api/v1/events?churchId=${church.id}&limit=100`);
    assert.equal(event.capacity, 5);
    const mine = await request({ method: 'GET', url: `/api/v1/events/${event.id}`, key });
    assert.equal(mine.json().data.isRegistered, true);
  });

  await t.test('registering twice keeps one registration and answers 200 with the same state', async () => {
    await places.takingTwiceKeepsOne(testApp, key, registrations);
  });

  await t.test('unlimited events keep spotsLeft null', async () => {
    const event = await buildEvent(services, church.id);
    const res = await request({ method: 'POST', url: `/api/v1/events/${event.id}/register`, key });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().data.capacity, null);
    assert.equal(res.json().data.spotsLeft, null);
    assert.equal(res.json().data.registrationCount, 1);
  });

  await t.test('a full event answers 409, except to someone already registered', async () => {
    await places.fullRefusesNewcomers(testApp, key, otherKey, registrations, (id) => `Event ${id} is full: all 1 spots are taken`);
  });

  await t.test('an event that has started answers 409 to registering and unregistering', async () => {
    const started = await buildEvent(services, church.id, { starts_at: at(-3_600_000), ends_at: at(3_600_000) });
    const res = await request({ method: 'POST', url: `/api/v1/events/${started.id}/register`, key });
    assert.equal(res.statusCode, 409);
    assert.equal(res.json().error, 'Conflict');
    assert.match(res.json().message, /started at .*registrations can no longer be changed/);
    assert.deepEqual(await registrations.stored(started.id), { rows: 0, count: 0 });

    const attendee = await buildCaller(services, ['write:events']);
    await registerDirectly(past.id, attendee.user.id);
    const cancel = await request({ method: 'DELETE', url: `/api/v1/events/${past.id}/register`, key: attendee.key });
    assert.equal(cancel.statusCode, 409);
    assert.deepEqual(await registrations.stored(past.id), { rows: 1, count: 1 });
    const repeat = await request({ method: 'POST', url: `/api/v1/events/${past.id}/register`, key: attendee.key });
    assert.equal(repeat.statusCode, 200, 'a registration made before the start stays visible as one');
    assert.equal(repeat.json().data.isRegistered, true);
  });

  await t.test('unregisters the caller; a second time is 404', async () => {
    await places.givingBackFreesThePlace(testApp, key, otherKey, registrations, (id) => `You are not registered for event ${id}`);
  });

  await t.test('register and unregister: unknown event is 404, bad id is 400', async () => {
    await places.unknownOrBadIds(testApp, key, registrations, 'Event 999999 does not exist');
  });

  await t.test('needs a credential: 401 without one, either header form works', async () => {
    const routes = [
      ['GET', '/api/v1/events'], ['GET', '/api/v1/events/upcoming'], ['GET', `/api/v1/events/${later.id}`],
      ['POST', `/api/v1/events/${later.id}/register`], ['DELETE', `/api/v1/events/${later.id}/register`],
    ] as const;
    await places.needsCredential(testApp, key, routes, `/api/v1/events/${later.id}`, later.id);
  });

  await t.test('403 names the missing scope', async () => {
    await places.refusalsNameTheScope(testApp, registrations, later.id, 'read:events', 'read:churches', ['/api/v1/events', '/api/v1/events/upcoming', `/api/v1/events/${later.id}`]);
  });

  await t.test('30 parallel registrations for 10 spots give exactly 10', async () => {
    await places.raceForPlaces(testApp, key, registrations);
  });

  await t.test('parallel repeats by one caller count once', async () => {
    await places.repeatsCountOnce(testApp, key, registrations);
  });
});
