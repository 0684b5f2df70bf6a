import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { buildSigninTestHost } from './pages.ts';
import { Browser, startBothHosts, walkAuthorization } from './oauth-helpers.ts';
import { APP_LOGOS } from '../src/modules/apps/logos.ts';
import type { Services } from '../src/services.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/callback';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a tiny image, as far as these checks go')]);

/** An app's server on loopback: answers each path as told, and counts what it is asked. */
async function startAppServer(t: TestContext, answers: Record<string, { type: string; body: Buffer }>) {
  const hits: string[] = [];
  const server = createServer((request, response) => {
    hits.push(request.url ?? '');
    const answer = answers[request.url ?? ''];
    if (!answer) return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': answer.type }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { hits, url: (path: string) => `${origin}${path}` };
}

async function appWithLogo(services: Services, logoUrl: string, redirectUri = REDIRECT_URI) {
  const developer = await buildUser(services);
  const { app } = await services.apps.createApp({ ownerId: developer.id, name: 'Parish Portal', type: 'confidential', redirectUris: [redirectUri] });
  await services.database.db.updateTable('apps').set({ logo_url: logoUrl }).where('id', '=', app.id).execute();
  return app;
}

test('the consent page shows the app logo from the sign-in host; the person\'s browser never asks the app\'s host', async (t) => {
  const hosts = await startBothHosts(t);
  const server = await startAppServer(t, { '/logo.png': { type: 'image/png', body: PNG } });
  const app = await appWithLogo(hosts.services, server.url('/logo.png'));
  const person = await buildUser(hosts.services);
  const browser = new Browser();
  const start = new URL(`${hosts.loginUrl}/oauth/authorize`);
  start.search = new URLSearchParams({ client_id: app.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'openid profile', state: 's' }).toString();
  const result = await walkAuthorization(browser, start, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, stopAt: 'consent' });
  assert.ok('page' in result, 'the consent page is shown');
  const src = /<img class="app-logo" src="([^"]+)"/.exec(result.page.html)?.[1];
  assert.equal(src, `/apps/${app.clientId}/logo`);
  assert.ok(!result.page.html.includes(new URL(server.url('/')).host), 'the page names no address of the app\'s server');
  assert.deepEqual(server.hits, [], 'showing the page fetched nothing');

  const logo = await fetch(new URL(src, hosts.loginUrl));
  assert.equal(logo.status, 200);
  assert.equal(logo.headers.get('content-type'), 'image/png');
  assert.equal(logo.headers.get('x-content-type-options'), 'nosniff');
  assert.match(logo.headers.get('content-security-policy') ?? '', /default-src 'none'; sandbox/);
  assert.deepEqual(Buffer.from(await logo.arrayBuffer()), PNG);
  assert.deepEqual(server.hits, ['/logo.png'], 'the server fetched it once');
});

test('a logo is fetched once a day at most; what is not an image of a known kind, too large, or not answered is not served', async (t) => {
  const { app: host, services } = await buildSigninTestHost(t);
  const server = await startAppServer(t, {
    '/logo.png': { type: 'image/png', body: PNG },
    '/page.html': { type: 'image/png', body: Buffer.from('<html><script>alert(1)</script></html>') },
    '/logo.svg': { type: 'image/svg+xml', body: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
    '/huge.png': { type: 'image/png', body: Buffer.concat([PNG, Buffer.alloc(APP_LOGOS.maxBytes)]) },
    '/text.png': { type: 'text/plain', body: PNG },
  });
  const logoOf = (clientId: string) => host.inject({ method: 'GET', url: `/apps/${clientId}/logo` });

  const app = await appWithLogo(services, server.url('/logo.png'));
  assert.equal((await logoOf(app.clientId)).statusCode, 200);
  assert.equal((await logoOf(app.clientId)).statusCode, 200);
  assert.deepEqual(server.hits, ['/logo.png'], 'kept for a day');
  await services.database.db.updateTable('app_logos').set({ fetched_at: new Date(Date.now() - APP_LOGOS.refreshMs - 1000).toISOString() }).execute();
  assert.equal((await logoOf(app.clientId)).statusCode, 200);
  assert.deepEqual(server.hits, ['/logo.png', '/logo.png'], 'fetched again a day later');

  for (const path of ['/page.html', '/logo.svg', '/huge.png', '/text.png', '/missing.png']) {
    const other = await appWithLogo(services, server.url(path));
    const res = await logoOf(other.clientId);
    assert.equal(res.statusCode, 404, path);
    assert.match(res.headers['content-type'] as string, /text\/html/, `${path}: the styled page`);
    assert.equal((await logoOf(other.clientId)).statusCode, 404);
    assert.equal(server.hits.filter((hit) => hit === path).length, 1, `${path}: not asked again before a day has passed`);
  }
  // An app without a logo, and an unknown client, have none.
  const { app: plain } = await services.apps.createApp({ ownerId: (await buildUser(services)).id, name: 'Plain', type: 'confidential', redirectUris: [REDIRECT_URI] });
  assert.equal((await logoOf(plain.clientId)).statusCode, 404);
  assert.equal((await logoOf('no-such-client')).statusCode, 404);
});

test('in production a logo address that is not public is never contacted', async (t) => {
  const { app: host, services } = await buildSigninTestHost(t, {
    NODE_ENV: 'production',
    SEED_DEMO: 'false',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LOGIN_URL: 'https://login.example.org',
    API_BASE_URL: 'https://api.example.org/api/v1',
  });
  const server = await startAppServer(t, { '/logo.png': { type: 'image/png', body: PNG } });
  // https, as production asks of a logo URL, to a loopback address: refused before any connection.
  const app = await appWithLogo(services, server.url('/logo.png').replace('http:', 'https:'), 'https://portal.example.org/callback');
  assert.equal((await host.inject({ method: 'GET', url: `/apps/${app.clientId}/logo` })).statusCode, 404);
  assert.deepEqual(server.hits, []);
});
