import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch, buildTestApp } from '../../../test/helpers.ts';
import { startInstance } from '../../../test/instances.ts';
import { changesKeptDays, configWarnings, loadConfig } from '../../config.ts';

const DAY_MS = 86_400_000;

test('events are kept as long as a webhook delivery may be retried, whatever CHANGES_RETENTION_DAYS says', async (t) => {
  // The default schedule retries for about 27.6 h: a one-day retention would drop events still owed.
  const { request, services } = await buildTestApp(t, { CHANGES_RETENTION_DAYS: '1' });
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  for (const content of ['older', 'newer']) {
    assert.equal((await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content } })).statusCode, 201);
  }
  const { db } = services.database;
  const [older, newer] = await db.selectFrom('change_events').select('id').orderBy('id').execute();
  await db.updateTable('change_events').set({ created_at: new Date(Date.now() - 2.5 * DAY_MS).toISOString() }).where('id', '=', older.id).execute();
  await db.updateTable('change_events').set({ created_at: new Date(Date.now() - 1.5 * DAY_MS).toISOString() }).where('id', '=', newer.id).execute();

  assert.equal(await services.changes.prune(), 1, 'only the event older than the retry window goes');
  const left = await db.selectFrom('change_events').select('id').execute();
  assert.deepEqual(left.map((row) => String(row.id)), [String(newer.id)]);
});

test('the kept days follow the schedule, and a conflicting setting is named at start', async (t) => {
  assert.equal(changesKeptDays(loadConfig({ NODE_ENV: 'test', CHANGES_RETENTION_DAYS: '30' })), 30);
  assert.equal(changesKeptDays(loadConfig({ NODE_ENV: 'test', CHANGES_RETENTION_DAYS: '1' })), 2);
  assert.equal(changesKeptDays(loadConfig({ NODE_ENV: 'test', CHANGES_RETENTION_DAYS: '1', WEBHOOK_RETRY_DELAYS_MS: '5000,60000' })), 1);
  assert.deepEqual(configWarnings(loadConfig({ NODE_ENV: 'test' })), []);
  const [warning] = configWarnings(loadConfig({ NODE_ENV: 'test', CHANGES_RETENTION_DAYS: '1' }));
  assert.match(warning, /^CHANGES_RETENTION_DAYS=1 is shorter than the webhook retry schedule .* up to 27\.6 h\): events are kept 2 days instead/);

  const instance = await startInstance({ DATABASE_URL: 'sqlite::memory:', CHANGES_RETENTION_DAYS: '1' });
  t.after(() => instance.process.kill('SIGKILL'));
  assert.match(instance.output(), /Configuration warning: CHANGES_RETENTION_DAYS=1 is shorter than the webhook retry schedule/);
});
