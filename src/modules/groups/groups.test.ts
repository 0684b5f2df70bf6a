import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNotFound, assertRefusedListQueries } from '../../../test/assertions.ts';
import * as places from '../../../test/places.ts';
import { buildCaller, buildChurch, buildGroup, buildTestApp, buildUser } from '../../../test/helpers.ts';

const GROUP_FIELDS = [
  'capacity', 'churchId', 'createdAt', 'description', 'id', 'isMember', 'location', 'meetingSchedule',
  'memberCount', 'name', 'spotsLeft', 'updatedAt',
].sort();
const MEMBER_FIELDS = ['familyName', 'givenName', 'id', 'joinedAt', 'name', 'picture', 'role', 'updatedAt'].sort();

test('groups', async (t) => {
  const testApp = await buildTestApp(t);
  const { request, services } = testApp;
  const { db } = services.database;
  const { key, user: caller } = await buildCaller(services, ['read:groups', 'write:groups']);
  const { key: otherKey } = await buildCaller(services, ['read:groups', 'write:groups']);

  const church = await buildChurch(services);
  const groups: Awaited<ReturnType<typeof buildGroup>>[] = [];
  for (let i = 0; i < 5; i++) groups.push(await buildGroup(services, church.id));
  const [first, second] = groups;

  const addMember = (groupId: number, userId: number, joinedAt: string, role = 'member') =>
    places.takeDirectly(db, 'groups', groupId, { user_id: userId, role, joined_at: joinedAt, updated_at: joinedAt });
  const memberships = places.placesOf('groups', testApp, church.id);

  await t.test('lists groups in id order with the spec envelope', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/groups?churchId=${church.id}`, key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.data.map((g: { id: number }) => g.id), groups.map((g) => g.id));
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 5, hasMore: false });
    assert.deepEqual(Object.keys(body.data[0]).sort(), GROUP_FIELDS);
    const group = body.data[0];
    assert.equal(group.name, first.name);
    assert.equal(group.churchId, church.id);
    assert.equal(group.meetingSchedule, 'Wednesdays 19:00');
    assert.equal(group.location, 'Room 2');
    assert.equal(group.capacity, null);
    assert.equal(group.spotsLeft, null);
    assert.equal(group.memberCount, 0);
    assert.equal(group.isMember, false);
    assert.match(group.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  await t.test('pages through the list; without a filter lists every church', async () => {
    const paged = await request({ method: 'GET', url: `/api/v1/groups?churchId=${church.id}&page=2&limit=2`, key });
    assert.deepEqual(paged.json().data.map((g: { id: number }) => g.id), [groups[2].id, groups[3].id]);
    const { nextCursor, ...pagination } = paged.json().pagination;
    assert.deepEqual(pagination, { page: 2, limit: 2, total: 5, hasMore: true });
    assert.equal(typeof nextCursor, 'string');
    const elsewhere = await buildGroup(services, (await buildChurch(services)).id);
    const all = await request({ method: 'GET', url: '/api/v1/groups?limit=100', key });
    const ids = all.json().data.map((g: { id: number }) => g.id);
    assert.deepEqual(ids, [...groups.map((g) => g.id), elsewhere.id]);
    assert.equal(all.json().pagination.total, 6);
  });

  await t.test('the church filter is validated', async () => {
    const unknown = await request({ method: 'GET', url: '/api/v1/groups?churchId=999999', key });
    assert.equal(unknown.statusCode, 404);
    assert.equal(unknown.json().message, 'Church 999999 does not exist');
    const bad = await request({ method: 'GET', url: '/api/v1/groups?churchId=0', key });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /'churchId'/);
  });

  await t.test('rejects bad pagination with the parameter named', async () => {
    for (const url of ['/api/v1/groups', `/api/v1/groups/${first.id}/members`]) {
      await assertRefusedListQueries(request, url, key);
    }
  });

  await t.test('gets one group; unknown id is 404, non-integer id is 400', async () => {
    const one = await request({ method: 'GET', url: `/api/v1/groups/${second.id}`, key });
    assert.equal(one.statusCode, 200);
    assert.deepEqual(Object.keys(one.json().data).sort(), GROUP_FIELDS);
    assert.equal(one.json().data.id, second.id);
    assert.equal(one.json().data.description, second.description);
    const missing = await request({ method: 'GET', url: '/api/v1/groups/999999', key });
    assertNotFound(missing, 'Group 999999 does not exist');
    for (const url of ['/api/v1/groups/abc', '/api/v1/groups/0', '/api/v1/groups/abc/members']) {
      const bad = await request({ method: 'GET', url, key });
      assert.equal(bad.statusCode, 400, url);
      assert.match(bad.json().message, /'id'/);
    }
  });

  await t.test('lists members by join time, then user id, without emails', async () => {
    const group = await buildGroup(services, church.id);
    const early = await buildUser(services, { picture: 'https://example.org/early.png' } as never);
    const tiedLow = await buildUser(services);
    const tiedHigh = await buildUser(services);
    const leader = await buildUser(services);
    // Joined in an order unlike the ids, with a tie that the user id settles.
    await addMember(group.id, tiedHigh.id, '2025-03-01T10:00:00.000Z');
    await addMember(group.id, leader.id, '2025-01-01T10:00:00.000Z', 'leader');
    await addMember(group.id, tiedLow.id, '2025-03-01T10:00:00.000Z');
    await addMember(group.id, early.id, '2025-02-01T10:00:00.000Z');

    const res = await request({ method: 'GET', url: `/api/v1/groups/${group.id}/members`, key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.data.map((m: { id: number }) => m.id), [leader.id, early.id, tiedLow.id, tiedHigh.id]);
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 4, hasMore: false });
    for (const member of body.data) assert.deepEqual(Object.keys(member).sort(), MEMBER_FIELDS);
    assert.doesNotMatch(res.body, /@example\.org|email/i);
    assert.deepEqual(body.data[0], {
      id: leader.id,
      givenName: leader.given_name,
      familyName: leader.family_name,
      name: `${leader.given_name} ${leader.family_name}`,
      picture: services.users.pictures.urlOf(leader),
      role: 'leader',
      joinedAt: '2025-01-01T10:00:00.000Z',
      updatedAt: '2025-01-01T10:00:00.000Z',
    });
    assert.equal(body.data[1].picture, 'https://example.org/early.png');
    assert.equal(body.data[1].role, 'member');

    const paged = await request({ method: 'GET', url: `/api/v1/groups/${group.id}/members?page=2&limit=3`, key });
    assert.deepEqual(paged.json().data.map((m: { id: number }) => m.id), [tiedHigh.id]);
    assert.deepEqual(paged.json().pagination, { page: 2, limit: 3, total: 4, hasMore: false });

    const empty = await request({ method: 'GET', url: `/api/v1/groups/${first.id}/members`, key });
    assert.deepEqual(empty.json(), { data: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false } });
    const missing = await request({ method: 'GET', url: '/api/v1/groups/999999/members', key });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Group 999999 does not exist');
  });

  await t.test('joins the caller: 201 and the updated group; they appear in the member list', async () => {
    const group = await places.takingAPlace(testApp, key, otherKey, memberships, 4, `/api/v1/groups?churchId=${church.id}&limit=100`);
    const members = await request({ method: 'GET', url: `/api/v1/groups/${group.id}/members`, key: otherKey });
    assert.deepEqual(members.json().data.map((m: { id: number; role: string }) => [m.id, m.role]), [[caller.id, 'member']]);
    assert.doesNotMatch(members.body, /email|@example\.org/i);
  });

  await t.test('joining twice keeps one membership and answers 200 with the same state', async () => {
    await places.takingTwiceKeepsOne(testApp, key, memberships);
  });

  await t.test('a full group answers 409, except to someone already in it', async () => {
    await places.fullRefusesNewcomers(testApp, key, otherKey, memberships, (id) => `Group ${id} is full: all 1 places are taken`);
  });

  await t.test('leaves the group; leaving again is 404', async () => {
    await places.givingBackFreesThePlace(testApp, key, otherKey, memberships, (id) => `You are not a member of group ${id}`, async (id) => {
      const members = await request({ method: 'GET', url: `/api/v1/groups/${id}/members`, key });
      assert.ok(!members.json().data.some((m: { id: number }) => m.id === caller.id));
    });
  });

  await t.test('join and leave: unknown group is 404, bad id is 400', async () => {
    await places.unknownOrBadIds(testApp, key, memberships, 'Group 999999 does not exist');
  });

  await t.test('needs a credential: 401 without one, either header form works', async () => {
    const routes = [
      ['GET', '/api/v1/groups'], ['GET', `/api/v1/groups/${first.id}`], ['GET', `/api/v1/groups/${first.id}/members`],
      ['POST', `/api/v1/groups/${first.id}/join`], ['DELETE', `/api/v1/groups/${first.id}/leave`],
    ] as const;
    await places.needsCredential(testApp, key, routes, `/api/v1/groups/${first.id}`, first.id);
  });

  await t.test('403 names the missing scope', async () => {
    await places.refusalsNameTheScope(testApp, memberships, first.id, 'read:groups', 'read:events', ['/api/v1/groups', `/api/v1/groups/${first.id}`, `/api/v1/groups/${first.id}/members`]);
  });

  await t.test('30 parallel joins for 10 places give exactly 10', async () => {
    const id = await places.raceForPlaces(testApp, key, memberships);
    const members = await request({ method: 'GET', url: `/api/v1/groups/${id}/members?limit=100`, key });
    assert.equal(members.json().pagination.total, 10);
  });

  await t.test('parallel repeats by one caller count once', async () => {
    await places.repeatsCountOnce(testApp, key, memberships);
  });
});
