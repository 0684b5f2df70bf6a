import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { fileURLToPath } from 'node:url';
import { accessLine } from './log.ts';

const logModule = fileURLToPath(new URL('./log.ts', import.meta.url));

/** Runs `body` in a new process with `log`, a pino logger on the batched standard output. */
function run(body: string) {
  const script = `import pino from 'pino'; import { logDestination } from ${JSON.stringify(logModule)};
const log = pino({ base: undefined }, logDestination());
${body}`;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: fileURLToPath(new URL('../..', import.meta.url)), stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, lines: () => stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as { msg: string; n: number }) };
}

test('log lines are written in batches, in order, and none is lost when the process exits', async () => {
  const { exited, lines } = run(`for (let n = 0; n < 5000; n++) log.info({ n }, 'line');`);
  assert.equal(await exited, 0);
  assert.deepEqual(lines().map((line) => line.n), Array.from({ length: 5000 }, (_, n) => n));
});

test('the lines before an uncaught exception are written', async () => {
  const { exited, lines } = run(`for (let n = 0; n < 10; n++) log.info({ n }, 'line');
setImmediate(() => { throw new Error('boom'); });`);
  assert.equal(await exited, 1);
  assert.equal(lines().length, 10);
});

test('a few lines reach the output within about a second, while the process runs on', async (t) => {
  const started = Date.now();
  const { child, exited, lines } = run(`log.info({ n: 1 }, 'alone'); setTimeout(() => {}, 10_000);`);
  t.after(() => child.kill('SIGKILL'));
  while (!lines().length && Date.now() - started < 5000) await new Promise((resolve) => setTimeout(resolve, 50));
  assert.deepEqual(lines().map((line) => line.msg), ['alone']);
  assert.equal(child.exitCode, null, 'still running');
  child.kill('SIGKILL');
  await exited;
});

test('drain resolves once every gathered line is written, in order', async () => {
  const { exited, lines } = run(`for (let n = 0; n < 3000; n++) log.info({ n }, 'line');
await logDestination().drain();
process.exit(0);`);
  assert.equal(await exited, 0);
  assert.deepEqual(lines().map((line) => line.n), Array.from({ length: 3000 }, (_, n) => n));
});

test("an access line written by hand is pino's line: every value a client chose is escaped, a missing one left out", async () => {
  const request = {
    method: 'GET',
    url: '/api/v1/churches?q="quoted"\\and\u00e9',
    headers: { host: 'api.example:8080', 'accept-version': '1 "x"' },
    socket: { remoteAddress: '::ffff:10.0.0.1', remotePort: 51234 },
  } as unknown as IncomingMessage;
  const line = accessLine(request, 'id-1', 304, 0.25);
  assert.ok(line.endsWith('}\n'));
  const parsed = JSON.parse(line);
  assert.deepEqual(Object.keys(parsed), ['level', 'time', 'pid', 'hostname', 'reqId', 'req', 'res', 'responseTime', 'msg']);
  assert.deepEqual(parsed.req, { method: 'GET', url: '/api/v1/churches?q="quoted"\\and\u00e9', version: '1 "x"', host: 'api.example:8080', remoteAddress: '::ffff:10.0.0.1', remotePort: 51234 });
  assert.deepEqual(parsed.res, { statusCode: 304 });
  assert.equal(parsed.reqId, 'id-1');
  assert.equal(parsed.responseTime, 0.25);
  const bare = JSON.parse(accessLine({ ...request, headers: { host: 'h' }, socket: {} } as unknown as IncomingMessage, 'id-2', 200, 1));
  assert.deepEqual(Object.keys(bare.req), ['method', 'url', 'host']);
});
