import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import * as oidc from 'openid-client';
import { Browser, callbackOf, startBothHosts, walkAuthorization } from '../../../test/oauth-helpers.ts';
import { buildApiKey, buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { flushMail, linkIn, startMailServer, type MailServer, type ReceivedMail } from '../../../test/mail-server.ts';
import { buildSigninTestHost, PageClient, signedIn, type SigninTestHost } from '../../../test/pages.ts';
import { buildApiHost } from '../../hosts/api.ts';
import { loginPage } from '../../views/signin.ts';
import { REQUEST_LIMITS } from './throttle.ts';

const NEW_PASSWORD = 'a new song to sing 96';

interface MailHost extends SigninTestHost {
  server: MailServer;
  /** Sends what is due and answers the mails received for `address` since the last call. */
  inbox(address: string): Promise<ReceivedMail[]>;
}

/** The sign-in host with a real SMTP server on loopback behind its mail. */
async function mailHost(t: TestContext): Promise<MailHost> {
  const server = await startMailServer(t);
  const host = await buildSigninTestHost(t, { SMTP_URL: server.url });
  const seen = new Map<string, number>();
  return {
    ...host,
    server,
    async inbox(address) {
      await flushMail(host.services);
      const all = server.to(address);
      const from = seen.get(address) ?? 0;
      seen.set(address, all.length);
      return all.slice(from);
    },
  };
}

/** The path and query of a mailed link, for the in-process client. */
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

/** Opens a mailed link as a person does: the page it opens, then that page's button. */
async function follow(client: PageClient, link: URL) {
  const page = await client.get(pathOf(link));
  assert.equal(page.statusCode, 200, page.body.slice(0, 500));
  assert.match(page.body, new RegExp(`<form method="post" action="${link.pathname}">`));
  return client.post(link.pathname, { token: link.searchParams.get('token') ?? '' });
}

async function onlyMail(host: MailHost, address: string): Promise<ReceivedMail> {
  const mails = await host.inbox(address);
  assert.equal(mails.length, 1, `one mail to ${address}, got ${mails.map((mail) => mail.subject).join(', ') || 'none'}`);
  return mails[0];
}

async function auditTypes(host: SigninTestHost): Promise<string[]> {
  const { events } = await host.services.audit.page(undefined, 100);
  return events.map((event) => event.type).reverse();
}

async function signUp(host: MailHost, email: string, ip = '127.0.0.1') {
  const client = new PageClient(host.app, ip);
  await client.get('/signup');
  return client.post('/signup', { givenName: 'Ruth', familyName: 'Moab', email, password: 'gleaning in the fields' });
}

async function expire(host: SigninTestHost, purpose: string) {
  await host.services.database.db.updateTable('account_tokens').set({ expires_at: new Date(Date.now() - 1000).toISOString() }).where('purpose', '=', purpose).execute();
}

test('verification: sign-up mails a link; opening it verifies the email, seen by the API profile; the link works once and for 24 hours', async (t) => {
  const host = await mailHost(t);
  await signUp(host, 'ruth@example.org');
  const mail = await onlyMail(host, 'ruth@example.org');
  assert.equal(mail.subject, 'Verify your email for Community Platform');
  assert.match(mail.text, /^Hello Ruth,/);
  const link = linkIn(mail, '/verify-email');
  assert.equal(link.origin, host.config.loginUrl, 'absolute on LOGIN_URL');
  const user = await host.services.users.findByEmail('ruth@example.org');
  assert.ok(user);
  const stored = await host.services.database.db.selectFrom('account_tokens').selectAll().execute();
  assert.equal(stored.length, 1);
  assert.notEqual(stored[0].token_hash, link.searchParams.get('token'), 'only a digest is stored');
  assert.match(stored[0].token_hash, /^[0-9a-f]{64}$/);
  const lifetime = new Date(stored[0].expires_at).getTime() - new Date(stored[0].created_at).getTime();
  assert.equal(lifetime, 24 * 3_600_000);

  const browser = new PageClient(host.app);
  const opened = await follow(browser, link);
  assert.equal(opened.statusCode, 200);
  assert.match(opened.body, /ruth@example\.org is verified/);
  assert.equal(Boolean((await host.services.users.get(user.id)).email_verified), true);
  assert.ok((await auditTypes(host)).includes('email.verified'));

  const api = await buildApiHost(host.services);
  t.after(() => api.close());
  const { key } = await buildApiKey(host.services, user.id, ['read:users']);
  const me = await api.inject({ method: 'GET', url: '/api/v1/users/me', headers: { authorization: `Bearer ${key}` } });
  assert.equal(me.statusCode, 200, me.body);
  assert.equal(me.json().data.emailVerified, true);

  const again = await browser.get(pathOf(link));
  assert.equal(again.statusCode, 400);
  assert.match(again.body, /already been used/);
  const posted = await browser.post('/verify-email', { token: link.searchParams.get('token') ?? '' });
  assert.equal(posted.statusCode, 400);
  assert.match(posted.body, /already been used/);
});

test('verification refusals: an expired link, a made-up one, a reset link, and a link for an address the account no longer uses', async (t) => {
  const host = await mailHost(t);
  await signUp(host, 'ruth@example.org');
  const link = linkIn(await onlyMail(host, 'ruth@example.org'), '/verify-email');
  const browser = new PageClient(host.app);
  const user = await host.services.users.findByEmail('ruth@example.org');
  assert.ok(user);

  await expire(host, 'verify_email');
  const expired = await browser.get(pathOf(link));
  assert.equal(expired.statusCode, 400);
  assert.match(expired.body, /expired/);

  for (const token of ['', 'x', 'A'.repeat(43), 'A'.repeat(300)]) {
    const made = await browser.get(`/verify-email?token=${token}`);
    assert.equal(made.statusCode, 400, token);
  }

  // A reset link is no verification link, even for the same person.
  await host.services.accounts.email.requestPasswordReset('ruth@example.org', '127.0.0.1');
  const reset = linkIn(await onlyMail(host, 'ruth@example.org'), '/reset-password');
  const wrongKind = await browser.get(`/verify-email${reset.search}`);
  assert.equal(wrongKind.statusCode, 400);
  assert.match(wrongKind.body, /not valid/);

  // A fresh link, then the account moves to another address before it is opened.
  await host.services.accounts.email.sendVerification(user.id, user.email);
  const fresh = linkIn(await onlyMail(host, 'ruth@example.org'), '/verify-email');
  await host.services.database.db.updateTable('users').set({ email: 'ruth@moab.example' }).where('id', '=', user.id).execute();
  const stale = await follow(browser, fresh);
  assert.equal(stale.statusCode, 400);
  assert.match(stale.body, /no longer uses/);
  assert.equal(Boolean((await host.services.users.get(user.id)).email_verified), false);
});

test('account page: the email state, and "Send again" mails a new link (ending the old one), at most once a minute', async (t) => {
  const host = await mailHost(t);
  const { client, user } = await signedIn(host, { email_verified: false });
  const page = await client.get('/account');
  assert.match(page.body, /Not verified/);
  assert.match(page.body, /<button type="submit" class="secondary">Send again<\/button>/);

  const sent = await client.post('/account/email/verification');
  assert.equal(sent.statusCode, 303);
  assert.equal(sent.headers.location, '/account?done=verification-sent');
  assert.match((await client.get('/account?done=verification-sent')).body, /We have mailed you a new verification link/);
  const first = linkIn(await onlyMail(host, user.email), '/verify-email');

  const throttled = await client.post('/account/email/verification');
  assert.equal(throttled.statusCode, 429);
  assert.match(throttled.body, /Wait a minute/);
  assert.equal((await host.inbox(user.email)).length, 0, 'no mail while throttled');

  // A minute later, a second link; the first one no longer works.
  await host.services.database.db.updateTable('sign_in_throttle').set({ window_started_at: new Date(Date.now() - 61_000).toISOString() }).where('key', 'like', 'mail-minute:%').execute();
  assert.equal((await client.post('/account/email/verification')).statusCode, 303);
  const second = linkIn(await onlyMail(host, user.email), '/verify-email');
  assert.equal((await client.get(pathOf(first))).statusCode, 400);
  const verified = await follow(client, second);
  assert.equal(verified.statusCode, 200);
  assert.match(verified.body, /Go to your account/, 'signed in: straight back to the account');
  const after = await client.get('/account');
  assert.match(after.body, /Verified/);
  assert.doesNotMatch(after.body, /Send again/);

  // Verified already: nothing to send.
  assert.equal((await client.post('/account/email/verification')).headers.location, '/account');
  assert.equal((await host.inbox(user.email)).length, 0);
});

test('"Send again" allows five mails an hour', async (t) => {
  const host = await mailHost(t);
  const { client } = await signedIn(host, { email_verified: false });
  await client.get('/account');
  const statuses = [];
  for (let i = 0; i < REQUEST_LIMITS.accountMailPerHour.limit + 1; i++) {
    await host.services.database.db.deleteFrom('sign_in_throttle').where('key', 'like', 'mail-minute:%').execute();
    statuses.push((await client.post('/account/email/verification')).statusCode);
  }
  assert.deepEqual(statuses, [303, 303, 303, 303, 303, 429]);
});

test('changing the email: the password is required, the old email stays until the link sent to the new one is opened, and the old address is told', async (t) => {
  const host = await mailHost(t);
  const { client, user } = await signedIn(host);
  await client.get('/account');

  const refusals: [Record<string, string>, RegExp][] = [
    [{ newEmail: 'not-an-email', currentPassword: TEST_PASSWORD }, /Enter an email address like name@example\.org\./],
    [{ newEmail: '', currentPassword: TEST_PASSWORD }, /Enter your email address\./],
    [{ newEmail: user.email.toUpperCase(), currentPassword: TEST_PASSWORD }, /This already is your email\./],
    [{ newEmail: 'ruth@moab.example', currentPassword: 'wrong password!' }, /Your current password is not correct\./],
  ];
  for (const [form, message] of refusals) {
    const refused = await client.post('/account/email', form);
    assert.equal(refused.statusCode, 400, JSON.stringify(form));
    assert.match(refused.body, message);
    assert.match(refused.body, /Your email was not changed/);
  }
  assert.equal((await host.services.users.get(user.id)).pending_email, null);

  const asked = await client.post('/account/email', { newEmail: 'Ruth@Moab.example', currentPassword: TEST_PASSWORD });
  assert.equal(asked.statusCode, 303);
  assert.equal(asked.headers.location, '/account?done=email-change');
  const page = await client.get('/account?done=email-change');
  assert.match(page.body, /Waiting for you to confirm ruth@moab\.example/);
  assert.match(page.body, new RegExp(`Signed in as ${user.email.replace('.', '\\.')}`), 'the old email is still the account\'s');

  const mail = await onlyMail(host, 'ruth@moab.example');
  assert.equal(mail.subject, 'Confirm your new email for Community Platform');
  assert.ok(mail.text.includes(user.email));
  const link = linkIn(mail, '/confirm-email');
  assert.equal((await host.inbox(user.email)).length, 0, 'the old address hears nothing before the change is made');

  const confirmed = await follow(new PageClient(host.app), link);
  assert.equal(confirmed.statusCode, 200);
  assert.match(confirmed.body, /Your account now uses ruth@moab\.example/);
  const moved = await host.services.users.get(user.id);
  assert.equal(moved.email, 'ruth@moab.example');
  assert.equal(Boolean(moved.email_verified), true);
  assert.equal(moved.pending_email, null);
  const notice = await onlyMail(host, user.email);
  assert.equal(notice.subject, 'The email of your Community Platform account was changed');
  assert.match(notice.text, /to ruth@moab\.example/);
  assert.ok((await auditTypes(host)).includes('email.changed'));

  const reused = await new PageClient(host.app).get(pathOf(link));
  assert.equal(reused.statusCode, 400);
  assert.match(reused.body, /already been used/);
  assert.equal((await client.post('/confirm-email', { token: link.searchParams.get('token') ?? '' })).statusCode, 400);
  // The person signs in with the new email now.
  const browser = new PageClient(host.app);
  await browser.get('/login');
  assert.equal((await browser.post('/login', { email: 'ruth@moab.example', password: TEST_PASSWORD })).statusCode, 303);
});

test('changing the email: a replaced request\'s link and an expired link do nothing; an address that has an account gets a notice, never a link', async (t) => {
  const host = await mailHost(t);
  const { client, user } = await signedIn(host);
  const other = await buildUser(host.services);
  await client.get('/account');
  const unthrottle = () => host.services.database.db.deleteFrom('sign_in_throttle').execute();

  await client.post('/account/email', { newEmail: 'first@example.org', currentPassword: TEST_PASSWORD });
  const first = linkIn(await onlyMail(host, 'first@example.org'), '/confirm-email');
  await unthrottle();
  await client.post('/account/email', { newEmail: 'second@example.org', currentPassword: TEST_PASSWORD });
  const second = linkIn(await onlyMail(host, 'second@example.org'), '/confirm-email');
  const replaced = await client.get(pathOf(first));
  assert.equal(replaced.statusCode, 400);
  assert.equal((await host.services.users.get(user.id)).email, user.email);

  await expire(host, 'change_email');
  const expired = await client.get(pathOf(second));
  assert.equal(expired.statusCode, 400);
  assert.match(expired.body, /expired/);
  assert.equal((await host.services.users.get(user.id)).email, user.email);

  await unthrottle();
  const asked = await client.post('/account/email', { newEmail: other.email, currentPassword: TEST_PASSWORD });
  assert.equal(asked.statusCode, 303, 'the same answer: the page does not tell that the address has an account');
  const notice = await onlyMail(host, other.email);
  assert.equal(notice.subject, 'Your email address and Community Platform');
  assert.throws(() => linkIn(notice, '/confirm-email'));
  assert.equal((await host.services.users.get(user.id)).email, user.email);
});

test('a mail scanner opening the links changes nothing: each link opens a page, and only its button’s post uses the link', async (t) => {
  const host = await mailHost(t);
  await signUp(host, 'ruth@example.org');
  const verification = linkIn(await onlyMail(host, 'ruth@example.org'), '/verify-email');
  const { client, user } = await signedIn(host);
  await client.get('/account');
  assert.equal((await client.post('/account/email', { newEmail: 'naomi@moab.example', currentPassword: TEST_PASSWORD })).statusCode, 303);
  const change = linkIn(await onlyMail(host, 'naomi@moab.example'), '/confirm-email');
  await host.services.accounts.email.requestPasswordReset(user.email, '127.0.0.1');
  const reset = linkIn(await onlyMail(host, user.email), '/reset-password');
  const links = [verification, change, reset];

  // A scanner fetches each link twice (HEAD and GET, without cookies, as scanners do).
  const scanner = new PageClient(host.app, '192.0.2.99');
  for (const link of links) {
    for (const method of ['HEAD', 'GET', 'GET'] as const) {
      const fetched = await host.app.inject({ method, url: pathOf(link), remoteAddress: '192.0.2.99' });
      assert.equal(fetched.statusCode, 200, `${method} ${link.pathname}`);
    }
    assert.equal((await scanner.get(pathOf(link))).statusCode, 200);
  }
  const tokens = await host.services.database.db.selectFrom('account_tokens').select(['purpose', 'used_at']).orderBy('purpose').execute();
  assert.deepEqual(tokens, [
    { purpose: 'change_email', used_at: null },
    { purpose: 'reset_password', used_at: null },
    { purpose: 'verify_email', used_at: null },
  ]);
  const ruth = await host.services.users.findByEmail('ruth@example.org');
  assert.equal(Boolean(ruth?.email_verified), false, 'opening the verification link verified nothing');
  assert.equal((await host.services.users.get(user.id)).email, user.email, 'opening the change link moved nothing');

  // The links still work with their buttons, and the post spends them.
  const person = new PageClient(host.app);
  assert.equal((await follow(person, verification)).statusCode, 200);
  assert.equal(Boolean((await host.services.users.findByEmail('ruth@example.org'))?.email_verified), true);
  assert.equal((await follow(person, change)).statusCode, 200);
  assert.equal((await host.services.users.get(user.id)).email, 'naomi@moab.example');
  const form = await person.get(pathOf(reset));
  assert.equal(form.statusCode, 400, 'the reset link was sent to the address the account no longer uses');
  for (const link of [verification, change]) {
    assert.equal((await person.post(link.pathname, { token: link.searchParams.get('token') ?? '' })).statusCode, 400, `${link.pathname}: spent`);
    assert.match((await scanner.get(pathOf(link))).body, /already been used/);
  }
});

test('the buttons of mailed links refuse a post without the CSRF token', async (t) => {
  const host = await mailHost(t);
  await signUp(host, 'ruth@example.org');
  const link = linkIn(await onlyMail(host, 'ruth@example.org'), '/verify-email');
  const browser = new PageClient(host.app);
  assert.equal((await browser.get(pathOf(link))).statusCode, 200);
  for (const path of ['/verify-email', '/confirm-email']) {
    assert.equal((await browser.post(path, { _csrf: '', token: link.searchParams.get('token') ?? '' })).statusCode, 403, path);
  }
  assert.equal(Boolean((await host.services.users.findByEmail('ruth@example.org'))?.email_verified), false);
  assert.equal((await follow(browser, link)).statusCode, 200, 'the link still works');
});

test('forgot password: the form, the same answer whether or not the email has an account, and a mail only when it has one', async (t) => {
  const host = await mailHost(t);
  const user = await buildUser(host.services);
  for (const path of ['/login']) {
    const login = await new PageClient(host.app).get(path);
    assert.match(login.body, /<a href="\/forgot-password">Forgot password\?<\/a>/);
  }
  assert.match(loginPage({ action: '/interaction/signin/abcdefghijkl/login', csrfToken: 'x', appName: 'Parish Portal' }), /<a href="\/forgot-password">Forgot password\?<\/a>/, 'on the login page of an app\'s sign-in too');

  const client = new PageClient(host.app);
  const form = await client.get('/forgot-password');
  assert.equal(form.statusCode, 200);
  assert.match(form.body, /<label for="email">Email<\/label>/);
  assert.match(form.body, /<button type="submit">Send link<\/button>/);

  const answers = [];
  for (const email of [user.email.toUpperCase(), 'nobody-here@example.org']) {
    const response = await client.post('/forgot-password', { email });
    answers.push({ status: response.statusCode, location: response.headers.location, body: response.body });
  }
  assert.deepEqual(answers[0], answers[1]);
  assert.deepEqual(answers[0], { status: 303, location: '/forgot-password?sent=1', body: '' });
  const sent = await client.get('/forgot-password?sent=1');
  assert.match(sent.body, /If an account uses that email, we have sent it a link/);

  const mail = await onlyMail(host, user.email);
  assert.equal(mail.subject, 'Reset your Community Platform password');
  assert.ok(linkIn(mail, '/reset-password'));
  assert.equal((await host.inbox('nobody-here@example.org')).length, 0);
  const rows = await host.services.database.db.selectFrom('mail_outbox').select(['kind', 'status']).orderBy('id').execute();
  assert.deepEqual(rows, [
    { kind: 'password_reset', status: 'sent' },
    { kind: 'password_reset', status: 'skipped' },
  ]);

  const bad = await client.post('/forgot-password', { email: 'not-an-email' });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.body, /Enter an email address like name@example\.org\./);
});

