import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { flushMail, linkIn, startMailServer } from '../../../test/mail-server.ts';
import { buildSigninTestHost, PageClient, signedIn, type SigninTestHost } from '../../../test/pages.ts';
import { commandLine } from '../../../test/cli.ts';

async function admin(host: SigninTestHost) {
  return signedIn(host, { is_admin: true, given_name: 'Ada', family_name: 'Admin' } as never);
}

const rows = (html: string) => [...html.matchAll(/<tr[^>]*>\s*<th scope="row">([^<]+)/g)].map((m) => m[1].trim());

test('People: platform admins search by name or email, page by page; everyone else gets 403', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await admin(host);
  for (let i = 1; i <= 23; i++) await buildUser(host.services, { given_name: `Member${String(i).padStart(2, '0')}`, family_name: 'Smith', email: `m${i}@parish.example` });
  await buildUser(host.services, { given_name: 'Zoë', family_name: 'O’Brien', email: 'zoe@elsewhere.example' });

  const first = await client.get('/admin/people');
  assert.equal(first.statusCode, 200);
  assert.match(first.body, /<nav class="tabs" aria-label="Admin">/);
  assert.match(first.body, /<label for="people-search">Name or email<\/label>/);
  assert.match(first.body, /25 people/);
  assert.equal(rows(first.body).length, 20);
  assert.match(first.body, /href="\/admin\/people\?page=2">Next →<\/a>/);
  const second = await client.get('/admin/people?page=2');
  assert.equal(rows(second.body).length, 5);
  assert.match(second.body, /Page 2 of 2/);

  const byEmail = await client.get('/admin/people?q=ELSEWHERE');
  assert.deepEqual(rows(byEmail.body), ['Zoë O’Brien']);
  const byName = await client.get(`/admin/people?q=${encodeURIComponent('member1')}`);
  assert.equal(rows(byName.body).length, 10, 'Member01 … Member09 are not “member1”; Member1x are');
  assert.match((await client.get('/admin/people?q=%25')).body, /0 people/, 'a % is looked for as itself');
  assert.match((await client.get('/admin/people?q=member%20smith')).body, /0 people/);
  assert.match((await client.get('/admin/people?q=member01%20smith')).body, /1 person/, 'the full name matches');

  const { client: member } = await signedIn(host);
  const refused = await member.get('/admin/people');
  assert.equal(refused.statusCode, 403);
  assert.match(refused.body, /Only platform administrators can list people/);
  assert.match(refused.body, /<nav aria-label="Main">/, 'the error page keeps the navigation');
  assert.equal((await new PageClient(host.app).get('/admin/people')).statusCode, 303, 'signed out: to the login page');
});

test('People: make and remove platform admins, never oneself; refused for non-admins and without the CSRF token; audited', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user: me } = await admin(host);
  const person = await buildUser(host.services, { email: 'grace@example.org' });
  await client.get('/admin/people?q=grace');

  const made = await client.post(`/admin/people/${person.id}/admin`, { value: 'true', q: 'grace', page: '1' });
  assert.equal(made.statusCode, 303);
  assert.equal(made.headers.location, '/admin/people?q=grace&done=promoted#people');
  assert.equal(Boolean((await host.services.users.get(person.id)).is_admin), true);
  const page = await client.get(String(made.headers.location));
  assert.match(page.body, /They are a platform administrator now\./);
  assert.match(page.body, /aria-label="Remove admin: /);

  assert.equal((await client.post(`/admin/people/${person.id}/admin`, { value: 'false' })).statusCode, 303);
  assert.equal(Boolean((await host.services.users.get(person.id)).is_admin), false);

  const self = await client.post(`/admin/people/${me.id}/admin`, { value: 'false' });
  assert.equal(self.statusCode, 403);
  assert.match(self.body, /cannot change your own administrator rights/);
  assert.equal(Boolean((await host.services.users.get(me.id)).is_admin), true);

  assert.equal((await client.post(`/admin/people/${person.id}/admin`, { value: 'true', _csrf: '' })).statusCode, 403);
  assert.equal((await client.post('/admin/people/999999/admin', { value: 'true' })).statusCode, 404);
  assert.equal((await client.post(`/admin/people/${person.id}/admin`, { value: 'maybe' })).statusCode, 400);

  const { client: member } = await signedIn(host);
  await member.get('/account');
  assert.equal((await member.post(`/admin/people/${person.id}/admin`, { value: 'true' })).statusCode, 403);
  assert.equal(Boolean((await host.services.users.get(person.id)).is_admin), false);

  const events = (await host.services.audit.page(undefined, 50)).events.filter((event) => event.type === 'user.promoted' || event.type === 'user.demoted');
  assert.deepEqual(events.map((event) => [event.type, event.actor, event.target]), [['user.demoted', me.email, person.email], ['user.promoted', me.email, person.email]]);
});

