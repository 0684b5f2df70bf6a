import cluster from 'node:cluster';
import { createServer } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { configWarnings, loadConfig, ConfigError, type Config } from './config.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { migrateAtStart } from './db/migrate.ts';
import { UnreachableDatabase } from './db/unavailable.ts';
import { closeRedis, openRedis } from './db/redis.ts';
import { demoKeyOnStart, seedDemo, type DemoKeyOnStart } from './cli/seed/demo.ts';
import { buildApiHost } from './hosts/api.ts';
import { buildSigninHost } from './hosts/signin.ts';
import { createServices, type Services } from './services.ts';
import { startPruning } from './pruning.ts';
import { logDestination } from './http/log.ts';

/**
 * Starts the service. With `WORKERS=N` (N > 1) this process becomes a cluster primary:
 * it migrates and seeds once, then forks N workers that share the listening ports.
 */
async function main(): Promise<void> {
  // What `ps` and `top` show, instead of Node's `MainThread`.
  process.title = cluster.isPrimary ? 'community-platform' : 'community-platform worker';
  const config = loadConfig();
  if (cluster.isPrimary) for (const warning of configWarnings(config)) console.warn(`Configuration warning: ${warning}`);
  const serving = { poolSize: config.databasePoolSize, connectTimeoutMs: config.databaseConnectTimeoutMs, checkpointInBackground: { onFailure: reportCheckpointFailure } };
  if (!cluster.isPrimary) {
    await runInstance(config, servicesOf(config, await openDatabase(config.databaseUrl, serving)));
    return;
  }
  await checkPortsFree(config);
  if (config.workers > 1) {
    const database = await openDatabase(config.databaseUrl, { poolSize: 2, connectTimeoutMs: config.databaseConnectTimeoutMs });
    // The primary serves nothing: its services only prepare the database, without Redis.
    const demoKey = await prepareDatabase(config, createServices(config, database)).finally(() => database.close());
    runPrimary(config);
    announce(config, demoKey);
  } else {
    // One process serves the database it prepared: with `sqlite::memory:` a second
    // connection would open another, empty database.
    const services = servicesOf(config, await openDatabase(config.databaseUrl, serving));
    const demoKey = await prepareDatabase(config, services);
    await runInstance(config, services);
    announce(config, demoKey);
  }
}

function reportCheckpointFailure(error: unknown): void {
  console.error('SQLite checkpoints in the background stopped; the service commits them itself from now on:', error);
}

/** A start stopped by something an operator fixes with a setting; its message is the one line printed. */
class StartError extends Error {
  override name = 'StartError';
}

/**
 * Fails when a host's port is taken, before the database is opened: a second start by
 * mistake then changes nothing (no migration, no seed, no key) and says what to change.
 */
async function checkPortsFree(config: Config): Promise<void> {
  for (const [setting, port] of [['PORT', config.port], ['LOGIN_PORT', config.loginPort]] as const) {
    // Port 0 asks the system for any free port.
    if (port === 0) continue;
    const probe = createServer();
    await new Promise<void>((resolve, reject) => {
      probe.once('error', (error) => reject(listenError(error, config.host, port, setting)));
      probe.listen({ port, host: config.host, exclusive: true }, () => probe.close(() => resolve()));
    });
  }
}

/** Why a host cannot listen, as one line naming the setting to change; other errors as they are. */
function listenError(error: unknown, host: string, port: number, setting: 'PORT' | 'LOGIN_PORT'): unknown {
  const where = `Cannot listen on ${host}:${port} (${setting})`;
  switch ((error as NodeJS.ErrnoException).code) {
    case 'EADDRINUSE':
      return new StartError(`${where}: the port is in use, perhaps by the service started before. Stop that process or set ${setting} to a free port.`);
    case 'EACCES':
      return new StartError(`${where}: permission denied (ports below 1024 need privileges). Set ${setting} to a port from 1024 to 65535.`);
    case 'EADDRNOTAVAIL':
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return new StartError(`${where}: this machine has no address ${host}. Set HOST to one of its addresses, e.g. 127.0.0.1 or 0.0.0.0.`);
    default:
      return error;
  }
}

/** The services of a serving instance, built once: with Redis when `REDIS_URL` is set. */
function servicesOf(config: Config, database: DatabaseHandle): Services {
  return createServices(config, database, config.redisUrl ? openRedis(config.redisUrl) : undefined);
}

