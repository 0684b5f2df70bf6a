import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { addChurchMember, buildCaller, buildChurch, buildTestApp, buildUser, type TestApp } from '../../../test/helpers.ts';
import { buildHousehold } from '../../../test/check-in-fixtures.ts';
import { startReceiver, webhookHeaders, type Received } from '../../../test/webhook-receiver.ts';
import { API_SCOPE_NAMES } from '../../http/scopes.ts';
import { COMMAND_LINE } from '../audit/service.ts';
import { CHANGE_TYPE_NAMES } from '../changes/schemas.ts';
import { createServices } from '../../services.ts';

interface Delivered {
  id: string;
  type: string;
  timestamp: string;
  data: { object: Record<string, unknown> };
}

/** The app's worker, running for this test. */
function startWorker(t: TestContext, services: TestApp['services']) {
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());
}

function verified(secret: string, received: Received): Delivered {
  assert.equal(received.headers['content-type'], 'application/json');
  const event = new Webhook(secret).verify(received.body, webhookHeaders(received)) as Delivered;
  assert.equal(received.headers['webhook-id'], event.id);
  assert.match(String(received.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/);
  return event;
}

/** Waits until no delivery is pending and the fan-out has reached the end of the log. */
async function settled(services: TestApp['services']): Promise<void> {
  const { db } = services.database;
  for (let i = 0; i < 400; i++) {
    // The cursor first: deliveries a fan-out commits after this look are then seen as pending.
    const last = await db.selectFrom('change_events').select(['tx', 'id']).orderBy('tx', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const cursor = await db.selectFrom('webhook_cursor').select(['tx', 'event_id']).executeTakeFirstOrThrow();
    const pending = await db.selectFrom('webhook_deliveries').select('id').where('status', '=', 'pending').limit(1).execute();
    if (!pending.length && (!last || String(last.id) === String(cursor.event_id))) return;
    await sleep(50);
  }
  throw new Error('deliveries did not settle');
}

test('each event type reaches each subscription once, signed, shaped for its principal', { timeout: 120_000 }, async (t) => {
  const { request, services } = await buildTestApp(t);
  const receiver = await startReceiver(t);
  const church = await buildChurch(services);
  const admin = await buildCaller(services, API_SCOPE_NAMES, { donationsApproved: true, householdsApproved: true });
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const member = await buildCaller(services, API_SCOPE_NAMES, { donationsApproved: true, householdsApproved: true });
  await addChurchMember(services, church.id, member.user.id);
  const outsider = await buildCaller(services, API_SCOPE_NAMES, { donationsApproved: true, householdsApproved: true });
  const unapproved = await buildCaller(services, API_SCOPE_NAMES.filter((scope) => scope !== 'read:donations'));

  const subscribe = async (clientId: string, path: string, input: { eventTypes?: string[]; scopes?: string[] } = {}) => {
    const { webhook, secret } = await services.webhooks.create(COMMAND_LINE, clientId, { url: receiver.url(path), ...input });
    return { webhook, secret, path };
  };
  const allScopes = [...API_SCOPE_NAMES.filter((scope) => scope.startsWith('read:'))];
  const subscriptions = {
    admin: { ...(await subscribe(admin.clientId, '/admin', { scopes: allScopes })), caller: admin },
    member: { ...(await subscribe(member.clientId, '/member', { scopes: allScopes })), caller: member },
    outsider: { ...(await subscribe(outsider.clientId, '/outsider', { scopes: allScopes })), caller: outsider },
    unapproved: { ...(await subscribe(unapproved.clientId, '/unapproved')), caller: unapproved },
  };
  const prayersOnly = await subscribe(outsider.clientId, '/prayers-only', { eventTypes: ['prayer.created', 'prayer.deleted'], scopes: ['read:prayers'] });
  startWorker(t, services);

  const call = async (method: string, url: string, key: string, payload?: object) => {
    const res = await request({ method: method as 'GET', url: `/api/v1${url}`, key, ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json().data;
  };

  await call('PATCH', `/churches/${church.id}`, admin.key, { city: 'Shelbyville' });
  const joiner = await buildCaller(services);
  await call('POST', `/churches/${church.id}/join`, joiner.key);
  await call('PUT', `/churches/${church.id}/members/${joiner.user.id}`, admin.key, { role: 'admin' });
  await call('DELETE', `/churches/${church.id}/members/${joiner.user.id}`, admin.key);
  await services.churches.create({ name: 'Operator Church' });

  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  const endsAt = new Date(Date.now() + 90_000_000).toISOString();
  const event = await call('POST', '/events', admin.key, { churchId: church.id, title: 'Picnic', startsAt, endsAt });
  await call('PATCH', `/events/${event.id}`, admin.key, { title: 'Big picnic' });
  await call('POST', `/events/${event.id}/register`, member.key);
  await call('DELETE', `/events/${event.id}/register`, member.key);
  await call('DELETE', `/events/${event.id}`, admin.key);

  const group = await call('POST', '/groups', admin.key, { churchId: church.id, name: 'Choir' });
  await call('PATCH', `/groups/${group.id}`, admin.key, { location: 'Loft' });
  await call('POST', `/groups/${group.id}/join`, member.key);
  await call('PUT', `/groups/${group.id}/members/${member.user.id}`, admin.key, { role: 'leader' });
  await call('DELETE', `/groups/${group.id}/leave`, member.key);
  await call('DELETE', `/groups/${group.id}`, admin.key);

  const prayer = await call('POST', '/prayers', member.key, { communityId: church.id, content: 'Please pray', isAnonymous: true });
  await call('PATCH', `/prayers/${prayer.id}`, member.key, { content: 'Please pray today' });
  await call('POST', `/prayers/${prayer.id}/pray`, outsider.key);
  await call('POST', `/prayers/${prayer.id}/answered`, member.key);
  await call('DELETE', `/prayers/${prayer.id}`, member.key);

  const household = await call('POST', '/households', member.key, { churchId: church.id, name: 'The Hooks' });
  await call('POST', `/households/${household.id}/children`, member.key, { givenName: 'Kim', birthdate: '2020-01-01', allergies: 'Milk', notes: 'Custody: mother only' });
  await call('DELETE', `/households/${household.id}`, admin.key);
  const counted = await call('POST', '/events', admin.key, { churchId: church.id, title: 'Sunday service', startsAt, endsAt });
  await call('PUT', `/events/${counted.id}/headcount`, admin.key, { count: 120 });
  const circle = await call('POST', '/groups', admin.key, { churchId: church.id, name: 'Circle' });
  await call('POST', `/groups/${circle.id}/join`, member.key);
  await call('POST', `/groups/${circle.id}/meetings`, admin.key, { date: '2026-01-04', attendeeIds: [member.user.id] });

  const soon = await call('POST', '/events', admin.key, { churchId: church.id, title: 'Kids church', startsAt: new Date(Date.now() + 600_000).toISOString(), endsAt });
  const kidsRoom = await call('POST', `/events/${soon.id}/rooms`, admin.key, { name: 'Kids' });
  // Written straight to the store, so the household types above stay as they are.
  const family = await buildHousehold(services, church.id, { adults: [member.user.id], children: [{ givenName: 'Lou', birthdate: '2019-03-03' }] });
  const checkedIn = await call('POST', `/events/${soon.id}/check-ins`, admin.key, { householdId: family.household.id, children: [{ childId: family.children[0].id, roomId: kidsRoom.id }] });
  await call('POST', `/check-ins/${checkedIn.checkIns[0].id}/check-out`, admin.key, { securityCode: checkedIn.securityCode });

  const csv =
    'externalId,email,churchId,amount,currency,fund,method,donatedAt\n' +
    `hook-1,${member.user.email},${church.id},2500,USD,General,card,2026-01-04T10:15:00Z\n` +
    `hook-2,${outsider.user.email},${church.id},40.00,USD,Missions,check,2026-01-11\n`;
  assert.equal((await services.donations.importCsv(csv)).imported, 2);

  await settled(services);
  const byPath = (path: string) => receiver.received.filter((r) => r.path === path);

  /** Reader-specific flags are read when an event is sent, and the feed reads them now. */
  const withoutReaderFlags = (event: Delivered) => {
    const { isRegistered: _registered, isMember: _member, ...object } = event.data.object;
    return { ...event, data: { object } };
  };
  const seen = new Set<string>();
  for (const [name, { secret, path, caller }] of Object.entries(subscriptions)) {
    const events = byPath(path).map((received) => verified(secret, received));
    const ids = events.map((e) => e.id);
    assert.equal(new Set(ids).size, ids.length, `${name}: each event once`);
    for (const e of events) seen.add(e.type);
    const feed = (await request({ method: 'GET', url: '/api/v1/changes?limit=100', key: caller.key })).json().data as Delivered[];
    assert.deepEqual(events.map(withoutReaderFlags), feed.map(withoutReaderFlags), `${name}: what the feed shows this principal`);
  }
  assert.deepEqual(CHANGE_TYPE_NAMES.filter((type) => !seen.has(type)), []);

  const events = (name: keyof typeof subscriptions) => byPath(subscriptions[name].path).map((r) => JSON.parse(r.body) as Delivered);
  const prayerCreated = (name: keyof typeof subscriptions) => events(name).find((e) => e.type === 'prayer.created')!;
  assert.equal(prayerCreated('member').data.object.userId, member.user.id);
  assert.equal(prayerCreated('outsider').data.object.userId, null);
  assert.equal(prayerCreated('admin').data.object.userId, null);
  for (const name of ['admin', 'outsider', 'unapproved'] as const) {
    assert.ok(!byPath(subscriptions[name].path).some((r) => r.body.includes(`"userId":${member.user.id}`) && r.body.includes('"content"')), `${name} never sees the anonymous author`);
  }
  assert.equal(events('member').filter((e) => e.type === 'donation.created').length, 1);
  assert.equal(events('outsider').filter((e) => e.type === 'donation.created').length, 1);
  assert.equal(events('admin').filter((e) => e.type === 'donation.created').length, 0);
  assert.equal(events('unapproved').filter((e) => e.type === 'donation.created').length, 0);
  assert.equal(events('outsider').filter((e) => e.type.startsWith('church.member.')).length, 0);
  const householdTypes = (name: keyof typeof subscriptions) => events(name).filter((e) => e.type.startsWith('household.')).map((e) => e.type);
  assert.deepEqual(householdTypes('member'), ['household.created', 'household.updated', 'household.deleted'], "the household's adult");
  assert.deepEqual(householdTypes('admin'), ['household.created', 'household.updated', 'household.deleted'], "the church's admin");
  assert.deepEqual(householdTypes('outsider'), []);
  assert.deepEqual(householdTypes('unapproved'), []);
  assert.ok(!receiver.received.some((r) => r.body.includes('Custody')), 'notes are never sent');
  const attendanceKinds = (name: keyof typeof subscriptions) => events(name).filter((e) => e.type === 'attendance.recorded').map((e) => e.data.object.kind);
  assert.deepEqual(attendanceKinds('admin'), ['headcount', 'meeting']);
  assert.deepEqual(attendanceKinds('member'), ['meeting'], "the group's member gets its meetings only");
  assert.deepEqual(attendanceKinds('outsider'), []);
  assert.ok(events('member').some((e) => e.type === 'household.updated' && JSON.stringify(e.data.object).includes('Milk')), 'allergies are');
  const checkInTypes = (name: keyof typeof subscriptions) => events(name).filter((e) => e.type.startsWith('check_in.')).map((e) => e.type);
  assert.deepEqual(checkInTypes('member'), ['check_in.created', 'check_in.checked_out'], "the household's adult");
  assert.deepEqual(checkInTypes('admin'), ['check_in.created', 'check_in.checked_out'], "the church's admin");
  assert.deepEqual(checkInTypes('outsider'), []);
  assert.deepEqual(checkInTypes('unapproved'), []);
  assert.ok(!receiver.received.some((r) => r.body.includes(`"${checkedIn.securityCode}"`)), 'security codes are never sent');

  const skipped = await services.database.db
    .selectFrom('webhook_deliveries')
    .select('event_type')
    .where('subscription_id', '=', subscriptions.outsider.webhook.id)
    .where('status', '=', 'skipped')
    .execute();
  assert.ok(skipped.some((row) => row.event_type === 'church.member.added'), 'events the principal may not see are marked skipped');

  const onlyPrayers = byPath(prayersOnly.path).map((r) => verified(prayersOnly.secret, r));
  assert.deepEqual(onlyPrayers.map((e) => e.type), ['prayer.created', 'prayer.deleted']);

  const stored = await services.database.db.selectFrom('webhook_subscriptions').select('secret').where('id', '=', subscriptions.admin.webhook.id).executeTakeFirstOrThrow();
  assert.ok(!stored.secret.includes(subscriptions.admin.secret.slice('whsec_'.length)), 'the secret is encrypted at rest');
  assert.match(subscriptions.admin.secret, /^whsec_[A-Za-z0-9+/]{32}$/);
});

/**
 * An app with an endpoint's failures close together: retries after 50 and 100 ms, attempts of
 * 300 ms, and the failing streak that disables an endpoint as `disableAfterMs` says.
 */
async function failingScene(t: TestContext, disableAfterMs: number, answer: Parameters<typeof startReceiver>[1]) {
  const { request, services } = await buildTestApp(t, { WEBHOOK_RETRY_DELAYS_MS: '50,100', WEBHOOK_TIMEOUT_MS: '300', WEBHOOK_DISABLE_AFTER_MS: String(disableAfterMs) });
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  await addChurchMember(services, church.id, caller.user.id);
  startWorker(t, services);
  const { db } = services.database;
  const receiver = await startReceiver(t, answer);
  return {
    services,
    receiver,
    pray: async (content: string) => {
      const res = await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content } });
      assert.equal(res.statusCode, 201, res.body);
      return res.json().data.id as number;
    },
    only: async (path: string) => (await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url(path), eventTypes: ['prayer.created'] })).webhook,
    delivery: (webhookId: number) => db.selectFrom('webhook_deliveries').selectAll().where('subscription_id', '=', webhookId).orderBy('id').execute(),
    subscription: (id: number) => db.selectFrom('webhook_subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow(),
    listed: async (id: number) => (await services.webhooks.list(COMMAND_LINE, caller.clientId)).find((w) => w.id === id),
  };
}

