import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { sql, type Kysely } from 'kysely';
import { openDatabase } from './database.ts';
import { SERVICE_CHECKPOINT_PAGES, startCheckpointer } from './checkpointer.ts';

function scratchDir(t: TestContext): string {
  const dir = mkdtempSync(join(tmpdir(), 'checkpointer-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Commits `count` rows of 1 KB in transactions of 50, as the service would. */
async function writeRows(db: Kysely<Record<string, Record<string, unknown>>>, count: number): Promise<void> {
  for (let i = 0; i < count; i += 50) {
    await db.transaction().execute(async (trx) => {
      for (let j = i; j < i + 50; j++) await sql`insert into notes (body) values (${`${j} `.padEnd(1024, 'x')})`.execute(trx);
    });
  }
}

test('with background checkpoints, commits reach the database file without the service copying them', async (t) => {
  const path = join(scratchDir(t), 'db.sqlite');
  const failures: unknown[] = [];
  const database = await openDatabase(`sqlite:${path}`, { checkpointInBackground: { onFailure: (error) => failures.push(error) } });
  t.after(() => database.close());
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  const emptySize = statSync(path).size;

  // ~2,000 pages: far below the mark at which the service's own connection would copy them.
  await writeRows(db, 4000);
  const deadline = Date.now() + 5000;
  while (statSync(path).size < emptySize + 4000 * 1024 && Date.now() < deadline) await delay(25);

  assert.ok(statSync(path).size >= emptySize + 4000 * 1024, `the database file holds the rows (${statSync(path).size} bytes)`);
  const [{ rows }] = (await sql<{ rows: number }>`select count(*) as rows from notes`.execute(db)).rows;
  assert.equal(rows, 4000);
  const [{ wal_autocheckpoint }] = (await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(db)).rows;
  assert.equal(wal_autocheckpoint, SERVICE_CHECKPOINT_PAGES);
  assert.deepEqual(failures, []);
});

test('without background checkpoints, those commits stay in the log until the service copies them', async (t) => {
  const path = join(scratchDir(t), 'db.sqlite');
  const database = await openDatabase(`sqlite:${path}`);
  t.after(() => database.close());
  const db = database.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  await sql`create table notes (id integer primary key, body text not null)`.execute(db);
  await sql`pragma wal_autocheckpoint = ${sql.raw(String(SERVICE_CHECKPOINT_PAGES))}`.execute(db);
  const emptySize = statSync(path).size;
  await writeRows(db, 4000);
  await delay(300);
  assert.equal(statSync(path).size, emptySize);
});

test('when the checkpoint worker fails, the connection goes back to checkpointing as it commits, and the failure is reported once', async (t) => {
  const dir = scratchDir(t);
  const connection = new DatabaseSync(join(dir, 'db.sqlite'));
  t.after(() => connection.close());
  connection.exec('PRAGMA journal_mode = WAL');
  const failures: unknown[] = [];
  // The worker cannot open a database in a folder that does not exist.
  const checkpointer = startCheckpointer(join(dir, 'missing', 'db.sqlite'), connection, (error) => failures.push(error));
  t.after(() => checkpointer.stop());
  assert.equal((connection.prepare('pragma wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint, SERVICE_CHECKPOINT_PAGES);

  const deadline = Date.now() + 5000;
  while (!failures.length && Date.now() < deadline) await delay(20);
  await delay(100);

  assert.equal(failures.length, 1);
  assert.match(String(failures[0]), /unable to open database/);
  assert.equal((connection.prepare('pragma wal_autocheckpoint').get() as { wal_autocheckpoint: number }).wal_autocheckpoint, 1000);
});
