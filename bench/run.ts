/**
 * `npm run bench [-- --quick] [-- --postgres[=URL]]`: builds the benchmark dataset, starts
 * the baseline and then the real service as child processes on it, loads each scenario with
 * autocannon on loopback and writes bench/results/latest.{json,md}. See bench/README.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices } from '../src/services.ts';
import { API_SCOPE_NAMES } from '../src/http/scopes.ts';
import { buildPostgresDataset, buildSqliteDataset, FULL, QUICK } from './dataset.ts';
import { prepareSundayRush, runSundayRush, sundayRushLines, type SundayRushFigures } from './sunday.ts';
import { BARE_CLIENT, prepareBareProviderScenarios, prepareTokenScenarios, type TokenScenarios } from './oauth.ts';
import { openLoop, type OpenLoopResult } from './open-loop.ts';
import { webhookFigures } from './webhooks.ts';
import { exportFigures, exportLines, type ExportFigures } from './export.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench', 'results');

interface Options {
  quick: boolean;
  postgres: string | undefined;
  keepData: boolean;
  duration: number;
  connections: number;
  only: Set<string> | undefined;
  /** Where the service writes V8 CPU profiles (`--cpu-prof`), if anywhere. */
  cpuProfileDir: string | undefined;
  /** More flags for the service's node (`--service-flags="--trace-gc --inspect"`). */
  serviceFlags: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = { quick: false, postgres: undefined, keepData: false, duration: 0, connections: 10, only: undefined, cpuProfileDir: undefined, serviceFlags: [] };
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s, 2);
    if (name === '--quick') options.quick = true;
    else if (name === '--postgres') options.postgres = value || 'postgres://postgres@127.0.0.1:5432/test?schema=bench';
    else if (name === '--keep-data') options.keepData = true;
    else if (name === '--duration') options.duration = Number(value);
    else if (name === '--connections') options.connections = Number(value);
    else if (name === '--only') options.only = new Set(value.split(','));
    else if (name === '--cpu-prof') options.cpuProfileDir = resolve(value || join(resultsDir, 'profiles'));
    else if (name === '--service-flags') options.serviceFlags = value.split(/\s+/).filter(Boolean);
    else throw new Error(`Unknown option ${arg}; see bench/README.md`);
  }
  if (!options.duration) options.duration = options.quick ? 5 : 10;
  return options;
}

interface Figure {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  ratio?: number;
  errors?: number;
  non2xx?: number;
  /** CPU time the server process spent per request (all its threads): steadier than req/s on a busy machine. */
  cpuUsPerRequest?: number;
}

/** The server processes by origin, so a load run can read its server's CPU time. */
const serverPids = new Map<string, number>();