// Its own app: with the retries' failures never disabling their endpoint (a loaded machine can
// take longer than a short streak between an endpoint's first and third attempt).
test('retries follow the schedule; 410 disables; redirects are not followed; timeouts fail', { timeout: 60_000 }, async (t) => {
  const hits = new Map<string, number>();
  const { services, receiver, pray, only, delivery, subscription } = await failingScene(t, 600_000, (received) => {
    const count = (hits.get(received.path) ?? 0) + 1;
    hits.set(received.path, count);
    switch (received.path) {
      case '/flaky':
        return count <= 2 ? 500 : 204;
      case '/broken':
        return 500;
      case '/gone':
        return 410;
      case '/moved':
        return (response) => response.writeHead(302, { location: receiver.url('/elsewhere') }).end();
      case '/silent':
        return () => {};
      default:
        return 200;
    }
  });

  await t.test('a 500 is retried after the configured delays, then delivered', async () => {
    const flaky = await only('/flaky');
    const broken = await only('/broken');
    await pray('retry me');
    const attempts = await receiver.until((all) => all.filter((r) => r.path === '/flaky').length === 3 && all.filter((r) => r.path === '/broken').length === 3);
    const flakyAttempts = attempts.filter((r) => r.path === '/flaky');
    assert.equal(new Set(flakyAttempts.map((r) => r.headers['webhook-id'])).size, 1, 'the same webhook-id on every attempt');
    assert.ok(flakyAttempts[1].at - flakyAttempts[0].at >= 50, 'first retry after 50 ms');
    assert.ok(flakyAttempts[2].at - flakyAttempts[1].at >= 100, 'second retry after 100 ms');
    await settled(services);
    const [done] = await delivery(flaky.id);
    assert.equal(done.status, 'delivered');
    assert.equal(done.attempts, 3);
    assert.equal(done.last_status_code, 204);
    const [givenUp] = await delivery(broken.id);
    assert.equal(givenUp.status, 'failed', 'given up after the last delay');
    assert.equal(givenUp.attempts, 3);
    assert.equal(givenUp.last_error, 'The endpoint answered 500');
    assert.equal((await subscription(flaky.id)).failing_since, null, 'a success ends the failing streak');
    await services.webhooks.delete(COMMAND_LINE, flaky.id);
    await services.webhooks.delete(COMMAND_LINE, broken.id);
  });

  await t.test('410 Gone disables the endpoint at once, in the audit log; nothing more is sent', async () => {
    const gone = await only('/gone');
    await pray('gone');
    await receiver.until((all) => all.some((r) => r.path === '/gone'));
    await settled(services);
    const row = await subscription(gone.id);
    assert.ok(row.disabled_at);
    assert.match(row.disabled_reason ?? '', /410 Gone/);
    const audit = (await services.audit.page(undefined, 100)).events.find((e) => e.type === 'webhook.disabled');
    assert.equal(audit?.actor, 'webhook delivery');
    await pray('after gone');
    await settled(services);
    assert.equal(receiver.received.filter((r) => r.path === '/gone').length, 1);
    assert.equal((await delivery(gone.id)).length, 1, 'a disabled endpoint gets no deliveries');
    await services.webhooks.delete(COMMAND_LINE, gone.id);
  });

  await t.test('a redirect is a failure and is not followed', async () => {
    const moved = await only('/moved');
    await pray('moved');
    await receiver.until((all) => all.filter((r) => r.path === '/moved').length === 3);
    await settled(services);
    assert.equal(receiver.received.filter((r) => r.path === '/elsewhere').length, 0);
    const [row] = await delivery(moved.id);
    assert.equal(row.status, 'failed');
    assert.equal(row.last_status_code, 302);
    await services.webhooks.delete(COMMAND_LINE, moved.id);
  });

  await t.test('an endpoint that does not answer in WEBHOOK_TIMEOUT_MS fails the attempt', async () => {
    const silent = await only('/silent');
    await pray('silent');
    await receiver.until((all) => all.some((r) => r.path === '/silent'));
    let row = (await delivery(silent.id))[0];
    for (let i = 0; i < 100 && row.last_error === null; i++, row = (await delivery(silent.id))[0]) await sleep(20);
    assert.equal(row.last_error, 'No answer within 300 ms');
    assert.equal(row.last_status_code, null);
    await services.webhooks.delete(COMMAND_LINE, silent.id);
  });
});

