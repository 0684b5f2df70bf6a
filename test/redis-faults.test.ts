import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { closeRedis, openRedis } from '../src/db/redis.ts';
import { createServices, type Services } from '../src/services.ts';
import { buildCaller, freshDatabaseUrl } from './helpers.ts';
import { startInstance, type Instance } from './instances.ts';
import { startTcpProxy } from './tcp-proxy.ts';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const redisTarget = { host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) };

/** The Redis the proxy fronts, seen directly: its keys and subscribers are the instances' shared state. */
async function directRedis(): Promise<Redis | undefined> {
  const redis = new Redis(REDIS_URL.href, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return redis;
  } catch {
    redis.disconnect();
    return undefined;
  }
}
const probe = await directRedis();
probe?.disconnect();
const skip = probe ? false : `needs Redis at ${REDIS_URL.href}`;

/** The longest a request may take while Redis is away: its command timeout, and room for a busy machine. */
const REQUEST_BOUND_MS = 2000;
/** The credential cache's lifetime (1 s), and room for a busy machine. */
const CACHE_LIFETIME_BOUND_MS = 2000;

/**
 * A database that an instance (another process) and this test share: a schema of its own on
 * PostgreSQL when `TEST_DATABASE_URL` is set, else an SQLite file.
 */
async function sharedDatabaseUrl(t: TestContext): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return freshDatabaseUrl(t);
  const dir = mkdtempSync(join(tmpdir(), 'community-redis-faults-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  return `sqlite:${join(dir, 'db.sqlite')}`;
}

/**
 * This process plays the command line (or another instance) on the same database and, through
 * `redisUrl`, the same Redis: it makes the credentials and revokes them.
 */
async function openServices(t: TestContext, databaseUrl: string, redisUrl: string, prefix: string): Promise<Services> {
  const database = await openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const redis = openRedis(redisUrl);
  const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, REDIS_KEY_PREFIX: prefix }), database, redis);
  t.after(async () => {
    await services.invalidations?.close();
    await closeRedis(redis);
    await database.close();
  });
  return services;
}

interface Answer {
  status: number;
  error?: string;
  ms: number;
}

async function listChurches(instance: Instance, key: string): Promise<Answer> {
  const started = Date.now();
  try {
    const res = await fetch(`${instance.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${key}` }, signal: AbortSignal.timeout(2 * REQUEST_BOUND_MS) });
    const body = (await res.json()) as { error?: string };
    return { status: res.status, error: body.error, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, error: String(error), ms: Date.now() - started };
  }
}

/** `clients` callers, each with its own key, listing churches back to back for `ms`. */
async function loadFor(instance: Instance, keys: string[], ms: number): Promise<Answer[]> {
  const answers: Answer[] = [];
  const until = Date.now() + ms;
  await Promise.all(
    keys.map(async (key) => {
      while (Date.now() < until) answers.push(await listChurches(instance, key));
    }),
  );
  return answers;
}

function assertAnsweredWithinBound(t: TestContext, answers: Answer[], what: string): void {
  const slowest = Math.max(...answers.map((answer) => answer.ms));
  t.diagnostic(`${what}: ${answers.length} requests, ${answers.filter((answer) => answer.status === 429).length} answered 429, the slowest in ${slowest} ms`);
  assert.ok(answers.length > 20, `${what}: requests went on (${answers.length})`);
  for (const answer of answers) {
    assert.ok(answer.status === 200 || answer.status === 429, `${what}: a request answered ${answer.status} ${answer.error}`);
    assert.ok(answer.ms < REQUEST_BOUND_MS, `${what}: a request took ${answer.ms} ms`);
  }
}

/** The service's own log lines (JSON, by pino) at `level` that speak of Redis. */
function redisLines(instance: Instance, level: 'warn' | 'info'): string[] {
  const wanted = level === 'warn' ? 40 : 30;
  return instance
    .output()
    .split('\n')
    .filter((line) => /redis/i.test(line) && levelOf(line) === wanted);
}

/** A line's pino level; none for a line that is not (or not yet wholly) JSON. */
function levelOf(line: string): number | undefined {
  try {
    return (JSON.parse(line) as { level?: number }).level;
  } catch {
    return undefined;
  }
}

/** Asserts that the service has logged `count` lines at `level` about Redis; lines reach the output within a second. */
async function assertLogged(instance: Instance, level: 'warn' | 'info', count: number): Promise<void> {
  await eventually(`${count} ${level} lines`, 3000, async () => (redisLines(instance, level).length >= count ? true : undefined));
  assert.equal(redisLines(instance, level).length, count, `${count} ${level} lines:\n${redisLines(instance, level).join('\n')}`);
}