/** User + system CPU seconds of a process so far (Linux), or undefined elsewhere. */
function cpuSeconds(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

/** Peak resident memory of a child: the kernel's high-water mark, sampled as a fallback elsewhere. */
class RssSampler {
  peakKb = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly pid: number;
  constructor(pid: number) {
    this.pid = pid;
    this.timer = setInterval(() => this.sample(), 200);
  }
  sample(): void {
    try {
      const status = readFileSync(`/proc/${this.pid}/status`, 'utf8');
      for (const key of ['VmHWM', 'VmRSS']) {
        const kb = Number(new RegExp(`${key}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
        this.peakKb = Math.max(this.peakKb, kb);
      }
    } catch {
      // Not Linux, or the process is gone: keep what was sampled.
    }
  }
  stop(): number {
    this.sample();
    clearInterval(this.timer);
    return Math.round(this.peakKb / 1024);
  }
}

interface Server {
  child: ChildProcess;
  rss: RssSampler;
  base: string;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode}; see ${logFile}`);
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within 120 s; see ${logFile}`);
}

async function startServer(name: string, args: string[], env: Record<string, string>, port: number, readyPath: string): Promise<Server> {
  const logFile = join(resultsDir, `${name}.log`);
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', out, out] });
  const base = `http://127.0.0.1:${port}`;
  serverPids.set(base, child.pid!);
  await waitFor(base + readyPath, child, logFile);
  const rss = new RssSampler(child.pid!);
  return {
    child,
    rss,
    base,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

type Load = Omit<autocannon.Options, 'url' | 'duration' | 'connections'>;

async function load(url: string, options: Options, request: Load, seconds = options.duration): Promise<Figure> {
  const pid = serverPids.get(new URL(url).origin);
  const cpuBefore = cpuSeconds(pid);
  const started = performance.now();
  let lastResponse = started;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections: options.connections, duration: seconds, ...request }, (error, done) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(done),
    );
    run.on('response', () => {
      lastResponse = performance.now();
    });
  });
  // autocannon settles on its next one-second tick: a run bounded by count ends at its last response.
  const elapsed = (lastResponse - started) / 1000;
  const cpuAfter = cpuSeconds(pid);
  return {
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total
      ? { cpuUsPerRequest: Math.round(((cpuAfter - cpuBefore) * 1e6) / result.requests.total) }
      : {}),
    // A run bounded by count lasts a few seconds at most: its rate is its count over its time.
    rps: Math.round(request.amount ? result.requests.total / elapsed : result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/** Best round of each scenario, the scenarios taking turns. */
/**
 * When each measured run began and ended on the monotonic clock V8's CPU profiles use, in µs,
 * so `bench/profile.ts --scenario=<name>` can sum one scenario's samples.
 */
const scenarioMarks: { name: string; from: number; to: number }[] = [];
const monotonicMicros = () => Number(process.hrtime.bigint() / 1000n);

async function alternate(rounds: number, options: Options, scenarios: Record<string, [string, Load]>): Promise<Record<string, Figure>> {
  const best: Record<string, Figure> = {};
  for (let round = 1; round <= rounds; round++) {
    for (const [name, [url, request]] of Object.entries(scenarios)) {
      const from = monotonicMicros();
      const figure = await load(url, options, request);
      scenarioMarks.push({ name, from, to: monotonicMicros() });
      print(`${name} #${round}`, figure);
      const cheapest = Math.min(best[name]?.cpuUsPerRequest ?? Infinity, figure.cpuUsPerRequest ?? Infinity);
      if (!best[name] || figure.rps > best[name].rps) best[name] = figure;
      if (Number.isFinite(cheapest)) best[name].cpuUsPerRequest = cheapest;
    }
  }
  return best;
}

function print(label: string, figure: Figure): void {
  const problems = (figure.errors ? ` errors=${figure.errors}` : '') + (figure.non2xx ? ` non-2xx=${figure.non2xx}` : '');
  const cpu = figure.cpuUsPerRequest === undefined ? '' : `   cpu ${figure.cpuUsPerRequest} µs/req`;
  console.log(`  ${label.padEnd(20)} ${String(figure.rps).padStart(7)} req/s   p50 ${figure.p50Ms} ms   p99 ${figure.p99Ms} ms${cpu}${problems}`);
}

/** `tools/call` of `listChurches` with the churches list's page, as an MCP client of the current revision posts it. */
function mcpListChurchesLoad(auth: Record<string, string>): Load {
  return {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'listChurches', arguments: { limit: 20 } } }),
  };
}

/** The service's command line as `npm start` runs it (its Node flags included), without `node`. */
function serviceArgs(): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  // `exec node …` (npm start hands its signals to Node) runs node directly too.
  const [command, ...args] = start.trim().replace(/^exec\s+/, '').split(/\s+/);
  if (command !== 'node') throw new Error(`npm start must run node directly, got "${start}"`);
  return args;
}

/** A short unmeasured run first, so JIT, statement caches and the page cache are warm. */
async function measure(label: string, url: string, options: Options, request: Load): Promise<Figure> {
  await load(url, options, request, 1);
  const from = monotonicMicros();
  const figure = await load(url, options, request);
  scenarioMarks.push({ name: label, from, to: monotonicMicros() });
  print(label, figure);
  return figure;
}

/** An app with an all-scopes key, made through the product so the key is stored as it would be. */
async function issueKey(databaseUrl: string): Promise<string> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl });
  const database = await openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(config, database);
  const { app } = await services.apps.createApp({ ownerId: 1, name: 'Load benchmark', type: 'confidential', redirectUris: [] });
  const { key } = await services.apps.createKey(app.clientId, { name: 'bench', scopes: [...API_SCOPE_NAMES] });
  await database.close();
  return key;
}

/**
 * The key check's share of a request: the check (digest + cache lookup, as the
 * authentication hook runs it) timed in-process, against the time the server spends per
 * request at the measured rate. A single-threaded server at saturation spends 1/rps each.
 */
async function keyCheckMicros(databaseUrl: string, key: string): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl });
  const database = await openDatabase(databaseUrl);
  const services = createServices(config, database);
  const check = () => services.apps.authenticateKey(key);
  for (let i = 0; i < 20_000; i++) await check();
  const rounds = 200_000;
  const started = performance.now();
  for (let i = 0; i < rounds; i++) await check();
  const micros = ((performance.now() - started) * 1000) / rounds;
  await database.close();
  return micros;
}

