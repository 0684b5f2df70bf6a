import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { openDatabase } from '../src/db/database.ts';
import { freshDatabaseUrl } from './helpers.ts';
import { freePort, startInstance, startToEnd, type Instance } from './instances.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A database other processes can open: a schema of its own on PostgreSQL, else an SQLite file (not yet created). */
async function databaseUrl(t: TestContext): Promise<string> {
  if (onPostgres) return await freshDatabaseUrl(t);
  const dir = mkdtempSync(join(tmpdir(), 'community-busy-port-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return `sqlite:${join(dir, 'db.sqlite')}`;
}

const portOf = (url: string) => new URL(url).port;

/** What a start could change: the keys (a revoked demo key) and the migrations applied. */
async function state(url: string): Promise<unknown> {
  const database = await openDatabase(url);
  try {
    const keys = await database.db.selectFrom('api_keys').select(['id', 'revoked_at']).orderBy('id').execute();
    const migrations = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db);
    return { keys, migrations: migrations.rows };
  } finally {
    await database.close();
  }
}

async function running(t: TestContext, env: Record<string, string>): Promise<Instance> {
  const instance = await startInstance({ SEED_DEMO: 'true', SHUTDOWN_DRAIN_MS: '0', ...env });
  t.after(async () => {
    if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
    await instance.exited;
  });
  return instance;
}

const demoKeyOf = (output: string) => /Demo API key \(all scopes; shown once\): (cpk_\S+)/.exec(output)?.[1];

async function statusWith(instance: Instance, key: string): Promise<number> {
  const res = await fetch(`${instance.apiBaseUrl}/users/me`, { headers: { authorization: `Bearer ${key}` } });
  await res.body?.cancel();
  return res.status;
}

test('a start whose port is taken says which setting to change, in one line with exit code 1, and changes nothing', { timeout: 120_000 }, async (t) => {
  const url = await databaseUrl(t);
  const first = await running(t, { DATABASE_URL: url });
  const key = demoKeyOf(first.output());
  assert.ok(key, first.output());
  const before = await state(url);

  const apiPort = portOf(first.origin);
  const loginPort = portOf(first.loginUrl);
  for (const [setting, ports] of [
    ['PORT', { PORT: apiPort, LOGIN_PORT: String(await freePort()) }],
    ['LOGIN_PORT', { PORT: String(await freePort()), LOGIN_PORT: loginPort }],
  ] as const) {
    const busy = setting === 'PORT' ? apiPort : loginPort;
    const second = await startToEnd({ DATABASE_URL: url, ...ports, API_BASE_URL: `http://127.0.0.1:${ports.PORT}/api/v1`, LOGIN_URL: `http://localhost:${ports.LOGIN_PORT}` });
    assert.equal(second.code, 1, second.stderr);
    assert.equal(second.stdout, '');
    assert.equal(
      second.stderr,
      `Cannot listen on 127.0.0.1:${busy} (${setting}): the port is in use, perhaps by the service started before. Stop that process or set ${setting} to a free port.\n`,
    );
  }

  assert.deepEqual(await state(url), before, 'no key revoked or added, no migration run');
  assert.equal(await statusWith(first, key), 200, 'the running instance’s clients keep their access');

  // A database that was never prepared stays untouched: no file, no tables.
  const fresh = await databaseUrl(t);
  const third = await startToEnd({ DATABASE_URL: fresh, PORT: apiPort, LOGIN_PORT: String(await freePort()) });
  assert.equal(third.code, 1, third.stderr);
  if (onPostgres) {
    const database = await openDatabase(fresh);
    t.after(() => database.close());
    const tables = await sql<{ n: number }>`select count(*) as n from information_schema.tables where table_schema = current_schema()`.execute(database.db);
    assert.equal(Number(tables.rows[0].n), 0);
  } else {
    assert.equal(existsSync(fresh.slice('sqlite:'.length)), false);
  }
});

test('the demo key survives restarts: later starts show its prefix only and how to get another', { timeout: 120_000 }, async (t) => {
  const url = await databaseUrl(t);
  const first = await running(t, { DATABASE_URL: url });
  const key = demoKeyOf(first.output());
  assert.ok(key, first.output());
  first.process.kill('SIGTERM');
  assert.equal(await first.exited, 0);

  const second = await running(t, { DATABASE_URL: url });
  assert.equal(demoKeyOf(second.output()), undefined, 'no new key is printed');
  assert.ok(!second.output().includes(key), 'the key is not shown again');
  assert.match(second.output(), new RegExp(`Demo API key: ${key.slice(0, 12)}… \\(all scopes; made \\S+Z, shown in full only then; it still works\\)\\n`));
  assert.match(second.output(), /Another one: {2}npx community-platform demo-key\n/);
  assert.equal(await statusWith(second, key), 200);
});