test('an endpoint whose deliveries all fail for WEBHOOK_DISABLE_AFTER_MS is disabled', { timeout: 30_000 }, async (t) => {
  const { services, pray, only, subscription, listed } = await failingScene(t, 400, () => 500);
  const failing = await only('/failing');
  await pray('one');
  await sleep(250);
  await pray('two');
  for (let i = 0; i < 100 && (await subscription(failing.id)).disabled_at === null; i++) await sleep(50);
  const row = await subscription(failing.id);
  assert.ok(row.disabled_at, 'disabled');
  assert.match(row.disabled_reason ?? '', /^Every delivery failed from /);
  assert.equal((await listed(failing.id))?.enabled, false);
  await services.webhooks.setEnabled(COMMAND_LINE, failing.id, true);
  assert.equal((await subscription(failing.id)).failing_since, null);
});

test('test events, redelivery, secret rotation, deletion and pruning', { timeout: 60_000 }, async (t) => {
  const { request, services } = await buildTestApp(t);
  const receiver = await startReceiver(t);
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  await addChurchMember(services, church.id, caller.user.id);
  const { webhook, secret } = await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url('/one') });
  const other = await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url('/other') });
  startWorker(t, services);

  const test = await services.webhooks.sendTest(COMMAND_LINE, webhook.id);
  assert.match(test.eventId, /^evt_test_/);
  const [received] = await receiver.until((all) => all.length === 1);
  const event = verified(secret, received);
  assert.equal(event.type, 'webhook.test');
  assert.deepEqual(event.data.object, { id: webhook.id, url: receiver.url('/one'), test: true });
  await sleep(300);
  assert.equal(receiver.received.filter((r) => r.path === '/other').length, 0, 'a test event goes to its endpoint only');

  await services.webhooks.redeliver(COMMAND_LINE, webhook.id, test.id);
  const again = await receiver.until((all) => all.length === 2);
  assert.equal(again[1].headers['webhook-id'], test.eventId, 'a redelivery keeps the event id');
  await assert.rejects(services.webhooks.redeliver(COMMAND_LINE, other.webhook.id, test.id), /Delivery \d+ does not exist/);

  const rotated = await services.webhooks.rotateSecret(COMMAND_LINE, webhook.id);
  assert.notEqual(rotated, secret);
  await services.webhooks.sendTest(COMMAND_LINE, webhook.id);
  const third = (await receiver.until((all) => all.length === 3))[2];
  verified(rotated, third);
  assert.throws(() => new Webhook(secret).verify(third.body, webhookHeaders(third)), /No matching signature/);

  // The receiver has the request before the worker has recorded its answer.
  await settled(services);
  const recent = await services.webhooks.recentDeliveries(COMMAND_LINE, webhook.id);
  assert.deepEqual(recent.map((d) => [d.eventType, d.status, d.attempts, d.lastStatusCode]), [['webhook.test', 'delivered', 1, 200], ['webhook.test', 'delivered', 1, 200]]);

  await services.webhooks.setEnabled(COMMAND_LINE, webhook.id, false);
  await assert.rejects(services.webhooks.sendTest(COMMAND_LINE, webhook.id), /Enable the endpoint/);
  await services.webhooks.setEnabled(COMMAND_LINE, webhook.id, true);

  // Deliveries of pruned events go with them.
  const res = await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content: 'kept a while' } });
  assert.equal(res.statusCode, 201);
  await settled(services);
  const logged = () => services.database.db.selectFrom('webhook_deliveries').select('id').where('change_event_id', 'is not', null).execute();
  assert.equal((await logged()).length, 2);
  await services.changes.prune(Date.now() + 31 * 86_400_000);
  assert.equal((await logged()).length, 0);

  // An owner whose account is disabled gets no events, as their API keys read nothing.
  const { db } = services.database;
  await db.updateTable('users').set({ disabled_at: new Date().toISOString() } as never).where('id', '=', caller.user.id).execute();
  await services.prayers.create({ userId: caller.user.id }, { communityId: church.id, content: 'while disabled' });
  await settled(services);
  assert.equal((await logged()).length, 0, 'nothing fanned out to a disabled owner');
  await db.updateTable('users').set({ disabled_at: null } as never).where('id', '=', caller.user.id).execute();

  await services.webhooks.delete(COMMAND_LINE, webhook.id);
  await assert.rejects(services.webhooks.sendTest(COMMAND_LINE, webhook.id), /Webhook \d+ does not exist/);
  const audit = (await services.audit.page(undefined, 100)).events.map((e) => e.type);
  for (const type of ['webhook.created', 'webhook.secret_rotated', 'webhook.disabled', 'webhook.enabled', 'webhook.deleted']) assert.ok(audit.includes(type as never), type);
});

