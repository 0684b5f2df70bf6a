import { hash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Gives the answer `tag` (a weak ETag) and `Cache-Control: private, no-cache`. True when
     * the request's `If-None-Match` names it: the status is then 304 (send it without a
     * body) and the request is given back to the rate limit.
     */
    revalidate(tag: string): Promise<boolean>;
  }
}

/** The caching rule of every tagged answer: a client may keep it, but must ask again before using it. */
export const REVALIDATE = 'private, no-cache';

/**
 * Conditional requests: every successful GET of `api` carries a weak `ETag` and
 * `Cache-Control: private, no-cache` (a client may keep the answer but must ask again before
 * using it); `If-None-Match` with the current tag is answered `304` with no body, and the
 * request is given back to the rate limit (`refund`), so polling for changes costs no quota.
 *
 * The resource lists tag their answers from the versions the store keeps (see
 * `ListAnswers`): the tag is known before any row is read, so a 304 costs one counter read.
 * Every other GET (one resource, a membership list, the change feed) is tagged by a digest
 * of its answer: one SHA-256 over a small body, changing exactly when the body does.
 */
export function registerConditionalRequests(api: FastifyInstance, refund: (request: FastifyRequest) => Promise<void>): void {
  async function revalidate(this: FastifyReply, tag: string): Promise<boolean> {
    this.header('etag', tag).header('cache-control', REVALIDATE);
    const condition = this.request.headers['if-none-match'];
    if (condition === undefined || !namesTag(condition, tag)) return false;
    await refund(this.request);
    this.code(304);
    return true;
  }
  api.decorateReply('revalidate', revalidate);

  const tagByDigest: onSendAsyncHookHandler<unknown> = async function tagByDigest(request, reply, payload) {
    if (request.method !== 'GET' || reply.statusCode !== 200 || typeof payload !== 'string' || reply.hasHeader('etag')) return payload;
    if (!(await reply.revalidate(weakTag(payload)))) return payload;
    reply.removeHeader('content-type');
    return null;
  };
  // Only the routes that answer GET get the hook, so a write pays nothing for it.
  api.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (methods.includes('GET')) route.onSend = [...[route.onSend ?? []].flat(), tagByDigest];
  });
}

/** A weak entity tag naming `text` by its digest: the same text, the same tag. */
export function weakTag(text: string): string {
  return `W/"${hash('sha256', text, 'base64url').slice(0, 27)}"`;
}

/** Whether an `If-None-Match` value names `tag` (RFC 9110 13.1.2): `*` or a list of tags, compared weakly (the `W/` prefix ignored). */
export function namesTag(condition: string, tag: string): boolean {
  const opaque = tag.slice(2);
  return condition.split(',').some((candidate) => {
    const trimmed = candidate.trim();
    return trimmed === '*' || (trimmed.startsWith('W/') ? trimmed.slice(2) : trimmed) === opaque;
  });
}
