import { after, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { flushMail, linkIn, startMailServer } from './mail-server.ts';
import { postForm, startBothHosts, type BothHosts } from './oauth-helpers.ts';

/**
 * The account pages and the developer dashboard in a real browser (Debian's chromium driven
 * by playwright-core), against both hosts on real ports. Screenshots of every main page go
 * to test-results/screenshots/ for a reviewer to look at.
 */

/** Debian's chromium; CHROMIUM_PATH points elsewhere (another build, or a check of the missing-browser message). */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SKIP = process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false;
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const PASSWORD = 'a psalm of ascents 121';

let launched: Promise<Browser> | undefined;

/** One headless chromium for the whole file; a clear failure when it is not installed. */
function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `The browser tests need chromium at ${CHROMIUM}: install Debian's with "apt-get install -y chromium" ` +
        '(.ci/run does), or set SKIP_BROWSER_TESTS=1 to skip them.',
    );
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

interface Session {
  hosts: BothHosts;
  page: Page;
  /** Content-Security-Policy violations the browser reported. */
  cspViolations: string[];
  shot(name: string): Promise<void>;
}

/** Both hosts (with `env` on top of the test configuration) and a fresh browser context (no cookies) for one test. */
async function open(t: TestContext, env: Record<string, string> = {}): Promise<Session> {
  const chromiumBrowser = await browser();
  const hosts = await startBothHosts(t, env);
  const context = await chromiumBrowser.newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: hosts.loginUrl });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await mkdir(SCREENSHOTS, { recursive: true });
  return { hosts, page, cspViolations, shot: (name) => page.screenshot({ path: `${SCREENSHOTS}${name}.png`, fullPage: true }).then(() => undefined) };
}

async function signUp(session: Session, person: { given: string; family: string; email: string }, shot?: string): Promise<void> {
  const { page, hosts } = session;
  await page.goto(`${hosts.loginUrl}/signup`);
  await page.getByLabel('Given name', { exact: true }).fill(person.given);
  await page.getByLabel('Family name', { exact: true }).fill(person.family);
  await page.getByLabel('Email', { exact: true }).fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  if (shot) await session.shot(shot);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${hosts.loginUrl}/signup/check-email`);
  await signIn(session, person.email, PASSWORD);
}

/** Signs in through the standalone login page and lands on the account page. */
async function signIn(session: Session, email: string, password: string): Promise<void> {
  const { page, hosts } = session;
  await page.goto(`${hosts.loginUrl}/login?next=%2Faccount`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${hosts.loginUrl}/account`);
}

async function createApp(session: Session, app: { name: string; type: 'Confidential' | 'Public'; redirectUris: string[] }, shot?: string) {
  const { page, hosts } = session;
  await page.goto(`${hosts.loginUrl}/developers`);
  await page.getByLabel('Name', { exact: true }).fill(app.name);
  await page.getByLabel(app.type, { exact: true }).check();
  await page.getByLabel('Redirect URIs', { exact: true }).fill(app.redirectUris.join('\n'));
  if (shot) await session.shot(shot);
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.getByRole('heading', { name: app.name, level: 1 }).waitFor();
  const clientId = (await page.locator('code#client-id').textContent())?.trim() ?? '';
  const secret = app.type === 'Confidential' ? ((await page.locator('code#client-secret').textContent())?.trim() ?? '') : undefined;
  assert.match(clientId, /^app_/);
  return { clientId, secret };
}

async function createKey(session: Session, name: string, scopes: string[], shot?: string): Promise<string> {
  const { page } = session;
  // The app page has other forms with scopes (webhooks): the key's are in its own section, on the Keys tab.
  await page.locator('nav.tabs').getByRole('link', { name: 'Keys', exact: true }).click();
  const section = page.locator('#api-keys');
  await section.getByLabel('Name', { exact: true }).fill(name);
  for (const scope of scopes) await section.getByLabel(scope, { exact: true }).check();
  await section.getByRole('button', { name: 'Create key' }).click();
  const key = (await page.locator('code#new-key').textContent())?.trim() ?? '';
  assert.match(key, /^cpk_/);
  if (shot) await session.shot(shot);
  return key;
}

