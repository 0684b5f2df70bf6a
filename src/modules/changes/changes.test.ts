import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { addChurchMember, buildCaller, buildChurch, buildEvent, buildGroup, buildTestApp, buildUser } from '../../../test/helpers.ts';
import { API_SCOPE_NAMES } from '../../http/scopes.ts';
import { CHANGE_TYPE_NAMES } from './schemas.ts';

interface FeedEvent {
  id: string;
  type: string;
  timestamp: string;
  data: { object: Record<string, unknown> };
}

const EVENT_ID = /^evt_\d+$/;
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

test('change feed', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;
  const church = await buildChurch(services);
  const admin = await buildCaller(services, API_SCOPE_NAMES, { donationsApproved: true });
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const member = await buildCaller(services, API_SCOPE_NAMES, { donationsApproved: true });
  await addChurchMember(services, church.id, member.user.id);
  const outsider = await buildCaller(services, API_SCOPE_NAMES, { donationsApproved: true });
  const unapproved = await buildCaller(services, API_SCOPE_NAMES);

  /** Every event the key can read from the start of the log, page by page. */
  async function feed(key: string, query = '', limit = 100): Promise<FeedEvent[]> {
    const events: FeedEvent[] = [];
    let after: string | undefined;
    for (;;) {
      const res = await request({ method: 'GET', url: `/api/v1/changes?limit=${limit}${after ? `&after=${after}` : ''}${query}`, key });
      assert.equal(res.statusCode, 200, res.body);
      const { data, pagination } = res.json();
      events.push(...data);
      after = pagination.nextCursor;
      if (!pagination.hasMore) return events;
    }
  }

  /**
   * The feed once `ready` holds. On PostgreSQL an event shows once every transaction older
   * than its own has ended, and other test files' transactions share the server.
   */
  async function feedWhen(key: string, ready: (events: FeedEvent[]) => boolean, query = ''): Promise<FeedEvent[]> {
    for (let attempt = 0; ; attempt++) {
      const events = await feed(key, query);
      if (ready(events) || attempt === 200) return events;
      await sleep(50);
    }
  }

  const about = (type: string, id: unknown) => (event: FeedEvent) => event.type === type && event.data.object.id === id;

  /** Waits for the one event of `type` about object `id` and answers it; fails unless there is exactly one. */
  async function single(key: string, type: string, id: unknown): Promise<FeedEvent> {
    const events = await feedWhen(key, (all) => all.some(about(type, id)));
    const found = events.filter(about(type, id));
    assert.equal(found.length, 1, `${type} of ${String(id)}: ${JSON.stringify(events.map((e) => e.type))}`);
    assert.match(found[0].id, EVENT_ID);
    assert.match(found[0].timestamp, ISO);
    assert.deepEqual(Object.keys(found[0]).sort(), ['data', 'id', 'timestamp', 'type']);
    return found[0];
  }

  const call = async (method: string, url: string, key: string, payload?: object) => {
    const res = await request({ method: method as 'GET', url: `/api/v1${url}`, key, ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json().data;
  };

  await t.test('church writes: updated, members added, changed and removed; members only see who belongs', async () => {
    const updated = await call('PATCH', `/churches/${church.id}`, admin.key, { city: 'Shelbyville' });
    const event = await single(admin.key, 'church.updated', church.id);
    assert.deepEqual(event.data.object, updated);
    await single(outsider.key, 'church.updated', church.id);

    const joiner = await buildCaller(services);
    await call('POST', `/churches/${church.id}/join`, joiner.key);
    const added = await single(admin.key, 'church.member.added', joiner.user.id);
    assert.deepEqual(Object.keys(added.data.object).sort(), ['churchId', 'familyName', 'givenName', 'id', 'joinedAt', 'name', 'picture', 'role', 'updatedAt']);
    assert.equal(added.data.object.churchId, church.id);
    assert.equal(added.data.object.role, 'member');
    await single(member.key, 'church.member.added', joiner.user.id);
    assert.equal((await feed(outsider.key)).filter((e) => e.type.startsWith('church.member.')).length, 0);

    await call('PUT', `/churches/${church.id}/members/${joiner.user.id}`, admin.key, { role: 'admin' });
    assert.equal((await single(admin.key, 'church.member.updated', joiner.user.id)).data.object.role, 'admin');
    await call('PUT', `/churches/${church.id}/members/${joiner.user.id}`, admin.key, { role: 'admin' });

    await call('DELETE', `/churches/${church.id}/members/${joiner.user.id}`, admin.key);
    const removed = await single(admin.key, 'church.member.removed', joiner.user.id);
    assert.deepEqual(removed.data.object, { id: joiner.user.id, deleted: true, churchId: church.id });
    // The person who left no longer reads the church's member changes.
    assert.equal((await feed(joiner.key)).filter((e) => e.type.startsWith('church.member.')).length, 0);

    await call('POST', `/churches/${church.id}/join`, joiner.key);
    await call('DELETE', `/churches/${church.id}/leave`, joiner.key);
    const events = await feedWhen(admin.key, (all) => all.filter(about('church.member.removed', joiner.user.id)).length === 2);
    assert.equal(events.filter(about('church.member.added', joiner.user.id)).length, 2);
    assert.equal(events.filter(about('church.member.removed', joiner.user.id)).length, 2);
    // The role set a second time to what it was changed nothing and logged nothing.
    assert.equal(events.filter(about('church.member.updated', joiner.user.id)).length, 1);
  });

  await t.test('the operator paths log too: churches create, update and add-member', async () => {
    const created = await services.churches.create({ name: 'Operator Church' });
    assert.deepEqual((await single(outsider.key, 'church.created', created.id)).data.object, created);
    const updated = await services.churches.updateAsOperator(created.id, { city: 'Capital City' });
    assert.deepEqual((await single(outsider.key, 'church.updated', created.id)).data.object, updated);
    await services.churches.addMemberAsOperator(created.id, outsider.user.id, 'admin');
    assert.equal((await single(outsider.key, 'church.member.added', outsider.user.id)).data.object.role, 'admin');
  });

  await t.test('event writes and registrations; isRegistered is the reader\'s own', async () => {
    const startsAt = new Date(Date.now() + 86_400_000).toISOString();
    const endsAt = new Date(Date.now() + 90_000_000).toISOString();
    const event = await call('POST', '/events', admin.key, { churchId: church.id, title: 'Picnic', startsAt, endsAt, capacity: 5 });
    const created = await single(outsider.key, 'event.created', event.id);
    assert.deepEqual(created.data.object, event);

    await call('PATCH', `/events/${event.id}`, admin.key, { title: 'Big picnic' });
    assert.equal((await single(outsider.key, 'event.updated', event.id)).data.object.title, 'Big picnic');

    await call('POST', `/events/${event.id}/register`, member.key);
    const forMember = await single(member.key, 'event.registration.created', event.id);
    assert.equal(forMember.data.object.registrationCount, 1);
    assert.equal(forMember.data.object.isRegistered, true);
    const forOutsider = await single(outsider.key, 'event.registration.created', event.id);
    assert.equal(forOutsider.data.object.isRegistered, false);
    assert.equal(JSON.stringify(forOutsider).includes(`"userId":${member.user.id}`), false);

    await call('DELETE', `/events/${event.id}/register`, member.key);
    assert.equal((await single(outsider.key, 'event.registration.deleted', event.id)).data.object.registrationCount, 0);

    await call('DELETE', `/events/${event.id}`, admin.key);
    assert.deepEqual((await single(outsider.key, 'event.deleted', event.id)).data.object, { id: event.id, deleted: true, churchId: church.id });
  });

  await t.test('a write refused with 409 logs nothing', async () => {
    const full = await buildEvent(services, church.id, { capacity: 1, registration_count: 1 });
    const refused = await request({ method: 'POST', url: `/api/v1/events/${full.id}/register`, key: member.key });
    assert.equal(refused.statusCode, 409);
    const group = await buildGroup(services, church.id, { capacity: 0 });
    assert.equal((await request({ method: 'POST', url: `/api/v1/groups/${group.id}/join`, key: member.key })).statusCode, 409);
    // A later write shows the log has caught up past the refused ones.
    const marker = await call('POST', '/prayers', member.key, { communityId: church.id, content: 'after the refusals' });
    const events = await feedWhen(admin.key, (all) => all.some(about('prayer.created', marker.id)));
    // The admin reads registrations as registrants, placed by `eventId`.
    const aboutFull = (e: FeedEvent) => (e.type.startsWith('event.registration.') ? e.data.object.eventId : e.data.object.id) === full.id;
    assert.equal(events.filter((e) => e.type.startsWith('event.') && aboutFull(e)).length, 0);
    assert.equal(events.filter((e) => e.data.object.groupId === group.id || (e.type.startsWith('group.') && e.data.object.id === group.id)).length, 0);
  });

  await t.test('group writes and memberships', async () => {
    const group = await call('POST', '/groups', admin.key, { churchId: church.id, name: 'Choir' });
    const created = await single(outsider.key, 'group.created', group.id);
    assert.deepEqual(created.data.object, group);
    await call('PATCH', `/groups/${group.id}`, admin.key, { location: 'Loft' });
    assert.equal((await single(outsider.key, 'group.updated', group.id)).data.object.location, 'Loft');

    await call('POST', `/groups/${group.id}/join`, member.key);
    const joined = await single(outsider.key, 'group.member.added', member.user.id);
    assert.equal(joined.data.object.groupId, group.id);
    assert.equal(joined.data.object.role, 'member');
    await call('PUT', `/groups/${group.id}/members/${member.user.id}`, admin.key, { role: 'leader' });
    assert.equal((await single(outsider.key, 'group.member.updated', member.user.id)).data.object.role, 'leader');
    await call('DELETE', `/groups/${group.id}/leave`, member.key);
    assert.deepEqual((await single(outsider.key, 'group.member.removed', member.user.id)).data.object, {
      id: member.user.id,
      deleted: true,
      groupId: group.id,
      churchId: church.id,
    });

    await call('POST', `/groups/${group.id}/join`, member.key);
    const forMember = await feedWhen(member.key, (all) => all.filter(about('group.member.added', member.user.id)).length === 2);
    assert.equal(forMember.find(about('group.updated', group.id))?.data.object.isMember, true);
    assert.equal((await feed(outsider.key)).find(about('group.updated', group.id))?.data.object.isMember, false);
    const other = await buildUser(services);
    await addChurchMember(services, church.id, other.id);
    await call('PUT', `/groups/${group.id}/members/${other.id}`, admin.key, { role: 'member' });
    await call('DELETE', `/groups/${group.id}/members/${other.id}`, admin.key);
    await single(outsider.key, 'group.member.removed', other.id);

    await call('DELETE', `/groups/${group.id}`, admin.key);
    assert.deepEqual((await single(outsider.key, 'group.deleted', group.id)).data.object, { id: group.id, deleted: true, churchId: church.id });
  });

  await t.test("prayer writes; an anonymous request's author reaches its author only", async () => {
    const prayer = await call('POST', '/prayers', member.key, { communityId: church.id, content: 'Please pray', isAnonymous: true });
    const forAuthor = await single(member.key, 'prayer.created', prayer.id);
    assert.equal(forAuthor.data.object.userId, member.user.id);
    const forOther = await single(outsider.key, 'prayer.created', prayer.id);
    assert.equal(forOther.data.object.userId, null);
    assert.deepEqual(forOther.data.object, (await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, key: outsider.key })).json().data);

    await call('PATCH', `/prayers/${prayer.id}`, member.key, { content: 'Please pray today' });
    await single(outsider.key, 'prayer.updated', prayer.id);
    await call('POST', `/prayers/${prayer.id}/pray`, outsider.key);
    assert.equal((await single(outsider.key, 'prayer.prayed', prayer.id)).data.object.prayerCount, 1);
    await call('POST', `/prayers/${prayer.id}/answered`, member.key);
    await call('POST', `/prayers/${prayer.id}/answered`, member.key);
    assert.equal((await single(outsider.key, 'prayer.answered', prayer.id)).data.object.isAnswered, true);
    await call('DELETE', `/prayers/${prayer.id}`, member.key);
    assert.deepEqual((await single(outsider.key, 'prayer.deleted', prayer.id)).data.object, { id: prayer.id, deleted: true, communityId: church.id });

    const others = (await feed(outsider.key)).filter((e) => e.type.startsWith('prayer.') && e.data.object.id === prayer.id);
    assert.equal(others.length, 5);
    assert.ok(others.every((e) => e.data.object.userId === null || e.data.object.userId === undefined));
  });

  await t.test('a request made anonymous later hides its author in its earlier events too', async () => {
    const prayer = await call('POST', '/prayers', member.key, { communityId: church.id, content: 'Open at first' });
    assert.equal((await single(outsider.key, 'prayer.created', prayer.id)).data.object.userId, member.user.id);
    await call('PATCH', `/prayers/${prayer.id}`, member.key, { isAnonymous: true });
    await single(outsider.key, 'prayer.updated', prayer.id);
    const events = (await feed(outsider.key)).filter((e) => e.type.startsWith('prayer.') && e.data.object.id === prayer.id);
    assert.deepEqual(events.map((e) => e.data.object.userId), [null, null]);
    assert.equal((await single(member.key, 'prayer.created', prayer.id)).data.object.userId, member.user.id);
  });

  await t.test('imported gifts: one donation.created each, for the donor through an approved app only', async () => {
    const csv =
      'externalId,email,churchId,amount,currency,fund,method,donatedAt\n' +
      `feed-1,${member.user.email},${church.id},2500,USD,General,card,2026-01-04T10:15:00Z\n` +
      `feed-2,${outsider.user.email},${church.id},40.00,USD,Missions,check,2026-01-11\n`;
    assert.equal((await services.donations.importCsv(csv)).imported, 2);
    assert.equal((await services.donations.importCsv(csv)).imported, 0);
    const mine = await feedWhen(member.key, (all) => all.some((e) => e.type === 'donation.created'));
    const gifts = mine.filter((e) => e.type === 'donation.created');
    assert.equal(gifts.length, 1);
    assert.deepEqual(gifts[0].data.object, (await request({ method: 'GET', url: `/api/v1/donations/${gifts[0].data.object.id}`, key: member.key })).json().data);
    assert.equal((await feed(outsider.key)).filter((e) => e.type === 'donation.created').length, 1);
    assert.equal((await feed(admin.key)).filter((e) => e.type === 'donation.created').length, 0);
    const notApproved = await buildCaller(services, API_SCOPE_NAMES);
    await db.updateTable('donations').set({ user_id: notApproved.user.id }).where('external_id', '=', 'feed-1').execute();
    await services.donations.importCsv(`externalId,email,churchId,amount,currency,fund,method,donatedAt\nfeed-3,${notApproved.user.email},${church.id},1,USD,General,card,2026-01-04\n`);
    await feedWhen(outsider.key, () => true);
    assert.equal((await feed(notApproved.key)).filter((e) => e.type === 'donation.created').length, 0);
    assert.equal((await feed(unapproved.key)).filter((e) => e.type === 'donation.created').length, 0);
  });

  await t.test('households and attendance: adults and admins, never notes; meetings also for the group', async () => {
    const call = async (method: 'POST' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) => {
      const res = await request({ method, url: `/api/v1${url}`, key, ...(payload ? { payload } : {}) });
      assert.ok(res.statusCode < 300, res.body);
      return res.statusCode === 204 ? undefined : res.json().data;
    };
    const household = await call('POST', '/households', member.key, { churchId: church.id, name: 'Feed family' });
    await call('POST', `/households/${household.id}/children`, member.key, { givenName: 'Zoe', birthdate: '2021-06-01', notes: 'Only her aunt collects' });
    await call('DELETE', `/households/${household.id}`, admin.key);
    const event = await buildEvent(services, church.id);
    await call('PUT', `/events/${event.id}/headcount`, admin.key, { count: 30 });
    const group = await buildGroup(services, church.id);
    await call('POST', `/groups/${group.id}/join`, member.key);
    await call('POST', `/groups/${group.id}/meetings`, admin.key, { date: '2026-01-04', attendeeIds: [member.user.id] });
    const types = (events: FeedEvent[]) => events.filter((e) => e.type.startsWith('household.')).map((e) => e.type);
    const memberEvents = await feedWhen(member.key, (all) => all.some((e) => e.type === 'attendance.recorded'));
    assert.deepEqual(types(memberEvents), ['household.created', 'household.updated', 'household.deleted']);
    assert.deepEqual(types(await feed(admin.key)), ['household.created', 'household.updated', 'household.deleted']);
    assert.deepEqual(types(await feed(outsider.key)), []);
    assert.ok(!JSON.stringify(await feed(member.key)).includes('aunt'), 'notes never reach the feed');
    assert.deepEqual(memberEvents.filter((e) => e.type === 'attendance.recorded').map((e) => e.data.object.kind), ['meeting']);
    assert.deepEqual((await feed(admin.key)).filter((e) => e.type === 'attendance.recorded').map((e) => e.data.object.kind), ['headcount', 'meeting']);
  });

  await t.test("check-ins: the household's adults and the church's admins, never the code", async () => {
    const household = (await request({ method: 'POST', url: '/api/v1/households', key: member.key, payload: { churchId: church.id, name: 'Check-in family' } })).json().data;
    const child = (await request({ method: 'POST', url: `/api/v1/households/${household.id}/children`, key: member.key, payload: { givenName: 'Ben', birthdate: '2020-02-02' } })).json().data;
    const event = await buildEvent(services, church.id, { starts_at: new Date(Date.now() + 600_000).toISOString(), ends_at: new Date(Date.now() + 7_200_000).toISOString() });
    const room = await services.checkIns.createRoom(event.id, admin.user.id, { name: 'Kids' });
    const made = await request({ method: 'POST', url: `/api/v1/events/${event.id}/check-ins`, key: admin.key, payload: { householdId: household.id, children: [{ childId: child.id, roomId: room.id }] } });
    assert.equal(made.statusCode, 201, made.body);
    const { securityCode, checkIns } = made.json().data;
    const out = await request({ method: 'POST', url: `/api/v1/check-ins/${checkIns[0].id}/check-out`, key: admin.key, payload: { securityCode } });
    assert.equal(out.statusCode, 200, out.body);
    const checkInTypes = (events: FeedEvent[]) => events.filter((e) => e.type.startsWith('check_in.')).map((e) => e.type);
    const memberEvents = await feedWhen(member.key, (all) => all.some((e) => e.type === 'check_in.checked_out'));
    assert.deepEqual(checkInTypes(memberEvents), ['check_in.created', 'check_in.checked_out']);
    assert.deepEqual(checkInTypes(await feed(admin.key)), ['check_in.created', 'check_in.checked_out']);
    assert.deepEqual(checkInTypes(await feed(outsider.key)), []);
    assert.ok(!JSON.stringify(memberEvents).includes(`"${securityCode}"`), 'no code in the feed');
  });

  await t.test('every type has been logged by now', async () => {
    const seen = new Set((await feed(member.key)).map((e) => e.type));
    for (const event of await feed(outsider.key)) seen.add(event.type);
    for (const event of await feed(admin.key)) seen.add(event.type);
    assert.deepEqual(CHANGE_TYPE_NAMES.filter((type) => !seen.has(type)), []);
  });

  await t.test('pages follow the cursor, oldest first, each event once', async () => {
    const all = await feed(outsider.key);
    const paged = await feed(outsider.key, '', 3);
    assert.deepEqual(paged.map((e) => e.id), all.map((e) => e.id));
    const ids = all.map((e) => Number(e.id.slice(4)));
    assert.equal(new Set(ids).size, ids.length);

    const first = (await request({ method: 'GET', url: '/api/v1/changes?limit=2', key: outsider.key })).json();
    assert.equal(first.data.length, 2);
    assert.deepEqual({ ...first.pagination, nextCursor: undefined }, { page: 1, limit: 2, total: 2, hasMore: true, nextCursor: undefined });
    assert.equal(first.pagination.nextCursor, first.data[1].id);
    const second = (await request({ method: 'GET', url: `/api/v1/changes?limit=2&after=${first.pagination.nextCursor}`, key: outsider.key })).json();
    assert.deepEqual(second.data.map((e: FeedEvent) => e.id), all.slice(2, 4).map((e) => e.id));

    // At the end the cursor stays where the reader is, to poll with.
    const last = all[all.length - 1].id;
    const end = (await request({ method: 'GET', url: `/api/v1/changes?after=${last}`, key: outsider.key })).json();
    assert.deepEqual({ ...end, pagination: { ...end.pagination, nextCursor: undefined } }, { data: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false, nextCursor: undefined } });
    const again = (await request({ method: 'GET', url: `/api/v1/changes?after=${end.pagination.nextCursor}`, key: outsider.key })).json();
    assert.equal(again.pagination.nextCursor, end.pagination.nextCursor);
  });

  await t.test('the cursor moves past events the reader may not see', async () => {
    const last = (await feed(outsider.key)).at(-1)!.id;
    const hidden = await buildUser(services);
    await services.churches.addMemberAsOperator(church.id, hidden.id, 'member');
    await feedWhen(admin.key, (all) => all.some(about('church.member.added', hidden.id)));
    const res = (await request({ method: 'GET', url: `/api/v1/changes?after=${last}`, key: outsider.key })).json();
    assert.deepEqual(res.data, []);
    assert.notEqual(res.pagination.nextCursor, last);
    assert.equal(res.pagination.hasMore, false);
  });

  await t.test('types narrows the feed; an unknown type is 400 naming it', async () => {
    const prayers = await feed(outsider.key, '&types=prayer.created,prayer.deleted');
    assert.ok(prayers.length >= 2);
    assert.ok(prayers.every((e) => e.type === 'prayer.created' || e.type === 'prayer.deleted'));
    const res = await request({ method: 'GET', url: '/api/v1/changes?types=prayer.created,prayer.shouted', key: outsider.key });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /^Invalid query parameter 'types': unknown event type 'prayer\.shouted'/);
    assert.equal((await request({ method: 'GET', url: '/api/v1/changes?types=,', key: outsider.key })).statusCode, 400);
  });

  await t.test('each type needs the read scope of its resource', async () => {
    const eventsOnly = await buildCaller(services, ['read:events']);
    const events = await feed(eventsOnly.key);
    assert.ok(events.length > 0);
    assert.ok(events.every((e) => e.type.startsWith('event.')));
    const writer = await buildCaller(services, ['write:prayers']);
    assert.deepEqual(await feed(writer.key), []);
  });

  await t.test('credentials: none is 401, one without any API scope 403; bad parameters 400', async () => {
    assert.equal((await request({ method: 'GET', url: '/api/v1/changes' })).statusCode, 401);
    const bare = await buildCaller(services, ['read:events']);
    await db.updateTable('api_keys').set({ scopes: '' }).where('id', '=', bare.keyId).execute();
    const res = await request({ method: 'GET', url: '/api/v1/changes', key: bare.key });
    assert.equal(res.statusCode, 403);
    assert.equal(res.json().message, 'This endpoint requires a credential with at least one API scope');
    for (const query of ['limit=0', 'limit=101', 'after=42', 'after=evt_x', 'after=evt_0']) {
      const bad = await request({ method: 'GET', url: `/api/v1/changes?${query}`, key: outsider.key });
      assert.equal(bad.statusCode, 400, query);
      assert.match(bad.json().message, /^Invalid query parameter '(limit|after)'/);
    }
  });

  await t.test('after the retention period events are pruned, and older cursors are 410 CursorExpired', async () => {
    const events = await feed(outsider.key);
    const old = events[1];
    const kept = events[2];
    const longAgo = new Date(Date.now() - 31 * 86_400_000).toISOString();
    await db.updateTable('change_events').set({ created_at: longAgo }).where('id', '<=', Number(old.id.slice(4))).execute();
    assert.ok((await services.changes.prune()) >= 2);
    const res = await request({ method: 'GET', url: `/api/v1/changes?after=${old.id}`, key: outsider.key });
    assert.equal(res.statusCode, 410);
    assert.equal(res.json().error, 'CursorExpired');
    assert.match(res.json().message, /resync from the lists/);
    assert.equal((await request({ method: 'GET', url: `/api/v1/changes?after=${kept.id}`, key: outsider.key })).statusCode, 200);
    const now = await feed(outsider.key);
    assert.equal(now[0].id, kept.id);
  });
});