test('subscriptions: URL, event types and scopes are checked; only the owner manages them', async (t) => {
  const { services } = await buildTestApp(t);
  const caller = await buildCaller(services);
  const approved = await buildCaller(services, API_SCOPE_NAMES, { donationsApproved: true });
  const create = (input: { url: string; eventTypes?: string[]; scopes?: string[] }, clientId = caller.clientId) => services.webhooks.create(COMMAND_LINE, clientId, input);

  await assert.rejects(create({ url: 'not a url' }), /must be an absolute https:\/\/ URL/);
  await assert.rejects(create({ url: 'ftp://example.org/hooks' }), /must be an absolute https:\/\/ URL/);
  await assert.rejects(create({ url: 'https://user:pw@example.org/hooks' }), /user name or password/);
  await assert.rejects(create({ url: 'https://example.org/hooks#x' }), /fragment/);
  await assert.rejects(create({ url: 'https://example.org/', eventTypes: ['prayer.shouted'] }), /Unknown event type prayer\.shouted/);
  await assert.rejects(create({ url: 'https://example.org/', scopes: ['write:prayers'] }), /Unknown webhook scope write:prayers/);
  await assert.rejects(create({ url: 'https://example.org/', scopes: ['read:donations'] }), /approved for donation records/);
  await assert.rejects(create({ url: 'https://example.org/', eventTypes: ['donation.created'] }), /needs the scope read:donations/);
  await assert.rejects(create({ url: 'https://example.org/' }, 'app_nope'), /App app_nope does not exist/);

  const { webhook } = await create({ url: 'https://example.org/hooks' });
  assert.deepEqual(webhook.eventTypes, []);
  assert.deepEqual(webhook.scopes, ['read:churches', 'read:events', 'read:users', 'read:prayers', 'read:groups']);
  const donations = await create({ url: 'https://example.org/gifts', eventTypes: ['donation.created'], scopes: ['read:donations'] }, approved.clientId);
  assert.deepEqual(donations.webhook.scopes, ['read:donations']);

  const stranger = await buildUser(services);
  const strangerActor = { userId: stranger.id, label: stranger.email };
  await assert.rejects(services.webhooks.list(strangerActor, caller.clientId), /App .* does not exist/);
  await assert.rejects(services.webhooks.delete(strangerActor, webhook.id), /Webhook \d+ does not exist/);
  await assert.rejects(services.webhooks.rotateSecret({ userId: caller.user.id, label: 'owner' }, webhook.id, approved.clientId), /Webhook \d+ does not exist/);
  assert.equal((await services.webhooks.list({ userId: caller.user.id, label: 'owner' }, caller.clientId)).length, 1);
});

