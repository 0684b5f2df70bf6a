import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { BEARER } from './authentication.ts';
import { REVALIDATE, namesTag, weakTag } from './conditional.ts';
import { keptAnswerHead, rateLimitHeaders } from './answer-headers.ts';
import { decimal } from './decimal.ts';
import { KeptEntries } from './kept-entries.ts';
import { requestId } from './request-id.ts';
import type { FastifyReply, FastifyRequest, FastifyServerFactory } from 'fastify';
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
  /** The route's pattern, for the metrics. */
  route: string;
  /** Reads the stamp again for the same request (the same validated query, the same reader). */
  stampOf: () => Promise<ListStamp>;
}

/**
 * What the kept-answer path decided about each hook and plugin of the API host, since a kept
 * answer is given before Fastify and its hooks see the request. Keys are `phase:function` as
 * Fastify lists a route's hooks (`printRoutes({ includeHooks: true })`), and `plugin:name` for
 * plugins; a third-party hook without a function name is listed as `phase:anonymous (plugin)`.
 * `src/http/kept-hooks.test.ts` fails when the host gains a hook or plugin that is not listed
 * here: decide whether a kept answer must apply it (then apply it below) or why it need not.
 */
export const KEPT_ANSWER_DECISIONS: Readonly<Record<string, string>> = {
  'onRequest:sendRequestIdHeader': 'applied: the same `requestId` function names the answer and its access line',
  'onRequest:closeConnectionsWhileDraining': 'applied: while the host drains, `serving()` is false and every request takes the route',
  'onRequest:protectAnswers': 'applied: `keptAnswerHead` writes the same PROTECTIVE_HEADERS',
  'onRequest:oauthIssuer': 'not needed: it answers only the OAuth issuer paths, and no list lives there',
  'onRequest:answerNonPreflightOptions': 'not needed: it acts on OPTIONS, and only GET is kept',
  'onRequest:handleCors': 'applied: a request with an Origin takes the route; others get the CORS_ANSWER_HEADERS the plugin sends them',
  'onRequest:refuseApiKeysFromPages': 'applied: requests with an Origin or an X-API-Key header take the route',
  'onRequest:authenticateAndCheckScope': "applied: only a credential this instance resolved a moment ago (and revocation clears) is served, and only with the route's scope",
  'onRequest:authenticateMcpCaller': "applied: a kept tool call is taken only for a credential this instance resolved a moment ago, without an Origin, and only for a tool the caller's scopes and approvals allow",
  'preValidation:refuseUnsafeText': 'applied: a kept answer serves the exact path and query string its route validated',
  'preValidation:refuseQueryOfRoutesWithout': 'applied: a kept answer serves the exact path and query string its route validated',
  'preValidation:anonymous (@fastify/rate-limit)': 'applied: the same counters are taken; over the limit the route answers the 429',
  'onSend:tagByDigest': 'not needed: list answers carry the tag of their version, and the hook leaves tagged answers alone',
  'onResponse:logAccessLine': 'applied: `logAnswer` writes the same access line',
  'onResponse:countAnswer': "applied: `countAnswer` records the answer under the route's pattern",
  'plugin:@fastify/cors': 'applied: see handleCors',
  'plugin:@fastify/rate-limit': 'applied: see the rate-limit hook',
  'plugin:@fastify/swagger': 'not needed: it serves the OpenAPI document and adds no hook to answers',
  'plugin:apiV1': 'not needed: it groups the /api/v1 routes; its hooks are listed one by one',
};

/** How a kept answer is served before Fastify sees the request (`keptAnswersServer`). */
export interface KeptAnswerOptions {
  /** The principal a credential resolved to a moment ago on this instance; undefined sends the request the long way. */
  cachedPrincipal(credential: string): Principal | undefined;
  counters: RefundableCounters;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  /** False while the host drains or closes: every answer then takes the route, which says `Connection: close`. */
  serving(): boolean;
  /** Writes the access line of an answer given here; undefined when access lines are not logged. */
  logAnswer?(request: IncomingMessage, id: string, statusCode: number, responseTimeMs: number): void;
  /** Records an answer given here in the host's metrics, under its route's pattern. */
  countAnswer?(route: string, statusCode: number, seconds: number): void;
  /**
   * Other answers given before Fastify, on the same terms (the MCP server's tool calls of kept
   * lists): each takes a request, answering true, or leaves it to the next and then the route.
   */
  before?: ((request: IncomingMessage, response: ServerResponse, route: (request: IncomingMessage, response: ServerResponse) => void) => boolean)[];
}

/** A kept answer found current for a reader, with the rate limit counted for it. */
export interface KeptBody {
  body: Buffer;
  tag: string;
  route: string;
  rateLimit: { current: number; ttl: number };
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
 * resolved a moment ago) is answered by the host's server before Fastify sees it
 * (`keptAnswersServer`): what routing, authentication, validation and the hooks would decide
 * is already known from the first request, except the rate limit, counted here with the same
 * counters, and the version, read again. The answer carries the headers and the access line
 * the route's would. Everything else takes the route. Bodies are kept up to `maxBytes`, the least
 * used out first (`KeptEntries`).
 */
export class ListAnswers {
  private readonly kept: KeptEntries<Kept>;
  constructor(maxBytes: number) {
    this.kept = new KeptEntries(maxBytes);
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
    this.kept.set(key, { version, tag, body, scope, route: request.routeOptions.url!, stampOf }, body.length + key.length);
    return reply.send(body);
  }

