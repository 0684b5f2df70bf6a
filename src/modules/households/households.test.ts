import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { LightMyRequestResponse } from 'fastify';
import { buildChurch, buildChurchCast, buildMember, buildTestApp } from '../../../test/helpers.ts';

const SCOPES = ['read:households', 'write:households', 'read:churches'] as const;
const LONG_AGO = '2020-01-01T00:00:00.000Z';

function assertError(res: LightMyRequestResponse, statusCode: number, message: RegExp, error?: string) {
  assert.equal(res.statusCode, statusCode, res.body);
  const body = res.json();
  assert.equal(body.statusCode, statusCode);
  assert.equal(body.error, error ?? { 400: 'BadRequest', 401: 'Unauthorized', 403: 'Forbidden', 404: 'NotFound', 409: 'Conflict' }[statusCode]);
  assert.match(body.message, message);
}

test('households and children through the API', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;

  const person = (churchId?: number, role?: 'member' | 'volunteer' | 'admin', scopes: readonly (typeof SCOPES)[number][] = SCOPES) => buildMember(services, churchId, role, scopes);
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
    request({ method, url: `/api/v1${url}`, key, ...(payload ? { payload } : {}) });

  const { church, admin, volunteer, members: [parent, partner, neighbour], outsider } = await buildChurchCast(services, 3, SCOPES);

  /** A household started by a member, with one child, as the member sees it. */
  async function family(adult = parent, name = 'The Okafors', phone: string | undefined = '+15551234567') {
    const created = await api('POST', '/households', adult.key, { churchId: church.id, name, ...(phone ? { phone } : {}) });
    assert.equal(created.statusCode, 201, created.body);
    const household = created.json().data;
    const child = await api('POST', `/households/${household.id}/children`, adult.key, { givenName: 'Ada', birthdate: '2020-05-14', allergies: 'Peanuts', notes: 'Parents only' });
    assert.equal(child.statusCode, 201, child.body);
    return { household, child: child.json().data };
  }

  let okafors: { household: { id: number }; child: { id: number } };

  await t.test('POST /households: a member starts one and is its first adult; the phone is E.164', async () => {
    const res = await api('POST', '/households', parent.key, { churchId: church.id, name: '  The Okafors ', phone: '+15551234567' });
    assert.equal(res.statusCode, 201, res.body);
    const data = res.json().data;
    assert.deepEqual(Object.keys(data).sort(), ['adults', 'children', 'churchId', 'createdAt', 'id', 'name', 'phone', 'updatedAt']);
    assert.equal(data.name, 'The Okafors');
    assert.equal(data.phone, '+15551234567');
    assert.equal(data.churchId, church.id);
    assert.deepEqual(data.adults.map((adult: { id: number }) => adult.id), [parent.user.id]);
    assert.deepEqual(Object.keys(data.adults[0]).sort(), ['familyName', 'givenName', 'id', 'name', 'picture']);
    assert.deepEqual(data.children, []);
    const stored = await db.selectFrom('households').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    assert.equal(stored.name_key, 'the okafors');
    assert.equal(stored.phone_last4, '4567');
    okafors = { household: data, child: undefined as never };
  });

  await t.test('POST /households: refusals', async () => {
    assertError(await api('POST', '/households', outsider.key, { churchId: church.id, name: 'X' }), 403, /Only members of church/);
    assertError(await api('POST', '/households', neighbour.key, { churchId: church.id, name: 'X', adultIds: [neighbour.user.id] }), 403, /Only admins .* 'adultIds'/);
    assertError(await api('POST', '/households', neighbour.key, { churchId: 999_999, name: 'X' }), 400, /church 999999 does not exist/);
    assertError(await api('POST', '/households', neighbour.key, { churchId: church.id, name: '   ' }), 400, /'name': must not be blank/);
    assertError(await api('POST', '/households', neighbour.key, { churchId: church.id, name: 'X', phone: '555-1234' }), 400, /'phone': '555-1234' is not an E.164 number/);
    assertError(await api('POST', '/households', neighbour.key, { churchId: church.id, name: 'X', colour: 'red' }), 400, /Unknown field 'colour'/);
    // Already an adult of the Okafors: one household per person and church.
    assertError(await api('POST', '/households', parent.key, { churchId: church.id, name: 'Second home' }), 409, new RegExp(`already an adult of household ${okafors.household.id}`));
    assert.equal((await db.selectFrom('households').select('id').where('name', '=', 'Second home').execute()).length, 0, 'nothing of a refused household stays');
  });

  await t.test('POST /households: an admin names its adults; each must be a member and in no other household', async () => {
    const a = await person(church.id, 'member');
    const b = await person(church.id, 'member');
    const res = await api('POST', '/households', admin.key, { churchId: church.id, name: 'The Browns', adultIds: [a.user.id, b.user.id] });
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json().data.adults.map((adult: { id: number }) => adult.id).sort(), [a.user.id, b.user.id].sort());
    assertError(await api('POST', '/households', admin.key, { churchId: church.id, name: 'Strangers', adultIds: [outsider.user.id] }), 409, /is not a member of church/, 'NotAChurchMember');
    assertError(await api('POST', '/households', admin.key, { churchId: church.id, name: 'Again', adultIds: [a.user.id] }), 409, /already an adult of household/);
  });

  await t.test('POST /households/:id/children: familyName defaults to the first adult\'s; birthdates are checked', async () => {
    const res = await api('POST', `/households/${okafors.household.id}/children`, parent.key, { givenName: ' Ada ', birthdate: '2020-05-14', allergies: 'Peanuts', notes: 'Parents only' });
    assert.equal(res.statusCode, 201, res.body);
    const child = res.json().data;
    assert.equal(child.givenName, 'Ada');
    assert.equal(child.familyName, parent.user.family_name);
    assert.equal(child.householdId, okafors.household.id);
    assert.equal(child.notes, 'Parents only');
    okafors.child = child;
    const named = await api('POST', `/households/${okafors.household.id}/children`, admin.key, { givenName: 'Ben', familyName: 'Okafor-Smith', birthdate: '2018-01-31' });
    assert.equal(named.json().data.familyName, 'Okafor-Smith');
    assert.equal(named.json().data.allergies, '');
    for (const [birthdate, problem] of [['2020-02-30', /is not a date written YYYY-MM-DD/], ['14/05/2020', /is not a date/], ['2999-01-01', /is in the future/], ['1850-01-01', /before 1900/]] as const) {
      assertError(await api('POST', `/households/${okafors.household.id}/children`, parent.key, { givenName: 'C', birthdate }), 400, problem);
    }
    assertError(await api('POST', `/households/${okafors.household.id}/children`, parent.key, { birthdate: '2020-01-01' }), 400, /Missing required field 'givenName'/);
    assertError(await api('POST', `/households/${okafors.household.id}/children`, volunteer.key, { givenName: 'C', birthdate: '2020-01-01' }), 403, /Only the adults of household/);
    assertError(await api('POST', `/households/${okafors.household.id}/children`, neighbour.key, { givenName: 'C', birthdate: '2020-01-01' }), 404, /Household \d+ does not exist/);
  });

  await t.test('GET /households/:id: adults and admins see notes, volunteers allergies only, anyone else 404', async () => {
    const url = `/households/${okafors.household.id}`;
    for (const viewer of [parent, admin]) {
      const res = await api('GET', url, viewer.key);
      assert.equal(res.statusCode, 200, res.body);
      const ada = res.json().data.children.find((child: { id: number }) => child.id === okafors.child.id);
      assert.equal(ada.notes, 'Parents only');
      assert.equal(ada.allergies, 'Peanuts');
    }
    const seen = await api('GET', url, volunteer.key);
    assert.equal(seen.statusCode, 200);
    for (const child of seen.json().data.children) assert.ok(!('notes' in child), 'no notes for volunteers');
    assert.equal(seen.json().data.children[0].allergies, 'Peanuts');
    assert.ok(!seen.body.includes('Parents only'));
    const listed = await api('GET', `/households?churchId=${church.id}`, volunteer.key);
    assert.ok(listed.json().data.some((h: { id: number }) => h.id === okafors.household.id), 'volunteers list the church');
    assert.ok(!listed.body.includes('Parents only') && listed.body.includes('Peanuts'), 'with allergies, never notes');
    const byAdmin = await api('GET', `/households?churchId=${church.id}`, admin.key);
    assert.ok(byAdmin.body.includes('Parents only'), "the church's admins see notes in the list too");
    assert.deepEqual((await api('GET', `/households?churchId=${church.id}`, outsider.key)).json().data, [], "an admin of another church sees none of this church's");
    for (const stranger of [neighbour, outsider]) {
      const res = await api('GET', url, stranger.key);
      assertError(res, 404, new RegExp(`Household ${okafors.household.id} does not exist`));
      assert.equal(res.body, (await api('GET', '/households/999999', stranger.key)).body.replace('999999', String(okafors.household.id)), 'the same answer as for no household at all');
    }
  });

  await t.test('GET /households: staff list and search the church; anyone else gets their own', async () => {
    const church2 = await buildChurch(services);
    const staff = await person(church2.id, 'admin');
    const helper = await person(church2.id, 'volunteer');
    const names = ['Smith', 'smithson', 'Jones', 'Smythe', '50% Club'];
    const members = [];
    for (const [i, name] of names.entries()) {
      const member = await person(church2.id, 'member');
      members.push(member);
      const res = await api('POST', '/households', member.key, { churchId: church2.id, name, phone: `+1555000${1000 + i}` });
      assert.equal(res.statusCode, 201, res.body);
    }
    const list = (key: string, query: string) => api('GET', `/households?churchId=${church2.id}${query}`, key);
    const all = await list(helper.key, '');
    assert.equal(all.statusCode, 200, all.body);
    assert.deepEqual(all.json().data.map((h: { name: string }) => h.name), ['50% Club', 'Jones', 'Smith', 'smithson', 'Smythe']);
    assert.equal(all.json().pagination.total, 5);
    assert.deepEqual((await list(staff.key, '&q=SMITH')).json().data.map((h: { name: string }) => h.name), ['Smith', 'smithson']);
    assert.deepEqual((await list(staff.key, '&q=sm')).json().data.map((h: { name: string }) => h.name), ['Smith', 'smithson', 'Smythe']);
    assert.deepEqual((await list(staff.key, '&q=1002')).json().data.map((h: { name: string }) => h.name), ['Jones'], 'the last four digits of the phone');
    assert.deepEqual((await list(staff.key, '&q=5')).json().data.map((h: { name: string }) => h.name), ['50% Club']);
    assert.deepEqual((await list(staff.key, '&q=%25')).json().data, [], '% means itself');
    const paged = await list(staff.key, '&limit=2&page=2');
    assert.deepEqual(paged.json().data.map((h: { name: string }) => h.name), ['Smith', 'smithson']);
    assert.deepEqual(paged.json().pagination, { page: 2, limit: 2, total: 5, hasMore: true });
    const own = await list(members[2].key, '');
    assert.deepEqual(own.json().data.map((h: { name: string }) => h.name), ['Jones'], 'a member sees their own household only');
    assert.equal(own.json().pagination.total, 1);
    assert.deepEqual((await list(members[2].key, '&q=Smith')).json().data, [], 'and cannot search others');
    assert.deepEqual((await list(outsider.key, '')).json().data, []);
    // updatedSince
    await db.updateTable('households').set({ updated_at: LONG_AGO }).where('church_id', '=', church2.id).execute();
    const jones = all.json().data.find((h: { name: string }) => h.name === 'Jones');
    assert.equal((await api('PATCH', `/households/${jones.id}`, members[2].key, { phone: null })).statusCode, 200);
    const since = await list(staff.key, `&updatedSince=${encodeURIComponent('2024-01-01T00:00:00Z')}`);
    assert.deepEqual(since.json().data.map((h: { name: string }) => h.name), ['Jones']);
    assert.equal(since.json().pagination.total, 1);
    assertError(await api('GET', '/households', staff.key), 400, /Missing required query parameter 'churchId'/);
    assertError(await list(staff.key, '&updatedSince=yesterday'), 400, /updatedSince/);
    assertError(await api('GET', '/households?churchId=999999', staff.key), 404, /Church 999999 does not exist/);
  });

  await t.test('PATCH /households/:id: its adults and admins; volunteers 403, others 404', async () => {
    const url = `/households/${okafors.household.id}`;
    const res = await api('PATCH', url, parent.key, { name: 'Okafor family', phone: '+447700900123' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.name, 'Okafor family');
    assert.equal(res.json().data.phone, '+447700900123');
    assert.equal((await db.selectFrom('households').select('phone_last4').where('id', '=', okafors.household.id).executeTakeFirstOrThrow()).phone_last4, '0123');
    assert.equal((await api('PATCH', url, admin.key, { phone: null })).json().data.phone, null);
    assertError(await api('PATCH', url, volunteer.key, { name: 'X' }), 403, /Only the adults/);
    assertError(await api('PATCH', url, neighbour.key, { name: 'X' }), 404, /does not exist/);
    assertError(await api('PATCH', url, parent.key, { phone: '+0123' }), 400, /E.164/);
    assertError(await api('PATCH', '/households/999999', admin.key, { name: 'X' }), 404, /Household 999999 does not exist/);
  });

  await t.test('PUT and DELETE /households/:id/adults/:userId', async () => {
    const url = (userId: number) => `/households/${okafors.household.id}/adults/${userId}`;
    const added = await api('PUT', url(partner.user.id), parent.key);
    assert.equal(added.statusCode, 201, added.body);
    assert.deepEqual(added.json().data.adults.map((adult: { id: number }) => adult.id), [parent.user.id, partner.user.id]);
    assert.equal((await api('PUT', url(partner.user.id), admin.key)).statusCode, 200, 'already an adult: 200, nothing changes');
    assertError(await api('PUT', url(outsider.user.id), parent.key), 409, /is not a member of church/, 'NotAChurchMember');
    assertError(await api('PUT', url(partner.user.id), volunteer.key), 403, /Only the adults/);
    assertError(await api('PUT', url(partner.user.id), neighbour.key), 404, /does not exist/);
    // The new adult sees notes now.
    assert.equal((await api('GET', `/households/${okafors.household.id}`, partner.key)).json().data.children[0].notes, 'Parents only');
    assert.equal((await api('DELETE', url(partner.user.id), partner.key)).statusCode, 204, 'an adult takes themself out');
    assertError(await api('GET', `/households/${okafors.household.id}`, partner.key), 404, /does not exist/);
    assertError(await api('DELETE', url(partner.user.id), parent.key), 404, /is not an adult of household/);
    assertError(await api('DELETE', url(parent.user.id), admin.key), 409, /last adult/);
    assertError(await api('DELETE', url(parent.user.id), volunteer.key), 403, /Only the adults/);
  });

  await t.test('one household per person and church, also under parallel requests', async () => {
    const a = await family(await person(church.id, 'member'), 'Parallel A', undefined);
    const b = await family(await person(church.id, 'member'), 'Parallel B', undefined);
    for (let round = 0; round < 5; round++) {
      const someone = await person(church.id, 'member');
      const answers = await Promise.all([a, b].map(({ household }) => api('PUT', `/households/${household.id}/adults/${someone.user.id}`, admin.key)));
      assert.deepEqual(answers.map((res) => res.statusCode).sort(), [201, 409], answers.map((res) => res.body).join('\n'));
      const rows = await db.selectFrom('household_adults').select('household_id').where('user_id', '=', someone.user.id).execute();
      assert.equal(rows.length, 1);
    }
  });

  await t.test('PATCH and DELETE /children/:id', async () => {
    const url = `/children/${okafors.child.id}`;
    const res = await api('PATCH', url, parent.key, { allergies: 'Peanuts, sesame' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.allergies, 'Peanuts, sesame');
    assert.equal(res.json().data.givenName, 'Ada', 'fields left out stay');
    assert.equal((await api('PATCH', url, admin.key, { notes: 'Grandmother may collect' })).json().data.notes, 'Grandmother may collect');
    assertError(await api('PATCH', url, volunteer.key, { notes: 'x' }), 403, /Only the adults/);
    assertError(await api('PATCH', url, neighbour.key, { notes: 'x' }), 404, new RegExp(`Child ${okafors.child.id} does not exist`));
    assertError(await api('PATCH', url, parent.key, { birthdate: 'soon' }), 400, /birthdate/);
    assertError(await api('PATCH', url, parent.key, { givenName: ' ' }), 400, /'givenName': must not be blank/);
    assertError(await api('PATCH', '/children/999999', admin.key, { notes: 'x' }), 404, /Child 999999 does not exist/);

    const event = await db
      .insertInto('events')
      .values({ church_id: church.id, title: 'Sunday', description: '', location: '', starts_at: new Date().toISOString(), ends_at: new Date(Date.now() + 3_600_000).toISOString(), capacity: null, created_at: LONG_AGO, updated_at: LONG_AGO })
      .returning('id')
      .executeTakeFirstOrThrow();
    const checkIn = await db
      .insertInto('check_ins')
      .values({ event_id: event.id, church_id: church.id, household_id: okafors.household.id, child_id: okafors.child.id, name: 'Ada', checked_in_at: new Date().toISOString(), updated_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    assertError(await api('DELETE', url, parent.key), 409, /is checked in/);
    assertError(await api('DELETE', `/households/${okafors.household.id}`, admin.key), 409, /is checked in/);
    await db.updateTable('check_ins').set({ checked_out_at: new Date().toISOString() }).where('id', '=', checkIn.id).execute();
    assertError(await api('DELETE', url, volunteer.key), 403, /Only the adults/);
    assertError(await api('DELETE', url, neighbour.key), 404, /does not exist/);
    assert.equal((await api('DELETE', url, parent.key)).statusCode, 204);
    assertError(await api('DELETE', url, parent.key), 404, /does not exist/);
  });

  await t.test('DELETE /households/:id: church admins only; children go too', async () => {
    const { household, child } = await family(await person(church.id, 'member'), 'Leaving');
    const adult = household.adults[0].id;
    assertError(await api('DELETE', `/households/${household.id}`, volunteer.key), 403, /Only admins/);
    assertError(await api('DELETE', `/households/${household.id}`, outsider.key), 404, /does not exist/);
    assert.equal((await api('DELETE', `/households/${household.id}`, admin.key)).statusCode, 204);
    assert.equal(await db.selectFrom('children').select('id').where('id', '=', child.id).executeTakeFirst(), undefined);
    assert.equal((await db.selectFrom('household_adults').select('user_id').where('user_id', '=', adult).execute()).length, 0);
    assertError(await api('DELETE', `/households/${household.id}`, admin.key), 404, /does not exist/);
  });

  await t.test('scopes: reading needs read:households, writing write:households', async () => {
    const reader = await person(church.id, 'admin', ['read:households']);
    assert.equal((await api('GET', `/households/${okafors.household.id}`, reader.key)).statusCode, 200);
    assertError(await api('PATCH', `/households/${okafors.household.id}`, reader.key, { name: 'X' }), 403, /write:households/);
    const writer = await person(church.id, 'admin', ['write:households']);
    assertError(await api('GET', `/households/${okafors.household.id}`, writer.key), 403, /read:households/);
  });
});
