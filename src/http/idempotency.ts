import type { FastifyInstance, onSendAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import { Type } from 'typebox';
import { errorResponses } from './responses.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The headers of a first response a replay repeats; the rest (request id, rate limit) belong to each request. */
const REPLAYED_HEADERS = ['content-type', 'location'];

/** The `Idempotency-Key` request header, documented and checked on every write of the API. */
export const IdempotencyKeyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x20-\\x7E]+$',
      description:
        'Makes the write safe to retry: 1 to 255 printable ASCII characters, e.g. a UUID, new for each distinct request. ' +
        'Within 24 h a repeat with the same key, method, path and body answers the first response again (with ' +
        '`Idempotent-Replayed: true`) and does nothing; the key with another request is 422 `IdempotencyKeyMismatch`; ' +
        'a repeat while the first still runs is 409. A request that failed (4xx, 5xx) is not kept: retry it with the same key.',
    }),
  ),
});

/** Whose key it is: keys of different apps or users never meet. */
export interface KeyOwner {
  appId: number;
  userId: number;
  key: string;
}

/** A write as its key remembers it. */
export interface KeyedRequest {
  method: string;
  /** Path and query string. */
  url: string;
  body: unknown;
}

/** A response to store and to answer again. */
export interface StoredResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

/** The right to run a keyed request, held until its response is stored or the claim given back; the store's own. */
export type IdempotencyClaim = object;

/** Where keyed writes are remembered: the idempotency module's service, given to the host at start-up. */
export interface IdempotencyStore {
  /** Claims the key for this request, or answers the stored response of its first run. */
  begin(owner: KeyOwner, request: KeyedRequest): Promise<{ claim: IdempotencyClaim } | { replay: StoredResponse }>;
  complete(claim: IdempotencyClaim, response: StoredResponse): Promise<void>;
  release(claim: IdempotencyClaim): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The key this write holds, until its response is stored or the claim given back. */
    idempotencyClaim: IdempotencyClaim | null;
  }
}

/**
 * Idempotent writes: every POST, PUT, PATCH and DELETE route of `api` (registered after this
 * call) accepts `Idempotency-Key`. The key is claimed after authentication, the rate limit
 * and validation (a refused request claims nothing) and before the handler; the response is
 * stored, or the claim given back, before the answer leaves, so a client that has its answer
 * and repeats the request always gets the replay.
 */
export function registerIdempotency(api: FastifyInstance, idempotency: IdempotencyStore): void {
  api.decorateRequest('idempotencyClaim', null);

  const claim: preHandlerAsyncHookHandler = async function claim(request, reply) {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string' || !request.principal) return;
    const owner = { appId: request.principal.appId, userId: request.principal.userId, key };
    const outcome = await idempotency.begin(owner, { method: request.method, url: request.url, body: request.body });
    if ('claim' in outcome) {
      request.idempotencyClaim = outcome.claim;
      return;
    }
    const { statusCode, headers, body } = outcome.replay;
    return reply.code(statusCode).headers(headers).header('idempotent-replayed', 'true').send(statusCode === 204 ? null : body);
  };

  const store: onSendAsyncHookHandler<unknown> = async function store(request, reply, payload) {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    try {
      if (reply.statusCode >= 200 && reply.statusCode < 300) {
        const headers: Record<string, string> = {};
        for (const name of REPLAYED_HEADERS) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        await idempotency.complete(held, { statusCode: reply.statusCode, headers, body: typeof payload === 'string' ? payload : '' });
      } else {
        await idempotency.release(held);
      }
    } catch (err) {
      // The write itself is done; the answer goes out. The claim lapses after a minute.
      request.log.error({ err }, 'could not record the idempotency key');
    }
    return payload;
  };

  // Only writes get the hooks, so a read pays nothing for them.
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!route.config?.scope || !methods.some((method) => WRITES.has(method))) return;
    route.schema = {
      ...route.schema,
      headers: IdempotencyKeyHeaders,
      response: { ...errorResponses(400, 409, 422), ...(route.schema?.response as object) },
    };
    route.preHandler = [claim, ...[route.preHandler ?? []].flat()];
    route.onSend = [...[route.onSend ?? []].flat(), store];
  });
}
