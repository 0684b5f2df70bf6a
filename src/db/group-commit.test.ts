import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { setTimeout as delay } from 'node:timers/promises';
import { sql, type Kysely } from 'kysely';
import { directReadsOf, openDatabase, type OpenOptions } from './database.ts';
import { isDatabaseUnavailable } from './unavailable.ts';

/**
 * The service's SQLite store on a scratch file, and a second connection that sees only what is
 * committed; for SQLite's locks it counts as another process.
 */
async function scratch(t: TestContext, options: OpenOptions = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  const path = join(dir, 'db.sqlite');
  const database = await openDatabase(`sqlite:${path}`, options);
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await sql`create table notes (id integer primary key, body text not null unique)`.execute(db);
  await sql`create table parents (id integer primary key)`.execute(db);
  await sql`create table children (id integer primary key, parent_id integer not null references parents (id) deferrable initially deferred)`.execute(db);
  const observer = new DatabaseSync(path);
  t.after(async () => {
    observer.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const committed = () => (observer.prepare('select body from notes order by id').all() as { body: string }[]).map((row) => row.body);
  const insert = (trx: typeof db, body: string) => sql`insert into notes (body) values (${body})`.execute(trx);
  return { db, committed, insert, observer };
}

/** How late a 10 ms timer fires, as `work` runs: how long the event loop stood still meanwhile. */
async function timerLateness(work: Promise<unknown>): Promise<number> {
  let latest = 0;
  let running = true;
  void work.finally(() => (running = false));
  while (running) {
    const start = performance.now();
    await delay(10);
    latest = Math.max(latest, performance.now() - start - 10);
  }
  return latest;
}

test('transactions started together share one commit, and each settles only once it is committed', async (t) => {
  const { db, committed, insert } = await scratch(t);
  const seenAtSettle: string[][] = [];
  await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      db
        .transaction()
        .execute((trx) => insert(trx, `note ${i}`))
        .then(() => seenAtSettle.push(committed())),
    ),
  );
  // Another connection already sees all twenty when the first settles: one commit held them.
  assert.equal(seenAtSettle.length, 20);
  for (const seen of seenAtSettle) assert.equal(seen.length, 20);
  // A transaction started later commits on its own and is visible when it settles.
  await db.transaction().execute((trx) => insert(trx, 'later'));
  assert.equal(committed().at(-1), 'later');
});

test('a failing transaction rolls back alone; the others of its group commit', async (t) => {
  const { db, committed, insert } = await scratch(t);
  const results = await Promise.allSettled([
    db.transaction().execute((trx) => insert(trx, 'first')),
    db.transaction().execute(async (trx) => {
      await insert(trx, 'half done');
      await insert(trx, 'first'); // unique violation: the whole transaction goes, 'half done' too
    }),
    db.transaction().execute((trx) => insert(trx, 'third')),
  ]);
  assert.deepEqual(results.map((result) => result.status), ['fulfilled', 'rejected', 'fulfilled']);
  assert.deepEqual(committed(), ['first', 'third']);
});

test('a statement outside a transaction never sees a group before it is committed', async (t) => {
  const { db, committed, insert } = await scratch(t);
  const writing = db.transaction().execute((trx) => insert(trx, 'written'));
  // Issued while the write's group is still open: the group commits before the read runs.
  const read = sql<{ body: string }>`select body from notes`.execute(db).then((result) => ({ rows: result.rows.map((row) => row.body), committed: committed() }));
  const [, seen] = await Promise.all([writing, read]);
  assert.deepEqual(seen.rows, ['written']);
  assert.deepEqual(seen.committed, ['written']);
});

test('when the shared commit fails, every transaction of the group fails and none is kept', async (t) => {
  const { db, committed, insert } = await scratch(t);
  const results = await Promise.allSettled([
    db.transaction().execute((trx) => insert(trx, 'innocent')),
    // A deferred constraint is checked at the commit, which then fails for the whole group.
    db.transaction().execute((trx) => sql`insert into children (parent_id) values (42)`.execute(trx)),
  ]);
  assert.deepEqual(results.map((result) => result.status), ['rejected', 'rejected']);
  assert.match(String((results[0] as PromiseRejectedResult).reason), /FOREIGN KEY/);
  assert.deepEqual(committed(), []);
  // The store goes on working.
  await db.transaction().execute((trx) => insert(trx, 'after'));
  assert.deepEqual(committed(), ['after']);
});

test('transactions queue behind one that waits on something else, and all of them commit', async (t) => {
  const { db, committed, insert } = await scratch(t);
  const slow = db.transaction().execute(async (trx) => {
    await insert(trx, 'slow');
    await new Promise((resolve) => setTimeout(resolve, 20));
    await insert(trx, 'slow, part two');
  });
  const quick = Array.from({ length: 5 }, (_, i) => db.transaction().execute((trx) => insert(trx, `quick ${i}`)));
  await Promise.all([slow, ...quick]);
  assert.deepEqual(committed(), ['slow', 'slow, part two', 'quick 0', 'quick 1', 'quick 2', 'quick 3', 'quick 4']);
});

