import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { flushMail, linkIn, startMailServer } from './mail-server.ts';
import { Browser, callbackOf, parseForm, postForm, startBothHosts, walkAuthorization, type BothHosts } from './oauth-helpers.ts';

/**
 * A new password ends what the old one may have let someone else start: a reset (and a
 * password change with "sign out everywhere") revokes every refresh token and grant of the
 * person at both issuers, and the page after it lists the API keys of the person's apps, each
 * with a form that revokes it.
 */

const REDIRECT_URI = 'http://127.0.0.1:9/password/callback';
const NEW_PASSWORD = 'a new song to sing 96';

type Issuer = 'api' | 'signin';

async function setup(t: TestContext) {
  const mail = await startMailServer(t);
  const hosts = await startBothHosts(t, { SMTP_URL: mail.url });
  const { services } = hosts;
  const person = await buildUser(services);
  const developer = await buildUser(services);
  const { app, clientSecret } = await services.apps.createApp({ ownerId: developer.id, name: 'Church Hub', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const client = { client_id: app.clientId, client_secret: clientSecret as string };
  // The person's own app, with two keys.
  const own = await services.apps.createApp({ ownerId: person.id, name: 'Rota Sync', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const server = await services.apps.createKey(own.app.clientId, { name: 'Production server', scopes: ['read:churches'] });
  const laptop = await services.apps.createKey(own.app.clientId, { name: 'My laptop', scopes: ['read:churches'] });

  const base = (issuer: Issuer) => (issuer === 'api' ? hosts.apiBaseUrl : hosts.loginUrl);
  /** Tokens of Church Hub for the person, authorised on a device of its own. */
  const authorize = async (issuer: Issuer) => {
    const url = new URL(`${base(issuer)}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: client.client_id, redirect_uri: REDIRECT_URI, response_type: 'code', scope: issuer === 'api' ? 'read:churches' : 'openid', state: 's' }).toString();
    const code = callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI })).searchParams.get('code') as string;
    const tokens = await postForm(`${base(issuer)}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI });
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    return { issuer, access: tokens.body.access_token as string, refresh: tokens.body.refresh_token as string };
  };
  const accessWorks = async ({ issuer, access }: { issuer: Issuer; access: string }) =>
    (await fetch(issuer === 'api' ? `${hosts.apiBaseUrl}/churches` : `${hosts.loginUrl}/oauth/userinfo`, { headers: { authorization: `Bearer ${access}` } })).status === 200;
  const refreshWorks = async ({ issuer, refresh }: { issuer: Issuer; refresh: string }) =>
    (await postForm(`${base(issuer)}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: refresh })).status === 200;
  const keyWorks = async (key: string) => (await fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${key}` } })).status === 200;
  return { hosts, mail, person, client, own, keys: { server, laptop }, authorize, accessWorks, refreshWorks, keyWorks };
}

/** A browser signed in on the sign-in host's own login page. */
async function signIn(hosts: BothHosts, email: string, password = TEST_PASSWORD): Promise<Browser> {
  const browser = new Browser();
  const form = parseForm(await (await browser.request(`${hosts.loginUrl}/login`)).text());
  assert.ok(form);
  const done = await browser.request(`${hosts.loginUrl}/login`, { form: { _csrf: form.csrf, email, password } });
  assert.equal(done.status, 303);
  return browser;
}

/** The revoke forms of a page: action and CSRF token of each. */
function revokeForms(html: string): { action: string; csrf: string }[] {
  return [...html.matchAll(/<form method="post" action="(\/account\/api-keys\/[^"]+\/revoke)"[^>]*>\s*<input type="hidden" name="_csrf" value="([^"]+)">/g)].map((m) => ({ action: m[1], csrf: m[2] }));
}

test('a password reset revokes every token and grant of the person at both issuers; the page after it lists the person’s API keys, each with a revoke form', async (t) => {
  const { hosts, mail, person, own, keys, authorize, accessWorks, refreshWorks, keyWorks } = await setup(t);
  const { services } = hosts;
  const tokens = [await authorize('api'), await authorize('signin')];
  for (const token of tokens) assert.ok(await accessWorks(token), `${token.issuer}: works before the reset`);
  const elsewhere = await signIn(hosts, person.email);

  await services.accounts.email.requestPasswordReset(person.email, '127.0.0.1');
  await flushMail(services);
  const link = linkIn(mail.to(person.email).at(-1)!, '/reset-password');
  const browser = new Browser();
  const form = parseForm(await (await browser.request(link)).text());
  assert.ok(form);
  const reset = await browser.request(`${hosts.loginUrl}/reset-password`, { form: { _csrf: form.csrf, token: link.searchParams.get('token') ?? '', password: NEW_PASSWORD } });
  assert.equal(reset.status, 303);
  assert.equal(reset.headers.get('location'), '/account/api-keys?done=reset');

  for (const token of tokens) {
    assert.equal(await accessWorks(token), false, `${token.issuer}: the access token is revoked`);
    assert.equal(await refreshWorks(token), false, `${token.issuer}: the refresh token is revoked`);
  }
  assert.deepEqual(await services.authorizations.connectedApps(person.id), [], 'no grant or consent is left');
  assert.equal((await elsewhere.request(`${hosts.loginUrl}/account`)).status, 303, 'the other browser is signed out');

  // The browser that set the new password is signed in, on the page of the keys.
  const page = await browser.request(`${hosts.loginUrl}/account/api-keys?done=reset`);
  assert.equal(page.status, 200);
  const html = await page.text();
  assert.match(html, /Your new password is set/);
  assert.match(html, /Rota Sync/);
  assert.match(html, /Production server/);
  assert.match(html, /My laptop/);
  const forms = revokeForms(html);
  assert.deepEqual(forms.map((f) => f.action).sort(), [keys.laptop.summary.id, keys.server.summary.id].map((id) => `/account/api-keys/${own.app.clientId}/${id}/revoke`).sort());

  const laptopForm = forms.find((f) => f.action.endsWith(`/${keys.laptop.summary.id}/revoke`))!;
  const forged = await browser.request(`${hosts.loginUrl}${laptopForm.action}`, { form: { _csrf: 'forged' } });
  assert.equal(forged.status, 403, 'the form needs its CSRF token');
  assert.equal(await keyWorks(keys.laptop.key), true);
  const revoked = await browser.request(`${hosts.loginUrl}${laptopForm.action}`, { form: { _csrf: laptopForm.csrf } });
  assert.equal(revoked.status, 303);
  assert.equal(revoked.headers.get('location'), '/account/api-keys?done=key-revoked');
  assert.equal(await keyWorks(keys.laptop.key), false, 'the revoked key stops');
  assert.equal(await keyWorks(keys.server.key), true, 'the other key stays');
  const after = await (await browser.request(`${hosts.loginUrl}/account/api-keys?done=key-revoked`)).text();
  assert.match(after, /API key revoked/);
  assert.doesNotMatch(after, /My laptop/, 'a revoked key is no longer listed');

  // Someone else's key is not revoked through this form.
  const stranger = await signIn(hosts, (await buildUser(services)).email);
  const strangerForm = parseForm(await (await stranger.request(`${hosts.loginUrl}/account/api-keys`)).text());
  assert.ok(strangerForm);
  const refused = await stranger.request(`${hosts.loginUrl}/account/api-keys/${own.app.clientId}/${keys.server.summary.id}/revoke`, { form: { _csrf: strangerForm.csrf } });
  assert.equal(refused.status, 404);
  assert.equal(await keyWorks(keys.server.key), true);
});

test('a password change with "sign out everywhere" revokes every token and grant and keeps this browser signed in; without it apps keep their access', async (t) => {
  const { hosts, person, authorize, accessWorks, refreshWorks } = await setup(t);
  const tokens = [await authorize('api'), await authorize('signin')];
  const browser = await signIn(hosts, person.email);
  const change = async (current: string, next: string, everywhere: boolean) => {
    const form = parseForm(await (await browser.request(`${hosts.loginUrl}/account`)).text());
    assert.ok(form);
    return browser.request(`${hosts.loginUrl}/account/password`, {
      form: { _csrf: form.csrf, currentPassword: current, newPassword: next, ...(everywhere ? { signOutEverywhere: 'yes' } : {}) },
    });
  };

  const page = await (await browser.request(`${hosts.loginUrl}/account`)).text();
  assert.match(page, /<input type="checkbox" id="sign-out-everywhere" name="signOutEverywhere" value="yes"/);

  const plain = await change(TEST_PASSWORD, NEW_PASSWORD, false);
  assert.equal(plain.status, 303);
  assert.equal(plain.headers.get('location'), '/account?done=password');
  for (const token of tokens) assert.ok(await accessWorks(token), `${token.issuer}: apps keep their access after a plain change`);

  const everywhere = await change(NEW_PASSWORD, 'yet another passphrase', true);
  assert.equal(everywhere.status, 303);
  assert.equal(everywhere.headers.get('location'), '/account/api-keys?done=password-everywhere');
  for (const token of tokens) {
    assert.equal(await accessWorks(token), false, `${token.issuer}: the access token is revoked`);
    assert.equal(await refreshWorks(token), false, `${token.issuer}: the refresh token is revoked`);
  }
  assert.deepEqual(await hosts.services.authorizations.connectedApps(person.id), []);
  const keysPage = await browser.request(`${hosts.loginUrl}/account/api-keys?done=password-everywhere`);
  assert.equal(keysPage.status, 200, 'this browser stays signed in');
  assert.match(await keysPage.text(), /Every app you had allowed has lost its access/);
});

test('without API keys, the page after a reset is the account page', async (t) => {
  const { hosts, mail } = await setup(t);
  const member = await buildUser(hosts.services);
  await hosts.services.accounts.email.requestPasswordReset(member.email, '127.0.0.1');
  await flushMail(hosts.services);
  const link = linkIn(mail.to(member.email).at(-1)!, '/reset-password');
  const browser = new Browser();
  const form = parseForm(await (await browser.request(link)).text());
  assert.ok(form);
  const reset = await browser.request(`${hosts.loginUrl}/reset-password`, { form: { _csrf: form.csrf, token: link.searchParams.get('token') ?? '', password: NEW_PASSWORD } });
  assert.equal(reset.headers.get('location'), '/account?done=reset');
  assert.match(await (await browser.request(`${hosts.loginUrl}/account?done=reset`)).text(), /Your new password is set/);
});
