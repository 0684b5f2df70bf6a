import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const [port] = await freePorts(1);
  return port!;
}

/**
 * Ports nobody listens on right now, all different: each stays held until every one is
 * picked, since the system may hand out a port again as soon as it is let go.
 */
export async function freePorts(count: number): Promise<number[]> {
  const held = await Promise.all(Array.from({ length: count }, () => new Promise<Server>((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  })));
  const ports = held.map((server) => (server.address() as AddressInfo).port);
  await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

/** How a process that ended by itself ended: its exit code and all it printed. */
export interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Starts the service (`src/main.ts`, demo data on) with `env` and waits for it to end by
 * itself, for starts that are meant to fail; killed after 30 s.
 */
export function startToEnd(env: Record<string, string>): Promise<Ended> {
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'warn', SEED_DEMO: 'true', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => (stdout += chunk));
  child.stderr?.on('data', (chunk) => (stderr += chunk));
  const limit = setTimeout(() => child.kill('SIGKILL'), 30_000);
  return new Promise((resolve) =>
    child.on('close', (code) => {
      clearTimeout(limit);
      resolve({ code, stdout, stderr });
    }),
  );
}

export interface Instance {
  apiBaseUrl: string;
  loginUrl: string;
  origin: string;
  process: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts the service (`src/main.ts`) as a separate process and waits until /readyz answers
 * 200. Ports are picked before the process starts; when another process takes one in
 * between, it starts again on new ports.
 */
export async function startInstance(env: Record<string, string>): Promise<Instance> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await tryStartInstance(env);
    } catch (error) {
      // Another process took a port between the pick and the start: the service says so in one line.
      if (!/EADDRINUSE|the port is in use/.test(String(error)) || attempt === 5) throw error;
    }
  }
}

async function tryStartInstance(env: Record<string, string>): Promise<Instance> {
  const [port, loginPort] = await freePorts(2);
  const origin = `http://127.0.0.1:${port}`;
  const apiBaseUrl = `${origin}/api/v1`;
  const loginUrl = `http://localhost:${loginPort}`;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      PORT: String(port),
      LOGIN_PORT: String(loginPort),
      API_BASE_URL: apiBaseUrl,
      LOGIN_URL: loginUrl,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  // Generous: two instances starting at once on a loaded 2-core machine take a while.
  const deadline = Date.now() + 40_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance exited early (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${origin}/readyz`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { apiBaseUrl, loginUrl, origin, process: child, output: () => output, exited };
}

/**
 * `workers` loops each running `work` back to back until `during` settles (a fault being
 * played, a time going by); answers every result, once `during` has (its failure thrown).
 */
export async function repeatWhile<T>(workers: number, work: () => Promise<T>, during: Promise<unknown>): Promise<T[]> {
  const results: T[] = [];
  let done = false;
  void during.then(
    () => (done = true),
    () => (done = true),
  );
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (!done) results.push(await work());
    }),
  );
  await during;
  return results;
}