test('a direct read commits the open group first, and waits its turn (undefined) while a transaction holds the connection', async (t) => {
  const { db, committed, insert } = await scratch(t);
  const reads = directReadsOf(db as never)!;
  const count = 'select count(*) as n from notes where body like ?';
  // A transaction that has released its savepoint but not yet committed: its group is open.
  const settled = db.transaction().execute((trx) => insert(trx, 'grouped'));
  await new Promise((resolve) => process.nextTick(resolve));
  assert.deepEqual(committed(), [], 'not committed yet');
  assert.deepEqual(reads.readNow<{ n: number }>(count, ['%']), [{ n: 1 }]);
  assert.deepEqual(committed(), ['grouped'], 'the read committed the group before reading it');
  await settled;

  // A transaction in the middle of its work holds the connection: the read is not made.
  let release!: () => void;
  const held = db.transaction().execute(async (trx) => {
    await insert(trx, 'half');
    await new Promise<void>((resolve) => (release = resolve));
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  assert.equal(reads.readNow(count, ['%']), undefined);
  release();
  await held;
  assert.deepEqual(reads.readNow<{ n: number }>(count, ['%']), [{ n: 2 }]);
});

test('a transaction waits on a timer for the write lock another process holds, while reads and timers go on', { timeout: 10_000 }, async (t) => {
  const { db, committed, insert, observer } = await scratch(t);
  await insert(db, 'before');
  observer.exec('BEGIN IMMEDIATE');
  observer.exec("insert into notes (body) values ('other process')");
  let releasedAt = 0;
  const release = delay(300).then(() => {
    observer.exec('COMMIT');
    releasedAt = performance.now();
  });
  const writing = db.transaction().execute((trx) => insert(trx, 'waited')).then(() => performance.now());
  const lateness = timerLateness(writing);
  // The write waits; a read of what was committed before the lock runs meanwhile, on both paths.
  await delay(50);
  assert.deepEqual((await sql<{ body: string }>`select body from notes`.execute(db)).rows, [{ body: 'before' }]);
  assert.deepEqual(directReadsOf(db as never)!.readNow('select body from notes', []), [{ body: 'before' }]);
  const [writtenAt] = await Promise.all([writing, release]);
  assert.ok(writtenAt >= releasedAt, 'the write committed after the other process let go');
  assert.deepEqual(committed(), ['before', 'other process', 'waited']);
  assert.ok((await lateness) < 250, `the event loop stood still for ${await lateness} ms`);
});

test('a statement outside a transaction, an autocommit write, waits for the lock the same way', { timeout: 10_000 }, async (t) => {
  const { db, committed, insert, observer } = await scratch(t);
  observer.exec('BEGIN IMMEDIATE');
  const release = delay(200).then(() => observer.exec('COMMIT'));
  const writing = insert(db, 'autocommit');
  const lateness = timerLateness(writing);
  await Promise.all([writing, release]);
  assert.deepEqual(committed(), ['autocommit']);
  assert.ok((await lateness) < 250, `the event loop stood still for ${await lateness} ms`);
});

test('a transaction that reads and then writes never fails because another process wrote in between', { timeout: 10_000 }, async (t) => {
  const { db, committed, insert, observer } = await scratch(t);
  await insert(db, 'first');
  let otherWrite = '';
  await db.transaction().execute(async (trx) => {
    await sql`select count(*) from notes`.execute(trx);
    // Another process writes between this transaction's read and its write: it has to wait.
    try {
      observer.exec("insert into notes (body) values ('other process')");
      otherWrite = 'written';
    } catch (error) {
      otherWrite = isDatabaseUnavailable(error) ? 'waits' : String(error);
    }
    await insert(trx, 'second');
  });
  assert.equal(otherWrite, 'waits');
  assert.deepEqual(committed(), ['first', 'second']);
});

test('a write that cannot get the lock within the bound fails as the database being unavailable', { timeout: 10_000 }, async (t) => {
  const { db, committed, insert, observer } = await scratch(t, { connectTimeoutMs: 200 });
  observer.exec('BEGIN IMMEDIATE');
  const started = performance.now();
  const results = await Promise.allSettled([db.transaction().execute((trx) => insert(trx, 'in a transaction')), insert(db, 'autocommit')]);
  const waited = performance.now() - started;
  observer.exec('COMMIT');
  for (const result of results) {
    assert.equal(result.status, 'rejected');
    assert.ok(isDatabaseUnavailable((result as PromiseRejectedResult).reason), String((result as PromiseRejectedResult).reason));
  }
  assert.ok(waited >= 200 && waited < 2000, `gave up after ${waited} ms`);
  // The store goes on working once the lock is free.
  await db.transaction().execute((trx) => insert(trx, 'after'));
  assert.deepEqual(committed(), ['after']);
});
