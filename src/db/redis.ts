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
