import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertCreated } from '../../../test/assertions.ts';
import { addChurchMember, buildApiKey, buildCaller, buildChurch, buildEvent, buildTestApp, buildUser } from '../../../test/helpers.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

test('church admins manage events', async (t) => {
  const { app, request, services } = await buildTestApp(t);
  const { db } = services.database;
  const church = await buildChurch(services);
  const otherChurch = await buildChurch(services);

  const admin = await buildCaller(services, ['read:events', 'write:events']);
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const member = await buildCaller(services, ['read:events', 'write:events']);
  await addChurchMember(services, church.id, member.user.id);
  const otherAdmin = await buildCaller(services, ['read:events', 'write:events']);
  await addChurchMember(services, otherChurch.id, otherAdmin.user.id, 'admin');
  const outsider = await buildCaller(services, ['read:events', 'write:events']);
  const { key: adminReadOnly } = await buildApiKey(services, admin.user.id, ['read:events']);
  const { key: adminWriteOnly } = await buildApiKey(services, admin.user.id, ['write:events']);

  const validEvent = () => ({
    churchId: church.id,
    title: 'Harvest supper',
    startsAt: at(10 * DAY),
    endsAt: at(10 * DAY + 2 * HOUR),
  });

  async function storedRegistrations(eventId: number) {
    const rows = await db.selectFrom('event_registrations').select('user_id').where('event_id', '=', eventId).execute();
    const event = await db.selectFrom('events').select('registration_count').where('id', '=', eventId).executeTakeFirst();
    return { rows: rows.length, count: event?.registration_count };
  }

  async function totalOf(url: string): Promise<number> {
    const res = await request({ method: 'GET', url, key: admin.key });
    assert.equal(res.statusCode, 200, url);
    return res.json().pagination.total;
  }

  async function register(eventId: number, key: string) {
    const res = await request({ method: 'POST', url: `/api/v1/events/${eventId}/register`, key });
    assert.equal(res.statusCode, 201);
    return res.json().data;
  }

  function assertError(res: { statusCode: number; json(): unknown }, statusCode: number, error: string, message: string | RegExp) {
    assert.equal(res.statusCode, statusCode);
    const body = res.json() as { error: string; message: string; statusCode: number };
    assert.equal(body.error, error);
    assert.equal(body.statusCode, statusCode);
    if (typeof message === 'string') assert.equal(body.message, message);
    else assert.match(body.message, message);
  }

  await t.test('POST /events: an admin creates an event; times come back in UTC, text trimmed', async () => {
    const res = await request({
      method: 'POST',
      url: '/api/v1/events',
      key: admin.key,
      payload: {
        churchId: church.id,
        title: '  Choir rehearsal  ',
        description: ' Bring your own music. ',
        location: ' Chapel ',
        startsAt: '2031-05-01T19:00:00+02:00',
        endsAt: '2031-05-01T21:30:00.5+02:00',
        capacity: 30,
      },
    });
    const created = assertCreated(res, {
      churchId: church.id,
      title: 'Choir rehearsal',
      description: 'Bring your own music.',
      location: 'Chapel',
      startsAt: '2031-05-01T17:00:00.000Z',
      endsAt: '2031-05-01T19:30:00.500Z',
      capacity: 30,
      registrationCount: 0,
      spotsLeft: 30,
      isRegistered: false,
      headcount: null,
    });
    const stored = await db.selectFrom('events').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    assert.equal(new Date(stored.starts_at).toISOString(), '2031-05-01T17:00:00.000Z');

    const fetched = await request({ method: 'GET', url: `/api/v1/events/${created.id}`, key: member.key });
    assert.deepEqual(fetched.json().data, created);
  });

  await t.test('POST /events: optional fields default to empty text and unlimited capacity', async () => {
    for (const capacity of [undefined, null]) {
      const res = await request({ method: 'POST', url: '/api/v1/events', key: admin.key, payload: { ...validEvent(), capacity } });
      assert.equal(res.statusCode, 201);
      const data = res.json().data;
      assert.equal(data.description, '');
      assert.equal(data.location, '');
      assert.equal(data.capacity, null);
      assert.equal(data.spotsLeft, null);
    }
  });

  await t.test('POST /events: the lists and their church-filtered totals follow a create and a delete', async () => {
    const everything = '/api/v1/events?limit=1';
    const ofChurch = `/api/v1/events?churchId=${church.id}&limit=1`;
    const upcomingOfChurch = `/api/v1/events/upcoming?churchId=${church.id}&limit=1`;
    const ofOtherChurch = `/api/v1/events?churchId=${otherChurch.id}&limit=1`;
    const before = await Promise.all([totalOf(everything), totalOf(ofChurch), totalOf(upcomingOfChurch), totalOf(ofOtherChurch)]);

    const res = await request({ method: 'POST', url: '/api/v1/events', key: admin.key, payload: validEvent() });
    assert.equal(res.statusCode, 201);
    const id = res.json().data.id;
    const afterCreate = await Promise.all([totalOf(everything), totalOf(ofChurch), totalOf(upcomingOfChurch), totalOf(ofOtherChurch)]);
    assert.deepEqual(afterCreate, [before[0] + 1, before[1] + 1, before[2] + 1, before[3]]);
    const listed = await request({ method: 'GET', url: `/api/v1/events?churchId=${church.id}&limit=100`, key: admin.key });
    assert.ok(listed.json().data.some((e: { id: number }) => e.id === id));

    const removed = await request({ method: 'DELETE', url: `/api/v1/events/${id}`, key: admin.key });
    assert.equal(removed.statusCode, 204);
    const afterDelete = await Promise.all([totalOf(everything), totalOf(ofChurch), totalOf(upcomingOfChurch), totalOf(ofOtherChurch)]);
    assert.deepEqual(afterDelete, before);
  });

  await t.test('POST /events: only admins of that church (403 names the role)', async () => {
    const message = `Only admins of church ${church.id} can create its events`;
    for (const caller of [member, outsider, otherAdmin]) {
      const res = await request({ method: 'POST', url: '/api/v1/events', key: caller.key, payload: validEvent() });
      assertError(res, 403, 'Forbidden', message);
    }
    const platformAdmin = await buildUser(services, { is_admin: true });
    const { key } = await buildApiKey(services, platformAdmin.id, ['write:events']);
    const res = await request({ method: 'POST', url: '/api/v1/events', key, payload: validEvent() });
    assertError(res, 403, 'Forbidden', message);
  });

  await t.test('POST /events: 401 without a credential, 403 without write:events', async () => {
    assertError(await request({ method: 'POST', url: '/api/v1/events', payload: validEvent() }), 401, 'Unauthorized', /.+/);
    assertError(await request({ method: 'POST', url: '/api/v1/events', key: adminReadOnly, payload: validEvent() }), 403, 'Forbidden', /write:events/);
  });

  await t.test('POST /events: an unknown church is a bad field', async () => {
    const res = await request({ method: 'POST', url: '/api/v1/events', key: admin.key, payload: { ...validEvent(), churchId: 999999 } });
    assertError(res, 400, 'BadRequest', "Invalid field 'churchId': church 999999 does not exist");
  });

  await t.test('POST /events: every bad field is a 400 that names it', async () => {
    const base = validEvent();
    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ ...base, title: undefined }, "Missing required field 'title'"],
      [{ ...base, startsAt: undefined }, "Missing required field 'startsAt'"],
      [{ ...base, churchId: undefined }, "Missing required field 'churchId'"],
      [{ ...base, title: '' }, /^Invalid field 'title'/],
      [{ ...base, title: '   ' }, "Invalid field 'title': must not be blank"],
      [{ ...base, title: 'x'.repeat(201) }, /^Invalid field 'title'/],
      [{ ...base, description: 'x'.repeat(5001) }, /^Invalid field 'description'/],
      [{ ...base, location: 'x'.repeat(501) }, /^Invalid field 'location'/],
      [{ ...base, capacity: 0 }, /^Invalid field 'capacity'/],
      [{ ...base, capacity: 2.5 }, /^Invalid field 'capacity'/],
      [{ ...base, capacity: '10' }, /^Invalid field 'capacity'/],
      [{ ...base, churchId: 'one' }, /^Invalid field 'churchId'/],
      [{ ...base, startsAt: 'next Tuesday' }, /^Invalid field 'startsAt'/],
      [{ ...base, startsAt: '2031-05-01T19:00:00' }, /^Invalid field 'startsAt'/],
      [{ ...base, endsAt: '2031-05-01' }, /^Invalid field 'endsAt'/],
      [{ ...base, endsAt: base.startsAt }, /^Invalid field 'endsAt': must be after startsAt/],
      [{ ...base, endsAt: at(9 * DAY) }, /^Invalid field 'endsAt': must be after startsAt/],
      [{ ...base, registrationCount: 5 }, "Unknown field 'registrationCount'"],
    ];
    const before = await totalOf('/api/v1/events?limit=1');
    for (const [payload, message] of cases) {
      const res = await request({ method: 'POST', url: '/api/v1/events', key: admin.key, payload });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assertError(res, 400, 'BadRequest', message);
    }
    assert.equal(await totalOf('/api/v1/events?limit=1'), before, 'nothing was created');
  });

  await t.test('PATCH /events/:id: changes only the fields sent, and moves updatedAt', async () => {
    const event = await buildEvent(services, church.id, { capacity: 10, updated_at: at(-DAY), created_at: at(-DAY) });
    const res = await request({ method: 'PATCH', url: `/api/v1/events/${event.id}`, key: admin.key, payload: { title: ' New title ', location: '' } });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.title, 'New title');
    assert.equal(data.location, '');
    assert.equal(data.description, event.description);
    assert.equal(data.capacity, 10);
    assert.equal(data.startsAt, new Date(event.starts_at).toISOString());
    assert.equal(data.createdAt, new Date(event.created_at).toISOString());
    assert.ok(Date.parse(data.updatedAt) > Date.now() - 60_000, 'updatedAt moved to now');

    const empty = await request({ method: 'PATCH', url: `/api/v1/events/${event.id}`, key: admin.key, payload: {} });
    assert.equal(empty.statusCode, 200);
    assert.deepEqual({ ...empty.json().data, updatedAt: '' }, { ...data, updatedAt: '' });
  });

  await t.test('PATCH /events/:id: times, with startsAt before endsAt, else 400 naming the field sent', async () => {
    const event = await buildEvent(services, church.id, { starts_at: at(5 * DAY), ends_at: at(5 * DAY + HOUR) });
    const url = `/api/v1/events/${event.id}`;
    const moved = await request({ method: 'PATCH', url, key: admin.key, payload: { startsAt: '2032-01-01T10:00:00-05:00', endsAt: '2032-01-01T12:00:00-05:00' } });
    assert.equal(moved.statusCode, 200);
    assert.equal(moved.json().data.startsAt, '2032-01-01T15:00:00.000Z');
    assert.equal(moved.json().data.endsAt, '2032-01-01T17:00:00.000Z');

    const cases: [Record<string, unknown>, string | RegExp][] = [
      [{ startsAt: '2032-01-01T17:00:00Z' }, "Invalid field 'startsAt': must be before endsAt (2032-01-01T17:00:00.000Z)"],
      [{ endsAt: '2032-01-01T14:00:00Z' }, "Invalid field 'endsAt': must be after startsAt (2032-01-01T15:00:00.000Z)"],
      [{ startsAt: '2032-02-01T10:00:00Z', endsAt: '2032-02-01T09:00:00Z' }, /^Invalid field 'endsAt': must be after startsAt/],
      [{ startsAt: 'soon' }, /^Invalid field 'startsAt'/],
      [{ startsAt: '2032-06-30T23:59:60Z' }, /^Invalid field 'startsAt'/],
      [{ title: '  ' }, "Invalid field 'title': must not be blank"],
      [{ title: null }, /^Invalid field 'title'/],
      [{ description: 'x'.repeat(5001) }, /^Invalid field 'description'/],
      [{ capacity: 0 }, /^Invalid field 'capacity'/],
      [{ churchId: otherChurch.id }, "Unknown field 'churchId'"],
    ];
    for (const [payload, message] of cases) {
      assertError(await request({ method: 'PATCH', url, key: admin.key, payload }), 400, 'BadRequest', message);
    }
    const after = await request({ method: 'GET', url, key: admin.key });
    assert.deepEqual(after.json().data, moved.json().data, 'a refused change changes nothing');

    assertError(await request({ method: 'PATCH', url: '/api/v1/events/abc', key: admin.key, payload: {} }), 400, 'BadRequest', /'id'/);
  });

  await t.test('PATCH /events/:id: a rescheduled event enters and leaves the upcoming list', async () => {
    const event = await buildEvent(services, church.id, { starts_at: at(-3 * DAY), ends_at: at(-3 * DAY + HOUR) });
    const upcoming = `/api/v1/events/upcoming?churchId=${church.id}&limit=100`;
    const ids = async () => (await request({ method: 'GET', url: upcoming, key: admin.key })).json().data.map((e: { id: number }) => e.id);
    const before = await totalOf(upcoming);
    assert.ok(!(await ids()).includes(event.id));
    const allBefore = await totalOf(`/api/v1/events?churchId=${church.id}&limit=1`);

    const forward = await request({ method: 'PATCH', url: `/api/v1/events/${event.id}`, key: admin.key, payload: { startsAt: at(2 * DAY), endsAt: at(2 * DAY + HOUR) } });
    assert.equal(forward.statusCode, 200);
    assert.ok((await ids()).includes(event.id));
    assert.equal(await totalOf(upcoming), before + 1);

    const back = await request({ method: 'PATCH', url: `/api/v1/events/${event.id}`, key: admin.key, payload: { startsAt: at(-DAY), endsAt: at(-DAY + HOUR) } });
    assert.equal(back.statusCode, 200);
    assert.ok(!(await ids()).includes(event.id));
    assert.equal(await totalOf(upcoming), before);
    assert.equal(await totalOf(`/api/v1/events?churchId=${church.id}&limit=1`), allBefore, 'rescheduling neither adds nor removes');
  });

  await t.test('PATCH /events/:id: capacity down to the registrations, not below (409); null is unlimited', async () => {
    const event = await buildEvent(services, church.id, { capacity: 5 });
    const url = `/api/v1/events/${event.id}`;
    const attendees = await Promise.all([1, 2, 3].map(() => buildCaller(services, ['write:events'])));
    for (const attendee of attendees) await register(event.id, attendee.key);

    const below = await request({ method: 'PATCH', url, key: admin.key, payload: { capacity: 2, title: 'Smaller room' } });
    assertError(below, 409, 'Conflict', `Event ${event.id} has 3 registrations; its capacity cannot go below that`);
    const unchanged = (await request({ method: 'GET', url, key: admin.key })).json().data;
    assert.equal(unchanged.capacity, 5);
    assert.equal(unchanged.title, event.title, 'the whole change was refused');

    const exact = await request({ method: 'PATCH', url, key: admin.key, payload: { capacity: 3 } });
    assert.equal(exact.statusCode, 200);
    assert.equal(exact.json().data.capacity, 3);
    assert.equal(exact.json().data.spotsLeft, 0);
    const full = await request({ method: 'POST', url: `${url}/register`, key: admin.key });
    assert.equal(full.statusCode, 409);

    const unlimited = await request({ method: 'PATCH', url, key: admin.key, payload: { capacity: null } });
    assert.equal(unlimited.statusCode, 200);
    assert.equal(unlimited.json().data.capacity, null);
    assert.equal(unlimited.json().data.spotsLeft, null);
    await register(event.id, admin.key);
    assert.deepEqual(await storedRegistrations(event.id), { rows: 4, count: 4 });
  });

  await t.test('PATCH /events/:id: only admins of the event\'s church; 401, 403 scope, 404', async () => {
    const event = await buildEvent(services, church.id);
    const url = `/api/v1/events/${event.id}`;
    for (const caller of [member, outsider, otherAdmin]) {
      assertError(await request({ method: 'PATCH', url, key: caller.key, payload: { title: 'Mine now' } }), 403, 'Forbidden', `Only admins of church ${church.id} can edit its events`);
    }
    assertError(await request({ method: 'PATCH', url, payload: { title: 'x' } }), 401, 'Unauthorized', /.+/);
    assertError(await request({ method: 'PATCH', url, key: adminReadOnly, payload: { title: 'x' } }), 403, 'Forbidden', /write:events/);
    assertError(await request({ method: 'PATCH', url: '/api/v1/events/999999', key: admin.key, payload: { title: 'x' } }), 404, 'NotFound', 'Event 999999 does not exist');
    const stored = await db.selectFrom('events').select('title').where('id', '=', event.id).executeTakeFirstOrThrow();
    assert.equal(stored.title, event.title);
  });

  await t.test('registering and unregistering are writes of the event: updatedAt moves', async () => {
    const event = await buildEvent(services, church.id, { updated_at: at(-DAY), created_at: at(-DAY) });
    const registered = await register(event.id, member.key);
    assert.ok(Date.parse(registered.updatedAt) > Date.now() - 60_000);
    await db.updateTable('events').set({ updated_at: at(-DAY) }).where('id', '=', event.id).execute();
    const cancelled = await request({ method: 'DELETE', url: `/api/v1/events/${event.id}/register`, key: member.key });
    assert.equal(cancelled.statusCode, 200);
    assert.ok(Date.parse(cancelled.json().data.updatedAt) > Date.now() - 60_000);
  });

  await t.test('DELETE /events/:id: 204; the event and its registrations are gone', async () => {
    const event = await buildEvent(services, church.id, { capacity: 10 });
    await register(event.id, member.key);
    await register(event.id, outsider.key);
    const url = `/api/v1/events/${event.id}`;
    const res = await request({ method: 'DELETE', url, key: admin.key });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assertError(await request({ method: 'GET', url, key: admin.key }), 404, 'NotFound', `Event ${event.id} does not exist`);
    assert.deepEqual(await storedRegistrations(event.id), { rows: 0, count: undefined });
    assertError(await request({ method: 'DELETE', url, key: admin.key }), 404, 'NotFound', `Event ${event.id} does not exist`);
    assertError(await request({ method: 'GET', url: `${url}/registrations`, key: admin.key }), 404, 'NotFound', `Event ${event.id} does not exist`);
  });

  await t.test('DELETE /events/:id: only admins of the event\'s church; 401, 403 scope, 400, 404', async () => {
    const event = await buildEvent(services, church.id);
    const url = `/api/v1/events/${event.id}`;
    for (const caller of [member, outsider, otherAdmin]) {
      assertError(await request({ method: 'DELETE', url, key: caller.key }), 403, 'Forbidden', `Only admins of church ${church.id} can delete its events`);
    }
    assertError(await request({ method: 'DELETE', url }), 401, 'Unauthorized', /.+/);
    assertError(await request({ method: 'DELETE', url, key: adminReadOnly }), 403, 'Forbidden', /write:events/);
    assertError(await request({ method: 'DELETE', url: '/api/v1/events/999999', key: admin.key }), 404, 'NotFound', 'Event 999999 does not exist');
    assertError(await request({ method: 'DELETE', url: '/api/v1/events/0', key: admin.key }), 400, 'BadRequest', /'id'/);
    assert.equal((await request({ method: 'GET', url, key: admin.key })).statusCode, 200, 'still there');
  });

  await t.test('GET /events/:id/registrations: who registered, earliest first, no emails', async () => {
    const event = await buildEvent(services, church.id);
    const people = await Promise.all([1, 2, 3, 4, 5].map(() => buildUser(services)));
    // Two at the same instant: the user id breaks the tie.
    const times = [at(-5 * HOUR), at(-4 * HOUR), at(-4 * HOUR), at(-2 * HOUR), at(-HOUR)];
    const order = [people[3], people[0], people[4], people[1], people[2]];
    for (let i = 0; i < order.length; i++) {
      await db.insertInto('event_registrations').values({ event_id: event.id, user_id: order[i].id, created_at: times[i], updated_at: times[i] }).execute();
    }
    await db.updateTable('events').set({ registration_count: order.length }).where('id', '=', event.id).execute();
    const [a, b] = [order[1], order[2]].sort((x, y) => x.id - y.id);
    const expected = [order[0], a, b, order[3], order[4]];
    const registeredAt = new Map(order.map((person, i) => [person.id, new Date(times[i]).toISOString()]));

    const res = await request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations`, key: admin.key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 5, hasMore: false });
    assert.deepEqual(body.data, expected.map((person) => ({
      id: person.id,
      givenName: person.given_name,
      familyName: person.family_name,
      name: `${person.given_name} ${person.family_name}`,
      picture: services.users.pictures.urlOf(person),
      registeredAt: registeredAt.get(person.id),
      updatedAt: registeredAt.get(person.id),
    })));
    assert.ok(!res.body.includes('@'), 'no email address');

    const second = await request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations?page=2&limit=2`, key: admin.key });
    assert.deepEqual(second.json().data.map((r: { id: number }) => r.id), [expected[2].id, expected[3].id]);
    assert.deepEqual(second.json().pagination, { page: 2, limit: 2, total: 5, hasMore: true });
    const beyond = await request({ method: 'GET', url: `/api/v1/events/${event.id}/registrations?page=4&limit=2`, key: admin.key });
    assert.deepEqual(beyond.json(), { data: [], pagination: { page: 4, limit: 2, total: 5, hasMore: false } });

    const none = await buildEvent(services, church.id);
    const empty = await request({ method: 'GET', url: `/api/v1/events/${none.id}/registrations`, key: admin.key });
    assert.deepEqual(empty.json(), { data: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false } });
  });

  await t.test('GET /events/:id/registrations: admins of the event\'s church only; 401, 403 scope, 400, 404', async () => {
    const event = await buildEvent(services, church.id);
    await register(event.id, member.key);
    const url = `/api/v1/events/${event.id}/registrations`;
    for (const caller of [member, outsider, otherAdmin]) {
      assertError(await request({ method: 'GET', url, key: caller.key }), 403, 'Forbidden', `Only admins of church ${church.id} can see who registered for event ${event.id}`);
    }
    assertError(await request({ method: 'GET', url }), 401, 'Unauthorized', /.+/);
    assertError(await request({ method: 'GET', url, key: adminWriteOnly }), 403, 'Forbidden', /read:events/);
    assertError(await request({ method: 'GET', url: '/api/v1/events/999999/registrations', key: admin.key }), 404, 'NotFound', 'Event 999999 does not exist');
    assertError(await request({ method: 'GET', url: '/api/v1/events/abc/registrations', key: admin.key }), 400, 'BadRequest', /'id'/);
    assertError(await request({ method: 'GET', url: `${url}?limit=101`, key: admin.key }), 400, 'BadRequest', /'limit'/);
    assertError(await request({ method: 'GET', url: `${url}?page=0`, key: admin.key }), 400, 'BadRequest', /'page'/);
  });

  await t.test('no lost update: 100 parallel registrations around capacity changes', async () => {
    const event = await buildEvent(services, church.id, { capacity: 100 });
    const url = `/api/v1/events/${event.id}`;
    const people = await Promise.all(Array.from({ length: 100 }, () => buildCaller(services, ['write:events'])));

    // The 100 registrations arrive 2 ms apart (on PostgreSQL they pile up and run side by
    // side); the cut to 40 is sent with the tenth, and a raise to 60 as soon as the cut is
    // answered, while registrations still run. Sent all at once, the cut would queue behind
    // every registration and always come too late.
    const tenthSent = Promise.withResolvers<void>();
    const registering = Promise.all(
      people.map(async ({ key }, i) => {
        await sleep(2 * i);
        if (i === 9) tenthSent.resolve();
        return app.inject({ method: 'POST', url: `${url}/register`, headers: { authorization: `Bearer ${key}` } });
      }),
    );
    const changing = (async () => {
      await tenthSent.promise;
      const changes: { capacity: number; statusCode: number; message?: string }[] = [];
      for (const capacity of [40, 60]) {
        const res = await request({ method: 'PATCH', url, key: admin.key, payload: { capacity } });
        changes.push({ capacity, statusCode: res.statusCode, message: res.statusCode === 200 ? undefined : res.json().message });
      }
      return changes;
    })();
    const [changes, responses] = await Promise.all([changing, registering]);
    t.diagnostic(`capacity changes ${JSON.stringify(changes.map(({ capacity, statusCode }) => ({ capacity, statusCode })))}`);

    const [cut, raise] = changes;
    for (const { statusCode, message } of changes) {
      assert.ok(statusCode === 200 || (statusCode === 409 && /^Event \d+ has (\d+) registrations; its capacity cannot go below that$/.test(message!)), message);
    }
    if (cut.statusCode === 409) {
      assert.ok(Number(/has (\d+)/.exec(cut.message!)![1]) > 40, 'refused only when already over 40');
    } else {
      assert.equal(raise.statusCode, 200, 'after a cut to 40, 60 always fits');
    }

    const statuses = responses.map((r) => r.statusCode);
    assert.deepEqual([...new Set(statuses)].filter((s) => s !== 201 && s !== 409), [], 'only 201 or 409');
    for (const res of responses.filter((r) => r.statusCode === 201)) {
      const { registrationCount, capacity } = res.json().data;
      assert.ok(registrationCount <= capacity, `${registrationCount} registered of ${capacity}`);
    }
    for (const res of responses.filter((r) => r.statusCode === 409)) assert.match(res.json().message, /is full/);

    const finalEvent = (await request({ method: 'GET', url, key: admin.key })).json().data;
    const lastApplied = changes.filter((c) => c.statusCode === 200).at(-1);
    assert.equal(finalEvent.capacity, lastApplied?.capacity ?? 100);
    const stored = await storedRegistrations(event.id);
    assert.equal(stored.count, stored.rows, 'the count matches the rows');
    assert.equal(stored.rows, statuses.filter((s) => s === 201).length, 'one row per 201');
    assert.equal(finalEvent.registrationCount, stored.rows);
    assert.ok(stored.rows <= finalEvent.capacity, `${stored.rows} registered of ${finalEvent.capacity}`);
    // Everyone who tried while there was room got in: a cut to 40 that was applied leaves 40
    // to 60 people (the raise may come after the last attempt); no cut leaves all 100.
    if (cut.statusCode === 200) assert.ok(stored.rows >= 40 && stored.rows <= 60, `${stored.rows} registered`);
    else if (raise.statusCode === 409) assert.equal(stored.rows, 100);
    t.diagnostic(`${stored.rows} registered`);

    const list = await request({ method: 'GET', url: `${url}/registrations?limit=100`, key: admin.key });
    assert.equal(list.json().pagination.total, stored.rows);
    assert.equal(list.json().data.length, stored.rows);
  });

  await t.test('a capacity cut that comes too late is 409 and leaves every registration in place', async () => {
    const event = await buildEvent(services, church.id, { capacity: 50 });
    const url = `/api/v1/events/${event.id}`;
    const people = await Promise.all(Array.from({ length: 45 }, () => buildCaller(services, ['write:events'])));
    const responses = await Promise.all(
      people.map(({ key }) => app.inject({ method: 'POST', url: `${url}/register`, headers: { authorization: `Bearer ${key}` } })),
    );
    assert.equal(responses.filter((r) => r.statusCode === 201).length, 45);
    const late = await request({ method: 'PATCH', url, key: admin.key, payload: { capacity: 40 } });
    assertError(late, 409, 'Conflict', `Event ${event.id} has 45 registrations; its capacity cannot go below that`);
    assert.deepEqual(await storedRegistrations(event.id), { rows: 45, count: 45 });
  });
});