function api(hosts: BothHosts, path: string, credential: string): Promise<Response> {
  return fetch(`${hosts.apiBaseUrl}${path}`, { headers: { authorization: `Bearer ${credential}` } });
}

/** The app's side of OAuth: a callback server that hands over the URL it was called with. */
async function callbackServer(t: TestContext): Promise<{ redirectUri: string; next(): Promise<URL> }> {
  let deliver: (url: URL) => void = () => {};
  let pending = new Promise<URL>((resolve) => (deliver = resolve));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    // The browser also asks for /favicon.ico.
    if (url.pathname !== '/callback') return void response.writeHead(404).end();
    deliver(url);
    response.writeHead(200, { 'content-type': 'text/plain' }).end('Signed in. You can return to the app.');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    redirectUri: `http://127.0.0.1:${port}/callback`,
    next: async () => {
      const url = await pending;
      pending = new Promise<URL>((resolve) => (deliver = resolve));
      return url;
    },
  };
}

/** Sends the browser through an authorization request (consenting if asked) and returns the code. */
async function authorize(session: Session, issuer: string, params: { clientId: string; redirectUri: string; scope: string }, callback: { next(): Promise<URL> }, shot?: string): Promise<string> {
  const { page } = session;
  const url = new URL(`${issuer}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: params.clientId, redirect_uri: params.redirectUri, response_type: 'code', scope: params.scope, state: 'st-browser' }).toString();
  const arrived = callback.next();
  await page.goto(url.href);
  const allow = page.getByRole('button', { name: 'Allow' });
  if (await allow.isVisible()) {
    if (shot) await session.shot(shot);
    await allow.click();
  }
  const returned = await arrived;
  assert.equal(returned.searchParams.get('state'), 'st-browser');
  const code = returned.searchParams.get('code');
  assert.ok(code, `a code in ${returned.href}`);
  return code;
}

test('sign up, create an app and a key in the dashboard, and call the API with that key', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  await signUp(session, { given: 'Phoebe', family: 'Cenchreae', email: 'phoebe@example.org' }, '01-signup');
  await session.shot('02-account');
  await page.getByRole('link', { name: 'Developers' }).click();
  await page.getByText('No apps yet').waitFor();
  await session.shot('03-developers-empty');

  const { clientId, secret } = await createApp(session, { name: 'Parish Portal', type: 'Confidential', redirectUris: ['http://localhost:8080/callback'] }, '04-create-app');
  assert.match(secret ?? '', /^cps_/);
  await session.shot('05-app-created');
  assert.ok(await hosts.services.apps.verifyClientSecret(clientId, secret ?? ''));

  const key = await createKey(session, 'Production server', ['read:churches', 'read:users'], '06-key-created');
  // The copy button is there (our one script ran under the CSP) and copies the key.
  const copy = page.locator('button[data-copy="new-key"]');
  await copy.click();
  assert.equal(await page.evaluate('navigator.clipboard.readText()'), key);

  const churches = await api(hosts, '/churches', key);
  assert.equal(churches.status, 200);
  const me = await api(hosts, '/users/me', key);
  assert.equal(me.status, 200);
  assert.equal(((await me.json()) as { data: { email: string } }).data.email, 'phoebe@example.org');
  assert.equal((await api(hosts, '/prayers', key)).status, 403, 'read:prayers was not chosen');

  await page.goto(`${hosts.loginUrl}/developers`);
  await page.getByRole('link', { name: 'Parish Portal' }).waitFor();
  await session.shot('07-developers-list');
  assert.deepEqual(session.cspViolations, []);
});

test('rotating the client secret: the old secret is refused at the token endpoint, the new one works', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  const callback = await callbackServer(t);
  await signUp(session, { given: 'Apollos', family: 'Alexandria', email: 'apollos@example.org' });
  const { clientId, secret: oldSecret } = await createApp(session, { name: 'Church Hub', type: 'Confidential', redirectUris: [callback.redirectUri] });

  const code = await authorize(session, hosts.apiBaseUrl, { clientId, redirectUri: callback.redirectUri, scope: 'read:churches' }, callback, '08-consent');

  await page.goto(`${hosts.loginUrl}/developers/apps/${clientId}?tab=oauth`);
  await page.getByRole('button', { name: 'Rotate secret' }).click();
  const newSecret = (await page.locator('code#client-secret').textContent())?.trim() ?? '';
  assert.match(newSecret, /^cps_/);
  assert.notEqual(newSecret, oldSecret);
  await session.shot('09-secret-rotated');

  const exchange = (clientSecret: string) =>
    postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'authorization_code', code, client_id: clientId, client_secret: clientSecret, redirect_uri: callback.redirectUri });
  const refused = await exchange(oldSecret ?? '');
  assert.equal(refused.status, 401, JSON.stringify(refused.body));
  assert.equal(refused.body.error, 'invalid_client');
  const accepted = await exchange(newSecret);
  assert.equal(accepted.status, 200, JSON.stringify(accepted.body));
  assert.equal((await api(hosts, '/churches', accepted.body.access_token as string)).status, 200);
  assert.deepEqual(session.cspViolations, []);
});

test('revoking a key in the dashboard: the API answers 401 for it', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  await signUp(session, { given: 'Tabitha', family: 'Joppa', email: 'tabitha@example.org' });
  await createApp(session, { name: 'Sewing Circle', type: 'Public', redirectUris: [] });
  const key = await createKey(session, 'Nightly sync', ['read:groups']);
  assert.equal((await api(hosts, '/groups', key)).status, 200);

  await page.getByRole('button', { name: 'Revoke key Nightly sync' }).click();
  await page.getByText('API key revoked.').waitFor();
  await session.shot('10-key-revoked');
  const refused = await api(hosts, '/groups', key);
  assert.equal(refused.status, 401);
  assert.equal(((await refused.json()) as { error: string }).error, 'Unauthorized');
});

test('donations access: requested by the developer, approved by an admin, then the key with read:donations works', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  await signUp(session, { given: 'Lydia', family: 'Thyatira', email: 'lydia@example.org' });
  await createApp(session, { name: 'Giving Dashboard', type: 'Confidential', redirectUris: ['https://giving.example.org/callback'] });
  const key = await createKey(session, 'Reports', ['read:donations']);
  assert.equal((await api(hosts, '/donations', key)).status, 403, 'not approved yet');

  await page.locator('nav.tabs').getByRole('link', { name: 'Access', exact: true }).click();
  await page.getByRole('button', { name: 'Request approval' }).click();
  await page.getByText('Approval requested.').waitFor();
  await session.shot('11-donations-requested');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL(`${hosts.loginUrl}/login`);

  // A platform admin, as `users create --admin` makes one.
  await hosts.services.users.create({ email: 'admin@example.org', password: PASSWORD, givenName: 'Platform', familyName: 'Admin', isAdmin: true });
  await page.goto(`${hosts.loginUrl}/admin`);
  await page.waitForURL(`${hosts.loginUrl}/login?next=%2Fadmin`);
  await page.getByLabel('Email', { exact: true }).fill('admin@example.org');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await session.shot('12-login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${hosts.loginUrl}/admin`);
  await page.getByRole('heading', { name: 'Access requests' }).waitFor();
  await page.getByRole('cell', { name: 'lydia@example.org' }).first().waitFor();
  await session.shot('13-admin');
  await page.getByRole('button', { name: 'Approve Giving Dashboard' }).click();
  await page.getByText('No requests waiting').waitFor();
  await page.getByRole('cell', { name: 'Donations access approved' }).waitFor();
  await session.shot('14-admin-approved');

  const donations = await api(hosts, '/donations', key);
  assert.equal(donations.status, 200, await donations.text());
  assert.deepEqual(session.cspViolations, []);
});

