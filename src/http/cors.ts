import cors from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * Browser apps on any site may call the API: it uses no cookies, so a page can only send a
 * credential it holds itself (an OAuth access token), and answering every origin exposes
 * nothing another site could not read with its own token. Preflights are answered before
 * authentication and rate limits (a browser sends them without credentials).
 *
 * `X-API-Key` is not among the allowed headers: API keys belong on servers, and a key sent
 * from another site's page is refused anyway (see refuseKeysFromBrowsers).
 */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Idempotency-Key', 'If-None-Match', 'X-Request-Id'];
export const CORS_EXPOSED_HEADERS = [
  'RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After', 'ETag', 'X-Request-Id', 'Idempotent-Replayed', 'WWW-Authenticate',
];
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Seconds a browser may reuse a preflight answer (Chromium caps it at two hours). */
export const CORS_MAX_AGE = 7200;

const EXPOSED = CORS_EXPOSED_HEADERS.join(', ');

/** The CORS headers of an ordinary answer, as header names and values in one list (`writeHead`). */
export const CORS_ANSWER_HEADERS = ['access-control-allow-origin', '*', 'access-control-expose-headers', EXPOSED] as const;

/**
 * Register after the OAuth mount: the issuer's endpoints answer CORS themselves, only for
 * the web origins of public apps.
 */
export async function registerCors(app: FastifyInstance): Promise<void> {
  // An OPTIONS request that is not a preflight asks what the path allows: the not-found
  // handler answers it (405 with Allow, or 404), in the error object.
  app.addHook('onRequest', function answerNonPreflightOptions(request, reply, done) {
    if (request.method === 'OPTIONS' && !(request.headers.origin && request.headers['access-control-request-method'])) {
      return void addCorsHeaders(reply).callNotFound();
    }
    done();
  });
  await app.register(cors, {
    origin: '*',
    credentials: false,
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: EXPOSED,
    maxAge: CORS_MAX_AGE,
  });
}

/** The CORS headers of an ordinary answer, for answers written before any hook runs (router refusals). */
export function addCorsHeaders(reply: FastifyReply): FastifyReply {
  return reply.header(CORS_ANSWER_HEADERS[0], CORS_ANSWER_HEADERS[1]).header(CORS_ANSWER_HEADERS[2], CORS_ANSWER_HEADERS[3]);
}

const KEY_IN_AUTHORIZATION = /^Bearer +cpk_/i;

/**
 * The spec keeps API keys out of client-side code. A request carrying a key (`cpk_…`, as a
 * bearer credential or in X-API-Key) from a page of another site is refused before the key
 * is even looked up, so a key pasted into a web page stops working at once and tells its
 * developer why. The API host's own pages (the API reference) may use one.
 */
export function refuseKeysFromBrowsers(app: FastifyInstance, ownOrigin: string): void {
  app.addHook('onRequest', function refuseApiKeysFromPages(request, _reply, done) {
    const origin = request.headers.origin;
    if (origin === undefined || origin === ownOrigin || !carriesApiKey(request)) return done();
    done(
      forbidden(
        'API keys are for servers and must never be sent from a web page: this request came from another site (Origin ' +
          `${origin}). Browser apps sign people in with OAuth (authorization code with PKCE) and send the access token.`,
      ),
    );
  });
}

function carriesApiKey(request: FastifyRequest): boolean {
  const { authorization } = request.headers;
  const apiKey = request.headers['x-api-key'];
  return (typeof authorization === 'string' && KEY_IN_AUTHORIZATION.test(authorization)) || typeof apiKey === 'string';
}
