import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { auth } from 'express-openid-connect';
import { run } from '../src/cli/run.ts';
import { BACKCHANNEL_LOGOUT } from '../src/modules/identity/backchannel.ts';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { freePort } from './instances.ts';
import { flushMail, linkIn, startMailServer } from './mail-server.ts';
import { Browser, callbackOf, parseForm, startBothHosts, walkAuthorization, type BothHosts } from './oauth-helpers.ts';

/**
 * OpenID Connect Back-Channel Logout with a real relying party: express-openid-connect with
 * `backchannelLogout`, running on loopback as the app. A person signs in to it through our
 * pages; each way of signing the person out on the sign-in host (our /logout, the sessions
 * list, a password change or reset, disabling, the end-session endpoint) posts the app a
 * logout token for each session of the person that ends there, and the app's next request is
 * not signed in any more.
 *
 * express-openid-connect ends every session of the token's `sub` at the app, `sid` or not
 * (its choice); which sessions a token names is checked in src/modules/identity/backchannel.test.ts.
 */

const NEW_PASSWORD = 'a new song to sing 96';

/** express-openid-connect's logout store (express-session's get/set/destroy, as promises). */
class LogoutStore {
  readonly entries = new Map<string, unknown>();
  async get(key: string): Promise<unknown> {
    return this.entries.get(key);
  }
  async set(key: string, value: unknown): Promise<void> {
    this.entries.set(key, value);
  }
  async destroy(key: string): Promise<void> {
    this.entries.delete(key);
  }
}

interface Portal {
  hosts: BothHosts;
  person: Awaited<ReturnType<typeof buildUser>>;
  rpBase: string;
  /** Logout tokens the app took (answered 204). */
  tokensTaken(): number;
  /** A new browser signed in to the app (and so to the sign-in host) as the person. */
  signIn(browser?: Browser, password?: string): Promise<Browser>;
  /** Who the app sees on this browser's next request: the person's `sub`, or null. */
  whoAmI(browser: Browser): Promise<string | null>;
}

async function startPortal(t: TestContext, options: { sessionRequired: boolean; env?: Record<string, string> }): Promise<Portal> {
  const hosts = await startBothHosts(t, options.env);
  const person = await buildUser(hosts.services);
  const rpPort = await freePort();
  const rpBase = `http://127.0.0.1:${rpPort}`;
  const { app, clientSecret } = await hosts.services.apps.createApp({
    ownerId: person.id,
    name: 'Parish Portal',
    type: 'confidential',
    redirectUris: [`${rpBase}/callback`],
    postLogoutRedirectUris: [`${rpBase}/signed-out`],
    backchannelLogout: { uri: `${rpBase}/backchannel-logout`, sessionRequired: options.sessionRequired },
  });

  let taken = 0;
  const rp = express();
  rp.use((req, res, next) => {
    if (req.method === 'POST' && req.path === '/backchannel-logout') res.on('finish', () => (taken += res.statusCode === 204 ? 1 : 0));
    next();
  });
  rp.use(
    auth({
      issuerBaseURL: hosts.loginUrl,
      baseURL: rpBase,
      clientID: app.clientId,
      clientSecret: clientSecret as string,
      secret: 'a long secret for the relying party session cookie',
      authRequired: false,
      idpLogout: true,
      backchannelLogout: { store: new LogoutStore() },
      authorizationParams: { response_type: 'code', scope: 'openid' },
      routes: { postLogoutRedirect: '/signed-out' },
    }),
  );
  rp.get('/', (req, res) => {
    res.json({ sub: req.oidc.user?.sub ?? null });
  });
  rp.get('/signed-out', (_req, res) => {
    res.send('signed out of the portal');
  });
  const server = rp.listen(rpPort, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));

  const whoAmI = async (browser: Browser) => ((await (await browser.request(`${rpBase}/`)).json()) as { sub: string | null }).sub;
  return {
    hosts,
    person,
    rpBase,
    tokensTaken: () => taken,
    whoAmI,
    async signIn(browser = new Browser(), password = TEST_PASSWORD) {
      const start = await browser.request(`${rpBase}/login`);
      assert.equal(start.status, 302);
      const flow = await walkAuthorization(browser, new URL(start.headers.get('location') as string), { email: person.email, password, redirectUri: `${rpBase}/callback` });
      const back = await browser.request(callbackOf(flow));
      assert.equal(back.status, 302, await back.text());
      assert.equal(await whoAmI(browser), String(person.id), 'signed in to the app');
      return browser;
    },
  };
}

