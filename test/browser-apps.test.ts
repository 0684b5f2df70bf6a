import { after, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildChurch, buildCaller, buildUser, TEST_PASSWORD } from './helpers.ts';
import { startBothHosts, type BothHosts } from './oauth-helpers.ts';

/**
 * A single-page app as an integrator writes one: static files on an origin of its own (a
 * third port), `oidc-client-ts` for sign-in with PKCE as a public client, then `fetch` to the
 * API with the access token. It runs in Debian's chromium (playwright-core), so every CORS
 * rule is the browser's own: nothing here could pass by reading an answer the browser would
 * have hidden from the page.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SKIP = process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false;
const OIDC_CLIENT = readFileSync(new URL('../node_modules/oidc-client-ts/dist/browser/oidc-client-ts.min.js', import.meta.url), 'utf8');

/**
 * The app. `/?issuer=api` or `/?issuer=signin` starts a sign-in; `/callback/<issuer>` finishes
 * it and does the app's work, then shows what happened in `<pre id="result">`.
 */
const APP_SCRIPT = `
const issuer = location.pathname.startsWith('/callback/') ? location.pathname.split('/')[2] : new URLSearchParams(location.search).get('issuer');
const settings = {
  api: { authority: SPA.apiBaseUrl, metadataUrl: SPA.apiBaseUrl + '/.well-known/oauth-authorization-server', scope: 'read:churches write:prayers' },
  signin: { authority: SPA.loginUrl, scope: 'openid profile email', loadUserInfo: true },
}[issuer];
const manager = new oidc.UserManager({ ...settings, client_id: SPA.clientId, redirect_uri: location.origin + '/callback/' + issuer, response_type: 'code' });

function show(result) {
  const pre = document.createElement('pre');
  pre.id = 'result';
  pre.textContent = JSON.stringify(result);
  document.body.append(pre);
}

async function answer(response) {
  return { status: response.status, body: await response.json(), requestId: response.headers.get('x-request-id'), remaining: response.headers.get('ratelimit-remaining') };
}

async function work(user) {
  if (issuer === 'signin') {
    const userinfo = await fetch(SPA.loginUrl + '/oauth/userinfo', { headers: { authorization: 'Bearer ' + user.access_token } });
    return { profile: user.profile, userinfo: await answer(userinfo) };
  }
  const headers = { authorization: 'Bearer ' + user.access_token };
  const churches = await fetch(SPA.apiBaseUrl + '/churches', { headers });
  const prayer = await fetch(SPA.apiBaseUrl + '/prayers', {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', 'x-request-id': 'spa-prayer-1' },
    body: JSON.stringify({ communityId: SPA.churchId, content: 'Pray for the harvest festival' }),
  });
  const missing = await fetch(SPA.apiBaseUrl + '/churches/999999', { headers });
  return { scope: user.scope, churches: await answer(churches), prayer: await answer(prayer), missing: await answer(missing) };
}

(location.pathname.startsWith('/callback/') ? manager.signinRedirectCallback().then(work) : manager.signinRedirect())
  .then((result) => result && show(result))
  .catch((error) => show({ error: String(error) }));
`;

let launched: Promise<Browser> | undefined;

function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(`The browser tests need chromium at ${CHROMIUM}: install Debian's with "apt-get install -y chromium", or set SKIP_BROWSER_TESTS=1 to skip them.`);
  }
  launched ??= chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return launched;
}

after(async () => {
  if (launched) await (await launched).close();
});