test('revoking a connected app on the account page: its tokens are refused at once', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  const callback = await callbackServer(t);
  const developer = await buildUser(hosts.services);
  const { app, clientSecret } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Small Groups App', type: 'confidential', redirectUris: [callback.redirectUri] });
  assert.ok(clientSecret);
  await signUp(session, { given: 'Aquila', family: 'Pontus', email: 'aquila@example.org' });

  const exchange = async (issuer: string, code: string) => {
    const response = await postForm(`${issuer}/oauth/token`, {
      grant_type: 'authorization_code', code, client_id: app.clientId, client_secret: clientSecret, redirect_uri: callback.redirectUri,
    });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return { access: response.body.access_token as string, refresh: response.body.refresh_token as string };
  };
  const apiTokens = await exchange(hosts.apiBaseUrl, await authorize(session, hosts.apiBaseUrl, { clientId: app.clientId, redirectUri: callback.redirectUri, scope: 'read:groups read:users' }, callback));
  const signinTokens = await exchange(hosts.loginUrl, await authorize(session, hosts.loginUrl, { clientId: app.clientId, redirectUri: callback.redirectUri, scope: 'openid profile' }, callback));
  assert.equal((await api(hosts, '/users/me', apiTokens.access)).status, 200);
  const userinfo = () => fetch(`${hosts.loginUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${signinTokens.access}` } });
  assert.equal((await userinfo()).status, 200);

  await page.goto(`${hosts.loginUrl}/account`);
  const connected = page.locator('#connected-apps');
  await connected.getByText('Small Groups App').waitFor();
  for (const scope of ['read:groups', 'read:users', 'openid', 'profile']) await connected.locator('code', { hasText: scope }).first().waitFor();
  await session.shot('15-connected-apps');
  await page.getByRole('button', { name: 'Revoke access for Small Groups App' }).click();
  await page.getByText('Access revoked.').waitFor();
  await page.getByText('No connected apps').waitFor();

  const refused = await api(hosts, '/users/me', apiTokens.access);
  assert.equal(refused.status, 401);
  assert.equal((await userinfo()).status, 401);
  const refresh = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: apiTokens.refresh, client_id: app.clientId, client_secret: clientSecret });
  assert.equal(refresh.body.error, 'invalid_grant');
  // Next time the app asks, the person is asked again.
  const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: app.clientId, redirect_uri: callback.redirectUri, response_type: 'code', scope: 'read:groups', state: 's' }).toString();
  await page.goto(url.href);
  await page.getByRole('button', { name: 'Allow' }).waitFor();
  assert.deepEqual(session.cspViolations, []);
});

