import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertCreated } from '../../../test/assertions.ts';
import { addChurchMember, buildCaller, buildChurch, buildGroup, buildTestApp, buildUser } from '../../../test/helpers.ts';

const LONG_AGO = '2020-01-01T00:00:00.000Z';

test('groups run by church admins and group leaders', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;
  const scopes = ['read:groups', 'write:groups'] as const;

  const church = await buildChurch(services);
  const otherChurch = await buildChurch(services);
  const admin = await buildCaller(services, scopes);
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const churchMember = await buildCaller(services, scopes);
  await addChurchMember(services, church.id, churchMember.user.id);
  const otherAdmin = await buildCaller(services, scopes);
  await addChurchMember(services, otherChurch.id, otherAdmin.user.id, 'admin');
  const outsider = await buildCaller(services, scopes);
  const readOnly = await buildCaller(services, ['read:groups']);
  await addChurchMember(services, church.id, readOnly.user.id, 'admin');

  /** A group of the church with a leader and a plain member, both with keys, already in it. */
  async function staffedGroup(overrides: Record<string, unknown> = {}) {
    const group = await buildGroup(services, church.id, overrides);
    const leader = await buildCaller(services, scopes);
    const member = await buildCaller(services, scopes);
    await addMember(group.id, leader.user.id, 'leader');
    await addMember(group.id, member.user.id, 'member');
    return { group, leader, member };
  }
  // Adds a member directly in the store, keeping the count in step as the product does.
  async function addMember(groupId: number, userId: number, role: string) {
    await db.insertInto('group_members').values({ group_id: groupId, user_id: userId, role, joined_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
    await db.updateTable('groups').set((eb) => ({ member_count: eb('member_count', '+', 1) })).where('id', '=', groupId).execute();
  }
  async function storedMembers(groupId: number) {
    const rows = await db.selectFrom('group_members').select('user_id').where('group_id', '=', groupId).execute();
    const group = await db.selectFrom('groups').select('member_count').where('id', '=', groupId).executeTakeFirst();
    return { rows: rows.length, count: group?.member_count };
  }
  async function storedGroup(groupId: number) {
    return db.selectFrom('groups').selectAll().where('id', '=', groupId).executeTakeFirstOrThrow();
  }
  async function listTotal(churchId: number) {
    const res = await request({ method: 'GET', url: `/api/v1/groups?churchId=${churchId}`, key: admin.key });
    return res.json().pagination.total as number;
  }
  function assertError(res: { statusCode: number; json(): unknown }, statusCode: number, message: string | RegExp) {
    assert.equal(res.statusCode, statusCode, JSON.stringify(res.json()));
    const body = res.json() as { error: string; message: string; statusCode: number };
    assert.equal(body.statusCode, statusCode);
    if (typeof message === 'string') assert.equal(body.message, message);
    else assert.match(body.message, message);
  }

  await t.test('POST /groups: a church admin creates a group; text is trimmed, optional fields default', async () => {
    const before = await listTotal(church.id);
    const res = await request({
      method: 'POST',
      url: '/api/v1/groups',
      key: admin.key,
      payload: {
        churchId: church.id,
        name: '  Young adults ',
        description: ' Friday evenings together\n',
        meetingSchedule: ' Fridays 19:30 ',
        location: ' Hall B ',
        capacity: 12,
      },
    });
    const group = assertCreated(res, {
      churchId: church.id,
      name: 'Young adults',
      description: 'Friday evenings together',
      meetingSchedule: 'Fridays 19:30',
      location: 'Hall B',
      capacity: 12,
      memberCount: 0,
      spotsLeft: 12,
      isMember: false,
    });
    const fetched = await request({ method: 'GET', url: `/api/v1/groups/${group.id}`, key: outsider.key });
    assert.deepEqual(fetched.json().data, group);
    assert.equal(await listTotal(church.id), before + 1);

    const minimal = await request({ method: 'POST', url: '/api/v1/groups', key: admin.key, payload: { churchId: church.id, name: 'Choir' } });
    assert.equal(minimal.statusCode, 201);
    const { description, meetingSchedule, location, capacity, spotsLeft } = minimal.json().data;
    assert.deepEqual({ description, meetingSchedule, location, capacity, spotsLeft }, { description: '', meetingSchedule: '', location: '', capacity: null, spotsLeft: null });
    const unlimited = await request({ method: 'POST', url: '/api/v1/groups', key: admin.key, payload: { churchId: church.id, name: 'Open', capacity: null } });
    assert.equal(unlimited.json().data.capacity, null);
  });

  await t.test('POST /groups: only admins of that church (403 names the role)', async () => {
    const { leader } = await staffedGroup();
    const denied = `Only admins of church ${church.id} can create its groups`;
    for (const caller of [churchMember, outsider, otherAdmin, leader]) {
      const res = await request({ method: 'POST', url: '/api/v1/groups', key: caller.key, payload: { churchId: church.id, name: 'Nope' } });
      assertError(res, 403, denied);
    }
    assertError(
      await request({ method: 'POST', url: '/api/v1/groups', key: readOnly.key, payload: { churchId: church.id, name: 'Nope' } }),
      403,
      /write:groups/,
    );
    assertError(await request({ method: 'POST', url: '/api/v1/groups', payload: { churchId: church.id, name: 'Nope' } }), 401, /./);
    const created = await db.selectFrom('groups').select('id').where('name', '=', 'Nope').execute();
    assert.deepEqual(created, []);
  });

  await t.test('POST /groups: 400 names the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ churchId: 999_999, name: 'x' }, "Invalid field 'churchId': church 999999 does not exist"],
      [{ churchId: 0, name: 'x' }, "Invalid field 'churchId': must be >= 1"],
      [{ churchId: String(church.id), name: 'x' }, "Invalid field 'churchId': must be integer"],
      [{ name: 'x' }, "Missing required field 'churchId'"],
      [{ churchId: church.id }, "Missing required field 'name'"],
      [{ churchId: church.id, name: '' }, "Invalid field 'name': must NOT have fewer than 1 characters"],
      [{ churchId: church.id, name: ' \t\n ' }, "Invalid field 'name': must not be blank"],
      [{ churchId: church.id, name: 'x'.repeat(201) }, "Invalid field 'name': must NOT have more than 200 characters"],
      [{ churchId: church.id, name: 'x', description: 'x'.repeat(5001) }, "Invalid field 'description': must NOT have more than 5000 characters"],
      [{ churchId: church.id, name: 'x', meetingSchedule: 'x'.repeat(201) }, "Invalid field 'meetingSchedule': must NOT have more than 200 characters"],
      [{ churchId: church.id, name: 'x', location: 'x'.repeat(501) }, "Invalid field 'location': must NOT have more than 500 characters"],
      [{ churchId: church.id, name: 'x', capacity: 0 }, "Invalid field 'capacity': must be >= 1"],
      [{ churchId: church.id, name: 'x', capacity: 2.5 }, "Invalid field 'capacity': must be integer"],
      [{ churchId: church.id, name: 'x', capacity: '5' }, "Invalid field 'capacity': must be integer"],
      [{ churchId: church.id, name: 'x', memberCount: 3 }, "Unknown field 'memberCount'"],
    ];
    for (const [payload, message] of cases) {
      assertError(await request({ method: 'POST', url: '/api/v1/groups', key: admin.key, payload }), 400, message);
    }
    // The longest values are fine.
    const longest = await request({
      method: 'POST',
      url: '/api/v1/groups',
      key: admin.key,
      payload: { churchId: church.id, name: 'n'.repeat(200), description: 'd'.repeat(5000), meetingSchedule: 'm'.repeat(200), location: 'l'.repeat(500) },
    });
    assert.equal(longest.statusCode, 201);
  });

  await t.test('PATCH /groups/:id: a church admin changes any field; fields left out stay; updatedAt moves', async () => {
    const { group } = await staffedGroup({ capacity: 5, updated_at: LONG_AGO });
    const res = await request({
      method: 'PATCH',
      url: `/api/v1/groups/${group.id}`,
      key: admin.key,
      payload: { name: ' Renamed ', location: 'Chapel', capacity: 8 },
    });
    assert.equal(res.statusCode, 200);
    const data = res.json().data;
    assert.equal(data.name, 'Renamed');
    assert.equal(data.location, 'Chapel');
    assert.equal(data.capacity, 8);
    assert.equal(data.spotsLeft, 6);
    assert.equal(data.description, group.description);
    assert.equal(data.meetingSchedule, group.meeting_schedule);
    assert.ok(data.updatedAt > LONG_AGO);
    assert.equal(data.createdAt, new Date(group.created_at).toISOString());

    const unlimited = await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: admin.key, payload: { capacity: null, description: '' } });
    assert.equal(unlimited.json().data.capacity, null);
    assert.equal(unlimited.json().data.spotsLeft, null);
    assert.equal(unlimited.json().data.description, '');
  });

  await t.test('PATCH /groups/:id: an empty body changes nothing and answers the group', async () => {
    const { group } = await staffedGroup({ updated_at: LONG_AGO });
    const res = await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: admin.key, payload: {} });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.name, group.name);
    assert.equal(res.json().data.updatedAt, LONG_AGO);
  });

  await t.test('PATCH /groups/:id: a leader of the group may edit it; plain members and others may not', async () => {
    const { group, leader, member } = await staffedGroup();
    const { leader: leaderElsewhere } = await staffedGroup();
    const ok = await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: leader.key, payload: { meetingSchedule: 'Sundays 17:00' } });
    assert.equal(ok.statusCode, 200);
    assert.equal(ok.json().data.meetingSchedule, 'Sundays 17:00');
    assert.equal(ok.json().data.isMember, true);

    const denied = `Only admins of church ${church.id} or leaders of group ${group.id} can edit it`;
    for (const caller of [member, churchMember, outsider, otherAdmin, leaderElsewhere]) {
      assertError(await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: caller.key, payload: { name: 'Taken over' } }), 403, denied);
    }
    assert.equal((await storedGroup(group.id)).name, group.name);
    assertError(await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: readOnly.key, payload: { name: 'x' } }), 403, /write:groups/);
    assertError(await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, payload: { name: 'x' } }), 401, /./);
  });

  await t.test('PATCH /groups/:id: capacity below memberCount is 409; equal to it is fine', async () => {
    const { group } = await staffedGroup({ capacity: 10, updated_at: LONG_AGO });
    const below = await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: admin.key, payload: { capacity: 1, name: 'Smaller' } });
    assertError(below, 409, `Group ${group.id} has 2 members: its capacity cannot be 1`);
    const stored = await storedGroup(group.id);
    assert.deepEqual([stored.capacity, stored.name, stored.updated_at], [10, group.name, LONG_AGO], 'nothing of the refused change is written');
    const equal = await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: admin.key, payload: { capacity: 2 } });
    assert.equal(equal.statusCode, 200);
    assert.equal(equal.json().data.spotsLeft, 0);
  });

  await t.test('PATCH /groups/:id: 404 unknown group, 400 bad id and fields', async () => {
    const { group } = await staffedGroup();
    assertError(await request({ method: 'PATCH', url: '/api/v1/groups/999999', key: admin.key, payload: { name: 'x' } }), 404, 'Group 999999 does not exist');
    assertError(await request({ method: 'PATCH', url: '/api/v1/groups/abc', key: admin.key, payload: { name: 'x' } }), 400, /'id'/);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, "Invalid field 'name': must not be blank"],
      [{ name: '' }, "Invalid field 'name': must NOT have fewer than 1 characters"],
      [{ name: null }, "Invalid field 'name': must be string"],
      [{ location: 'x'.repeat(501) }, "Invalid field 'location': must NOT have more than 500 characters"],
      [{ capacity: -1 }, "Invalid field 'capacity': must be >= 1"],
      [{ churchId: otherChurch.id }, "Unknown field 'churchId'"],
    ];
    for (const [payload, message] of cases) {
      assertError(await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: admin.key, payload }), 400, message);
    }
  });

  await t.test('DELETE /groups/:id: church admins only; the group and its memberships are gone, totals follow', async () => {
    const { group, leader, member } = await staffedGroup();
    const denied = `Only admins of church ${church.id} can delete its groups`;
    for (const caller of [leader, member, churchMember, outsider, otherAdmin]) {
      assertError(await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}`, key: caller.key }), 403, denied);
    }
    assertError(await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}`, key: readOnly.key }), 403, /write:groups/);
    assertError(await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}` }), 401, /./);
    assert.deepEqual(await storedMembers(group.id), { rows: 2, count: 2 });

    const before = await listTotal(church.id);
    const res = await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}`, key: admin.key });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    assert.deepEqual(await storedMembers(group.id), { rows: 0, count: undefined });
    assert.equal(await listTotal(church.id), before - 1);
    assertError(await request({ method: 'GET', url: `/api/v1/groups/${group.id}`, key: admin.key }), 404, `Group ${group.id} does not exist`);
    assertError(await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}`, key: admin.key }), 404, `Group ${group.id} does not exist`);
    assertError(await request({ method: 'DELETE', url: '/api/v1/groups/0', key: admin.key }), 400, /'id'/);
  });

  await t.test('PUT /groups/:id/members/:userId: adds a person (201), then changes their role (200)', async () => {
    const { group } = await staffedGroup({ capacity: 5, updated_at: LONG_AGO });
    const person = await buildUser(services);
    await addChurchMember(services, church.id, person.id);
    const url = `/api/v1/groups/${group.id}/members/${person.id}`;
    const added = await request({ method: 'PUT', url, key: admin.key, payload: { role: 'member' } });
    assert.equal(added.statusCode, 201);
    const member = added.json().data;
    assert.deepEqual({ ...member, joinedAt: '', updatedAt: '' }, {
      id: person.id,
      givenName: person.given_name,
      familyName: person.family_name,
      name: `${person.given_name} ${person.family_name}`,
      picture: services.users.pictures.urlOf(person),
      role: 'member',
      joinedAt: '',
      updatedAt: '',
    });
    assert.match(member.joinedAt, /Z$/);
    assert.equal(member.updatedAt, member.joinedAt, 'a new member changed when they joined');
    assert.deepEqual(await storedMembers(group.id), { rows: 3, count: 3 });
    assert.ok((await storedGroup(group.id)).updated_at > LONG_AGO, 'adding a member is a write of the group');

    const same = await request({ method: 'PUT', url, key: admin.key, payload: { role: 'member' } });
    assert.equal(same.statusCode, 200);
    assert.deepEqual(same.json().data, member);
    const promoted = await request({ method: 'PUT', url, key: admin.key, payload: { role: 'leader' } });
    assert.equal(promoted.statusCode, 200);
    const leader = promoted.json().data;
    assert.deepEqual(leader, { ...member, role: 'leader', updatedAt: leader.updatedAt });
    assert.ok(leader.updatedAt >= member.updatedAt, 'a role change moves the membership');
    assert.deepEqual(await storedMembers(group.id), { rows: 3, count: 3 });

    const listed = await request({ method: 'GET', url: `/api/v1/groups/${group.id}/members`, key: outsider.key });
    assert.equal(listed.json().data.find((m: { id: number }) => m.id === person.id).role, 'leader');
    const group2 = await request({ method: 'GET', url: `/api/v1/groups/${group.id}`, key: admin.key });
    assert.equal(group2.json().data.memberCount, 3);
    assert.equal(group2.json().data.spotsLeft, 2);
  });

  await t.test('PUT /groups/:id/members/:userId: leaders manage members; plain members and others may not', async () => {
    const { group, leader, member } = await staffedGroup();
    const person = await buildUser(services);
    await addChurchMember(services, church.id, person.id);
    const url = `/api/v1/groups/${group.id}/members/${person.id}`;
    const byLeader = await request({ method: 'PUT', url, key: leader.key, payload: { role: 'leader' } });
    assert.equal(byLeader.statusCode, 201);
    assert.equal(byLeader.json().data.role, 'leader');
    const promotedByLeader = await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/${member.user.id}`, key: leader.key, payload: { role: 'leader' } });
    assert.equal(promotedByLeader.statusCode, 200);

    const someone = await buildUser(services);
    const denied = `Only admins of church ${church.id} or leaders of group ${group.id} can manage its members`;
    const { leader: leaderElsewhere } = await staffedGroup();
    const { member: plainMember, group: plainGroup } = await staffedGroup();
    assertError(
      await request({ method: 'PUT', url: `/api/v1/groups/${plainGroup.id}/members/${someone.id}`, key: plainMember.key, payload: { role: 'member' } }),
      403,
      `Only admins of church ${church.id} or leaders of group ${plainGroup.id} can manage its members`,
    );
    for (const caller of [churchMember, outsider, otherAdmin, leaderElsewhere]) {
      assertError(await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/${someone.id}`, key: caller.key, payload: { role: 'member' } }), 403, denied);
    }
    // A plain member cannot promote themself.
    assertError(
      await request({ method: 'PUT', url: `/api/v1/groups/${plainGroup.id}/members/${plainMember.user.id}`, key: plainMember.key, payload: { role: 'leader' } }),
      403,
      /can manage its members/,
    );
    assertError(await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/${someone.id}`, key: readOnly.key, payload: { role: 'member' } }), 403, /write:groups/);
    assertError(await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/${someone.id}`, payload: { role: 'member' } }), 401, /./);
    assert.deepEqual(await storedMembers(group.id), { rows: 3, count: 3 });
  });

  await t.test('PUT /groups/:id/members/:userId: 404 unknown group or user, 400 bad values, 409 when full', async () => {
    const { group } = await staffedGroup({ capacity: 2 });
    const person = await buildUser(services);
    await addChurchMember(services, church.id, person.id);
    const url = `/api/v1/groups/${group.id}/members/${person.id}`;
    assertError(await request({ method: 'PUT', url: `/api/v1/groups/999999/members/${person.id}`, key: admin.key, payload: { role: 'member' } }), 404, 'Group 999999 does not exist');
    assertError(await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/999999`, key: admin.key, payload: { role: 'member' } }), 404, 'User 999999 does not exist');
    assertError(await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/abc`, key: admin.key, payload: { role: 'member' } }), 400, /'userId'/);
    assertError(await request({ method: 'PUT', url: `/api/v1/groups/x/members/${person.id}`, key: admin.key, payload: { role: 'member' } }), 400, /'id'/);
    assertError(await request({ method: 'PUT', url, key: admin.key, payload: { role: 'owner' } }), 400, /^Invalid field 'role'/);
    assertError(await request({ method: 'PUT', url, key: admin.key, payload: {} }), 400, "Missing required field 'role'");
    assertError(await request({ method: 'PUT', url, key: admin.key, payload: { role: 'member', joinedAt: LONG_AGO } }), 400, "Unknown field 'joinedAt'");

    assertError(await request({ method: 'PUT', url, key: admin.key, payload: { role: 'leader' } }), 409, `Group ${group.id} is full: all 2 places are taken`);
    assert.deepEqual(await storedMembers(group.id), { rows: 2, count: 2 });
  });

  await t.test('PUT /groups/:id/members/:userId: a person outside the group\'s church is refused 409 NotAChurchMember, and nothing is stored', async () => {
    const { group, leader } = await staffedGroup();
    const stranger = await buildUser(services);
    const otherChurch = await buildChurch(services);
    await addChurchMember(services, otherChurch.id, stranger.id);
    for (const caller of [admin, leader]) {
      const res = await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/${stranger.id}`, key: caller.key, payload: { role: 'member' } });
      assertError(res, 409, `User ${stranger.id} is not a member of church ${church.id}: add them to the church first`);
      assert.equal(res.json().error, 'NotAChurchMember');
    }
    assert.deepEqual(await storedMembers(group.id), { rows: 2, count: 2 });
    const listed = await request({ method: 'GET', url: `/api/v1/groups/${group.id}/members`, key: admin.key });
    assert.ok(!listed.json().data.some((m: { id: number }) => m.id === stranger.id), 'the stranger is not listed');
    // Once in the church, the same request adds them.
    await addChurchMember(services, church.id, stranger.id);
    assert.equal((await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/${stranger.id}`, key: admin.key, payload: { role: 'member' } })).statusCode, 201);
  });

  await t.test('DELETE /groups/:id/members/:userId: admins and leaders remove anyone; members only themself', async () => {
    const { group, leader, member } = await staffedGroup({ capacity: 10, updated_at: LONG_AGO });
    const [a, b] = [await buildCaller(services, scopes), await buildCaller(services, scopes)];
    await addMember(group.id, a.user.id, 'member');
    await addMember(group.id, b.user.id, 'member');
    const remove = (userId: number, key?: string) => request({ method: 'DELETE', url: `/api/v1/groups/${group.id}/members/${userId}`, key });

    const denied = `Only admins of church ${church.id} or leaders of group ${group.id} can remove other members`;
    for (const caller of [member, churchMember, outsider, otherAdmin]) assertError(await remove(a.user.id, caller.key), 403, denied);
    assertError(await remove(a.user.id, readOnly.key), 403, /write:groups/);
    assertError(await remove(a.user.id), 401, /./);
    assert.deepEqual(await storedMembers(group.id), { rows: 4, count: 4 });

    const byAdmin = await remove(a.user.id, admin.key);
    assert.equal(byAdmin.statusCode, 204);
    assert.equal(byAdmin.body, '');
    assert.deepEqual(await storedMembers(group.id), { rows: 3, count: 3 });
    assert.ok((await storedGroup(group.id)).updated_at > LONG_AGO, 'removing a member is a write of the group');
    assert.equal((await remove(b.user.id, leader.key)).statusCode, 204);
    assert.equal((await remove(member.user.id, member.key)).statusCode, 204, 'a member removes themself');
    assert.deepEqual(await storedMembers(group.id), { rows: 1, count: 1 });
    const after = await request({ method: 'GET', url: `/api/v1/groups/${group.id}`, key: leader.key });
    assert.equal(after.json().data.memberCount, 1);
    assert.equal(after.json().data.spotsLeft, 9);

    assertError(await remove(a.user.id, admin.key), 404, `User ${a.user.id} is not a member of group ${group.id}`);
    assertError(await remove(999_999, admin.key), 404, `User 999999 is not a member of group ${group.id}`);
    assertError(
      await request({ method: 'DELETE', url: `/api/v1/groups/999999/members/${a.user.id}`, key: admin.key }),
      404,
      'Group 999999 does not exist',
    );
    assertError(await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}/members/0`, key: admin.key }), 400, /'userId'/);
    assert.deepEqual(await storedMembers(group.id), { rows: 1, count: 1 });
  });

  await t.test('a leader may leave the group; joining and leaving move updatedAt', async () => {
    const { group, leader } = await staffedGroup({ updated_at: LONG_AGO });
    const left = await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}/leave`, key: leader.key });
    assert.equal(left.statusCode, 200);
    assert.equal(left.json().data.memberCount, 1);
    assert.ok(left.json().data.updatedAt > LONG_AGO);
    await db.updateTable('groups').set({ updated_at: LONG_AGO }).where('id', '=', group.id).execute();
    const joined = await request({ method: 'POST', url: `/api/v1/groups/${group.id}/join`, key: outsider.key });
    assert.equal(joined.statusCode, 201);
    assert.ok(joined.json().data.updatedAt > LONG_AGO);
    assertError(await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: leader.key, payload: { name: 'x' } }), 403, /or leaders of group/);
  });

  await t.test('no lost update: 100 parallel joins around a capacity change', async () => {
    const group = await buildGroup(services, church.id, { capacity: 100 });
    const joiners = await Promise.all(Array.from({ length: 100 }, () => buildCaller(services, ['write:groups'])));
    const join = ({ key }: { key: string }) => request({ method: 'POST', url: `/api/v1/groups/${group.id}/join`, key });
    // One request sent per turn of the event loop, so that they overlap in flight and the
    // capacity change lands among the joins rather than before or after all of them.
    const joins = [];
    let change;
    for (const [i, joiner] of joiners.entries()) {
      if (i === 50) change = request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: admin.key, payload: { capacity: 70 } });
      joins.push(join(joiner));
      await new Promise(setImmediate);
    }
    const statuses = (await Promise.all(joins)).map((r) => r.statusCode);
    const changed = (await change)!;

    const stored = await storedGroup(group.id);
    const { rows, count } = await storedMembers(group.id);
    assert.equal(count, rows, 'memberCount equals the memberships');
    assert.ok(count! <= stored.capacity!, `${count} members never exceed capacity ${stored.capacity}`);
    assert.equal(statuses.filter((s) => s === 201).length, rows);
    assert.equal(statuses.filter((s) => s === 409).length, 100 - rows);
    if (changed.statusCode === 200) {
      assert.equal(stored.capacity, 70);
      // 100 people asked for 70 places: every place is taken, no more.
      assert.equal(count, 70);
    } else {
      assertError(changed, 409, /members: its capacity cannot be 70/);
      assert.deepEqual([stored.capacity, count], [100, 100]);
    }
  });
});