/**
 * Migrates (under the migrator's lock, so instances starting together are safe) and seeds demo
 * data. A database that cannot be had stops the start with one line (`migrateAtStart`).
 */
async function prepareDatabase(config: Config, services: Services): Promise<DemoKeyOnStart | undefined> {
  await migrateAtStart(services.database.db, config);
  // The first signing key and cookie secret are made here, under a lock (keysOrFirst).
  await services.identityKeys.prepare();
  if (!config.seedDemo) return undefined;
  await seedDemo(services, {});
  return await demoKeyOnStart(services);
}

function announce(config: Config, demoKey: DemoKeyOnStart | undefined): void {
  console.log(`API ready at ${config.apiBaseUrl}  (reference: ${config.apiBaseUrl}/docs, OpenAPI document: ${config.apiBaseUrl}/openapi.json)`);
  console.log(`Sign-in ready at ${config.loginUrl}  (OpenID discovery: ${config.loginUrl}/.well-known/openid-configuration)`);
  if (demoKey && 'key' in demoKey) {
    console.log(`Demo API key (all scopes; shown once): ${demoKey.key}`);
    console.log(`Try:  curl -H "Authorization: Bearer ${demoKey.key}" "${config.apiBaseUrl}/churches?limit=3"`);
  } else if (demoKey) {
    console.log(`Demo API key: ${demoKey.prefix}… (all scopes; made ${demoKey.createdAt}, shown in full only then; it still works)`);
    console.log('Another one:  npx community-platform demo-key');
  }
}

/**
 * One instance: both hosts on one database (and Redis). On SIGTERM/SIGINT it drains first:
 * `/readyz` fails at once and answers close their connections, while requests are still
 * served for `SHUTDOWN_DRAIN_MS`, the time its load balancer needs to notice and stop
 * sending. Then the listeners close, requests already received finish, the mail worker
 * ends its pass, the webhook worker its pass, pruning its round, and it exits 0
 * (1 when some are still running `SHUTDOWN_TIMEOUT_MS` later).
 */
async function runInstance(config: Config, services: Services): Promise<void> {
  const { database, redis } = services;
  const api = await buildApiHost(services);
  const signin = await buildSigninHost(services);
  // Another process may have taken a port since it was checked.
  await api.listen({ port: config.port, host: config.host }).catch((error: unknown) => Promise.reject(listenError(error, config.host, config.port, 'PORT')));
  await signin.listen({ port: config.loginPort, host: config.host }).catch((error: unknown) => Promise.reject(listenError(error, config.host, config.loginPort, 'LOGIN_PORT')));
  services.mail.start(api.log.child({ component: 'mail' }));
  services.webhookDelivery.start(api.log.child({ component: 'webhooks' }));
  const stopPruning = startPruning(services.pruners, (what, err) => api.log.error({ err }, `pruning ${what} failed`));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    api.startDraining();
    signin.startDraining();
    api.log.info({ signal, drainMs: config.shutdownDrainMs }, 'draining: readiness fails, requests are still served');
    await delay(config.shutdownDrainMs);
    api.log.info('stopping: no new connections, finishing requests in flight');
    const deadline = setTimeout(() => {
      api.log.error(`requests still running after ${config.shutdownTimeoutMs} ms; exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    await Promise.all([api.close(), signin.close()]);
    // Mail the requests above enqueued and this instance did not send stays in the outbox for the next one.
    await services.mail.stop();
    // Events not yet sent stay in the log and the deliveries table; the next instance sends them.
    await services.webhookDelivery.stop();
    await stopPruning();
    await database.close();
    await services.invalidations?.close();
    if (redis) await closeRedis(redis);
    await logDestination().drain();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Forks the workers, replaces any that crash, and passes SIGTERM/SIGINT on to them; each
 * drains and stops on its own. Exits 1 when any of them had to give up on a request.
 */
function runPrimary(config: Config): void {
  let stopping = false;
  let exitCode = 0;
  for (let i = 0; i < config.workers; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (code !== 0) exitCode = 1;
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(exitCode);
      return;
    }
    console.error(`worker ${worker.process.pid} exited (${signal ?? code}); starting a new one`);
    cluster.fork();
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else if (error instanceof StartError || error instanceof UnreachableDatabase) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