test('sign-in with a wrong password in the browser: a clear message, and the page is keyboard-usable', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  const user = await buildUser(hosts.services);
  await page.goto(`${hosts.loginUrl}/developers`);
  await page.waitForURL(`${hosts.loginUrl}/login?next=%2Fdevelopers`);
  // Keyboard only: the skip link first, then the fields in order.
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate('document.activeElement.textContent'), 'Skip to content');
  await page.getByLabel('Email', { exact: true }).focus();
  await page.keyboard.type(user.email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('not the password');
  await page.keyboard.press('Enter');
  await page.getByText('The email or password is incorrect').waitFor();
  await session.shot('16-login-error');
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${hosts.loginUrl}/developers`);
  // A narrow screen still shows every section.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { name: 'Create an app' }).waitFor();
  await session.shot('17-developers-mobile');
  assert.deepEqual(session.cspViolations, []);
});

test('My churches on a phone (390 px): a church admin creates an event through the form and sees it listed; nothing overflows', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  const { services } = hosts;
  await page.setViewportSize({ width: 390, height: 844 });
  const admin = await services.users.create({ email: 'chloe@example.org', password: PASSWORD, givenName: 'Chloe', familyName: 'Corinth', isAdmin: false });
  const church = await services.churches.create({ name: 'St Paul’s Corinth', city: 'Corinth', country: 'GR', website: 'https://corinth.example.org' });
  await services.churches.addMemberAsOperator(church.id, admin.id, 'admin');
  for (const [given, family] of [['Crispus', 'Synagogue-Ruler'], ['Gaius', 'Host']]) {
    const member = await buildUser(services, { given_name: given, family_name: family } as never);
    await services.churches.join(church.id, member.id);
  }
  /** The page is no wider than the screen: tables stack, forms wrap. */
  const fitsTheScreen = async (where: string) => {
    assert.ok(Number(await page.evaluate('document.documentElement.scrollWidth')) <= 390, `${where} scrolls sideways`);
  };

  await page.goto(`${hosts.loginUrl}/login?next=%2Faccount`);
  await page.getByLabel('Email', { exact: true }).fill('chloe@example.org');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${hosts.loginUrl}/account`);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My churches' }).click();
  await page.waitForURL(`${hosts.loginUrl}/my/churches`);
  await fitsTheScreen('My churches');
  await session.shot('18-my-churches-mobile');

  await page.getByRole('link', { name: 'St Paul’s Corinth', exact: true }).click();
  await page.getByRole('heading', { name: 'Members' }).waitFor();
  await page.getByRole('button', { name: 'Change role of Gaius Host' }).waitFor();
  await fitsTheScreen('the church page');
  await session.shot('19-church-mobile');

  await page.getByRole('navigation', { name: 'St Paul’s Corinth' }).getByRole('link', { name: 'Events' }).click();
  await page.getByText('No events yet').waitFor();
  await page.getByLabel('Title', { exact: true }).fill('Agape supper');
  await page.getByLabel('Location', { exact: true }).fill('The house of Gaius');
  await page.getByLabel('Starts (UTC)', { exact: true }).fill('2031-05-03T17:00');
  await page.getByLabel('Ends (UTC)', { exact: true }).fill('2031-05-03T20:00');
  await page.getByLabel('Capacity', { exact: true }).fill('40');
  await fitsTheScreen('the events page with its form');
  await session.shot('20-create-event-mobile');
  await page.getByRole('button', { name: 'Create event' }).click();
  await page.getByText('The event has been created.').waitFor();
  await page.getByRole('link', { name: 'Agape supper', exact: true }).waitFor();
  await page.getByText('0 of 40 registered').waitFor();
  await fitsTheScreen('the events list');
  await session.shot('21-events-mobile');
  const [event] = (await services.events.list({ churchId: church.id, page: 1, limit: 10 }, admin.id)).data;
  assert.equal(event.startsAt, '2031-05-03T17:00:00.000Z', 'the time typed is UTC');

  await page.getByRole('link', { name: 'Agape supper', exact: true }).click();
  await page.getByRole('heading', { name: 'Who registered' }).waitFor();
  await fitsTheScreen('the event page');
  await session.shot('22-event-mobile');
  // The same pages on a desktop screen, for a reviewer to compare.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${hosts.loginUrl}/my/churches/${church.id}`);
  await session.shot('23-church-desktop');
  assert.deepEqual(session.cspViolations, []);
});

