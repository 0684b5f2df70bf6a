/**
 * The service's configuration, read once from the environment and validated at start.
 * A bad value stops the process with a message naming the variable, so a typo in a
 * deployment never turns into a half-working service.
 */
export interface Config {
  /** `NODE_ENV`: `development` (default), `test` or `production`. Production never seeds demo data. */
  nodeEnv: 'development' | 'test' | 'production';
  /** `PORT`: port of the API host. Default 3000. */
  port: number;
  /** `HOST`: interface both hosts listen on. Default 127.0.0.1. */
  host: string;
  /** `API_BASE_URL`: public address of the API, ending in `/api/v1`. Default `http://localhost:3000/api/v1`. */
  apiBaseUrl: string;
  /** `LOGIN_PORT`: port of the sign-in host (identity provider, login and consent pages). Default 3001. */
  loginPort: number;
  /**
   * `LOGIN_URL`: public address of the sign-in host and issuer identifier of the sign-in flow
   * (`{LOGIN_URL}/oauth/authorize`, `/oauth/token`, `/oauth/userinfo`); an origin, no path. It must differ
   * from the API's, and in production it must be HTTPS (except on a loopback host). Default `http://localhost:{LOGIN_PORT}`.
   */
  loginUrl: string;
  /** `DATABASE_URL`: `sqlite:<path>` (default `sqlite:./data/community.sqlite`, `sqlite::memory:` for a throwaway store) or `postgres://…`. */
  databaseUrl: string;
  /** `RATE_LIMIT_MAX`: requests allowed per credential in each window. Default 600. */
  rateLimitMax: number;
  /** `RATE_LIMIT_WINDOW_MS`: length of the rate-limit window in milliseconds. Default 60000. */
  rateLimitWindowMs: number;
  /** `LOG_LEVEL`: pino level (`fatal` … `trace`, or `silent`). Default `info` (`silent` under test). */
  logLevel: string;
  /** `SEED_DEMO`: `true`/`false`; seed demo data on start when the database has no churches. Default true outside production. */
  seedDemo: boolean;
  /** `REDIS_URL`: `redis://…`; when set, rate-limit counters are shared by every instance through Redis. */
  redisUrl: string | undefined;
  /** `REDIS_KEY_PREFIX`: prefix of every Redis key, so several deployments can share one Redis. Default `community-platform:`. */
  redisKeyPrefix: string;
  /**
   * `WORKERS`: processes to run with Node's cluster on this machine (1 = no cluster). On SQLite they share the file and
   * take turns on its one write lock, so writes get no faster (not `sqlite::memory:`: each would have its own). Default 1.
   */
  workers: number;
  /**
   * `METRICS_ENABLED`: serve Prometheus metrics at `GET /metrics` on the API host. Default true when `METRICS_TOKEN`
   * is set, else false. In production it needs `METRICS_TOKEN`, so that the metrics are never public.
   */
  metricsEnabled: boolean;
  /**
   * `METRICS_TOKEN`: the secret a scraper sends as `Authorization: Bearer <token>` to read `/metrics`; any other
   * request gets 401. 32 to 256 visible ASCII characters (e.g. `openssl rand -hex 32`). Unset: no token is asked for.
   */
  metricsToken: string | undefined;
  /**
   * `SHUTDOWN_DRAIN_MS`: after SIGTERM, how long an instance keeps serving while `/readyz` fails, so its load
   * balancer stops sending to it before it closes its listeners. Default 5000; 0 closes them at once.
   */
  shutdownDrainMs: number;
  /** `SHUTDOWN_TIMEOUT_MS`: after the drain, how long a stopping instance waits for requests in flight before exiting anyway. Default 10000. */
  shutdownTimeoutMs: number;
  /** `DATABASE_POOL_SIZE`: PostgreSQL connections per process. Default 10. */
  databasePoolSize: number;
  /**
   * `DATABASE_CONNECT_TIMEOUT_MS`: how long a request waits for the database before it answers 503 with `Retry-After`:
   * on PostgreSQL for a connection (a free one from the pool, or a new one to a server that is restarting or out of
   * reach), on SQLite for a lock another process on the file holds. Default 5000.
   */
  databaseConnectTimeoutMs: number;
  /** `LIST_CACHE_MB`: memory for kept answers of list pages, per process (0 keeps none; ETags stay version-based). Default 8. */
  listCacheMb: number;
  /**
   * `CHANGES_RETENTION_DAYS`: how long the change feed keeps events before pruning them (hourly). Default 30. Events
   * are kept at least as long as a webhook delivery may still be retried (see `changesKeptDays`), whatever this says.
   */
  changesRetentionDays: number;
  /** `AUDIT_RETENTION_DAYS`: how long the audit log keeps entries before pruning them (hourly). Default 365. */
  auditRetentionDays: number;
  /**
   * `SMTP_URL`: the mail server, `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://user:pass@host:465`.
   * Required in production; elsewhere, without it, each mail is written to standard output instead of sent.
   */
  smtpUrl: string | undefined;
  /** `MAIL_FROM`: sender of every mail, `address@domain` or `Name <address@domain>`. Default `Community Platform <no-reply@{LOGIN_URL host}>`. */
  mailFrom: string;
  /** `WEBHOOK_TIMEOUT_MS`: how long one webhook delivery attempt may take, connecting and answering included; longer is a failure. Default 10000. */
  webhookTimeoutMs: number;
  /**
   * `WEBHOOK_RETRY_DELAYS_MS`: comma-separated waits before each retry of a failed webhook delivery; after the last the
   * delivery is given up. Default `5000,300000,1800000,7200000,18000000,36000000,36000000` (the Standard Webhooks schedule:
   * 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h).
   */
  webhookRetryDelaysMs: number[];
  /** `WEBHOOK_DISABLE_AFTER_MS`: an endpoint whose deliveries have all failed for this long is disabled. Default 432000000 (5 days). */
  webhookDisableAfterMs: number;
  /**
   * `WEBHOOK_POLL_MS`: how often an instance looks for events it has not been told of (written by another instance or the
   * command line) and for retries that are due. Writes answered by an instance wake its own worker at once. Default 250.
   */
  webhookPollMs: number;
  /**
   * `MCP_CLIENT_METADATA_DOCUMENTS`: AI assistants and other unregistered clients may sign people in to the MCP server
   * (`{API_BASE_URL}/mcp`) with an `https://` client_id naming their Client ID Metadata Document, which the API issuer
   * fetches through the outbound address checks. `false` accepts only the apps registered here (and dynamic
   * registrations, if on). Default true.
   */
  mcpClientMetadataDocuments: boolean;
  /**
   * `MCP_DYNAMIC_REGISTRATION`: clients that cannot publish a metadata document may register themselves at the API
   * issuer's `registration_endpoint` (RFC 7591; public clients with PKCE only, rate-limited per address, dropped after
   * 30 days unused). `false` turns the endpoint off. Default true.
   */
  mcpDynamicRegistration: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

/** One message for every wrong value, saying what is accepted: "must be a positive integer (1 to 600)". */
function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    const accepted = min === 1 ? `a positive integer (1 to ${max})` : `an integer from ${min} to ${max}`;
    throw new ConfigError(`${name} must be ${accepted}, got "${raw}"`);
  }
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false (or 1 or 0), got "${raw}"`);
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL, got "${raw}"`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