/** Waits until the app no longer sees anyone on this browser (the token is posted off the request path). */
async function signedOutOfApp(portal: Portal, browser: Browser, message: string, withinMs = 5_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while ((await portal.whoAmI(browser)) !== null) {
    if (Date.now() > deadline) assert.fail(`${message}: the app still sees the person after ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Waits until the app has taken `count` logout tokens, then a moment more to see no further one comes. */
async function tokensTaken(portal: Portal, count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (portal.tokensTaken() < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.equal(portal.tokensTaken(), count);
}

async function csrfOn(browser: Browser, url: string): Promise<string> {
  const form = parseForm(await (await browser.request(url)).text());
  assert.ok(form, `a form on ${url}`);
  return form.csrf;
}

test('signing out on the sign-in host (POST /logout) posts the app one token, for that browser’s session', async (t) => {
  const portal = await startPortal(t, { sessionRequired: true });
  const { loginUrl } = portal.hosts;
  const laptop = await portal.signIn();
  const phone = await portal.signIn();

  const started = Date.now();
  const logout = await laptop.request(`${loginUrl}/logout`, { form: { _csrf: await csrfOn(laptop, `${loginUrl}/login`) } });
  assert.equal(logout.status, 303);
  assert.ok(Date.now() - started < 2_000, 'signing out does not wait for the app');

  await signedOutOfApp(portal, laptop, 'the browser that signed out');
  await tokensTaken(portal, 1);
  assert.equal((await phone.request(`${loginUrl}/account`)).status, 200, 'the other browser stays signed in here: no token for its session');
});

test('"Sign out everywhere else": without sid, one token names the person for every session that ends', async (t) => {
  const portal = await startPortal(t, { sessionRequired: false });
  const { loginUrl } = portal.hosts;
  const laptop = await portal.signIn();
  const phone = await portal.signIn();
  const desk = await portal.signIn();

  const ended = await desk.request(`${loginUrl}/account/sessions/end-others`, { form: { _csrf: await csrfOn(desk, `${loginUrl}/account`) } });
  assert.equal(ended.status, 303);
  await signedOutOfApp(portal, laptop, 'a browser signed out from the sessions list');
  await signedOutOfApp(portal, phone, 'the other browser signed out from the sessions list');
  await tokensTaken(portal, 1);
});

test('"Sign out everywhere else" and "Sign out" of one session in the sessions list: with sid, a token for each session that ends', async (t) => {
  const portal = await startPortal(t, { sessionRequired: true });
  const { loginUrl } = portal.hosts;
  const laptop = await portal.signIn();
  const phone = await portal.signIn();
  const desk = await portal.signIn();

  const ended = await desk.request(`${loginUrl}/account/sessions/end-others`, { form: { _csrf: await csrfOn(desk, `${loginUrl}/account`) } });
  assert.equal(ended.status, 303);
  await signedOutOfApp(portal, laptop, 'signed out everywhere else');
  await signedOutOfApp(portal, phone, 'signed out everywhere else');
  await tokensTaken(portal, 2);

  // One session, by its Sign out button (the form names it by a handle).
  const tablet = await portal.signIn();
  const account = await (await desk.request(`${loginUrl}/account`)).text();
  // Rows of other browsers open with a bare <tr>; this device's is marked current.
  const handles = [...account.matchAll(/<tr>\s*<th scope="row">[\s\S]*?action="\/account\/sessions\/([0-9a-f]{16})\/end"/g)].map((m) => m[1]);
  assert.equal(handles.length, 1, 'one other session listed');
  const one = await desk.request(`${loginUrl}/account/sessions/${handles[0]}/end`, { form: { _csrf: await csrfOn(desk, `${loginUrl}/account`) } });
  assert.equal(one.status, 303);
  await signedOutOfApp(portal, tablet, 'a session signed out by its button');
  await tokensTaken(portal, 3);
});

test('a password change with "sign out everywhere, apps included" signs the person out of the app on every browser, this one too', async (t) => {
  const portal = await startPortal(t, { sessionRequired: true });
  const { loginUrl } = portal.hosts;
  const laptop = await portal.signIn();
  const phone = await portal.signIn();

  // Without the box ticked, the other browsers are signed out: the token of the phone's session.
  const changed = await laptop.request(`${loginUrl}/account/password`, {
    form: { _csrf: await csrfOn(laptop, `${loginUrl}/account`), currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD },
  });
  assert.equal(changed.status, 303);
  await signedOutOfApp(portal, phone, 'another browser, after a password change');
  await tokensTaken(portal, 1);

  // With it, the tablet's session ends, and the laptop's (kept) loses its apps: a token each.
  await portal.signIn(laptop, NEW_PASSWORD);
  const tablet = await portal.signIn(new Browser(), NEW_PASSWORD);
  const everywhere = await laptop.request(`${loginUrl}/account/password`, {
    form: { _csrf: await csrfOn(laptop, `${loginUrl}/account`), currentPassword: NEW_PASSWORD, newPassword: TEST_PASSWORD, signOutEverywhere: 'yes' },
  });
  assert.equal(everywhere.status, 303);
  await signedOutOfApp(portal, tablet, 'another browser, signed out everywhere');
  await signedOutOfApp(portal, laptop, 'the browser that changed the password: its apps lost their access');
  await tokensTaken(portal, 3);
});

test('a password reset signs the person out of the app', async (t) => {
  const mail = await startMailServer(t);
  const portal = await startPortal(t, { sessionRequired: false, env: { SMTP_URL: mail.url } });
  const { hosts, person } = portal;
  const laptop = await portal.signIn();

  const forgot = new Browser();
  const requested = await forgot.request(`${hosts.loginUrl}/forgot-password`, { form: { _csrf: await csrfOn(forgot, `${hosts.loginUrl}/forgot-password`), email: person.email } });
  assert.equal(requested.status, 303);
  await flushMail(hosts.services);
  const link = linkIn(mail.to(person.email).at(-1)!, '/reset-password');
  const reset = await forgot.request(`${hosts.loginUrl}/reset-password`, {
    form: { _csrf: await csrfOn(forgot, link.href), token: link.searchParams.get('token') ?? '', password: NEW_PASSWORD },
  });
  assert.equal(reset.status, 303);
  await signedOutOfApp(portal, laptop, 'after a password reset');
  await tokensTaken(portal, 1);
});

test('an account disabled on Admin › People is signed out of the app', async (t) => {
  const portal = await startPortal(t, { sessionRequired: true });
  const { hosts, person } = portal;
  const laptop = await portal.signIn();
  const phone = await portal.signIn();
  const admin = await buildUser(hosts.services, { is_admin: true } as never);
  const adminBrowser = new Browser();
  const login = await adminBrowser.request(`${hosts.loginUrl}/login`, { form: { _csrf: await csrfOn(adminBrowser, `${hosts.loginUrl}/login`), email: admin.email, password: TEST_PASSWORD } });
  assert.equal(login.status, 303);

  const disabled = await adminBrowser.request(`${hosts.loginUrl}/admin/people/${person.id}/disabled`, {
    form: { _csrf: await csrfOn(adminBrowser, `${hosts.loginUrl}/admin/people`), value: 'true' },
  });
  assert.equal(disabled.status, 303);
  await signedOutOfApp(portal, laptop, 'a disabled account');
  await signedOutOfApp(portal, phone, 'a disabled account, on another browser');
  await tokensTaken(portal, 2);
});

test('`users disable` on the command line leaves the token in the outbox, and the running service posts it', async (t) => {
  // The command opens the service's database itself: a file on SQLite, the test's schema on PostgreSQL.
  const dir = await mkdtemp(join(tmpdir(), 'community-backchannel-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const portal = await startPortal(t, { sessionRequired: false, env: process.env.TEST_DATABASE_URL ? {} : { DATABASE_URL: `sqlite:${join(dir, 'service.sqlite')}` } });
  const laptop = await portal.signIn();

  let stderr = '';
  const code = await run(['users', 'disable', portal.person.email], { stdout: () => {}, stderr: (text) => (stderr += text), env: { NODE_ENV: 'test', DATABASE_URL: portal.hosts.config.databaseUrl } });
  assert.equal(code, 0, stderr);
  // Nothing wakes the service's worker from another process: it finds the notice at its next look (every 5 s).
  await signedOutOfApp(portal, laptop, 'disabled from the command line', BACKCHANNEL_LOGOUT.pollMs + 5_000);
  await tokensTaken(portal, 1);
});

test('signing out at the end-session endpoint (RP-Initiated Logout) posts the app its token too, without the browser waiting for it', async (t) => {
  const portal = await startPortal(t, { sessionRequired: true });
  const { loginUrl } = portal.hosts;
  const laptop = await portal.signIn();
  const phone = await portal.signIn();

  const logout = await laptop.request(`${portal.rpBase}/logout`);
  const page = await laptop.request(new URL(logout.headers.get('location') as string));
  const html = await page.text();
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]));
  assert.ok(action, html);
  const confirmed = await laptop.request(new URL(action, loginUrl), { form: fields });
  assert.equal(confirmed.status, 303);
  assert.equal(confirmed.headers.get('location'), `${portal.rpBase}/signed-out`);

  await tokensTaken(portal, 1);
  assert.equal(await portal.whoAmI(laptop), null);
  assert.equal((await phone.request(`${loginUrl}/account`)).status, 200, 'the other browser stays signed in here: no token for its session');
});
