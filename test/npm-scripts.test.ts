import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { freshDatabaseUrl } from './helpers.ts';
import { freePorts, startInstance } from './instances.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/**
 * Runs `npm <args>` in the checkout, as a person would type it, in a process group of its
 * own: whatever npm started is ended with it after the test, even a process the signal
 * under test did not reach.
 */
function npm(t: TestContext, args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn('npm', args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  t.after(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group has ended.
    }
    child.stdout?.destroy();
    child.stderr?.destroy();
  });
  return { child, output: () => output, exited };
}

async function readyz(origin: string): Promise<number | 'refused'> {
  try {
    const res = await fetch(`${origin}/readyz`);
    await res.body?.cancel();
    return res.status;
  } catch {
    return 'refused';
  }
}

/** Polls until `check` holds, failing after `ms`. */
async function until(what: string, ms: number, check: () => Promise<boolean> | boolean): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) assert.fail(`${what} within ${ms} ms`);
    await delay(50);
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  test(`${signal} to the npm start process drains and stops the server, which shows as community-platform`, { timeout: 90_000 }, async (t) => {
    const [port, loginPort] = await freePorts(2);
    const origin = `http://127.0.0.1:${port}`;
    const started = npm(t, ['start'], {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      DATABASE_URL: await freshDatabaseUrl(t),
      PORT: String(port),
      LOGIN_PORT: String(loginPort),
      API_BASE_URL: `${origin}/api/v1`,
      LOGIN_URL: `http://localhost:${loginPort}`,
      SHUTDOWN_DRAIN_MS: '1000',
    });
    await until(`ready:\n${started.output()}`, 40_000, async () => (await readyz(origin)) === 200);

    // The service is npm's own child, not a shell's, and says what it is.
    const npmPid = started.child.pid!;
    const children = readFileSync(`/proc/${npmPid}/task/${npmPid}/children`, 'utf8').trim().split(/\s+/).map(Number);
    assert.equal(children.length, 1, `npm runs one process: ${children.join(' ')}`);
    const [service] = children;
    assert.equal(readFileSync(`/proc/${service}/cmdline`, 'utf8').replace(/[\0 ]+$/, ''), 'community-platform');

    started.child.kill(signal);
    await until('readiness fails while draining', 5_000, async () => (await readyz(origin)) !== 200);
    assert.equal(await started.exited, 0, started.output());
    assert.equal(alive(service), false, 'the service has ended with npm');
    assert.equal(await readyz(origin), 'refused');
  });
}

test('npm install on Node 20.19 or later warns of no engine: every package of the lock file accepts it, and the project says which Node it installs on', () => {
  const manifest = JSON.parse(readFileSync(`${ROOT}/package.json`, 'utf8')) as { devEngines: { runtime: { name: string; version: string } } };
  assert.deepEqual(manifest.devEngines.runtime, { name: 'node', version: '>=20.19', onFail: 'warn' });
  const lock = JSON.parse(readFileSync(`${ROOT}/package-lock.json`, 'utf8')) as { packages: Record<string, { engines?: { node?: string } }> };
  const refusing = Object.entries(lock.packages)
    .filter(([path, entry]) => path !== '' && entry.engines?.node && !semver.satisfies('20.19.0', entry.engines.node))
    .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')} (node ${entry.engines!.node})`);
  assert.deepEqual(refusing, [], 'packages that npm install on Node 20 would warn about (EBADENGINE)');
});

test('npm run sdk:quickstart runs the SDK quickstart with API_URL and API_KEY, on the project’s Node', { timeout: 90_000 }, async (t) => {
  const instance = await startInstance({ DATABASE_URL: await freshDatabaseUrl(t), SEED_DEMO: 'true', SHUTDOWN_DRAIN_MS: '0' });
  t.after(async () => {
    instance.process.kill('SIGTERM');
    await instance.exited;
  });
  const key = /Demo API key[^:]*: (cpk_\S+)/.exec(instance.output())?.[1];
  assert.ok(key, instance.output());

  const quickstart = npm(t, ['run', 'sdk:quickstart'], { API_URL: instance.apiBaseUrl, API_KEY: key });
  assert.equal(await quickstart.exited, 0, quickstart.output());
  assert.match(quickstart.output(), /^Signed in as Demo User\n/m);
  assert.match(quickstart.output(), /^Grace Community Church \(\w[^)]*\): \d+ members\n/m);
  assert.match(quickstart.output(), /^Prayer request \d+ posted\n/m);
});
