import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { Browser, parseForm, startBothHosts } from '../../../test/oauth-helpers.ts';
import { buildSigninTestHost, PageClient, signedIn } from '../../../test/pages.ts';
import { safeReturnPath } from '../../http/pages.ts';
import { SIGN_IN_THROTTLE } from './throttle.ts';

const NEW_PASSWORD = 'a much longer passphrase';

async function auditTypes(host: Awaited<ReturnType<typeof buildSigninTestHost>>): Promise<string[]> {
  const { events } = await host.services.audit.page(undefined, 100);
  return events.map((event) => event.type);
}

/** A visitor from `ip` on the login page, its form's CSRF token in hand. */
async function onLoginPage(host: Awaited<ReturnType<typeof buildSigninTestHost>>, ip?: string): Promise<PageClient> {
  const client = new PageClient(host.app, ip);
  await client.get('/login');
  return client;
}

/** A sign-in refused for a while after too many failures, saying so. */
function assertPaused(response: { statusCode: number; body: string }): void {
  assert.equal(response.statusCode, 429);
  assert.match(response.body, /Too many failed sign-in attempts/);
}

/** A visitor on the sign-up page of a sign-in host of the test's own, its form's CSRF token in hand. */
async function onSignupPage(t: TestContext) {
  const host = await buildSigninTestHost(t);
  const client = new PageClient(host.app);
  await client.get('/signup');
  return { host, client };
}

test('sign-up page: the four labelled fields, the password rules up front, and the button', async (t) => {
  const host = await buildSigninTestHost(t);
  const response = await new PageClient(host.app).get('/signup');
  assert.equal(response.statusCode, 200);
  for (const label of ['Given name', 'Family name', 'Email', 'Password']) assert.match(response.body, new RegExp(`<label for="[^"]+">${label}</label>`));
  assert.match(response.body, /At least 10 characters and at most 128\./);
  assert.match(response.body, /<button type="submit">Create account<\/button>/);
});

test('sign-up creates the account with its email not yet verified, asks the person to check their email, and records it; they can sign in at once', async (t) => {
  const { host, client } = await onSignupPage(t);
  const response = await client.post('/signup', { givenName: 'Ruth', familyName: 'Moab', email: 'Ruth@Example.org', password: 'gleaning in the fields' });
  assert.equal(response.statusCode, 303);
  assert.equal(response.headers.location, '/signup/check-email');
  assert.equal(client.cookie('cp_session'), undefined, 'not signed in by sign-up: the answer is the same for an email that has an account');
  const check = await client.get('/signup/check-email');
  assert.equal(check.statusCode, 200);
  assert.match(check.body, /<h1>Check your email<\/h1>/);
  assert.match(check.body, /href="\/login"/);

  const user = await host.services.users.findByEmail('ruth@example.org');
  assert.ok(user);
  assert.match(user.password_hash, /^\$argon2id\$/);
  assert.equal(Boolean(user.email_verified), false);
  const mails = await host.services.database.db.selectFrom('mail_outbox').selectAll().execute();
  assert.deepEqual(mails.map((mail) => [mail.kind, mail.recipient, mail.user_id]), [['verify_email', 'ruth@example.org', user.id]]);
  assert.deepEqual(await auditTypes(host), ['account.created']);

  await client.get('/login');
  const signIn = await client.post('/login', { email: 'ruth@example.org', password: 'gleaning in the fields', next: '/account' });
  assert.equal(signIn.statusCode, 303);
  const cookie = String(signIn.headers['set-cookie']).split(/,(?=\s*\w+=)/).find((line) => line.includes('cp_session='));
  assert.ok(cookie, 'a session cookie is set');
  assert.match(cookie, /HttpOnly/i);
  assert.match(cookie, /SameSite=Lax/i);
  assert.doesNotMatch(cookie, /Secure/i, 'not Secure outside production');
  const account = await client.get('/account');
  assert.equal(account.statusCode, 200);
  assert.match(account.body, /ruth@example\.org/);
  assert.match(account.body, /Ruth Moab/);
  assert.match(account.body, /Not verified/);
  const sessions = await host.services.database.db.selectFrom('web_sessions').selectAll().where('user_id', '=', user.id).execute();
  assert.equal(sessions.length, 1, 'the session lives in the database');
});

