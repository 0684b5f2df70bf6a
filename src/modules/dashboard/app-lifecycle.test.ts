import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from '../../../test/oauth-helpers.ts';
import { buildSigninTestHost, PageClient, signedIn } from '../../../test/pages.ts';

const REDIRECT = 'https://portal.example.org/callback';

async function createApp(client: PageClient, type = 'confidential') {
  await client.get('/developers');
  const { posted, page } = await client.postAndFollow('/developers', { name: 'Parish Portal', type, redirectUris: REDIRECT });
  const clientId = /<code id="client-id"[^>]*>([^<]+)<\/code>/.exec(page.body)?.[1];
  assert.ok(clientId);
  return { posted, page, clientId };
}

test('creating an app, rotating its secret and creating a key: POST → redirect → GET, the secret shown once, a reload creates nothing', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  const { posted, page, clientId } = await createApp(client);
  assert.equal(posted.headers.location, `/developers/apps/${clientId}`);
  const secret = /<code id="client-secret"[^>]*>(cps_[^<]+)<\/code>/.exec(page.body)?.[1];
  assert.ok(secret, 'the secret is shown after the redirect');
  assert.match(page.body, /Parish Portal is ready/);
  assert.equal(client.cookie('cp_flash'), undefined, 'the one-time message is taken');
  const reload = await client.get(`/developers/apps/${clientId}`);
  assert.doesNotMatch(reload.body, new RegExp(secret), 'not shown again');
  assert.equal((await host.services.apps.listApps(user.id)).length, 1, 'reloading created nothing');
  const stored = await host.services.database.db.selectFrom('flash_messages').selectAll().execute();
  assert.equal(stored.length, 0);

  const { page: rotated } = await client.postAndFollow(`/developers/apps/${clientId}/secret`);
  const fresh = /<code id="client-secret"[^>]*>(cps_[^<]+)<\/code>/.exec(rotated.body)?.[1];
  assert.ok(fresh && fresh !== secret);
  assert.equal(await host.services.apps.verifyClientSecret(clientId, fresh), true);
  assert.doesNotMatch((await client.get(`/developers/apps/${clientId}`)).body, new RegExp(fresh));

  const { page: keyPage } = await client.postAndFollow(`/developers/apps/${clientId}/keys`, { name: 'Server', scopes: 'read:churches' });
  const key = /<code id="new-key"[^>]*>(cpk_[^<]+)<\/code>/.exec(keyPage.body)?.[1];
  assert.ok(key);
  assert.doesNotMatch((await client.get(`/developers/apps/${clientId}`)).body, new RegExp(key));
  assert.equal((await host.services.apps.listKeys(clientId)).length, 1);
});

test('a one-time message is its owner’s and shown once; the table holds it only encrypted', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  await client.get('/developers');
  const posted = await client.post('/developers', { name: 'Portal', type: 'confidential', redirectUris: REDIRECT });
  const flash = client.cookie('cp_flash');
  assert.ok(flash);
  const other = await buildUser(host.services);
  assert.equal(await host.services.dashboard.flash.take(other.id, flash), undefined, 'another person gets nothing with the id');
  const [row] = await host.services.database.db.selectFrom('flash_messages').selectAll().execute();
  assert.doesNotMatch(row.payload, /cps_/, 'the secret is not readable in the table');
  const own = await client.get(String(posted.headers.location));
  assert.match(own.body, /id="client-secret"/, 'the owner still sees it once');
});

