import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';

import { runCli, scratchDir, sharedDatabaseUrl } from '../../test/cli.ts';
/** `apps create --backchannel-logout-uri URL [--backchannel-logout-session-required]`. */
test('apps create registers where the app receives logout tokens, checked like a redirect URI', async (t) => {
  const dir = await scratchDir(t, 'community-backchannel-cli');
  const env = { NODE_ENV: 'test', DATABASE_URL: await sharedDatabaseUrl(t, dir, 'cli') };
  const cli = (...args: string[]) => runCli(env, args);
  assert.equal((await cli('users', 'create', '--email', 'owner@example.org', '--password', 'a long password', '--given-name', 'Olive', '--family-name', 'Owner')).code, 0);

  const portal = await cli(
    'apps', 'create', '--owner', 'owner@example.org', '--name', 'Parish Portal', '--redirect-uri', 'https://portal.example.org/callback',
    '--backchannel-logout-uri', 'https://portal.example.org/backchannel-logout', '--backchannel-logout-session-required',
  );
  assert.equal(portal.code, 0, portal.stderr);
  assert.match(portal.stdout, /Back-channel logout URI: https:\/\/portal\.example\.org\/backchannel-logout \(logout tokens carry sid\)/);
  const plain = await cli('apps', 'create', '--owner', 'owner@example.org', '--name', 'Rota', '--backchannel-logout-uri', 'http://localhost:3000/logout', '--json');
  assert.equal(plain.code, 0, plain.stderr);
  assert.deepEqual(Object.keys(JSON.parse(plain.stdout)).sort(), ['clientId', 'clientSecret'], 'the JSON answer is unchanged');
  const none = await cli('apps', 'create', '--owner', 'owner@example.org', '--name', 'Keys Only');
  assert.doesNotMatch(none.stdout, /Back-channel/);

  const database = await openDatabase(loadConfig(env).databaseUrl);
  t.after(() => database.close());
  const stored = await database.db.selectFrom('apps').select(['name', 'backchannel_logout_uri', 'backchannel_logout_session_required']).orderBy('id').execute();
  assert.deepEqual(
    stored.map((row) => [row.name, row.backchannel_logout_uri, Boolean(row.backchannel_logout_session_required)]),
    [['Parish Portal', 'https://portal.example.org/backchannel-logout', true], ['Rota', 'http://localhost:3000/logout', false], ['Keys Only', null, false]],
  );

  for (const [args, message] of [
    [['--backchannel-logout-uri', 'https://portal.example.org/logout#now'], /Back-channel logout URI "https:\/\/portal\.example\.org\/logout#now" must not contain a fragment/],
    [['--backchannel-logout-uri', '/logout'], /Back-channel logout URI "\/logout" is not an absolute URL/],
    [['--backchannel-logout-uri', 'http://portal.example.org/logout'], /must use HTTPS \(plain HTTP is allowed only for localhost\)/],
    [['--backchannel-logout-session-required'], /--backchannel-logout-session-required needs --backchannel-logout-uri/],
  ] as const) {
    const refused = await cli('apps', 'create', '--owner', 'owner@example.org', '--name', 'Refused', ...args);
    assert.notEqual(refused.code, 0, args.join(' '));
    assert.match(refused.stderr, message);
  }
  assert.equal((await database.db.selectFrom('apps').select('id').where('name', '=', 'Refused').execute()).length, 0, 'nothing is created');
});
