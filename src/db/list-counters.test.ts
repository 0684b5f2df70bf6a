import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Kysely, PostgresDialect } from 'kysely';
import { freshDatabaseUrl } from '../../test/helpers.ts';
import { openDatabase } from './database.ts';
import { ListCounters } from './list-counters.ts';
import { migrateToLatest } from './migrate.ts';
import type { Database } from './tables.ts';

const church = { name: 'A', description: '', city: '', state: '', country: '', website: '', member_count: 0, created_at: '2027-01-01T00:00:00.000Z', updated_at: '2027-01-01T00:00:00.000Z' };

test('list counters: reads asked for together share one query, and none misses a write acknowledged before it was asked', async (t) => {
  const database = await openDatabase(await freshDatabaseUrl(t));
  t.after(() => database.close());
  await migrateToLatest(database.db);
  let queries = 0;
  const counted =
    database.dialect === 'postgres'
      ? new Kysely<Database>({ dialect: new PostgresDialect({ pool: database.pool! }), log: () => void queries++ })
      : database.db;
  const counters = new ListCounters(counted);

  await database.db.insertInto('churches').values(church).execute();
  const together = await Promise.all(Array.from({ length: 10 }, () => counters.read('churches', '')));
  for (const counter of together) assert.equal(counter.total, 1);
  if (database.dialect === 'postgres') assert.equal(queries, 1, 'ten reads in one turn, one query');

  // Each read asked for after a write's commit sees it, however the reads are grouped.
  for (let i = 2; i <= 6; i++) {
    await database.db.insertInto('churches').values(church).execute();
    const [first, second] = await Promise.all([counters.read('churches', ''), counters.read('churches', '')]);
    assert.equal(first.total, i);
    assert.equal(second.total, i);
  }
  // Callers get their own objects.
  const [a, b] = await Promise.all([counters.read('churches', ''), counters.read('churches', '')]);
  a.total = -1;
  assert.equal(b.total, 6);
});
