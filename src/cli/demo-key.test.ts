import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { API_SCOPE_NAMES } from '../http/scopes.ts';
import { createServices } from '../services.ts';
import { scratchDir, spawnCli } from '../../test/cli.ts';

const cli = (env: Record<string, string>, ...args: string[]) => spawnCli(env, args, 60_000);

test('demo-key makes another demo key with every scope; the keys made before keep working', async (t) => {
  const dir = await scratchDir(t, 'community-cli-demo-key');
  const env = { DATABASE_URL: `sqlite:${join(dir, 'x.sqlite')}` };

  const none = await cli(env, 'demo-key');
  assert.equal(none.code, 1);
  assert.equal(none.stderr, 'There is no demo data here (no demo@example.org); add it with "seed --demo"\n');

  assert.equal((await cli(env, 'seed', '--demo', '--json')).code, 0);
  const keys: string[] = [];
  for (let n = 0; n < 2; n++) {
    const made = await cli(env, 'demo-key', '--json');
    assert.equal(made.code, 0, made.stderr);
    const { key, scopes } = JSON.parse(made.stdout) as { key: string; scopes: string[] };
    assert.deepEqual(scopes, [...API_SCOPE_NAMES]);
    keys.push(key);
  }
  const text = await cli(env, 'demo-key');
  assert.match(text.stdout, /^Created demo API key \d+ for app_\S+, with every API scope\nKey \(shown once; store it now\): cpk_\S+\nTry: {2}curl -H "Authorization: Bearer cpk_\S+" "http:\/\/localhost:3000\/api\/v1\/churches\?limit=3"\n$/);

  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const database = await openDatabase(config.databaseUrl);
  t.after(() => database.close());
  const services = createServices(config, database);
  for (const key of keys) assert.ok(await services.apps.authenticateKey(key), 'every demo key works');

  const production = await cli({ ...env, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:1' }, 'demo-key');
  assert.equal(production.code, 1);
  assert.match(production.stderr, /^There are no demo keys when NODE_ENV=production/);
});
