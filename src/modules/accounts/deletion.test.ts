import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSigninHost } from '../../hosts/signin.ts';
import { COMMAND_LINE } from '../audit/service.ts';
import { buildApiKey, buildTestApp, buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { populatedChurch } from '../../../test/church-data.ts';
import { API_SCOPE_NAMES } from '../../http/scopes.ts';
import { PageClient } from '../../../test/pages.ts';
import { commandLine } from '../../../test/cli.ts';

const now = () => new Date().toISOString();

test('deleting an account', async (t) => {
  const { request, services } = await buildTestApp(t);
  const signin = await buildSigninHost(services, { recordPolicies: true });
  t.after(() => signin.close());
  const { db } = services.database;
  const data = await populatedChurch(services);
  const { key: adminKey, clientId: adminApp } = await buildApiKey(services, data.admin.id, API_SCOPE_NAMES, { householdsApproved: true });
  const { webhook } = await services.webhooks.create(COMMAND_LINE, adminApp, { url: 'https://hooks.example.org/in', scopes: ['read:churches', 'read:events', 'read:groups', 'read:prayers', 'read:households'] });
  // The member alone answers for a second household, in a second church.
  const other = await services.churches.create({ name: 'Hope Hall' });
  await db.insertInto('church_members').values({ church_id: other.id, user_id: data.member.id, role: 'member', joined_at: now(), updated_at: now() }).execute();
  const alone = await db.insertInto('households').values({ church_id: other.id, name: 'Alone', name_key: 'alone', phone: null, phone_last4: null, created_at: now(), updated_at: now() }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('household_adults').values({ household_id: alone.id, user_id: data.member.id, church_id: other.id, created_at: now() }).execute();
  await db.insertInto('children').values({ household_id: alone.id, church_id: other.id, given_name: 'Ash', family_name: 'Alone', birthdate: '2018-01-01', created_at: now(), updated_at: now() }).execute();
  const { key: memberKey } = await buildApiKey(services, data.member.id);
  const browser = new PageClient(signin);
  await browser.get('/login');
  assert.equal((await browser.post('/login', { email: data.member.email, password: TEST_PASSWORD })).statusCode, 303);
  const lastEvent = await db.selectFrom('change_events').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();

  await t.test('the account page offers the download and the deletion, which asks for the password', async () => {
    const account = await browser.get('/account');
    assert.match(account.body, /href="\/account\/export" download>Download my data<\/a>/);
    assert.match(account.body, /href="\/account\/delete">Delete my account…<\/a>/);
    const download = await browser.get('/account/export');
    assert.equal(download.statusCode, 200);
    assert.equal(download.headers['content-type'], 'application/zip');
    const confirm = await browser.get('/account/delete');
    assert.match(confirm.body, /<input id="delete-password" name="password" type="password" autocomplete="current-password" required/);
    assert.match(confirm.body, /and your app with its API keys and webhooks\./);
    const wrong = await browser.post('/account/delete', { password: 'not my password' });
    assert.equal(wrong.statusCode, 400);
    assert.match(wrong.body, /Your password is not correct. Your account has not been deleted./);
    assert.ok(await services.users.findByEmail(data.member.email), 'still there');
    assert.equal((await request({ method: 'GET', url: '/api/v1/users/me', key: memberKey })).statusCode, 200);
  });

  await t.test('the only admin of a church is told to name another first', async () => {
    const admin = new PageClient(signin);
    await admin.get('/login');
    await admin.post('/login', { email: data.admin.email, password: TEST_PASSWORD });
    const page = await admin.get('/account/delete');
    assert.match(page.body, /You are the only admin of <a href="\/my\/churches\/\d+">Grace Chapel<\/a>/);
    assert.doesNotMatch(page.body, /name="password"/);
    const forced = await admin.post('/account/delete', { password: TEST_PASSWORD });
    assert.equal(forced.statusCode, 409);
    assert.ok(await services.users.findByEmail(data.admin.email));
  });

  await t.test('with the password the account goes, and the browser, its keys and sessions stop working at once', async () => {
    const { posted, page } = await browser.postAndFollow('/account/delete', { password: TEST_PASSWORD });
    assert.equal(posted.headers.location, '/account/deleted');
    assert.match(page.body, /Your account has been deleted/);
    const again = await browser.get('/account');
    assert.equal(again.statusCode, 303);
    assert.match(String(again.headers.location), /^\/login/);
    assert.equal((await request({ method: 'GET', url: '/api/v1/users/me', key: memberKey })).statusCode, 401);
    assert.equal(await services.users.findByEmail(data.member.email), undefined);
    assert.equal((await db.selectFrom('web_sessions').select('user_id').where('user_id', '=', data.member.id).execute()).length, 0);
    assert.equal((await db.selectFrom('apps').select('id').where('owner_id', '=', data.member.id).execute()).length, 0);
  });

  await t.test('memberships, registrations, group memberships, prayers and a household of their own are gone; counts follow', async () => {
    const has = async (table: 'church_members' | 'event_registrations' | 'group_members' | 'prayers' | 'household_adults') =>
      (await db.selectFrom(table).select('user_id').where('user_id', '=', data.member.id).execute()).length;
    for (const table of ['church_members', 'event_registrations', 'group_members', 'prayers', 'household_adults'] as const) assert.equal(await has(table), 0, table);
    const church = await db.selectFrom('churches').select('member_count').where('id', '=', data.church.id).executeTakeFirstOrThrow();
    assert.equal(church.member_count, 2);
    assert.equal((await db.selectFrom('events').select('registration_count').where('id', '=', data.event.id).executeTakeFirstOrThrow()).registration_count, 1);
    assert.equal((await db.selectFrom('groups').select('member_count').where('id', '=', data.group.id).executeTakeFirstOrThrow()).member_count, 1);
    assert.equal(await db.selectFrom('households').select('id').where('id', '=', alone.id).executeTakeFirst(), undefined, 'the household without adults');
    assert.equal((await db.selectFrom('children').select('id').where('household_id', '=', alone.id).execute()).length, 0, 'and its child');
  });

  await t.test('what stays: gifts as "Former member", the household shared with another adult, others\' anonymous requests', async () => {
    const [gift] = await db.selectFrom('donations').selectAll().where('id', '=', data.donation.id).execute();
    assert.equal(gift.user_id, null);
    assert.equal(gift.donor_name, 'Former member');
    assert.equal(gift.amount, 5000);
    assert.deepEqual((await db.selectFrom('household_adults').select('user_id').where('household_id', '=', data.household.id).execute()).map((a) => a.user_id), [data.partner.id]);
    assert.ok(await db.selectFrom('children').select('id').where('id', '=', data.child.id).executeTakeFirst());
    assert.ok(await db.selectFrom('prayers').select('id').where('id', '=', data.anonymous.id).executeTakeFirst());
    const audit = await services.audit.page(undefined, 5, { type: 'user.deleted' });
    assert.deepEqual(audit.events.map((event) => [event.target, event.actor]), [[data.member.email, data.member.email]]);
  });

  await t.test('the change feed and webhooks report each removal', async () => {
    const expected: [string, number][] = [
      ['church.member.removed', data.member.id],
      ['event.registration.deleted', data.member.id],
      ['group.member.removed', data.member.id],
      ['prayer.deleted', data.prayer.id],
      ['household.updated', data.household.id],
      ['attendance.recorded', data.meeting.id],
    ];
    // On PostgreSQL the feed holds back events behind any transaction still open (the log's order): wait for them.
    let events: unknown[][] = [];
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      const feed = await request({ method: 'GET', url: `/api/v1/changes?after=evt_${lastEvent.id}&limit=100`, key: adminKey });
      assert.equal(feed.statusCode, 200, feed.body);
      events = (feed.json().data as { type: string; data: { object: Record<string, unknown> } }[]).map((event) => [event.type, event.data.object.id]);
      if (expected.every(([type, id]) => events.some(([t, i]) => t === type && i === id))) break;
    }
    for (const [type, id] of expected) assert.ok(events.some(([t, i]) => t === type && i === id), `${type} in ${JSON.stringify(events)}`);
    const meeting = await request({ method: 'GET', url: `/api/v1/groups/${data.group.id}/meetings`, key: adminKey });
    assert.deepEqual(meeting.json().data.find((m: { id: number }) => m.id === data.meeting.id).attendees.map((a: { id: number }) => a.id), [data.partner.id], 'the meeting without them');
    let deliveries: { event_type: string; status: string }[] = [];
    for (const deadline = Date.now() + 20_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
      await services.webhookFanOut.run();
      deliveries = await db.selectFrom('webhook_deliveries').select(['event_type', 'status']).where('subscription_id', '=', webhook.id).execute();
      if (expected.every(([type]) => deliveries.some((delivery) => delivery.event_type === type))) break;
    }
    for (const [type] of expected) assert.ok(deliveries.some((delivery) => delivery.event_type === type && delivery.status !== 'skipped'), `${type} delivered`);
  });

  await t.test("the person's sub is never given to anyone again", async () => {
    const next = await buildUser(services);
    assert.ok(next.id > data.member.id);
    const created = await services.users.create({ email: data.member.email, password: 'a long password', givenName: 'Mo', familyName: 'Again' });
    assert.ok(created.id > next.id, 'the same email makes a new account with a new id');
  });
});

test('users delete on the command line asks for --yes', async (t) => {
  const { services, cli } = await commandLine(t, 'delete');
  const data = await populatedChurch(services);

  const unsure = await cli('users', 'delete', data.member.email);
  assert.equal(unsure.code, 2);
  assert.match(unsure.stderr, /cannot be undone: add --yes to go ahead/);
  assert.ok(await services.users.findByEmail(data.member.email));

  const admin = await cli('users', 'delete', data.admin.email, '--yes');
  assert.equal(admin.code, 1);
  assert.match(admin.stderr, /is the only admin of church \d+: make another member an admin there first/);

  const unknown = await cli('users', 'delete', 'nobody@example.org', '--yes');
  assert.equal(unknown.code, 1);
  assert.equal(unknown.stderr, 'No user has the email nobody@example.org\n');

  // The partner goes first: the household keeps the member, and Kit, checked in, stays with them.
  assert.equal((await cli('users', 'delete', data.partner.email, '--yes')).code, 0);
  const checkedIn = await cli('users', 'delete', data.member.email, '--yes');
  assert.equal(checkedIn.code, 1);
  assert.equal(checkedIn.stderr, `A child of household ${data.household.id} is checked in, and ${data.member.email} is its only adult: check the child out first\n`);
  assert.ok(await services.users.findByEmail(data.member.email));
  await services.database.db.updateTable('check_ins').set({ checked_out_at: new Date().toISOString() }).where('household_id', '=', data.household.id).execute();

  const done = await cli('users', 'delete', data.member.email, '--yes', '--json');
  assert.equal(done.code, 0, done.stderr);
  assert.deepEqual(JSON.parse(done.stdout), { id: data.member.id, email: data.member.email, donationsKept: 1, appsDeleted: 0 });
  assert.equal(await services.users.findByEmail(data.member.email), undefined);
  assert.equal(await services.database.db.selectFrom('households').select('id').where('id', '=', data.household.id).executeTakeFirst(), undefined, 'no adult left');
  const [entry] = (await services.audit.page(undefined, 1, { type: 'user.deleted' })).events;
  assert.equal(entry.actor, 'command line');
});
