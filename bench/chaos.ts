/**
 * `npm run chaos [-- --only=name,name]`: provokes each fault the service must ride out,
 * against fresh local instances (child processes) on each store it can reach, and prints
 * one line per fault with its figures. SQLite always; PostgreSQL at `TEST_DATABASE_URL`
 * (default `postgres://postgres@127.0.0.1:5432/test`, a schema of its own) and Redis at
 * `TEST_REDIS_URL` (default `redis://127.0.0.1:6379`, keys under a prefix of their own)
 * when they answer. Outages are played by a TCP proxy in front of the real server, so the
 * servers themselves are never stopped. Exits 1 when a fault was not ridden out.
 * The same faults are tested, in shorter form, by `npm test` (test/database-faults.test.ts,
 * test/redis-faults.test.ts, test/sqlite-processes.test.ts, test/shutdown.test.ts, the
 * mail and webhook tests); docs/operations.md says what an operator sees in each.
 */
import type { TestContext } from 'node:test';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { COMMAND_LINE } from '../src/modules/audit/service.ts';
import { createServices } from '../src/services.ts';
import { addChurchMember, buildCaller, buildChurch } from '../test/helpers.ts';
import { repeatWhile, startInstance, type Instance } from '../test/instances.ts';
import { startTcpProxy } from '../test/tcp-proxy.ts';
import { startReceiver } from '../test/webhook-receiver.ts';
import { startMailServer } from '../test/mail-server.ts';
import { Browser, parseForm } from '../test/oauth-helpers.ts';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

interface Row {
  store: string;
  fault: string;
  ok: boolean;
  figures: string;
}

/** Cleanups of one scenario, in the shape the test helpers take (`t.after`). */
class Scope {
  private readonly cleanups: (() => unknown)[] = [];
  readonly t = { after: (cleanup: () => unknown) => void this.cleanups.push(cleanup) } as unknown as TestContext;
  async close(): Promise<void> {
    for (const cleanup of this.cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => {});
  }
}

interface Store {
  name: 'sqlite' | 'postgres';
  /** A new empty database for one scenario. */
  fresh(scope: Scope): Promise<string>;
}

const sqliteStore: Store = {
  name: 'sqlite',
  async fresh(scope) {
    const dir = mkdtempSync(join(tmpdir(), 'community-chaos-'));
    scope.t.after(() => rmSync(dir, { recursive: true, force: true }));
    return `sqlite:${join(dir, 'db.sqlite')}`;
  },
};

const postgresStore: Store = {
  name: 'postgres',
  async fresh(scope) {
    const schema = `chaos_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    await admin.end();
    scope.t.after(async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    });
    const url = new URL(POSTGRES_URL);
    url.searchParams.set('schema', schema);
    return url.toString();
  },
};

/** A church, a member's all-scopes key and webhook endpoints for new prayers at `hooks`. */
async function prepare(databaseUrl: string, hooks: string[] = []) {
  const database = await openDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db);
    const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
    const church = await buildChurch(services);
    const caller = await buildCaller(services);
    await addChurchMember(services, church.id, caller.user.id);
    for (const url of hooks) await services.webhooks.create(COMMAND_LINE, caller.clientId, { url, eventTypes: ['prayer.created'] });
    return { churchId: church.id, key: caller.key };
  } finally {
    await database.close();
  }
}

async function storedPrayerIds(databaseUrl: string): Promise<Set<number>> {
  const database = await openDatabase(databaseUrl);
  try {
    return new Set((await database.db.selectFrom('prayers').select('id').execute()).map((row) => Number(row.id)));
  } finally {
    await database.close();
  }
}

interface Write {
  status: number | string;
  id?: number;
  ms: number;
}

async function writePrayer(instance: Instance, key: string, churchId: number): Promise<Write> {
  const started = performance.now();
  try {
    const res = await fetch(`${instance.apiBaseUrl}/prayers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ communityId: churchId, content: 'written through a fault' }),
    });
    const body = (await res.json()) as { data?: { id: number } };
    return { status: res.status, id: body.data?.id, ms: performance.now() - started };
  } catch (error) {
    return { status: String((error as { cause?: { code?: string } }).cause?.code ?? error), ms: performance.now() - started };
  }
}

