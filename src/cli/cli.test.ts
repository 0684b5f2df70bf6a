import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { buildApiHost } from '../hosts/api.ts';
import { API_SCOPE_NAMES } from '../http/scopes.ts';
import { createServices } from '../services.ts';
import { failure, json, scratchDir, spawnCli } from '../../test/cli.ts';

const cli = (env: Record<string, string>, ...args: string[]) => spawnCli(env, args);

test('community-platform command', async (t) => {
  const dir = await scratchDir(t, 'community-cli');
  const env = { DATABASE_URL: `sqlite:${join(dir, 'x.sqlite')}` };
  const run = (...args: string[]) => cli(env, ...args);

  await t.test('migrate applies the migrations once', async () => {
    const first = json(await run('migrate', '--json'));
    assert.ok(Array.isArray(first.applied) && first.applied.includes('20261122T0001-initial'));
    assert.deepEqual(json(await run('migrate', '--json')), { applied: [] });
    const text = await run('migrate');
    assert.equal(text.code, 0);
    assert.match(text.stdout, /up to date/);
  });

  const config = loadConfig({ NODE_ENV: 'test', ...env });
  const database = await openDatabase(config.databaseUrl);
  t.after(() => database.close());
  /** A fresh API host on the same file: its key cache starts empty, as another instance's would. */
  const apiHost = async (tt: { after(fn: () => Promise<void>): void }) => {
    const app = await buildApiHost(createServices(config, database));
    tt.after(() => app.close());
    return app;
  };

  let clientId = '';
  let keyId = 0;
  let key = '';

  await t.test('users create prints {id, email, isAdmin, emailVerified}: verified, the operator vouches, unless --unverified', async () => {
    const user = json(await run('users', 'create', '--email', 'Owner@Example.org', '--password', 'a long password', '--given-name', 'Olive', '--family-name', 'Owner', '--json'));
    assert.deepEqual(Object.keys(user).sort(), ['email', 'emailVerified', 'id', 'isAdmin']);
    assert.equal(user.isAdmin, false);
    assert.equal(user.email, 'owner@example.org');
    assert.equal(typeof user.id, 'number');
    assert.equal(user.emailVerified, true);
    const unverified = json(await run('users', 'create', '--email', 'later@example.org', '--password', 'a long password', '--given-name', 'Lea', '--family-name', 'Later', '--unverified', '--json'));
    assert.equal(unverified.emailVerified, false);
    const stored = await database.db.selectFrom('users').select(['email', 'email_verified']).where('email', 'in', ['owner@example.org', 'later@example.org']).orderBy('id').execute();
    assert.deepEqual(stored.map((row) => Boolean(row.email_verified)), [true, false]);
    const text = await run('users', 'create', '--email', 'admin@example.org', '--password', 'a long password', '--given-name', 'Ada', '--family-name', 'Admin', '--admin');
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /Created administrator \d+ <admin@example.org>/);
    const admin = await database.db.selectFrom('users').select('is_admin').where('email', '=', 'admin@example.org').executeTakeFirstOrThrow();
    assert.equal(Boolean(admin.is_admin), true);
  });

  await t.test('apps create prints {clientId, clientSecret}', async () => {
    const app = json(await run(
      'apps', 'create', '--owner', 'owner@example.org', '--name', 'Parish Tools', '--redirect-uri', 'https://tools.example.org/callback', '--redirect-uri', 'http://localhost:8080/callback',
      '--post-logout-redirect-uri', 'https://tools.example.org/', '--post-logout-redirect-uri', 'https://tools.example.org/bye', '--json',
    ));
    assert.deepEqual(Object.keys(app).sort(), ['clientId', 'clientSecret']);
    assert.match(String(app.clientId), /^app_/);
    assert.match(String(app.clientSecret), /^cps_/);
    clientId = String(app.clientId);
    const stored = await database.db.selectFrom('apps').select(['type', 'redirect_uris', 'post_logout_redirect_uris']).where('client_id', '=', clientId).executeTakeFirstOrThrow();
    assert.equal(stored.type, 'confidential');
    assert.deepEqual(JSON.parse(stored.redirect_uris), ['https://tools.example.org/callback', 'http://localhost:8080/callback']);
    assert.deepEqual(JSON.parse(stored.post_logout_redirect_uris), ['https://tools.example.org/', 'https://tools.example.org/bye']);

    const spa = json(await run('apps', 'create', '--owner', 'owner@example.org', '--name', 'Parish SPA', '--type', 'public', '--json'));
    assert.equal(spa.clientSecret, null);

    const wall = await run('apps', 'create', '--owner', 'owner@example.org', '--name', 'Prayer Wall', '--type', 'public', '--redirect-uri', 'https://wall.example.org/cb', '--web-origin', 'https://admin.example.org', '--web-origin', 'http://localhost:5173');
    assert.equal(wall.code, 0, wall.stderr);
    assert.match(wall.stdout, /Allowed web origins: https:\/\/admin\.example\.org http:\/\/localhost:5173/);
    const wallId = /Client ID: (\S+)/.exec(wall.stdout)?.[1] ?? '';
    const origins = await database.db.selectFrom('apps').select('web_origins').where('client_id', '=', wallId).executeTakeFirstOrThrow();
    assert.deepEqual(JSON.parse(origins.web_origins), ['https://admin.example.org', 'http://localhost:5173']);
  });

  await t.test('keys create prints {id, key, scopes}; without --scope every scope but read:donations', async () => {
    const created = json(await run('keys', 'create', '--app', clientId, '--name', 'server', '--json'));
    assert.deepEqual(Object.keys(created).sort(), ['id', 'key', 'scopes']);
    assert.match(String(created.key), /^cpk_[\w-]{43,}$/);
    assert.deepEqual(created.scopes, API_SCOPE_NAMES.filter((scope) => scope !== 'read:donations'));
    keyId = Number(created.id);
    key = String(created.key);

    const narrow = json(await run('keys', 'create', '--app', clientId, '--scope', 'read:churches', '--scope', 'read:events,read:users', '--json'));
    assert.deepEqual(narrow.scopes, ['read:churches', 'read:events', 'read:users']);
  });

  await t.test('the key works against the API in both header forms', async (tt) => {
    const app = await apiHost(tt);
    for (const headers of [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }]) {
      const res = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
      assert.equal(res.statusCode, 200);
      assert.equal(res.json().data.email, 'owner@example.org');
    }
    const donations = await app.inject({ method: 'GET', url: '/api/v1/donations', headers: { authorization: `Bearer ${key}` } });
    assert.equal(donations.statusCode, 403);
  });

  await t.test('apps approve-donations approves the app', async () => {
    const text = await run('apps', 'approve-donations', clientId);
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /approved for donation records/);
    const created = json(await run('keys', 'create', '--app', clientId, '--scope', 'read:donations', '--json'));
    const principal = await createServices(config, database).apps.authenticateKey(String(created.key));
    assert.equal(principal?.donationsApproved, true);
    assert.deepEqual([...(principal?.scopes ?? [])], ['read:donations']);
  });

  await t.test('keys revoke stops the key', async (tt) => {
    const revoked = json(await run('keys', 'revoke', String(keyId), '--json'));
    assert.equal(revoked.id, keyId);
    assert.match(String(revoked.revokedAt), /Z$/);
    const app = await apiHost(tt);
    const res = await app.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${key}` } });
    assert.equal(res.statusCode, 401);
    const again = await run('keys', 'revoke', String(keyId));
    assert.equal(again.code, 0, 'revoking twice is harmless');
  });

  await t.test('key and approval commands are recorded in the audit log', async () => {
    const { events } = await createServices(config, database).audit.page(undefined, 100);
    const byCommandLine = events.filter((event) => event.actor === 'command line').map((event) => event.type);
    assert.deepEqual(byCommandLine, ['api_key.revoked', 'api_key.created', 'donations.approved', 'api_key.created', 'api_key.created', 'user.promoted']);
  });

  await t.test('failures go to stderr with exit code 1 and nothing on stdout', async () => {
    failure(await run('keys', 'create', '--app', 'app_unknown', '--json'), 1, /^App app_unknown does not exist\n$/);
    failure(await run('apps', 'approve-donations', 'app_unknown'), 1, /App app_unknown does not exist/);
    failure(await run('apps', 'create', '--owner', 'nobody@example.org', '--name', 'X', '--json'), 1, /No user has the email nobody@example.org/);
    failure(await run('users', 'create', '--email', 'not-an-email', '--password', 'a long password', '--given-name', 'A', '--family-name', 'B', '--json'), 1, /"not-an-email" is not a valid email address/);
    failure(await run('users', 'create', '--email', 'owner@example.org', '--password', 'a long password', '--given-name', 'A', '--family-name', 'B', '--json'), 1, /already exists/);
    failure(await run('users', 'create', '--email', 'short@example.org', '--password', 'short', '--given-name', 'A', '--family-name', 'B'), 1, /Password does not meet the rules/);
    failure(await run('keys', 'create', '--app', clientId, '--scope', 'write:everything'), 1, /Unknown scope write:everything/);
    failure(await run('keys', 'revoke', '999999'), 1, /API key 999999 does not exist/);
    failure(await run('apps', 'create', '--owner', 'owner@example.org', '--name', 'X', '--redirect-uri', 'http://example.org/cb'), 1, /must use HTTPS/);
    failure(await run('apps', 'create', '--owner', 'owner@example.org', '--name', 'X', '--post-logout-redirect-uri', 'https://x.example/#bye'), 1, /Post-logout redirect URI "https:\/\/x.example\/#bye" must not contain a fragment/);
    failure(await run('apps', 'create', '--owner', 'owner@example.org', '--name', 'X', '--type', 'public', '--web-origin', 'https://x.example/app'), 1, /Web origin "https:\/\/x.example\/app" must be a scheme and host/);
    failure(await run('apps', 'create', '--owner', 'owner@example.org', '--name', 'X', '--web-origin', 'https://x.example'), 1, /Only public apps call the token endpoints from a browser/);
  });

  await t.test('usage mistakes exit with 2', async () => {
    failure(await run('frobnicate'), 2, /Unknown command "frobnicate"/);
    failure(await run('users', 'obliterate'), 2, /Unknown command "users obliterate"/);
    failure(await run('keys'), 2, /"keys" needs a subcommand: create, list, revoke/);
    failure(await run('users', 'create', '--email', 'x@example.org'), 2, /Missing --password, --given-name, --family-name/);
    failure(await run('users', 'create', '--mail', 'x@example.org'), 2, /Unknown option '--mail'/);
    failure(await run('apps', 'create', '--owner', 'owner@example.org', '--name', 'X', '--type', 'secret'), 2, /--type must be confidential or public/);
    failure(await run('keys', 'revoke'), 2, /Missing KEY_ID/);
    failure(await run('keys', 'revoke', 'abc'), 2, /KEY_ID must be a positive integer/);
    failure(await run('seed'), 2, /--demo/);
    failure(await run(), 2, /Usage: community-platform/);
  });

  await t.test('a bad configuration names the variable', async () => {
    failure(await cli({ DATABASE_URL: 'mysql://x' }, 'migrate'), 1, /DATABASE_URL/);
  });

  await t.test('--help lists every command', async () => {
    for (const args of [['--help'], ['help'], ['-h']]) {
      const res = await cli({}, ...args);
      assert.equal(res.code, 0);
      for (const command of ['migrate', 'seed --demo', 'users create', 'apps create', 'apps approve-donations', 'keys create', 'keys revoke']) {
        assert.ok(res.stdout.includes(`community-platform ${command}`), command);
      }
      assert.match(res.stdout, /every\s+API scope except read:donations/);
    }
    const one = await cli({}, 'keys', 'create', '--help');
    assert.equal(one.code, 0);
    assert.match(one.stdout, /keys create --app CLIENT_ID/);
    assert.doesNotMatch(one.stdout, /users create/);
  });

  await t.test('seed --demo seeds once', async () => {
    const first = json(await run('seed', '--demo', '--json'));
    assert.equal(first.created, true);
    assert.equal(first.email, 'demo@example.org');
    assert.match(String(first.clientId), /^app_/);
    const second = json(await run('seed', '--demo', '--json'));
    assert.deepEqual(second, { created: false, email: 'demo@example.org' });
    const churches = await database.db.selectFrom('churches').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    assert.ok(Number(churches.n) >= 25);
  });
});