test('sign-up validation: every problem is shown beside its field, values are kept but never the password', async (t) => {
  const { host, client } = await onSignupPage(t);
  const empty = await client.post('/signup', { givenName: '', familyName: '', email: '', password: '' });
  assert.equal(empty.statusCode, 400);
  assert.match(empty.body, /Please fix the problems below\./);
  assert.match(empty.body, /Enter your given name\./);
  assert.match(empty.body, /Enter your family name\./);
  assert.match(empty.body, /Enter your email address\./);
  assert.match(empty.body, /Choose a password of at least 10 and at most 128 characters\./);

  const bad = await client.post('/signup', { givenName: 'Boaz', familyName: 'Bethlehem', email: 'not-an-email', password: 'short' });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.body, /Enter an email address like name@example\.org\./);
  assert.match(bad.body, /Choose a password of at least 10/);
  assert.match(bad.body, /value="Boaz"/);
  assert.match(bad.body, /value="not-an-email"/);
  assert.doesNotMatch(bad.body, /value="short"/);
  assert.match(bad.body, /aria-invalid="true"/);
  assert.equal(await host.services.users.findByEmail('not-an-email'), undefined);
});

test('sign-up with an email already in use answers exactly as for a new email, creates nothing, and mails the owner instead', async (t) => {
  const host = await buildSigninTestHost(t);
  const existing = await buildUser(host.services);
  const answers = [];
  for (const email of [existing.email.toUpperCase(), 'fresh@example.org']) {
    const client = new PageClient(host.app);
    await client.get('/signup');
    const response = await client.post('/signup', { givenName: 'A', familyName: 'B', email, password: 'long enough password' });
    answers.push({ status: response.statusCode, location: response.headers.location, body: response.body, cookie: client.cookie('cp_session') });
  }
  assert.deepEqual(answers[0], answers[1]);
  assert.deepEqual(answers[0], { status: 303, location: '/signup/check-email', body: '', cookie: undefined });
  assert.doesNotMatch(JSON.stringify(answers), /already exists/);
  const owner = await host.services.users.get(existing.id);
  assert.equal(owner.given_name, existing.given_name, 'the existing account is untouched');
  assert.equal(owner.password_hash, existing.password_hash);
  const mails = await host.services.database.db.selectFrom('mail_outbox').select(['kind', 'recipient']).orderBy('id').execute();
  assert.deepEqual(mails, [
    { kind: 'sign_up_existing_email', recipient: existing.email },
    { kind: 'verify_email', recipient: 'fresh@example.org' },
  ]);
  assert.deepEqual(await auditTypes(host), ['account.created', 'account.sign_up_existing_email']);
});

