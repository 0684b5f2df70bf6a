import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * CSRF protection for server-rendered forms (needs @fastify/cookie and a form body parser).
 *
 * The browser holds a random value in an HttpOnly cookie; each form carries an HMAC of it
 * under a server secret. A cross-site form post cannot read the cookie to compute the token,
 * and someone who can plant a cookie (a sibling subdomain) still cannot forge the token
 * without the secret. SameSite=Lax on the cookie is a second line of defence.
 */
export const CSRF_COOKIE = 'cp_csrf';
export const CSRF_FIELD = '_csrf';

export const CSRF_FAILED = 'The form was not accepted because it did not come from this page (or it is stale). Reload the page and try again.';

export class CsrfProtection {
  private readonly secret: Buffer;
  private readonly secure: boolean;

  constructor(secret: Buffer, options: { secure: boolean }) {
    this.secret = secret;
    this.secure = options.secure;
  }

  /** The token for a form on this response; sets the cookie when the browser has none. */
  issue(request: FastifyRequest, reply: FastifyReply): string {
    let value = request.cookies[CSRF_COOKIE];
    if (!value || !/^[\w-]{43}$/.test(value)) {
      value = randomBytes(32).toString('base64url');
      reply.setCookie(CSRF_COOKIE, value, { path: '/', httpOnly: true, sameSite: 'lax', secure: this.secure });
      // Later issue() calls of the same request must reuse the value just set.
      request.cookies[CSRF_COOKIE] = value;
    }
    return this.sign(value);
  }

  /** Whether a submitted form carries the token matching this browser's cookie. */
  verify(request: FastifyRequest): boolean {
    const value = request.cookies[CSRF_COOKIE];
    const body = request.body as Record<string, unknown> | undefined;
    const presented = body?.[CSRF_FIELD];
    if (!value || typeof presented !== 'string') return false;
    const expected = Buffer.from(this.sign(value));
    const actual = Buffer.from(presented);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }

  private sign(value: string): string {
    return createHmac('sha256', this.secret).update(value).digest('base64url');
  }
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Refuses every POST, PUT, PATCH and DELETE to a route of `app`
 * whose form does not carry this browser's token; `refuse` answers it. Before validation, so
 * a forged form learns nothing about its fields; a path without a route keeps its 404.
 */
export function requireCsrfToken(app: FastifyInstance, csrf: CsrfProtection, refuse: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>): void {
  app.addHook('preValidation', async (request, reply) => {
    if (!UNSAFE.has(request.method) || request.routeOptions.url === undefined || csrf.verify(request)) return;
    return refuse(request, reply);
  });
}