test('forgot password takes the same time whether or not the email has an account', async (t) => {
  const host = await mailHost(t);
  const user = await buildUser(host.services);
  const client = new PageClient(host.app);
  await client.get('/forgot-password');
  const timings: Record<'known' | 'unknown', number[]> = { known: [], unknown: [] };
  for (let round = 0; round < 20; round++) {
    for (const kind of round % 2 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const)) {
      client.ip = `192.0.2.${round * 2 + (kind === 'known' ? 1 : 2)}`;
      await host.services.database.db.deleteFrom('sign_in_throttle').execute();
      const started = process.hrtime.bigint();
      const response = await client.post('/forgot-password', { email: kind === 'known' ? user.email : `nobody${round}@example.org` });
      timings[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
      assert.equal(response.statusCode, 303);
    }
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[values.length >> 1];
  const ratio = median(timings.known) / median(timings.unknown);
  // The same statements run either way (a password hash, as sign-in does for an unknown
  // email, would take some 30 times as long); the bound leaves room for a busy machine.
  assert.ok(ratio > 1 / 3 && ratio < 3, `known ${median(timings.known).toFixed(2)} ms vs unknown ${median(timings.unknown).toFixed(2)} ms`);
  // What the requests left behind does not tell either: the account is looked at only when the mail is composed.
  const queued = await host.services.database.db.selectFrom('mail_outbox').select(['kind', 'user_id', 'data', 'status']).distinct().execute();
  assert.deepEqual(queued, [{ kind: 'password_reset', user_id: null, data: '{}', status: 'pending' }]);
});

test('reset: the link opens a form; a new password that breaks the rules is refused; a good one ends every session, works at sign-in, and is told by mail', async (t) => {
  const host = await mailHost(t);
  const { client: elsewhere, user } = await signedIn(host, { email_verified: false });
  const { client: another } = await signedIn(host, {});
  await host.services.database.db.updateTable('users').set({ email_verified: false }).where('id', '=', user.id).execute();
  // An issuer session of the person too (oidc-provider's own).
  await host.services.database.db
    .insertInto('oauth_artifacts')
    .values({ issuer: 'signin', model: 'Session', id: 'session-1', payload: '{}', grant_id: null, uid: 'uid-1', user_code: null, account_id: String(user.id), client_id: null, expires_at: new Date(Date.now() + 3_600_000).toISOString(), consumed_at: null })
    .execute();

  await host.services.accounts.email.requestPasswordReset(user.email, '127.0.0.1');
  const mail = await onlyMail(host, user.email);
  const link = linkIn(mail, '/reset-password');
  const [token] = await host.services.database.db.selectFrom('account_tokens').selectAll().execute();
  assert.equal(new Date(token.expires_at).getTime() - new Date(token.created_at).getTime(), 3_600_000, 'valid for 1 hour');

  const browser = new PageClient(host.app);
  const form = await browser.get(pathOf(link));
  assert.equal(form.statusCode, 200);
  assert.match(form.body, /<label for="password">New password<\/label>/);
  assert.match(form.body, /At least 10 characters and at most 128\./);
  assert.equal((await browser.get(pathOf(link))).statusCode, 200, 'opening the link does not use it');

  const token_ = link.searchParams.get('token') ?? '';
  const short = await browser.post('/reset-password', { token: token_, password: 'short' });
  assert.equal(short.statusCode, 400);
  assert.match(short.body, /Choose a password of at least 10/);
  const csrfLess = await browser.post('/reset-password', { _csrf: '', token: token_, password: NEW_PASSWORD });
  assert.equal(csrfLess.statusCode, 403);

  const done = await browser.post('/reset-password', { token: token_, password: NEW_PASSWORD });
  assert.equal(done.statusCode, 303);
  assert.equal(done.headers.location, '/account?done=reset', 'signed in afresh; without API keys, on the account page');
  assert.match((await browser.get('/account?done=reset')).body, /Your new password is set\. You are signed out everywhere else/);

  assert.equal((await elsewhere.get('/account')).statusCode, 303, 'the person\'s other session ended');
  assert.equal((await another.get('/account')).statusCode, 200, 'someone else stays signed in');
  const sessions = await host.services.database.db.selectFrom('oauth_artifacts').select('id').where('model', '=', 'Session').where('account_id', '=', String(user.id)).execute();
  assert.equal(sessions.length, 0, 'the issuer session ended too');
  assert.equal(await host.services.users.verifyCredentials(user.email, TEST_PASSWORD), undefined, 'the old password no longer works');
  assert.ok(await host.services.users.verifyCredentials(user.email, NEW_PASSWORD));
  assert.equal(Boolean((await host.services.users.get(user.id)).email_verified), true, 'the link proved the address');
  const told = await onlyMail(host, user.email);
  assert.equal(told.subject, 'Your Community Platform password was changed');
  assert.match(told.text, /signed out on every device/);
  assert.ok((await auditTypes(host)).includes('password.reset'));

  const reused = await browser.post('/reset-password', { token: token_, password: 'yet another passphrase' });
  assert.equal(reused.statusCode, 400);
  assert.match(reused.body, /already been used/);
  assert.equal((await browser.get(pathOf(link))).statusCode, 400);
  assert.ok(await host.services.users.verifyCredentials(user.email, NEW_PASSWORD), 'unchanged by the reused link');
});

test('reset refusals: an expired link, a replaced link, a verification link, and a link for an address the account no longer uses', async (t) => {
  const host = await mailHost(t);
  const user = await buildUser(host.services, { email_verified: false });
  const browser = new PageClient(host.app);
  const ask = async () => {
    await host.services.accounts.email.requestPasswordReset(user.email, '127.0.0.1');
    return linkIn(await onlyMail(host, user.email), '/reset-password');
  };
  const first = await ask();
  const second = await ask();
  const replaced = await browser.get(pathOf(first));
  assert.equal(replaced.statusCode, 400);
  assert.match(replaced.body, /a newer one was sent/);
  await browser.get('/forgot-password');
  assert.equal((await browser.post('/reset-password', { token: first.searchParams.get('token') ?? '', password: NEW_PASSWORD })).statusCode, 400);

  await expire(host, 'reset_password');
  assert.equal((await browser.get(pathOf(second))).statusCode, 400);
  assert.equal((await browser.post('/reset-password', { token: second.searchParams.get('token') ?? '', password: NEW_PASSWORD })).statusCode, 400);

  await host.services.accounts.email.sendVerification(user.id, user.email);
  const verification = linkIn(await onlyMail(host, user.email), '/verify-email');
  assert.equal((await browser.get(`/reset-password${verification.search}`)).statusCode, 400);

  const third = await ask();
  await host.services.database.db.updateTable('users').set({ email: 'elsewhere@example.org' }).where('id', '=', user.id).execute();
  const stale = await browser.get(pathOf(third));
  assert.equal(stale.statusCode, 400);
  assert.match(stale.body, /no longer uses/);
  assert.ok(await host.services.users.verifyCredentials('elsewhere@example.org', TEST_PASSWORD), 'password unchanged');
});

test('forgot password is throttled per email and per address; every request counts, account or not', async (t) => {
  const host = await mailHost(t);
  const user = await buildUser(host.services);
  const client = new PageClient(host.app, '198.51.100.7');
  await client.get('/forgot-password');
  const perEmail = [];
  for (let i = 0; i <= REQUEST_LIMITS.resetPerEmail.limit; i++) perEmail.push((await client.post('/forgot-password', { email: user.email })).statusCode);
  assert.deepEqual(perEmail, [303, 303, 303, 303, 303, 429]);
  const throttled = await client.post('/forgot-password', { email: user.email });
  assert.match(throttled.body, /Too many reset links/);
  assert.equal((await host.inbox(user.email)).length, REQUEST_LIMITS.resetPerEmail.limit);

  const unknown = [];
  for (let i = 0; i <= REQUEST_LIMITS.resetPerEmail.limit; i++) unknown.push((await client.post('/forgot-password', { email: 'nobody-here@example.org' })).statusCode);
  assert.deepEqual(unknown, [303, 303, 303, 303, 303, 429], 'an email without an account is limited the same way');

  const spray = new PageClient(host.app, '203.0.113.50');
  await spray.get('/forgot-password');
  const statuses = [];
  for (let i = 0; i <= REQUEST_LIMITS.resetPerIp.limit; i++) statuses.push((await spray.post('/forgot-password', { email: `member${i}@example.org` })).statusCode);
  assert.equal(statuses.filter((status) => status === 303).length, REQUEST_LIMITS.resetPerIp.limit);
  assert.equal(statuses.at(-1), 429);
});

test('sign-up is throttled per address', async (t) => {
  const host = await mailHost(t);
  const statuses = [];
  for (let i = 0; i <= REQUEST_LIMITS.signUpPerIp.limit; i++) statuses.push((await signUp(host, `member${i}@example.org`, '198.51.100.9')).statusCode);
  assert.deepEqual(statuses, [...Array(REQUEST_LIMITS.signUpPerIp.limit).fill(303), 429]);
  const refused = await signUp(host, 'late@example.org', '198.51.100.9');
  assert.equal(refused.statusCode, 429);
  assert.match(refused.body, /Too many sign-ups came from your network/);
  assert.equal(await host.services.users.findByEmail('late@example.org'), undefined);
  assert.equal((await signUp(host, 'other-network@example.org', '198.51.100.10')).statusCode, 303, 'another address is not affected');
});

test('sign-up with an email that has an account: the owner is mailed links to sign in and to reset the password', async (t) => {
  const host = await mailHost(t);
  const existing = await buildUser(host.services);
  assert.equal((await signUp(host, existing.email)).statusCode, 303);
  const mail = await onlyMail(host, existing.email);
  assert.equal(mail.subject, 'Someone tried to sign up with your email');
  assert.match(mail.text, /no new one was created/);
  const browser = new PageClient(host.app);
  assert.equal((await browser.get(pathOf(linkIn(mail, '/login')))).statusCode, 200);
  assert.equal((await browser.get(pathOf(linkIn(mail, '/forgot-password')))).statusCode, 200);
});

test('changing the password on the account page tells the person by mail', async (t) => {
  const host = await mailHost(t);
  const { client, user } = await signedIn(host);
  await client.get('/account');
  assert.equal((await client.post('/account/password', { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD })).statusCode, 303);
  const mail = await onlyMail(host, user.email);
  assert.equal(mail.subject, 'Your Community Platform password was changed');
  assert.match(mail.text, /on your account page/);
  assert.ok(linkIn(mail, '/forgot-password'));
});

test('the new forms refuse a post without the CSRF token', async (t) => {
  const host = await mailHost(t);
  const { client, user } = await signedIn(host, { email_verified: false });
  await client.get('/account');
  for (const [path, form] of [
    ['/account/email', { newEmail: 'x@example.org', currentPassword: TEST_PASSWORD }],
    ['/account/email/verification', {}],
    ['/forgot-password', { email: user.email }],
    ['/reset-password', { token: 'A'.repeat(43), password: NEW_PASSWORD }],
  ] as const) {
    assert.equal((await client.post(path, { ...form, _csrf: '' })).statusCode, 403, path);
  }
  assert.equal((await host.inbox(user.email)).length, 0);
  assert.equal((await host.services.users.get(user.id)).pending_email, null);
});

test('an app sees email_verified false in userinfo until the person opens the verification link, then true', async (t) => {
  const server = await startMailServer(t);
  const hosts = await startBothHosts(t, { SMTP_URL: server.url });
  const developer = await buildUser(hosts.services);
  const redirectUri = 'http://127.0.0.1:9/callback';
  const { app, clientSecret } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Portal', type: 'confidential', redirectUris: [redirectUri] });
  const browser = new Browser();
  const signUp = await browser.request(new URL('/signup', hosts.loginUrl));
  const csrf = /name="_csrf" value="([^"]+)"/.exec(await signUp.text())?.[1] ?? '';
  const created = await browser.request(new URL('/signup', hosts.loginUrl), { form: { _csrf: csrf, givenName: 'Dorcas', familyName: 'Joppa', email: 'dorcas@example.org', password: 'garments for widows' } });
  assert.equal(created.status, 303);

  const config = await oidc.discovery(new URL(hosts.loginUrl), app.clientId, clientSecret as string, oidc.ClientSecretPost(clientSecret as string), { execute: [oidc.allowInsecureRequests] });
  const state = oidc.randomState();
  const start = oidc.buildAuthorizationUrl(config, { redirect_uri: redirectUri, scope: 'openid email', state });
  const callback = callbackOf(await walkAuthorization(browser, start, { email: 'dorcas@example.org', password: 'garments for widows', redirectUri }));
  const tokens = await oidc.authorizationCodeGrant(config, callback, { expectedState: state });
  const person = await hosts.services.users.findByEmail('dorcas@example.org');
  assert.ok(person);
  const before = await oidc.fetchUserInfo(config, tokens.access_token, String(person.id));
  assert.equal(before.email, 'dorcas@example.org');
  assert.equal(before.email_verified, false);

  await flushMail(hosts.services);
  const [mail] = server.to('dorcas@example.org');
  const opened = await browser.request(linkIn(mail, '/verify-email'));
  assert.equal(opened.status, 200);
  const button = /name="_csrf" value="([^"]+)"[\s\S]*name="token" value="([^"]+)"/.exec(await opened.text());
  assert.ok(button);
  const verified = await browser.request(new URL('/verify-email', hosts.loginUrl), { form: { _csrf: button[1], token: button[2] } });
  assert.equal(verified.status, 200);
  const after = await oidc.fetchUserInfo(config, tokens.access_token, String(person.id));
  assert.equal(after.email_verified, true);
});
