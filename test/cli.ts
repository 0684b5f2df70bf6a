import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { run } from '../src/cli/run.ts';

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
