import { normalizeEmail } from '../users/service.ts';
import type { AccountsRepository } from './repository.ts';

/**
 * Sign-in throttling against password guessing, kept in the database so every instance
 * counts together. Failures are counted per account email (whether or not an account has
 * it, so the answer never tells which emails exist) and per client IP address, in a fixed
 * window that starts at the first failure. Reaching a threshold pauses sign-in for that
 * email or address, correct password or not, until the pause ends. A successful sign-in
 * clears the account's counter (not the address's: one good password must not reset a
 * guessing run over many accounts).
 */
export const SIGN_IN_THROTTLE = {
  /** Failed attempts for one email within the window that pause sign-in for it. */
  perAccount: 5,
  /** Failed attempts from one IP address within the window that pause sign-in from it. */
  perIp: 20,
  windowMs: 15 * 60_000,
  /** How long sign-in stays paused once a threshold is reached. */
  pauseMs: 15 * 60_000,
};

export type ThrottleLimits = typeof SIGN_IN_THROTTLE;

const ACCOUNT_PREFIX = 'account:';
const IP_PREFIX = 'ip:';
const accountKey = (email: string) => `${ACCOUNT_PREFIX}${normalizeEmail(email).slice(0, 320)}`;
const ipKey = (ip: string) => `${IP_PREFIX}${ip}`;

export class SignInThrottle {
  private readonly repository: AccountsRepository;
  private readonly limits: ThrottleLimits;
  private failuresSinceSweep = 0;

  constructor(repository: AccountsRepository, limits: ThrottleLimits = SIGN_IN_THROTTLE) {
    this.repository = repository;
    this.limits = limits;
  }

  /** Whether sign-in may be tried now for this email from this address. */
  async allowed(email: string, ip: string): Promise<boolean> {
    const now = Date.now();
    const rows = await this.repository.findThrottles([accountKey(email), ipKey(ip)]);
    return !rows.some((row) => row.locked_until && new Date(row.locked_until).getTime() > now);
  }

  /** Counts a failure; answers true when it started a pause (for the audit log). */
  async failed(email: string, ip: string): Promise<boolean> {
    const now = Date.now();
    const nowIso = new Date(now).toISOString();
    const windowStart = new Date(now - this.limits.windowMs).toISOString();
    const until = new Date(now + this.limits.pauseMs).toISOString();
    let paused = false;
    for (const [key, limit] of [[accountKey(email), this.limits.perAccount], [ipKey(ip), this.limits.perIp]] as const) {
      const failures = await this.repository.countFailure(key, nowIso, windowStart);
      if (failures >= limit) {
        await this.repository.lock(key, until);
        paused ||= failures === limit;
      }
    }
    // Old counters are harmless but take space; sweep now and then instead of on a schedule.
    if (++this.failuresSinceSweep >= 100) {
      this.failuresSinceSweep = 0;
      for (const prefix of [ACCOUNT_PREFIX, IP_PREFIX]) await this.repository.deleteStale(prefix, windowStart, nowIso);
    }
    return paused;
  }

  async succeeded(email: string): Promise<void> {
    await this.repository.clear(accountKey(email));
  }
}

/** A number of requests allowed per fixed window, counted per key. */
export interface RequestLimit {
  /** Starts every key counted under this limit; no other limit's keys may start with it. */
  prefix: string;
  limit: number;
  windowMs: number;
}

/**
 * Limits on requests that send mail or create accounts, so no one can flood a mailbox or
 * fill the database from one address. Every request counts, whether or not an account is
 * behind it, so a refusal never tells which emails exist.
 */
export const REQUEST_LIMITS = {
  signUpPerIp: { prefix: 'signup-ip:', limit: 10, windowMs: 60 * 60_000 },
  resetPerEmail: { prefix: 'reset:', limit: 5, windowMs: 60 * 60_000 },
  resetPerIp: { prefix: 'reset-ip:', limit: 20, windowMs: 60 * 60_000 },
  /** Mails a signed-in person sends to themselves ("Send again", an email change): one a minute… */
  accountMailPerMinute: { prefix: 'mail-minute:', limit: 1, windowMs: 60_000 },
  /** …and five an hour. */
  accountMailPerHour: { prefix: 'mail-hour:', limit: 5, windowMs: 60 * 60_000 },
  /**
   * Wrong security codes one staff member types on a kiosk's check-out lookup at one event (key:
   * event and person). Each check-in locks after 5 wrong codes of its own, but the lookup tries a
   * code against every family at once: past this, it pauses for that person until the window ends.
   */
  kioskCodeLookups: { prefix: 'kiosk-code:', limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RequestLimit>;

/** Counts requests against `REQUEST_LIMITS` in the database, so every instance counts together. */
export class RequestThrottle {
  private readonly repository: AccountsRepository;
  private takesSinceSweep = 0;

  constructor(repository: AccountsRepository) {
    this.repository = repository;
  }

  /** Counts one request under each limit (each with its key); false when any limit is now exceeded. */
  async take(checks: [RequestLimit, string][]): Promise<boolean> {
    const now = Date.now();
    let allowed = true;
    for (const [rule, key] of checks) {
      const count = await this.repository.countFailure(`${rule.prefix}${key.slice(0, 320)}`, new Date(now).toISOString(), new Date(now - rule.windowMs).toISOString());
      if (count > rule.limit) allowed = false;
    }
    if (++this.takesSinceSweep >= 100) {
      this.takesSinceSweep = 0;
      for (const rule of Object.values(REQUEST_LIMITS)) {
        await this.repository.deleteStale(rule.prefix, new Date(now - rule.windowMs).toISOString(), new Date(now).toISOString());
      }
    }
    return allowed;
  }

  /** The requests counted for `key` under the rule in its current window (0 when none is open), and when that window ends; counts nothing. */
  async counted(rule: RequestLimit, key: string): Promise<{ count: number; endsAt: number }> {
    const [row] = await this.repository.findThrottles([`${rule.prefix}${key.slice(0, 320)}`]);
    const endsAt = row ? new Date(row.window_started_at).getTime() + rule.windowMs : 0;
    return endsAt > Date.now() ? { count: Number(row!.failures), endsAt } : { count: 0, endsAt: Date.now() + rule.windowMs };
  }

  /** Counts one request for `key` under the rule, in one statement (parallel ones all count); answers the count in the window. */
  count(rule: RequestLimit, key: string): Promise<number> {
    const now = Date.now();
    return this.repository.countFailure(`${rule.prefix}${key.slice(0, 320)}`, new Date(now).toISOString(), new Date(now - rule.windowMs).toISOString());
  }
}