test('app details: edited by the owner with validation (logo https only), shown on the consent page with the owner and where the person is sent', async (t) => {
  const hosts = await startBothHosts(t);
  const owner = await buildUser(hosts.services, { given_name: 'Grace', family_name: 'Hopper' });
  const { app } = await hosts.services.apps.createApp({ ownerId: owner.id, name: 'Portal', type: 'public', redirectUris: ['http://127.0.0.1:9/cb'] });
  const { client } = await signedIn({ app: hosts.signin, services: hosts.services, config: hosts.config }, { email: 'second@example.org' } as never);
  await client.get('/developers');
  assert.equal((await client.post(`/developers/apps/${app.clientId}/details`, { name: 'Taken over' })).statusCode, 404, 'not the owner');

  const page = new PageClient(hosts.signin);
  await page.get('/login');
  await page.post('/login', { email: owner.email, password: TEST_PASSWORD });
  const base = `/developers/apps/${app.clientId}`;
  const form = { name: 'Parish Portal', description: 'Rotas and prayer for St Anne’s.', homepageUrl: 'https://portal.example.org/home', logoUrl: 'http://portal.example.org/logo.png', privacyPolicyUrl: 'https://portal.example.org/privacy' };
  await page.get(base);
  const refused = await page.post(`${base}/details`, form);
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /Logo URL must be a web address starting with https:\/\//);
  assert.match(refused.body, /value="http:\/\/portal\.example\.org\/logo\.png"/, 'the form keeps what was typed');
  assert.equal((await page.post(`${base}/details`, { ...form, logoUrl: 'https://portal.example.org/logo.png', name: ' ' })).statusCode, 400);
  assert.equal((await page.post(`${base}/details`, { ...form, logoUrl: 'https://portal.example.org/logo.png', homepageUrl: 'javascript:alert(1)' })).statusCode, 400);
  assert.equal((await page.post(`${base}/details`, { ...form, logoUrl: 'https://portal.example.org/logo.png', _csrf: '' })).statusCode, 403);
  const saved = await page.post(`${base}/details`, { ...form, logoUrl: 'https://portal.example.org/logo.png' });
  assert.equal(saved.statusCode, 303);
  assert.equal(saved.headers.location, `${base}?done=details-saved#details`);
  const summary = await hosts.services.apps.getApp(app.clientId);
  assert.deepEqual(
    [summary.name, summary.description, summary.homepageUrl, summary.logoUrl, summary.privacyPolicyUrl],
    ['Parish Portal', form.description, form.homepageUrl, 'https://portal.example.org/logo.png', form.privacyPolicyUrl],
  );
  assert.ok((await hosts.services.audit.page(undefined, 20)).events.some((event) => event.type === 'app.updated'));

  const person = await buildUser(hosts.services);
  const browser = new Browser();
  const url = new URL(`${hosts.loginUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: app.clientId, redirect_uri: 'http://127.0.0.1:9/cb', response_type: 'code', scope: 'openid', state: 's', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' }).toString();
  const result = await walkAuthorization(browser, url, { email: person.email, password: TEST_PASSWORD, redirectUri: 'http://127.0.0.1:9/cb', decision: 'deny' });
  assert.deepEqual(result.pages, ['login', 'consent']);
  // The consent page, fetched again before answering it.
  const again = await walkUntilConsent(browser, url);
  // The logo is served by the sign-in host (fetched there from the app's URL), never from the app's host.
  assert.match(again, new RegExp(`<img class="app-logo" src="/apps/${app.clientId}/logo"`));
  assert.ok(!again.includes('portal.example.org/logo.png'), 'the page does not send the browser to the app for its logo');
  assert.match(again, /Parish Portal wants access to your account/);
  assert.match(again, /by Grace Hopper · <span class="app-home">portal\.example\.org<\/span>/);
  assert.match(again, /you will be sent to <strong class="redirect-host">127\.0\.0\.1:9<\/strong>/);
});

async function walkUntilConsent(browser: Browser, start: URL): Promise<string> {
  let url = start;
  for (let step = 0; step < 10; step++) {
    const response = await browser.request(url);
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url);
      continue;
    }
    return response.text();
  }
  throw new Error('no consent page');
}

test('deleting an app: a confirmation naming it, then its keys, tokens, consents and webhooks stop; owner only; audited', async (t) => {
  const hosts = await startBothHosts(t);
  const { services } = hosts;
  const owner = await buildUser(services);
  const person = await buildUser(services);
  const redirect = 'http://127.0.0.1:9/cb';
  const { app, clientSecret } = await services.apps.createApp({ ownerId: owner.id, name: 'Parish <Portal>', type: 'confidential', redirectUris: [redirect] });
  const { key } = await services.apps.createKey(app.clientId, { scopes: ['read:churches'] });
  const client = { client_id: app.clientId, client_secret: clientSecret as string };
  const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: app.clientId, redirect_uri: redirect, response_type: 'code', scope: 'read:churches', state: 's' }).toString();
  const code = callbackOf(await walkAuthorization(new Browser(), url, { email: person.email, password: TEST_PASSWORD, redirectUri: redirect })).searchParams.get('code') as string;
  const tokens = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: redirect });
  const access = tokens.body.access_token as string;
  const call = (credential: string) => fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${credential}` } });
  assert.equal((await call(key)).status, 200);
  assert.equal((await call(access)).status, 200);
  assert.equal((await services.authorizations.connectedApps(person.id)).length, 1);
  await services.database.db
    .insertInto('webhook_subscriptions')
    .values({ app_id: app.id, url: 'https://hooks.example.org/', event_types: '', scopes: 'read:churches', secret: 'x', created_at: new Date().toISOString(), updated_at: new Date().toISOString() })
    .execute();

  const signin = { app: hosts.signin, services, config: hosts.config };
  const { client: stranger } = await signedIn(signin);
  assert.equal((await stranger.get(`/developers/apps/${app.clientId}/delete`)).statusCode, 404);
  assert.equal((await stranger.post(`/developers/apps/${app.clientId}/delete`)).statusCode, 404, 'not the owner');

  const browser = new PageClient(hosts.signin);
  await browser.get('/login');
  await browser.post('/login', { email: owner.email, password: TEST_PASSWORD });
  const appPage = await browser.get(`/developers/apps/${app.clientId}`);
  assert.match(appPage.body, /href="\/developers\/apps\/[^"]+\/delete">Delete Parish &lt;Portal&gt;…<\/a>/);
  const confirm = await browser.get(`/developers/apps/${app.clientId}/delete`);
  assert.equal(confirm.statusCode, 200);
  assert.match(confirm.body, /<h1>Delete Parish &lt;Portal&gt;\?<\/h1>/);
  assert.match(confirm.body, /Its API key stops working\./);
  assert.equal((await browser.post(`/developers/apps/${app.clientId}/delete`, { _csrf: '' })).statusCode, 403);
  assert.equal((await call(key)).status, 200, 'nothing deleted yet');

  const deleted = await browser.post(`/developers/apps/${app.clientId}/delete`);
  assert.equal(deleted.statusCode, 303);
  assert.equal(deleted.headers.location, '/developers?done=app-deleted');
  assert.match((await browser.get('/developers?done=app-deleted')).body, /App deleted\./);
  assert.equal((await call(key)).status, 401, 'the key, at once');
  assert.equal((await call(access)).status, 401, 'the access token, at once');
  const refreshed = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { ...client, grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token as string });
  assert.equal(refreshed.status, 401);
  assert.deepEqual(await services.authorizations.connectedApps(person.id), []);
  const left = await services.database.db.selectFrom('oauth_artifacts').select('model').where('client_id', '=', app.clientId).execute();
  assert.deepEqual(left, []);
  assert.deepEqual(await services.database.db.selectFrom('webhook_subscriptions').selectAll().where('app_id', '=', app.id).execute(), []);
  assert.equal((await browser.get(`/developers/apps/${app.clientId}`)).statusCode, 404);
  assert.equal((await browser.post(`/developers/apps/${app.clientId}/delete`)).statusCode, 404, 'deleting twice');
  const event = (await services.audit.page(undefined, 50)).events.find((entry) => entry.type === 'app.deleted');
  assert.equal(event?.target, app.clientId);
  assert.equal(event?.details.app, 'Parish <Portal>');
});
