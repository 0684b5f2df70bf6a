import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { addChurchMember, buildChurchCast, buildCaller, buildEvent, buildGroup, buildTestApp } from '../../../test/helpers.ts';

function assertError(res: LightMyRequestResponse, statusCode: number, message: RegExp) {
  assert.equal(res.statusCode, statusCode, res.body);
  const body = res.json();
  assert.equal(body.statusCode, statusCode);
  assert.equal(body.error, { 400: 'BadRequest', 403: 'Forbidden', 404: 'NotFound' }[statusCode]);
  assert.match(body.message, message);
}

test('attendance: headcounts, group meetings, the church report and a person\'s record', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, key: string, payload?: object) =>
    request({ method, url: `/api/v1${url}`, key, ...(payload ? { payload } : {}) });

  const { church, otherChurch, admin, volunteer, members: [leader, member, bystander], outsider: otherAdmin } = await buildChurchCast(services, 3);
  const group = await buildGroup(services, church.id, { name: 'Young adults' });
  const now = new Date().toISOString();
  for (const [caller, role] of [[leader, 'leader'], [member, 'member']] as const) {
    await db.insertInto('group_members').values({ group_id: group.id, user_id: caller.user.id, role, joined_at: now, updated_at: now }).execute();
  }

  await t.test('PATCH /churches/:id sets the time zone; UTC until then', async () => {
    assert.equal((await api('GET', `/churches/${church.id}`, member.key)).json().data.timeZone, 'UTC');
    const res = await api('PATCH', `/churches/${church.id}`, admin.key, { timeZone: 'america/new_york' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.timeZone, 'America/New_York');
    for (const zone of ['Mars/Olympus', '+05:00', 'EST5EDT,M3.2.0,M11.1.0']) {
      assertError(await api('PATCH', `/churches/${church.id}`, admin.key, { timeZone: zone }), 400, /'timeZone': .* is not an IANA time zone name/);
    }
    assertError(await api('PATCH', `/churches/${church.id}`, member.key, { timeZone: 'Europe/Berlin' }), 403, /Only admins/);
  });

  await t.test('PUT /events/:id/headcount: admins and volunteers; GET shows it', async () => {
    const event = await buildEvent(services, church.id);
    const res = await api('PUT', `/events/${event.id}/headcount`, volunteer.key, { count: 140 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.headcount, 140);
    assert.equal((await api('PUT', `/events/${event.id}/headcount`, admin.key, { count: 142 })).json().data.headcount, 142, 'a second count replaces the first');
    assert.equal((await api('GET', `/events/${event.id}`, member.key)).json().data.headcount, 142);
    assert.equal((await api('GET', `/events/${(await buildEvent(services, church.id)).id}`, member.key)).json().data.headcount, null, 'null until counted');
    assertError(await api('PUT', `/events/${event.id}/headcount`, member.key, { count: 1 }), 403, /Only admins and volunteers/);
    assertError(await api('PUT', `/events/${event.id}/headcount`, otherAdmin.key, { count: 1 }), 403, /Only admins and volunteers/);
    assertError(await api('PUT', `/events/${event.id}/headcount`, admin.key, { count: -1 }), 400, /'count'/);
    assertError(await api('PUT', `/events/${event.id}/headcount`, admin.key, {}), 400, /Missing required field 'count'/);
    assertError(await api('PUT', '/events/999999/headcount', admin.key, { count: 1 }), 404, /Event 999999 does not exist/);
    const reader = await buildCaller(services, ['read:events']);
    await addChurchMember(services, church.id, reader.user.id, 'admin');
    assertError(await api('PUT', `/events/${event.id}/headcount`, reader.key, { count: 1 }), 403, /write:events/);
  });

  let meetingId = 0;
  await t.test('POST /groups/:id/meetings: leaders and admins; attendees must be members', async () => {
    const res = await api('POST', `/groups/${group.id}/meetings`, leader.key, { date: '2026-03-08', attendeeIds: [member.user.id, leader.user.id, member.user.id], guests: 1, notes: ' Romans 8 ' });
    assert.equal(res.statusCode, 201, res.body);
    const meeting = res.json().data;
    assert.deepEqual(Object.keys(meeting).sort(), ['attendance', 'attendees', 'churchId', 'createdAt', 'date', 'groupId', 'guests', 'id', 'notes', 'updatedAt']);
    assert.equal(meeting.date, '2026-03-08');
    assert.deepEqual(meeting.attendees.map((a: { id: number }) => a.id).sort(), [leader.user.id, member.user.id].sort(), 'each attendee once');
    assert.equal(meeting.attendance, 3);
    assert.equal(meeting.notes, 'Romans 8');
    meetingId = meeting.id;
    assert.equal((await api('POST', `/groups/${group.id}/meetings`, admin.key, { date: '2026-03-15', attendeeIds: [] })).statusCode, 201);
    assertError(await api('POST', `/groups/${group.id}/meetings`, member.key, { date: '2026-03-08', attendeeIds: [] }), 403, /Only leaders of group/);
    assertError(await api('POST', `/groups/${group.id}/meetings`, volunteer.key, { date: '2026-03-08', attendeeIds: [] }), 403, /Only leaders of group/);
    assertError(await api('POST', `/groups/${group.id}/meetings`, leader.key, { date: '2026-03-08', attendeeIds: [member.user.id, bystander.user.id] }), 400, new RegExp(`user ${bystander.user.id} is not a member of group ${group.id}`));
    assertError(await api('POST', `/groups/${group.id}/meetings`, leader.key, { date: '2026-02-30', attendeeIds: [] }), 400, /'date': '2026-02-30' is not a date/);
    assertError(await api('POST', `/groups/${group.id}/meetings`, leader.key, { date: '2999-01-01', attendeeIds: [] }), 400, /'date': 2999-01-01 is in the future/);
    assertError(await api('POST', '/groups/999999/meetings', admin.key, { date: '2026-03-08', attendeeIds: [] }), 404, /Group 999999 does not exist/);
  });

  await t.test('GET /groups/:id/meetings: the group\'s members and the church\'s admins, newest first', async () => {
    for (const reader of [member, admin]) {
      const res = await api('GET', `/groups/${group.id}/meetings`, reader.key);
      assert.equal(res.statusCode, 200, res.body);
      assert.deepEqual(res.json().data.map((m: { date: string }) => m.date), ['2026-03-15', '2026-03-08']);
      assert.equal(res.json().pagination.total, 2);
    }
    assert.deepEqual((await api('GET', `/groups/${group.id}/meetings?limit=1&page=2`, member.key)).json().data.map((m: { date: string }) => m.date), ['2026-03-08']);
    assertError(await api('GET', `/groups/${group.id}/meetings`, bystander.key), 403, /Only members of group/);
    assertError(await api('GET', '/groups/999999/meetings', admin.key), 404, /Group 999999 does not exist/);
  });

  await t.test('PATCH and DELETE /meetings/:id', async () => {
    const res = await api('PATCH', `/meetings/${meetingId}`, leader.key, { guests: 2 });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.attendance, 4);
    assert.equal(res.json().data.notes, 'Romans 8', 'fields left out stay');
    assertError(await api('PATCH', `/meetings/${meetingId}`, leader.key, { attendeeIds: [otherAdmin.user.id] }), 400, /is not a member of group/);
    assertError(await api('PATCH', `/meetings/${meetingId}`, member.key, { guests: 0 }), 403, /Only leaders/);
    assertError(await api('PATCH', '/meetings/999999', admin.key, { guests: 0 }), 404, /Meeting 999999 does not exist/);
    const extra = (await api('POST', `/groups/${group.id}/meetings`, leader.key, { date: '2026-01-04', attendeeIds: [member.user.id] })).json().data;
    assertError(await api('DELETE', `/meetings/${extra.id}`, member.key), 403, /Only leaders/);
    assert.equal((await api('DELETE', `/meetings/${extra.id}`, admin.key)).statusCode, 204);
    assertError(await api('DELETE', `/meetings/${extra.id}`, admin.key), 404, /does not exist/);
  });

  await t.test('GET /churches/:id/attendance: weeks from Sunday in the church\'s time zone, across a daylight saving change', async () => {
    // New York moves to daylight saving time on Sunday 2026-03-08: midnight is 05:00Z before, 04:00Z after.
    const household = await db
      .insertInto('households')
      .values({ church_id: church.id, name: 'Counted', name_key: 'counted', phone: null, phone_last4: null, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const child = async (name: string) =>
      (await db.insertInto('children').values({ household_id: household.id, church_id: church.id, given_name: name, family_name: 'K', birthdate: '2020-01-01', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()).id;
    const [ann, ben] = [await child('Ann'), await child('Ben')];
    const service = await buildEvent(services, church.id, { starts_at: '2026-03-15T03:30:00.000Z', ends_at: '2026-03-15T05:00:00.000Z' });
    await db.updateTable('events').set({ headcount: 50 }).where('id', '=', service.id).execute();
    const checkIn = (at: string, who: { child_id: number } | { user_id: number }) =>
      db.insertInto('check_ins').values({ event_id: service.id, church_id: church.id, household_id: household.id, name: 'x', checked_in_at: at, checked_out_at: at, updated_at: at, ...who }).execute();
    await checkIn('2026-03-08T04:30:00.000Z', { child_id: ann }); // Sat 7 March 23:30 EST: the week of 1 March
    await checkIn('2026-03-08T05:30:00.000Z', { child_id: ann }); // Sun 8 March 00:30 EST: the week of 8 March
    await checkIn('2026-03-08T15:00:00.000Z', { child_id: ben });
    await checkIn('2026-03-08T15:00:00.000Z', { user_id: member.user.id });
    await checkIn('2026-03-15T03:30:00.000Z', { child_id: ben }); // Sat 14 March 23:30 EDT: still the week of 8 March
    await checkIn('2026-03-15T04:30:00.000Z', { child_id: ben }); // Sun 15 March 00:30 EDT: the week of 15 March

    const report = await api('GET', `/churches/${church.id}/attendance?from=2026-03-01&to=2026-03-28&interval=week`, admin.key);
    assert.equal(report.statusCode, 200, report.body);
    assert.deepEqual(report.json().data, [
      { period: '2026-03-01', checkIns: 1, headcount: 0, groupAttendance: 0, uniquePeople: 1 },
      // The meeting of 8 March: the leader, the member and two guests; the member also checked in.
      { period: '2026-03-08', checkIns: 4, headcount: 50, groupAttendance: 4, uniquePeople: 4 },
      { period: '2026-03-15', checkIns: 1, headcount: 0, groupAttendance: 0, uniquePeople: 1 },
      { period: '2026-03-22', checkIns: 0, headcount: 0, groupAttendance: 0, uniquePeople: 0 },
    ]);
    const fromMidweek = await api('GET', `/churches/${church.id}/attendance?from=2026-03-04&to=2026-03-04`, admin.key);
    assert.deepEqual(fromMidweek.json().data.map((p: { period: string }) => p.period), ['2026-03-01'], 'a week starts on the Sunday before, interval week by default');
    const months = await api('GET', `/churches/${church.id}/attendance?from=2026-01-15&to=2026-04-02&interval=month`, admin.key);
    assert.deepEqual(months.json().data.map((p: { period: string; checkIns: number }) => [p.period, p.checkIns]), [['2026-01-01', 0], ['2026-02-01', 0], ['2026-03-01', 6], ['2026-04-01', 0]]);

    assertError(await api('GET', `/churches/${church.id}/attendance?from=2024-01-01&to=2026-01-02`, admin.key), 400, /at most 2 years/);
    assertError(await api('GET', `/churches/${church.id}/attendance?from=2026-01-01&to=2028-01-02`, admin.key), 400, /at most 2 years/);
    assert.equal((await api('GET', `/churches/${church.id}/attendance?from=2026-01-01&to=2028-01-01&interval=month`, admin.key)).statusCode, 200, 'two years to the day');
    assert.equal((await api('GET', `/churches/${church.id}/attendance?from=2024-01-01&to=2025-12-31`, admin.key)).json().data.length, 105);
    assertError(await api('GET', `/churches/${church.id}/attendance?from=2026-03-10&to=2026-03-01`, admin.key), 400, /'to': must not be before 'from'/);
    assertError(await api('GET', `/churches/${church.id}/attendance?from=2026-13-01&to=2026-03-01`, admin.key), 400, /'from': '2026-13-01' is not a date/);
    assertError(await api('GET', `/churches/${church.id}/attendance?from=2026-03-01&to=2026-03-02&interval=day`, admin.key), 400, /interval/);
    assertError(await api('GET', `/churches/${church.id}/attendance?to=2026-03-02`, admin.key), 400, /Missing required query parameter 'from'/);
    assertError(await api('GET', `/churches/${church.id}/attendance?from=2026-03-01&to=2026-03-02`, volunteer.key), 403, /Only admins of church/);
    assertError(await api('GET', '/churches/999999/attendance?from=2026-03-01&to=2026-03-02', admin.key), 404, /Church 999999 does not exist/);
  });

  await t.test('GET /users/:id/attendance: the person sees theirs, admins their own church\'s rows', async () => {
    const elsewhere = await buildGroup(services, otherChurch.id, { name: 'Choir elsewhere' });
    await db.insertInto('group_members').values({ group_id: elsewhere.id, user_id: member.user.id, role: 'member', joined_at: now, updated_at: now }).execute();
    const foreign = await db.insertInto('group_meetings').values({ group_id: elsewhere.id, church_id: otherChurch.id, date: '2026-03-20', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('meeting_attendees').values({ meeting_id: foreign.id, user_id: member.user.id }).execute();

    const own = await api('GET', `/users/${member.user.id}/attendance`, member.key);
    assert.equal(own.statusCode, 200, own.body);
    assert.deepEqual(
      own.json().data.map((r: { kind: string; date: string; title: string }) => [r.kind, r.date, r.title]),
      [['meeting', '2026-03-20', 'Choir elsewhere'], ['event', '2026-03-08', own.json().data[1].title], ['meeting', '2026-03-08', 'Young adults']],
      'newest first, check-ins before meetings on one day; the check-in at 15:00Z is 8 March in New York',
    );
    assert.equal(own.json().data[1].checkedInAt, '2026-03-08T15:00:00.000Z');
    assert.equal(own.json().pagination.total, 3);
    assert.equal((await api('GET', `/users/${member.user.id}/attendance?limit=1&page=3`, member.key)).json().data[0].title, 'Young adults');
    const asAdmin = await api('GET', `/users/${member.user.id}/attendance`, admin.key);
    assert.deepEqual(asAdmin.json().data.map((r: { churchId: number }) => r.churchId), [church.id, church.id], "an admin sees their church's rows only");
    assert.deepEqual((await api('GET', `/users/${member.user.id}/attendance`, otherAdmin.key)).json().data.map((r: { title: string }) => r.title), ['Choir elsewhere']);
    assertError(await api('GET', `/users/${member.user.id}/attendance`, bystander.key), 403, /Only the person and admins/);
    assertError(await api('GET', '/users/999999/attendance', admin.key), 404, /does not exist/);
  });

  await t.test('attendance.recorded: church admins see headcounts and meetings, group members their meetings', async () => {
    const feed = async (key: string) => {
      for (let attempt = 0; ; attempt++) {
        const res = await api('GET', '/changes?limit=100&types=attendance.recorded', key);
        assert.equal(res.statusCode, 200, res.body);
        if (attempt === 100 || res.json().data.length) return res.json().data as { data: { object: Record<string, unknown> } }[];
        await sleep(50);
      }
    };
    const adminKinds = (await feed(admin.key)).map((e) => e.data.object.kind);
    assert.ok(adminKinds.includes('headcount') && adminKinds.includes('meeting'), adminKinds.join());
    const memberKinds = (await feed(member.key)).map((e) => e.data.object.kind);
    assert.ok(memberKinds.length > 0 && memberKinds.every((kind) => kind === 'meeting'), memberKinds.join());
    assert.deepEqual((await api('GET', '/changes?limit=100&types=attendance.recorded', bystander.key)).json().data, []);
    assert.deepEqual((await api('GET', '/changes?limit=100&types=attendance.recorded', volunteer.key)).json().data, []);
    assert.deepEqual((await api('GET', '/changes?limit=100&types=attendance.recorded', otherAdmin.key)).json().data, []);
  });
});
