import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { createServices } from '../services.ts';
import { failure, json, scratchDir, spawnCli } from '../../test/cli.ts';

const cli = (env: Record<string, string>, ...args: string[]) => spawnCli(env, args);

test('churches commands', async (t) => {
  const dir = await scratchDir(t, 'community-cli-churches');
  const env = { DATABASE_URL: `sqlite:${join(dir, 'x.sqlite')}` };
  const run = (...args: string[]) => cli(env, ...args);

  json(await run('users', 'create', '--email', 'pastor@example.org', '--password', 'a long password', '--given-name', 'Pat', '--family-name', 'Pastor', '--json'));
  const database = await openDatabase(loadConfig({ NODE_ENV: 'test', ...env }).databaseUrl);
  t.after(() => database.close());
  const stored = (id: number) => database.db.selectFrom('churches').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  let churchId = 0;

  await t.test('churches create prints {id, name}', async () => {
    const created = json(
      await run('churches', 'create', '--name', ' Grace Chapel ', '--description', 'On the hill', '--city', 'Leeds', '--country', 'gb', '--website', 'https://grace.example.org', '--json'),
    );
    assert.deepEqual(Object.keys(created).sort(), ['id', 'name']);
    assert.equal(created.name, 'Grace Chapel');
    churchId = Number(created.id);
    const row = await stored(churchId);
    assert.equal(row.country, 'GB');
    assert.equal(row.city, 'Leeds');
    assert.equal(row.state, '');
    assert.equal(row.member_count, 0);
    assert.ok(row.updated_at);

    const text = await run('churches', 'create', '--name', 'Hope Church');
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /^Created church \d+ "Hope Church"\n$/i);
  });

  await t.test('churches update changes the options given and prints the church', async () => {
    const updated = json(await run('churches', 'update', String(churchId), '--state', 'West Yorkshire', '--website', 'http://grace.example.org/new', '--json'));
    assert.equal(updated.id, churchId);
    assert.equal(updated.name, 'Grace Chapel');
    assert.equal(updated.description, 'On the hill');
    assert.equal(updated.state, 'West Yorkshire');
    assert.equal(updated.website, 'http://grace.example.org/new');
    assert.equal(updated.memberCount, 0);
    assert.match(String(updated.updatedAt), /Z$/);
    const text = await run('churches', 'update', String(churchId), '--name', 'Grace Church');
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /Updated church \d+ "Grace Church" in Leeds, West Yorkshire, GB/i);
  });

  await t.test('churches add-member adds a person or changes their role', async () => {
    const added = json(await run('churches', 'add-member', '--church', String(churchId), '--user', 'Pastor@Example.org', '--json'));
    assert.deepEqual(Object.keys(added).sort(), ['churchId', 'role', 'userId']);
    assert.equal(added.churchId, churchId);
    assert.equal(added.role, 'member');
    assert.equal((await stored(churchId)).member_count, 1);
    const promoted = json(await run('churches', 'add-member', '--church', String(churchId), '--user', 'pastor@example.org', '--role', 'admin', '--json'));
    assert.deepEqual(promoted, { churchId, userId: added.userId, role: 'admin' });
    const again = await run('churches', 'add-member', '--church', String(churchId), '--user', 'pastor@example.org', '--role', 'admin');
    assert.equal(again.code, 0, again.stderr);
    assert.match(again.stdout, /pastor@example.org is admin of church/);
    const rows = await database.db.selectFrom('church_members').selectAll().where('church_id', '=', churchId).execute();
    assert.deepEqual(rows.map((row) => [row.user_id, row.role]), [[added.userId, 'admin']]);
    assert.equal((await stored(churchId)).member_count, 1);
  });

  await t.test('churches list prints every church with its ID, page after page', async () => {
    const text = await run('churches', 'list');
    assert.equal(text.code, 0, text.stderr);
    assert.equal(
      text.stdout,
      [`ID  NAME          PLACE                      MEMBERS`, `${churchId}   Grace Church  Leeds, West Yorkshire, GB  1`, `${churchId + 1}   Hope Church                              0`, ''].join('\n'),
    );
    // More than one page of the service's list (100).
    const services = createServices(loadConfig({ NODE_ENV: 'test', ...env }), database);
    for (let n = 1; n <= 120; n++) await services.churches.create({ name: `Parish ${n}`, country: 'DE' });
    const listed = json(await run('churches', 'list', '--json'));
    const churches = listed.churches as Record<string, unknown>[];
    assert.equal(churches.length, 122);
    assert.deepEqual(churches.map((church) => church.id), [...churches.map((church) => Number(church.id))].sort((a, b) => a - b));
    assert.deepEqual(churches[0], {
      id: churchId,
      name: 'Grace Church',
      city: 'Leeds',
      state: 'West Yorkshire',
      country: 'GB',
      website: 'http://grace.example.org/new',
      memberCount: 1,
      createdAt: churches[0].createdAt,
    });
    assert.match(String(churches[0].createdAt), /Z$/);
    assert.equal(churches[121].name, 'Parish 120');
  });

  await t.test('failures exit with 1 and say what is wrong', async () => {
    failure(await run('churches', 'add-member', '--church', '999999', '--user', 'pastor@example.org'), 1, /^Church 999999 does not exist\n$/);
    failure(await run('churches', 'add-member', '--church', String(churchId), '--user', 'nobody@example.org'), 1, /No user has the email nobody@example.org/);
    failure(await run('churches', 'add-member', '--church', String(churchId), '--user', 'pastor@example.org', '--role', 'member'), 1, /last admin of church/);
    failure(await run('churches', 'update', '999999', '--name', 'X'), 1, /Church 999999 does not exist/);
    failure(await run('churches', 'create', '--name', 'X', '--website', 'ftp://x.example.org'), 1, /'website'.*http or https/);
    failure(await run('churches', 'create', '--name', 'X', '--country', 'England'), 1, /'country'/);
    failure(await run('churches', 'create', '--name', '   '), 1, /'name'.*blank/);
    failure(await run('churches', 'create', '--name', 'x'.repeat(201)), 1, /'name'/);
    failure(await run('churches', 'update', String(churchId), '--description', 'x'.repeat(5001)), 1, /'description'/);
    assert.equal((await stored(churchId)).name, 'Grace Church');
  });

  await t.test('usage mistakes exit with 2', async () => {
    failure(await run('churches', 'add-member', '--church', String(churchId), '--user', 'pastor@example.org', '--role', 'owner'), 2, /--role must be member, volunteer or admin, got "owner"/);
    failure(await run('churches', 'add-member', '--church', 'abc', '--user', 'pastor@example.org'), 2, /--church must be a positive integer/);
    failure(await run('churches', 'add-member', '--user', 'pastor@example.org'), 2, /Missing --church/);
    failure(await run('churches', 'create'), 2, /Missing --name/);
    failure(await run('churches', 'create', '--title', 'X'), 2, /Unknown option '--title'/);
    failure(await run('churches', 'update'), 2, /Missing ID/);
    failure(await run('churches', 'update', 'abc'), 2, /ID must be a positive integer/);
    failure(await run('churches'), 2, /"churches" needs a subcommand: create, list, update, add-member/);
  });

  await t.test('--help shows the church commands', async () => {
    const res = await cli({}, 'churches', '--help');
    assert.equal(res.code, 0);
    for (const line of ['churches create --name N', 'churches list [--json]', 'churches update ID', 'churches add-member --church ID --user EMAIL [--role member|admin]']) {
      assert.ok(res.stdout.includes(`community-platform ${line}`), line);
    }
  });
});