function redisUrl(env: Env): string | undefined {
  const raw = env.REDIS_URL;
  if (!raw) return undefined;
  if (!/^rediss?:\/\/.+/.test(raw)) throw new ConfigError(`REDIS_URL must be redis://… or rediss://…, got "${raw}"`);
  return raw;
}

function smtpUrl(env: Env, nodeEnv: string): string | undefined {
  const raw = env.SMTP_URL;
  if (!raw) {
    if (nodeEnv === 'production') throw new ConfigError('SMTP_URL is required in production (smtp://user:pass@host:587 or smtps://…): people could not get their sign-up or password reset links');
    return undefined;
  }
  const parsed = URL.parse(raw);
  if (!parsed || (parsed.protocol !== 'smtp:' && parsed.protocol !== 'smtps:') || !parsed.hostname) {
    throw new ConfigError('SMTP_URL must be smtp://user:pass@host:port or smtps://user:pass@host:port');
  }
  return raw;
}

const MAILBOX = /^[^\s@<>"]+@[^\s@<>"]+$/;

function mailFrom(env: Env, loginUrl: string): string {
  const raw = env.MAIL_FROM || `Community Platform <no-reply@${new URL(loginUrl).hostname}>`;
  const address = /^[^<>\r\n]*<([^<>]+)>$/.exec(raw)?.[1] ?? raw;
  if (/[\r\n]/.test(raw) || !MAILBOX.test(address)) {
    throw new ConfigError(`MAIL_FROM must be address@domain or Name <address@domain>, got "${raw}"`);
  }
  return raw;
}

