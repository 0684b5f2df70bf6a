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

const accountKey = (email: string) => `account:${normalizeEmail(email).slice(0, 320)}`;
const ipKey = (ip: string) => `ip:${ip}`;

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
      await this.repository.deleteStale(windowStart, nowIso);
    }
    return paused;
  }

  async succeeded(email: string): Promise<void> {
    await this.repository.clear(accountKey(email));
  }
}
