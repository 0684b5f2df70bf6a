import { test } from 'node:test';
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices } from '../src/services.ts';
import { buildCaller, buildChurch } from './helpers.ts';
import { startInstance } from './instances.ts';

interface Answer {
  status: number;
  body: string;
}

/** Starts a POST whose body arrives in two parts; resolves when the response has been read. */
function slowPost(url: URL, key: string, body: string, firstPartSent: () => void, release: Promise<void>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half), () => firstPartSent());
    void release.then(() => req.end(body.slice(half)));
  });
}

test('SIGTERM during a burst of slow requests answers every one of them, then exits 0', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'community-shutdown-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const databaseUrl = `sqlite:${join(dir, 'db.sqlite')}`;

  const database = await openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
  const church = await buildChurch(services);
  const { key } = await buildCaller(services, ['write:prayers']);
  await database.close();

  const instance = await startInstance({ DATABASE_URL: databaseUrl, SHUTDOWN_TIMEOUT_MS: '10000' });
  const url = new URL(`${instance.apiBaseUrl}/prayers`);
  const burst = 40;
  let started = 0;
  let allStarted!: () => void;
  const everyoneStarted = new Promise<void>((resolve) => (allStarted = resolve));
  let finish!: () => void;
  const release = new Promise<void>((resolve) => (finish = resolve));
  const answers = Array.from({ length: burst }, (_, i) =>
    slowPost(url, key, JSON.stringify({ communityId: church.id, content: `Slow prayer ${i}`, isAnonymous: false }), () => {
      if (++started === burst) allStarted();
    }, release),
  );
  await everyoneStarted;
  // Give the server a moment to have read every request's head, then stop it mid-body.
  await new Promise((resolve) => setTimeout(resolve, 200));
  instance.process.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));

  // A stopping instance takes no new connections.
  await assert.rejects(fetch(`${instance.origin}/healthz`));

  finish();
  const results = await Promise.all(answers);
  assert.deepEqual(results.map((r) => r.status), Array(burst).fill(201), instance.output());
  assert.equal(await instance.exited, 0, instance.output());

  const reopened = await openDatabase(databaseUrl);
  t.after(() => reopened.close());
  const rows = await reopened.db.selectFrom('prayers').select('content').execute();
  assert.equal(rows.length, burst, 'every answered request was stored');
});
