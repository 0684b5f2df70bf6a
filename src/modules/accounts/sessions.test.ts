import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TEST_PASSWORD } from '../../../test/helpers.ts';
import { buildSigninTestHost, PageClient, signedIn } from '../../../test/pages.ts';

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.109 Safari/537.36';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1';

async function signInAgain(host: Awaited<ReturnType<typeof buildSigninTestHost>>, email: string, ip: string, userAgent: string): Promise<PageClient> {
  const client = new PageClient(host.app, ip);
  client.extraHeaders['user-agent'] = userAgent;
  await client.get('/login');
  assert.equal((await client.post('/login', { email, password: TEST_PASSWORD })).statusCode, 303);
  return client;
}

const handles = (html: string) => [...html.matchAll(/action="\/account\/sessions\/([0-9a-f]{16})\/end"/g)].map((m) => m[1]);

test('the account page lists the sessions: browser and system, address, started, last seen, this device', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host, {}, '10.0.0.1');
  const phone = await signInAgain(host, user.email, '192.0.2.7', IPHONE);
  const laptop = await signInAgain(host, user.email, '198.51.100.3', CHROME);

  const page = await laptop.get('/account');
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /Where you are signed in/);
  assert.match(page.body, /Chrome 120 <span class="muted">on Windows 10<\/span> <span class="badge good">This device<\/span>/);
  assert.match(page.body, /Safari 17 <span class="muted">on iOS 17\.2<\/span>/);
  assert.match(page.body, /<td data-label="Address">192\.0\.2\.7<\/td>/);
  assert.match(page.body, /<td data-label="Address">198\.51\.100\.3<\/td>/);
  assert.equal((page.body.match(/This device/g) ?? []).length, 1);
  assert.equal(handles(page.body).length, 3);
  assert.match(page.body, /<time datetime="[^"]+Z">/);
  assert.match(page.body, /Sign out everywhere else/);
  assert.equal((await phone.get('/account')).statusCode, 200);
  assert.equal((await client.get('/account')).statusCode, 200);
});

test('last seen moves at most once a minute, with the address the browser came from', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host, {}, '10.0.0.1');
  const row = () => host.services.database.db.selectFrom('web_sessions').selectAll().where('user_id', '=', user.id).executeTakeFirstOrThrow();
  const first = await row();
  client.ip = '10.0.0.2';
  await client.get('/account');
  assert.equal((await row()).last_seen_at, first.last_seen_at, 'not written again within the minute');
  await host.services.database.db.updateTable('web_sessions').set({ last_seen_at: '2020-01-01T00:00:00.000Z' }).where('user_id', '=', user.id).execute();
  await client.get('/account');
  const moved = await row();
  assert.notEqual(moved.last_seen_at, '2020-01-01T00:00:00.000Z');
  assert.equal(moved.ip, '10.0.0.2');
});

test('"Sign out" ends that session only; "Sign out everywhere else" keeps this one; signing this device out signs out', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  const phone = await signInAgain(host, user.email, '192.0.2.7', IPHONE);
  const tablet = await signInAgain(host, user.email, '192.0.2.8', CHROME);

  const page = await client.get('/account');
  const phonePage = await phone.get('/account');
  const phoneHandle = /<tr class="current">[\s\S]*?\/account\/sessions\/([0-9a-f]{16})\/end/.exec(phonePage.body)?.[1];
  assert.ok(phoneHandle);
  const ended = await client.post(`/account/sessions/${phoneHandle}/end`);
  assert.equal(ended.statusCode, 303);
  assert.equal(ended.headers.location, '/account?done=session-ended#sessions');
  assert.equal((await phone.get('/account')).statusCode, 303, 'the phone is signed out');
  assert.equal((await tablet.get('/account')).statusCode, 200, 'the tablet is not');
  assert.equal(handles((await client.get('/account')).body).length, 2);
  assert.ok(page.body.includes(phoneHandle));

  const again = await client.post(`/account/sessions/${phoneHandle}/end`);
  assert.equal(again.statusCode, 404, 'a session already ended');

  const others = await client.post('/account/sessions/end-others');
  assert.equal(others.statusCode, 303);
  assert.equal((await tablet.get('/account')).statusCode, 303);
  const after = await client.get('/account?done=sessions-ended');
  assert.equal(after.statusCode, 200);
  assert.match(after.body, /You are signed out everywhere else\./);
  assert.match(after.body, /You are not signed in anywhere else\./);

  const [own] = handles(after.body);
  const self = await client.post(`/account/sessions/${own}/end`);
  assert.equal(self.statusCode, 303);
  assert.equal(self.headers.location, '/login');
  assert.equal(client.cookie('cp_session'), undefined);
  const types = (await host.services.audit.page(undefined, 50)).events.map((event) => event.type);
  assert.ok(types.includes('session.ended') && types.includes('session.ended_others'));
});

test('sessions: another person’s session cannot be ended (404), a form without the CSRF token is refused (403), and signed-out browsers go to the login page', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client: owner } = await signedIn(host);
  const { client: other } = await signedIn(host);
  const [ownerHandle] = handles((await owner.get('/account')).body);
  await other.get('/account');
  const refused = await other.post(`/account/sessions/${ownerHandle}/end`);
  assert.equal(refused.statusCode, 404);
  assert.match(refused.body, /<nav aria-label="Main">/, 'the error page keeps the navigation');
  assert.equal((await owner.get('/account')).statusCode, 200, 'the owner is still signed in');
  assert.equal((await other.post('/account/sessions/not-a-handle/end')).statusCode, 404);

  const noToken = await owner.post(`/account/sessions/${ownerHandle}/end`, { _csrf: '' });
  assert.equal(noToken.statusCode, 403);
  assert.equal((await owner.post('/account/sessions/end-others', { _csrf: '' })).statusCode, 403);
  assert.equal((await owner.get('/account')).statusCode, 200);

  const stranger = new PageClient(host.app);
  await stranger.get('/login');
  const anonymous = await stranger.post(`/account/sessions/${ownerHandle}/end`);
  assert.equal(anonymous.statusCode, 303);
  assert.equal(anonymous.headers.location, '/login?next=%2Faccount');
});
