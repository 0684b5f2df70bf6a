import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices } from '../src/services.ts';
import { buildCaller, buildChurch, freshDatabaseUrl } from './helpers.ts';
import { startInstance, type Instance } from './instances.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

interface Answer {
  status: number;
  /** The `Connection` header of the answer. */
  connection: string | undefined;
  body: string;
}

interface Sending {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** `false`: a connection of its own, closed after the answer. */
  agent?: Agent | false;
}

function send(url: string | URL, { method = 'GET', headers = {}, body, agent = false }: Sending = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent, headers });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** Starts a POST whose body arrives in two parts; resolves when the response has been read. */
function slowPost(url: URL, key: string, body: string, firstPartSent: () => void, release: Promise<void>, agent: Agent | false = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half), () => firstPartSent());
    void release.then(() => req.end(body.slice(half)));
  });
}

interface Fixture {
  databaseUrl: string;
  churchId: number;
  key: string;
}

/**
 * A database the instance (another process) can open: a schema of its own on PostgreSQL
 * when `TEST_DATABASE_URL` is set, else an SQLite file. It holds a church and an API key
 * allowed to post prayer requests.
 */
async function prepare(t: TestContext): Promise<Fixture> {
  let databaseUrl: string;
  if (onPostgres) {
    databaseUrl = await freshDatabaseUrl(t);
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'community-shutdown-'));
    t.after(() => rmSync(dir, { recursive: true, force: true }));
    databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;
  }
  const database = await openDatabase(databaseUrl);
  try {
    await migrateToLatest(database.db);
    const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
    const church = await buildChurch(services);
    const { key } = await buildCaller(services, ['read:churches', 'write:prayers']);
    return { databaseUrl, churchId: church.id, key };
  } finally {
    await database.close();
  }
}

async function storedPrayers(databaseUrl: string): Promise<number> {
  const database = await openDatabase(databaseUrl);
  try {
    const { count } = await database.db.selectFrom('prayers').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    return Number(count);
  } finally {
    await database.close();
  }
}

/** Resolves once the instance no longer accepts connections, with the time that was seen. */
async function listenersClosed(instance: Instance): Promise<number> {
  for (;;) {
    try {
      await send(`${instance.origin}/healthz`);
    } catch {
      return Date.now();
    }
    await delay(20);
  }
}

/** Polls `/readyz` until it fails, as a load balancer's health check does. */
async function readinessFails(instance: Instance): Promise<Answer> {
  for (;;) {
    const answer = await send(`${instance.origin}/readyz`);
    if (answer.status !== 200) return answer;
    await delay(20);
  }
}

function kill(t: TestContext, instance: Instance): void {
  t.after(() => {
    if (instance.process.exitCode === null) instance.process.kill('SIGKILL');
  });
}

test('SIGTERM fails /readyz at once and serves on, closing each connection, until the drain period is over; then exits 0', async (t) => {
  const { databaseUrl, churchId, key } = await prepare(t);
  const drainMs = 1500;
  const instance = await startInstance({ DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_MS: String(drainMs) });
  kill(t, instance);
  const keepAlive = new Agent({ keepAlive: true });
  t.after(() => keepAlive.destroy());
  const authorization = `Bearer ${key}`;
  const before = await send(`${instance.apiBaseUrl}/churches?limit=1`, { agent: keepAlive, headers: { authorization } });
  assert.equal(before.status, 200);
  assert.equal(before.connection, 'keep-alive');

  const signalled = Date.now();
  instance.process.kill('SIGTERM');
  const readiness = await readinessFails(instance);
  assert.equal(readiness.status, 503);
  assert.deepEqual(JSON.parse(readiness.body), { status: 'draining' });

  // Still serving, on the connection opened before the signal and on new ones, on both hosts
  // and through the OAuth mount; every answer tells the client not to reuse its connection.
  const served = [
    await send(`${instance.apiBaseUrl}/churches?limit=1`, { agent: keepAlive, headers: { authorization } }),
    await send(`${instance.apiBaseUrl}/churches?limit=1`, { agent: keepAlive, headers: { authorization } }),
    await send(`${instance.apiBaseUrl}/prayers`, {
      method: 'POST',
      agent: keepAlive,
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ communityId: churchId, content: 'Sent while draining', isAnonymous: false }),
    }),
    await send(`${instance.apiBaseUrl}/.well-known/oauth-authorization-server`, { agent: keepAlive }),
    await send(`${instance.loginUrl}/healthz`, { agent: keepAlive }),
  ];
  assert.deepEqual(
    served.map((answer) => [answer.status, answer.connection]),
    [[200, 'close'], [200, 'close'], [201, 'close'], [200, 'close'], [200, 'close']],
    instance.output(),
  );

  const closed = await listenersClosed(instance);
  assert.ok(closed - signalled >= drainMs, `listeners closed ${closed - signalled} ms after the signal, before the drain period of ${drainMs} ms`);
  await assert.rejects(send(`${instance.loginUrl}/healthz`), 'the sign-in host closes too');
  assert.equal(await instance.exited, 0, instance.output());
  assert.equal(await storedPrayers(databaseUrl), 1);
});

