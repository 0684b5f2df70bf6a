import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Principal } from '../../http/principal.ts';
import { closeRedis, RedisInvalidations } from '../../db/redis.ts';
import { ApiKeysCache } from './cache.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const skip = process.env.TEST_DATABASE_URL ? false : 'needs Redis (run with the PostgreSQL suite)';

const principal: Principal = { userId: 1, appId: 1, scopes: new Set(), via: 'api_key', credentialId: 'key:1', donationsApproved: false, householdsApproved: false };

async function eventually(check: () => boolean, what: string): Promise<void> {
  const started = Date.now();
  while (!check()) {
    assert.ok(Date.now() - started < 2000, `${what} did not happen within 2 s`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

test('a cache entry deleted or cleared on one instance is forgotten by the others', { skip }, async (t) => {
  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  // Two instances: each with its own connections, its own cache and an hour-long time-to-live,
  // so only the message can make an entry go.
  const instances = [0, 1].map(() => {
    const redis = new Redis(REDIS_URL);
    const invalidations = new RedisInvalidations(redis, prefix);
    return { redis, invalidations, keys: new ApiKeysCache({ ttlMs: 3_600_000, shared: invalidations.channel('api-keys') }) };
  });
  t.after(async () => {
    for (const { redis, invalidations } of instances) {
      await invalidations.close();
      await closeRedis(redis);
    }
  });
  const [a, b] = instances;
  for (const { keys } of instances) {
    keys.set('hash-1', principal);
    keys.set('hash-2', principal);
    keys.set('hash-3', principal);
  }
  // A cache subscribes when it first holds an entry, asynchronously: wait until both have.
  const channel = `${prefix}invalidate:api-keys`;
  let subscribers = 0;
  const started = Date.now();
  while (subscribers < 2) {
    assert.ok(Date.now() - started < 2000, 'the caches did not subscribe within 2 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
    subscribers = Number(((await a.redis.pubsub('NUMSUB', channel)) as [string, number])[1]);
  }

  a.keys.delete('hash-1');
  assert.equal(a.keys.get('hash-1'), undefined);
  await eventually(() => b.keys.get('hash-1') === undefined, 'forgetting the deleted entry');
  assert.deepEqual(b.keys.get('hash-2'), principal, 'other entries stay');

  b.keys.clear();
  await eventually(() => a.keys.get('hash-2') === undefined && a.keys.get('hash-3') === undefined, 'forgetting every entry');
});
