import type { FastifyRateLimitOptions, FastifyRateLimitStore } from '@fastify/rate-limit';
import type { Redis } from 'ioredis';

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/** Counters kept in this process: a fixed window each, the key whose window started first out first when full. */
const LOCAL_KEYS = 5_000;

/**
 * Redis: one INCR per request, the window starting with the first; a refund takes one back
 * from a window still open and never creates a key.
 */
const COUNT = `local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) return {current, tonumber(ARGV[1])} end
return {current, redis.call('PTTL', KEYS[1])}`;
const REFUND = `if redis.call('EXISTS', KEYS[1]) == 1 then return redis.call('DECR', KEYS[1]) end return 0`;

type ScriptedRedis = Redis & {
  rateLimitCount(key: string, windowMs: number, callback: (error: Error | null, result: [number, number]) => void): void;
  rateLimitRefund(key: string): Promise<number>;
};

/**
 * The fixed-window counters of @fastify/rate-limit (its store interface, the same counting as
 * its own stores, in Redis when there is one so instances count together), plus `refund`:
 * an answer that turns out not to count (a 304) gives its request back.
 *
 * Redis is used only while its connection is ready; otherwise, and when a command fails, this
 * instance counts alone (`countedLocally` hears of each such request), so a Redis outage
 * makes the limit per instance rather than failing or slowing requests.
 */
export class RefundableCounters {
  private readonly redis: ScriptedRedis | undefined;
  private readonly nameSpace: string;
  private readonly countedLocally: () => void;
  private readonly local = new Map<string, { current: number; resetAt: number }>();

  constructor(redis?: Redis, nameSpace = '', countedLocally: () => void = () => {}) {
    this.nameSpace = nameSpace;
    this.countedLocally = countedLocally;
    this.redis = redis as ScriptedRedis | undefined;
    if (this.redis && !this.redis.rateLimitCount) {
      this.redis.defineCommand('rateLimitCount', { numberOfKeys: 1, lua: COUNT });
      this.redis.defineCommand('rateLimitRefund', { numberOfKeys: 1, lua: REFUND });
    }
  }

  /** The store to hand to @fastify/rate-limit as its `store` option. */
  store(): new (options: FastifyRateLimitOptions) => FastifyRateLimitStore {
    const count = (key: string, windowMs: number, callback: Counted) => this.count(key, windowMs, callback);
    return class {
      incr(key: string, callback: Counted, timeWindow: number): void {
        count(key, timeWindow, callback);
      }
      child(): FastifyRateLimitStore {
        throw new Error('Per-route rate limits are not supported by this store');
      }
    };
  }

  /** Counts one request against `key`, as the rate-limit plugin does, for answers given before it runs. */
  take(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    return new Promise((resolve, reject) => this.count(key, windowMs, (error, result) => (error ? reject(error) : resolve(result!))));
  }

  async refund(key: string): Promise<void> {
    if (this.redis?.status === 'ready') {
      try {
        await this.redis.rateLimitRefund(this.nameSpace + key);
        return;
      } catch {
        // Redis cannot take it back: the request was counted here if Redis failed then too.
      }
    }
    const entry = this.local.get(key);
    if (entry && entry.resetAt > Date.now() && entry.current > 0) entry.current--;
  }

  private count(key: string, windowMs: number, callback: Counted): void {
    if (this.redis?.status === 'ready') {
      this.redis.rateLimitCount(this.nameSpace + key, windowMs, (error, result) => {
        if (!error) return callback(null, { current: result[0], ttl: result[1] });
        this.countedLocally();
        this.countHere(key, windowMs, callback);
      });
      return;
    }
    if (this.redis) this.countedLocally();
    this.countHere(key, windowMs, callback);
  }

  private countHere(key: string, windowMs: number, callback: Counted): void {
    const now = Date.now();
    let entry = this.local.get(key);
    if (!entry || entry.resetAt <= now) {
      // A key is (re)inserted only when its window starts, so the Map is in the order the
      // windows end and the first key's window is the first to close. Re-inserting on every
      // request would keep exact order of use, but costs V8 a new hash table in the old
      // generation each time (see KeptEntries).
      if (entry) this.local.delete(key);
      else if (this.local.size >= LOCAL_KEYS) this.local.delete(this.local.keys().next().value!);
      entry = { current: 0, resetAt: now + windowMs };
      this.local.set(key, entry);
    }
    entry.current++;
    callback(null, { current: entry.current, ttl: entry.resetAt - now });
  }
}
