import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices, type Services } from '../src/services.ts';
import { buildCaller, buildChurch, buildEvent, buildPrayer, buildUser, freshDatabaseUrl } from './helpers.ts';
import { startInstance, type Instance } from './instances.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const skip = process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL) and Redis';

async function call(instance: Instance, path: string, key: string, method = 'GET') {
  const res = await fetch(`${instance.apiBaseUrl}${path}`, { method, headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: await res.json() };
}

test('two instances on one PostgreSQL and one Redis behave as one service', { skip, timeout: 120_000 }, async (t) => {
  const databaseUrl = await freshDatabaseUrl(t);
  const database = await openDatabase(databaseUrl);
  t.after(() => database.close());
  await migrateToLatest(database.db);
  const services: Services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);

  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL);
  t.after(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  const env = { DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000' };
  const [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  t.after(() => {
    a.process.kill('SIGKILL');
    b.process.kill('SIGKILL');
  });

  await t.test('the rate limit counts requests at both instances together', async () => {
    const { key } = await buildCaller(services, ['read:churches']);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await call(a, '/churches', key)).status, (await call(b, '/churches', key)).status);
    }
    assert.equal(statuses.filter((s) => s === 200).length, 20);
    assert.equal(statuses.filter((s) => s === 429).length, 4);
  });

  await t.test('a revoked key stops working at every instance within one second', async () => {
    const { key, keyId } = await buildCaller(services, ['read:churches']);
    assert.equal((await call(a, '/churches', key)).status, 200);
    assert.equal((await call(b, '/churches', key)).status, 200);
    // Revoked by another process (this one), so neither instance hears about it directly.
    await services.apps.revokeKey(keyId);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    assert.equal((await call(a, '/churches', key)).status, 401);
    assert.equal((await call(b, '/churches', key)).status, 401);
  });

  await t.test('200 parallel prayers spread over both instances raise the count by exactly 200', async () => {
    const church = await buildChurch(services);
    const author = await buildUser(services);
    const prayer = await buildPrayer(services, church.id, author.id);
    const callers = await Promise.all(Array.from({ length: 20 }, () => buildCaller(services, ['write:prayers', 'read:prayers'])));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(i % 2 ? a : b, `/prayers/${prayer.id}/pray`, callers[i % 20].key, 'POST')),
    );
    assert.deepEqual([...new Set(results.map((r) => r.status))], [200]);
    const after = await call(a, `/prayers/${prayer.id}`, callers[0].key);
    assert.equal(after.body.data.prayerCount, 200);
  });

  await t.test('50 parallel registrations over both instances on an event of capacity 10 give exactly 10', async () => {
    const church = await buildChurch(services);
    const event = await buildEvent(services, church.id, { capacity: 10 });
    const callers = await Promise.all(Array.from({ length: 50 }, () => buildCaller(services, ['write:events', 'read:events'])));
    const results = await Promise.all(callers.map((c, i) => call(i % 2 ? a : b, `/events/${event.id}/register`, c.key, 'POST')));
    assert.equal(results.filter((r) => r.status === 201).length, 10);
    assert.equal(results.filter((r) => r.status === 409).length, 40);
    const after = await call(b, `/events/${event.id}`, callers[0].key);
    assert.equal(after.body.data.registrationCount, 10);
  });
});
