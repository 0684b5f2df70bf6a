import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildChurch, buildTestApp, buildUser } from '../../../test/helpers.ts';
import { API_SCOPE_NAMES } from '../../http/scopes.ts';
import type { Services } from '../../services.ts';
import { toIso } from '../../db/tables.ts';
import { DEMO_APP_NAME, DEMO_EMAIL, DEMO_KEY_NAME, DEMO_PASSWORD, DEMO_REDIRECT_URI, demoKeyOnStart, issueDemoKey, seedDemo } from './demo.ts';

const TABLES = ['users', 'churches', 'church_members', 'events', 'event_registrations', 'groups', 'group_members', 'prayers', 'prayer_log', 'donations', 'apps'] as const;

async function counts(services: Services): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await services.database.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

test('demo seed', async (t) => {
  const { services, request } = await buildTestApp(t);
  const { db } = services.database;
  const seeded = await seedDemo(services, {});
  const demo = await services.users.findByEmail(DEMO_EMAIL);
  assert.ok(demo);

  await t.test('creates the demo user, the demo app and the data', async () => {
    assert.equal(seeded.created, true);
    assert.equal(demo.given_name, 'Demo');
    assert.equal(demo.family_name, 'User');
    assert.ok(await services.users.verifyCredentials(DEMO_EMAIL, DEMO_PASSWORD));
    const app = await services.apps.getApp(seeded.clientId!);
    assert.equal(app.name, DEMO_APP_NAME);
    assert.equal(app.type, 'confidential');
    assert.equal(app.ownerId, demo.id);
    assert.deepEqual(app.redirectUris, [DEMO_REDIRECT_URI]);
    assert.equal(app.donationsAccess, 'approved');
    assert.ok(await services.apps.verifyClientSecret(app.clientId, seeded.clientSecret!));

    const n = await counts(services);
    assert.ok(n.users >= 61, `users ${n.users}`);
    assert.ok(n.churches >= 25, `churches ${n.churches}`);
    assert.ok(n.events >= 50 && n.groups >= 25 && n.prayers >= 50 && n.donations >= 100, JSON.stringify(n));
  });

  await t.test('seeding again changes nothing', async () => {
    const before = await counts(services);
    assert.deepEqual(await seedDemo(services, {}), { created: false });
    assert.deepEqual(await seedDemo(services, { password: 'another-password' }), { created: false });
    assert.deepEqual(await counts(services), before);
  });

  await t.test('every church has members, and member_count equals its rows', async () => {
    const rows = await db
      .selectFrom('churches')
      .leftJoin('church_members', 'church_members.church_id', 'churches.id')
      .select(['churches.id', 'churches.member_count', 'churches.website', 'churches.country'])
      .select((eb) => eb.fn.count<number>('church_members.user_id').as('rows'))
      .groupBy(['churches.id', 'churches.member_count', 'churches.website', 'churches.country'])
      .execute();
    for (const row of rows) {
      assert.equal(Number(row.member_count), Number(row.rows), `church ${row.id}`);
      assert.ok(Number(row.rows) >= 2, `church ${row.id} has members`);
      assert.match(row.website, /^https:\/\/[a-z0-9-]+\.example\.org$/);
      assert.match(row.country, /^[A-Z]{2}$/);
    }
    const mine = await db.selectFrom('church_members').select('church_id').where('user_id', '=', demo.id).execute();
    assert.equal(mine.length, 3);
  });

  await t.test('every church has one admin; the demo user runs one church and leads one of its groups', async () => {
    const admins = await db.selectFrom('church_members').select(['church_id', 'user_id']).where('role', '=', 'admin').execute();
    const churches = await db.selectFrom('churches').select('id').execute();
    assert.deepEqual(admins.map((a) => a.church_id).sort((a, b) => a - b), churches.map((c) => c.id).sort((a, b) => a - b));
    const run = admins.filter((a) => a.user_id === demo.id);
    assert.equal(run.length, 1);
    const led = await db
      .selectFrom('group_members')
      .innerJoin('groups', 'groups.id', 'group_members.group_id')
      .select('groups.church_id')
      .where('group_members.user_id', '=', demo.id)
      .where('group_members.role', '=', 'leader')
      .execute();
    assert.deepEqual(led, [{ church_id: run[0].church_id }]);
  });

  await t.test('events: past and upcoming, registration_count equals rows and fits capacity', async () => {
    const now = new Date().toISOString();
    const events = await db
      .selectFrom('events')
      .leftJoin('event_registrations', 'event_registrations.event_id', 'events.id')
      .select(['events.id', 'events.capacity', 'events.registration_count', 'events.starts_at', 'events.ends_at'])
      .select((eb) => eb.fn.count<number>('event_registrations.user_id').as('rows'))
      .groupBy(['events.id', 'events.capacity', 'events.registration_count', 'events.starts_at', 'events.ends_at'])
      .execute();
    for (const event of events) {
      assert.equal(Number(event.registration_count), Number(event.rows), `event ${event.id}`);
      if (event.capacity !== null) assert.ok(Number(event.rows) <= event.capacity, `event ${event.id} over capacity`);
      assert.ok(toIso(event.ends_at) > toIso(event.starts_at));
    }
    const upcoming = events.filter((event) => toIso(event.starts_at) > now);
    assert.ok(upcoming.length >= 25 && events.length - upcoming.length >= 25);
    const small = upcoming.filter((event) => event.capacity === 5);
    assert.ok(small.length >= 3);
    assert.ok(small.some((event) => Number(event.rows) === 5), 'a full small event');
    assert.ok(small.some((event) => Number(event.rows) < 5), 'a small event with room');
    const demoUpcoming = await db
      .selectFrom('event_registrations')
      .innerJoin('events', 'events.id', 'event_registrations.event_id')
      .select('events.id')
      .where('event_registrations.user_id', '=', demo.id)
      .where('events.starts_at', '>', now)
      .execute();
    assert.ok(demoUpcoming.length >= 2);
  });

  await t.test('groups: member_count equals rows and fits capacity', async () => {
    const groups = await db
      .selectFrom('groups')
      .leftJoin('group_members', 'group_members.group_id', 'groups.id')
      .select(['groups.id', 'groups.capacity', 'groups.member_count'])
      .select((eb) => eb.fn.count<number>('group_members.user_id').as('rows'))
      .groupBy(['groups.id', 'groups.capacity', 'groups.member_count'])
      .execute();
    assert.ok(groups.length >= 25);
    for (const group of groups) {
      assert.equal(Number(group.member_count), Number(group.rows), `group ${group.id}`);
      if (group.capacity !== null) assert.ok(Number(group.rows) <= group.capacity);
    }
    assert.ok(groups.some((group) => group.capacity !== null && Number(group.rows) === group.capacity), 'a full group');
    const mine = await db.selectFrom('group_members').select('group_id').where('user_id', '=', demo.id).execute();
    assert.ok(mine.length >= 1);
  });

  await t.test('prayers: prayer_count equals log rows; some anonymous, some answered with a date', async () => {
    const prayers = await db
      .selectFrom('prayers')
      .leftJoin('prayer_log', 'prayer_log.prayer_id', 'prayers.id')
      .select(['prayers.id', 'prayers.prayer_count', 'prayers.is_anonymous', 'prayers.is_answered', 'prayers.answered_at', 'prayers.created_at', 'prayers.user_id'])
      .select((eb) => eb.fn.count<number>('prayer_log.id').as('rows'))
      .groupBy(['prayers.id', 'prayers.prayer_count', 'prayers.is_anonymous', 'prayers.is_answered', 'prayers.answered_at', 'prayers.created_at', 'prayers.user_id'])
      .execute();
    for (const prayer of prayers) {
      assert.equal(Number(prayer.prayer_count), Number(prayer.rows), `prayer ${prayer.id}`);
      assert.equal(Boolean(prayer.is_answered), prayer.answered_at !== null, `prayer ${prayer.id}`);
      if (prayer.answered_at !== null) assert.ok(toIso(prayer.answered_at) > toIso(prayer.created_at));
    }
    const anonymous = prayers.filter((prayer) => prayer.is_anonymous);
    const answered = prayers.filter((prayer) => prayer.is_answered);
    assert.ok(anonymous.length >= 5 && anonymous.length < prayers.length / 2, `anonymous ${anonymous.length}`);
    assert.ok(answered.length >= 5 && answered.length < prayers.length / 2, `answered ${answered.length}`);
    const own = prayers.filter((prayer) => prayer.user_id === demo.id);
    assert.ok(own.some((prayer) => prayer.is_anonymous) && own.some((prayer) => prayer.is_answered));
  });

  await t.test('donations: several funds and currencies over the past twelve months', async () => {
    const rows = await db.selectFrom('donations').select(['user_id', 'fund', 'currency', 'amount', 'donated_at']).execute();
    const yearAgo = new Date(Date.now() - 366 * 86_400_000).toISOString();
    const now = new Date().toISOString();
    for (const row of rows) {
      assert.ok(toIso(row.donated_at) > yearAgo && toIso(row.donated_at) <= now, toIso(row.donated_at));
      assert.ok(Number.isInteger(row.amount) && row.amount > 0);
      assert.match(row.currency, /^[A-Z]{3}$/);
    }
    assert.deepEqual([...new Set(rows.map((row) => row.fund))].sort(), ['Building', 'General', 'Missions', 'Youth']);
    const usd = rows.filter((row) => row.currency === 'USD').length;
    assert.ok(usd > rows.length / 2, 'mostly USD');
    assert.ok(rows.some((row) => row.currency === 'EUR'));
    const mine = rows.filter((row) => row.user_id === demo.id);
    assert.ok(mine.length >= 12);
    assert.deepEqual([...new Set(mine.map((row) => row.fund))].sort(), ['Building', 'General', 'Missions', 'Youth']);
    assert.deepEqual([...new Set(mine.map((row) => row.currency))].sort(), ['EUR', 'USD']);
    assert.ok(rows.some((row) => row.user_id !== demo.id));
  });

  await t.test('the first start makes the demo key, with every API scope; later starts keep it and show its prefix only', async () => {
    const first = await demoKeyOnStart(services);
    assert.ok(first && 'key' in first, 'the first start shows the key');
    assert.ok(first.key.startsWith('cpk_'));
    const principal = await services.apps.authenticateKey(first.key);
    assert.ok(principal);
    assert.equal(principal.userId, demo.id);
    assert.deepEqual([...principal.scopes].sort(), [...API_SCOPE_NAMES].sort());
    assert.equal(principal.donationsApproved, true);

    const me = await request({ method: 'GET', url: '/api/v1/users/me', key: first.key });
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().data.email, DEMO_EMAIL);
    const churches = await request({ method: 'GET', url: `/api/v1/users/${demo.id}/churches`, key: first.key });
    assert.equal(churches.json().pagination.total, 3);

    const again = await demoKeyOnStart(services);
    const [made] = await services.apps.listKeys(seeded.clientId!);
    assert.deepEqual(again, { prefix: first.key.slice(0, made.prefix.length), createdAt: made.createdAt });
    assert.ok(await services.apps.authenticateKey(first.key), 'the key still works after another start');

    const another = await issueDemoKey(services, seeded.clientId!);
    assert.notEqual(another.key, first.key);
    assert.deepEqual(another.summary.scopes, [...API_SCOPE_NAMES]);
    assert.ok(await services.apps.authenticateKey(first.key), 'a new demo key leaves the others working');
    assert.ok(await services.apps.authenticateKey(another.key));

    // Only when every demo key is revoked does a start make a new one.
    for (const key of await services.apps.listKeys(seeded.clientId!)) await services.apps.revokeKey(key.id);
    const fresh = await demoKeyOnStart(services);
    assert.ok(fresh && 'key' in fresh);
    assert.ok(await services.apps.authenticateKey(fresh.key));
    const keys = await services.apps.listKeys(seeded.clientId!);
    assert.equal(keys.filter((key) => key.name === DEMO_KEY_NAME && !key.revokedAt).length, 1);
  });

  await t.test('is the same data on every run', async (t2) => {
    const other = await buildTestApp(t2);
    await seedDemo(other.services, {});
    const shape = async (s: Services) => {
      const database = s.database.db;
      return {
        users: await database.selectFrom('users').select(['email', 'given_name', 'family_name']).orderBy('id').execute(),
        churches: await database.selectFrom('churches').select(['name', 'member_count']).orderBy('id').execute(),
        events: await database.selectFrom('events').select(['title', 'capacity', 'registration_count']).orderBy('id').execute(),
        donations: await sql<{ total: number }>`select sum(amount) as total from donations`.execute(database),
      };
    };
    assert.deepEqual(await shape(other.services), await shape(services));
  });
});