test('forms without the CSRF token are refused with 403', async (t) => {
  const { host, client: anonymous } = await onSignupPage(t);
  const signup = await anonymous.post('/signup', { _csrf: '', givenName: 'A', familyName: 'B', email: 'a@example.org', password: 'long enough password' });
  assert.equal(signup.statusCode, 403);
  assert.match(signup.body, /Form not accepted/);
  assert.equal(await host.services.users.findByEmail('a@example.org'), undefined);

  const { client, user } = await signedIn(host);
  await client.get('/account');
  for (const [path, form] of [
    ['/account/profile', { givenName: 'X', familyName: 'Y', picture: '' }],
    ['/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD }],
    ['/account/apps/app_x/revoke', {}],
    ['/logout', {}],
  ] as const) {
    const missing = await client.post(path, { ...form, _csrf: '' });
    assert.equal(missing.statusCode, 403, `${path} without a token`);
    const forged = await client.post(path, { ...form, _csrf: 'A'.repeat(43) });
    assert.equal(forged.statusCode, 403, `${path} with a forged token`);
  }
  const unchanged = await host.services.users.get(user.id);
  assert.equal(unchanged.given_name, user.given_name);
  assert.ok(await host.services.users.verifyCredentials(user.email, TEST_PASSWORD), 'password unchanged');
  assert.equal((await client.get('/account')).statusCode, 200, 'still signed in');
});

test('pages that need a session send people to the login page and back afterwards', async (t) => {
  const host = await buildSigninTestHost(t);
  const user = await buildUser(host.services);
  const client = new PageClient(host.app);
  for (const path of ['/account', '/developers', '/developers/apps/app_123', '/admin']) {
    const response = await client.get(path);
    assert.equal(response.statusCode, 303, path);
    assert.equal(response.headers.location, `/login?next=${encodeURIComponent(path)}`);
  }
  const login = await client.get('/login?next=%2Fdevelopers');
  assert.match(login.body, /<input type="hidden" name="next" value="\/developers">/);
  assert.match(login.body, /href="\/signup\?next=%2Fdevelopers"/, 'sign-up keeps the way back too');
  const signIn = await client.post('/login', { email: user.email, password: TEST_PASSWORD, next: '/developers' });
  assert.equal(signIn.statusCode, 303);
  assert.equal(signIn.headers.location, '/developers');
  // Signed in already: the login page goes straight back.
  const again = await client.get('/login?next=%2Faccount');
  assert.equal(again.headers.location, '/account');
});

test('the return path after sign-in never leaves this host', async (t) => {
  // Each of these, as given or once normalised, names another host (or is not a path at all).
  const offHost = [
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
    '/ok\r\nx',
    'evil',
    '',
    '/.//evil.test',
    '/..//evil.test',
    '/a/..//evil.test',
    '/%2e//evil.test',
    '/%2E%2E//evil.test',
    '/././/evil.test',
    '/a/b/../..//evil.test',
    '/.\\/evil.test',
    '/%5cevil.test',
    '/\t/evil.test',
    '/\n/evil.test',
    '/.%2f/evil.test',
    '\\\\evil.test',
  ];
  for (const evil of offHost) {
    const result = safeReturnPath(evil);
    assert.ok(result === undefined || (!result.startsWith('//') && !result.startsWith('/\\')), `${JSON.stringify(evil)} gave ${result}`);
    if (result !== undefined) assert.equal(new URL(result, 'https://login.example').host, 'login.example', JSON.stringify(evil));
  }
  assert.equal(safeReturnPath('/developers/apps/app_1?done=x'), '/developers/apps/app_1?done=x');
  assert.equal(safeReturnPath('/a/../account'), '/account');

  const host = await buildSigninTestHost(t);
  const user = await buildUser(host.services);
  const client = new PageClient(host.app);
  const page = await client.get('/login?next=https%3A%2F%2Fevil.example%2F');
  assert.doesNotMatch(page.body, /evil/);
  const response = await client.post('/login', { email: user.email, password: TEST_PASSWORD, next: '//evil.example/' });
  assert.equal(response.statusCode, 303);
  assert.equal(response.headers.location, '/login');
  // Signed in now: the login page sends the person straight on, and the signup page carries `next` in a hidden field.
  for (const evil of offHost.filter(Boolean)) {
    const next = encodeURIComponent(evil);
    const location = (await client.get(`/login?next=${next}`)).headers.location;
    if (location !== undefined) assert.equal(new URL(String(location), 'https://login.example').host, 'login.example', `${JSON.stringify(evil)} → ${location}`);
    const signup = await new PageClient(host.app).get(`/signup?next=${next}`);
    assert.doesNotMatch(signup.body, /name="next" value="\/\//, JSON.stringify(evil));
  }
  // Signing in with each of them as `next` ends on this host too.
  for (const evil of offHost.filter(Boolean)) {
    const fresh = await onLoginPage(host);
    const signIn = await fresh.post('/login', { email: user.email, password: TEST_PASSWORD, next: evil });
    assert.equal(signIn.statusCode, 303, JSON.stringify(evil));
    assert.equal(new URL(String(signIn.headers.location), 'https://login.example').host, 'login.example', `${JSON.stringify(evil)} → ${signIn.headers.location}`);
  }
});

test('sign out ends the database session', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  const account = await client.get('/account');
  assert.match(account.body, /action="\/logout"/, 'every page offers sign-out');
  const out = await client.post('/logout');
  assert.equal(out.statusCode, 303);
  const sessions = await host.services.database.db.selectFrom('web_sessions').selectAll().where('user_id', '=', user.id).execute();
  assert.equal(sessions.length, 0);
  assert.equal((await client.get('/account')).statusCode, 303);
});

test('an expired session no longer opens the account page', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  assert.equal((await client.get('/account')).statusCode, 200);
  await host.services.database.db
    .updateTable('web_sessions')
    .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
    .where('user_id', '=', user.id)
    .execute();
  const response = await client.get('/account');
  assert.equal(response.statusCode, 303);
  assert.equal(response.headers.location, '/login?next=%2Faccount');
});

test('profile: name and picture URL are saved; a picture that is not an https URL is refused', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  await client.get('/account');
  const bad = await client.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: 'javascript:alert(1)' });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.body, /Picture URL must be a web address starting with https:\/\//);
  assert.match(bad.body, /Your profile was not saved/);
  const empty = await client.post('/account/profile', { givenName: ' ', familyName: 'Thyatira', picture: '' });
  assert.equal(empty.statusCode, 400);
  assert.match(empty.body, /Enter your given name\./);

  const ok = await client.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: 'https://example.org/lydia.png' });
  assert.equal(ok.statusCode, 303);
  assert.equal(ok.headers.location, '/account?done=profile');
  const saved = await host.services.users.get(user.id);
  assert.equal(saved.given_name, 'Lydia');
  assert.equal(saved.picture, 'https://example.org/lydia.png');
  const page = await client.get(ok.headers.location);
  assert.match(page.body, /Your profile has been saved\./);
  assert.match(page.body, /value="https:\/\/example\.org\/lydia\.png"/);

  await client.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: '' });
  assert.equal((await host.services.users.get(user.id)).picture, null, 'an empty field removes the picture');
});

