import type { FastifyInstance } from 'fastify';

/**
 * The methods each registered path answers, so a request with another method on a known path
 * is told `405 Method Not Allowed` and what is allowed (`Allow`), rather than that the path
 * does not exist. Collected as routes are registered; matched only when no route matched,
 * so it costs the routed requests nothing.
 */
export class AllowedMethods {
  private readonly routes: { pattern: RegExp; methods: Set<string> }[] = [];

  /** Collects the routes registered on `app` from now on; wildcard routes (the CORS preflight) are left out. */
  collect(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (route.url.includes('*')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      const source = `^${route.url.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/')}$`;
      let entry = this.routes.find((known) => known.pattern.source === source);
      if (!entry) {
        entry = { pattern: new RegExp(source), methods: new Set() };
        this.routes.push(entry);
      }
      for (const method of methods) entry.methods.add(method);
    });
  }

  /** The methods `path` answers, in a stable order; empty when no route has that path. */
  of(path: string): string[] {
    const methods = new Set<string>();
    for (const route of this.routes) if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    return [...methods].sort();
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