test('production: https only, and no private address at subscription time', async (t) => {
  const { services } = await buildTestApp(t, { NODE_ENV: 'production', SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:2525', LOGIN_URL: 'https://login.example.org' });
  const caller = await buildCaller(services);
  const create = (url: string) => services.webhooks.create(COMMAND_LINE, caller.clientId, { url });
  await assert.rejects(create('http://example.org/hooks'), /must use https/);
  for (const url of ['https://127.0.0.1/hooks', 'https://localhost:8443/', 'https://[::1]/', 'https://10.1.2.3/', 'https://169.254.169.254/latest', 'https://[fd00:ec2::254]/']) {
    await assert.rejects(create(url), /must reach a public address/, url);
  }
  assert.ok((await create('https://hooks.example.org/in')).secret);
});

test('writes wake the worker only while an endpoint may want them; one added elsewhere is served from the next poll', { timeout: 30_000 }, async (t) => {
  const { request, services, config } = await buildTestApp(t);
  const receiver = await startReceiver(t);
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  startWorker(t, services);
  const post = async (content: string) => {
    const res = await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content } });
    assert.equal(res.statusCode, 201);
    return res.json().data.id as number;
  };
  // No endpoint yet: the first write's pass finds none, and the log cursor moves past it.
  await post('Nobody is listening');
  await settled(services);

  // Another process (the command line) adds an endpoint: this instance has not heard of it.
  const elsewhere = createServices(config, services.database);
  const { secret } = await elsewhere.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url('/late'), eventTypes: ['prayer.created'] });
  const id = await post('Now someone is');
  for (let i = 0; i < 100 && !receiver.received.length; i++) await sleep(50);
  assert.equal(receiver.received.length, 1, 'delivered within a poll interval or two');
  const event = verified(secret, receiver.received[0]);
  assert.equal(event.type, 'prayer.created');
  assert.equal(event.data.object.id, id);
});

