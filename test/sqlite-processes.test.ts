import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setTimeout as delay } from 'node:timers/promises';
import { DatabaseSync } from 'node:sqlite';
import { run } from '../src/cli/run.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { isSqliteBusy } from '../src/db/unavailable.ts';
import { createServices } from '../src/services.ts';
import { addChurchMember, buildCaller, buildChurch, buildPrayer, buildUser } from './helpers.ts';
import { startInstance, type Instance } from './instances.ts';

const CLI = fileURLToPath(new URL('../src/cli/main.ts', import.meta.url));

/** Settings of every instance here: no request is refused for its rate. */
const SERVING = { RATE_LIMIT_MAX: '1000000000' };

/**
 * A SQLite file with a church, a member's API key, a prayer request to pray for and `donors`
 * people with emails; the service runs in other processes.
 */
async function prepare(t: TestContext, donors = 0) {
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-processes-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'db.sqlite');
  const databaseUrl = `sqlite:${path}`;
  const database = await openDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db);
    const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
    const church = await buildChurch(services);
    const caller = await buildCaller(services);
    await addChurchMember(services, church.id, caller.user.id);
    const prayer = await buildPrayer(services, church.id, caller.user.id);
    const emails: string[] = [];
    for (let i = 0; i < donors; i++) emails.push((await buildUser(services)).email);
    return { dir, path, databaseUrl, churchId: church.id, key: caller.key, prayerId: prayer.id, emails };
  } finally {
    await database.close();
  }
}

/** Started together; stopped with SIGTERM, which a cluster primary passes on to its workers. */
async function startInstances(t: TestContext, count: number, env: Record<string, string>): Promise<Instance[]> {
  const instances = await Promise.all(Array.from({ length: count }, () => startInstance({ ...SERVING, SHUTDOWN_DRAIN_MS: '0', ...env })));
  t.after(async () => {
    for (const instance of instances) instance.process.kill('SIGTERM');
    await Promise.all(instances.map((instance) => instance.exited));
  });
  return instances;
}

