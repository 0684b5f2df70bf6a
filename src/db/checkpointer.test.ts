import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import { openDatabase, type OpenOptions } from './database.ts';
import { SERVICE_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer.ts';

type Notes = Kysely<Record<string, Record<string, unknown>>>;

function scratchFile(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return join(dir, 'db.sqlite');
}

async function openNotes(t: TestContext, path: string, options: OpenOptions = {}) {
  const database = await openDatabase(`sqlite:${path}`, options);
  t.after(() => database.close());
  const db = database.db as unknown as Notes;
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  return { database, db };
}

/** Commits `count` rows of 1 KB in transactions of 50, as the service would. */
async function writeRows(db: Notes, count: number): Promise<void> {
  for (let i = 0; i < count; i += 50) {
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < i + 50; j++) await sql`insert into notes (body) values (${`${j} `.padEnd(1024, 'x')})`.execute(trx);
    });
  }
}

async function pragma(db: Notes, name: string): Promise<unknown> {
  const [row] = (await sql<Record<string, unknown>>`pragma ${sql.raw(name)}`.execute(db)).rows;
  return row[name];
}

function recorder() {
  const failures: unknown[] = [];
  return { failures, options: { checkpointInBackground: { onFailure: (error: unknown) => failures.push(error) } } };
}

test('with background checkpoints, commits reach the database file without the service copying them; without, they stay in the log', async (t) => {
  const { failures, options } = recorder();
  const withThread = scratchFile(t);
  const withoutThread = scratchFile(t);
  const served = await openNotes(t, withThread, options);
  const control = await openNotes(t, withoutThread);
  // The same mark as the service's connection, so only the thread can explain a difference.
  await sql`pragma wal_autocheckpoint = ${sql.raw(String(SERVICE_CHECKPOINT_PAGES))}`.execute(control.db);
  assert.equal(await pragma(served.db, 'wal_autocheckpoint'), SERVICE_CHECKPOINT_PAGES);
  const emptySize = statSync(withThread).size;
  assert.equal(statSync(withoutThread).size, emptySize);

  // ~1,400 pages: far below the mark at which either connection would copy them itself.
  await writeRows(served.db, 4000);
  await writeRows(control.db, 4000);
  const deadline = Date.now() + 5000;
  while (statSync(withThread).size < emptySize + 4000 * 1024 && Date.now() < deadline) await delay(25);

  assert.ok(statSync(withThread).size >= emptySize + 4000 * 1024, `the database file holds the rows (${statSync(withThread).size} bytes)`);
  assert.equal(statSync(withoutThread).size, emptySize, 'without the thread the rows are only in the log');
  const [{ rows }] = (await sql<{ rows: number }>`select count(*) as rows from notes`.execute(served.db)).rows;
  assert.equal(rows, 4000);
  assert.deepEqual(failures, []);
});

test('under writes past the mark the log stays near it, and closing leaves no log and reports no failure', async (t) => {
  const { failures, options } = recorder();
  const path = scratchFile(t);
  const { database, db } = await openNotes(t, path, options);
  const pageSize = (await pragma(db, 'page_size')) as number;

  // ~13,000 pages of rows, half again the mark.
  await writeRows(db, 40_000);
  const logPages = statSync(`${path}-wal`).size / (pageSize + 24);
  assert.ok(logPages > 0 && logPages < SERVICE_CHECKPOINT_PAGES * 1.1, `the log holds ${Math.round(logPages)} pages`);

  await database.close();
  await delay(100);
  assert.equal(existsSync(`${path}-wal`), false, 'the last connection to close copies and removes the log');
  assert.deepEqual(failures, []);
  const reopened = new DatabaseSync(path);
  t.after(() => reopened.close());
  assert.deepEqual({ ...reopened.prepare('select count(*) as rows from notes').get() }, { rows: 40_000 });
});

test('a database with no file starts no checkpoint thread', async (t) => {
  const { failures, options } = recorder();
  const database = await openDatabase('sqlite::memory:', options);
  t.after(() => database.close());
  assert.equal(await pragma(database.db as unknown as Notes, 'wal_autocheckpoint'), 1000);

  const temporary = new DatabaseSync('');
  t.after(() => temporary.close());
  assert.equal(startCheckpointer(temporary, () => failures.push('temporary')), undefined);
  assert.deepEqual(failures, []);
});

test('when the checkpoint worker fails, the connection goes back to checkpointing as it commits, and the failure is reported once', async (t) => {
  const path = scratchFile(t);
  const folder = join(path, '..', 'gone');
  mkdirSync(folder);
  const connection = new DatabaseSync(join(folder, 'db.sqlite'));
  t.after(() => connection.close());
  connection.exec('PRAGMA journal_mode = WAL');
  // The service's connection keeps its open file; the worker cannot open it by name.
  rmSync(folder, { recursive: true });
  const failures: unknown[] = [];
  const checkpointer = startCheckpointer(connection, (error) => failures.push(error));
  assert.ok(checkpointer);
  t.after(() => checkpointer.stop());
  assert.equal((connection.prepare('pragma wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint, SERVICE_CHECKPOINT_PAGES);

  const deadline = Date.now() + 5000;
  while (!failures.length && Date.now() < deadline) await delay(20);
  await delay(100);

  assert.equal(failures.length, 1);
  assert.match(String(failures[0]), /unable to open database/);
  assert.equal((connection.prepare('pragma wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint, 1000);
});