test("a pass records the answers of an endpoint's batch together; a failure in the middle leaves the earlier ones delivered and the rest in order", { timeout: 30_000 }, async (t) => {
  const { services } = await buildTestApp(t, { WEBHOOK_RETRY_DELAYS_MS: '100' });
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  await addChurchMember(services, church.id, caller.user.id);
  const { db } = services.database;
  const rows = (webhookId: number) => db.selectFrom('webhook_deliveries').selectAll().where('subscription_id', '=', webhookId).orderBy('id').execute();
  const statuses = async (webhookId: number) => (await rows(webhookId)).map((row) => row.status);

  let batch = 0;
  let middle = 0;
  const whileLastSent: string[][] = [];
  const afterFailure: string[][] = [];
  const atRetry: string[][] = [];
  const receiver = await startReceiver(t, (received) => {
    if (received.path === '/batch' && ++batch === 5) {
      // The batch's last request: the four before it were accepted, and are recorded with it.
      return (response) => void statuses(all.webhook.id).then((seen) => whileLastSent.push(seen)).finally(() => response.writeHead(204).end());
    }
    if (received.path !== '/middle') return 204;
    middle++;
    if (middle === 3) return 500;
    // The one after the failure: the failure is recorded, and the two accepted before it with it.
    if (middle === 4) {
      return (response) =>
        void rows(failing.webhook.id)
          .then((seen) => afterFailure.push(seen.map((row) => `${row.status} ${row.attempts} ${row.last_error ?? ''}`.trim())))
          .finally(() => response.writeHead(204).end());
    }
    if (middle === 6) return (response) => void statuses(failing.webhook.id).then((seen) => atRetry.push(seen)).finally(() => response.writeHead(204).end());
    return 204;
  });
  const all = await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url('/batch'), eventTypes: ['prayer.created'] });
  const failing = await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url('/middle'), eventTypes: ['prayer.created'] });
  // Five events logged before the worker starts: its first pass sends each endpoint all five.
  for (let i = 1; i <= 5; i++) await services.prayers.create({ userId: caller.user.id }, { communityId: church.id, content: `Batch prayer ${i}` });
  startWorker(t, services);
  await receiver.until((received) => received.filter((r) => r.path === '/middle').length === 6 && received.filter((r) => r.path === '/batch').length === 5);
  await settled(services);

  const sent = (path: string) => receiver.received.filter((r) => r.path === path);
  const delivered = await rows(all.webhook.id);
  assert.deepEqual(whileLastSent, [['pending', 'pending', 'pending', 'pending', 'pending']], 'the batch is recorded once it ends, not one by one');
  assert.deepEqual(sent('/batch').map((r) => r.headers['webhook-id']), delivered.map((row) => row.event_id), 'sent in log order');
  for (const [i, row] of delivered.entries()) {
    assert.deepEqual([row.status, row.attempts, row.last_status_code, row.last_error, row.next_attempt_at], ['delivered', 1, 204, null, null]);
    // Each delivery keeps the time of its own attempt: the one it was signed with.
    assert.equal(Math.floor(Date.parse(String(row.last_attempt_at)) / 1000), Number(sent('/batch')[i].headers['webhook-timestamp']));
    if (i > 0) assert.ok(Date.parse(String(row.last_attempt_at)) >= Date.parse(String(delivered[i - 1].last_attempt_at)));
  }

  const deliveries = await rows(failing.webhook.id);
  const ids = deliveries.map((row) => row.event_id);
  assert.deepEqual(sent('/middle').map((r) => r.headers['webhook-id']), [...ids, ids[2]], 'the rest go on in log order; the failed one is retried after');
  assert.deepEqual(afterFailure, [['delivered 1', 'delivered 1', 'pending 1 The endpoint answered 500', 'pending 0', 'pending 0']]);
  assert.deepEqual(atRetry, [['delivered', 'delivered', 'pending', 'delivered', 'delivered']], 'before the retry, the others are recorded delivered');
  assert.deepEqual(deliveries.map((row) => [row.status, row.attempts, row.last_status_code]), [
    ['delivered', 1, 204],
    ['delivered', 1, 204],
    ['delivered', 2, 204],
    ['delivered', 1, 204],
    ['delivered', 1, 204],
  ]);
});

