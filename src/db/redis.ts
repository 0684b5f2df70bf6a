import { Redis } from 'ioredis';

/**
 * The shared Redis connection. Commands fail fast instead of queueing while Redis is down,
 * so a Redis outage shows up as errors (and in /readyz) rather than as requests that hang.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  });
  // Connection errors are reported through /readyz and failing commands; an unhandled
  // 'error' event would crash the process.
  redis.on('error', () => {});
  return redis;
}

/**
 * Closes a connection: QUIT lets commands already sent (a last invalidation) go out first,
 * but cannot complete while Redis is away, so it gets a second at most.
 */
export async function closeRedis(redis: Redis): Promise<void> {
  await Promise.race([redis.quit().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
  redis.disconnect();
}

/** Messages to every instance's copy of one cache. */
export interface InvalidationChannel {
  publish(message: string): void;
  subscribe(onMessage: (message: string) => void): void;
}

/**
 * Cache invalidations shared by every instance through Redis pub/sub, so a credential revoked
 * on one instance (or by the command line) stops working on all of them at once instead of
 * when their cached entry expires. Best effort: while Redis is unreachable, the caches' short
 * time-to-live is the bound, as it is without Redis.
 */
export class RedisInvalidations {
  private readonly publisher: Redis;
  private readonly prefix: string;
  private readonly handlers = new Map<string, (message: string) => void>();
  private subscriber: Redis | undefined;

  constructor(redis: Redis, keyPrefix: string) {
    this.publisher = redis;
    this.prefix = keyPrefix;
  }

  channel(name: string): InvalidationChannel {
    const channel = `${this.prefix}invalidate:${name}`;
    return {
      publish: (message) => void this.publisher.publish(channel, message).catch(() => {}),
      subscribe: (onMessage) => {
        this.handlers.set(channel, onMessage);
        void this.listener().subscribe(channel).catch(() => {});
      },
    };
  }

  /** A connection in subscriber mode cannot send other commands, so listening takes its own. */
  private listener(): Redis {
    if (!this.subscriber) {
      this.subscriber = this.publisher.duplicate();
      this.subscriber.on('error', () => {});
      this.subscriber.on('message', (channel: string, message: string) => this.handlers.get(channel)?.(message));
    }
    return this.subscriber;
  }

  async close(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }
}
