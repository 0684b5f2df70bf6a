import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database.ts';
import { UnitOfWork } from './unit-of-work.ts';
import type { Db } from './database.ts';
import { freshDatabaseUrl } from '../../test/helpers.ts';

type Scratch = Kysely<Record<string, Record<string, unknown>>>;

/**
 * Two handles on one store: the one units run on, and another that sees only what is
 * committed (a second pool on PostgreSQL; on SQLite a second connection to the file, which
 * counts as another process for SQLite's locks).
 */
async function stores(t: TestContext) {
  let url = await freshDatabaseUrl(t);
  let dir: string | undefined;
  if (url.startsWith('sqlite:')) {
    dir = mkdtempSync(join(tmpdir(), 'unit-of-work-'));
    url = `sqlite:${join(dir, 'db.sqlite')}`;
  }
  const writer = await openDatabase(url);
  const observer = await openDatabase(url);
  t.after(async () => {
    await observer.close();
    await writer.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  const db = writer.db as unknown as Scratch;
  await sql`create table notes (body varchar(100) primary key)`.execute(db);
  await sql`create table outbox (change varchar(100) not null check (change <> 'poison'))`.execute(db);
  const committed = async (table: 'notes' | 'outbox') =>
    (await sql<{ value: string }>`select ${sql.ref(table === 'notes' ? 'body' : 'change')} as value from ${sql.table(table)} order by 1`.execute(observer.db)).rows.map((row) => row.value);
  // The writer a service gets at start-up: the unit's changes go in with its transaction.
  const writes: string[][] = [];
  const unit = new UnitOfWork<string>(writer.db, async (trx, changes) => {
    writes.push([...changes]);
    for (const change of changes) await sql`insert into outbox (change) values (${change})`.execute(trx);
  });
  const insert = (trx: Db, body: string) => sql`insert into notes (body) values (${body})`.execute(trx);
  return { unit, committed, insert, writes };
}

test('a unit writes its recorded changes in its own transaction, then tells the listeners what committed', async (t) => {
  const { unit, committed, insert, writes } = await stores(t);
  const told: { changes: readonly string[]; seen: Promise<string[]> }[] = [];
  unit.afterCommit((changes) => told.push({ changes, seen: committed('outbox') }));

  const answer = await unit.run(async ({ trx, record }) => {
    await insert(trx, 'Healing for Anna');
    record('prayer.created 1');
    record('prayer.prayed 1', 'prayer.prayed 1');
    return 'done';
  });
  assert.equal(answer, 'done');
  assert.deepEqual(writes, [['prayer.created 1', 'prayer.prayed 1', 'prayer.prayed 1']], 'one write for the whole unit, in the order recorded');
  assert.deepEqual(await committed('notes'), ['Healing for Anna']);
  assert.equal(told.length, 1);
  assert.deepEqual(told[0].changes, ['prayer.created 1', 'prayer.prayed 1', 'prayer.prayed 1']);
  assert.deepEqual(await told[0].seen, ['prayer.created 1', 'prayer.prayed 1', 'prayer.prayed 1'], 'a listener hears of it once another connection can read it');
});

test('a unit that throws leaves nothing, its changes included, and tells nobody', async (t) => {
  const { unit, committed, insert, writes } = await stores(t);
  let told = 0;
  unit.afterCommit(() => told++);
  await assert.rejects(
    unit.run(async ({ trx, record }) => {
      await insert(trx, 'Never');
      record('prayer.created 2');
      throw new Error('refused');
    }),
    /refused/,
  );
  // The writer fails: the work it followed goes too.
  await assert.rejects(
    unit.run(async ({ trx, record }) => {
      await insert(trx, 'Nor this');
      record('poison');
    }),
  );
  assert.deepEqual(await committed('notes'), []);
  assert.deepEqual(await committed('outbox'), []);
  assert.equal(told, 0);
  assert.deepEqual(writes, [['poison']], 'the work that threw never reached the writer');
});

test('a unit that records nothing writes no changes and tells nobody', async (t) => {
  const { unit, committed, insert, writes } = await stores(t);
  let told = 0;
  unit.afterCommit(() => told++);
  await unit.run(({ trx }) => insert(trx, 'Quiet'));
  assert.deepEqual(await committed('notes'), ['Quiet']);
  assert.deepEqual(writes, []);
  assert.equal(told, 0);
});

test('units started together each commit with their own changes, and each is told once', async (t) => {
  const { unit, committed, insert } = await stores(t);
  const told: string[] = [];
  unit.afterCommit((changes) => told.push(...changes));
  const results = await Promise.allSettled(
    Array.from({ length: 20 }, (_, i) =>
      unit.run(async ({ trx, record }) => {
        await insert(trx, `note ${String(i).padStart(2, '0')}`);
        // One in five fails after recording: on SQLite it rolls back to its savepoint in the shared commit.
        if (i % 5 === 4) throw new Error(`refused ${i}`);
        record(`change ${String(i).padStart(2, '0')}`);
      }),
    ),
  );
  const kept = Array.from({ length: 20 }, (_, i) => i).filter((i) => i % 5 !== 4);
  assert.deepEqual(results.map((result) => result.status), Array.from({ length: 20 }, (_, i) => (i % 5 === 4 ? 'rejected' : 'fulfilled')));
  assert.deepEqual(await committed('notes'), kept.map((i) => `note ${String(i).padStart(2, '0')}`));
  assert.deepEqual(await committed('outbox'), kept.map((i) => `change ${String(i).padStart(2, '0')}`));
  assert.deepEqual(told.sort(), kept.map((i) => `change ${String(i).padStart(2, '0')}`));
});