function tally(writes: Write[]) {
  const count = (test: (w: Write) => boolean) => writes.filter(test).length;
  return {
    total: writes.length,
    acknowledged: writes.filter((w) => w.status === 201).map((w) => w.id!),
    unavailable: count((w) => w.status === 503),
    otherErrors: count((w) => w.status !== 201 && w.status !== 503),
    other: [...new Set(writes.filter((w) => w.status !== 201 && w.status !== 503).map((w) => w.status))].join(','),
  };
}

function p99(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0;
}

/** Milliseconds until a write succeeds again (polling every 50 ms, 15 s at most). */
async function recovery(instance: Instance, key: string, churchId: number): Promise<number> {
  const from = Date.now();
  while (Date.now() - from < 15_000) {
    if ((await writePrayer(instance, key, churchId)).status === 201) return Date.now() - from;
    await sleep(50);
  }
  return Infinity;
}

const alive = (instance: Instance) => instance.process.exitCode === null && instance.process.signalCode === null;

function stopLater(scope: Scope, instance: Instance): void {
  scope.t.after(() => instance.process.kill('SIGKILL'));
}

async function terminatedBackends(store: Store, scope: Scope): Promise<Row> {
  const name = `chaos_${randomBytes(4).toString('hex')}`;
  const url = new URL(await store.fresh(scope));
  url.searchParams.set('application_name', name);
  const receiver = await startReceiver(scope.t);
  const { churchId, key } = await prepare(url.toString(), [receiver.url()]);
  const instance = await startInstance({ DATABASE_URL: url.toString(), RATE_LIMIT_MAX: '1000000000' });
  stopLater(scope, instance);
  let terminated = 0;
  const faults = (async () => {
    for (let i = 0; i < 3; i++) {
      await sleep(1000);
      const admin = new pg.Client({ connectionString: POSTGRES_URL });
      await admin.connect();
      terminated += (await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [name])).rowCount ?? 0;
      await admin.end();
    }
    await sleep(1000);
  })();
  const writes = tally(await repeatWhile(16, () => writePrayer(instance, key, churchId), faults));
  const stored = await storedPrayerIds(url.toString());
  const lost = writes.acknowledged.filter((id) => !stored.has(id)).length;
  const wanted = new Set(writes.acknowledged);
  const deliveredBy = Date.now() + 20_000;
  const delivered = () => new Set(receiver.received.map((r) => (JSON.parse(r.body) as { data: { object: { id: number } } }).data.object.id));
  while ([...wanted].some((id) => !delivered().has(id)) && Date.now() < deliveredBy) await sleep(100);
  const undelivered = [...wanted].filter((id) => !delivered().has(id)).length;
  const ok = alive(instance) && writes.otherErrors === 0 && lost === 0 && undelivered === 0;
  return {
    store: store.name,
    fault: 'pg_terminate_backend ×3 under 16 writers',
    ok,
    figures: `${terminated} backends ended; ${writes.acknowledged.length} writes 201, ${writes.unavailable} 503, ${writes.otherErrors} other${writes.other ? ` (${writes.other})` : ''}; lost ${lost}; webhooks undelivered ${undelivered}; process ${alive(instance) ? 'up' : 'DOWN'}`,
  };
}