test('verifying the email and resetting a forgotten password through the links in real mails, on a desktop and a phone (390 px)', { skip: SKIP }, async (t) => {
  const server = await startMailServer(t);
  const session = await open(t, { SMTP_URL: server.url });
  const { page, hosts } = session;
  const mailTo = async (address: string, subject: string) => {
    await flushMail(hosts.services);
    const mail = server.to(address).find((received) => received.subject === subject);
    assert.ok(mail, `a mail "${subject}" to ${address}`);
    return mail;
  };
  const fitsTheScreen = async (width: number, where: string) => {
    assert.ok(Number(await page.evaluate('document.documentElement.scrollWidth')) <= width, `${where} scrolls sideways at ${width} px`);
  };

  for (const [width, height, name] of [[1280, 900, 'desktop'], [390, 844, 'mobile']] as const) {
    await page.context().clearCookies();
    await page.setViewportSize({ width, height });
    const email = `lydia.${name}@example.org`;
    await page.goto(`${hosts.loginUrl}/signup`);
    await page.getByLabel('Given name', { exact: true }).fill('Lydia');
    await page.getByLabel('Family name', { exact: true }).fill('Thyatira');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await fitsTheScreen(width, 'the check-your-email page');
    await session.shot(`30-signup-check-email-${name}`);

    await signIn(session, email, PASSWORD);
    await page.locator('#email').getByText('Not verified').waitFor();
    await fitsTheScreen(width, 'the account page');
    await session.shot(`31-account-unverified-${name}`);

    await page.goto(linkIn(await mailTo(email, 'Verify your email for Community Platform'), '/verify-email').href);
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await fitsTheScreen(width, 'the page a verification link opens');
    await page.getByRole('button', { name: 'Verify my email' }).click();
    await page.getByRole('heading', { name: 'Email verified' }).waitFor();
    await fitsTheScreen(width, 'the email-verified page');
    await session.shot(`32-email-verified-${name}`);
    await page.getByRole('link', { name: 'Go to your account' }).click();
    await page.locator('#email').getByText('Verified', { exact: true }).waitFor();
    await session.shot(`33-account-verified-${name}`);

    // Forgotten: from the login page, a link by mail, a new password.
    await page.context().clearCookies();
    await page.goto(`${hosts.loginUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await fitsTheScreen(width, 'the forgot-password page');
    await session.shot(`34-forgot-password-${name}`);
    await page.getByRole('button', { name: 'Send link' }).click();
    await page.getByText('If an account uses that email').waitFor();
    await session.shot(`35-forgot-password-sent-${name}`);

    await page.goto(linkIn(await mailTo(email, 'Reset your Community Platform password'), '/reset-password').href);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    const newPassword = `a fresh passphrase for ${name}`;
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await fitsTheScreen(width, 'the reset-password page');
    await session.shot(`36-reset-password-${name}`);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your new password is set.').waitFor();
    await session.shot(`37-password-changed-${name}`);
    await mailTo(email, 'Your Community Platform password was changed');
    await page.context().clearCookies();
    await signIn(session, email, newPassword);
  }
  assert.deepEqual(session.cspViolations, []);
});

/** Whether the page fits a phone's width: nothing scrolls sideways. */
async function assertFits(page: Page, width: number, where: string): Promise<void> {
  assert.ok(Number(await page.evaluate('document.documentElement.scrollWidth')) <= width, `${where} scrolls sideways at ${width} px`);
}

test('sessions on the account page: two browsers, one signed out from the other; on a desktop and a phone (390 px)', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  await signUp(session, { given: 'Priscilla', family: 'Corinth', email: 'priscilla@example.org' });
  const phone = await (await browser()).newContext({ viewport: { width: 390, height: 844 }, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1' });
  t.after(() => phone.close());
  const phonePage = await phone.newPage();
  await phonePage.goto(`${hosts.loginUrl}/login?next=%2Faccount`);
  await phonePage.getByLabel('Email', { exact: true }).fill('priscilla@example.org');
  await phonePage.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await phonePage.getByRole('button', { name: 'Sign in' }).click();
  await phonePage.waitForURL(`${hosts.loginUrl}/account`);
  await phonePage.locator('#sessions').getByText('This device').waitFor();
  await assertFits(phonePage, 390, 'the account page on the phone');
  await phonePage.screenshot({ path: `${SCREENSHOTS}40-sessions-mobile.png`, fullPage: true });

  // A new load, not a jump to the anchor of the page already open.
  await page.goto(`${hosts.loginUrl}/account`);
  const sessions = page.locator('#sessions');
  await sessions.getByText('Safari 17').waitFor();
  await sessions.getByText('This device').waitFor();
  await session.shot('41-sessions-desktop');
  await page.getByRole('button', { name: 'Sign out Safari 17 on iOS 17.2' }).click();
  await page.getByText('That browser is signed out.').waitFor();
  await phonePage.reload();
  await phonePage.waitForURL(/\/login\?next=%2Faccount$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${hosts.loginUrl}/account#sessions`);
  await assertFits(page, 390, 'the account page');
  await session.shot('42-sessions-one-left-mobile');
  assert.deepEqual(session.cspViolations, []);
});

test('an app’s details edited, shown on the consent page, then the app deleted through its confirmation page; desktop and phone (390 px)', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  await signUp(session, { given: 'Apollos', family: 'Alexandria', email: 'apollos@example.org' });
  const { clientId } = await createApp(session, { name: 'Bible Study', type: 'Public', redirectUris: ['http://127.0.0.1:9/cb'] });
  const key = await createKey(session, 'Sync', ['read:churches']);
  await page.reload();
  assert.equal(await page.locator('code#new-key').count(), 0, 'a reload shows the key no more and creates nothing');
  assert.equal((await hosts.services.apps.listKeys(clientId)).length, 1);

  await page.getByLabel('App name', { exact: true }).fill('Bible Study Groups');
  await page.getByLabel('Homepage URL', { exact: true }).fill('https://study.example.org/');
  await page.getByLabel('Logo URL', { exact: true }).fill('https://study.example.org/logo.png');
  await page.getByLabel('Description', { exact: true }).fill('Weekly readings for small groups.');
  await page.getByRole('button', { name: 'Save details' }).click();
  await page.getByText('Details saved.').waitFor();
  await session.shot('43-app-details');

  for (const [width, name] of [[1280, 'desktop'], [390, 'mobile']] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${hosts.loginUrl}/developers/apps/${clientId}`);
    await assertFits(page, width, 'the app page');
    await session.shot(`44-app-page-${name}`);
  }
  await page.getByRole('link', { name: 'Delete Bible Study Groups…' }).click();
  await page.getByRole('heading', { name: 'Delete Bible Study Groups?' }).waitFor();
  await assertFits(page, 390, 'the delete confirmation');
  await session.shot('45-delete-confirmation-mobile');
  await page.setViewportSize({ width: 1280, height: 900 });
  await session.shot('45-delete-confirmation-desktop');
  await page.getByRole('button', { name: 'Delete Bible Study Groups' }).click();
  await page.getByText('App deleted.').waitFor();
  await session.shot('46-app-deleted');
  assert.equal((await api(hosts, '/churches', key)).status, 401);
  assert.deepEqual(session.cspViolations, []);
});

test('the admin’s People page: search, make an admin, disable an account; desktop and phone (390 px)', { skip: SKIP }, async (t) => {
  const session = await open(t);
  const { page, hosts } = session;
  for (let i = 1; i <= 22; i++) await buildUser(hosts.services, { given_name: `Member${i}`, family_name: 'Ephesus', email: `member${i}@ephesus.example` });
  const target = await buildUser(hosts.services, { given_name: 'Demetrius', family_name: 'Silversmith', email: 'demetrius@example.org' });
  const { key } = await hosts.services.apps.createKey(
    (await hosts.services.apps.createApp({ ownerId: target.id, name: 'Shrines', type: 'public', redirectUris: [] })).app.clientId,
    { scopes: ['read:churches'] },
  );
  await hosts.services.users.create({ email: 'admin@example.org', password: PASSWORD, givenName: 'Platform', familyName: 'Admin', isAdmin: true });
  await signIn(session, 'admin@example.org', PASSWORD);

  for (const [width, name] of [[1280, 'desktop'], [390, 'mobile']] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${hosts.loginUrl}/admin/people`);
    await page.getByText('24 people').waitFor();
    await assertFits(page, width, 'the People page');
    await session.shot(`47-people-${name}`);
    await page.goto(`${hosts.loginUrl}/admin`);
    await assertFits(page, width, 'the admin page');
    await session.shot(`48-admin-${name}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${hosts.loginUrl}/admin/people`);
  await page.getByLabel('Name or email', { exact: true }).fill('silver');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByText('1 person').waitFor();
  await page.getByRole('button', { name: 'Make admin: Demetrius Silversmith' }).click();
  await page.getByText('They are a platform administrator now.').waitFor();
  await page.getByRole('button', { name: 'Disable: Demetrius Silversmith' }).click();
  await page.getByText('The account is disabled').waitFor();
  await page.locator('#people').getByText('Disabled', { exact: true }).waitFor();
  await session.shot('49-people-disabled');
  assert.equal((await api(hosts, '/churches', key)).status, 401, 'their key stops at once');

  await page.goto(`${hosts.loginUrl}/admin`);
  await page.getByLabel('Event', { exact: true }).selectOption('user.disabled');
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.waitForURL(/action=user\.disabled/);
  await page.getByRole('cell', { name: 'Account disabled' }).waitFor();
  await session.shot('50-audit-filtered');
  assert.deepEqual(session.cspViolations, []);
});
