import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type CliResult, scratchDir, spawnCli } from '../../test/cli.ts';

const cli = (env: Record<string, string>, ...args: string[]) => spawnCli(env, args, 30_000);

/** Exactly this one line on stderr, nothing on stdout, and the exit code. */
function oneLine(result: CliResult, code: number, line: string): void {
  assert.equal(result.stderr, `${line}\n`);
  assert.equal(result.stdout, '');
  assert.equal(result.code, code);
}

test('command-line mistakes get one clear line, exit code 1 or 2, and change nothing', async (t) => {
  const dir = await scratchDir(t, 'community-cli-mistakes');
  const databaseFile = join(dir, 'never-made.sqlite');
  const run = (...args: string[]) => cli({ DATABASE_URL: `sqlite:${databaseFile}` }, ...args);

  await t.test('a file that is missing, a directory, binary or not UTF-8 is refused before the database is opened', async () => {
    const missing = join(dir, 'nothere.csv');
    oneLine(await run('donations', 'import', missing), 1, `Cannot read ${missing}: there is no such file`);
    oneLine(await run('donations', 'import', dir), 1, `Cannot read ${dir}: it is a directory, not a file`);

    const picture = join(dir, 'gifts.csv');
    await writeFile(picture, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0x1b, 0x5b, 0x32, 0x4a]));
    oneLine(await run('donations', 'import', picture), 1, `Cannot read ${picture}: it is not a text file (it holds binary data); give a CSV file, which is text`);

    const latin1 = join(dir, 'latin1.csv');
    await writeFile(latin1, Buffer.from('externalId,email,fund\ng-1,jos\xe9@example.org,Missions\n', 'latin1'));
    oneLine(await run('donations', 'import', latin1), 1, `Cannot read ${latin1}: it is not UTF-8 text; save it as "CSV UTF-8" and try again`);

    assert.equal(existsSync(databaseFile), false, 'no database was made or migrated');
  });

  await t.test('control characters a file holds are shown as escapes, not sent to the terminal', async () => {
    const file = join(dir, 'escapes.csv');
    await writeFile(file, 'externalId,\x1b[2J\x1b]0;owned\x07\n');
    const result = await cli({ DATABASE_URL: `sqlite:${join(dir, 'escapes.sqlite')}` }, 'donations', 'import', file);
    assert.equal(result.code, 1);
    assert.match(result.stderr, /unknown "\\x1b\[2J\\x1b\]0;owned\\x07"\n$/);
    assert.doesNotMatch(result.stderr, /[^\P{Cc}\n]/u, 'no control character but the line end');
  });

  await t.test('a mistyped option, command or subcommand gets "did you mean", exit code 2', async () => {
    oneLine(await run('churches', 'create', '--nam', 'Grace'), 2, `Unknown option '--nam' for "churches create"; did you mean --name?`);
    oneLine(await run('donations', 'import', 'gifts.csv', '--skip-invalide'), 2, `Unknown option '--skip-invalide' for "donations import"; did you mean --skip-invalid?`);
    oneLine(await run('users', 'list', '--jsno'), 2, `Unknown option '--jsno' for "users list"; did you mean --json?`);
    oneLine(await run('churchs', 'list'), 2, `Unknown command "churchs"; did you mean "churches"?`);
    oneLine(await run('churches', 'lst'), 2, `Unknown command "churches lst"; did you mean "churches list"?`);
    oneLine(await run('usres', 'list'), 2, `Unknown command "usres"; did you mean "users"?`);
    // Nothing near: the usage hint instead of a guess.
    const far = await run('churches', 'create', '--frobnicate', 'x');
    assert.equal(far.code, 2);
    assert.equal(far.stderr, `Unknown option '--frobnicate'\nRun "community-platform --help" for usage.\n`);
    assert.equal(existsSync(databaseFile), false);
  });

  await t.test('a configuration error says what is accepted', async () => {
    const result = await cli({ DATABASE_URL: `sqlite:${databaseFile}`, RATE_LIMIT_MAX: '-3' }, 'churches', 'list');
    oneLine(result, 1, 'Configuration error: RATE_LIMIT_MAX must be a positive integer (1 to 1000000000), got "-3"');
  });
});
