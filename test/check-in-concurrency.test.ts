import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices, type Services } from '../src/services.ts';
import { addChurchMember, buildCaller, buildChurch, buildEvent, buildTestApp, freshDatabaseUrl } from './helpers.ts';
import { bornYearsAgo, buildHousehold, openWindow } from './check-in-fixtures.ts';
import { startInstance } from './instances.ts';

/*
 * The rules of check-in that must hold under parallel requests, within one instance and across
 * two instances over one database: one set of check-ins and one code per household, never a
 * room over capacity, no two households with the same code at an event.
 */

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Sends a check-in; `turn` picks the instance (requests alternate between them). */
type Post = (turn: number, eventId: number, body: object) => Promise<Answer>;

async function scenario(t: TestContext, services: Services, key: string, churchId: number, post: Post) {
  const { db } = services.database;
  const admin = (await db.selectFrom('church_members').select('user_id').where('church_id', '=', churchId).where('role', '=', 'admin').executeTakeFirstOrThrow()).user_id;
  const event = await buildEvent(services, churchId, openWindow());
  const big = await services.checkIns.createRoom(event.id, admin, { name: 'Everyone' });
  const small = await services.checkIns.createRoom(event.id, admin, { name: 'Last seats', capacity: 5 });

  await t.test('parallel check-ins of one household: one set of check-ins, one code', async () => {
    const family = await buildHousehold(services, churchId, { children: [{ birthdate: bornYearsAgo(5) }, { birthdate: bornYearsAgo(7) }, { birthdate: bornYearsAgo(9) }] });
    const body = { householdId: family.household.id, children: family.children.map((child) => ({ childId: child.id, roomId: big.id })) };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => post(i, event.id, body)));
    assert.ok(answers.every((a) => a.status === 201 || a.status === 200), JSON.stringify(answers.map((a) => [a.status, a.body])));
    assert.equal(answers.filter((a) => a.status === 201).length, 1, 'exactly one request checked the family in');
    assert.equal(new Set(answers.map((a) => a.body.data.securityCode)).size, 1, 'one code');
    assert.equal(new Set(answers.map((a) => a.body.data.checkIns.map((c: { id: number }) => c.id).join())).size, 1, 'the same check-ins');
    const rows = await db.selectFrom('check_ins').select('id').where('household_id', '=', family.household.id).execute();
    assert.equal(rows.length, 3);
    const room = await db.selectFrom('rooms').select('checked_in_count').where('id', '=', big.id).executeTakeFirstOrThrow();
    assert.equal(room.checked_in_count, 3);
  });

  await t.test('parallel check-ins into the last seats of a room: never over capacity', async () => {
    const families = await Promise.all(Array.from({ length: 12 }, () => buildHousehold(services, churchId, { children: [{ birthdate: bornYearsAgo(6) }] })));
    const answers = await Promise.all(
      families.map((family, i) => post(i, event.id, { householdId: family.household.id, children: [{ childId: family.children[0].id, roomId: small.id }] })),
    );
    const statuses = answers.map((a) => a.status);
    assert.equal(statuses.filter((s) => s === 201).length, 5, String(statuses));
    assert.ok(answers.filter((a) => a.status !== 201).every((a) => a.status === 409 && a.body.error === 'RoomFull'), JSON.stringify(answers.map((a) => a.body)));
    const room = await db.selectFrom('rooms').select('checked_in_count').where('id', '=', small.id).executeTakeFirstOrThrow();
    assert.equal(room.checked_in_count, 5);
    const rows = await db.selectFrom('check_ins').select('id').where('room_id', '=', small.id).execute();
    assert.equal(rows.length, 5);
    // The refused families got no code either: all or nothing.
    const codes = await db.selectFrom('check_in_codes').select('household_id').where('event_id', '=', event.id).where('household_id', 'in', families.map((f) => f.household.id)).execute();
    assert.equal(codes.length, 5);
  });

  await t.test('families whose children go to several rooms, all at once: every one checked in, each room counted exactly', async () => {
    const rooms = [big, await services.checkIns.createRoom(event.id, admin, { name: 'Second' }), await services.checkIns.createRoom(event.id, admin, { name: 'Third' })];
    const families = await Promise.all(Array.from({ length: 40 }, () => buildHousehold(services, churchId, { children: [{ birthdate: bornYearsAgo(5) }, { birthdate: bornYearsAgo(7) }, { birthdate: bornYearsAgo(9) }] })));
    const before = await db.selectFrom('rooms').select(['id', 'checked_in_count']).where('event_id', '=', event.id).execute();
    // Each family lists its rooms in another order, as a kiosk might.
    const answers = await Promise.all(
      families.map((family, i) =>
        post(i, event.id, { householdId: family.household.id, children: family.children.map((child, j) => ({ childId: child.id, roomId: rooms[(i + j) % rooms.length].id })) }),
      ),
    );
    assert.ok(answers.every((a) => a.status === 201), JSON.stringify(answers.filter((a) => a.status !== 201).map((a) => [a.status, a.body])));
    const after = await db.selectFrom('rooms').select(['id', 'checked_in_count']).where('event_id', '=', event.id).execute();
    for (const room of rooms) {
      const added = after.find((r) => r.id === room.id)!.checked_in_count - (before.find((r) => r.id === room.id)?.checked_in_count ?? 0);
      assert.equal(added, families.length, `room ${room.name}`);
    }
  });

  await t.test('codes are unique across many households checking in at once', async () => {
    const families = await Promise.all(Array.from({ length: 80 }, () => buildHousehold(services, churchId, { children: [{ birthdate: bornYearsAgo(4) }, { birthdate: bornYearsAgo(8) }] })));
    const answers = await Promise.all(
      families.map((family, i) => post(i, event.id, { householdId: family.household.id, children: family.children.map((child) => ({ childId: child.id, roomId: big.id })) })),
    );
    assert.ok(answers.every((a) => a.status === 201), JSON.stringify(answers.filter((a) => a.status !== 201).map((a) => a.body)));
    const codes = answers.map((a) => a.body.data.securityCode);
    assert.equal(new Set(codes).size, families.length, 'each household its own code');
    const stored = await db.selectFrom('check_in_codes').select(['household_id', 'code']).where('event_id', '=', event.id).execute();
    assert.equal(new Set(stored.map((row) => row.code)).size, stored.length);
    for (const [i, family] of families.entries()) assert.equal(stored.find((row) => row.household_id === family.household.id)?.code, codes[i]);
  });
  return key;
}

