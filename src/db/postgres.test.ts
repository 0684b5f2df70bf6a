import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CompiledQuery, sql } from 'kysely';
import type pg from 'pg';
import { buildCaller, buildChurch, buildTestApp, freshDatabaseUrl } from '../../test/helpers.ts';
import { openDatabase } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { prepareOnServer, timestamptzToIso } from './postgres.ts';

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

test('a transaction sends its begin with its first statement: one round trip fewer, the same outcome', { skip }, async (t) => {
  const database = await openDatabase(await freshDatabaseUrl(t), { poolSize: 1 });
  t.after(() => database.close());
  await migrateToLatest(database.db);
  const db = database.db;
  let roundTrips = 0;
  const client = (await database.pool!.connect()) as pg.PoolClient & { connection: { on(event: string, listener: () => void): void } };
  client.connection.on('readyForQuery', () => roundTrips++);
  client.release();

  const insert = 'insert into churches (name, description, city, state, country, website, member_count, created_at, updated_at) ' +
    "values ($1, '', '', '', '', '', 0, '2027-01-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z') returning id, name";
  prepareOnServer(insert);
  const names = async () => (await db.selectFrom('churches').select('name').orderBy('id').execute()).map((row) => row.name);

  // Two statements and the commit: three round trips (four with begin on its own).
  roundTrips = 0;
  const made = await db.transaction().execute(async (trx) => {
    const first = await trx.executeQuery<{ id: number; name: string }>(CompiledQuery.raw(insert, ['A']));
    await trx.executeQuery(CompiledQuery.raw(insert, ['B']));
    return first.rows[0];
  });
  assert.equal(made.name, 'A');
  assert.equal(roundTrips, 3);
  assert.deepEqual(await names(), ['A', 'B']);

  // A failure after the first statement still undoes it.
  await assert.rejects(
    db.transaction().execute(async (trx) => {
      await trx.executeQuery(CompiledQuery.raw(insert, ['C']));
      await trx.executeQuery(CompiledQuery.raw(insert, [null]));
    }),
    /null value/,
  );
  assert.deepEqual(await names(), ['A', 'B']);

  // The first statement failing: the transaction is rolled back and the connection goes on.
  await assert.rejects(db.transaction().execute((trx) => trx.executeQuery(CompiledQuery.raw(insert, [null]))), /null value/);
  assert.equal((await db.transaction().execute((trx) => trx.executeQuery<{ name: string }>(CompiledQuery.raw(insert, ['D'])))).rows[0].name, 'D');

  // A transaction that runs nothing costs nothing; one whose first statement has no parameters
  // (several commands are allowed there) begins first and still runs in the transaction.
  roundTrips = 0;
  await db.transaction().execute(async () => {});
  assert.equal(roundTrips, 0);
  await assert.rejects(
    db.transaction().execute(async (trx) => {
      await sql`insert into churches (name, description, city, state, country, website, member_count, created_at, updated_at) values ('E', '', '', '', '', '', 0, now(), now())`.execute(trx);
      throw new Error('undo');
    }),
    /undo/,
  );
  assert.deepEqual(await names(), ['A', 'B', 'D']);
  const { rows } = await sql<{ level: string }>`show transaction isolation level`.execute(db);
  assert.equal(rows.length, 1);
});
