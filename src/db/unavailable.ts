/**
 * Whether an error from the store means the database could not be reached or dropped the
 * connection (a restart, a failover, terminated backends, a full pool), or, on SQLite,
 * another process held a lock longer than a query may wait for it, rather than that the
 * query was wrong. Such a request is answered 503 with `Retry-After`: trying again shortly
 * can succeed, and nothing was acknowledged.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isSqliteBusy(error)) return true;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // SQLSTATE class 08 (connection exception), 57P01-57P03 (admin or crash shutdown,
    // cannot connect now), 53300 (too many connections).
    if (/^08...$/.test(code) || /^57P0[123]$/.test(code) || code === '53300') return true;
  }
  return PG_CLIENT_MESSAGES.some((pattern) => pattern.test(error.message));
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/** What `pg` and `pg-pool` say, without a code, when a connection is lost or cannot be had. */
const PG_CLIENT_MESSAGES = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Connection terminated due to connection timeout$/,
];

/**
 * SQLITE_BUSY, in any of its extended forms (node:sqlite reports the primary code in the low
 * byte): another connection, usually another process, holds a lock the statement needs. The
 * statement did nothing, so running it again later is safe.
 */
export function isSqliteBusy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code, errcode } = error as { code?: unknown; errcode?: unknown };
  return code === 'ERR_SQLITE_ERROR' && typeof errcode === 'number' && (errcode & 0xff) === SQLITE_BUSY;
}

const SQLITE_BUSY = 5;

/** The database could not be had at start; the message is the one line for the operator (`unreachableDatabaseLine`). */
export class UnreachableDatabase extends Error {
  override name = 'UnreachableDatabase';
}

/**
 * One line for the operator when the database cannot be had at start (the service or a
 * command): where it was looked for, without credentials, why it failed, and what to change;
 * undefined for any other error, which is then reported as it is.
 */
export function unreachableDatabaseLine(error: unknown, databaseUrl: string, connectTimeoutMs: number): string | undefined {
  if (!(error instanceof Error)) return undefined;
  // The migrator says which migration failed and keeps the store's own error as the cause.
  const line = lineFor(error, databaseUrl, connectTimeoutMs);
  return line ?? (error.cause instanceof Error ? lineFor(error.cause, databaseUrl, connectTimeoutMs) : undefined);
}

function lineFor(error: Error, databaseUrl: string, connectTimeoutMs: number): string | undefined {
  if (databaseUrl.startsWith('sqlite:')) {
    if (!isSqliteBusy(error)) return undefined;
    return `The database file ${databaseUrl.slice('sqlite:'.length)} (DATABASE_URL) stayed locked by another process for ${connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS). Try again once that process's write is done, or raise DATABASE_CONNECT_TIMEOUT_MS.`;
  }
  let where: string;
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    return undefined;
  }
  const { code } = error as { code?: unknown };
  const cause = typeof code === 'string' ? POSTGRES_START_CAUSES[code] : undefined;
  if (cause) return `Cannot use the database at ${where} (DATABASE_URL): ${cause}.`;
  if (/^(timeout exceeded when trying to connect|Connection terminated due to connection timeout)$/.test(error.message)) {
    return `Cannot use the database at ${where} (DATABASE_URL): no answer within ${connectTimeoutMs} ms (DATABASE_CONNECT_TIMEOUT_MS). Check that PostgreSQL runs there and is reachable from this machine.`;
  }
  return undefined;
}

/** Why PostgreSQL could not be had, by error code (the system's or PostgreSQL's SQLSTATE), as the operator fixes it. */
const POSTGRES_START_CAUSES: Record<string, string> = {
  ECONNREFUSED: 'nothing listens there (connection refused). Start PostgreSQL, or set DATABASE_URL to where it runs',
  ENOTFOUND: 'the host name does not resolve. Correct the host in DATABASE_URL',
  EAI_AGAIN: 'the host name could not be resolved right now. Check the DNS, or use an IP address in DATABASE_URL',
  EHOSTUNREACH: 'the host cannot be reached from this machine. Check the network, or the host in DATABASE_URL',
  ENETUNREACH: 'the network of that host cannot be reached from this machine. Check the network, or the host in DATABASE_URL',
  ETIMEDOUT: 'the connection timed out. Check that PostgreSQL runs there and is reachable from this machine',
  '28P01': 'PostgreSQL refused the password. Correct the user and password in DATABASE_URL',
  '28000': 'PostgreSQL refused the user (see pg_hba.conf). Correct the user in DATABASE_URL, or allow it on the server',
  '3D000': 'the database does not exist. Create it (createdb), or correct its name in DATABASE_URL',
  '57P03': 'PostgreSQL is starting up or shutting down. Try again in a moment',
  '53300': 'PostgreSQL has no connection left (too many clients). Lower DATABASE_POOL_SIZE on the instances, or raise max_connections',
};