async function walkPages(base: string, key: string, until: number): Promise<number> {
  const started = performance.now();
  for (let page = 1; page <= until; page++) {
    const res = await fetch(`${base}/api/v1/prayers?limit=100&page=${page}`, { headers: { authorization: `Bearer ${key}` } });
    if (res.status !== 200) throw new Error(`page ${page}: HTTP ${res.status}`);
    await res.arrayBuffer();
  }
  return Math.round(until / ((performance.now() - started) / 1000));
}

function table(results: Record<string, unknown> & { baseline: Figure; endpoints: Record<string, Figure> }): string {
  const row = (name: string, f: Figure) =>
    `| ${name} | ${f.rps} | ${f.p50Ms} | ${f.p99Ms} | ${f.ratio === undefined ? '' : f.ratio.toFixed(2)} | ${f.cpuUsPerRequest ?? ''} |`;
  return [
    `| scenario | req/s | p50 ms | p99 ms | × baseline | server CPU µs/req |`,
    `|---|---:|---:|---:|---:|---:|`,
    row('baseline (churches, raw)', results.baseline),
    ...Object.entries(results.endpoints).map(([name, f]) => row(name, f)),
  ].join('\n');
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  const size = options.quick ? QUICK : FULL;
  const deepPage = options.quick ? 500 : 5000;
  const wanted = (name: string) => !options.only || options.only.has(name);
  // Asked for alone, the export runs alone: it has a dataset and a service of its own.
  if (options.only?.size === 1 && options.only.has('churchExport')) {
    await exportFigures({ postgres: options.postgres, keepData: options.keepData, serviceFlags: options.serviceFlags });
    return;
  }
  mkdirSync(join(resultsDir, 'data'), { recursive: true });
  const started = Date.now();

  const store = options.postgres ? 'postgres' : 'sqlite';
  const sqlitePath = join(resultsDir, 'data', `bench-${options.quick ? 'quick' : 'full'}.sqlite`);
  const databaseUrl = options.postgres ?? `sqlite:${sqlitePath}`;
  console.log(`Benchmark (${options.quick ? 'quick' : 'full'}, ${store}): ${size.prayers.toLocaleString('en')} prayers, deep page ${deepPage}, ` +
    `${options.connections} connections, ${options.duration} s a scenario`);
  if (!(options.keepData && (options.postgres || existsSync(sqlitePath)))) {
    if (options.postgres) await buildPostgresDataset(options.postgres, size);
    else await buildSqliteDataset(sqlitePath, size);
  }
  const key = await issueKey(databaseUrl);
  const auth = { authorization: `Bearer ${key}` };

  const servers: Server[] = [];
  const cleanup = () => servers.forEach((server) => server.child.exitCode === null && server.child.kill('SIGKILL'));
  process.on('exit', cleanup);
  process.on('SIGINT', () => process.exit(130));

  // The baseline, the peer and the service (started as `npm start` starts it, with logging and
  // rate limiting on and a limit no run reaches), then the speed-of-light server (it copies the
  // service's page): all side by side, each idle while another is loaded. The churches list is
  // measured in alternating rounds on all four, so background noise hits them alike, and each
  // side's best round counts.
  const baselineServer = await startServer('baseline', ['bench/baseline.ts'], { DATABASE_URL: databaseUrl }, 3990, '/api/v1/churches?limit=1');
  servers.push(baselineServer);
  const peerServer = await startServer('peer', ['bench/peer.ts'], { NODE_ENV: 'production', DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '1000000000', LOG_FILE: join(resultsDir, 'peer-access.log') }, 3998, '/api/v1/churches?limit=1');
  servers.push(peerServer);
  const serviceEnv = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000', SHUTDOWN_DRAIN_MS: '0', LOGIN_PORT: '3992', HOST: '127.0.0.1', API_BASE_URL: 'http://127.0.0.1:3991/api/v1', LOGIN_URL: 'http://localhost:3992', SMTP_URL: 'smtp://127.0.0.1:3993' };
  const profiling = options.cpuProfileDir ? [`--cpu-prof`, `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const service = await startServer('service', [...profiling, ...options.serviceFlags, ...serviceArgs()], serviceEnv, 3991, '/healthz');
  servers.push(service);
  const api = `${service.base}/api/v1`;
  const churchesPath = '/api/v1/churches?limit=20';
  const lightServer = await startServer('light', ['bench/light.ts'], { SOURCE_URL: `${service.base}${churchesPath}`, AUTHORIZATION: auth.authorization }, 3997, churchesPath);
  servers.push(lightServer);
  const endpoints: Record<string, Figure> = {};
  const references: Record<string, Figure> = {};
  const extra: Record<string, unknown> = {};
  const rounds = options.quick ? 2 : 3;

  // The references answer the service's very bytes, or their figures mean nothing.
  extra.identicalBodies = await compareBodies(service.base, auth, { baseline: baselineServer.base, peer: peerServer.base, light: lightServer.base });

  console.log(`Churches list, ${rounds} alternating rounds (baseline = node:http + prepared statements, no auth/logging/limits; ` +
    'peer = Express 5 + Kysely; light = node:http sending the page from memory):');
  const churchScenarios: Record<string, [string, Load]> = {
    baseline: [`${baselineServer.base}${churchesPath}`, {}],
    peer: [`${peerServer.base}${churchesPath}`, { headers: auth }],
    light: [`${lightServer.base}${churchesPath}`, {}],
    churchesList: [`${service.base}${churchesPath}`, { headers: auth }],
    // The same page as an MCP tool call, in the same rounds: its CPU is held against the list's.
    ...(wanted('mcpListChurches') ? { mcpListChurches: [`${api}/mcp`, mcpListChurchesLoad(auth)] as [string, Load] } : {}),
    // A calendar app fetching a church's feed in full: no credential, the body kept by the lists'
    // versions. In the same rounds, since its goal is a share of the list's rate.
    ...(wanted('calendarFeed') ? { calendarFeed: [`${api}/churches/1/calendar.ics`, {}] as [string, Load] } : {}),
  };
  for (const [url, request] of Object.values(churchScenarios)) await load(url, options, request, options.quick ? 1 : 3);
  const churchRounds = await alternate(rounds, options, churchScenarios);
  const baseline = churchRounds.baseline;
  references.peer = churchRounds.peer;
  references.light = churchRounds.light;
  if (wanted('churchesList')) endpoints.churchesList = churchRounds.churchesList;
  if (wanted('calendarFeed')) endpoints.calendarFeed = churchRounds.calendarFeed;
  if (wanted('mcpListChurches')) {
    endpoints.mcpListChurches = churchRounds.mcpListChurches;
    const [mcp, rest] = [churchRounds.mcpListChurches.cpuUsPerRequest, churchRounds.churchesList.cpuUsPerRequest];
    // Goal ≤ 1.5: a tool call costs at most half as much again as the REST request it makes.
    extra.mcpVsChurchesCpu = mcp && rest ? Number((mcp / rest).toFixed(2)) : null;
  }
  if (wanted('churchesList')) {
    // Latency when the service is not saturated: requests at a steady half of the rate just measured.
    const rate = Math.max(1, Math.round(churchRounds.churchesList.rps / 2));
    const pid = service.child.pid;
    const cpuBefore = cpuSeconds(pid);
    const from = monotonicMicros();
    const halfLoad: OpenLoopResult & { cpuUsPerRequest?: number } = await openLoop({ url: `${api}/churches?limit=20`, headers: auth, rate, seconds: options.duration });
    scenarioMarks.push({ name: 'churchesAtHalfLoad', from, to: monotonicMicros() });
    const cpuAfter = cpuSeconds(pid);
    if (cpuBefore !== undefined && cpuAfter !== undefined && halfLoad.requests) halfLoad.cpuUsPerRequest = Math.round(((cpuAfter - cpuBefore) * 1e6) / halfLoad.requests);
    console.log(`  churchesList at ${rate} req/s offered (half the best round): p50 ${halfLoad.p50Ms} ms   p99 ${halfLoad.p99Ms} ms   p99.9 ${halfLoad.p999Ms} ms   ` +
      `max ${halfLoad.maxMs} ms   cpu ${halfLoad.cpuUsPerRequest ?? '?'} µs/req` + (halfLoad.non2xx || halfLoad.unanswered ? `   non-2xx=${halfLoad.non2xx} unanswered=${halfLoad.unanswered}` : ''));
    // The same rate from the speed of light, as a control: a stall of the machine (another
    // process taking the cores) shows in both; a stall of the service only in its own.
    const control = await openLoop({ url: `${lightServer.base}${churchesPath}`, headers: {}, rate, seconds: options.duration });
    console.log(`  light at the same rate (control): p50 ${control.p50Ms} ms   p99 ${control.p99Ms} ms   max ${control.maxMs} ms`);
    extra.churchesAtHalfLoad = { ...halfLoad, lightControl: { p50Ms: control.p50Ms, p99Ms: control.p99Ms, p999Ms: control.p999Ms, maxMs: control.maxMs } };
    extra.churchesP99AtHalfLoadMs = halfLoad.p99Ms;
  }
  peerServer.rss.stop();
  lightServer.rss.stop();
  await Promise.all([peerServer.stop(), lightServer.stop()]);

  console.log('Service scenarios:');
  if (wanted('prayersPage1') || wanted('prayersDeepPage')) {
    // An integrator's walk: pages 1, 2, 3 … in order; then page 1 and the next, deep page in
    // alternating rounds.
    await load(`${api}/prayers?limit=100`, options, { headers: auth }, 2);
    const walkRps = await walkPages(service.base, key, deepPage - 1);
    console.log(`  walked pages 1..${deepPage - 1} at ${walkRps} pages/s (one connection)`);
    extra.walkPagesPerSecond = walkRps;
    const pages = await alternate(rounds, options, {
      prayersPage1: [`${api}/prayers?limit=100`, { headers: auth }],
      prayersDeepPage: [`${api}/prayers?limit=100&page=${deepPage}`, { headers: auth }],
    });
    Object.assign(endpoints, pages);
  }
  if (wanted('prayersDeepJump')) {
    // A jump straight to a deep page nobody walked to: must stay correct, may pay OFFSET.
    endpoints.prayersDeepJump = await measure('prayersDeepJump', `${api}/prayers?limit=100&page=${deepPage + 1}&isAnswered=false`, options, { headers: auth });
  }
  if (wanted('eventsUpcoming')) endpoints.eventsUpcoming = await measure('eventsUpcoming', `${api}/events/upcoming`, options, { headers: auth });
  const createPrayerLoad = (): Load => {
    let n = 0;
    return {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      requests: [{ setupRequest: (req) => ({ ...req, body: JSON.stringify({ communityId: (n++ % size.churches) + 1, content: `Benchmark prayer ${n}`, isAnonymous: n % 4 === 0 }) }) }],
    };
  };
  const prayLoad = (): Load => {
    let n = 0;
    return {
      method: 'POST',
      headers: auth,
      requests: [{ setupRequest: (req) => ({ ...req, path: `/api/v1/prayers/${((n++ * 7919) % size.prayers) + 1}/pray` }) }],
    };
  };
  const createPrayer = (at: string, label = 'createPrayer') => measure(label, `${at}/prayers`, options, createPrayerLoad());
  const pray = (at: string, label = 'pray') => measure(label, at, options, prayLoad());
  // The writes against the baseline's hand-written handlers doing the same transaction, in alternating rounds.
  const writeScenarios: Record<string, [string, Load]> = {};
  if (wanted('createPrayer')) {
    writeScenarios.minimalCreatePrayer = [`${baselineServer.base}/api/v1/prayers`, createPrayerLoad()];
    writeScenarios.createPrayer = [`${api}/prayers`, createPrayerLoad()];
  }
  if (wanted('pray')) {
    writeScenarios.minimalPray = [baselineServer.base, prayLoad()];
    writeScenarios.pray = [service.base, prayLoad()];
  }
  if (Object.keys(writeScenarios).length) {
    for (const [url, request] of Object.values(writeScenarios)) await load(url, options, request, 1);
    const writes = await alternate(rounds, options, writeScenarios);
    for (const [name, figure] of Object.entries(writes)) (name.startsWith('minimal') ? references : endpoints)[name] = figure;
  }
  const baselinePeakRssMb = baselineServer.rss.stop();
  await baselineServer.stop();

  if (wanted('tokenCodeExchange') || wanted('tokenRefresh')) {
    // Codes and refresh tokens redeem once each, so these runs are bounded by count; the
    // code exchanges feed the refresh run with their refresh tokens. The bare provider then
    // does the same with as many codes.
    const codes = options.quick ? 1000 : 3000;
    const runTokens = async (tokens: TokenScenarios, into: Record<string, Figure>) => {
      if (tokens.pending) {
        console.log(`  token scenarios pending: ${tokens.pending}`);
        return tokens.pending;
      }
      for (const [name, scenario] of Object.entries(tokens.scenarios)) {
        const amount = scenario.amount;
        // A chained run warms up first, as the other scenarios do; a run bounded by count cannot.
        if (amount === undefined) await load(scenario.url, options, scenario.load, 1);
        const from = monotonicMicros();
        into[name] = await load(scenario.url, options, { ...scenario.load, amount });
        scenarioMarks.push({ name, from, to: monotonicMicros() });
        print(amount === undefined ? name : `${name} (${amount})`, into[name]);
      }
      return undefined;
    };
    const pending = await runTokens(await prepareTokenScenarios({ databaseUrl, api, codes }), endpoints);
    if (pending) extra.tokenScenarios = `pending: ${pending}`;
    const bare = await startServer('bare-provider', ['bench/bare-provider.ts'], {
      NODE_ENV: 'production', CLIENT_ID: BARE_CLIENT.clientId, CLIENT_SECRET: BARE_CLIENT.clientSecret, REDIRECT_URI: BARE_CLIENT.redirectUri,
    }, 3996, '/.well-known/openid-configuration');
    servers.push(bare);
    const barePending = await runTokens(await prepareBareProviderScenarios({ base: bare.base, codes }), references);
    if (barePending) extra.bareProviderScenarios = `pending: ${barePending}`;
    bare.rss.stop();
    await bare.stop();
  }
  if (wanted('sundayRush')) {
    console.log('Sunday rush (check-in of 1,000 families by 20 kiosks, then check-out by code):');
    const from = monotonicMicros();
    const rush = await runSundayRush(api, databaseUrl, await prepareSundayRush(databaseUrl));
    scenarioMarks.push({ name: 'sundayRush', from, to: monotonicMicros() });
    extra.sundayRush = rush;
    console.log(sundayRushLines(rush, store).join('\n'));
  }
  const peakRssMb = service.rss.stop();
  await service.stop();

  if (wanted('webhooks')) {
    const development = await startServer('service-webhooks', [...profiling, ...serviceArgs()], { ...serviceEnv, NODE_ENV: 'development', LOGIN_PORT: '3995', API_BASE_URL: 'http://127.0.0.1:3994/api/v1', LOGIN_URL: 'http://localhost:3995' }, 3994, '/healthz');
    servers.push(development);
    const at = `${development.base}/api/v1`;
    const figures = await webhookFigures({
      databaseUrl,
      burst: options.quick ? 2000 : 5000,
      rounds,
      writes: async () => ({ createPrayer: await createPrayer(at), pray: await pray(at) }),
      serverCpuSeconds: () => cpuSeconds(development.child.pid),
    });
    development.rss.stop();
    await development.stop();
    extra.webhooks = figures;
    extra.webhookDeliveriesPerSecond = figures.webhookDeliveriesPerSecond;
  }

  if (wanted('churchExport')) {
    console.log('Church export (100,000 members and 1,000,000 prayers, a dataset and a service of its own):');
    extra.churchExport = await exportFigures({ postgres: options.postgres, keepData: options.keepData, serviceFlags: options.serviceFlags });
  }

  const micros = await keyCheckMicros(databaseUrl, key);
  const churches = endpoints.churchesList;
  const apiKeyOverhead = churches ? Number(((micros * churches.rps) / 1e6).toFixed(4)) : null;
  console.log(`  API key check: ${micros.toFixed(2)} µs per request (${apiKeyOverhead === null ? '?' : (apiKeyOverhead * 100).toFixed(2)}% of a churches list request)`);

  for (const figure of Object.values(endpoints)) figure.ratio = Number((figure.rps / baseline.rps).toFixed(3));
  const calendarFeedRatio = endpoints.calendarFeed && churches ? Number((endpoints.calendarFeed.rps / churches.rps).toFixed(3)) : null;
  const deepPageRatio =
    endpoints.prayersDeepPage && endpoints.prayersPage1 ? Number((endpoints.prayersDeepPage.rps / endpoints.prayersPage1.rps).toFixed(3)) : null;
  // The same comparison from CPU time per request (baseline's over the service's): what each
  // request costs the server, which other work on the machine disturbs much less than req/s.
  const cpuRatio =
    churches?.cpuUsPerRequest && baseline.cpuUsPerRequest ? Number((baseline.cpuUsPerRequest / churches.cpuUsPerRequest).toFixed(3)) : null;
  // Against what users would pick instead: by req/s (ours over theirs) and by server CPU per
  // request (theirs over ours), so above 1 means we do better on both.
  const comparisons = {
    churchesVsPeer: versus(endpoints.churchesList, references.peer),
    churchesVsLight: versus(endpoints.churchesList, references.light),
    refreshVsBareProvider: versus(endpoints.tokenRefresh, references.bareProviderRefresh),
    codeExchangeVsBareProvider: versus(endpoints.tokenCodeExchange, references.bareProviderCodeExchange),
    createPrayerVsMinimal: versus(endpoints.createPrayer, references.minimalCreatePrayer),
    prayVsMinimal: versus(endpoints.pray, references.minimalPray),
  };
  const results = {
    baseline,
    churchesCpuRatio: cpuRatio,
    endpoints,
    references,
    ...comparisons,
    apiKeyOverhead,
    apiKeyCheckMicros: Number(micros.toFixed(2)),
    deepPageRatio,
    calendarFeedRatio,
    peakRssMb,
    baselinePeakRssMb,
    quick: options.quick,
    store,
    dataset: { ...size, deepPage, limit: 100 },
    load: { connections: options.connections, durationSeconds: options.duration },
    ...extra,
    machine: { cpus: cpus().length, cpu: cpus()[0]?.model, memoryGb: Math.round(totalmem() / 2 ** 30), node: process.version },
    finishedAt: new Date().toISOString(),
    elapsedSeconds: Math.round((Date.now() - started) / 1000),
  };
  const markdown = [
    `## Benchmark (${options.quick ? 'quick' : 'full'}, ${store}, ${results.finishedAt})`,
    '',
    `${size.prayers.toLocaleString('en')} prayers, ${size.users.toLocaleString('en')} users, deep page ${deepPage} (limit 100); ` +
      `${options.connections} connections, ${options.duration} s a scenario; ${results.machine.cpus} cores, Node ${process.version}.`,
    '',
    table(results),
    '',
    referenceTable(references),
    '',
    `The baseline, the peer, the speed of light and the churches list are the best of ${rounds} alternating rounds; so are page 1 and the deep page, ` +
      'and the writes against their minimal handlers.',
    '',
    ...comparisonLines(comparisons, extra.churchesAtHalfLoad as HalfLoad | undefined),
    `- deep page / page 1: ${deepPageRatio ?? 'n/a'} (goal ≥ 0.5)`,
    `- calendar feed / churches list: ${calendarFeedRatio ?? 'n/a'} (goal ≥ 0.5)`,
    `- churches list / baseline: ${churches?.ratio ?? 'n/a'} (goal ≥ 0.8); by server CPU per request: ${cpuRatio ?? 'n/a'}`,
    `- API key check: ${results.apiKeyCheckMicros} µs, ${apiKeyOverhead === null ? 'n/a' : (apiKeyOverhead * 100).toFixed(2) + '%'} of a request (goal ≤ 5%)`,
    `- peak RSS of the service: ${peakRssMb} MB (goal ≤ 250 MB); baseline ${results.baselinePeakRssMb} MB`,
    ...(extra.tokenScenarios ? [`- token scenarios: ${extra.tokenScenarios}`] : []),
    ...webhookLines(extra.webhooks as Parameters<typeof webhookLines>[0]),
    ...exportLines(extra.churchExport as ExportFigures | undefined),
    ...(extra.sundayRush ? sundayRushLines(extra.sundayRush as SundayRushFigures, store) : []),
    '',
  ].join('\n');
  writeFileSync(join(resultsDir, 'latest.json'), JSON.stringify(results, null, 2) + '\n');
  if (options.cpuProfileDir) writeFileSync(join(options.cpuProfileDir, 'scenarios.json'), JSON.stringify(scenarioMarks, null, 2) + '\n');
  writeFileSync(join(resultsDir, 'latest.md'), markdown);
  console.log('\n' + markdown);
  console.log(JSON.stringify(results, null, 2));
}

type HalfLoad = OpenLoopResult & { cpuUsPerRequest?: number; lightControl?: { p50Ms: number; p99Ms: number; p999Ms: number; maxMs: number } };

interface Versus {
  rps: number;
  cpu: number | null;
}

function versus(ours: Figure | undefined, reference: Figure | undefined): Versus | null {
  if (!ours || !reference) return null;
  return {
    rps: Number((ours.rps / reference.rps).toFixed(3)),
    cpu: ours.cpuUsPerRequest && reference.cpuUsPerRequest ? Number((reference.cpuUsPerRequest / ours.cpuUsPerRequest).toFixed(3)) : null,
  };
}

const REFERENCES: Record<string, string> = {
  peer: 'peer: Express 5 + Kysely churches list',
  light: 'speed of light: node:http, page from memory',
  minimalCreatePrayer: 'minimal createPrayer (node:http + prepared statements)',
  minimalPray: 'minimal pray (node:http + prepared statements)',
  bareProviderCodeExchange: 'bare oidc-provider, code exchange',
  bareProviderRefresh: 'bare oidc-provider, refresh grant',
};

function referenceTable(references: Record<string, Figure>): string {
  return [
    '| reference | req/s | p50 ms | p99 ms | server CPU µs/req |',
    '|---|---:|---:|---:|---:|',
    ...Object.entries(references).map(([name, f]) => `| ${REFERENCES[name] ?? name} | ${f.rps} | ${f.p50Ms} | ${f.p99Ms} | ${f.cpuUsPerRequest ?? ''} |`),
  ].join('\n');
}

function comparisonLines(comparisons: Record<string, Versus | null>, halfLoad: HalfLoad | undefined): string[] {
  const goals: Record<string, string> = {
    churchesVsPeer: 'goal ≥ 2.0',
    churchesVsLight: 'goal ≥ 0.5',
    refreshVsBareProvider: 'goal ≥ 0.6',
    codeExchangeVsBareProvider: 'informational',
    createPrayerVsMinimal: 'goal ≥ 0.7',
    prayVsMinimal: 'goal ≥ 0.7',
  };
  const line = ([name, ratio]: [string, Versus | null]) =>
    `- ${name}: ${ratio ? `${ratio.rps} by req/s, ${ratio.cpu ?? 'n/a'} by server CPU per request` : 'n/a'} (${goals[name]})`;
  return [
    ...Object.entries(comparisons).map(line),
    halfLoad
      ? `- churches list at a steady ${halfLoad.offeredRps} req/s (half the best round): p50 ${halfLoad.p50Ms} ms, p99 ${halfLoad.p99Ms} ms ` +
        `(goal ≤ 10 ms on SQLite), p99.9 ${halfLoad.p999Ms} ms, ${halfLoad.cpuUsPerRequest ?? '?'} µs of server CPU per request; ` +
        `the speed of light at the same rate (control for stalls of the machine): p99 ${halfLoad.lightControl?.p99Ms ?? 'n/a'} ms`
      : '- churches list at half load: n/a',
  ];
}

async function compareBodies(service: string, auth: Record<string, string>, references: Record<string, string>): Promise<Record<string, boolean>> {
  const paths = ['?limit=20', '?page=2&limit=7', '?page=10&limit=100', '?page=50&limit=20', '?page=51&limit=20', ''].map((query) => `/api/v1/churches${query}`);
  const body = async (url: string) => {
    const response = await fetch(url, { headers: auth });
    return `${response.status} ${await response.text()}`;
  };
  const identical: Record<string, boolean> = {};
  for (const [name, base] of Object.entries(references)) {
    // The speed-of-light server knows one page only.
    const checked = name === 'light' ? [paths[0]] : paths;
    identical[name] = true;
    for (const path of checked) {
      const [expected, actual] = [await body(service + path), await body(base + path)];
      if (expected !== actual) {
        identical[name] = false;
        console.log(`  WARNING: ${name} answers ${path} differently from the service:\n    service: ${expected.slice(0, 300)}\n    ${name}: ${actual.slice(0, 300)}`);
      }
    }
  }
  return identical;
}

function webhookLines(figures: Awaited<ReturnType<typeof webhookFigures<Figure>>> | undefined): string[] {
  if (!figures) return [];
  const percent = (share: number | null) => (share === null ? 'n/a' : `${share >= 0 ? '+' : ''}${(share * 100).toFixed(1)}%`);
  const write = (name: string) => {
    const [without, withOne, one, ten] = [figures.withoutWebhook[name], figures.withWebhook[name], figures.writeOverhead[name], figures.tenWebhooksOverhead[name]];
    return `- ${name} with one webhook endpoint: ${withOne.rps} req/s against ${without.rps} without: ${percent(one.rps)} of the rate lost, ` +
      `${percent(one.cpuUsPerRequest)} server CPU per request, deliveries included (goal ≤ +10%; below 0 is noise); ` +
      `with ten endpoints ${percent(ten.cpuUsPerRequest)} (goal ≤ +25%)`;
  };
  const rounds = figures.roundCpu;
  const whole = `- whole rounds until every event is delivered: ${rounds.withoutUsPerWrite.join(', ')} µs of server CPU per write without an endpoint, ` +
    `${rounds.withUsPerWrite.join(', ')} with one (${percent(rounds.overhead)}), ${rounds.withTenUsPerWrite.join(', ')} with ten (${percent(rounds.tenOverhead)}) ` +
    `(the deliveries a worker falls behind on included)`;
  return [write('createPrayer'), write('pray'), whole, `- webhookDeliveriesPerSecond: ${figures.webhookDeliveriesPerSecond} (a burst of ${figures.burst} events, log to receiver)`];
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
