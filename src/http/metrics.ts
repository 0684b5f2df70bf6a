import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type pg from 'pg';
import { ApiError } from './errors.ts';
import { digest, secretMatches } from './secrets.ts';
import type { Redis } from 'ioredis';

/**
 * Prometheus metrics of one process: requests by route and status, their latency, rate
 * limit rejections, database pool use and whether Redis is available. Routes are labelled
 * by their pattern (`/api/v1/churches/:id`), never by the raw URL, so label cardinality
 * stays bounded.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [this.registry],
  });
  readonly latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });
  readonly rateLimited = new Counter({
    name: 'rate_limit_rejections_total',
    help: 'Requests refused with 429 by the rate limit',
    registers: [this.registry],
  });
  readonly rateLimitedLocally = new Counter({
    name: 'rate_limit_local_counts_total',
    help: 'Requests counted against the rate limit by this instance alone because Redis was unavailable',
    registers: [this.registry],
  });

  constructor(pool?: pg.Pool, redis?: Redis) {
    collectDefaultMetrics({ register: this.registry });
    if (pool) {
      new Gauge({
        name: 'db_pool_connections',
        help: 'Database pool connections by state',
        labelNames: ['state'] as const,
        registers: [this.registry],
        collect() {
          this.set({ state: 'total' }, pool.totalCount);
          this.set({ state: 'idle' }, pool.idleCount);
          this.set({ state: 'waiting' }, pool.waitingCount);
        },
      });
    }
    if (redis) {
      new Gauge({
        name: 'redis_available',
        help: '1 while the Redis connection serves commands (rate limits shared by every instance), 0 while this instance goes on without it',
        registers: [this.registry],
        collect() {
          this.set(redis.status === 'ready' ? 1 : 0);
        },
      });
    }
  }

  /** Counts one answer and its time. */
  record(route: string, method: string, statusCode: number, seconds: number): void {
    const labels = { route, method, status: String(statusCode) };
    this.requests.inc(labels);
    this.latency.observe(labels, seconds);
  }

  /**
   * Records every response of the host and serves `GET /metrics`; with a `token`, only to
   * callers that send it as `Authorization: Bearer <token>`.
   */
  register(app: FastifyInstance, token?: string): void {
    const countAnswer = async (request: FastifyRequest, reply: FastifyReply) => {
      this.record(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    };
    app.addHook('onResponse', countAnswer);
    // Compared as digests, in constant time: the answer's timing says nothing of the token.
    const tokenDigest = token === undefined ? undefined : digest(token);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (tokenDigest !== undefined) {
        const presented = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
        if (presented === undefined || !secretMatches(presented, tokenDigest)) {
          throw new ApiError(401, 'Unauthorized', 'The metrics need the metrics token: send "Authorization: Bearer <METRICS_TOKEN>"', {
            'www-authenticate': 'Bearer realm="metrics"',
          });
        }
      }
      reply.type(this.registry.contentType);
      return this.registry.metrics();
    });
  }
}
