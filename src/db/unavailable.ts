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
