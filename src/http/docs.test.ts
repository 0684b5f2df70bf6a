import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildTestApp } from '../../test/helpers.ts';
import { buildSigninTestHost, signedIn } from '../../test/pages.ts';
import { DOCS_CONTENT_SECURITY_POLICY } from './docs.ts';

test('the API reference page and its scripts', async (t) => {
  const { request } = await buildTestApp(t);
  const page = await request({ method: 'GET', url: '/api/v1/docs' });
  const scripts = [...page.body.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);

  await t.test('is public HTML under a strict policy, with no inline script and nothing from another site', () => {
    assert.equal(page.statusCode, 200);
    assert.equal(page.headers['content-type'], 'text/html; charset=utf-8');
    assert.equal(page.headers['content-security-policy'], DOCS_CONTENT_SECURITY_POLICY);
    assert.match(DOCS_CONTENT_SECURITY_POLICY, /default-src 'none'; script-src 'self';/);
    assert.equal(page.headers['x-frame-options'], 'DENY');
    assert.equal(page.headers['x-content-type-options'], 'nosniff');
    assert.equal(page.headers['referrer-policy'], 'no-referrer');
    assert.doesNotMatch(page.body, /<script>|<script [^>]*>[^<]/, 'every script is a file');
    assert.doesNotMatch(page.body, /https?:\/\//, 'every address is on this host');
    assert.equal(scripts.length, 2);
    assert.match(scripts[0], /^docs\/redoc-\d+\.\d+\.\d+-[\w-]{12}\.js$/);
    assert.match(scripts[1], /^docs\/init-[\w-]{12}\.js$/);
  });

  await t.test('is checked again on each visit and answers 304 while unchanged', async () => {
    assert.equal(page.headers['cache-control'], 'private, no-cache');
    const again = await request({ method: 'GET', url: '/api/v1/docs', headers: { 'if-none-match': String(page.headers.etag) } });
    assert.equal(again.statusCode, 304);
  });

  await t.test('serves its scripts from this host, named by content and kept for a year', async () => {
    for (const src of scripts) {
      const script = await request({ method: 'GET', url: `/api/v1/${src}` });
      assert.equal(script.statusCode, 200, src);
      assert.equal(script.headers['content-type'], 'text/javascript; charset=utf-8');
      assert.equal(script.headers['cache-control'], 'public, max-age=31536000, immutable');
    }
    const redoc = await request({ method: 'GET', url: `/api/v1/${scripts[0]}` });
    assert.ok(redoc.body.length > 500_000, 'the Redoc bundle');
    assert.doesNotMatch(redoc.body, /cdn\.redoc\.ly/, 'the logo is not fetched from Redocly');
    const init = await request({ method: 'GET', url: `/api/v1/${scripts[1]}` });
    assert.match(init.body, /Redoc\.init\('openapi\.json'/);
    assert.equal((await request({ method: 'GET', url: '/api/v1/docs/redoc-0.0.0-aaaaaaaaaaaa.js' })).statusCode, 404);
  });

  await t.test('takes no query parameters, like every API route', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/docs?utm_source=x' });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().message, "Unknown query parameter 'utm_source'");
  });

  await t.test('is left out of the document it shows', async () => {
    const document = (await request({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    assert.ok(!Object.keys(document.paths).some((path) => path.startsWith('/docs')));
  });
});

test('the developer dashboard links to the API reference', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  const page = await client.get('/developers');
  assert.match(page.body, new RegExp(`<a href="${host.config.apiBaseUrl}/docs">API reference</a>`));
});
