import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { COMMAND_LINE } from '../src/modules/audit/service.ts';
import { createServices } from '../src/services.ts';
import { addChurchMember, buildCaller, buildChurch, freshDatabaseUrl } from './helpers.ts';
import { startInstance, type Instance } from './instances.ts';
import { startReceiver, webhookHeaders, type Receiver } from './webhook-receiver.ts';

/** A database with a church, a member's API key and one webhook endpoint per receiver path; the service runs elsewhere. */
async function prepare(t: TestContext, databaseUrl: string, receiver: Receiver, paths: string[]) {
  const database = await openDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db);
    const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
    const church = await buildChurch(services);
    const caller = await buildCaller(services);
    await addChurchMember(services, church.id, caller.user.id);
    const secrets: Record<string, string> = {};
    for (const path of paths) {
      secrets[path] = (await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url(path), eventTypes: ['prayer.created'] })).secret;
    }
    return { churchId: church.id, key: caller.key, secrets };
  } finally {
    await database.close();
  }
}

async function createPrayer(instance: Instance, key: string, churchId: number, content: string): Promise<number> {
  const res = await fetch(`${instance.apiBaseUrl}/prayers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ communityId: churchId, content }),
  });
  assert.equal(res.status, 201, await res.clone().text());
  return ((await res.json()) as { data: { id: number } }).data.id;
}

test('an event committed just before a kill -9 is delivered after the restart', { timeout: 60_000 }, async (t) => {
  let databaseUrl: string;
  if (process.env.TEST_DATABASE_URL) {
    databaseUrl = await freshDatabaseUrl(t);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'community-webhooks-kill-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
  }
  // Whatever reaches the receiver before the kill is never answered: the event is not delivered then.
  let answering = false;
  const receiver = await startReceiver(t, () => (answering ? 200 : () => {}));
  const { churchId, key, secrets } = await prepare(t, databaseUrl, receiver, ['/in']);
  const env = { DATABASE_URL: databaseUrl, WEBHOOK_TIMEOUT_MS: '1000' };

  const first = await startInstance(env);
  t.after(() => first.process.kill('SIGKILL'));
  const prayerId = await createPrayer(first, key, churchId, 'committed, then the process dies');
  first.process.kill('SIGKILL');
  assert.equal(await first.exited, null);
  const beforeRestart = receiver.received.length;

  answering = true;
  const second = await startInstance(env);
  t.after(() => second.process.kill('SIGKILL'));
  // A claim the killed instance held runs out after its lease (twice the timeout and 5 s).
  const all = await receiver.until((received) => received.length > beforeRestart, 30_000);
  const delivered = all[all.length - 1];
  const event = new Webhook(secrets['/in']).verify(delivered.body, webhookHeaders(delivered)) as { type: string; data: { object: { id: number } } };
  assert.equal(event.type, 'prayer.created');
  assert.equal(event.data.object.id, prayerId);
  assert.ok(all.every((received) => received.headers['webhook-id'] === delivered.headers['webhook-id']), 'one event, whatever the attempts');
});

test('two instances on PostgreSQL deliver each event of a 1,000-event burst exactly once', { skip: process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL)', timeout: 180_000 }, async (t) => {
  const databaseUrl = await freshDatabaseUrl(t);
  const receiver = await startReceiver(t);
  const paths = ['/a', '/b', '/c'];
  const { churchId, key, secrets } = await prepare(t, databaseUrl, receiver, paths);
  const env = { DATABASE_URL: databaseUrl };
  const instances = await Promise.all([startInstance(env), startInstance(env)]);
  t.after(() => instances.forEach((instance) => instance.process.kill('SIGKILL')));

  const burst = 1000;
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      for (let n = next++; n < burst; n = next++) await createPrayer(instances[n % 2], key, churchId, `burst ${n}`);
    }),
  );
  await receiver.until((received) => received.length >= burst * paths.length, 150_000);
  // Anything sent twice would arrive within this pause.
  await new Promise((resolve) => setTimeout(resolve, 1500));

  for (const path of paths) {
    const arrived = receiver.received.filter((received) => received.path === path);
    const perId = new Map<string, number>();
    for (const received of arrived) {
      new Webhook(secrets[path]).verify(received.body, webhookHeaders(received));
      const id = String(received.headers['webhook-id']);
      perId.set(id, (perId.get(id) ?? 0) + 1);
    }
    assert.equal(perId.size, burst, `${path}: every event`);
    assert.deepEqual([...perId.values()].filter((count) => count !== 1), [], `${path}: each exactly once`);
    assert.equal(arrived.length, burst, `${path}: nothing sent twice`);
  }
});
