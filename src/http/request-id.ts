import { randomUUID } from 'node:crypto';
import type { FastifyInstance, RawRequestDefaultExpression } from 'fastify';

/**
 * Every request has an id, on every log line and in the `X-Request-Id` response header. A
 * client's own id is kept when it is short and plain (so traces can be followed across
 * services); anything else gets a fresh UUID, so a header cannot inject into the logs.
 */
export function requestId(request: RawRequestDefaultExpression): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.-]{1,64}$/.test(given) ? given : randomUUID();
}

export function sendRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', function sendRequestIdHeader(request, reply, done) {
    // On the raw response, so it also reaches the issuers' answers, which the mounted
    // oidc-provider writes itself.
    reply.raw.setHeader('x-request-id', request.id);
    done();
  });
}
