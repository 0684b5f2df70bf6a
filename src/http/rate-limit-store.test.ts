import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from '../../test/instances.ts';
import { RefundableCounters } from './rate-limit-store.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

function count(counters: RefundableCounters, key: string, windowMs = 60_000): Promise<{ current: number; ttl: number }> {
  const Store = counters.store();
  const store = new Store({});
  return new Promise((resolve, reject) => store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), windowMs, 10));
}

async function refundsWithin(counters: RefundableCounters): Promise<void> {
  assert.equal((await count(counters, 'a')).current, 1);
  assert.equal((await count(counters, 'a')).current, 2);
  await counters.refund('a');
  assert.equal((await count(counters, 'a')).current, 2, 'the refunded request no longer counts');
  await counters.refund('never-counted');
  assert.equal((await count(counters, 'never-counted')).current, 1, 'a refund creates no credit');
  assert.equal((await count(counters, 'short', 20)).current, 1);
  await new Promise((resolve) => setTimeout(resolve, 40));
  assert.equal((await count(counters, 'short', 20)).current, 1, 'a new window starts from one');
}

test('in-process counters take a request back', () => refundsWithin(new RefundableCounters()));

test('without Redis to answer, this instance counts alone, says so for each request, and takes requests back', async (t) => {
  const redis = new Redis(`redis://127.0.0.1:${await freePort()}`);
  redis.on('error', () => {});
  t.after(() => redis.disconnect());
  let countedLocally = 0;
  const counters = new RefundableCounters(redis, 'test:', () => countedLocally++);
  const started = Date.now();
  await refundsWithin(counters);
  assert.ok(Date.now() - started < 1000, 'no request waits for Redis');
  assert.equal(countedLocally, 6);
});

test('Redis counters take a request back, shared by instances', async (t) => {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0 });
  try {
    await redis.connect();
  } catch {
    t.skip(`needs Redis at ${REDIS_URL}`);
    return;
  }
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  t.after(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  await refundsWithin(new RefundableCounters(redis, prefix));
  const other = new RefundableCounters(redis, prefix);
  assert.equal((await count(other, 'a')).current, 3, 'another instance sees the same window');
});