test('SIGTERM during a burst of slow requests answers every one of them, then exits 0', async (t) => {
  const { databaseUrl, churchId, key } = await prepare(t);
  const instance = await startInstance({ DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_MS: '300', SHUTDOWN_TIMEOUT_MS: '10000' });
  kill(t, instance);
  const url = new URL(`${instance.apiBaseUrl}/prayers`);
  const burst = 40;
  // Kept-alive connections whose answers go out after the listeners closed: each is closed
  // once answered, so the instance does not wait for their keep-alive timeout to exit.
  const agent = new Agent({ keepAlive: true, maxSockets: burst });
  t.after(() => agent.destroy());
  let started = 0;
  let allStarted!: () => void;
  const everyoneStarted = new Promise<void>((resolve) => (allStarted = resolve));
  let finish!: () => void;
  const release = new Promise<void>((resolve) => (finish = resolve));
  const answers = Array.from({ length: burst }, (_, i) =>
    slowPost(url, key, JSON.stringify({ communityId: churchId, content: `Slow prayer ${i}`, isAnonymous: false }), () => {
      if (++started === burst) allStarted();
    }, release, agent),
  );
  await everyoneStarted;
  // Give the server a moment to have read every request's head, then stop it mid-body.
  await delay(200);
  instance.process.kill('SIGTERM');

  // Past the drain period a stopping instance takes no new connections, yet the requests it
  // had received are still waiting for their bodies.
  await listenersClosed(instance);
  finish();
  const results = await Promise.all(answers);
  assert.deepEqual(results.map((r) => r.status), Array(burst).fill(201), instance.output());
  assert.equal(await instance.exited, 0, instance.output());
  assert.equal(await storedPrayers(databaseUrl), burst, 'every answered request was stored');
});

/**
 * 64 writers on keep-alive connections post prayer requests across a SIGTERM. Like clients
 * behind a load balancer they stop sending to this instance once its `/readyz` fails or an
 * answer says `Connection: close`. None may see a reset or a 5xx, and every request that was
 * answered 201 is stored.
 */
async function writeAcrossShutdown(t: TestContext, env: Record<string, string> = {}): Promise<void> {
  const { databaseUrl, churchId, key } = await prepare(t);
  const instance = await startInstance({ DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_MS: '1000', RATE_LIMIT_MAX: '1000000', ...env });
  kill(t, instance);
  const writers = 64;
  const agent = new Agent({ keepAlive: true, maxSockets: writers });
  t.after(() => agent.destroy());

  let balancerStopped = false;
  const statuses: number[] = [];
  const failures: string[] = [];
  const write = async (writer: number) => {
    for (let n = 0; !balancerStopped; n++) {
      try {
        const answer = await send(`${instance.apiBaseUrl}/prayers`, {
          method: 'POST',
          agent,
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ communityId: churchId, content: `Writer ${writer}, prayer ${n}`, isAnonymous: false }),
        });
        statuses.push(answer.status);
        if (answer.status !== 201) failures.push(`${answer.status} ${answer.body}`);
        if (answer.connection === 'close') return;
      } catch (error) {
        failures.push(String((error as NodeJS.ErrnoException).code ?? error));
        return;
      }
    }
  };
  const writing = Array.from({ length: writers }, (_, writer) => write(writer));

  // Every writer has a connection in use when the signal arrives.
  while (statuses.length < writers * 3) await delay(10);
  instance.process.kill('SIGTERM');
  await readinessFails(instance);
  balancerStopped = true;
  await Promise.all(writing);

  assert.deepEqual(failures, [], instance.output());
  assert.equal(await instance.exited, 0, instance.output());
  const acknowledged = statuses.filter((status) => status === 201).length;
  assert.equal(await storedPrayers(databaseUrl), acknowledged, 'every acknowledged write is stored, and no other');
}

