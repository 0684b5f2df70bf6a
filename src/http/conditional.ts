import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, onSendAsyncHookHandler } from 'fastify';

/**
 * Conditional requests: every successful GET of `api` carries a weak `ETag` and
 * `Cache-Control: private, no-cache` (a client may keep the answer but must ask again before
 * using it); `If-None-Match` with the current tag is answered `304` with no body, and the
 * request is given back to the rate limit (`refund`), so polling for changes costs no quota.
 *
 * The tag is a digest of the answer's bytes. The versions the store keeps cannot stand in
 * for it: a list's version moves when rows enter, leave or reorder, not when one changes
 * (a prayer's `prayerCount`), and `updatedAt` has millisecond resolution, so two prayers said
 * within one millisecond leave it as it was while the count moves. A digest changes exactly
 * when the body does, caller-specific fields (`isRegistered`, an anonymous author shown to
 * its writer) included; it costs one SHA-256 over the serialised answer (a few µs for a
 * page), and a 304 saves the client the transfer and the parse.
 */
export function registerConditionalRequests(api: FastifyInstance, refund: (request: FastifyRequest) => Promise<void>): void {
  const tagAnswer: onSendAsyncHookHandler<unknown> = async function tagAnswer(request, reply, payload) {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const tag = `W/"${hash('sha256', payload, 'base64url').slice(0, 27)}"`;
    reply.header('etag', tag).header('cache-control', 'private, no-cache');
    const condition = request.headers['if-none-match'];
    if (condition === undefined || !matches(condition, tag)) return payload;
    reply.code(304).removeHeader('content-type');
    await refund(request);
    return null;
  };
  // Only the routes that answer GET get the hook, so a write pays nothing for it.
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) route.onSend = [...[route.onSend ?? []].flat(), tagAnswer];
  });
}

/** RFC 9110 13.1.2: `*` or a list of tags, compared weakly (the `W/` prefix ignored). */
function matches(condition: string, tag: string): boolean {
  const opaque = tag.slice(2);
  return condition.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}