  /**
   * Takes `request` when a kept answer may serve it, and answers it once its version and the
   * rate limit are checked; when either says no, it goes to `route` after all. False when it
   * is not taken: the caller routes it.
   */
  serve(request: IncomingMessage, response: ServerResponse, options: KeptAnswerOptions, route: (request: IncomingMessage, response: ServerResponse) => void): boolean {
    const { headers } = request;
    // Browsers' requests (CORS, the refusal of API keys from pages), a second credential and
    // anything with a body take the route.
    if (request.method !== 'GET' || !this.kept.size || headers.origin !== undefined || headers['x-api-key'] !== undefined) return false;
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined || headers.host === undefined || !options.serving()) return false;
    const credential = BEARER.exec(headers.authorization ?? '')?.[1];
    const principal = credential === undefined ? undefined : options.cachedPrincipal(credential);
    if (!principal) return false;
    const reader = `${request.url}|${principal.userId}`;
    const key = this.kept.has(reader) ? reader : `${request.url}|`;
    const candidate = this.kept.peek(key);
    if (!candidate || !principal.scopes.has(candidate.scope)) return false;
    const started = performance.now();
    this.answerKept(request, response, options, principal, key, candidate, started).then(
      (served) => served || route(request, response),
      // A check that failed (the database, Redis) wrote nothing: the route answers, its error
      // included.
      (error: unknown) => (response.headersSent ? response.destroy(error as Error) : route(request, response)),
    );
    return true;
  }

  /**
   * The kept answer of a GET of `url` (path and query, as a REST request sends them) for this
   * reader, when it is current and the rate limit lets the request through (counted); undefined
   * otherwise, and then nothing is counted: the request goes the long way.
   */
  async keptBody(url: string, principal: Principal, options: KeptAnswerOptions): Promise<KeptBody | undefined> {
    const reader = `${url}|${principal.userId}`;
    const key = this.kept.has(reader) ? reader : `${url}|`;
    const candidate = this.kept.peek(key);
    if (!candidate || !principal.scopes.has(candidate.scope)) return undefined;
    return this.take(options, principal, key, candidate);
  }

  private async take(options: KeptAnswerOptions, principal: Principal, key: string, candidate: Kept): Promise<KeptBody | undefined> {
    const kept = this.current(key, versionOf(await candidate.stampOf()));
    if (!kept) return undefined;
    const { current, ttl } = await options.counters.take(principal.credentialId, options.rateLimitWindowMs);
    if (current > options.rateLimitMax) {
      // The rate-limit plugin counts it again and answers the 429.
      await options.counters.refund(principal.credentialId);
      return undefined;
    }
    return { body: kept.body, tag: kept.tag, route: kept.route, rateLimit: { current, ttl } };
  }

  private async answerKept(request: IncomingMessage, response: ServerResponse, options: KeptAnswerOptions, principal: Principal, key: string, candidate: Kept, started: number): Promise<boolean> {
    const kept = await this.take(options, principal, key, candidate);
    if (!kept) return false;
    const { current, ttl } = kept.rateLimit;
    const condition = request.headers['if-none-match'];
    const notModified = condition !== undefined && namesTag(condition, kept.tag);
    // A 304 gives its request back, as on the route.
    if (notModified) await options.counters.refund(principal.credentialId);
    const id = requestId(request);
    const statusCode = notModified ? 304 : 200;
    const rateLimit = rateLimitHeaders(options.rateLimitMax, decimal(Math.max(0, options.rateLimitMax - current)), Math.ceil(ttl / 1000));
    const head = keptAnswerHead(id, REVALIDATE, rateLimit, kept.tag);
    if (notModified) {
      response.writeHead(304, head).end();
    } else {
      head.push('content-type', 'application/json; charset=utf-8', 'content-length', String(kept.body.length));
      response.writeHead(200, head).end(kept.body);
    }
    const elapsed = performance.now() - started;
    options.logAnswer?.(request, id, statusCode, elapsed);
    options.countAnswer?.(kept.route, statusCode, elapsed / 1000);
    return true;
  }

  /** The entry kept under `key` if it is of `version`, counted as used. */
  private current(key: string, version: string): Kept | undefined {
    return this.kept.peek(key)?.version === version ? this.kept.use(key) : undefined;
  }
}

/**
 * The API host's HTTP server (Fastify's `serverFactory`): kept answers are given here, the
 * rest goes to Fastify. Fastify's own server settings (timeouts, requests per connection)
 * are applied as it would apply them.
 */
export function keptAnswersServer(answers: ListAnswers, options: KeptAnswerOptions): FastifyServerFactory {
  return (handler, settings) => {
    const server = createServer((request, response) => {
      let taken = false;
      try {
        taken = answers.serve(request, response, options, handler) || (options.before?.some((serve) => serve(request, response, handler)) ?? false);
      } catch {
        // Nothing was written: the route answers. A fault here must not take the process down.
      }
      if (!taken) handler(request, response);
    });
    const { keepAliveTimeout, requestTimeout, connectionTimeout, maxRequestsPerSocket } = settings as Record<string, number>;
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    if (maxRequestsPerSocket > 0) server.maxRequestsPerSocket = maxRequestsPerSocket;
    return server;
  };
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
