import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyInstance } from 'fastify';

/**
 * GET {API}/docs: the API reference, Redoc's standalone bundle rendering the OpenAPI document
 * of this host. Everything comes from this host (the bundle from the installed `redoc`
 * package, no CDN), and the page's Content-Security-Policy allows scripts from it and fetches
 * to it, plus exactly what Redoc does in the page (the browser test fails on any violation):
 * it writes its styles into <style> elements at run time ('unsafe-inline' styles, no script),
 * runs its search index in a worker made from a blob: URL, and shows a data: image in place of
 * the logo it would load from Redocly's CDN (see redocBundle).
 *
 * Assets are named by their content, so browsers keep them for a year; the page itself is
 * checked again on each visit (it names the assets) and answers 304 while unchanged.
 */

const require = createRequire(import.meta.url);
const REDOC_VERSION = (require('redoc/package.json') as { version: string }).version;

export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src data:",
  "connect-src 'self'",
  "worker-src blob:",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The script that starts Redoc: a file of its own, so the page needs no inline script. */
const INIT_SCRIPT = `Redoc.init('openapi.json', {
  expandResponses: '200,201',
  jsonSampleExpandLevel: 3,
  pathInMiddlePanel: true,
  sortTagsAlphabetically: false,
}, document.getElementById('reference'));
`;

interface Asset {
  path: string;
  body: Buffer;
}

function asset(name: string, body: Buffer): Asset {
  const digest = createHash('sha256').update(body).digest('base64url').slice(0, 12);
  return { path: `/docs/${name}-${digest}.js`, body };
}

function page(redoc: Asset, init: Asset): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Community Platform API reference</title>
</head>
<body>
<noscript>This reference needs JavaScript. The OpenAPI document it shows is at <a href="openapi.json">openapi.json</a>.</noscript>
<div id="reference"></div>
<script src="${redoc.path.slice(1)}"></script>
<script src="${init.path.slice(1)}"></script>
</body>
</html>
`;
}

/**
 * The bundle as installed, but for the one address it would load from another site: the logo
 * beside "API docs by Redocly" comes from Redocly's CDN, which the policy refuses (and which
 * would tell a third party who reads our docs). An empty data: image takes its place; Redoc
 * then leaves the logo out and keeps the link.
 */
function redocBundle(): Buffer {
  const bundle = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  if (!bundle.includes(REDOC_LOGO)) throw new Error(`redoc ${REDOC_VERSION} no longer loads ${REDOC_LOGO}: check what it loads now`);
  return Buffer.from(bundle.replaceAll(REDOC_LOGO, 'data:,'));
}

const REDOC_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';

/** The reference page and its two scripts, on `api` (the /api/v1 scope). */
export function registerDocs(api: FastifyInstance): void {
  const redoc = asset(`redoc-${REDOC_VERSION}`, redocBundle());
  const init = asset('init', Buffer.from(INIT_SCRIPT));
  const html = page(redoc, init);
  // Public and outside the rate limit, like the document it shows.
  const options = { schema: { hide: true }, config: { rateLimit: false } };

  api.get('/docs', options, async (_request, reply) => {
    reply
      .type('text/html; charset=utf-8')
      .header('content-security-policy', DOCS_CONTENT_SECURITY_POLICY)
      .header('referrer-policy', 'no-referrer')
      .header('x-frame-options', 'DENY');
    return html;
  });

  for (const script of [redoc, init]) {
    api.get(script.path, options, async (_request, reply) => {
      // A Buffer, not a string: the conditional-request hook leaves it alone, so the long-lived cache header stays.
      reply.type('text/javascript; charset=utf-8').header('cache-control', IMMUTABLE);
      return script.body;
    });
  }
}