test('password change: the current password is checked, and other devices are signed out', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  const other = await onLoginPage(host);
  await other.post('/login', { email: user.email, password: TEST_PASSWORD });
  assert.equal((await other.get('/account')).statusCode, 200);

  await client.get('/account');
  const wrong = await client.post('/account/password', { currentPassword: 'not my password', newPassword: NEW_PASSWORD });
  assert.equal(wrong.statusCode, 400);
  assert.match(wrong.body, /Your current password is not correct\./);
  const short = await client.post('/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'short' });
  assert.equal(short.statusCode, 400);
  assert.match(short.body, /Choose a password of at least 10/);

  const ok = await client.post('/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
  assert.equal(ok.statusCode, 303);
  assert.match((await client.get('/account?done=password')).body, /Your password has been changed/);
  assert.equal((await other.get('/account')).statusCode, 303, 'the other device is signed out');
  assert.equal(await host.services.users.verifyCredentials(user.email, TEST_PASSWORD), undefined);
  assert.ok(await host.services.users.verifyCredentials(user.email, NEW_PASSWORD));
  assert.ok((await auditTypes(host)).includes('password.changed'));
});

test('sign-in throttling per account: paused after repeated failures, same answer for unknown emails, and audited', async (t) => {
  const host = await buildSigninTestHost(t);
  const user = await buildUser(host.services);
  const client = await onLoginPage(host, '10.0.0.1');
  for (let i = 0; i < SIGN_IN_THROTTLE.perAccount; i++) {
    const response = await client.post('/login', { email: user.email, password: `wrong ${i}` });
    assert.equal(response.statusCode, 200);
    assert.match(response.body, /The email or password is incorrect/);
  }
  // Now even the right password is refused for a while, with a message that says so.
  const paused = await client.post('/login', { email: user.email, password: TEST_PASSWORD });
  assertPaused(paused);
  assert.equal(client.cookie('cp_session'), undefined);

  // An email without an account behaves exactly the same: nothing tells which emails exist.
  for (let i = 0; i < SIGN_IN_THROTTLE.perAccount; i++) await client.post('/login', { email: 'nobody@example.org', password: `wrong ${i}` });
  const unknown = await client.post('/login', { email: 'nobody@example.org', password: TEST_PASSWORD });
  assertPaused(unknown);

  // Another account from the same address is not affected (below the per-address threshold).
  const other = await buildUser(host.services);
  assert.equal((await client.post('/login', { email: other.email, password: TEST_PASSWORD })).statusCode, 303);

  const types = await auditTypes(host);
  assert.equal(types.filter((type) => type === 'sign_in.failed').length, 2 * SIGN_IN_THROTTLE.perAccount);
  assert.equal(types.filter((type) => type === 'sign_in.throttled').length, 2);
  assert.equal(types[0], 'sign_in.succeeded');

  // When the pause is over, the right password works again.
  await host.services.database.db.updateTable('sign_in_throttle').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).execute();
  assert.equal((await client.post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode, 303);
});

test('sign-in throttling per IP address: many failures over many emails pause sign-in from that address only', async (t) => {
  const host = await buildSigninTestHost(t);
  const user = await buildUser(host.services);
  const guesser = await onLoginPage(host, '10.0.0.66');
  for (let i = 0; i < SIGN_IN_THROTTLE.perIp; i++) {
    await guesser.post('/login', { email: `guess${i}@example.org`, password: 'password123' });
  }
  const blocked = await guesser.post('/login', { email: user.email, password: TEST_PASSWORD });
  assertPaused(blocked);

  const elsewhere = await onLoginPage(host, '10.0.0.7');
  assert.equal((await elsewhere.post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode, 303);
});

test('the login page of an OAuth request is throttled too, and the consent is recorded in the audit log', async (t) => {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const redirectUri = 'http://127.0.0.1:9/cb';
  const { app } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Portal', type: 'confidential', redirectUris: [redirectUri] });
  const browser = new Browser();
  const authorize = new URL(`${hosts.loginUrl}/oauth/authorize`);
  authorize.search = new URLSearchParams({ client_id: app.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid profile', state: 's' }).toString();
  const start = await browser.request(authorize);
  const loginUrl = new URL(start.headers.get('location') ?? '', authorize);
  const form = parseForm(await (await browser.request(loginUrl)).text());
  assert.ok(form);
  const action = new URL(form.action, loginUrl);
  for (let i = 0; i < SIGN_IN_THROTTLE.perAccount; i++) {
    const wrong = await browser.request(action, { form: { _csrf: form.csrf, email: person.email, password: `wrong ${i}` } });
    assert.match(await wrong.text(), /The email or password is incorrect/);
  }
  const paused = await browser.request(action, { form: { _csrf: form.csrf, email: person.email, password: TEST_PASSWORD } });
  assert.equal(paused.status, 429);
  assert.match(await paused.text(), /Too many failed sign-in attempts/);

  await hosts.services.database.db.deleteFrom('sign_in_throttle').execute();
  const signedInAt = await browser.request(action, { form: { _csrf: form.csrf, email: person.email, password: TEST_PASSWORD } });
  assert.equal(signedInAt.status, 303);
  let next = new URL(signedInAt.headers.get('location') ?? '', action);
  let response = await browser.request(next);
  while (response.status >= 300 && response.status < 400) {
    next = new URL(response.headers.get('location') ?? '', next);
    response = await browser.request(next);
  }
  const consent = parseForm(await response.text());
  assert.ok(consent);
  const allowed = await browser.request(new URL(consent.action, next), { form: { _csrf: consent.csrf, decision: 'allow' } });
  assert.equal(allowed.status, 303);
  const { events } = await hosts.services.audit.page(undefined, 100);
  const granted = events.find((event) => event.type === 'consent.granted');
  assert.ok(granted, 'consent recorded');
  assert.equal(granted.actorUserId, person.id);
  assert.equal(granted.target, app.clientId);
  assert.deepEqual(granted.details, { app: 'Parish Portal', scopes: 'openid profile' });
  assert.ok(events.some((event) => event.type === 'sign_in.succeeded' && event.actorUserId === person.id));
});

test('behind the production proxy, a forged X-Forwarded-For does not dodge the per-address throttle', async (t) => {
  const host = await buildSigninTestHost(t, { NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9' });
  const user = await buildUser(host.services);
  // Every request arrives from the load balancer, which appends the address it saw.
  const guesser = await onLoginPage(host, '10.1.0.2');
  for (let i = 0; i < SIGN_IN_THROTTLE.perIp; i++) {
    guesser.extraHeaders = { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.9`, 'x-forwarded-proto': 'https' };
    await guesser.post('/login', { email: `guess${i}@example.org`, password: 'password123' });
  }
  guesser.extraHeaders = { 'x-forwarded-for': '198.51.100.200, 203.0.113.9', 'x-forwarded-proto': 'https' };
  assert.equal((await guesser.post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode, 429);
  const { events } = await host.services.audit.page(undefined, 1);
  assert.equal(events[0].ip, '203.0.113.9', 'the address the proxy saw is recorded');
});

test('security headers and cookies on the account pages', async (t) => {
  const host = await buildSigninTestHost(t, { NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9' });
  const client = new PageClient(host.app);
  const page = await client.get('/signup');
  const csp = String(page.headers['content-security-policy']);
  assert.match(csp, /default-src 'none'/);
  assert.match(csp, /script-src 'self'/);
  assert.doesNotMatch(csp, /unsafe-inline/);
  assert.match(csp, /frame-ancestors 'none'/);
  assert.equal(page.headers['x-frame-options'], 'DENY');
  assert.equal(page.headers['x-content-type-options'], 'nosniff');
  assert.equal(page.headers['cache-control'], 'no-store');
  assert.doesNotMatch(page.body, /<script>|<script(?![^>]*\bsrc=)/, 'no inline scripts');
  const user = await buildUser(host.services);
  await client.get('/login');
  const signIn = await client.post('/login', { email: user.email, password: TEST_PASSWORD });
  assert.equal(signIn.statusCode, 303);
  const cookie = String(signIn.headers['set-cookie']).split(/,(?=\s*\w+=)/).find((line) => line.includes('cp_session='));
  assert.match(cookie ?? '', /Secure/, 'Secure in production');
  assert.match(cookie ?? '', /HttpOnly/i);
  const script = await client.get('/assets/copy.js');
  assert.equal(script.statusCode, 200);
  assert.match(String(script.headers['content-type']), /^text\/javascript/);
});
