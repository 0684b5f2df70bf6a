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
  /** `DATABASE_URL`: `sqlite:<path>` (default `sqlite:./data/community.sqlite`, `sqlite::memory:` for a throwaway store) or `postgres://…`. */
  databaseUrl: string;
  /** `RATE_LIMIT_MAX`: requests allowed per credential (or per IP without one) in each window. Default 600. */
  rateLimitMax: number;
  /** `RATE_LIMIT_WINDOW_MS`: length of the rate-limit window in milliseconds. Default 60000. */
  rateLimitWindowMs: number;
  /** `LOG_LEVEL`: pino level (`fatal` … `trace`, or `silent`). Default `info` (`silent` under test). */
  logLevel: string;
  /** `SEED_DEMO`: `true`/`false`; seed demo data on start when the database has no churches. Default true outside production. */
  seedDemo: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(`${name} must be an integer, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(`${name} must be between ${min} and ${max}, got ${value}`);
  return value;
}

function boolean(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
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

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

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
  const databaseUrl = env.DATABASE_URL || 'sqlite:./data/community.sqlite';
  if (!/^sqlite:.+/.test(databaseUrl) && !/^postgres(ql)?:\/\/.+/.test(databaseUrl)) {
    throw new ConfigError(`DATABASE_URL must be sqlite:<path> or postgres://…, got "${databaseUrl}"`);
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
    databaseUrl,
    rateLimitMax: integer(env, 'RATE_LIMIT_MAX', 600, 1, 1_000_000_000),
    rateLimitWindowMs: integer(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1, 86_400_000),
    logLevel,
    seedDemo: boolean(env, 'SEED_DEMO', nodeEnv !== 'production'),
  };
}