/** The app's static files on a port of their own; config.js tells it where the platform is; any other path is a blank page. */
async function serveApp(t: TestContext, config: Record<string, unknown>): Promise<string> {
  const page = '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Prayer Wall</title></head><body><h1>Prayer Wall</h1>' +
    '<script src="/oidc-client-ts.min.js"></script><script src="/config.js"></script><script src="/app.js"></script></body></html>';
  const files: Record<string, () => [string, string]> = {
    '/oidc-client-ts.min.js': () => ['text/javascript', OIDC_CLIENT],
    '/config.js': () => ['text/javascript', `const SPA = ${JSON.stringify(config)};`],
    '/app.js': () => ['text/javascript', APP_SCRIPT],
  };
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://spa').pathname;
    const [type, body] = files[path]?.() ?? (path === '/' || path.startsWith('/callback/') ? ['text/html', page] : ['text/html', '<!doctype html><title>Blank</title>']);
    response.writeHead(200, { 'content-type': `${type}; charset=utf-8` }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Signs in and allows the app when the sign-in host asks, until the app shows its result. */
async function finishSignIn(page: Page, email: string): Promise<Record<string, unknown>> {
  const result = page.locator('#result');
  const login = page.getByLabel('Password', { exact: true });
  const allow = page.getByRole('button', { name: 'Allow' });
  for (let step = 0; step < 4; step++) {
    await result.or(login).or(allow).first().waitFor();
    if (await result.isVisible()) return JSON.parse((await result.textContent()) ?? '{}') as Record<string, unknown>;
    if (await login.isVisible()) {
      await page.getByLabel('Email', { exact: true }).fill(email);
      await login.fill(TEST_PASSWORD);
      await page.getByRole('button', { name: 'Sign in' }).click();
    } else {
      await allow.click();
    }
    await page.waitForLoadState();
  }
  throw new Error(`the app showed no result; the page is at ${page.url()}`);
}

interface Setup {
  hosts: BothHosts;
  spa: string;
  page: Page;
  person: { id: number; email: string };
  churchId: number;
  clientId: string;
  failedRequests: string[];
}

async function setup(t: TestContext): Promise<Setup> {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services, { given_name: 'Phoebe', family_name: 'Cenchreae' });
  const church = await buildChurch(hosts.services, { name: 'Grace Chapel' });
  // The redirect URIs are known only once the app listens, so the app is registered after.
  const config: Record<string, unknown> = { apiBaseUrl: hosts.apiBaseUrl, loginUrl: hosts.loginUrl, churchId: church.id };
  const spa = await serveApp(t, config);
  const { app } = await hosts.services.apps.createApp({
    ownerId: developer.id,
    name: 'Prayer Wall',
    type: 'public',
    redirectUris: [`${spa}/callback/api`, `${spa}/callback/signin`],
  });
  config.clientId = app.clientId;

  const context = await (await browser()).newContext();
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const failedRequests: string[] = [];
  page.on('requestfailed', (request) => failedRequests.push(`${request.method()} ${request.url()}: ${request.failure()?.errorText}`));
  return { hosts, spa, page, person, churchId: church.id, clientId: app.clientId, failedRequests };
}

test('a single-page app signs in through the API issuer with PKCE and calls the API', { skip: SKIP }, async (t) => {
  const { hosts, spa, page, person, churchId, failedRequests } = await setup(t);

  await page.goto(`${spa}/?issuer=api`);
  const result = (await finishSignIn(page, person.email)) as {
    error?: string;
    scope: string;
    churches: { status: number; body: { data: { id: number; name: string }[] }; requestId: string; remaining: string };
    prayer: { status: number; body: { data: { id: number; churchId: number; content: string } }; requestId: string };
    missing: { status: number; body: Record<string, unknown> };
  };
  assert.equal(result.error, undefined, result.error);
  assert.equal(new URL(page.url()).origin, spa, 'back in the app');
  assert.equal(result.scope, 'read:churches write:prayers');

  assert.equal(result.churches.status, 200);
  assert.deepEqual(result.churches.body.data.map((church) => church.name), ['Grace Chapel']);
  assert.match(result.churches.requestId, /^[0-9a-f-]{36}$/, 'exposed headers are readable by the page');
  assert.ok(Number(result.churches.remaining) > 0);

  assert.equal(result.prayer.status, 201);
  assert.equal(result.prayer.body.data.content, 'Pray for the harvest festival');
  assert.equal(result.prayer.requestId, 'spa-prayer-1', 'the page may send its own request id');
  const stored = await hosts.services.database.db.selectFrom('prayers').select(['user_id', 'church_id']).where('id', '=', result.prayer.body.data.id).executeTakeFirstOrThrow();
  assert.deepEqual([stored.user_id, stored.church_id], [person.id, churchId], 'written as the person who signed in');

  assert.equal(result.missing.status, 404);
  assert.equal(result.missing.body.error, 'NotFound', 'error objects are readable by the page');
  assert.deepEqual(failedRequests, []);

  // An API key pasted into the page: the browser sends it, the API refuses it and says why.
  const { key } = await buildCaller(hosts.services, ['read:churches']);
  const withKey = await page.evaluate(async ([url, credential]) => {
    const response = await fetch(url, { headers: { authorization: `Bearer ${credential}` } });
    return { status: response.status, body: (await response.json()) as { message: string } };
  }, [`${hosts.apiBaseUrl}/churches`, key]);
  assert.equal(withKey.status, 403);
  assert.match(withKey.body.message, /API keys are for servers/);
  const inKeyHeader = await page.evaluate(async ([url, credential]) => {
    try {
      await fetch(url, { headers: { 'x-api-key': credential } });
      return 'sent';
    } catch (error) {
      return String(error);
    }
  }, [`${hosts.apiBaseUrl}/churches`, key]);
  assert.match(inKeyHeader, /TypeError: Failed to fetch/, 'the preflight does not allow X-API-Key');
});

test('the same app signs in through the sign-in issuer and reads userinfo', { skip: SKIP }, async (t) => {
  const { hosts, spa, page, person, clientId, failedRequests } = await setup(t);

  await page.goto(`${spa}/?issuer=signin`);
  const result = (await finishSignIn(page, person.email)) as {
    error?: string;
    profile: Record<string, unknown>;
    userinfo: { status: number; body: Record<string, unknown> };
  };
  assert.equal(result.error, undefined, result.error);
  assert.equal(result.profile.iss, hosts.loginUrl);
  assert.equal(result.profile.email, person.email, 'oidc-client-ts merged the userinfo claims');
  assert.equal(result.userinfo.status, 200);
  assert.equal(result.userinfo.body.sub, String(person.id));
  assert.equal(result.userinfo.body.given_name, 'Phoebe');
  assert.equal(result.userinfo.body.email, person.email);
  assert.deepEqual(failedRequests, []);

  // A page of an origin the app did not register (the same server as localhost) gets no
  // answer from the token endpoint that it can read; the app's own origin does.
  const tokenCall = async (origin: string) => {
    await page.goto(`${origin}/blank`);
    return page.evaluate(async ([url, clientId]) => {
      try {
        const response = await fetch(url, { method: 'POST', body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: 'x', client_id: clientId }) });
        return ((await response.json()) as { error: string }).error;
      } catch (error) {
        return String(error);
      }
    }, [`${hosts.loginUrl}/oauth/token`, clientId]);
  };
  assert.equal(await tokenCall(spa), 'invalid_grant');
  assert.match(await tokenCall(spa.replace('127.0.0.1', 'localhost')), /Failed to fetch/);
});

test('the issuers’ error pages look like the sign-in host’s pages, on either host', { skip: SKIP }, async (t) => {
  const hosts = await startBothHosts(t);
  const context = await (await browser()).newContext();
  t.after(() => context.close());
  const page = await context.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });

  for (const base of [hosts.apiBaseUrl, hosts.loginUrl]) {
    const response = await page.goto(`${base}/oauth/authorize?client_id=nobody&response_type=code&scope=openid`);
    assert.equal(response?.status(), 400, base);
    await page.getByRole('heading', { name: 'This request cannot be completed' }).waitFor();
    await page.getByText('The app (client_id) is not registered').waitFor();
    const look = await page.evaluate('({ background: getComputedStyle(document.body).backgroundColor, sheets: document.styleSheets.length })');
    assert.deepEqual(look, { background: 'rgb(245, 247, 250)', sheets: 1 }, `${base}: the sign-in host's stylesheet applies`);
    assert.match(response?.headers()['content-security-policy'] ?? '', /frame-ancestors 'none'/);
  }
  assert.deepEqual(violations, []);
});