test('People: disable and enable accounts, never one’s own; a disabled person’s session ends and sign-in is refused', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user: me } = await admin(host);
  const { client: personBrowser, user: person } = await signedIn(host);
  await client.get('/admin/people');

  const disabled = await client.post(`/admin/people/${person.id}/disabled`, { value: 'true' });
  assert.equal(disabled.statusCode, 303);
  assert.ok((await host.services.users.get(person.id)).disabled_at);
  const listed = await client.get(String(disabled.headers.location));
  assert.match(listed.body, /The account is disabled/);
  assert.match(listed.body, /<span class="badge bad">Disabled<\/span>/);
  assert.equal((await personBrowser.get('/account')).statusCode, 303, 'the session ended');

  const login = new PageClient(host.app);
  await login.get('/login');
  const refused = await login.post('/login', { email: person.email, password: TEST_PASSWORD });
  assert.equal(refused.statusCode, 403);
  assert.match(refused.body, /This account has been disabled/);

  const self = await client.post(`/admin/people/${me.id}/disabled`, { value: 'true' });
  assert.equal(self.statusCode, 403);
  assert.equal((await host.services.users.get(me.id)).disabled_at, null);
  assert.equal((await client.post(`/admin/people/${person.id}/disabled`, { value: 'false', _csrf: '' })).statusCode, 403);

  const { client: member } = await signedIn(host);
  await member.get('/account');
  assert.equal((await member.post(`/admin/people/${person.id}/disabled`, { value: 'false' })).statusCode, 403);

  assert.equal((await client.post(`/admin/people/${person.id}/disabled`, { value: 'false' })).statusCode, 303);
  assert.equal((await host.services.users.get(person.id)).disabled_at, null);
  assert.equal((await login.post('/login', { email: person.email, password: TEST_PASSWORD })).statusCode, 303, 'signs in again');
});

test('mails skip disabled accounts: a queued reset link is not sent, and a link sent before no longer works', async (t) => {
  const server = await startMailServer(t);
  const host = await buildSigninTestHost(t, { SMTP_URL: server.url });
  const person = await buildUser(host.services);
  const viewer = { id: 0, email: 'admin@example.org', isAdmin: true } as never;

  assert.deepEqual(await host.services.accounts.email.requestPasswordReset(person.email, '10.0.0.1'), {});
  await flushMail(host.services);
  const [mail] = server.to(person.email);
  assert.ok(mail, 'a reset mail while the account is active');
  const link = linkIn(mail, '/reset-password');

  assert.deepEqual(await host.services.accounts.email.requestPasswordReset(person.email, '10.0.0.2'), {}, 'the same answer');
  await host.services.administration.setDisabled(viewer, person.id, true, '10.0.0.9');
  await flushMail(host.services);
  assert.equal(server.to(person.email).length, 1, 'the mail queued before the account was disabled is not sent');

  const client = new PageClient(host.app);
  const form = await client.get(`${link.pathname}${link.search}`);
  assert.doesNotMatch(form.body, /name="password"/, 'the earlier link no longer opens the form');
  const set = await client.post('/reset-password', { token: link.searchParams.get('token') ?? '', password: 'a brand new password' });
  assert.notEqual(set.statusCode, 303);
  assert.equal(await host.services.users.verifyCredentials(person.email, 'a brand new password'), undefined, 'the password stays as it was');
});

test('command line: users disable and enable, apps delete, and users create --admin, each audited', async (t) => {
  const { services, cli } = await commandLine(t, 'admin');
  const person = await buildUser(services, { email: 'ruth@example.org' });
  const { app } = await services.apps.createApp({ ownerId: person.id, name: 'Gleaner', type: 'public', redirectUris: ['https://gleaner.example.org/cb'] });
  const { key } = await services.apps.createKey(app.clientId, { scopes: ['read:churches'] });

  const disabled = await cli('users', 'disable', 'RUTH@example.org', '--json');
  assert.equal(disabled.code, 0, disabled.stderr);
  assert.deepEqual(JSON.parse(disabled.stdout), { id: person.id, email: 'ruth@example.org', disabled: true });
  assert.equal(await services.apps.authenticateKey(key), null);
  assert.match((await cli('users', 'disable', 'ruth@example.org')).stdout, /already was disabled; nothing changed/);
  const enabled = await cli('users', 'enable', 'ruth@example.org');
  assert.equal(enabled.code, 0);
  assert.match(enabled.stdout, /ruth@example\.org \(user \d+\) is enabled\./);
  assert.ok(await services.apps.authenticateKey(key));
  const unknown = await cli('users', 'disable', 'nobody@example.org');
  assert.equal(unknown.code, 1);
  assert.match(unknown.stderr, /No user has the email nobody@example\.org/);
  assert.equal((await cli('users', 'disable')).code, 2, 'the email is required');

  const deleted = await cli('apps', 'delete', app.clientId, '--json');
  assert.equal(deleted.code, 0, deleted.stderr);
  assert.deepEqual(JSON.parse(deleted.stdout), { clientId: app.clientId, deleted: true });
  // Another process did it: the key row is gone (this process's one-second cache is not told without Redis).
  assert.deepEqual(await services.database.db.selectFrom('api_keys').selectAll().execute(), []);
  assert.equal((await cli('apps', 'delete', app.clientId)).code, 1, 'an unknown app');

  const created = await cli('users', 'create', '--email', 'abe@example.org', '--password', TEST_PASSWORD, '--given-name', 'Abe', '--family-name', 'Admin', '--admin');
  assert.equal(created.code, 0, created.stderr);
  const events = (await services.audit.page(undefined, 20)).events.map((event) => [event.type, event.actor, event.target]);
  assert.deepEqual(events, [
    ['user.promoted', 'command line', 'abe@example.org'],
    ['app.deleted', 'command line', app.clientId],
    ['user.enabled', 'command line', 'ruth@example.org'],
    ['user.disabled', 'command line', 'ruth@example.org'],
  ]);
});
