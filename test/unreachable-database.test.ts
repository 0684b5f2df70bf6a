import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { scratchDir, spawnCli } from './cli.ts';
import { freePorts, startToEnd } from './instances.ts';

const onPostgres = process.env.TEST_DATABASE_URL;

/** A TCP server that takes connections and never answers, as a database host behind a black hole would. */
async function silentServer(t: TestContext, port: number): Promise<void> {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => sockets.add(socket.on('error', () => {})));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  t.after(() => {
    for (const socket of sockets) socket.destroy();
    server.close();
  });
}

/** The CLI and the service each stop with exactly this line on stderr and exit code 1. */
async function bothSay(env: Record<string, string>, line: string): Promise<void> {
  const command = await spawnCli(env, ['churches', 'list'], 60_000);
  assert.deepEqual(command, { code: 1, stdout: '', stderr: `${line}\n` }, 'the command');
  const [port, loginPort] = await freePorts(2);
  const service = await startToEnd({ ...env, PORT: String(port), LOGIN_PORT: String(loginPort) });
  assert.deepEqual(service, { code: 1, stdout: '', stderr: `${line}\n` }, 'the service');
}

test('a database that cannot be had at start: the service and the command say where, why and what to change, in one line', { timeout: 180_000 }, async (t) => {
  await t.test('nothing listens at the address', async () => {
    const [port] = await freePorts(1);
    await bothSay(
      { DATABASE_URL: `postgres://app:secret@127.0.0.1:${port}/church` },
      `Cannot use the database at 127.0.0.1:${port}/church (DATABASE_URL): nothing listens there (connection refused). Start PostgreSQL, or set DATABASE_URL to where it runs.`,
    );
  });

  await t.test('the host takes the connection and never answers: DATABASE_CONNECT_TIMEOUT_MS bounds the wait', async (t) => {
    const [port] = await freePorts(1);
    await silentServer(t, port);
    await bothSay(
      { DATABASE_URL: `postgres://app@127.0.0.1:${port}/church`, DATABASE_CONNECT_TIMEOUT_MS: '300' },
      `Cannot use the database at 127.0.0.1:${port}/church (DATABASE_URL): no answer within 300 ms (DATABASE_CONNECT_TIMEOUT_MS). Check that PostgreSQL runs there and is reachable from this machine.`,
    );
  });

  await t.test('PostgreSQL answers, but the database does not exist', { skip: !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)' }, async () => {
    const url = new URL(onPostgres!);
    url.pathname = '/no_such_church_database';
    await bothSay(
      { DATABASE_URL: url.href },
      `Cannot use the database at ${url.hostname}:${url.port || '5432'}/no_such_church_database (DATABASE_URL): the database does not exist. Create it (createdb), or correct its name in DATABASE_URL.`,
    );
  });

  await t.test('an SQLite file another process keeps locked longer than DATABASE_CONNECT_TIMEOUT_MS', async (t) => {
    const file = join(await scratchDir(t, 'community-locked'), 'db.sqlite');
    const holder = new DatabaseSync(file);
    holder.exec('pragma journal_mode = wal; create table held (id integer); begin exclusive; insert into held values (1);');
    t.after(() => holder.close());
    const result = await spawnCli({ DATABASE_URL: `sqlite:${file}`, DATABASE_CONNECT_TIMEOUT_MS: '200' }, ['churches', 'list'], 60_000);
    assert.deepEqual(result, {
      code: 1,
      stdout: '',
      stderr: `The database file ${file} (DATABASE_URL) stayed locked by another process for 200 ms (DATABASE_CONNECT_TIMEOUT_MS). Try again once that process's write is done, or raise DATABASE_CONNECT_TIMEOUT_MS.\n`,
    });
  });
});