async function metric(instance: Instance, name: string): Promise<number> {
  const text = await (await fetch(`${instance.origin}/metrics`)).text();
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name} `));
  assert.ok(line, `/metrics has ${name}`);
  return Number(line.split(' ')[1]);
}

async function readiness(instance: Instance): Promise<{ status: number; body: { status: string; checks: Record<string, string> } }> {
  const res = await fetch(`${instance.origin}/readyz`);
  return { status: res.status, body: (await res.json()) as { status: string; checks: Record<string, string> } };
}

async function eventually<T>(what: string, withinMs: number, attempt: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const result = await attempt();
    if (result !== undefined) return result;
    assert.ok(Date.now() < deadline, `${what} did not happen within ${withinMs} ms`);
    await sleep(50);
  }
}

/** Waits until the instance reports Redis back: at most its reconnection delay (2 s) and room for a busy machine. */
async function redisBack(instance: Instance): Promise<void> {
  await eventually('Redis back in /readyz', 6000, async () => ((await readiness(instance)).body.checks.redis === 'ok' ? true : undefined));
}

test('Redis going away and coming back: every request is answered, limits hold per instance, revocations hold, and counters are shared again', { skip, timeout: 120_000 }, async (t) => {
  const redis = (await directRedis())!;
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  t.after(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  const proxy = await startTcpProxy(t, redisTarget);
  const proxiedRedisUrl = `redis://127.0.0.1:${proxy.port}`;
  const databaseUrl = await sharedDatabaseUrl(t);
  const services = await openServices(t, databaseUrl, proxiedRedisUrl, prefix);
  const rateLimitMax = 40;
  const instance = await startInstance({
    DATABASE_URL: databaseUrl,
    REDIS_URL: proxiedRedisUrl,
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_MAX: String(rateLimitMax),
    RATE_LIMIT_WINDOW_MS: '60000',
    METRICS_ENABLED: 'true',
    LOG_LEVEL: 'info',
  });
  t.after(() => instance.process.kill('SIGKILL'));
  const newCaller = () => buildCaller(services, ['read:churches']);
  const counterKept = async (keyId: number) => (await redis.exists(`${prefix}rate-limit:key:${keyId}`)) === 1;

  await t.test('Redis stopped: requests answered at once, limits per instance, one warning, metric and readiness say so', async (t) => {
    await proxy.down();
    const callers = await Promise.all(Array.from({ length: 6 }, newCaller));
    const answers = await loadFor(instance, callers.map((caller) => caller.key), 2500);
    assertAnsweredWithinBound(t, answers, 'Redis stopped');

    // This instance's own counters hold the limit: the window starts afresh here.
    const hammer = await newCaller();
    const statuses = [];
    for (let i = 0; i < rateLimitMax + 5; i++) statuses.push((await listChurches(instance, hammer.key)).status);
    assert.deepEqual(statuses, [...Array(rateLimitMax).fill(200), ...Array(5).fill(429)]);
    assert.equal(await counterKept(hammer.keyId), false, 'nothing reached Redis');

    await assertLogged(instance, 'warn', 1);
    assert.equal(await metric(instance, 'redis_available'), 0);
    assert.ok((await metric(instance, 'rate_limit_local_counts_total')) >= rateLimitMax + 5);
    const ready = await readiness(instance);
    assert.equal(ready.status, 200, 'the instance stays in its load balancer');
    assert.deepEqual(ready.body, { status: 'degraded', checks: { database: 'ok', redis: 'degraded' } });
  });

  await t.test('a key revoked while Redis is stopped stops working at the instance within the cache lifetime', async () => {
    const caller = await newCaller();
    assert.equal((await listChurches(instance, caller.key)).status, 200, 'the instance now holds the key in its cache');
    const revokedAt = Date.now();
    await services.apps.revokeKey(caller.keyId);
    const answer = await eventually('the revocation', CACHE_LIFETIME_BOUND_MS, async () => {
      const { status } = await listChurches(instance, caller.key);
      return status === 200 ? undefined : status;
    });
    assert.equal(answer, 401, `refused ${Date.now() - revokedAt} ms after revocation`);
  });

  await t.test('Redis back: the instance counts in Redis again, says so once, and hears revocations again', async () => {
    await proxy.up();
    await redisBack(instance);
    const caller = await newCaller();
    assert.equal((await listChurches(instance, caller.key)).status, 200);
    assert.ok(await counterKept(caller.keyId), 'the counter is in Redis');
    await assertLogged(instance, 'info', 1);
    assert.equal(await metric(instance, 'redis_available'), 1);
    assert.deepEqual((await readiness(instance)).body, { status: 'ok', checks: { database: 'ok', redis: 'ok' } });
    // The key cache first held an entry while Redis was away: it listens now all the same.
    const channel = `${prefix}invalidate:api-keys`;
    await eventually('listening for revocations', 3000, async () => {
      const [, subscribers] = (await redis.pubsub('NUMSUB', channel)) as [string, number];
      return Number(subscribers) >= 1 ? true : undefined;
    });
  });

  await t.test('Redis out of reach with its connection open: requests wait at most the command timeout, and the rest as when stopped', async (t) => {
    await proxy.stall();
    const callers = await Promise.all(Array.from({ length: 6 }, newCaller));
    const answers = await loadFor(instance, callers.map((caller) => caller.key), 2500);
    assertAnsweredWithinBound(t, answers, 'Redis stalled');
    for (const caller of callers) assert.equal(await counterKept(caller.keyId), false, 'counted by the instance alone');
    await assertLogged(instance, 'warn', 2);
    assert.equal(await metric(instance, 'redis_available'), 0);
    assert.equal((await readiness(instance)).status, 200);

    await proxy.up();
    await redisBack(instance);
    const caller = await newCaller();
    assert.equal((await listChurches(instance, caller.key)).status, 200);
    assert.ok(await counterKept(caller.keyId), 'the counter is in Redis again');
    await assertLogged(instance, 'info', 2);
  });
});
