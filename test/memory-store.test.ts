import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startInstance } from './instances.ts';

/**
 * `DATABASE_URL=sqlite::memory:` is a throwaway store for trying the service: the process
 * must serve the very database it migrated and seeded, not a second, empty one.
 */
test('the service on an in-memory store serves the data it seeded', async (t) => {
  const instance = await startInstance({ DATABASE_URL: 'sqlite::memory:', SEED_DEMO: 'true', SHUTDOWN_DRAIN_MS: '0' });
  t.after(async () => {
    instance.process.kill('SIGTERM');
    await instance.exited;
  });
  const key = /Demo API key[^:]*: (cpk_\S+)/.exec(instance.output())?.[1];
  assert.ok(key, `the demo key is printed:\n${instance.output()}`);
  const churches = await fetch(`${instance.apiBaseUrl}/churches?limit=1`, { headers: { authorization: `Bearer ${key}` } });
  assert.equal(churches.status, 200);
  const body = (await churches.json()) as { pagination: { total: number } };
  assert.ok(body.pagination.total > 0, 'the seeded churches are there');
});
