import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { auth } from 'express-openid-connect';
import { buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, callbackOf, startBothHosts, walkAuthorization } from './oauth-helpers.ts';
import { freePort } from './instances.ts';

/** The sign-out page's form: where it posts and its hidden fields. */
function signOutForm(html: string): { action: string; fields: Record<string, string>; proceeds: boolean } {
  const action = /<form method="post" action="([^"]*)"/.exec(html)?.[1];
  assert.ok(action, html);
  const fields = Object.fromEntries([...html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]));
  return { action: action.replaceAll('&amp;', '&'), fields, proceeds: html.includes('data-auto-submit') };
}

function assertStrictPage(response: Response, html: string): void {
  assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'self'; /);
  assert.equal(response.headers.get('x-frame-options'), 'DENY');
  assert.doesNotMatch(html, /<script(?![^>]*\ssrc=)/, 'no inline script');
}

test('express-openid-connect with idpLogout: signs in through our pages, signs out at end_session and comes back', async (t) => {
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const rpPort = await freePort();
  const rpBase = `http://127.0.0.1:${rpPort}`;
  const { app, clientSecret } = await hosts.services.apps.createApp({
    ownerId: person.id,
    name: 'Parish Portal',
    type: 'confidential',
    redirectUris: [`${rpBase}/callback`],
    postLogoutRedirectUris: [`${rpBase}/signed-out`],
  });

  const rp = express();
  rp.use(
    auth({
      issuerBaseURL: hosts.loginUrl,
      baseURL: rpBase,
      clientID: app.clientId,
      clientSecret: clientSecret as string,
      secret: 'a long secret for the relying party session cookie',
      authRequired: false,
      idpLogout: true,
      authorizationParams: { response_type: 'code', scope: 'openid profile email' },
      routes: { postLogoutRedirect: '/signed-out' },
    }),
  );
  rp.get('/', (req, res) => {
    res.json({ user: req.oidc.user ?? null });
  });
  rp.get('/signed-out', (_req, res) => {
    res.send('signed out of the portal');
  });
  const server = rp.listen(rpPort, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  assert.equal((server.address() as AddressInfo).port, rpPort);

  // Sign in: the RP's /login sends the browser to our authorize endpoint and our pages.
  const browser = new Browser();
  const start = await browser.request(`${rpBase}/login`);
  assert.equal(start.status, 302);
  const callback = callbackOf(
    await walkAuthorization(browser, new URL(start.headers.get('location') as string), { email: person.email, password: TEST_PASSWORD, redirectUri: `${rpBase}/callback` }),
  );
  const back = await browser.request(callback);
  assert.equal(back.status, 302, await back.text());
  const home = (await (await browser.request(`${rpBase}/`)).json()) as { user: { sub: string } | null };
  assert.equal(home.user?.sub, String(person.id));
  const webSession = browser.cookie('localhost', 'cp_session');
  assert.ok(webSession, 'signed in on the sign-in host too');

  // Sign out: RP → end_session (the app this browser signed into: no question) → back to the RP.
  const logout = await browser.request(`${rpBase}/logout`);
  assert.equal(logout.status, 302);
  const endSession = new URL(logout.headers.get('location') as string);
  assert.equal(endSession.origin + endSession.pathname, `${hosts.loginUrl}/oauth/logout`);
  assert.ok(endSession.searchParams.get('id_token_hint'));
  const page = await browser.request(endSession);
  const html = await page.text();
  assert.equal(page.status, 200, html);
  assertStrictPage(page, html);
  const form = signOutForm(html);
  assert.equal(form.proceeds, true, 'goes on by itself');
  assert.equal(form.fields.logout, 'yes');
  const confirmed = await browser.request(new URL(form.action, hosts.loginUrl), { form: form.fields });
  assert.equal(confirmed.status, 303);
  assert.equal(confirmed.headers.get('location'), `${rpBase}/signed-out`);
  assert.equal(await (await browser.request(`${rpBase}/signed-out`)).text(), 'signed out of the portal');
  assert.equal(((await (await browser.request(`${rpBase}/`)).json()) as { user: unknown }).user, null, 'signed out of the RP');

  // Our own session ended with the issuer's: the cookie is cleared and the row is gone.
  assert.equal(browser.cookie('localhost', 'cp_session'), undefined);
  assert.equal(await hosts.services.webSessions.find(webSession), undefined);
  const again = await browser.request(`${rpBase}/login`);
  const signIn = await walkAuthorization(browser, new URL(again.headers.get('location') as string), { email: person.email, password: TEST_PASSWORD, redirectUri: `${rpBase}/callback` });
  assert.deepEqual(signIn.pages, ['login'], 'signing in again asks for the password');
});

test('end_session: a confirmation page for any other request; state, registered URIs only, the signed-out page', async (t) => {
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const redirectUri = 'http://127.0.0.1:9/cb';
  const portal = await hosts.services.apps.createApp({ ownerId: person.id, name: 'Parish Portal', type: 'confidential', redirectUris: [redirectUri] });
  const other = await hosts.services.apps.createApp({
    ownerId: person.id, name: 'Other <App>', type: 'public', redirectUris: [redirectUri], postLogoutRedirectUris: ['http://127.0.0.1:9/bye'],
  });
  const logoutUrl = (params: Record<string, string>) => `${hosts.loginUrl}/oauth/logout?${new URLSearchParams(params)}`;

  // Nobody signed in: nothing to confirm, straight back to the app with its state.
  const stranger = new Browser();
  const nobody = await stranger.request(logoutUrl({ client_id: other.app.clientId, post_logout_redirect_uri: 'http://127.0.0.1:9/bye', state: 'st-1' }));
  const nobodyHtml = await nobody.text();
  assertStrictPage(nobody, nobodyHtml);
  const nobodyForm = signOutForm(nobodyHtml);
  assert.equal(nobodyForm.proceeds, true);
  const nobodyBack = await stranger.request(new URL(nobodyForm.action, hosts.loginUrl), { form: nobodyForm.fields });
  assert.equal(nobodyBack.headers.get('location'), 'http://127.0.0.1:9/bye?state=st-1');

  // Signed in through the portal; another app asks to sign the person out.
  const browser = new Browser();
  const authorize = `${hosts.loginUrl}/oauth/authorize?${new URLSearchParams({ client_id: portal.app.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid', state: 's' })}`;
  callbackOf(await walkAuthorization(browser, authorize, { email: person.email, password: TEST_PASSWORD, redirectUri }));
  const webSession = browser.cookie('localhost', 'cp_session') as string;

  const unregistered = await browser.request(logoutUrl({ client_id: other.app.clientId, post_logout_redirect_uri: 'http://127.0.0.1:9/elsewhere' }));
  assert.equal(unregistered.status, 400);
  assert.match(await unregistered.text(), /post_logout_redirect_uri not registered/);

  const asked = await browser.request(logoutUrl({ client_id: other.app.clientId, post_logout_redirect_uri: 'http://127.0.0.1:9/bye', state: 'st-2' }));
  const askedHtml = await asked.text();
  assert.equal(asked.status, 200);
  assertStrictPage(asked, askedHtml);
  assert.match(askedHtml, /<strong>Other &lt;App&gt;<\/strong> asks to sign you out/);
  assert.match(askedHtml, new RegExp(`signed in as ${person.given_name}`));
  const askedForm = signOutForm(askedHtml);
  assert.equal(askedForm.proceeds, false, 'the person decides');
  // "Stay signed in": back to the app, still signed in here.
  const stayed = await browser.request(new URL(askedForm.action, hosts.loginUrl), { form: { xsrf: askedForm.fields.xsrf } });
  assert.equal(stayed.headers.get('location'), 'http://127.0.0.1:9/bye?state=st-2');
  assert.ok(await hosts.services.webSessions.find(webSession), 'still signed in');

  // A forged confirmation (no xsrf of this session) changes nothing.
  const forged = await browser.request(new URL(askedForm.action, hosts.loginUrl), { form: { xsrf: 'forged', logout: 'yes' } });
  assert.equal(forged.status, 400);
  assert.ok(await hosts.services.webSessions.find(webSession));

  // No app named: confirm, sign out, and land on our signed-out page.
  const plain = await browser.request(logoutUrl({}));
  const plainForm = signOutForm(await plain.text());
  assert.equal(plainForm.proceeds, false);
  const signedOut = await browser.request(new URL(plainForm.action, hosts.loginUrl), { form: { ...plainForm.fields, logout: 'yes' } });
  assert.equal(signedOut.status, 303);
  const success = await browser.request(new URL(signedOut.headers.get('location') as string, hosts.loginUrl));
  const successHtml = await success.text();
  assert.equal(success.status, 200);
  assertStrictPage(success, successHtml);
  assert.match(successHtml, /You are signed out of Community Platform/);
  assert.equal(await hosts.services.webSessions.find(webSession), undefined);
});