async function databaseOutOfReach(store: Store, scope: Scope): Promise<Row> {
  const databaseUrl = await store.fresh(scope);
  const { churchId, key } = await prepare(databaseUrl);
  const target = new URL(POSTGRES_URL);
  const proxy = await startTcpProxy(scope.t, { host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const instance = await startInstance({ DATABASE_URL: proxied.toString(), RATE_LIMIT_MAX: '1000000000', DATABASE_CONNECT_TIMEOUT_MS: '2000' });
  stopLater(scope, instance);
  const parts: string[] = [];
  let ok = true;
  for (const fault of ['down', 'blackhole'] as const) {
    const outage = (async () => {
      await sleep(500);
      await proxy[fault]();
      await sleep(3000);
    })();
    const writes = await repeatWhile(8, () => writePrayer(instance, key, churchId), outage);
    const ready = (await fetch(`${instance.origin}/readyz`)).status;
    await proxy.up();
    const back = await recovery(instance, key, churchId);
    const figures = tally(writes);
    const slowest = Math.max(...writes.filter((w) => w.status === 503).map((w) => w.ms), 0);
    ok &&= figures.otherErrors === 0 && ready === 503 && back < 5000 && slowest < 5000;
    parts.push(`${fault === 'down' ? 'refused' : 'unanswered'}: ${figures.unavailable} 503 (slowest ${Math.round(slowest)} ms), ${figures.otherErrors} other, /readyz ${ready}, back ${back} ms after return`);
  }
  ok &&= alive(instance);
  return { store: store.name, fault: 'database out of reach 3 s, twice', ok, figures: parts.join('; ') };
}

async function redisOutage(store: Store, scope: Scope): Promise<Row> {
  const databaseUrl = await store.fresh(scope);
  const { churchId, key } = await prepare(databaseUrl);
  const target = new URL(REDIS_URL);
  const proxy = await startTcpProxy(scope.t, { host: target.hostname, port: Number(target.port || 6379) });
  const prefix = `chaos-${randomBytes(4).toString('hex')}:`;
  const proxied = new URL(REDIS_URL);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const instance = await startInstance({ DATABASE_URL: databaseUrl, REDIS_URL: proxied.toString(), REDIS_KEY_PREFIX: prefix, RATE_LIMIT_MAX: '1000000000' });
  stopLater(scope, instance);
  const redis = new Redis(REDIS_URL);
  scope.t.after(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  const outage = (async () => {
    await sleep(1000);
    await proxy.down();
    await sleep(3000);
    await proxy.up();
    await sleep(3000);
  })();
  const writes = await repeatWhile(16, () => writePrayer(instance, key, churchId), outage);
  const figures = tally(writes);
  const shared = (await redis.keys(`${prefix}*`)).length > 0;
  const ok = alive(instance) && figures.unavailable + figures.otherErrors === 0 && shared;
  return {
    store: store.name,
    fault: 'Redis away 3 s under 16 writers',
    ok,
    figures: `${figures.acknowledged.length} writes 201, ${figures.unavailable + figures.otherErrors} failed${figures.other ? ` (${figures.other})` : ''}, p99 ${Math.round(p99(writes.map((w) => w.ms)))} ms; counters in Redis again after: ${shared ? 'yes' : 'NO'}`,
  };
}

async function mailOutage(store: Store, scope: Scope): Promise<Row> {
  const databaseUrl = await store.fresh(scope);
  await prepare(databaseUrl);
  const server = await startMailServer(scope.t);
  await server.stop();
  const instance = await startInstance({ DATABASE_URL: databaseUrl, SMTP_URL: server.url, RATE_LIMIT_MAX: '1000000000' });
  stopLater(scope, instance);
  const people = 5;
  const answers: number[] = [];
  for (let i = 0; i < people; i++) {
    const browser = new Browser();
    const page = await browser.request(`${instance.loginUrl}/signup`);
    const form = parseForm(await page.text());
    const res = await browser.request(new URL(form!.action, instance.loginUrl), {
      form: { _csrf: form!.csrf, givenName: 'Chaos', familyName: `Person ${i}`, email: `chaos${i}@example.org`, password: 'a long enough password' },
    });
    answers.push(res.status);
  }
  await sleep(2000);
  await server.start();
  const back = Date.now();
  // One more sign-up after the return: its mail gets through first and brings the others.
  const browser = new Browser();
  const form = parseForm(await (await browser.request(`${instance.loginUrl}/signup`)).text());
  answers.push((await browser.request(new URL(form!.action, instance.loginUrl), { form: { _csrf: form!.csrf, givenName: 'Chaos', familyName: 'Late', email: 'chaos-late@example.org', password: 'a long enough password' } })).status);
  let delivered = true;
  await server.waitForCount(people + 1, 30_000).catch(() => (delivered = false));
  const after = Date.now() - back;
  await sleep(500);
  const recipients = server.received.map((mail) => mail.to[0]);
  const duplicates = recipients.length - new Set(recipients).size;
  const answeredAsUsual = answers.every((status) => status < 400);
  const ok = delivered && duplicates === 0 && answeredAsUsual && alive(instance);
  return {
    store: store.name,
    fault: 'mail server down, then back',
    ok,
    figures: `sign-ups answered ${answers.join(',')}; ${new Set(recipients).size}/${people + 1} mails delivered ${after} ms after the return, ${duplicates} duplicates`,
  };
}

async function hangingReceiver(store: Store): Promise<Row> {
  /** p99 of writes under 16 writers, with or without an endpoint that never answers; then, with it, another endpoint's lag. */
  const measure = async (withHanging: boolean) => {
    const inner = new Scope();
    try {
      const hanging = await startReceiver(inner.t, () => () => {});
      const databaseUrl = await store.fresh(inner);
      const { churchId, key } = await prepare(databaseUrl, withHanging ? [hanging.url('/never')] : []);
      const instance = await startInstance({ DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '1000000000' });
      inner.t.after(() => instance.process.kill('SIGKILL'));
      await repeatWhile(16, () => writePrayer(instance, key, churchId), sleep(1000));
      const writes = await repeatWhile(16, () => writePrayer(instance, key, churchId), sleep(4000));
      let lag = 0;
      if (withHanging) {
        // A healthy endpoint added now, while the hanging one has thousands of events waiting.
        const healthy = await startReceiver(inner.t);
        const database = await openDatabase(databaseUrl);
        try {
          const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
          const app = await database.db.selectFrom('apps').select('client_id').executeTakeFirstOrThrow();
          await services.webhooks.create(COMMAND_LINE, app.client_id, { url: healthy.url('/fine'), eventTypes: ['prayer.created'] });
        } finally {
          await database.close();
        }
        await sleep(1000);
        for (let i = 0; i < 5; i++) {
          const write = await writePrayer(instance, key, churchId);
          const answered = Date.now();
          await healthy.until((all) => all.some((r) => (JSON.parse(r.body) as { data: { object: { id: number } } }).data.object.id === write.id), 10_000).catch(() => {});
          lag = Math.max(lag, Date.now() - answered);
        }
      }
      const figures = tally(writes);
      return { p99: p99(writes.map((w) => w.ms)), failed: figures.otherErrors + figures.unavailable, lag };
    } finally {
      await inner.close();
    }
  };
  const without = await measure(false);
  const withHang = await measure(true);
  const ratio = withHang.p99 / without.p99;
  const ok = withHang.failed === 0 && withHang.lag < 1000 && ratio <= 1.1;
  return {
    store: store.name,
    fault: 'a webhook receiver that never answers',
    ok,
    figures: `POST /prayers p99 ${without.p99.toFixed(1)} ms without endpoints, ${withHang.p99.toFixed(1)} ms with one that never answers (×${ratio.toFixed(2)}, goal ≤ ×1.10); a healthy endpoint's events ${withHang.lag} ms after the write at most`,
  };
}

function sendOnNewConnection(url: string, key: string, churchId: number): Promise<{ status: number | string; connection?: string }> {
  return new Promise((resolve) => {
    const body = JSON.stringify({ communityId: churchId, content: 'written across a deploy' });
    const req = httpRequest(url, { method: 'POST', agent: false, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? String(error) }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ status: error.code ?? String(error) }));
    req.end(body);
  });
}

async function deploy(store: Store, scope: Scope): Promise<Row> {
  const databaseUrl = await store.fresh(scope);
  const { churchId, key } = await prepare(databaseUrl);
  const instance = await startInstance({ DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_MS: '500', RATE_LIMIT_MAX: '1000000000' });
  stopLater(scope, instance);
  const outcomes: (number | string)[] = [];
  const writers = Array.from({ length: 64 }, async () => {
    for (;;) {
      const { status } = await sendOnNewConnection(`${instance.apiBaseUrl}/prayers`, key, churchId);
      outcomes.push(status);
      if (status !== 201) return;
    }
  });
  while (outcomes.length < 64 * 3) await sleep(10);
  instance.process.kill('SIGTERM');
  await Promise.all(writers);
  const exit = await instance.exited;
  const acknowledged = outcomes.filter((s) => s === 201).length;
  const stored = (await storedPrayerIds(databaseUrl)).size;
  const resets = outcomes.filter((s) => s === 'ECONNRESET' || s === 'EPIPE').length;
  const refused = outcomes.filter((s) => s === 'ECONNREFUSED').length;
  const unavailable = outcomes.filter((s) => s === 503).length;
  const other = outcomes.length - acknowledged - resets - refused - unavailable;
  const ok = resets === 0 && other === 0 && stored === acknowledged && exit === 0;
  return {
    store: store.name,
    fault: 'SIGTERM under 64 writers, a connection per request',
    ok,
    figures: `${acknowledged} writes 201 (${stored} stored), ${unavailable} 503 after closing began, ${refused} refused once closed, ${resets} resets, ${other} other; exit ${exit}`,
  };
}

async function twoProcessesOnOneFile(store: Store, scope: Scope): Promise<Row> {
  const databaseUrl = await store.fresh(scope);
  const { churchId, key } = await prepare(databaseUrl);
  const env = { DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '1000000000' };
  const instances = [await startInstance(env), await startInstance(env)];
  for (const instance of instances) stopLater(scope, instance);
  const stop = sleep(10_000);
  const writes = (await Promise.all(instances.map((instance) => repeatWhile(32, () => writePrayer(instance, key, churchId), stop)))).flat();
  const figures = tally(writes);
  const stored = (await storedPrayerIds(databaseUrl)).size;
  const ok = figures.unavailable + figures.otherErrors === 0 && stored === figures.acknowledged.length && instances.every(alive);
  return {
    store: store.name,
    fault: 'two processes × 32 writers × 10 s on one file',
    ok,
    figures: `${figures.acknowledged.length} writes 201 (${stored} stored), ${figures.unavailable} 503, ${figures.otherErrors} other${figures.other ? ` (${figures.other})` : ''}, p99 ${Math.round(p99(writes.map((w) => w.ms)))} ms`,
  };
}

async function reachable(check: () => Promise<unknown>): Promise<boolean> {
  try {
    await Promise.race([check(), sleep(2000).then(() => Promise.reject(new Error('timeout')))]);
    return true;
  } catch {
    return false;
  }
}

type Scenario = { name: string; stores: Store['name'][]; needsRedis?: boolean; run: (store: Store, scope: Scope) => Promise<Row> };

const SCENARIOS: Scenario[] = [
  { name: 'terminated-backends', stores: ['postgres'], run: terminatedBackends },
  { name: 'database-out-of-reach', stores: ['postgres'], run: databaseOutOfReach },
  { name: 'sqlite-processes', stores: ['sqlite'], run: twoProcessesOnOneFile },
  { name: 'redis', stores: ['sqlite', 'postgres'], needsRedis: true, run: redisOutage },
  { name: 'mail', stores: ['sqlite', 'postgres'], run: mailOutage },
  { name: 'hanging-receiver', stores: ['sqlite', 'postgres'], run: hangingReceiver },
  { name: 'deploy', stores: ['sqlite', 'postgres'], run: deploy },
];

async function main(): Promise<void> {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length).split(',');
  const unknown = only?.filter((name) => !SCENARIOS.some((s) => s.name === name)) ?? [];
  if (unknown.length) {
    console.error(`Unknown fault ${unknown.join(', ')}; the faults are ${SCENARIOS.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const hasPostgres = await reachable(async () => {
    const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
    await client.connect();
    await client.end();
  });
  const hasRedis = await reachable(async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    try {
      await redis.connect();
      await redis.ping();
    } finally {
      redis.disconnect();
    }
  });
  const stores = [sqliteStore, ...(hasPostgres ? [postgresStore] : [])];
  console.log(`Stores: ${stores.map((s) => s.name).join(', ')}${hasPostgres ? '' : ` (PostgreSQL at ${POSTGRES_URL} did not answer)`}; Redis: ${hasRedis ? 'yes' : `no (${REDIS_URL} did not answer)`}\n`);
  const rows: Row[] = [];
  for (const scenario of SCENARIOS) {
    if (only && !only.includes(scenario.name)) continue;
    for (const store of stores) {
      if (!scenario.stores.includes(store.name) || (scenario.needsRedis && !hasRedis)) continue;
      const scope = new Scope();
      if (process.stdout.isTTY) process.stdout.write(`… ${store.name}: ${scenario.name}\r`);
      let row: Row;
      try {
        row = await scenario.run(store, scope);
      } catch (error) {
        row = { store: store.name, fault: scenario.name, ok: false, figures: `the run failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}` };
      } finally {
        await scope.close();
      }
      rows.push(row);
      if (process.stdout.isTTY) process.stdout.write('\x1b[2K');
      console.log(`${row.ok ? 'ok  ' : 'FAIL'}  ${row.store.padEnd(8)}  ${row.fault.padEnd(50)}  ${row.figures}`);
    }
  }
  const failed = rows.filter((row) => !row.ok).length;
  console.log(`\n${rows.length - failed} of ${rows.length} faults ridden out.`);
  process.exit(failed ? 1 : 0);
}

await main();
