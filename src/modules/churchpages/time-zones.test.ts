import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildChurch, buildUser } from '../../../test/helpers.ts';
import { buildSigninTestHost, signedIn } from '../../../test/pages.ts';
import { instantOf } from './routes.ts';

test("event times are typed and shown in the church's time zone, in one format", async (t) => {
  const host = await buildSigninTestHost(t);
  const church = await buildChurch(host.services, { name: 'Grace Chapel', time_zone: 'America/Chicago' });
  const { user: admin, client } = await signedIn(host);
  await addChurchMember(host.services, church.id, admin.id, 'admin');
  const path = `/my/churches/${church.id}/events`;

  const page = await client.get(path);
  assert.match(page.body, /<label for="event-starts">Starts \(America\/Chicago\)<\/label>/);
  assert.match(page.body, /Date and time in America\/Chicago, the church&#39;s time zone\./);
  const created = await client.post(path, { title: 'Carol service', startsAt: '2031-12-24T18:30', endsAt: '2031-12-24T20:00', capacity: '' });
  assert.equal(created.statusCode, 303);
  const [event] = (await host.services.events.list({ churchId: church.id, page: 1, limit: 10 }, admin.id)).data;
  assert.equal(event.startsAt, '2031-12-25T00:30:00.000Z', '18:30 in Chicago is 00:30 UTC the next day');

  const list = await client.get(path);
  assert.match(list.body, /<time datetime="2031-12-25T00:30:00.000Z">24 Dec 2031, 18:30 GMT-6<\/time>/);
  const form = await client.get(`${path}/${event.id}`);
  assert.match(form.body, /id="event-starts" name="startsAt" type="datetime-local" value="2031-12-24T18:30"/, 'the form shows what was typed');
  // Errors name the fields as labelled.
  const backwards = await client.post(`${path}/${event.id}`, { title: 'Carol service', startsAt: '2031-12-24T20:00', endsAt: '2031-12-24T18:30', capacity: '' });
  assert.equal(backwards.statusCode, 400);
  assert.match(backwards.body, /Ends must be after Starts/);

  // A church without a zone of its own keeps UTC, and the member list speaks the same format.
  const other = await buildChurch(host.services, { name: 'Hope Hall' });
  await addChurchMember(host.services, other.id, admin.id, 'admin');
  await addChurchMember(host.services, other.id, (await buildUser(host.services)).id);
  assert.match((await client.get(`/my/churches/${other.id}`)).body, /<time datetime="[^"]+">\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d UTC<\/time>/);
});

test('a wall-clock time is read in the zone, across daylight saving time', () => {
  assert.equal(instantOf('2031-07-01T09:00', 'Starts', 'Europe/Berlin'), '2031-07-01T07:00:00.000Z');
  assert.equal(instantOf('2031-01-15T09:00', 'Starts', 'Europe/Berlin'), '2031-01-15T08:00:00.000Z');
  assert.equal(instantOf('2031-12-24T18:30', 'Starts'), '2031-12-24T18:30:00.000Z');
  assert.throws(() => instantOf('tomorrow', 'Ends', 'America/Chicago'), /Ends: enter a date and time, such as 2026-12-24 18:30 \(America\/Chicago\)/);
});

test("a church's member errors speak of people, not numbers", async (t) => {
  const host = await buildSigninTestHost(t);
  const church = await buildChurch(host.services, { name: 'Grace Chapel' });
  const { user: admin, client } = await signedIn(host);
  await addChurchMember(host.services, church.id, admin.id, 'admin');
  await client.get(`/my/churches/${church.id}`);
  // The last admin steps down: refused, in words.
  const refused = await client.post(`/my/churches/${church.id}/members/${admin.id}/role`, { role: 'member' });
  assert.equal(refused.statusCode, 409);
  assert.match(refused.body, /This person is the last admin of this church: make another member an admin first/);
  assert.doesNotMatch(refused.body, new RegExp(`User ${admin.id}`));
});