test('64 writers on keep-alive connections across a SIGTERM: no reset, no 5xx, every acknowledged write stored', async (t) => {
  await writeAcrossShutdown(t);
});

test(
  'with WORKERS=2 each worker drains the same way',
  { skip: onPostgres ? false : 'WORKERS above 1 needs TEST_DATABASE_URL (PostgreSQL)' },
  async (t) => {
    await writeAcrossShutdown(t, { WORKERS: '2' });
  },
);

/**
 * 64 writers that open a new connection for every request (clients that reach the instance
 * directly, or a proxy without connection reuse) post across a SIGTERM, with `drainMs` of
 * drain, and go on until they are told to go elsewhere (503) or refused. A connection the
 * instance accepted always gets its request answered: 201, or 503 `ServiceUnavailable` with
 * `Connection: close` and `Retry-After`. None is reset.
 */
async function connectionPerRequestAcrossShutdown(t: TestContext, drainMs: number): Promise<void> {
  const { databaseUrl, churchId, key } = await prepare(t);
  const instance = await startInstance({ DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_MS: String(drainMs), RATE_LIMIT_MAX: '1000000' });
  kill(t, instance);
  const statuses: number[] = [];
  const failures: string[] = [];
  const write = async (writer: number) => {
    for (let n = 0; ; n++) {
      try {
        const answer = await send(`${instance.apiBaseUrl}/prayers`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
          body: JSON.stringify({ communityId: churchId, content: `Writer ${writer}, prayer ${n}`, isAnonymous: false }),
        });
        statuses.push(answer.status);
        if (answer.status === 503 && answer.connection === 'close' && JSON.parse(answer.body).error === 'ServiceUnavailable') return;
        if (answer.status !== 201) failures.push(`${answer.status} ${answer.connection} ${answer.body}`);
      } catch (error) {
        const code = String((error as NodeJS.ErrnoException).code ?? error);
        if (code !== 'ECONNREFUSED') failures.push(code);
        return;
      }
    }
  };
  const writing = Array.from({ length: 64 }, (_, writer) => write(writer));
  while (statuses.length < 64 * 3) await delay(10);
  instance.process.kill('SIGTERM');
  await Promise.all(writing);

  assert.deepEqual(failures, [], instance.output());
  assert.equal(await instance.exited, 0, instance.output());
  const acknowledged = statuses.filter((status) => status === 201).length;
  assert.equal(await storedPrayers(databaseUrl), acknowledged, 'every acknowledged write is stored, and no other');
}

test('64 writers opening a connection per request across a SIGTERM: every accepted connection answered, never reset', async (t) => {
  await connectionPerRequestAcrossShutdown(t, 300);
});

test('the same with no drain period: the closing moment resets nobody', async (t) => {
  await connectionPerRequestAcrossShutdown(t, 0);
});

test('a request still running SHUTDOWN_TIMEOUT_MS after the drain makes the instance exit 1', async (t) => {
  const { databaseUrl, churchId, key } = await prepare(t);
  const instance = await startInstance({ DATABASE_URL: databaseUrl, SHUTDOWN_DRAIN_MS: '200', SHUTDOWN_TIMEOUT_MS: '500' });
  kill(t, instance);
  let headSent!: () => void;
  const sending = new Promise<void>((resolve) => (headSent = resolve));
  // The body never completes: the request stays in flight until the process is gone.
  const outcome = slowPost(
    new URL(`${instance.apiBaseUrl}/prayers`),
    key,
    JSON.stringify({ communityId: churchId, content: 'Never finished', isAnonymous: false }),
    headSent,
    new Promise<void>(() => {}),
  ).then(
    () => 'answered',
    () => 'cut off',
  );
  await sending;
  await delay(200);

  const signalled = Date.now();
  instance.process.kill('SIGTERM');
  assert.equal(await instance.exited, 1, instance.output());
  assert.ok(Date.now() - signalled >= 700, 'it waited for the drain and the timeout');
  assert.match(instance.output(), /requests still running after 500 ms/);
  assert.equal(await outcome, 'cut off');
});
