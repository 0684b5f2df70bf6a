/**
 * Whether an error from the store means the database could not be reached or dropped the
 * connection (a restart, a failover, terminated backends, a full pool), rather than that the
 * query was wrong. Such a request is answered 503 with `Retry-After`: trying again shortly
 * can succeed, and nothing was acknowledged.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
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
