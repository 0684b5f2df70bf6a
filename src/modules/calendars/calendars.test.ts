import { test } from 'node:test';
import assert from 'node:assert/strict';
import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { addChurchMember, buildCaller, buildChurch, buildEvent, buildGroup, buildTestApp, buildUser } from '../../../test/helpers.ts';

const DAY = 86_400_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

/** The VEVENTs of a parsed calendar, by UID. */
function eventsOf(calendar: CalendarResponse): Map<string, VEvent> {
  return new Map(Object.values(calendar).filter((item): item is VEvent => item?.type === 'VEVENT').map((event) => [event.uid, event]));
}

/** The raw content lines of the body, unfolded (RFC 5545 3.1). */
function linesOf(body: string): string[] {
  return body.replace(/\r\n[ \t]/g, '').split('\r\n');
}

test('calendar feeds', async (t) => {
  const { app, request, services, config } = await buildTestApp(t);
  const { db } = services.database;
  const host = new URL(config.apiBaseUrl).hostname;
  const admin = await buildCaller(services);
  const church = await buildChurch(services, { name: 'Grace Chapel' });
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const carols = await buildEvent(services, church.id, {
    title: 'Carol service',
    description: 'Candles; bring a friend, all welcome',
    location: 'Main hall',
    starts_at: '2027-12-24T18:30:00.000Z',
    ends_at: '2027-12-24T20:00:00.000Z',
  });
  const other = await buildChurch(services);
  await buildEvent(services, other.id, { title: 'Elsewhere' });
  const churchFeed = `/api/v1/churches/${church.id}/calendar.ics`;

  await t.test("a church's feed parses with a maintained parser and carries every property", async () => {
    const res = await request({ method: 'GET', url: churchFeed });
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['content-type'], 'text/calendar; charset=utf-8');
    assert.match(String(res.headers.etag), /^W\/"/);
    const calendar = ical.sync.parseICS(res.body);
    assert.equal(calendar.vcalendar?.['WR-CALNAME'], 'Grace Chapel');
    const lines = linesOf(res.body);
    assert.ok(lines.includes('REFRESH-INTERVAL;VALUE=DURATION:PT1H'));
    assert.ok(lines.includes('X-WR-CALNAME:Grace Chapel'));
    assert.ok(lines.includes('DTSTART:20271224T183000Z'), 'DTSTART in UTC');
    assert.ok(lines.includes('DTEND:20271224T200000Z'), 'DTEND in UTC');
    const events = eventsOf(calendar);
    assert.deepEqual([...events.keys()], [`event-${carols.id}@${host}`], "only this church's events");
    const event = events.get(`event-${carols.id}@${host}`)!;
    assert.equal(event.summary, 'Carol service');
    assert.equal(event.description, 'Candles; bring a friend, all welcome');
    assert.equal(event.location, 'Main hall');
    assert.equal(event.start.toISOString(), '2027-12-24T18:30:00.000Z');
    assert.equal(event.end?.toISOString(), '2027-12-24T20:00:00.000Z');
    // URL;VALUE=URI:…, which the parser answers with its parameters.
    const link = event.url as unknown as string | { val: string };
    assert.equal(typeof link === 'string' ? link : link.val, `${config.apiBaseUrl}/events/${carols.id}`);
    assert.equal(event.lastmodified?.toISOString(), new Date(carols.updated_at).toISOString().replace(/\.\d{3}Z$/, '.000Z'));
    assert.equal(Number(event.sequence), 0);
    assert.equal(event.status, 'CONFIRMED');
  });

  await t.test('If-None-Match with the ETag answers 304 with no body; a change gives a new tag', async () => {
    const first = await request({ method: 'GET', url: churchFeed });
    const again = await request({ method: 'GET', url: churchFeed, headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.body, '');
    assert.equal(again.headers.etag, first.headers.etag);
    await buildEvent(services, church.id, { title: 'Harvest supper' });
    const changed = await request({ method: 'GET', url: churchFeed, headers: { 'if-none-match': String(first.headers.etag) } });
    assert.equal(changed.statusCode, 200);
    assert.notEqual(changed.headers.etag, first.headers.etag);
    assert.ok([...eventsOf(ical.sync.parseICS(changed.body)).values()].some((event) => event.summary === 'Harvest supper'));
  });

  await t.test('a change raises SEQUENCE and moves LAST-MODIFIED; a registration moves neither SEQUENCE nor the event', async () => {
    const before = eventsOf(ical.sync.parseICS((await request({ method: 'GET', url: churchFeed })).body)).get(`event-${carols.id}@${host}`)!;
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const patched = await request({ method: 'PATCH', url: `/api/v1/events/${carols.id}`, key: admin.key, payload: { title: 'Carols by candlelight', location: 'Chapel' } });
    assert.equal(patched.statusCode, 200);
    const after = eventsOf(ical.sync.parseICS((await request({ method: 'GET', url: churchFeed })).body)).get(`event-${carols.id}@${host}`)!;
    assert.equal(after.summary, 'Carols by candlelight');
    assert.equal(after.location, 'Chapel');
    assert.equal(Number(after.sequence), Number(before.sequence) + 1);
    assert.ok(after.lastmodified! > before.lastmodified!);
    const member = await buildCaller(services);
    assert.equal((await request({ method: 'POST', url: `/api/v1/events/${carols.id}/register`, key: member.key })).statusCode, 201);
    const registered = eventsOf(ical.sync.parseICS((await request({ method: 'GET', url: churchFeed })).body)).get(`event-${carols.id}@${host}`)!;
    assert.equal(Number(registered.sequence), Number(after.sequence));
  });

  await t.test('a deleted event stays CANCELLED for 30 days, with a higher SEQUENCE, then leaves the feed', async (t) => {
    const doomed = await buildEvent(services, church.id, { title: 'Picnic' });
    const uid = `event-${doomed.id}@${host}`;
    assert.equal(eventsOf(ical.sync.parseICS((await request({ method: 'GET', url: churchFeed })).body)).get(uid)?.status, 'CONFIRMED');
    assert.equal((await request({ method: 'DELETE', url: `/api/v1/events/${doomed.id}`, key: admin.key })).statusCode, 204);
    const cancelled = eventsOf(ical.sync.parseICS((await request({ method: 'GET', url: churchFeed })).body)).get(uid)!;
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.summary, 'Picnic');
    assert.equal(Number(cancelled.sequence), 1);
    // Thirty days later, with nothing written meanwhile: the kept answer expires by itself.
    t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 30 * DAY + 60_000 });
    const later = await request({ method: 'GET', url: churchFeed });
    assert.equal(eventsOf(ical.sync.parseICS(later.body)).has(uid), false);
    t.mock.timers.reset();
    // The hourly pruning forgets it from then on.
    await db.updateTable('deleted_events').set({ deleted_at: at(-31 * DAY) }).where('event_id', '=', doomed.id).execute();
    assert.equal(await services.calendars.prune(), 1);
  });

  await t.test('calendarPublic: false makes the church feed 404, as an unknown church; true opens it again', async () => {
    const member = await buildCaller(services);
    await addChurchMember(services, church.id, member.user.id, 'member');
    const refused = await request({ method: 'PATCH', url: `/api/v1/churches/${church.id}`, key: member.key, payload: { calendarPublic: false } });
    assert.equal(refused.statusCode, 403);
    const closed = await request({ method: 'PATCH', url: `/api/v1/churches/${church.id}`, key: admin.key, payload: { calendarPublic: false } });
    assert.equal(closed.statusCode, 200);
    assert.equal(closed.json().data.calendarPublic, false);
    const hidden = await request({ method: 'GET', url: churchFeed });
    assert.equal(hidden.statusCode, 404);
    assert.deepEqual(hidden.json(), { error: 'NotFound', message: 'There is no calendar at this address', statusCode: 404 });
    assert.equal((await request({ method: 'GET', url: '/api/v1/churches/999999/calendar.ics' })).statusCode, 404);
    assert.equal((await request({ method: 'GET', url: '/api/v1/churches/nope/calendar.ics' })).statusCode, 400);
    await request({ method: 'PATCH', url: `/api/v1/churches/${church.id}`, key: admin.key, payload: { calendarPublic: true } });
    assert.equal((await request({ method: 'GET', url: churchFeed })).statusCode, 200);
    const read = await request({ method: 'GET', url: `/api/v1/churches/${church.id}`, key: admin.key });
    assert.equal(read.json().data.calendarPublic, true);
  });

  await t.test('the personal feed: the events I registered for, behind a secret link that a reset replaces', async () => {
    const person = await buildCaller(services);
    const mine = await buildEvent(services, church.id, { title: 'Retreat', starts_at: at(10 * DAY), ends_at: at(11 * DAY) });
    const cancelledLater = await buildEvent(services, church.id, { title: 'Choir practice', starts_at: at(5 * DAY), ends_at: at(5 * DAY + 3_600_000) });
    for (const event of [mine, cancelledLater]) {
      assert.equal((await request({ method: 'POST', url: `/api/v1/events/${event.id}/register`, key: person.key })).statusCode, 201);
    }
    const links = await services.calendars.resetPersonalLink(person.user.id);
    assert.match(links.https, new RegExp(`^${config.apiBaseUrl}/users/me/calendar\\.ics\\?token=cal_[\\w-]{43}$`));
    assert.equal(links.webcal, links.https.replace(/^https?:/, 'webcal:'));
    const url = links.https.slice(new URL(config.apiBaseUrl).origin.length);
    const feed = await request({ method: 'GET', url });
    assert.equal(feed.statusCode, 200);
    const calendar = ical.sync.parseICS(feed.body);
    assert.equal(calendar.vcalendar?.['WR-CALNAME'], 'My events');
    assert.deepEqual([...eventsOf(calendar).values()].map((event) => event.summary).sort(), ['Choir practice', 'Retreat']);

    assert.equal((await request({ method: 'DELETE', url: `/api/v1/events/${cancelledLater.id}`, key: admin.key })).statusCode, 204);
    const afterDelete = eventsOf(ical.sync.parseICS((await request({ method: 'GET', url })).body));
    assert.equal(afterDelete.get(`event-${cancelledLater.id}@${host}`)?.status, 'CANCELLED');
    assert.equal((await request({ method: 'DELETE', url: `/api/v1/events/${mine.id}/register`, key: person.key })).statusCode, 200);
    assert.equal(eventsOf(ical.sync.parseICS((await request({ method: 'GET', url })).body)).has(`event-${mine.id}@${host}`), false);

    for (const bad of ['/api/v1/users/me/calendar.ics', '/api/v1/users/me/calendar.ics?token=cal_short', `/api/v1/users/me/calendar.ics?token=cal_${'A'.repeat(43)}`]) {
      assert.equal((await request({ method: 'GET', url: bad })).statusCode, 404, bad);
    }
    const reset = await services.calendars.resetPersonalLink(person.user.id);
    assert.notEqual(reset.https, links.https);
    assert.equal((await request({ method: 'GET', url })).statusCode, 404, 'the old link is gone');
    assert.equal((await request({ method: 'GET', url: reset.https.slice(new URL(config.apiBaseUrl).origin.length) })).statusCode, 200);
    const stored = await db.selectFrom('calendar_tokens').selectAll().where('user_id', '=', person.user.id).execute();
    assert.equal(stored.length, 1);
    assert.ok(!reset.https.includes(stored[0].token_hash) && /^[0-9a-f]{64}$/.test(stored[0].token_hash), 'kept as a digest only');
  });

  await t.test("the group feed: its meetings and its church's events, for its members only", async () => {
    const group = await buildGroup(services, church.id, { name: 'Young adults', location: 'Room 4' });
    const member = await buildUser(services);
    const outsider = await buildUser(services);
    await db.insertInto('group_members').values({ group_id: group.id, user_id: member.id, role: 'member', joined_at: at(0), updated_at: at(0) }).execute();
    const meeting = await db
      .insertInto('group_meetings')
      .values({ group_id: group.id, church_id: church.id, date: '2027-03-04', created_at: at(0), updated_at: at(0) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const links = await services.calendars.resetGroupLink(member.id, group.id);
    const url = links.https.slice(new URL(config.apiBaseUrl).origin.length);
    assert.match(url, new RegExp(`^/api/v1/groups/${group.id}/calendar\\.ics\\?token=cal_`));
    const feed = await request({ method: 'GET', url });
    assert.equal(feed.statusCode, 200);
    const calendar = ical.sync.parseICS(feed.body);
    assert.equal(calendar.vcalendar?.['WR-CALNAME'], 'Young adults');
    const events = eventsOf(calendar);
    const day = events.get(`meeting-${meeting.id}@${host}`)!;
    assert.equal(day.summary, 'Young adults meeting');
    assert.equal(day.location, 'Room 4');
    assert.equal(day.datetype, 'date');
    assert.ok(linesOf(feed.body).includes('DTSTART;VALUE=DATE:20270304'));
    assert.ok(events.has(`event-${carols.id}@${host}`), "the church's events");

    // A new meeting moves the feed's version.
    await db.insertInto('group_meetings').values({ group_id: group.id, church_id: church.id, date: '2027-03-11', created_at: at(0), updated_at: at(0) }).execute();
    const next = await request({ method: 'GET', url, headers: { 'if-none-match': String(feed.headers.etag) } });
    assert.equal(next.statusCode, 200);
    assert.ok(linesOf(next.body).includes('DTSTART;VALUE=DATE:20270311'));

    await assert.rejects(services.calendars.resetGroupLink(outsider.id, group.id), { statusCode: 404 });
    const elsewhere = await buildGroup(services, church.id);
    const token = new URL(links.https).searchParams.get('token');
    assert.equal((await request({ method: 'GET', url: `/api/v1/groups/${elsewhere.id}/calendar.ics?token=${token}` })).statusCode, 404, "another group's address");
    const personal = await services.calendars.resetPersonalLink(member.id);
    const personalToken = new URL(personal.https).searchParams.get('token');
    assert.equal((await request({ method: 'GET', url: `/api/v1/groups/${group.id}/calendar.ics?token=${personalToken}` })).statusCode, 404, 'a personal secret');
    // Someone who leaves the group loses the feed with it.
    await db.deleteFrom('group_members').where('group_id', '=', group.id).where('user_id', '=', member.id).execute();
    assert.equal((await request({ method: 'GET', url })).statusCode, 404);
  });

  await t.test("a meeting's new date raises its SEQUENCE; a deleted meeting stays CANCELLED for 30 days, as events do", async (t) => {
    const group = await buildGroup(services, church.id, { name: 'Choir' });
    const links = await services.calendars.resetGroupLink(admin.user.id, group.id);
    const url = links.https.slice(new URL(config.apiBaseUrl).origin.length);
    const recorded = await request({ method: 'POST', url: `/api/v1/groups/${group.id}/meetings`, key: admin.key, payload: { date: '2026-01-08', attendeeIds: [] } });
    assert.equal(recorded.statusCode, 201);
    const uid = `meeting-${recorded.json().data.id}@${host}`;
    const first = eventsOf(ical.sync.parseICS((await request({ method: 'GET', url })).body)).get(uid)!;
    assert.equal(first.status, 'CONFIRMED');
    assert.equal(Number(first.sequence), 0);

    const notes = await request({ method: 'PATCH', url: `/api/v1/meetings/${recorded.json().data.id}`, key: admin.key, payload: { notes: 'Sang Handel' } });
    assert.equal(notes.statusCode, 200);
    assert.equal(Number(eventsOf(ical.sync.parseICS((await request({ method: 'GET', url })).body)).get(uid)!.sequence), 0, 'notes are not in the calendar');
    const moved = await request({ method: 'PATCH', url: `/api/v1/meetings/${recorded.json().data.id}`, key: admin.key, payload: { date: '2026-01-09' } });
    assert.equal(moved.statusCode, 200);
    const movedFeed = await request({ method: 'GET', url });
    const after = eventsOf(ical.sync.parseICS(movedFeed.body)).get(uid)!;
    assert.equal(Number(after.sequence), 1);
    assert.ok(linesOf(movedFeed.body).includes('DTSTART;VALUE=DATE:20260109'));
    const renamed = await request({ method: 'PATCH', url: `/api/v1/groups/${group.id}`, key: admin.key, payload: { name: 'Chancel choir', location: 'Organ loft' } });
    assert.equal(renamed.statusCode, 200);
    const renamedFeed = ical.sync.parseICS((await request({ method: 'GET', url })).body);
    assert.equal(eventsOf(renamedFeed).get(uid)!.summary, 'Chancel choir meeting', "the group's new name");
    assert.equal(eventsOf(renamedFeed).get(uid)!.location, 'Organ loft');
    assert.equal(renamedFeed.vcalendar?.['WR-CALNAME'], 'Chancel choir');

    assert.equal((await request({ method: 'DELETE', url: `/api/v1/meetings/${recorded.json().data.id}`, key: admin.key })).statusCode, 204);
    const gone = await request({ method: 'GET', url, headers: { 'if-none-match': String(movedFeed.headers.etag) } });
    assert.equal(gone.statusCode, 200, 'the deletion moves the tag');
    const cancelled = eventsOf(ical.sync.parseICS(gone.body)).get(uid)!;
    assert.equal(cancelled.status, 'CANCELLED');
    assert.equal(cancelled.summary, 'Chancel choir meeting');
    assert.equal(Number(cancelled.sequence), 2);
    assert.ok(linesOf(gone.body).includes('DTSTART;VALUE=DATE:20260109'));

    t.mock.timers.enable({ apis: ['Date'], now: Date.now() + 30 * DAY + 60_000 });
    assert.equal(eventsOf(ical.sync.parseICS((await request({ method: 'GET', url })).body)).has(uid), false, 'gone after 30 days');
    t.mock.timers.reset();
    await db.updateTable('deleted_group_meetings').set({ deleted_at: at(-31 * DAY) }).where('meeting_id', '=', recorded.json().data.id).execute();
    assert.equal(await services.calendars.prune(), 1);
  });

  await t.test('the feeds are in the OpenAPI document as text/calendar answers, without a credential', async () => {
    const document = (await request({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    for (const path of ['/churches/{id}/calendar.ics', '/groups/{id}/calendar.ics', '/users/me/calendar.ics']) {
      const operation = document.paths[path]?.get ?? document.paths[`/api/v1${path}`]?.get;
      assert.ok(operation, path);
      assert.ok(operation.responses['200'].content['text/calendar'], path);
      assert.ok(operation.responses['304'], path);
    }
  });

  await t.test('a calendar client library fetches and parses the URLs over HTTP', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const calendar = await ical.async.fromURL(`${address}${churchFeed}`);
    assert.ok([...eventsOf(calendar).values()].some((event) => event.summary === 'Carols by candlelight'));
  });
});

test('feed requests are rate-limited per address; a 304 costs nothing', async (t) => {
  const { request, services } = await buildTestApp(t, { RATE_LIMIT_MAX: '3' });
  const church = await buildChurch(services);
  const url = `/api/v1/churches/${church.id}/calendar.ics`;
  const first = await request({ method: 'GET', url, remoteAddress: '192.0.2.1' });
  assert.equal(first.statusCode, 200);
  for (let i = 0; i < 5; i++) {
    assert.equal((await request({ method: 'GET', url, remoteAddress: '192.0.2.1', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode, 304);
  }
  assert.equal((await request({ method: 'GET', url, remoteAddress: '192.0.2.1' })).statusCode, 200);
  assert.equal((await request({ method: 'GET', url, remoteAddress: '192.0.2.1' })).statusCode, 200);
  const limited = await request({ method: 'GET', url, remoteAddress: '192.0.2.1' });
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().error, 'TooManyRequests');
  assert.equal((await request({ method: 'GET', url, remoteAddress: '192.0.2.2' })).statusCode, 200, 'another address has its own count');
});
