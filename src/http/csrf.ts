import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

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
