import type { FastifyReply } from 'fastify';
import { CORS_ANSWER_HEADERS } from './cors.ts';

/**
 * The headers every API answer carries besides its own, in the order they are set, as
 * name/value pairs: the route sets them through `protectAnswers` and the kept-answer path
 * (`list-answers.ts`) writes the same list, so the two cannot drift.
 *
 * Answers carry credentials' data: never stored by browsers or proxies (a tagged list
 * answer says `no-cache` instead, see `conditional.ts`), never content-sniffed.
 */
export const PROTECTIVE_HEADERS = ['cache-control', 'no-store', 'x-content-type-options', 'nosniff'] as const;

/** The API host's first hook: the protective headers on every answer. */
export function protectAnswers(_request: unknown, reply: FastifyReply, done: () => void): void {
  for (let i = 0; i < PROTECTIVE_HEADERS.length; i += 2) reply.header(PROTECTIVE_HEADERS[i], PROTECTIVE_HEADERS[i + 1]);
  done();
}

/** The rate-limit headers of an answer within the limit (IETF draft names, as the rate-limit plugin sends them). */
export function rateLimitHeaders(limit: number, remaining: string, resetSeconds: number): string[] {
  return ['ratelimit-limit', String(limit), 'ratelimit-remaining', remaining, 'ratelimit-reset', String(resetSeconds)];
}

/**
 * The head of a kept list answer: what the route's hooks would have set, in their order. A
 * 304 and a 200 differ only in what follows (`content-type`, `content-length`).
 */
export function keptAnswerHead(requestId: string, revalidate: string, rateLimit: string[], tag: string): string[] {
  const head: string[] = ['x-request-id', requestId, ...PROTECTIVE_HEADERS, ...CORS_ANSWER_HEADERS, ...rateLimit, 'etag', tag];
  // The tagged answer's cache-control replaces no-store in place, as `reply.header` does.
  head[3] = revalidate;
  return head;
}
