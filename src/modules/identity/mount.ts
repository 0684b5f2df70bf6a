import type { IncomingMessage, ServerResponse } from 'node:http';
import type { onRequestHookHandler } from 'fastify';
import type Provider from 'oidc-provider';

export interface MountOptions {
  /** The issuer's path ('' at the root of a host, '/api/v1' for the API issuer). */
  prefix: string;
  /**
   * Paths below the prefix that belong to the provider: a path ending in `/` covers
   * everything below it; any other covers itself and its sub-paths (`/oauth/authorize/:uid`).
   * Everything else, unknown `/oauth/…` paths included, stays with Fastify and its 404.
   */
  paths: string[];
  /** Exact paths outside the prefix served by a provider path (RFC 8414's well-known form). */
  aliases?: Record<string, string>;
  /**
   * The methods each entry of `paths` answers, and how to refuse another one (a CORS
   * preflight always goes through). Without it every method reaches the provider, which
   * answers an unknown one with a bare 404.
   */
  methods?: { allowed: Record<string, readonly string[]>; refuse(res: ServerResponse, path: string, allowed: readonly string[]): void };
}

/**
 * An `onRequest` hook handing the provider's paths to oidc-provider (a Koa app) before
 * Fastify parses a body, so the provider reads the raw request itself. Other paths go on to
 * Fastify's routes. The prefix is stripped as oidc-provider expects when mounted.
 *
 * A plain hook rather than a middleware engine: every request of the host passes here, and
 * all it needs is a prefix test on the path.
 */
export function mountProvider(provider: Provider, options: MountOptions): onRequestHookHandler {
  const route = providerRoute(provider, options);
  return function oauthIssuer(request, reply, done) {
    route(request.raw, reply.raw, done);
  };
}

function providerRoute(provider: Provider, options: MountOptions) {
  const handle = provider.callback();
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    const alias = options.aliases?.[path];
    let inner: string;
    let entry: string | undefined;
    if (alias !== undefined) {
      inner = alias + url.slice(path.length);
      entry = options.paths.find((p) => p.endsWith('/') && alias.startsWith(p));
    } else {
      if (!path.startsWith(options.prefix)) return next();
      const rest = path.slice(options.prefix.length);
      entry = options.paths.find((p) => (p.endsWith('/') ? rest.startsWith(p) : rest === p || rest.startsWith(`${p}/`)));
      if (entry === undefined) return next();
      inner = url.slice(options.prefix.length);
    }
    const allowed = entry === undefined ? undefined : options.methods?.allowed[entry];
    if (allowed && req.method !== 'OPTIONS' && !allowed.includes(req.method ?? '')) return options.methods!.refuse(res, path, allowed);
    req.url = inner;
    // oidc-provider derives its mount path from originalUrl minus url, as under Express.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = options.prefix + inner;
    void handle(req, res);
  };
}