const WEBHOOK_RETRY_DELAYS_MS = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];

function delays(env: Env, name: string, fallback: number[]): number[] {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const parts = raw.split(',').map((part) => part.trim());
  if (parts.length > 20 || !parts.every((part) => /^\d{1,9}$/.test(part))) {
    throw new ConfigError(`${name} must be up to 20 comma-separated millisecond counts, e.g. 5000,300000, got "${raw}"`);
  }
  return parts.map(Number);
}

function metricsToken(env: Env): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (!raw) return undefined;
  if (!/^[\x21-\x7e]{32,256}$/.test(raw)) {
    throw new ConfigError(`METRICS_TOKEN must be 32 to 256 visible ASCII characters without spaces (e.g. the output of openssl rand -hex 32), got ${raw.length} characters`);
  }
  return raw;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

const DAY_MS = 86_400_000;

/**
 * How long a webhook delivery may stay pending: every retry delay, and an attempt timeout
 * before each attempt's answer. The change log must keep its event that long, or the last
 * retries would find nothing to send.
 */
function webhookRetryWindowMs(config: Pick<Config, 'webhookRetryDelaysMs' | 'webhookTimeoutMs'>): number {
  return config.webhookRetryDelaysMs.reduce((sum, delay) => sum + delay, 0) + (config.webhookRetryDelaysMs.length + 1) * config.webhookTimeoutMs;
}

/** Days the change log keeps an event: `CHANGES_RETENTION_DAYS`, or longer when the webhook retry schedule needs it. */
export function changesKeptDays(config: Pick<Config, 'changesRetentionDays' | 'webhookRetryDelaysMs' | 'webhookTimeoutMs'>): number {
  return Math.max(config.changesRetentionDays, Math.ceil(webhookRetryWindowMs(config) / DAY_MS));
}

