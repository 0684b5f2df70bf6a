import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { COMMAND_LINE } from '../src/modules/audit/service.ts';
import { createServices } from '../src/services.ts';
import { addChurchMember, buildCaller, buildChurch, freshDatabaseUrl } from './helpers.ts';
import { repeatWhile, startInstance, type Instance } from './instances.ts';
import { startTcpProxy } from './tcp-proxy.ts';
import { startReceiver, type Receiver } from './webhook-receiver.ts';

const skip = process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL)';

/** A church, a member's API key and (with a receiver) a webhook endpoint for new prayers. */
async function prepare(databaseUrl: string, receiver?: Receiver) {
  const database = await openDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db);
    const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
    const church = await buildChurch(services);
    const caller = await buildCaller(services);
    await addChurchMember(services, church.id, caller.user.id);
    if (receiver) await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url(), eventTypes: ['prayer.created'] });
    return { churchId: church.id, key: caller.key };
  } finally {
    await database.close();
  }
}

interface Outcome {
  status: number;
  id?: number;
  retryAfter?: string | null;
  error?: string;
  ms: number;
}

async function createPrayer(instance: Instance, key: string, churchId: number): Promise<Outcome> {
  const started = Date.now();
  const res = await fetch(`${instance.apiBaseUrl}/prayers`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({ communityId: churchId, content: 'through a database fault' }),
  });
  const body = (await res.json()) as { data?: { id: number }; error?: string };
  return { status: res.status, id: body.data?.id, retryAfter: res.headers.get('retry-after'), error: body.error, ms: Date.now() - started };
}

function assertOnly201Or503(outcomes: Outcome[]): void {
  for (const outcome of outcomes) {
    if (outcome.status === 201) continue;
    assert.equal(outcome.status, 503, `a write answered ${outcome.status} ${outcome.error}`);
    assert.equal(outcome.error, 'ServiceUnavailable');
    assert.match(outcome.retryAfter ?? '', /^\d+$/, 'a 503 says when to retry');
  }
}

async function prayerIds(databaseUrl: string): Promise<Set<number>> {
  const database = await openDatabase(databaseUrl);
  try {
    const rows = await database.db.selectFrom('prayers').select('id').execute();
    return new Set(rows.map((row) => Number(row.id)));
  } finally {
    await database.close();
  }
}

function withApplicationName(databaseUrl: string, name: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', name);
  return url.toString();
}

async function terminateBackends(applicationName: string): Promise<number> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [applicationName]);
    return rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

function stopAfter(t: TestContext, instance: Instance): void {
  t.after(() => instance.process.kill('SIGKILL'));
}

test('PostgreSQL terminating the pool’s connections under write load crashes nothing, loses nothing acknowledged, and webhooks resume', { skip, timeout: 90_000 }, async (t) => {
  const applicationName = `faults_${randomBytes(4).toString('hex')}`;
  const databaseUrl = withApplicationName(await freshDatabaseUrl(t), applicationName);
  const receiver = await startReceiver(t);
  const { churchId, key } = await prepare(databaseUrl, receiver);
  const instance = await startInstance({ DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '1000000' });
  stopAfter(t, instance);

  const terminations = (async () => {
    let terminated = 0;
    for (const wait of [600, 800, 800]) {
      await sleep(wait);
      terminated += await terminateBackends(applicationName);
    }
    await sleep(1500);
    return terminated;
  })();
  const outcomes = await repeatWhile(16, () => createPrayer(instance, key, churchId), terminations);
  assert.ok((await terminations) >= 3, 'the pool’s connections were terminated');

  assert.equal(instance.process.exitCode, null, `the process is still running:\n${instance.output()}`);
  assertOnly201Or503(outcomes);
  const acknowledged = outcomes.filter((outcome) => outcome.status === 201).map((outcome) => outcome.id!);
  assert.ok(acknowledged.length > 50, `writes went on (${acknowledged.length} acknowledged)`);
  // Recovered without a restart: the last writes of every writer succeed.
  const after = await createPrayer(instance, key, churchId);
  assert.equal(after.status, 201);

  const stored = await prayerIds(databaseUrl);
  for (const id of acknowledged) assert.ok(stored.has(id), `acknowledged prayer ${id} is stored`);
  // Every acknowledged prayer's event reaches the receiver.
  const wanted = new Set([...acknowledged, after.id!]);
  await receiver.until((all) => {
    const delivered = new Set(all.map((received) => (JSON.parse(received.body) as { data: { object: { id: number } } }).data.object.id));
    return [...wanted].every((id) => delivered.has(id));
  }, 30_000);
});

test('PostgreSQL out of reach: writes answer 503 with Retry-After within the bound, /readyz fails, and service returns within 5 s of the database', { skip, timeout: 90_000 }, async (t) => {
  const databaseUrl = await freshDatabaseUrl(t);
  const { churchId, key } = await prepare(databaseUrl);
  const target = new URL(process.env.TEST_DATABASE_URL!);
  const proxy = await startTcpProxy(t, { host: target.hostname, port: Number(target.port || 5432) });
  const proxied = new URL(databaseUrl);
  proxied.host = `127.0.0.1:${proxy.port}`;
  const instance = await startInstance({ DATABASE_URL: proxied.toString(), RATE_LIMIT_MAX: '1000000', DATABASE_CONNECT_TIMEOUT_MS: '1500' });
  stopAfter(t, instance);
  assert.equal((await createPrayer(instance, key, churchId)).status, 201);

  for (const fault of ['down', 'blackhole'] as const) {
    await proxy[fault]();
    // A restart refuses connections; a partition leaves them unanswered: both are bounded.
    const during = await Promise.all(Array.from({ length: 8 }, () => createPrayer(instance, key, churchId)));
    for (const outcome of during) {
      assert.equal(outcome.status, 503, `${fault}: a write answered ${outcome.status} ${outcome.error}`);
      assert.ok(outcome.ms < 5000, `${fault}: answered in ${outcome.ms} ms`);
    }
    assertOnly201Or503(during);
    const ready = await fetch(`${instance.origin}/readyz`);
    assert.equal(ready.status, 503, `${fault}: /readyz fails`);
    assert.equal(((await ready.json()) as { checks: { database: string } }).checks.database, 'unreachable');

    await proxy.up();
    const returned = Date.now();
    let outcome: Outcome;
    do {
      outcome = await createPrayer(instance, key, churchId);
      if (outcome.status !== 201) await sleep(100);
    } while (outcome.status !== 201 && Date.now() - returned < 10_000);
    assert.equal(outcome.status, 201, `${fault}: writes succeed again`);
    assert.ok(Date.now() - returned < 5000, `${fault}: back within ${Date.now() - returned} ms of the database`);
    assert.equal((await fetch(`${instance.origin}/readyz`)).status, 200);
  }
  assert.equal(instance.process.exitCode, null, `the process is still running:\n${instance.output()}`);
  assert.doesNotMatch(instance.output(), /Unhandled|uncaught/i);
});
