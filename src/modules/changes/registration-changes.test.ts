import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { addChurchMember, buildCaller, buildChurch, buildTestApp } from '../../../test/helpers.ts';
import { startReceiver, webhookHeaders } from '../../../test/webhook-receiver.ts';
import { COMMAND_LINE } from '../audit/service.ts';

interface FeedEvent {
  id: string;
  type: string;
  timestamp: string;
  data: { object: Record<string, unknown> };
}

const REGISTRATION_TYPES = 'event.registration.created,event.registration.deleted';
const REGISTRANT_KEYS = ['eventId', 'familyName', 'givenName', 'id', 'name', 'picture', 'registeredAt', 'updatedAt'];
const EVENT_KEYS = ['capacity', 'churchId', 'createdAt', 'description', 'endsAt', 'headcount', 'id', 'isRegistered', 'location', 'registrationCount', 'spotsLeft', 'startsAt', 'title', 'updatedAt'];

async function setUp(t: TestContext) {
  const testApp = await buildTestApp(t);
  const { request, services } = testApp;
  const church = await buildChurch(services);
  const admin = await buildCaller(services);
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const member = await buildCaller(services);
  await addChurchMember(services, church.id, member.user.id);
  const outsider = await buildCaller(services);
  const people = await Promise.all(Array.from({ length: 5 }, () => buildCaller(services, ['read:events', 'write:events'])));

  const call = async (method: string, url: string, key: string, payload?: object) => {
    const res = await request({ method: method as 'GET', url: `/api/v1${url}`, key, ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json().data;
  };
  const newEvent = (title: string) =>
    call('POST', '/events', admin.key, {
      churchId: church.id,
      title,
      startsAt: new Date(Date.now() + 86_400_000).toISOString(),
      endsAt: new Date(Date.now() + 90_000_000).toISOString(),
      capacity: 10,
    });

  /** The key's registration events from the start of the log, once there are `count` (on PostgreSQL an event shows once older transactions end). */
  async function registrationFeed(key: string, count: number): Promise<FeedEvent[]> {
    for (let attempt = 0; ; attempt++) {
      const events: FeedEvent[] = [];
      let after: string | undefined;
      for (;;) {
        const res = await request({ method: 'GET', url: `/api/v1/changes?limit=7&types=${REGISTRATION_TYPES}${after ? `&after=${after}` : ''}`, key });
        assert.equal(res.statusCode, 200, res.body);
        const { data, pagination } = res.json();
        events.push(...data);
        after = pagination.nextCursor;
        if (!pagination.hasMore) break;
      }
      if (events.length >= count || attempt === 200) {
        assert.equal(events.length, count, JSON.stringify(events.map((e) => e.type)));
        return events;
      }
      await sleep(50);
    }
  }

  return { ...testApp, church, admin, member, outsider, people, call, newEvent, registrationFeed };
}

/** Registers and cancels in an order that leaves each event with a mix, one person registered again after cancelling. */
async function registerAndCancel(fixture: Awaited<ReturnType<typeof setUp>>, first: { id: number }, second: { id: number }): Promise<number> {
  const { call, people } = fixture;
  const [a, b, c, d, e] = people;
  const steps: [string, { id: number }, { key: string }][] = [
    ['POST', first, a], ['POST', first, b], ['POST', second, b], ['POST', first, c], ['DELETE', first, b], ['POST', first, d],
    ['POST', second, e], ['DELETE', second, b], ['DELETE', first, a], ['POST', first, a], ['POST', second, c], ['DELETE', first, d],
  ];
  for (const [method, event, person] of steps) await call(method, `/events/${event.id}/register`, person.key);
  return steps.length;
}

test('registration events: the registration for admins of the event\'s church, the event with its counts for everyone else', async (t) => {
  const fixture = await setUp(t);
  const { call, newEvent, registrationFeed, admin, member, outsider, people, church, services } = fixture;
  const first = await newEvent('Picnic');
  const second = await newEvent('Retreat');
  const logged = await registerAndCancel(fixture, first, second);

  await t.test("an admin rebuilds each event's registrant list from the feed alone", async () => {
    const copies = new Map<unknown, Map<unknown, Record<string, unknown>>>([[first.id, new Map()], [second.id, new Map()]]);
    for (const event of await registrationFeed(admin.key, logged)) {
      const { eventId, ...entry } = event.data.object;
      const copy = copies.get(eventId)!;
      if (event.type === 'event.registration.created') {
        assert.deepEqual(Object.keys(event.data.object).sort(), REGISTRANT_KEYS);
        copy.set(entry.id, entry);
      } else {
        assert.deepEqual(Object.keys(event.data.object).sort(), ['deleted', 'eventId', 'id']);
        assert.equal(entry.deleted, true);
        assert.ok(copy.delete(entry.id), `a cancellation of someone registered: ${JSON.stringify(event)}`);
      }
    }
    for (const [eventId, copy] of copies) {
      const listed = (await call('GET', `/events/${eventId}/registrations?limit=100`, admin.key)) as Record<string, unknown>[];
      const rebuilt = [...copy.values()].sort((x, y) => String(x.registeredAt).localeCompare(String(y.registeredAt)) || Number(x.id) - Number(y.id));
      assert.deepEqual(rebuilt, listed);
    }
    assert.deepEqual([...copies.get(first.id)!.keys()].sort(), [people[2].user.id, people[0].user.id].sort());
  });

  await t.test('a church member, an outsider and a registrant get the event with its counts, never who registered', async () => {
    for (const reader of [member, outsider, people[0]]) {
      const events = await registrationFeed(reader.key, logged);
      const counts = new Map<unknown, number>([[first.id, 0], [second.id, 0]]);
      for (const event of events) {
        const object = event.data.object;
        assert.deepEqual(Object.keys(object).sort(), EVENT_KEYS, JSON.stringify(event));
        const count = counts.get(object.id)! + (event.type === 'event.registration.created' ? 1 : -1);
        counts.set(object.id, count);
        assert.equal(object.registrationCount, count);
        assert.equal(object.spotsLeft, 10 - count);
        assert.equal(object.churchId, church.id);
      }
      const body = JSON.stringify(events);
      for (const person of people) assert.ok(!body.includes(person.user.given_name) && !body.includes(person.user.email), 'no registrant named');
    }
  });

  await t.test("the reader's role in the church is the one they have when they read", async () => {
    const newcomer = await buildCaller(services);
    await addChurchMember(services, church.id, newcomer.user.id);
    const before = await registrationFeed(newcomer.key, logged);
    for (const event of before) assert.deepEqual(Object.keys(event.data.object).sort(), EVENT_KEYS);
    await call('PUT', `/churches/${church.id}/members/${newcomer.user.id}`, admin.key, { role: 'admin' });
    const promoted = await registrationFeed(newcomer.key, logged);
    assert.notDeepEqual(promoted, before);
    assert.deepEqual(promoted, await registrationFeed(admin.key, logged), 'a new admin reads the registrations logged before');
    await call('PUT', `/churches/${church.id}/members/${newcomer.user.id}`, admin.key, { role: 'member' });
    assert.deepEqual(await registrationFeed(newcomer.key, logged), before, 'a former admin reads the event again');
  });
});

test('a registration logged before the log kept the registrant is the event, for every reader', async (t) => {
  const { services, admin, member, newEvent, registrationFeed, church } = await setUp(t);
  const event = await newEvent('Picnic');
  const { isRegistered: _isRegistered, ...asLogged } = { ...event, registrationCount: 1, spotsLeft: 9 };
  await services.database.db
    .insertInto('change_events')
    .values({
      type: 'event.registration.created',
      created_at: new Date().toISOString(),
      resource: 'event',
      resource_id: event.id,
      church_id: church.id,
      event_id: event.id,
      group_id: null,
      user_id: null,
      is_anonymous: false,
      object: JSON.stringify(asLogged),
    })
    .execute();
  for (const reader of [admin, member]) {
    const [logged] = await registrationFeed(reader.key, 1);
    assert.deepEqual(logged.data.object, { ...asLogged, isRegistered: false });
  }
});

test('webhooks carry each principal the same registration objects as its feed', { timeout: 60_000 }, async (t) => {
  const fixture = await setUp(t);
  const { services, admin, member, newEvent, registrationFeed } = fixture;
  const receiver = await startReceiver(t);
  const subscribe = async (caller: { clientId: string }, path: string) =>
    (await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url(path), eventTypes: REGISTRATION_TYPES.split(',') })).secret;
  const secrets = { '/admin': await subscribe(admin, '/admin'), '/member': await subscribe(member, '/member') };
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());

  const logged = await registerAndCancel(fixture, await newEvent('Picnic'), await newEvent('Retreat'));
  await receiver.until((all) => all.filter((r) => r.path === '/admin').length === logged && all.filter((r) => r.path === '/member').length === logged);
  const delivered = (path: keyof typeof secrets) =>
    receiver.received.filter((r) => r.path === path).map((r) => new Webhook(secrets[path]).verify(r.body, webhookHeaders(r)) as FeedEvent);
  const withoutIsRegistered = (events: FeedEvent[]) => events.map(({ data: { object: { isRegistered: _isRegistered, ...object } }, ...event }) => ({ ...event, data: { object } }));

  const toAdmin = delivered('/admin');
  assert.deepEqual(toAdmin, await registrationFeed(admin.key, logged));
  assert.deepEqual(Object.keys(toAdmin[0].data.object).sort(), REGISTRANT_KEYS);
  assert.deepEqual(Object.keys(toAdmin.find((e) => e.type === 'event.registration.deleted')!.data.object).sort(), ['deleted', 'eventId', 'id']);
  const toMember = delivered('/member');
  assert.deepEqual(withoutIsRegistered(toMember), withoutIsRegistered(await registrationFeed(member.key, logged)));
  for (const event of toMember) assert.deepEqual(Object.keys(event.data.object).sort(), EVENT_KEYS);
});
