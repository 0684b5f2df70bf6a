import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { Webhook } from 'standardwebhooks';
import { buildSigninHost } from '../src/hosts/signin.ts';
import { API_SCOPE_NAMES } from '../src/http/scopes.ts';
import { COMMAND_LINE } from '../src/modules/audit/service.ts';
import { buildCaller, buildChurch, buildTestApp, TEST_PASSWORD } from './helpers.ts';
import { PageClient } from './pages.ts';
import { startReceiver, webhookHeaders } from './webhook-receiver.ts';

interface FeedEvent {
  id: string;
  type: string;
  timestamp: string;
  data: { object: Record<string, unknown> };
}

/**
 * A person's name and picture are in the items of every church and group member list they
 * are on: a change of them, saved on the account page, logs `church.member.updated` and
 * `group.member.updated` for each membership, in the profile change's transaction, for the
 * feed and the webhooks alike.
 */
test('a new name or picture logs the member objects that show it, once per membership', { timeout: 120_000 }, async (t) => {
  const { request, services } = await buildTestApp(t);
  const signin = await buildSigninHost(services);
  t.after(() => signin.close());
  const receiver = await startReceiver(t);

  const call = async (method: string, url: string, key: string, payload?: object) => {
    const res = await request({ method: method as 'GET', url: `/api/v1${url}`, key, ...(payload ? { payload } : {}) });
    assert.ok(res.statusCode < 300, `${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.statusCode === 204 ? undefined : res.json().data;
  };

  const [first, second] = [await buildChurch(services), await buildChurch(services)];
  const admin = await buildCaller(services);
  await services.churches.addMemberAsOperator(first.id, admin.user.id, 'admin');
  const otherAdmin = await buildCaller(services);
  await services.churches.addMemberAsOperator(second.id, otherAdmin.user.id, 'admin');
  const outsider = await buildCaller(services);
  const person = await buildCaller(services);
  await call('POST', `/churches/${first.id}/join`, person.key);
  await call('POST', `/churches/${second.id}/join`, person.key);
  const choir = await call('POST', '/groups', admin.key, { churchId: first.id, name: 'Choir' });
  const youth = await call('POST', '/groups', otherAdmin.key, { churchId: second.id, name: 'Youth' });
  await call('POST', `/groups/${choir.id}/join`, person.key);
  await call('POST', `/groups/${youth.id}/join`, person.key);
  const startsAt = new Date(Date.now() + 86_400_000).toISOString();
  const picnic = await call('POST', '/events', admin.key, { churchId: first.id, title: 'Picnic', startsAt, endsAt: new Date(Date.now() + 90_000_000).toISOString() });
  await call('POST', `/events/${picnic.id}/register`, person.key);

  const readScopes = API_SCOPE_NAMES.filter((scope) => scope.startsWith('read:') && scope !== 'read:donations' && scope !== 'read:households');
  const hook = await services.webhooks.create(COMMAND_LINE, admin.clientId, { url: receiver.url('/admin'), scopes: readScopes });
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());

  /** Every event the key reads from the start of the log. */
  async function feed(key: string): Promise<FeedEvent[]> {
    const events: FeedEvent[] = [];
    let after: string | undefined;
    for (;;) {
      const res = await request({ method: 'GET', url: `/api/v1/changes?limit=100${after ? `&after=${after}` : ''}`, key });
      assert.equal(res.statusCode, 200, res.body);
      const { data, pagination } = res.json();
      events.push(...data);
      after = pagination.nextCursor;
      if (!pagination.hasMore) return events;
    }
  }

  /** The feed once `ready` holds: on PostgreSQL an event shows once every older transaction has ended. */
  async function feedWhen(key: string, ready: (events: FeedEvent[]) => boolean): Promise<FeedEvent[]> {
    for (let attempt = 0; ; attempt++) {
      const events = await feed(key);
      if (ready(events) || attempt === 200) return events;
      await sleep(50);
    }
  }

  const memberUpdates = (events: FeedEvent[]) => events.filter((e) => e.type.endsWith('.member.updated') && e.data.object.id === person.user.id);
  const describe = (events: FeedEvent[]) => events.map((e) => `${e.type} church ${String(e.data.object.churchId)} group ${String(e.data.object.groupId ?? '-')}`).sort();

  /** Writes a prayer and waits until the key's feed shows it: every event logged before is in the feed by then. */
  async function caughtUp(key: string): Promise<FeedEvent[]> {
    const marker = await call('POST', '/prayers', admin.key, { communityId: first.id, content: 'marker' });
    return feedWhen(key, (all) => all.some((e) => e.type === 'prayer.created' && e.data.object.id === marker.id));
  }

  // The person saves a new name on the account page.
  const page = new PageClient(signin);
  await page.get('/login');
  assert.equal((await page.post('/login', { email: person.user.email, password: TEST_PASSWORD })).statusCode, 303);
  await page.get('/account');
  const saved = await page.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: '' });
  assert.equal(saved.statusCode, 303, saved.body);

  await t.test("a church admin's feed: their church's member object and both groups' (group members are read:groups), with the new name", async () => {
    const events = memberUpdates(await caughtUp(admin.key));
    assert.deepEqual(describe(events), [
      `church.member.updated church ${first.id} group -`,
      `group.member.updated church ${first.id} group ${choir.id}`,
      `group.member.updated church ${second.id} group ${youth.id}`,
    ]);
    for (const event of events) {
      assert.equal(event.data.object.name, 'Lydia Thyatira');
      assert.equal(event.data.object.givenName, 'Lydia');
      assert.equal(event.data.object.familyName, 'Thyatira');
    }
    // Exactly the item the member lists now show, plus the ids that place it.
    const churchItem = (await call('GET', `/churches/${first.id}/members?limit=100`, admin.key)).find((m: { id: number }) => m.id === person.user.id);
    assert.deepEqual(events.find((e) => e.type === 'church.member.updated')!.data.object, { ...churchItem, churchId: first.id });
    for (const group of [choir, youth]) {
      const item = (await call('GET', `/groups/${group.id}/members?limit=100`, outsider.key)).find((m: { id: number }) => m.id === person.user.id);
      assert.deepEqual(events.find((e) => e.data.object.groupId === group.id)!.data.object, { ...item, groupId: group.id, churchId: group.churchId });
    }
  });

  await t.test('the other church admin sees their church only; someone in no church sees the group members only; the person sees all four', async () => {
    assert.deepEqual(describe(memberUpdates(await caughtUp(otherAdmin.key))), [
      `church.member.updated church ${second.id} group -`,
      `group.member.updated church ${first.id} group ${choir.id}`,
      `group.member.updated church ${second.id} group ${youth.id}`,
    ]);
    assert.deepEqual(describe(memberUpdates(await caughtUp(outsider.key))), [
      `group.member.updated church ${first.id} group ${choir.id}`,
      `group.member.updated church ${second.id} group ${youth.id}`,
    ]);
    assert.equal(memberUpdates(await caughtUp(person.key)).length, 4);
  });

  await t.test('registrations: their list shows the new name and a moved updatedAt; a name change logs no registration event', async () => {
    const registrants = await call('GET', `/events/${picnic.id}/registrations?limit=100`, admin.key);
    const registrant = registrants.find((r: { id: number }) => r.id === person.user.id);
    assert.equal(registrant.name, 'Lydia Thyatira');
    const member = (await call('GET', `/churches/${first.id}/members?limit=100`, admin.key)).find((m: { id: number }) => m.id === person.user.id);
    assert.equal(registrant.updatedAt, member.updatedAt, 'moved by the profile change, as the membership was');
    const events = await caughtUp(admin.key);
    assert.equal(events.filter((e) => e.type.startsWith('event.')).length, 2, 'event.created and event.registration.created only');
  });

  await t.test('the webhook receiver gets the same events, signed', async () => {
    const wanted = (all: typeof receiver.received) => all.filter((r) => r.body.includes('.member.updated') && r.body.includes('Lydia')).length >= 3;
    await receiver.until(wanted);
    const delivered = receiver.received.map((r) => new Webhook(hook.secret).verify(r.body, webhookHeaders(r)) as FeedEvent);
    const updates = memberUpdates(delivered);
    assert.deepEqual(describe(updates), [
      `church.member.updated church ${first.id} group -`,
      `group.member.updated church ${first.id} group ${choir.id}`,
      `group.member.updated church ${second.id} group ${youth.id}`,
    ]);
    const fromFeed = memberUpdates(await feed(admin.key));
    assert.deepEqual(updates, fromFeed);
  });

  await t.test('saved unchanged: nothing is logged; a new picture logs again', async () => {
    const before = memberUpdates(await caughtUp(person.key)).length;
    await page.get('/account');
    assert.equal((await page.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: '' })).statusCode, 303);
    assert.equal(memberUpdates(await caughtUp(person.key)).length, before);

    await page.get('/account');
    assert.equal((await page.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: 'https://example.org/lydia.png' })).statusCode, 303);
    const after = memberUpdates(await caughtUp(person.key));
    assert.equal(after.length, before + 4);
    assert.ok(after.slice(before).every((e) => e.data.object.picture === 'https://example.org/lydia.png'));
  });

  await t.test('one transaction: when logging fails, the name is not changed and nothing is logged', async () => {
    const before = memberUpdates(await caughtUp(person.key)).length;
    services.users.onProfileChanged(async () => {
      throw new Error('the log is unavailable');
    });
    await page.get('/account');
    const failed = await page.post('/account/profile', { givenName: 'Priscilla', familyName: 'Thyatira', picture: '' });
    assert.equal(failed.statusCode, 500);
    assert.equal((await services.users.get(person.user.id)).given_name, 'Lydia');
    const members = await call('GET', `/churches/${first.id}/members?limit=100`, admin.key);
    assert.equal(members.find((m: { id: number }) => m.id === person.user.id).givenName, 'Lydia');
    assert.equal(memberUpdates(await caughtUp(person.key)).length, before);
  });

});

test("a form on the sign-in host that logs events wakes this instance's webhook worker, as the API's writes do", { timeout: 60_000 }, async (t) => {
  // The worker's own poll is a minute away: only a wake-up can send the event sooner.
  const { services } = await buildTestApp(t, { WEBHOOK_POLL_MS: '60000' });
  const signin = await buildSigninHost(services);
  t.after(() => signin.close());
  const receiver = await startReceiver(t);
  const church = await buildChurch(services);
  const admin = await buildCaller(services);
  await services.churches.addMemberAsOperator(church.id, admin.user.id, 'admin');
  const person = await buildCaller(services);
  await services.churches.addMemberAsOperator(church.id, person.user.id, 'member');
  const hook = await services.webhooks.create(COMMAND_LINE, admin.clientId, { url: receiver.url('/members'), eventTypes: ['church.member.updated'] });
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());

  const page = new PageClient(signin);
  await page.get('/login');
  assert.equal((await page.post('/login', { email: person.user.email, password: TEST_PASSWORD })).statusCode, 303);
  await page.get('/account');
  const saved = await page.post('/account/profile', { givenName: 'Phoebe', familyName: 'Cenchreae', picture: '' });
  assert.equal(saved.statusCode, 303, saved.body);

  const [received] = await receiver.until((all) => all.length > 0, 10_000);
  const event = new Webhook(hook.secret).verify(received.body, webhookHeaders(received)) as FeedEvent;
  assert.equal(event.type, 'church.member.updated');
  assert.equal(event.data.object.id, person.user.id);
  assert.equal(event.data.object.name, 'Phoebe Cenchreae');
});
