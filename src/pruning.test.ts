import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createServices } from './services.ts';
import { startPruning } from './pruning.ts';
import { buildCaller, buildChurch, buildTestApp, freshDatabaseUrl } from '../test/helpers.ts';

const DAY = 86_400_000;

test('the timer prunes the change feed, the audit log and idempotency keys; the requests that write them prune nothing', async (t) => {
  const { request, services } = await buildTestApp(t, { CHANGES_RETENTION_DAYS: '30', AUDIT_RETENTION_DAYS: '30' });
  const { db } = services.database;
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  const post = (key: string) =>
    request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, headers: { 'idempotency-key': key }, payload: { communityId: church.id, content: key } });
  assert.equal((await post('old')).statusCode, 201);
  await services.audit.record({ type: 'sign_in.failed', actor: { label: 'old@example.org' } });
  const longAgo = new Date(Date.now() - 31 * DAY).toISOString();
  await db.updateTable('change_events').set({ created_at: longAgo }).execute();
  await db.updateTable('audit_events').set({ created_at: longAgo }).execute();
  await db.updateTable('idempotency_keys').set({ created_at: longAgo }).execute();
  const counts = async () => ({
    changes: (await db.selectFrom('change_events').select('id').execute()).length,
    audit: (await db.selectFrom('audit_events').select('id').execute()).length,
    keys: (await db.selectFrom('idempotency_keys').select('key').execute()).length,
  });

  assert.equal((await post('new')).statusCode, 201);
  await services.audit.record({ type: 'sign_in.failed', actor: { label: 'new@example.org' } });
  assert.deepEqual(await counts(), { changes: 2, audit: 2, keys: 2 }, 'writing pruned nothing');

  const failures: string[] = [];
  const stop = startPruning(services.pruners, (what) => failures.push(what), 20);
  t.after(stop);
  for (let i = 0; i < 200 && (await counts()).changes > 1; i++) await sleep(10);
  await stop();
  assert.deepEqual(await counts(), { changes: 1, audit: 1, keys: 1 }, 'only what is kept is left');
  assert.deepEqual(failures, []);
});

test('a pruner that fails is reported by name and the others still run; stopping ends the rounds', async (t) => {
  const databaseUrl = await freshDatabaseUrl(t);
  const database = await openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
  await database.close();
  const failures: string[] = [];
  const stop = startPruning(services.pruners, (what) => failures.push(what), 20);
  t.after(stop);
  for (let i = 0; i < 200 && failures.length < 3; i++) await sleep(10);
  await stop();
  assert.deepEqual(failures.slice(0, 3), ['the change feed', 'the audit log', 'idempotency keys']);
  const reported = failures.length;
  await sleep(60);
  assert.equal(failures.length, reported, 'no round after stop');
});