test('demo seed options and refusals', async (t) => {
  await t.test('takes the password given; every seeded person signs in with it', async (t2) => {
    const { services } = await buildTestApp(t2);
    assert.equal((await seedDemo(services, { password: 'another-password' })).created, true);
    assert.ok(await services.users.verifyCredentials(DEMO_EMAIL, 'another-password'));
    const someone = await services.database.db.selectFrom('users').select('email').where('email', '!=', DEMO_EMAIL).executeTakeFirstOrThrow();
    assert.ok(await services.users.verifyCredentials(someone.email, 'another-password'));
  });

  await t.test('a password against the rules seeds nothing', async (t2) => {
    const { services } = await buildTestApp(t2);
    await assert.rejects(seedDemo(services, { password: 'short' }), /Password does not meet the rules/);
    assert.deepEqual(await counts(services), Object.fromEntries(TABLES.map((table) => [table, 0])));
  });

  await t.test('leaves a database with churches alone unless told otherwise', async (t2) => {
    const { services } = await buildTestApp(t2);
    await buildChurch(services);
    await buildUser(services);
    assert.deepEqual(await seedDemo(services, {}), { created: false });
    assert.equal(await services.users.findByEmail(DEMO_EMAIL), undefined);
    assert.equal(await demoKeyOnStart(services), undefined);
    assert.equal((await seedDemo(services, { evenIfChurchesExist: true })).created, true);
    assert.equal((await counts(services)).churches, 29);
  });

  await t.test('skips made-up people whose email is already taken', async (t2) => {
    const { services } = await buildTestApp(t2);
    const reference = await buildTestApp(t2);
    await seedDemo(reference.services, {});
    const taken = await reference.services.database.db.selectFrom('users').select('email').where('email', '!=', DEMO_EMAIL).orderBy('id').executeTakeFirstOrThrow();
    await buildUser(services, { email: taken.email });
    assert.equal((await seedDemo(services, {})).created, true);
    const n = await counts(services);
    assert.equal(n.users, (await counts(reference.services)).users + 1);
  });

  await t.test('refuses in production', async (t2) => {
    const { services } = await buildTestApp(t2, { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' });
    await assert.rejects(seedDemo(services, {}), /never seeded when NODE_ENV=production/);
    assert.equal(await services.users.findByEmail(DEMO_EMAIL), undefined);
  });
});
