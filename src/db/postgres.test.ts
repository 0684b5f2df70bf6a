import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { buildCaller, buildChurch, buildTestApp, freshDatabaseUrl } from '../../test/helpers.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { timestamptzToIso } from './postgres.ts';

const skip = process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL)';

test('timestamptz text becomes the ISO form the service writes', () => {
  assert.equal(timestamptzToIso('2026-11-22 10:00:00+00'), '2026-11-22T10:00:00.000Z');
  assert.equal(timestamptzToIso('2026-11-22 10:00:00.1+00'), '2026-11-22T10:00:00.100Z');
  assert.equal(timestamptzToIso('2026-11-22 10:00:00.123456+00'), '2026-11-22T10:00:00.123Z');
  // Another session time zone takes pg's own parser.
  assert.equal(timestamptzToIso('2026-11-22 11:30:00.5+01:30'), '2026-11-22T10:00:00.500Z');
});

test('PostgreSQL reads timestamps back exactly as they were written', { skip }, async (t) => {
  const database = await openDatabase(await freshDatabaseUrl(t));
  t.after(() => database.close());
  await migrateToLatest(database.db);
  const written = '2027-01-03T10:00:00.123Z';
  await database.db
    .insertInto('churches')
    .values({ name: 'A', description: '', city: '', state: '', country: '', website: '', member_count: 0, created_at: written, updated_at: written })
    .execute();
  const row = await database.db.selectFrom('churches').select(['created_at']).executeTakeFirstOrThrow();
  assert.equal(row.created_at, written);
  const { rows } = await sql<{ at: string }>`select now() as at`.execute(database.db);
  assert.match(rows[0].at, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const { rows: zone } = await sql<{ TimeZone: string }>`show time zone`.execute(database.db);
  assert.equal(zone[0].TimeZone, 'UTC');

  // Where the session time zone is another (a pooler that drops the setting), still exact.
  const inKolkata = await database.db.transaction().execute(async (trx) => {
    await sql`set local time zone 'Asia/Kolkata'`.execute(trx);
    return trx.selectFrom('churches').select(['created_at']).executeTakeFirstOrThrow();
  });
  assert.equal(inKolkata.created_at, written);
});

test('a list keeps answering when its table gains a column while the service runs', { skip }, async (t) => {
  const { request, services } = await buildTestApp(t);
  const { key } = await buildCaller(services, ['read:churches']);
  for (let i = 0; i < 3; i++) await buildChurch(services);
  const before = await request({ method: 'GET', url: '/api/v1/churches?limit=2', key });
  assert.equal(before.statusCode, 200);

  // A rolling migration: another instance adds a column, so the plans this instance's
  // connections prepared for `SELECT *` no longer match the table.
  await sql`alter table churches add column extra text`.execute(services.database.db);
  for (let i = 0; i < 3; i++) {
    const after = await request({ method: 'GET', url: '/api/v1/churches?limit=2', key });
    assert.equal(after.statusCode, 200, after.body);
    assert.deepEqual(after.json().data, before.json().data);
  }
});
