import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestContext } from 'node:test';
import { run } from '../src/cli/run.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices, type Services } from '../src/services.ts';
import { freshDatabaseUrl } from './helpers.ts';

const BIN = fileURLToPath(new URL('../bin/community-platform.js', import.meta.url));

/** What one run of the command answered. */
export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs the real command (`bin/community-platform.js`) in a process of its own, with `env` and NODE_ENV=test. */
export function spawnCli(env: Record<string, string>, args: string[], timeoutMs?: number): Promise<CliResult> {
  return new Promise((resolve) => {
    execFile(process.execPath, [BIN, ...args], { env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', ...env }, timeout: timeoutMs }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr });
    });
  });
}

/** Runs the command in this process, as the real one does, with `env`. */
export async function runCli(env: Record<string, string>, args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await run(args, { stdout: (text) => (stdout += text), stderr: (text) => (stderr += text), env });
  return { code, stdout, stderr };
}

/** Exactly one JSON object on stdout, nothing on stderr, exit code 0. */
export function json(result: CliResult): Record<string, unknown> {
  assert.equal(result.code, 0, result.stderr);
  assert.equal(result.stderr, '');
  assert.match(result.stdout, /^\{.*\}\n$/);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

/** The exit code and a message on stderr, nothing on stdout, and no stack trace. */
export function failure(result: CliResult, code: number, message: RegExp): void {
  assert.equal(result.code, code, `exit code; stderr: ${result.stderr}`);
  assert.equal(result.stdout, '');
  assert.match(result.stderr, message);
  assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
}

/** A folder of the test's own, removed after it. */
export async function scratchDir(t: TestContext, prefix: string): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A database the test shares with the command line: a file in `dir` on SQLite (each command
 * opens it afresh, so an in-memory one would not do), a fresh one on PostgreSQL.
 */
export async function sharedDatabaseUrl(t: TestContext, dir: string, name: string): Promise<string> {
  return process.env.TEST_DATABASE_URL ? freshDatabaseUrl(t) : `sqlite:${join(dir, `${name}.sqlite`)}`;
}

/**
 * The command line over a database of its own that the test opens too, migrated: `services`
 * set things up and check them, `cli` runs a command in this process, `file` writes one the
 * command reads into the test's folder.
 */
export async function commandLine(t: TestContext, name: string) {
  const dir = await scratchDir(t, `community-${name}`);
  const env = { NODE_ENV: 'test', DATABASE_URL: await sharedDatabaseUrl(t, dir, name) };
  const services = await migratedServices(t, env.DATABASE_URL);
  const cli = (...args: string[]) => runCli(env, args);
  let files = 0;
  const file = async (content: string, fileName = `${name}-${++files}.csv`) => {
    const path = join(dir, fileName);
    await writeFile(path, content);
    return path;
  };
  return { dir, env, db: services.database.db, services, cli, file };
}

/** The services over the database at `url`, migrated, closed after the test. */
export async function migratedServices(t: TestContext, url: string): Promise<Services> {
  const database = await openDatabase(url);
  t.after(() => database.close());
  await migrateToLatest(database.db);
  return createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: url }), database);
}