interface Answer {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(instance: Instance, method: string, path: string, key: string, body?: unknown): Promise<Answer> {
  const res = await fetch(`${instance.apiBaseUrl}${path}`, {
    method,
    headers: body === undefined ? { authorization: `Bearer ${key}` } : { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** The command line, as an operator runs it beside the service; resolves with its exit code and output. */
function runCli(databaseUrl: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [CLI, ...args], { env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: databaseUrl }, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/**
 * `writers` per instance for `ms`: half create requests, half pray for one, the hottest row,
 * counted by every process. Every answer must be a success; answers how many of each there were.
 */
async function writeFor(ms: number, instances: Instance[], writers: number, key: string, churchId: number, prayerId: number) {
  const statuses = new Map<string, number>();
  let prayed = 0;
  let created = 0;
  const stopAt = Date.now() + ms;
  const writer = async (instance: Instance, praying: boolean) => {
    while (Date.now() < stopAt) {
      const { status } = praying
        ? await call(instance, 'POST', `/prayers/${prayerId}/pray`, key)
        : await call(instance, 'POST', '/prayers', key, { communityId: churchId, content: 'Please pray for our town' });
      const name = `${praying ? 'pray' : 'create'} ${status}`;
      statuses.set(name, (statuses.get(name) ?? 0) + 1);
      if (status === 200) prayed++;
      if (status === 201) created++;
    }
  };
  await Promise.all(instances.flatMap((instance) => Array.from({ length: writers }, (_, i) => writer(instance, i % 2 === 0))));
  assert.deepEqual([...statuses.keys()].sort(), ['create 201', 'pray 200'], `answers: ${JSON.stringify(Object.fromEntries(statuses))}`);
  assert.ok(prayed > 100 && created > 100, `too little load to say anything: ${prayed} prayers, ${created} requests`);
  return { prayed, created };
}

/** The prayer's count, the list's maintained total and the rows are exactly what was acknowledged. */
async function assertCounts(instances: Instance[], dir: string, key: string, expected: { churchId: number; prayerId: number; prayed: number; created: number; gifts: number }) {
  const [prayer, list] = await Promise.all([
    call(instances[0], 'GET', `/prayers/${expected.prayerId}`, key),
    call(instances.at(-1)!, 'GET', `/prayers?communityId=${expected.churchId}&limit=1`, key),
  ]);
  assert.equal(prayer.body.data.prayerCount, expected.prayed);
  // The request prayed for was there before.
  assert.equal(list.body.pagination.total, expected.created + 1);
  const check = new DatabaseSync(join(dir, 'db.sqlite'), { readOnly: true });
  try {
    const count = (table: string) => (check.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
    assert.equal(count('prayers'), expected.created + 1);
    assert.equal(count('donations'), expected.gifts);
  } finally {
    check.close();
  }
}

/** A gifts file of `count` lines for the church, spread over the donors. */
function giftsCsv(dir: string, count: number, churchId: number, emails: string[]): string {
  const lines = ['externalId,email,churchId,amount,currency,fund,method,donatedAt'];
  for (let i = 0; i < count; i++) lines.push(`gift-${i},${emails[i % emails.length]},${churchId},${100 + i},USD,General,card,2026-01-01`);
  const file = join(dir, 'gifts.csv');
  writeFileSync(file, lines.join('\n'));
  return file;
}

test(
  'two instances and a gift import on one SQLite file: 32 writers per instance for 10 s, no 5xx, every count exact',
  { timeout: 120_000 },
  async (t) => {
    const gifts = 100_000;
    const { dir, databaseUrl, churchId, key, prayerId, emails } = await prepare(t, 10);
    const file = giftsCsv(dir, gifts, churchId, emails);
    const instances = await startInstances(t, 2, { DATABASE_URL: databaseUrl });

    const importing = runCli(databaseUrl, ['donations', 'import', file, '--json']);
    const { prayed, created } = await writeFor(10_000, instances, 32, key, churchId, prayerId);
    const imported = await importing;
    assert.equal(imported.code, 0, imported.stderr);
    assert.deepEqual(JSON.parse(imported.stdout), { imported: gifts, skipped: 0, failed: 0, errors: [] });
    await assertCounts(instances, dir, key, { churchId, prayerId, prayed, created, gifts });
  },
);

test('WORKERS=2 on one SQLite file: no 5xx, every count exact', { timeout: 60_000 }, async (t) => {
  const { dir, databaseUrl, churchId, key, prayerId } = await prepare(t);
  const instances = await startInstances(t, 1, { DATABASE_URL: databaseUrl, WORKERS: '2' });
  const { prayed, created } = await writeFor(3_000, instances, 32, key, churchId, prayerId);
  await assertCounts(instances, dir, key, { churchId, prayerId, prayed, created, gifts: 0 });
});

test('a write waits for the lock another process holds while the instance answers other requests at once', { timeout: 60_000 }, async (t) => {
  const { path, databaseUrl, churchId, key } = await prepare(t);
  const [instance] = await startInstances(t, 1, { DATABASE_URL: databaseUrl });
  const other = new DatabaseSync(path);
  t.after(() => other.close());

  other.exec('BEGIN IMMEDIATE');
  const heldAt = performance.now();
  const writing = call(instance, 'POST', '/prayers', key, { communityId: churchId, content: 'Written while the lock was taken' }).then((answer) => ({
    answer,
    at: performance.now(),
  }));
  await delay(200);
  const timed = async (work: Promise<Answer>) => {
    const start = performance.now();
    return { answer: await work, ms: performance.now() - start };
  };
  const health = await timed(fetch(`${instance.origin}/healthz`).then(async (res) => ({ status: res.status, headers: res.headers, body: await res.json() })));
  const read = await timed(call(instance, 'GET', `/prayers?communityId=${churchId}`, key));
  assert.equal(health.answer.status, 200);
  assert.equal(read.answer.status, 200);
  assert.ok(health.ms < 500 && read.ms < 500, `answers took ${health.ms.toFixed(0)} ms (health) and ${read.ms.toFixed(0)} ms (read) while a write waited`);

  await delay(Math.max(0, 1500 - (performance.now() - heldAt)));
  other.exec('COMMIT');
  const releasedAt = performance.now();
  const { answer, at } = await writing;
  assert.equal(answer.status, 201, JSON.stringify(answer.body));
  assert.ok(at >= releasedAt, 'the write was answered only once the other process let go of the lock');
});

test('a write that waits longer than DATABASE_CONNECT_TIMEOUT_MS for the lock answers 503 with Retry-After, and changes nothing', { timeout: 60_000 }, async (t) => {
  const { path, databaseUrl, churchId, key } = await prepare(t);
  const [instance] = await startInstances(t, 1, { DATABASE_URL: databaseUrl, DATABASE_CONNECT_TIMEOUT_MS: '300' });
  const other = new DatabaseSync(path);
  t.after(() => other.close());
  const count = () => (other.prepare('select count(*) as n from prayers').get() as { n: number }).n;
  const before = count();

  other.exec('BEGIN IMMEDIATE');
  const start = performance.now();
  const refused = await call(instance, 'POST', '/prayers', key, { communityId: churchId, content: 'Too long a wait' });
  const waited = performance.now() - start;
  other.exec('COMMIT');
  assert.equal(refused.status, 503);
  assert.equal(refused.headers.get('retry-after'), '2');
  assert.equal(refused.body.error, 'ServiceUnavailable');
  assert.equal(refused.body.statusCode, 503);
  assert.ok(waited >= 300 && waited < 3000, `answered after ${waited.toFixed(0)} ms`);
  assert.equal(count(), before);

  const retried = await call(instance, 'POST', '/prayers', key, { communityId: churchId, content: 'Too long a wait' });
  assert.equal(retried.status, 201);
  assert.equal(count(), before + 1);
});

test('an import leaves the write lock free between its transactions, long enough for a waiting process to take it', { timeout: 60_000 }, async (t) => {
  const gifts = 5_000;
  const { dir, path, databaseUrl, churchId, emails } = await prepare(t, 10);
  const file = giftsCsv(dir, gifts, churchId, emails);
  // Another process that tries for the lock every millisecond and notes how many gifts it finds when it gets it.
  const other = new DatabaseSync(path);
  t.after(() => other.close());
  const seen: number[] = [];
  const trying = setInterval(() => {
    try {
      other.exec('BEGIN IMMEDIATE');
    } catch (error) {
      if (isSqliteBusy(error)) return;
      throw error;
    }
    seen.push((other.prepare('select count(*) as n from donations').get() as { n: number }).n);
    other.exec('ROLLBACK');
  }, 1);
  let stdout = '';
  const code = await run(['donations', 'import', file, '--json'], { stdout: (text) => (stdout += text), stderr: () => {}, env: { NODE_ENV: 'test', DATABASE_URL: databaseUrl } });
  clearInterval(trying);
  assert.equal(code, 0);
  assert.equal(JSON.parse(stdout).imported, gifts);
  // Between each two of its transactions of 1,000 gifts.
  const between = new Set(seen.filter((n) => n > 0 && n < gifts));
  assert.deepEqual([...between].sort((a, b) => a - b), [1000, 2000, 3000, 4000]);
});
