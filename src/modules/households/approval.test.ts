import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { addChurchMember, buildApiKey, buildChurch, buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from '../../../test/oauth-helpers.ts';
import { buildSigninTestHost, signedIn } from '../../../test/pages.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/api/callback';

test('household access: asked for on the app page, decided on /admin, recorded in the audit log', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client: developer, user } = await signedIn(host);
  const create = async (name: string) => {
    const { app } = await host.services.apps.createApp({ ownerId: user.id, name, type: 'confidential', redirectUris: [REDIRECT_URI] });
    return app.clientId;
  };
  const first = await create('Kids Check-in');
  const second = await create('Family Sync');
  const base = `/developers/apps/${first}`;

  const page = await developer.get(base);
  assert.match(page.body, /<h2 id="households-title">Household access<\/h2>/);
  assert.match(page.body, /Request household access/);
  assert.match(page.body, /read:households<\/label>[\s\S]*?your own keys work now/, 'the key form says what works without approval');
  const requested = await developer.post(`${base}/households`);
  assert.equal(requested.statusCode, 303);
  assert.equal(requested.headers.location, `${base}?done=households-requested#households-access`);
  assert.equal((await host.services.apps.getApp(first)).householdsAccess, 'requested');
  assert.equal((await host.services.apps.getApp(first)).donationsAccess, 'none', 'donations access is apart');
  const twice = await developer.post(`${base}/households`);
  assert.equal(twice.statusCode, 400);
  assert.match(twice.body, /already waiting for review/);
  await developer.post(`/developers/apps/${second}/households`);

  assert.equal((await developer.post(`/admin/households/${first}`, { decision: 'approve' })).statusCode, 403);
  assert.equal((await host.services.apps.getApp(first)).householdsAccess, 'requested');

  const { client: admin } = await signedIn(host, { is_admin: true } as never);
  const adminPage = await admin.get('/admin');
  assert.match(adminPage.body, /Kids Check-in<\/th>\s*<td data-label="Access to">Households<\/td>/);
  assert.match(adminPage.body, /Family Sync/);
  const approved = await admin.post(`/admin/households/${first}`, { decision: 'approve' });
  assert.equal(approved.statusCode, 303);
  assert.equal(approved.headers.location, '/admin?done=households-approved');
  assert.match((await admin.get('/admin?done=households-approved')).body, /reach their households/);
  assert.equal((await host.services.apps.getApp(first)).householdsAccess, 'approved');
  assert.equal((await admin.post(`/admin/households/${second}`, { decision: 'deny' })).statusCode, 303);
  assert.equal((await host.services.apps.getApp(second)).householdsAccess, 'denied');
  const decided = await admin.post(`/admin/households/${second}`, { decision: 'approve' });
  assert.equal(decided.statusCode, 400);
  assert.match(decided.body, /no pending request for household access/);
  // A donations decision does not decide households, nor the other way round.
  assert.equal((await admin.post(`/admin/donations/${first}`, { decision: 'approve' })).statusCode, 400);

  assert.match((await developer.get(base)).body, /id="households-access"[\s\S]*?Approved/);
  assert.match((await developer.get(`/developers/apps/${second}`)).body, /Request household access again/);
  const audit = await host.services.database.db.selectFrom('audit_events').select('type').where('type', 'like', 'households.%').orderBy('id').execute();
  assert.deepEqual(audit.map((row) => row.type), ['households.requested', 'households.requested', 'households.approved', 'households.denied']);
});

test('an app without household access: its people cannot grant the scopes, and its tokens get 403 naming the approval', async (t) => {
  const hosts = await startBothHosts(t);
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const church = await buildChurch(hosts.services);
  await addChurchMember(hosts.services, church.id, person.id);
  const created = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Kids Check-in', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const { clientId } = created.app;
  const browser = new Browser();
  const authorize = (scope: string) => {
    const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope, state: 's' }).toString();
    return walkAuthorization(browser, url, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }).then(callbackOf);
  };
  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${hosts.apiBaseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });

  const metadata = (await (await fetch(`${new URL(hosts.apiBaseUrl).origin}/.well-known/oauth-authorization-server/api/v1`)).json()) as { scopes_supported: string[] };
  assert.ok(metadata.scopes_supported.includes('read:households') && metadata.scopes_supported.includes('write:households'));

  for (const scope of ['read:households', 'read:churches write:households']) {
    const refused = await authorize(scope);
    assert.equal(refused.searchParams.get('error'), 'invalid_scope', scope);
    assert.match(refused.searchParams.get('error_description') ?? '', /approved for household access/);
  }

  await hosts.services.apps.setAccess(clientId, 'households', 'approved');
  // The consent page names what the scopes grant, in words (a fresh browser: no consent given yet).
  const consentUrl = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  consentUrl.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:households write:households', state: 's' }).toString();
  const consent = await walkAuthorization(new Browser(), consentUrl, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, stopAt: 'consent' });
  assert.ok('page' in consent, 'stops on the consent page');
  assert.match(consent.page.html, /Read your household and its children/);
  assert.match(consent.page.html, /Manage your household and check its children in/);
  const callback = await authorize('read:households write:households');
  const tokens = await postForm(`${hosts.apiBaseUrl}/oauth/token`, {
    grant_type: 'authorization_code', code: callback.searchParams.get('code')!, client_id: clientId, client_secret: created.clientSecret!, redirect_uri: REDIRECT_URI,
  });
  assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
  assert.equal(tokens.body.scope, 'read:households write:households');
  const token = tokens.body.access_token as string;
  const made = await api('/households', token, { method: 'POST', body: JSON.stringify({ churchId: church.id, name: 'The Tokens' }) });
  assert.equal(made.status, 201);
  const household = ((await made.json()) as { data: { id: number; adults: { id: number }[] } }).data;
  assert.deepEqual(household.adults.map((adult) => adult.id), [person.id], 'the token acts for the person who consented');

  // Approval withdrawn: the same token now gets 403 naming it, on every household endpoint.
  await hosts.services.apps.setAccess(clientId, 'households', 'denied');
  // Tokens are resolved from a cache that keeps them a second, as for donations access.
  await sleep(1100);
  for (const [path, init] of [[`/households/${household.id}`, {}], [`/households?churchId=${church.id}`, {}], [`/households/${household.id}`, { method: 'PATCH', body: '{"name":"x"}' }]] as const) {
    const res = await api(path, token, init);
    assert.equal(res.status, 403, path);
    const body = (await res.json()) as { error: string; message: string };
    assert.equal(body.error, 'Forbidden');
    assert.match(body.message, /needs household access approval/);
  }
  // The person's own API key needs no approval.
  const { key } = await buildApiKey(hosts.services, person.id, ['read:households']);
  assert.equal((await api(`/households/${household.id}`, key)).status, 200);
});
