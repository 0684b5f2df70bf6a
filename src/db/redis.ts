import { Redis } from 'ioredis';

/**
 * How long a command may wait for Redis: the most a Redis that stops answering adds to a
 * request, once, before the instance goes on without it. Redis answers in well under a
 * millisecond; this leaves room for a busy machine.
 */
const COMMAND_TIMEOUT_MS = 500;

/**
 * The shared Redis connection. Redis is optional for correctness (see RedisInvalidations and
 * RefundableCounters), so no request may wait long on it: requests use it only while it is
 * `ready`, and any command fails within COMMAND_TIMEOUT_MS, queued or sent.
 */
export function openRedis(url: string): Redis {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: COMMAND_TIMEOUT_MS,
    // A connection whose Redis stops answering (a network partition, a hung server) is closed
    // and opened again, instead of staying `ready` and making every command wait its timeout.
    socketTimeout: COMMAND_TIMEOUT_MS,
    // Commands given before the first connection is ready (a revocation by the command line
    // right after start) wait for it, within the command timeout; requests never queue here.
    enableOfflineQueue: true,
    maxRetriesPerRequest: 1,
    // A count whose answer nobody waits for any more must not be applied by the next connection.
    autoResendUnfulfilledCommands: false,
    lazyConnect: false,
  });
  // Connection errors show in /readyz and through onAvailabilityChange; an unhandled 'error'
  // event would crash the process.
  redis.on('error', () => {});
  return redis;
}

/**
 * Calls `listener(false)` once when the connection is lost (or the first one fails) and
 * `listener(true)` once when it serves commands again, however many attempts to reconnect
 * fail in between. A connection closed on purpose (`closeRedis`) tells nothing.
 */
export function onAvailabilityChange(redis: Redis, listener: (available: boolean) => void): void {
  let available = true;
  // ioredis announces `reconnecting` only for a connection it did not mean to close.
  redis.on('reconnecting', () => {
    if (!available) return;
    available = false;
    listener(false);
  });
  redis.on('ready', () => {
    if (available) return;
    available = true;
    listener(true);
  });
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
        const listener = this.listener();
        // Otherwise the connection subscribes once it is ready (below).
        if (listener.status === 'ready') void listener.subscribe(channel).catch(() => {});
      },
    };
  }

  /**
   * A connection in subscriber mode cannot send other commands, so listening takes its own.
   * Each time it is (again) ready it subscribes to every channel wanted so far: ioredis on its
   * own renews only the subscriptions that had succeeded, and one asked for while Redis was
   * away would never be made.
   */
  private listener(): Redis {
    if (!this.subscriber) {
      const subscriber = this.publisher.duplicate({ autoResubscribe: false });
      subscriber.on('error', () => {});
      subscriber.on('ready', () => {
        if (this.handlers.size) void subscriber.subscribe(...this.handlers.keys()).catch(() => {});
      });
      subscriber.on('message', (channel: string, message: string) => this.handlers.get(channel)?.(message));
      this.subscriber = subscriber;
    }
    return this.subscriber;
  }

  async close(): Promise<void> {
    if (this.subscriber) await closeRedis(this.subscriber);
  }
}
