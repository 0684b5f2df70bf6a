import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { addChurchMember, buildMember, buildApiKey, buildCaller, buildChurch, buildTestApp, buildUser } from '../../../test/helpers.ts';

const MEMBER_FIELDS = ['familyName', 'givenName', 'id', 'joinedAt', 'name', 'picture', 'role', 'updatedAt'].sort();
const LONG_AGO = '2020-01-01T00:00:00.000Z';

function assertError(res: LightMyRequestResponse, statusCode: number, message: RegExp) {
  assert.equal(res.statusCode, statusCode, res.body);
  const body = res.json();
  assert.equal(body.statusCode, statusCode);
  assert.equal(body.error, { 400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict' }[statusCode]);
  assert.match(body.message, message);
}

test('church administration', async (t) => {
  const { app, request, services } = await buildTestApp(t);
  const { db } = services.database;

  /** A caller with both church scopes, in the church with `role` when one is given. */
  const person = (churchId?: number, role?: 'member' | 'admin') => buildMember(services, churchId, role, ['read:churches', 'write:churches']);
  async function storedMembers(churchId: number) {
    const rows = await db.selectFrom('church_members').select('user_id').where('church_id', '=', churchId).execute();
    const church = await db.selectFrom('churches').select('member_count').where('id', '=', churchId).executeTakeFirstOrThrow();
    return { rows: rows.length, count: church.member_count };
  }
  async function storedRole(churchId: number, userId: number) {
    const row = await db.selectFrom('church_members').select('role').where('church_id', '=', churchId).where('user_id', '=', userId).executeTakeFirst();
    return row?.role ?? null;
  }
  const updatedAt = async (churchId: number) => (await request({ method: 'GET', url: `/api/v1/churches/${churchId}`, key: (await person()).key })).json().data.updatedAt;

  const { key: readOnly } = await buildCaller(services, ['read:churches']);
  const { key: writeOnly } = await buildCaller(services, ['write:churches']);

  await t.test('PATCH /churches/:id', async (tt) => {
    const church = await buildChurch(services, { updated_at: LONG_AGO });
    const admin = await person(church.id, 'admin');
    const member = await person(church.id, 'member');
    const patch = (key: string | undefined, payload: unknown, id = church.id) => request({ method: 'PATCH', url: `/api/v1/churches/${id}`, key, payload: payload as object });

    await tt.test('an admin changes the fields sent, trimmed, the country upper case', async () => {
      const res = await patch(admin.key, { name: '  Grace Chapel  ', country: 'de', website: 'http://grace.example.org/about', city: ' Berlin ' });
      assert.equal(res.statusCode, 200, res.body);
      const data = res.json().data;
      assert.equal(data.name, 'Grace Chapel');
      assert.equal(data.country, 'DE');
      assert.equal(data.city, 'Berlin');
      assert.equal(data.website, 'http://grace.example.org/about');
      assert.equal(data.description, church.description, 'fields not sent stay');
      assert.equal(data.state, church.state);
      assert.equal(data.memberCount, 2);
      assert.notEqual(data.updatedAt, LONG_AGO);
      assert.match(data.updatedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      assert.deepEqual((await request({ method: 'GET', url: `/api/v1/churches/${church.id}`, key: readOnly })).json().data, data);
    });

    await tt.test('optional fields can be cleared; an empty body changes nothing', async () => {
      const cleared = await patch(admin.key, { website: '', state: '', country: '' });
      assert.equal(cleared.statusCode, 200);
      assert.equal(cleared.json().data.website, '');
      assert.equal(cleared.json().data.country, '');
      await db.updateTable('churches').set({ updated_at: LONG_AGO }).where('id', '=', church.id).execute();
      const empty = await patch(admin.key, {});
      assert.equal(empty.statusCode, 200);
      assert.equal(empty.json().data.name, 'Grace Chapel');
      assert.equal(empty.json().data.updatedAt, LONG_AGO);
    });

    await tt.test('members, outsiders and platform admins are not church admins', async () => {
      assertError(await patch(member.key, { name: 'Taken' }), 403, new RegExp(`^Only admins of church ${church.id} can change its details$`));
      assertError(await patch((await person()).key, { name: 'Taken' }), 403, /Only admins of church/);
      const platformAdmin = await buildUser(services, { is_admin: true } as never);
      const { key } = await buildApiKey(services, platformAdmin.id, ['write:churches']);
      assertError(await patch(key, { name: 'Taken' }), 403, /Only admins of church/);
      assert.equal((await db.selectFrom('churches').select('name').where('id', '=', church.id).executeTakeFirstOrThrow()).name, 'Grace Chapel');
    });

    await tt.test('bad fields are 400 naming the field', async () => {
      const cases: [unknown, RegExp][] = [
        [{ website: 'ftp://grace.example.org' }, /'website'.*http or https/],
        [{ website: 'javascript:alert(1)' }, /'website'/],
        [{ website: 'not a url' }, /'website'/],
        [{ website: `https://example.org/${'a'.repeat(2000)}` }, /'website'/],
        [{ name: '' }, /'name'/],
        [{ name: '   ' }, /'name'.*blank/],
        [{ name: 'x'.repeat(201) }, /'name'/],
        [{ description: 'x'.repeat(5001) }, /'description'/],
        [{ city: 'x'.repeat(101) }, /'city'/],
        [{ state: 'x'.repeat(101) }, /'state'/],
        [{ country: 'USA' }, /'country'/],
        [{ country: 'U1' }, /'country'/],
        [{ name: 42 }, /'name'/],
        [{ memberCount: 5 }, /^Unknown field 'memberCount'$/],
      ];
      for (const [payload, message] of cases) assertError(await patch(admin.key, payload), 400, message);
      const accepted = await patch(admin.key, { name: 'x'.repeat(200), description: 'y'.repeat(5000) });
      assert.equal(accepted.statusCode, 200, 'the limits themselves are allowed');
    });

    await tt.test('unknown church is 404, bad id 400', async () => {
      assertError(await patch(admin.key, { name: 'X' }, 999_999), 404, /^Church 999999 does not exist$/);
      assertError(await request({ method: 'PATCH', url: '/api/v1/churches/abc', key: admin.key, payload: {} }), 400, /'id'/);
    });

    await tt.test('needs a credential with write:churches', async () => {
      assertError(await patch(undefined, { name: 'X' }), 401, /./);
      assertError(await patch(readOnly, { name: 'X' }), 403, /write:churches/);
    });
  });

  await t.test('POST /churches/:id/join and DELETE /churches/:id/leave', async (tt) => {
    const church = await buildChurch(services, { updated_at: LONG_AGO });
    const admin = await person(church.id, 'admin');
    const joiner = await person();
    const join = (key?: string, id = church.id) => request({ method: 'POST', url: `/api/v1/churches/${id}/join`, key });
    const leave = (key?: string, id = church.id) => request({ method: 'DELETE', url: `/api/v1/churches/${id}/leave`, key });

    await tt.test('joining makes a member: 201, then 200 changing nothing', async () => {
      const first = await join(joiner.key);
      assert.equal(first.statusCode, 201, first.body);
      assert.equal(first.json().data.id, church.id);
      assert.equal(first.json().data.memberCount, 2);
      assert.notEqual(first.json().data.updatedAt, LONG_AGO);
      assert.equal(await storedRole(church.id, joiner.user.id), 'member');
      const again = await join(joiner.key);
      assert.equal(again.statusCode, 200);
      assert.equal(again.json().data.memberCount, 2);
      assert.equal(again.json().data.updatedAt, first.json().data.updatedAt);
      assert.deepEqual(await storedMembers(church.id), { rows: 2, count: 2 });
    });

    await tt.test('an admin who joins stays an admin', async () => {
      assert.equal((await join(admin.key)).statusCode, 200);
      assert.equal(await storedRole(church.id, admin.user.id), 'admin');
    });

    await tt.test('leaving: 204, the count follows; again 404', async () => {
      await db.updateTable('churches').set({ updated_at: LONG_AGO }).where('id', '=', church.id).execute();
      const res = await leave(joiner.key);
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal(await storedRole(church.id, joiner.user.id), null);
      assert.deepEqual(await storedMembers(church.id), { rows: 1, count: 1 });
      assert.notEqual(await updatedAt(church.id), LONG_AGO);
      assertError(await leave(joiner.key), 404, new RegExp(`^You are not a member of church ${church.id}$`));
    });

    await tt.test('the last admin cannot leave; one of two can', async () => {
      assertError(await leave(admin.key), 409, new RegExp(`last admin of church ${church.id}`));
      assert.equal(await storedRole(church.id, admin.user.id), 'admin');
      const second = await person(church.id, 'admin');
      assert.equal((await leave(admin.key)).statusCode, 204);
      assertError(await leave(second.key), 409, /last admin/);
      assert.deepEqual(await storedMembers(church.id), { rows: 1, count: 1 });
    });

    await tt.test('two admins leaving at once: one goes, the church keeps the other', async () => {
      const other = await buildChurch(services);
      const a = await person(other.id, 'admin');
      const b = await person(other.id, 'admin');
      const results = await Promise.all([leave(a.key, other.id), leave(b.key, other.id)]);
      assert.deepEqual(results.map((r) => r.statusCode).sort(), [204, 409]);
      assert.deepEqual(await storedMembers(other.id), { rows: 1, count: 1 });
    });

    await tt.test('unknown church is 404 for both', async () => {
      assertError(await join(joiner.key, 999_999), 404, /^Church 999999 does not exist$/);
      assertError(await leave(joiner.key, 999_999), 404, /^Church 999999 does not exist$/);
    });

    await tt.test('need a credential with write:churches', async () => {
      assertError(await join(), 401, /./);
      assertError(await leave(), 401, /./);
      assertError(await join(readOnly), 403, /write:churches/);
      assertError(await leave(readOnly), 403, /write:churches/);
    });
  });

  await t.test('50 parallel joins and repeats count every person once', async () => {
    const church = await buildChurch(services);
    const callers = await Promise.all(Array.from({ length: 50 }, () => person()));
    const join = (key: string) => app.inject({ method: 'POST', url: `/api/v1/churches/${church.id}/join`, headers: { authorization: `Bearer ${key}` } });
    const repeats = callers.slice(0, 5).flatMap(({ key }) => [key, key]);
    const responses = await Promise.all([...callers.map(({ key }) => key), ...repeats].map(join));
    const statuses = responses.map((r) => r.statusCode);
    assert.equal(statuses.filter((s) => s === 201).length, 50);
    assert.equal(statuses.filter((s) => s === 200).length, 10);
    assert.deepEqual(await storedMembers(church.id), { rows: 50, count: 50 });
    const leaves = await Promise.all(
      callers.slice(0, 20).map(({ key }) => app.inject({ method: 'DELETE', url: `/api/v1/churches/${church.id}/leave`, headers: { authorization: `Bearer ${key}` } })),
    );
    assert.ok(leaves.every((r) => r.statusCode === 204));
    assert.deepEqual(await storedMembers(church.id), { rows: 30, count: 30 });
    const seen = await request({ method: 'GET', url: `/api/v1/churches/${church.id}`, key: readOnly });
    assert.equal(seen.json().data.memberCount, 30);
  });

  await t.test('GET /churches/:id/members', async (tt) => {
    const church = await buildChurch(services);
    const admin = await person(church.id, 'admin');
    const others: Awaited<ReturnType<typeof person>>[] = [];
    for (let i = 0; i < 4; i++) others.push(await person(church.id, 'member'));
    // Two people who joined at the same moment are ordered by user id.
    const tied = [await buildUser(services), await buildUser(services)];
    for (const user of tied.reverse()) {
      await db.insertInto('church_members').values({ church_id: church.id, user_id: user.id, role: 'member', joined_at: '2021-06-01T00:00:00.000Z', updated_at: '2021-06-01T00:00:00.000Z' }).execute();
      await db.updateTable('churches').set((eb) => ({ member_count: eb('member_count', '+', 1) })).where('id', '=', church.id).execute();
    }
    const list = (key: string | undefined, query = '', id = church.id) => request({ method: 'GET', url: `/api/v1/churches/${id}/members${query}`, key });

    await tt.test('a member sees everyone with their role, by join time then id, never an email', async () => {
      const res = await list(others[0].key);
      assert.equal(res.statusCode, 200, res.body);
      const body = res.json();
      assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 7, hasMore: false });
      assert.deepEqual(body.data.map((m: { id: number }) => m.id), [
        Math.min(tied[0].id, tied[1].id),
        Math.max(tied[0].id, tied[1].id),
        admin.user.id,
        ...others.map((o) => o.user.id),
      ]);
      for (const member of body.data) assert.deepEqual(Object.keys(member).sort(), MEMBER_FIELDS);
      assert.doesNotMatch(res.body, /@example\.org/);
      const first = body.data[2];
      assert.deepEqual(first, {
        id: admin.user.id,
        givenName: admin.user.given_name,
        familyName: admin.user.family_name,
        name: `${admin.user.given_name} ${admin.user.family_name}`,
        picture: services.users.pictures.urlOf(admin.user),
        role: 'admin',
        joinedAt: first.joinedAt,
        updatedAt: first.joinedAt,
      });
      assert.equal(body.data[3].role, 'member');
    });

    await tt.test('pages', async () => {
      const res = await list(admin.key, '?page=2&limit=3');
      const body = res.json();
      assert.deepEqual(body.pagination, { page: 2, limit: 3, total: 7, hasMore: true });
      assert.deepEqual(body.data.map((m: { id: number }) => m.id), others.slice(0, 3).map((o) => o.user.id));
      const beyond = await list(admin.key, '?page=9&limit=3');
      assert.deepEqual(beyond.json().data, []);
      assertError(await list(admin.key, '?limit=101'), 400, /'limit'/);
      assertError(await list(admin.key, '?page=0'), 400, /'page'/);
    });

    await tt.test('outsiders are 403, unknown church 404', async () => {
      assertError(await list((await person()).key), 403, new RegExp(`^Only members of church ${church.id} can see its members$`));
      assertError(await list(admin.key, '', 999_999), 404, /^Church 999999 does not exist$/);
    });

    await tt.test('needs a credential with read:churches', async () => {
      assertError(await list(undefined), 401, /./);
      assertError(await list(writeOnly), 403, /read:churches/);
    });
  });

  await t.test('PUT and DELETE /churches/:id/members/:userId', async (tt) => {
    const church = await buildChurch(services, { updated_at: LONG_AGO });
    const admin = await person(church.id, 'admin');
    const member = await person(church.id, 'member');
    const newcomer = await buildUser(services);
    const put = (key: string | undefined, userId: number, payload: unknown, id = church.id) =>
      request({ method: 'PUT', url: `/api/v1/churches/${id}/members/${userId}`, key, payload: payload as object });
    const remove = (key: string | undefined, userId: number, id = church.id) => request({ method: 'DELETE', url: `/api/v1/churches/${id}/members/${userId}`, key });

    await tt.test('an admin adds a person: 201 with the member, the count follows', async () => {
      const res = await put(admin.key, newcomer.id, { role: 'member' });
      assert.equal(res.statusCode, 201, res.body);
      const data = res.json().data;
      assert.deepEqual(Object.keys(data).sort(), MEMBER_FIELDS);
      assert.equal(data.id, newcomer.id);
      assert.equal(data.role, 'member');
      assert.deepEqual(await storedMembers(church.id), { rows: 3, count: 3 });
      assert.notEqual(await updatedAt(church.id), LONG_AGO);
    });

    await tt.test('changes a role: 200; the same role again is 200 and changes nothing', async () => {
      await db.updateTable('churches').set({ updated_at: LONG_AGO }).where('id', '=', church.id).execute();
      const res = await put(admin.key, newcomer.id, { role: 'admin' });
      assert.equal(res.statusCode, 200, res.body);
      assert.equal(res.json().data.role, 'admin');
      assert.equal(await storedRole(church.id, newcomer.id), 'admin');
      assert.notEqual(await updatedAt(church.id), LONG_AGO);
      await db.updateTable('churches').set({ updated_at: LONG_AGO }).where('id', '=', church.id).execute();
      const same = await put(admin.key, newcomer.id, { role: 'admin' });
      assert.equal(same.statusCode, 200);
      assert.equal(await updatedAt(church.id), LONG_AGO);
      assert.deepEqual(await storedMembers(church.id), { rows: 3, count: 3 });
      assert.equal((await put(admin.key, newcomer.id, { role: 'member' })).statusCode, 200);
    });

    await tt.test('members and outsiders cannot manage members', async () => {
      const outsider = await person();
      assertError(await put(member.key, outsider.user.id, { role: 'member' }), 403, new RegExp(`^Only admins of church ${church.id} can add or change its members$`));
      assertError(await put(member.key, member.user.id, { role: 'admin' }), 403, /Only admins/);
      assertError(await put(outsider.key, outsider.user.id, { role: 'admin' }), 403, /Only admins/);
      assertError(await remove(member.key, newcomer.id), 403, new RegExp(`^Only admins of church ${church.id} can remove its members$`));
      assertError(await remove(outsider.key, member.user.id), 403, /Only admins/);
      assert.equal(await storedRole(church.id, member.user.id), 'member');
      assert.equal(await storedRole(church.id, outsider.user.id), null);
    });

    await tt.test('unknown person or church is 404', async () => {
      assertError(await put(admin.key, 999_999, { role: 'member' }), 404, /^User 999999 does not exist$/);
      assertError(await put(admin.key, newcomer.id, { role: 'member' }, 999_999), 404, /^Church 999999 does not exist$/);
      assertError(await remove(admin.key, (await buildUser(services)).id), 404, /is not a member of church/);
      assertError(await remove(admin.key, newcomer.id, 999_999), 404, /^Church 999999 does not exist$/);
    });

    await tt.test('a bad body or path is 400 naming what is wrong', async () => {
      assertError(await put(admin.key, newcomer.id, { role: 'owner' }), 400, /'role'/);
      assertError(await put(admin.key, newcomer.id, {}), 400, /'role'/);
      assertError(await put(admin.key, newcomer.id, { role: 'member', note: 'x' }), 400, /^Unknown field 'note'$/);
      assertError(await request({ method: 'PUT', url: `/api/v1/churches/${church.id}/members/abc`, key: admin.key, payload: { role: 'member' } }), 400, /'userId'/);
      assertError(await request({ method: 'DELETE', url: `/api/v1/churches/${church.id}/members/0`, key: admin.key }), 400, /'userId'/);
    });

    await tt.test('the last admin can be neither demoted nor removed', async () => {
      assertError(await put(admin.key, admin.user.id, { role: 'member' }), 409, new RegExp(`last admin of church ${church.id}`));
      assertError(await remove(admin.key, admin.user.id), 409, /last admin/);
      assert.equal(await storedRole(church.id, admin.user.id), 'admin');
    });

    await tt.test('an admin removes a member: 204, the count follows', async () => {
      await db.updateTable('churches').set({ updated_at: LONG_AGO }).where('id', '=', church.id).execute();
      const res = await remove(admin.key, member.user.id);
      assert.equal(res.statusCode, 204);
      assert.equal(res.body, '');
      assert.equal(await storedRole(church.id, member.user.id), null);
      assert.deepEqual(await storedMembers(church.id), { rows: 2, count: 2 });
      assert.notEqual(await updatedAt(church.id), LONG_AGO);
      assertError(await remove(admin.key, member.user.id), 404, new RegExp(`^User ${member.user.id} is not a member of church ${church.id}$`));
    });

    await tt.test('with a second admin, an admin may step down or be removed', async () => {
      assert.equal((await put(admin.key, newcomer.id, { role: 'admin' })).statusCode, 200);
      assert.equal((await put(admin.key, admin.user.id, { role: 'member' })).statusCode, 200);
      assertError(await put(admin.key, admin.user.id, { role: 'admin' }), 403, /Only admins/);
      const { key: newcomerKey } = await buildApiKey(services, newcomer.id, ['write:churches']);
      assert.equal((await remove(newcomerKey, admin.user.id)).statusCode, 204);
      assertError(await remove(newcomerKey, newcomer.id), 409, /last admin/);
      assert.deepEqual(await storedMembers(church.id), { rows: 1, count: 1 });
    });

    await tt.test('needs a credential with write:churches', async () => {
      assertError(await put(undefined, newcomer.id, { role: 'member' }), 401, /./);
      assertError(await remove(undefined, newcomer.id), 401, /./);
      assertError(await put(readOnly, newcomer.id, { role: 'member' }), 403, /write:churches/);
      assertError(await remove(readOnly, newcomer.id), 403, /write:churches/);
    });
  });

  await t.test('the service: operator writes and the churches a person administers', async () => {
    const { churches } = services;
    const created = await churches.create({ name: ' Hope Church ', country: 'gb', website: 'https://hope.example.org' });
    assert.equal(created.name, 'Hope Church');
    assert.equal(created.country, 'GB');
    assert.equal(created.description, '');
    assert.equal(created.memberCount, 0);
    await assert.rejects(churches.create({ name: 'X', website: 'mailto:a@example.org' }), /'website'/);
    await assert.rejects(churches.create({ name: ' ' }), /'name'/);
    await assert.rejects(churches.create({ name: 'x'.repeat(201) }), /'name'/);
    await assert.rejects(churches.create({ name: 'X', country: 'Britain' }), /'country'/);

    const renamed = await churches.updateAsOperator(created.id, { description: 'On the hill' });
    assert.equal(renamed.description, 'On the hill');
    assert.equal(renamed.name, 'Hope Church');
    await assert.rejects(churches.updateAsOperator(999_999, { name: 'X' }), /Church 999999 does not exist/);

    const staff = await buildUser(services);
    const added = await churches.addMemberAsOperator(created.id, staff.id, 'admin');
    assert.equal(added.created, true);
    assert.equal(added.member.role, 'admin');
    assert.equal((await churches.addMemberAsOperator(created.id, staff.id, 'admin')).created, false);
    await assert.rejects(churches.addMemberAsOperator(created.id, staff.id, 'member'), /last admin/);
    await assert.rejects(churches.addMemberAsOperator(created.id, staff.id, 'owner' as never), /'role'/);
    await assert.rejects(churches.addMemberAsOperator(999_999, staff.id, 'member'), /Church 999999 does not exist/);
    await assert.rejects(churches.addMemberAsOperator(created.id, 999_999, 'member'), /User 999999 does not exist/);
    assert.deepEqual(await storedMembers(created.id), { rows: 1, count: 1 });

    const other = await buildChurch(services);
    await addChurchMember(services, other.id, staff.id, 'member');
    assert.deepEqual((await churches.adminChurches(staff.id)).map((c) => c.id), [created.id]);
    await churches.addMemberAsOperator(other.id, staff.id, 'admin');
    assert.deepEqual((await churches.adminChurches(staff.id)).map((c) => c.id), [created.id, other.id].sort((a, b) => a - b));
    assert.deepEqual(await churches.adminChurches((await buildUser(services)).id), []);
  });
});