test('check-in under parallel requests, one instance', async (t) => {
  const { request, services } = await buildTestApp(t);
  const church = await buildChurch(services);
  const admin = await buildCaller(services);
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const kiosks = await Promise.all(Array.from({ length: 4 }, () => buildCaller(services)));
  for (const kiosk of kiosks) await addChurchMember(services, church.id, kiosk.user.id, 'volunteer' as 'member');
  await scenario(t, services, admin.key, church.id, async (turn, eventId, body) => {
    const res = await request({ method: 'POST', url: `/api/v1/events/${eventId}/check-ins`, key: kiosks[turn % kiosks.length].key, payload: body });
    return { status: res.statusCode, body: res.json() };
  });
});

test('check-in under parallel requests, two instances over one database', { timeout: 180_000 }, async (t) => {
  // PostgreSQL when the suite runs on it; otherwise one SQLite file that both processes open.
  let databaseUrl: string;
  if (process.env.TEST_DATABASE_URL) databaseUrl = await freshDatabaseUrl(t);
  else {
    const dir = mkdtempSync(join(tmpdir(), 'check-in-instances-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
  }
  const database = await openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
  t.after(() => database.close());
  const church = await buildChurch(services);
  const admin = await buildCaller(services);
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const kiosk = await buildCaller(services);
  await addChurchMember(services, church.id, kiosk.user.id, 'volunteer' as 'member');

  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '100000' };
  const instances = await Promise.all([startInstance(env), startInstance(env)]);
  t.after(() => {
    for (const instance of instances) instance.process.kill('SIGKILL');
  });
  await scenario(t, services, admin.key, church.id, async (turn, eventId, body) => {
    const res = await fetch(`${instances[turn % 2].apiBaseUrl}/events/${eventId}/check-ins`, {
      method: 'POST',
      headers: { authorization: `Bearer ${kiosk.key}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  });
});
