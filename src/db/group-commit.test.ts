import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import { directReadsOf, openDatabase } from './database.ts';

/** The service's SQLite store on a scratch file, and a second connection that sees only what is committed. */
async function scratch(t: TestContext) {
  const dir = mkdtempSync(join(tmpdir(), 'group-commit-'));
  const path = join(dir, 'db.sqlite');
  const database = await openDatabase(`sqlite:${path}`);
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
  return { db, committed, insert };
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