/** Settings that are allowed but do not do quite what they say, in words for the log at start. */
export function configWarnings(config: Config): string[] {
  const warnings: string[] = [];
  const kept = changesKeptDays(config);
  if (kept > config.changesRetentionDays) {
    warnings.push(
      `CHANGES_RETENTION_DAYS=${config.changesRetentionDays} is shorter than the webhook retry schedule (WEBHOOK_RETRY_DELAYS_MS and WEBHOOK_TIMEOUT_MS ` +
        `allow deliveries to be retried for up to ${(webhookRetryWindowMs(config) / 3_600_000).toFixed(1)} h): events are kept ${kept} days instead, so every retry can still send its event`,
    );
  }
  return warnings;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV || 'development';
  if (nodeEnv !== 'development' && nodeEnv !== 'test' && nodeEnv !== 'production') {
    throw new ConfigError(`NODE_ENV must be development, test or production, got "${nodeEnv}"`);
  }
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const apiBaseUrl = url(env, 'API_BASE_URL', `http://localhost:${port}/api/v1`);
  if (!new URL(apiBaseUrl).pathname.endsWith('/api/v1')) {
    throw new ConfigError(`API_BASE_URL must end in /api/v1, got "${apiBaseUrl}"`);
  }
  const loginPort = integer(env, 'LOGIN_PORT', 3001, 0, 65535);
  if (loginPort === port && port !== 0) {
    throw new ConfigError(`LOGIN_PORT must differ from PORT: both hosts listen on HOST, got ${port} for both`);
  }
  const loginUrl = url(env, 'LOGIN_URL', `http://localhost:${loginPort}`);
  const login = new URL(loginUrl);
  if (login.pathname !== '/' || login.search || login.hash) {
    throw new ConfigError(`LOGIN_URL must be an origin without a path, query or fragment, got "${loginUrl}"`);
  }
  if (login.origin === new URL(apiBaseUrl).origin) {
    throw new ConfigError(`LOGIN_URL must be on a different host (or port) than API_BASE_URL, got "${loginUrl}"`);
  }
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(login.hostname);
  if (nodeEnv === 'production' && login.protocol !== 'https:' && !loopback) {
    throw new ConfigError(`LOGIN_URL must use https in production, got "${loginUrl}"`);
  }
  const databaseUrl = env.DATABASE_URL || 'sqlite:./data/community.sqlite';
  if (!/^sqlite:.+/.test(databaseUrl) && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be sqlite:<path> or postgres://…, got "${databaseUrl}"`);
  }
  const seedDemo = boolean(env, 'SEED_DEMO', nodeEnv !== 'production');
  if (seedDemo && nodeEnv === 'production') throw new ConfigError('SEED_DEMO cannot be true in production: demo accounts share a known password');
  const workers = integer(env, 'WORKERS', 1, 1, 64);
  if (workers > 1 && databaseUrl === 'sqlite::memory:') {
    throw new ConfigError('WORKERS above 1 needs a database every worker opens: DATABASE_URL=sqlite:<file> or postgres://…; with sqlite::memory: each worker would have its own, empty one');
  }
  const token = metricsToken(env);
  const metricsEnabled = boolean(env, 'METRICS_ENABLED', token !== undefined);
  if (metricsEnabled && !token && nodeEnv === 'production') {
    throw new ConfigError('METRICS_ENABLED=true needs METRICS_TOKEN in production (32+ characters, e.g. openssl rand -hex 32; the scraper sends it as a Bearer token), so that /metrics is not public');
  }
  const logLevel = env.LOG_LEVEL || (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}"`);
  }
  return {
    nodeEnv,
    port,
    host: env.HOST || '127.0.0.1',
    apiBaseUrl,
    loginPort,
    loginUrl,
    databaseUrl,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 600, 1, 1_000_000_000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1, 86_400_000),
    logLevel,
    seedDemo,
    redisUrl: redisUrl(env),
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'community-platform:',
    workers,
    metricsEnabled,
    metricsToken: token,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_MS', 5_000, 0, 600_000),
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    databasePoolSize: integer(env, 'DATABASE_POOL_SIZE', 10, 1, 1000),
    databaseConnectTimeoutMs: integer(env, 'DATABASE_CONNECT_TIMEOUT_MS', 5_000, 100, 600_000),
    listCacheMb: integer(env, 'LIST_CACHE_MB', 8, 0, 4096),
    changesRetentionDays: integer(env, 'CHANGES_RETENTION_DAYS', 30, 1, 3650),
    auditRetentionDays: integer(env, 'AUDIT_RETENTION_DAYS', 365, 1, 36500),
    smtpUrl: smtpUrl(env, nodeEnv),
    mailFrom: mailFrom(env, loginUrl),
    webhookTimeoutMs: integer(env, 'WEBHOOK_TIMEOUT_MS', 10_000, 1, 300_000),
    webhookRetryDelaysMs: delays(env, 'WEBHOOK_RETRY_DELAYS_MS', WEBHOOK_RETRY_DELAYS_MS),
    webhookDisableAfterMs: integer(env, 'WEBHOOK_DISABLE_AFTER_MS', 5 * 86_400_000, 0, 365 * 86_400_000),
    webhookPollMs: integer(env, 'WEBHOOK_POLL_MS', 250, 10, 600_000),
    mcpClientMetadataDocuments: boolean(env, 'MCP_CLIENT_METADATA_DOCUMENTS', true),
    mcpDynamicRegistration: boolean(env, 'MCP_DYNAMIC_REGISTRATION', true),
  };
}
