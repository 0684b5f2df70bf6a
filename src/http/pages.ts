import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Shared pieces of the sign-in host's server-rendered pages: sending a page, and the
 * return path that brings a person back after signing in.
 */

// Pages load only our stylesheet and our one script file (no inline scripts, no other
// origins; forms post only to us), and images from us or over HTTPS (an app's logo on the
// consent page); nothing may frame them (clickjacking on the consent page) and no URL (with
// its interaction id) leaks through Referer.
export const PAGE_HEADERS = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' https:; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'cache-control': 'no-store',
};

export function sendPage(reply: FastifyReply, body: string, status = 200): FastifyReply {
  return reply.code(status).type('text/html; charset=utf-8').send(body);
}

const ORIGIN = 'http://return.invalid';

/** A path a browser reads as another host: `//host` or `/\\host`. */
const HOST_RELATIVE = /^[/\\]{2}/;

/**
 * A return address after sign-in, accepted only as a path on this host: it must start with
 * one `/` (not `//` or `/\`, which browsers read as another host), hold no control
 * characters or backslashes, and still resolve to this host. The checks apply to the value
 * as given and again to the normalised path that is actually returned, since normalising
 * can turn `/.//evil.test` into `//evil.test`. Anything else is dropped, so `next` can never
 * send someone to another site.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2048) return undefined;
  if (!value.startsWith('/') || HOST_RELATIVE.test(value)) return undefined;
  // Backslashes and control characters (code points below 0x20, and DEL).
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return undefined;
  const url = URL.parse(value, ORIGIN);
  if (!url || url.origin !== ORIGIN) return undefined;
  const path = url.pathname + url.search;
  if (HOST_RELATIVE.test(path) || /%5c/i.test(url.pathname)) return undefined;
  return path;
}

/** The login page, asked to come back to this request's page afterwards. */
export function loginLocation(request: FastifyRequest): string {
  const here = safeReturnPath(request.url);
  return here ? `/login?next=${encodeURIComponent(here)}` : '/login';
}