test("an endpoint's next batch is read in log order from an index: a backlog is not read and sorted on every pass", async (t) => {
  const { services } = await buildTestApp(t);
  const { db, dialect } = services.database;
  // The worker's query (WebhooksRepository.dueDeliveries), with the plan a prepared statement keeps.
  const due =
    'select d.*, e.object from webhook_deliveries as d left join change_events as e on e.id = d.change_event_id ' +
    'where d.subscription_id = $1 and d.status = $2 and d.next_attempt_at <= $3 order by d.id limit $4';
  let plan: string;
  if (dialect === 'postgres') {
    plan = await db.connection().execute(async (connection) => {
      await sql`set plan_cache_mode = force_generic_plan`.execute(connection);
      await sql.raw(`prepare due_deliveries(integer, text, timestamptz, integer) as ${due}`).execute(connection);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`explain execute due_deliveries(1, 'pending', now(), 100)`.execute(connection);
      await sql`deallocate due_deliveries`.execute(connection);
      await sql`reset plan_cache_mode`.execute(connection);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    assert.doesNotMatch(plan, /Sort/);
    assert.match(plan, /webhook_deliveries_due/);
  } else {
    const { rows } = await sql<{ detail: string }>`${sql.raw(`explain query plan ${due.replace(/\$\d/g, '?')}`)}`.execute(db);
    plan = rows.map((row) => row.detail).join('\n');
    assert.doesNotMatch(plan, /TEMP B-TREE/);
    assert.match(plan, /webhook_deliveries_due \(subscription_id=\? AND status=\?\)/);
  }
});

test('an endpoint that never answers holds up no other endpoint and no write', { timeout: 60_000 }, async (t) => {
  // The default attempt timeout (10 s): the hanging endpoint holds its delivery that long.
  const { request, services } = await buildTestApp(t);
  const hanging = await startReceiver(t, () => () => {});
  const healthy = await startReceiver(t);
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  await addChurchMember(services, church.id, caller.user.id);
  await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: hanging.url('/never'), eventTypes: ['prayer.created'] });
  await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: healthy.url('/fine'), eventTypes: ['prayer.created'] });
  startWorker(t, services);

  for (let n = 1; n <= 5; n++) {
    const started = Date.now();
    const res = await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content: `Prayer ${n}` } });
    assert.equal(res.statusCode, 201);
    assert.ok(Date.now() - started < 1000, `write ${n} answered in ${Date.now() - started} ms`);
    const id = res.json().data.id as number;
    await healthy.until((all) => all.some((received) => JSON.parse(received.body).data.object.id === id), 1500);
    assert.ok(Date.now() - started < 1500, `the healthy endpoint got prayer ${n} after ${Date.now() - started} ms`);
  }
  assert.equal(hanging.received.length, 1, 'the hanging endpoint has its first event, unanswered, and gets the next only after it');
});
