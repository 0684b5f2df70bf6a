import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TEST_PASSWORD } from '../../../test/helpers.ts';
import { buildSigninTestHost, PageClient, signedIn, type SigninTestHost } from '../../../test/pages.ts';
import { SIGN_IN_THROTTLE } from './throttle.ts';

/**
 * The current password asked by the email-change and password-change forms is checked with
 * sign-in's throttle, in the same counters (the account's email, the client's address): a
 * stolen session guesses no faster there than at the login form.
 */

const NEW_PASSWORD = 'a new song to sing 96';
const WRONG = 'not the password at all';

/** The two forms, each posted with a current password; `right` says whether it changed anything. */
const FORMS = {
  password: {
    post: (client: PageClient, current: string) => client.post('/account/password', { currentPassword: current, newPassword: NEW_PASSWORD }),
    changed: async (host: SigninTestHost, userId: number) => Boolean(await host.services.users.verifyCredentials((await host.services.users.get(userId)).email, NEW_PASSWORD)),
  },
  email: {
    post: (client: PageClient, current: string) => client.post('/account/email', { newEmail: 'ruth@moab.example', currentPassword: current }),
    changed: async (host: SigninTestHost, userId: number) => (await host.services.users.get(userId)).pending_email !== null,
  },
} as const;

for (const [name, form] of Object.entries(FORMS)) {
  test(`${name} form: wrong current passwords pause it as sign-in pauses, in sign-in's counters; a right one clears the count`, async (t) => {
    const host = await buildSigninTestHost(t);
    const { client, user } = await signedIn(host);
    await client.get('/account');

    // A right password clears the account's count, as a sign-in does.
    for (let i = 0; i < SIGN_IN_THROTTLE.perAccount - 1; i++) assert.equal((await form.post(client, WRONG)).statusCode, 400);
    const login = new PageClient(host.app, '192.0.2.30');
    await login.get('/login');
    assert.equal((await login.post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode, 303, 'not paused yet');
    await client.get('/account');

    const statuses = [];
    for (let i = 0; i < SIGN_IN_THROTTLE.perAccount; i++) statuses.push((await form.post(client, WRONG)).statusCode);
    assert.deepEqual(statuses, Array(SIGN_IN_THROTTLE.perAccount).fill(400));
    const paused = await form.post(client, TEST_PASSWORD);
    assert.equal(paused.statusCode, 429, 'paused, right password or not');
    assert.match(paused.body, /Too many wrong passwords/);
    assert.equal(await form.changed(host, user.id), false, 'nothing changed while paused');

    // The same counter as sign-in: the login form is paused for the account too, from another address.
    const elsewhere = new PageClient(host.app, '192.0.2.31');
    await elsewhere.get('/login');
    assert.equal((await elsewhere.post('/login', { email: user.email, password: TEST_PASSWORD })).statusCode, 429);
    const { events } = await host.services.audit.page(undefined, 50);
    assert.ok(events.some((event) => event.type === 'sign_in.throttled' && event.target === user.email), 'the pause is in the audit log');

    // Once the pause is over, the right password works.
    await host.services.database.db.updateTable('sign_in_throttle').set({ locked_until: new Date(Date.now() - 1000).toISOString() }).execute();
    await client.get('/account');
    assert.equal((await form.post(client, TEST_PASSWORD)).statusCode, 303);
    assert.equal(await form.changed(host, user.id), true);
  });
}

test('the forms count wrong passwords per address too, across accounts', async (t) => {
  const host = await buildSigninTestHost(t);
  const ip = '198.51.100.40';
  const statuses = [];
  // Each stolen session guesses below its account's limit; the address reaches its own.
  for (let round = 0; statuses.length < SIGN_IN_THROTTLE.perIp; round++) {
    const { client } = await signedIn(host, {}, ip);
    await client.get('/account');
    for (let i = 0; i < SIGN_IN_THROTTLE.perAccount - 1 && statuses.length < SIGN_IN_THROTTLE.perIp; i++) statuses.push((await FORMS.email.post(client, WRONG)).statusCode);
  }
  assert.ok(statuses.every((status) => status === 400));
  const { client } = await signedIn(host, {}, '198.51.100.41');
  client.ip = ip;
  await client.get('/account');
  assert.equal((await FORMS.password.post(client, TEST_PASSWORD)).statusCode, 429, 'a fresh account, from the paused address');
});
