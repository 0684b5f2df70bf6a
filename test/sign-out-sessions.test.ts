import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { digest } from '../src/http/secrets.ts';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, parseForm, startBothHosts, walkAuthorization, type BothHosts } from './oauth-helpers.ts';

/**
 * Signing a browser out ends the issuers' sessions that its own sign-in started and no
 * other, even when the same person signed in on another browser within the same second (the
 * login time, all that an issuer session records of its login, is the same for both).
 */

const REDIRECT_URI = 'http://127.0.0.1:9/sessions/callback';
type Issuer = 'api' | 'signin';

async function setup(t: Parameters<typeof startBothHosts>[0]) {
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const { app } = await hosts.services.apps.createApp({ ownerId: person.id, name: 'Portal', type: 'public', redirectUris: [REDIRECT_URI] });
  const authorize = (issuer: Issuer, prompt?: string) => {
    const url = new URL(`${issuer === 'api' ? hosts.apiBaseUrl : hosts.loginUrl}/oauth/authorize`);
    url.search = new URLSearchParams({
      client_id: app.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: issuer === 'api' ? 'read:churches' : 'openid',
      state: 's', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256', ...(prompt ? { prompt } : {}),
    }).toString();
    return url;
  };
  /** Whether the browser is signed in silently at the issuer (a code comes back without any page). */
  const silently = async (browser: Browser, issuer: Issuer) => {
    const answer = await browser.request(authorize(issuer, 'none'));
    const location = answer.headers.get('location') ?? '';
    if (/[?&]code=/.test(location)) return true;
    assert.match(location, /error=login_required/);
    return false;
  };
  return { hosts, person, authorize, silently };
}

/**
 * Two browsers of one person, each signed in through an app's sign-in at the sign-in issuer
 * and then at the API issuer, their two logins made in the same second.
 */
async function twoBrowsersInOneSecond(hosts: BothHosts, email: string, authorize: (issuer: Issuer) => URL): Promise<[Browser, Browser]> {
  for (let attempt = 1; ; attempt++) {
    const browsers = [new Browser(), new Browser()] as const;
    const logins = await Promise.all(
      browsers.map(async (browser) => {
        let answer = await browser.request(authorize('signin'));
        for (let hops = 0; answer.status === 303 && hops < 5; hops++) answer = await browser.request(new URL(answer.headers.get('location') ?? '', hosts.loginUrl));
        const form = parseForm(await answer.text());
        assert.ok(form?.fields.has('password'), 'the login page');
        return { browser, form: form as NonNullable<typeof form> };
      }),
    );
    // Both logins start together at the beginning of a second.
    await sleep(1010 - (Date.now() % 1000));
    const answers = await Promise.all(
      logins.map(({ browser, form }) => browser.request(new URL(form.action, hosts.loginUrl), { form: { _csrf: form.csrf, email, password: TEST_PASSWORD } })),
    );
    const authTimes = await Promise.all(
      browsers.map(async (browser) => {
        const row = await hosts.services.database.db.selectFrom('web_sessions').select('auth_time').where('id_hash', '=', digest(browser.cookie('localhost', 'cp_session') ?? '')).executeTakeFirstOrThrow();
        return Math.floor(new Date(row.auth_time).getTime() / 1000);
      }),
    );
    if (authTimes[0] !== authTimes[1]) {
      assert.ok(attempt < 5, 'five attempts at two logins in one second');
      continue;
    }
    for (const [i, browser] of browsers.entries()) {
      const next = new URL(answers[i].headers.get('location') ?? '', hosts.loginUrl);
      callbackOf(await walkAuthorization(browser, next, { email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
      callbackOf(await walkAuthorization(browser, authorize('api'), { email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
    }
    return [browsers[0], browsers[1]];
  }
}

test('signing out ends exactly the issuer sessions of that sign-in, when the person signed in twice in the same second', async (t) => {
  const { hosts, person, authorize, silently } = await setup(t);

  await t.test('signing out on /logout', async () => {
    const [leaving, staying] = await twoBrowsersInOneSecond(hosts, person.email, authorize);
    for (const browser of [leaving, staying]) for (const issuer of ['api', 'signin'] as const) assert.ok(await silently(browser, issuer), `${issuer}: signed in`);
    const form = parseForm(await (await leaving.request(`${hosts.loginUrl}/account`)).text());
    assert.ok(form);
    assert.equal((await leaving.request(`${hosts.loginUrl}/logout`, { form: { _csrf: form.csrf } })).status, 303);
    for (const issuer of ['api', 'signin'] as const) {
      assert.equal(await silently(leaving, issuer), false, `${issuer}: the signed-out browser`);
      assert.equal(await silently(staying, issuer), true, `${issuer}: the other browser stays signed in`);
    }
    assert.equal((await staying.request(`${hosts.loginUrl}/account`)).status, 200);
  });

  await t.test('"Sign out everywhere else" on the account page', async () => {
    const [other, asking] = await twoBrowsersInOneSecond(hosts, person.email, authorize);
    const form = parseForm(await (await asking.request(`${hosts.loginUrl}/account`)).text());
    assert.ok(form);
    assert.equal((await asking.request(`${hosts.loginUrl}/account/sessions/end-others`, { form: { _csrf: form.csrf } })).status, 303);
    for (const issuer of ['api', 'signin'] as const) {
      assert.equal(await silently(other, issuer), false, `${issuer}: the other browser is signed out`);
      assert.equal(await silently(asking, issuer), true, `${issuer}: the browser asking stays signed in`);
    }
  });
});
