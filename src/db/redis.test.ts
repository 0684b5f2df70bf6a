import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import { closeRedis, onAvailabilityChange, openRedis } from './redis.ts';
import { startTcpProxy } from '../../test/tcp-proxy.ts';

const REDIS_URL = new URL(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379');
const probe = new Redis(REDIS_URL.href, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
probe.on('error', () => {});
const skip = await probe.connect().then(
  () => false,
  () => `needs Redis at ${REDIS_URL.href}`,
);
probe.disconnect();

async function until(what: string, check: () => boolean): Promise<void> {
  const deadline = Date.now() + 6000;
  while (!check()) {
    assert.ok(Date.now() < deadline, `${what} did not happen within 6 s`);
    await sleep(20);
  }
}

test('availability is told once when Redis goes, whatever the failed reconnections, once when it returns, and not at all on a close', { skip, timeout: 30_000 }, async (t) => {
  const proxy = await startTcpProxy(t, { host: REDIS_URL.hostname, port: Number(REDIS_URL.port || 6379) });
  await proxy.down();
  const redis = openRedis(`redis://127.0.0.1:${proxy.port}`);
  t.after(() => redis.disconnect());
  const told: boolean[] = [];
  onAvailabilityChange(redis, (available) => told.push(available));
  let attempts = 0;
  redis.on('reconnecting', () => attempts++);

  // The first connection fails: that is told too.
  await until('three failed connections', () => attempts >= 3);
  assert.deepEqual(told, [false]);
  const started = Date.now();
  await assert.rejects(redis.ping(), 'a command while Redis is away fails');
  assert.ok(Date.now() - started < 1500, `and fails within its timeout (${Date.now() - started} ms)`);

  await proxy.up();
  await until('the return', () => redis.status === 'ready');
  await sleep(50);
  assert.deepEqual(told, [false, true]);

  await proxy.stall();
  await assert.rejects(redis.ping(), /timed out/, 'a Redis that stops answering fails the command within its timeout');
  await until('the loss', () => told.length === 3);
  assert.deepEqual(told, [false, true, false], 'a connection that stops answering is closed and opened again');
  await proxy.up();
  await until('the return', () => told.length === 4);

  await closeRedis(redis);
  await sleep(100);
  assert.deepEqual(told, [false, true, false, true], 'a close on purpose tells nothing');
});
