import { BEARER } from './authentication.ts';
import { weakTag } from './conditional.ts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ListState } from '../paging.ts';
import type { Principal } from './principal.ts';
import type { RefundableCounters } from './rate-limit-store.ts';
import type { ApiScope } from './scopes.ts';

/**
 * What decides a list answer besides the request: the list view read (its name names the
 * filters), that view's state, and, when the items show something of the reader
 * (`isRegistered`, an anonymous request's author to its writer), who reads.
 */
export interface ListStamp {
  list: string;
  state: Pick<ListState, 'contentVersion' | 'validUntil'>;
  reader?: number;
}

interface Kept {
  version: string;
  tag: string;
  /** The serialised answer as bytes: sent as they are, with no encoding on each send. */
  body: Buffer;
  /** The scope the route needs. */
  scope: ApiScope;
  /** Reads the stamp again for the same request (the same validated query, the same reader). */
  stampOf: () => Promise<ListStamp>;
}

/** How a kept answer is served before the route's own hooks run. */
export interface KeptAnswerOptions {
  /** The principal a credential resolved to a moment ago on this instance; undefined sends the request the long way. */
  cachedPrincipal(credential: string): Principal | undefined;
  counters: RefundableCounters;
  rateLimitMax: number;
  rateLimitWindowMs: number;
}

/**
 * The resource lists' answers, tagged and kept by the versions the store maintains.
 *
 * A list's `contentVersion` moves in the transaction of every write to what the view shows
 * (triggers on the tables, whoever writes), and a time-bound list (upcoming events) also
 * carries until when it holds. The answer to one request (route, query, reader) is therefore
 * decided by that version: the ETag is a digest of the request and the version, known after
 * one counter read and before any row is read, and the serialised body is kept under the
 * same version. A write anywhere in the view moves the version in its own transaction, so no
 * instance can serve an answer older than a write whose response has been sent.
 *
 * A request for a kept answer (the same path and query string, by a credential this instance
 * resolved a moment ago) is answered in an `onRequest` hook, before authentication,
 * validation and the rate-limit plugin run (`registerKeptAnswers`): what they would decide is
 * already known from the first request, except the rate limit, counted here with the same
 * counters, and the version, read again. Everything else takes the route. Bodies are kept up
 * to `maxBytes`, least recently used out first.
 */
export class ListAnswers {
  private readonly kept = new Map<string, Kept>();
  private readonly maxBytes: number;
  private bytes = 0;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }

  /** Answers a list request through its route: 304, a kept body, or `read()` serialised by the route's schema and kept. */
  async answer(request: FastifyRequest, reply: FastifyReply, stampOf: () => Promise<ListStamp>, read: () => Promise<unknown>): Promise<FastifyReply> {
    const stamp = await stampOf();
    const key = `${request.url}|${stamp.reader ?? ''}`;
    const version = versionOf(stamp);
    const kept = this.current(key, version);
    const tag = kept?.tag ?? weakTag(`${request.routeOptions.url}?${canonicalQuery(request.query)}|${stamp.list}|${stamp.reader ?? ''}#${version}`);
    if (await reply.revalidate(tag)) return reply.send();
    reply.type('application/json; charset=utf-8');
    if (kept) return reply.send(kept.body);
    let answer: unknown;
    try {
      answer = await read();
    } catch (error) {
      // An error (the item is gone) carries no tag and is not kept.
      reply.removeHeader('etag').header('cache-control', 'no-store');
      throw error;
    }
    // The route's response schema serialises, as for any answer; bytes are then sent as they are.
    const body = Buffer.from(reply.serialize(answer) as string);
    const scope = request.routeOptions.config.scope as ApiScope;
    this.keep(key, { version, tag, body, scope, stampOf });
    return reply.send(body);
  }

  /** Answers the request from a kept answer when everything it depends on is known; false sends it on its way. */
  async answerKept(request: FastifyRequest, reply: FastifyReply, options: KeptAnswerOptions): Promise<boolean> {
    // Browsers' requests (CORS, the refusal of API keys from pages) take the route.
    if (request.method !== 'GET' || request.headers.origin !== undefined || !this.kept.size) return false;
    const credential = BEARER.exec(request.headers.authorization ?? '')?.[1];
    const principal = credential === undefined ? undefined : options.cachedPrincipal(credential);
    if (!principal) return false;
    const reader = `${request.url}|${principal.userId}`;
    const key = this.kept.has(reader) ? reader : `${request.url}|`;
    const candidate = this.kept.get(key);
    if (!candidate || !principal.scopes.has(candidate.scope)) return false;
    const kept = this.current(key, versionOf(await candidate.stampOf()));
    if (!kept) return false;
    const { current, ttl } = await options.counters.take(principal.credentialId, options.rateLimitWindowMs);
    if (current > options.rateLimitMax) {
      // The rate-limit plugin counts it again and answers the 429.
      await options.counters.refund(principal.credentialId);
      return false;
    }
    request.principal = principal;
    reply
      .header('ratelimit-limit', options.rateLimitMax)
      .header('ratelimit-remaining', Math.max(0, options.rateLimitMax - current))
      .header('ratelimit-reset', Math.ceil(ttl / 1000));
    if (await reply.revalidate(kept.tag)) {
      reply.send();
      return true;
    }
    reply.type('application/json; charset=utf-8').send(kept.body);
    return true;
  }

  get size(): number {
    return this.kept.size;
  }

  /** The entry kept under `key` if it is of `version`, made the most recently used. */
  private current(key: string, version: string): Kept | undefined {
    const kept = this.kept.get(key);
    if (kept?.version !== version) return undefined;
    // Most recently used last: the Map's order is the eviction order.
    this.kept.delete(key);
    this.kept.set(key, kept);
    return kept;
  }

  private keep(key: string, entry: Kept): void {
    const size = entry.body.length + key.length;
    if (size > this.maxBytes) return;
    const old = this.kept.get(key);
    if (old) {
      this.kept.delete(key);
      this.bytes -= old.body.length + key.length;
    }
    while (this.bytes + size > this.maxBytes) {
      const [oldestKey, oldest] = this.kept.entries().next().value!;
      this.kept.delete(oldestKey);
      this.bytes -= oldest.body.length + oldestKey.length;
    }
    this.kept.set(key, entry);
    this.bytes += size;
  }
}

/**
 * Serves kept list answers from an `onRequest` hook of `app`. Register it after the hooks
 * every answer needs (request id, draining, caching headers, CORS) and before the routes'.
 */
export function registerKeptAnswers(app: FastifyInstance, answers: ListAnswers, options: KeptAnswerOptions): void {
  // A callback hook: the requests that cannot be served here (writes, most first reads) pass
  // without a promise of their own.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'GET' || !answers.size) return done();
    answers.answerKept(request, reply, options).then((served) => {
      if (!served) done();
    }, done);
  });
}

function versionOf(stamp: ListStamp): string {
  return `${stamp.state.contentVersion}:${stamp.state.validUntil}`;
}

/** The validated query (defaults applied) with its keys in one order, so `?a=1&b=2` and `?b=2&a=1` share a tag. */
function canonicalQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  return Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`)
    .join('&');
}
