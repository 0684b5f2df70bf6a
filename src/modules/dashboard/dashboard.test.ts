import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { buildUser } from '../../../test/helpers.ts';
import { buildSigninTestHost, signedIn, type PageClient, type SigninTestHost } from '../../../test/pages.ts';
import { IdentityRepository } from '../identity/repository.ts';
import { redirectUriLines } from './service.ts';

const REDIRECT = 'http://localhost:8080/callback';

function codeById(html: string, id: string): string {
  const value = new RegExp(`<code id="${id}"[^>]*>([^<]+)</code>`).exec(html)?.[1];
  assert.ok(value, `a <code id="${id}"> on the page`);
  return value;
}

async function createApp(client: PageClient, form: Record<string, string> = {}) {
  await client.get('/developers');
  const { page: response } = await client.postAndFollow('/developers', { name: 'Parish Portal', type: 'confidential', redirectUris: REDIRECT, ...form });
  assert.equal(response.statusCode, 200, response.body.slice(0, 2000));
  return { response, clientId: codeById(response.body, 'client-id') };
}

/** A developer signed in on a sign-in host of the test's own, with one app of theirs (`form` as createApp takes it). */
async function developerWithApp(t: TestContext, form: Record<string, string> = {}) {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  const { response, clientId } = await createApp(client, form);
  return { host, client, user, response, clientId, base: `/developers/apps/${clientId}` };
}

async function auditTypes(host: SigninTestHost): Promise<string[]> {
  return (await host.services.audit.page(undefined, 100)).events.map((event) => event.type);
}

test('redirectUriLines: one URI per line, blank lines and spaces dropped', () => {
  assert.deepEqual(redirectUriLines(' https://a.example/cb \r\n\n  https://b.example/cb\n'), ['https://a.example/cb', 'https://b.example/cb']);
});

test('developers page: friendly empty state and the create-app form with its labels', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  const page = await client.get('/developers');
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /No apps yet/);
  assert.match(page.body, /<label for="app-name">Name<\/label>/);
  assert.match(page.body, /<label for="type-confidential">Confidential<\/label>/);
  assert.match(page.body, /<label for="type-public">Public<\/label>/);
  assert.match(page.body, /<label for="redirect-uris">Redirect URIs<\/label>/);
  assert.match(page.body, /<textarea id="redirect-uris" name="redirectUris"/);
  assert.match(page.body, /<button type="submit">Create app<\/button>/);
});

test('create a confidential app: the client secret is shown once, and the app page has its three sections', async (t) => {
  const { host, client, user, response, clientId } = await developerWithApp(t, { redirectUris: `${REDIRECT}\n\nhttps://portal.example.org/cb\n` });
  const secret = codeById(response.body, 'client-secret');
  assert.match(secret, /^cps_/);
  assert.ok(await host.services.apps.verifyClientSecret(clientId, secret));
  for (const heading of ['OAuth Settings', 'API Keys', 'Donations access']) assert.match(response.body, new RegExp(`<h2 id="[^"]+">${heading}</h2>`));
  const app = await host.services.apps.getApp(clientId);
  assert.equal(app.ownerId, user.id);
  assert.deepEqual(app.redirectUris, [REDIRECT, 'https://portal.example.org/cb']);

  // Shown once: the app page never shows it again.
  const later = await client.get(`/developers/apps/${clientId}`);
  assert.equal(later.statusCode, 200);
  assert.doesNotMatch(later.body, new RegExp(secret));
  assert.doesNotMatch(later.body, /id="client-secret"/);
  assert.match(later.body, /No API keys yet/);
  assert.match(later.body, /exactly/, 'exact matching of redirect URIs is explained');
  const list = await client.get('/developers');
  assert.match(list.body, /Parish Portal/);
  assert.match(list.body, new RegExp(`href="/developers/apps/${clientId}"`));
  assert.ok((await auditTypes(host)).includes('app.created'));
});

test('create app: a public app has no secret; invalid input is explained and the form keeps its values', async (t) => {
  const { host, client, user, response, clientId } = await developerWithApp(t, { name: 'Prayer SPA', type: 'public' });
  assert.doesNotMatch(response.body, /id="client-secret"/);
  assert.match(response.body, /Public apps have no secret/);
  assert.equal((await host.services.apps.getApp(clientId)).type, 'public');

  const noName = await client.post('/developers', { name: '  ', type: 'confidential', redirectUris: '' });
  assert.equal(noName.statusCode, 400);
  assert.match(noName.body, /Give the app a name\./);
  const noType = await client.post('/developers', { name: 'X', redirectUris: '' });
  assert.equal(noType.statusCode, 400);
  assert.match(noType.body, /Choose whether the app is confidential or public\./);
  const insecure = await client.post('/developers', { name: 'Kept name', type: 'public', redirectUris: 'http://portal.example.org/cb' });
  assert.equal(insecure.statusCode, 400);
  assert.match(insecure.body, /must use HTTPS/);
  assert.match(insecure.body, /value="Kept name"/);
  assert.match(insecure.body, /id="type-public" name="type" value="public" checked/);
  const fragment = await client.post('/developers', { name: 'X', type: 'public', redirectUris: 'https://portal.example.org/cb#top' });
  assert.match(fragment.body, /must not contain a fragment/);
  assert.equal((await host.services.apps.listApps(user.id)).length, 1, 'nothing created by the refused forms');
});

test('names people type are escaped on every page', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host, { given_name: '<img src=x onerror=alert(1)>' } as never);
  const { response, clientId } = await createApp(client, { name: '<script>alert("app")</script>' });
  assert.doesNotMatch(response.body, /<script>alert/);
  assert.match(response.body, /&lt;script&gt;alert\(&quot;app&quot;\)&lt;\/script&gt;/);
  await client.post(`/developers/apps/${clientId}/keys`, { name: '"><b>key</b>', scopes: 'read:churches' });
  for (const path of ['/developers', `/developers/apps/${clientId}`, '/account']) {
    const page = await client.get(path);
    assert.doesNotMatch(page.body, /<script>alert|<img src=x|<b>key<\/b>/, path);
  }
});

test('API keys: created with a name and scopes, shown once in a <code>, listed, and revoked', async (t) => {
  const { host, client, user, clientId } = await developerWithApp(t);
  const page = await client.get(`/developers/apps/${clientId}`);
  assert.match(page.body, /<label for="key-name">Name<\/label>/);
  for (const scope of ['read:churches', 'write:prayers', 'read:donations']) {
    assert.match(page.body, new RegExp(`<label for="scope-${scope.replace(':', '-')}">${scope}</label>`));
  }
  assert.match(page.body, /<button type="submit">Create key<\/button>/);

  const none = await client.post(`/developers/apps/${clientId}/keys`, { name: 'No scopes' });
  assert.equal(none.statusCode, 400);
  assert.match(none.body, /Choose at least one scope for the key\./);
  assert.match(none.body, /value="No scopes"/);

  const { page: created } = await client.postAndFollow(`/developers/apps/${clientId}/keys`, { name: 'Production server', scopes: ['read:churches', 'write:prayers'] });
  assert.equal(created.statusCode, 200);
  const key = codeById(created.body, 'new-key');
  assert.match(key, /^cpk_/);
  const principal = await host.services.apps.authenticateKey(key);
  assert.ok(principal);
  assert.equal(principal.userId, user.id);
  assert.deepEqual([...principal.scopes], ['read:churches', 'write:prayers']);
  const [summary] = await host.services.apps.listKeys(clientId);
  assert.match(created.body, /Production server/);
  assert.match(created.body, new RegExp(`<code>${summary.prefix}…</code>`));
  assert.match(created.body, /Never/, 'not used yet');

  const listed = await client.get(`/developers/apps/${clientId}`);
  assert.doesNotMatch(listed.body, new RegExp(key), 'the key is never shown again');
  assert.match(listed.body, /<code>read:churches<\/code> <code>write:prayers<\/code>/);

  const revoked = await client.post(`/developers/apps/${clientId}/keys/${summary.id}/revoke`);
  assert.equal(revoked.statusCode, 303);
  assert.equal(revoked.headers.location, `/developers/apps/${clientId}?done=key-revoked#api-keys`);
  assert.equal(await host.services.apps.authenticateKey(key), null);
  const after = await client.get(`/developers/apps/${clientId}?done=key-revoked`);
  assert.match(after.body, /API key revoked\./);
  assert.match(after.body, /Revoked/);
  const types = await auditTypes(host);
  assert.ok(types.includes('api_key.created') && types.includes('api_key.revoked'));
});

test('client secret rotation: a new secret shown once, the old one stops working; public apps have none', async (t) => {
  const { host, client, response, clientId } = await developerWithApp(t);
  const old = codeById(response.body, 'client-secret');
  const { page: rotated } = await client.postAndFollow(`/developers/apps/${clientId}/secret`);
  assert.equal(rotated.statusCode, 200);
  const fresh = codeById(rotated.body, 'client-secret');
  assert.notEqual(fresh, old);
  assert.match(rotated.body, /The previous secret no longer works\./);
  assert.equal(await host.services.apps.verifyClientSecret(clientId, old), false);
  assert.equal(await host.services.apps.verifyClientSecret(clientId, fresh), true);
  assert.ok((await auditTypes(host)).includes('client_secret.rotated'));

  const { clientId: spa } = await createApp(client, { name: 'SPA', type: 'public' });
  const refused = await client.post(`/developers/apps/${spa}/secret`);
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /Public apps have no client secret/);
});

test('redirect URIs: added with validation, duplicates refused, removed', async (t) => {
  const { host, client, clientId, base } = await developerWithApp(t);
  for (const [uri, message] of [
    ['portal.example.org/cb', /is not an absolute URL/],
    ['https://portal.example.org/cb#x', /must not contain a fragment/],
    ['http://portal.example.org/cb', /must use HTTPS/],
    [REDIRECT, /is already registered/],
    ['', /Enter the redirect URI to add\./],
  ] as const) {
    const response = await client.post(`${base}/redirect-uris`, { uri });
    assert.equal(response.statusCode, 400, uri);
    assert.match(response.body, message);
  }
  const added = await client.post(`${base}/redirect-uris`, { uri: 'https://portal.example.org/cb?x=1' });
  assert.equal(added.statusCode, 303);
  assert.deepEqual((await host.services.apps.getApp(clientId)).redirectUris, [REDIRECT, 'https://portal.example.org/cb?x=1']);
  const removed = await client.post(`${base}/redirect-uris/remove`, { uri: REDIRECT });
  assert.equal(removed.statusCode, 303);
  assert.deepEqual((await host.services.apps.getApp(clientId)).redirectUris, ['https://portal.example.org/cb?x=1']);
  const gone = await client.post(`${base}/redirect-uris/remove`, { uri: REDIRECT });
  assert.equal(gone.statusCode, 400);
  assert.ok((await auditTypes(host)).includes('redirect_uris.changed'));
});

test('post-logout redirect URIs: beside the redirect URIs, validated the same way, added and removed by the owner only', async (t) => {
  const { host, client, clientId, base } = await developerWithApp(t);
  const page = await client.get(base);
  assert.match(page.body, /<h3 id="sign-out">Sign-out<\/h3>/);
  assert.match(page.body, /\/oauth\/logout<\/code>/);
  assert.match(page.body, /No post-logout redirect URIs/);
  for (const [uri, message] of [
    ['portal.example.org/', /Post-logout redirect URI &quot;portal.example.org\/&quot; is not an absolute URL/],
    ['https://portal.example.org/#x', /must not contain a fragment/],
    ['http://portal.example.org/', /must use HTTPS/],
    ['', /Enter the post-logout redirect URI to add\./],
  ] as const) {
    const response = await client.post(`${base}/post-logout-redirect-uris`, { uri });
    assert.equal(response.statusCode, 400, uri);
    assert.match(response.body, message);
  }
  const added = await client.post(`${base}/post-logout-redirect-uris`, { uri: 'https://portal.example.org/' });
  assert.equal(added.statusCode, 303);
  assert.equal(added.headers.location, `${base}?done=post-logout-uri-added#sign-out`);
  assert.match((await client.get(`${base}?done=post-logout-uri-added`)).body, /Post-logout redirect URI added\./);
  assert.equal((await client.post(`${base}/post-logout-redirect-uris`, { uri: 'https://portal.example.org/' })).statusCode, 400, 'no duplicates');
  const app = await host.services.apps.getApp(clientId);
  assert.deepEqual(app.postLogoutRedirectUris, ['https://portal.example.org/']);
  assert.deepEqual(app.redirectUris, [REDIRECT], 'the sign-in list is untouched');
  assert.ok((await auditTypes(host)).includes('post_logout_redirect_uris.changed'));

  const { client: stranger } = await signedIn(host);
  await stranger.get('/developers');
  assert.equal((await stranger.post(`${base}/post-logout-redirect-uris`, { uri: 'https://evil.example/' })).statusCode, 404);
  assert.equal((await stranger.post(`${base}/post-logout-redirect-uris/remove`, { uri: 'https://portal.example.org/' })).statusCode, 404);
  assert.equal((await client.post(`${base}/post-logout-redirect-uris`, { uri: 'https://portal.example.org/x', _csrf: '' })).statusCode, 403);

  const removed = await client.post(`${base}/post-logout-redirect-uris/remove`, { uri: 'https://portal.example.org/' });
  assert.equal(removed.statusCode, 303);
  assert.deepEqual((await host.services.apps.getApp(clientId)).postLogoutRedirectUris, []);
  assert.equal((await client.post(`${base}/post-logout-redirect-uris/remove`, { uri: 'https://portal.example.org/' })).statusCode, 400);
});

test('in production only HTTPS redirect URIs are accepted, not even loopback HTTP', async (t) => {
  const host = await buildSigninTestHost(t, { NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9' });
  const { client } = await signedIn(host);
  await client.get('/developers');
  const refused = await client.post('/developers', { name: 'X', type: 'confidential', redirectUris: REDIRECT });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /must use HTTPS/);
  assert.match(refused.body, /Only https:\/\/|absolute https:\/\/ address without a #fragment\./);
});

test('only the owner sees or manages an app: everyone else gets 404', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client: owner } = await signedIn(host);
  const { clientId } = await createApp(owner);
  await owner.post(`/developers/apps/${clientId}/keys`, { name: 'k', scopes: 'read:churches' });
  const [key] = await host.services.apps.listKeys(clientId);
  const { client: stranger } = await signedIn(host);
  await stranger.get('/developers');
  const base = `/developers/apps/${clientId}`;
  assert.equal((await stranger.get(base)).statusCode, 404);
  for (const [path, form] of [
    [`${base}/secret`, {}],
    [`${base}/keys`, { name: 'mine now', scopes: 'read:churches' }],
    [`${base}/keys/${key.id}/revoke`, {}],
    [`${base}/redirect-uris`, { uri: 'https://evil.example/cb' }],
    [`${base}/redirect-uris/remove`, { uri: REDIRECT }],
    [`${base}/donations`, {}],
  ] as const) {
    const response = await stranger.post(path, form);
    assert.equal(response.statusCode, 404, path);
    assert.match(response.body, /Page not found/);
  }
  assert.equal((await host.services.apps.listKeys(clientId)).length, 1);
  assert.equal((await host.services.apps.listKeys(clientId))[0].revokedAt, null);
  assert.deepEqual((await host.services.apps.getApp(clientId)).redirectUris, [REDIRECT]);
  assert.equal((await host.services.apps.getApp(clientId)).donationsAccess, 'none');
  assert.equal((await stranger.get('/developers/apps/app_does_not_exist')).statusCode, 404);

  // A key of another app cannot be revoked through one's own app either.
  const { clientId: own } = await createApp(stranger, { name: 'Own' });
  assert.equal((await stranger.post(`/developers/apps/${own}/keys/${key.id}/revoke`)).statusCode, 404);
  assert.equal((await host.services.apps.getKey(key.id)).revokedAt, null);
});

test('dashboard forms without the CSRF token are refused with 403', async (t) => {
  const { host, client, clientId, base } = await developerWithApp(t);
  for (const [path, form] of [
    ['/developers', { name: 'X', type: 'public', redirectUris: '' }],
    [`${base}/secret`, {}],
    [`${base}/keys`, { name: 'k', scopes: 'read:churches' }],
    [`${base}/redirect-uris`, { uri: 'https://portal.example.org/other' }],
    [`${base}/donations`, {}],
    [`/admin/donations/${clientId}`, { decision: 'approve' }],
  ] as const) {
    const response = await client.post(path, { ...form, _csrf: '' });
    assert.equal(response.statusCode, 403, path);
    assert.match(response.body, /Form not accepted/);
  }
  assert.equal((await host.services.apps.listKeys(clientId)).length, 0);
});

test('donations access: requested by the owner, approved or denied by an admin; non-admins get 403 on /admin', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client: developer } = await signedIn(host);
  const { clientId } = await createApp(developer);
  const { clientId: second } = await createApp(developer, { name: 'Second app' });
  const base = `/developers/apps/${clientId}`;
  assert.match((await developer.get(base)).body, /Not requested/);
  const requested = await developer.post(`${base}/donations`);
  assert.equal(requested.statusCode, 303);
  assert.match((await developer.get(`${base}?done=donations-requested`)).body, /Approval requested\./);
  assert.equal((await host.services.apps.getApp(clientId)).donationsAccess, 'requested');
  const twice = await developer.post(`${base}/donations`);
  assert.equal(twice.statusCode, 400);
  assert.match(twice.body, /already waiting for review/);
  await developer.post(`/developers/apps/${second}/donations`);

  const forbidden = await developer.get('/admin');
  assert.equal(forbidden.statusCode, 403);
  assert.match(forbidden.body, /Only platform administrators/);
  assert.equal((await developer.post(`/admin/donations/${clientId}`, { decision: 'approve' })).statusCode, 403);
  assert.equal((await host.services.apps.getApp(clientId)).donationsAccess, 'requested');

  const { client: admin } = await signedIn(host, { is_admin: true } as never);
  const adminPage = await admin.get('/admin');
  assert.equal(adminPage.statusCode, 200);
  assert.match(adminPage.body, /Parish Portal/);
  assert.match(adminPage.body, /Second app/);
  assert.match(adminPage.body, /Audit log/);
  const approved = await admin.post(`/admin/donations/${clientId}`, { decision: 'approve' });
  assert.equal(approved.statusCode, 303);
  assert.equal(approved.headers.location, '/admin?done=approved');
  assert.equal((await host.services.apps.getApp(clientId)).donationsAccess, 'approved');
  const denied = await admin.post(`/admin/donations/${second}`, { decision: 'deny' });
  assert.equal(denied.statusCode, 303);
  assert.equal((await host.services.apps.getApp(second)).donationsAccess, 'denied');
  const decided = await admin.post(`/admin/donations/${second}`, { decision: 'approve' });
  assert.equal(decided.statusCode, 400);
  assert.match(decided.body, /has no pending request/);
  assert.match((await admin.get('/admin')).body, /No requests waiting/);

  assert.match((await developer.get(base)).body, /Approved/);
  const deniedPage = await developer.get(`/developers/apps/${second}`);
  assert.match(deniedPage.body, /Denied/);
  assert.match(deniedPage.body, /Request approval again/);
  const types = await auditTypes(host);
  for (const type of ['donations.requested', 'donations.approved', 'donations.denied']) assert.ok(types.includes(type), type);
});

test('audit log: newest first, in pages', async (t) => {
  const host = await buildSigninTestHost(t);
  for (let i = 1; i <= 30; i++) {
    await host.services.audit.record({ type: 'api_key.created', actor: { label: `dev${i}@example.org`, ip: '10.0.0.1' }, target: `cpk_${i}` });
  }
  const { client: admin } = await signedIn(host, { is_admin: true } as never);
  const first = await admin.get('/admin');
  const actors = [...first.body.matchAll(/<td data-label="Who">(dev\d+@example\.org)<\/td>/g)].map((m) => m[1]);
  // The admin's own sign-in is the newest event.
  assert.match(first.body, /Signed in/);
  assert.equal(actors[0], 'dev30@example.org');
  assert.equal(actors.length, 24);
  const older = /href="(\/admin\?before=\d+)#audit-log"/.exec(first.body)?.[1];
  assert.ok(older, 'a link to older events');
  assert.doesNotMatch(first.body, /Newest events/);
  const second = await admin.get(older);
  const olderActors = [...second.body.matchAll(/<td data-label="Who">(dev\d+@example\.org)<\/td>/g)].map((m) => m[1]);
  assert.deepEqual(olderActors, ['dev6@example.org', 'dev5@example.org', 'dev4@example.org', 'dev3@example.org', 'dev2@example.org', 'dev1@example.org']);
  assert.match(second.body, /Newest events/);
  assert.doesNotMatch(second.body, /Older events/);
});

test('connected apps: the account page lists consents with their scopes, and revoking removes the grant', async (t) => {
  const host = await buildSigninTestHost(t);
  const developer = await buildUser(host.services);
  const { app } = await host.services.apps.createApp({ ownerId: developer.id, name: 'Parish Portal', type: 'confidential', redirectUris: [REDIRECT] });
  const { client, user } = await signedIn(host);
  assert.match((await client.get('/account')).body, /No connected apps/);

  const { api, signin } = await host.services.issuers.providers();
  const apiGrant = new api.Grant({ accountId: String(user.id), clientId: app.clientId });
  apiGrant.addResourceScope(host.config.apiBaseUrl, 'read:churches write:prayers');
  await apiGrant.save();
  const signinGrant = new signin.Grant({ accountId: String(user.id), clientId: app.clientId });
  signinGrant.addOIDCScope('openid profile');
  await signinGrant.save();
  // The consent page remembers what was allowed apart from the grants tokens are issued under.
  const consents = new IdentityRepository(host.services.database.db);
  const expires = new Date(Date.now() + 86_400_000).toISOString();
  for (const [issuer, grant] of [['api', apiGrant], ['signin', signinGrant]] as const) {
    await consents.saveConsent(issuer, String(user.id), app.clientId, JSON.stringify({ openid: grant.openid, resources: grant.resources, iat: grant.iat }), expires);
  }

  const page = await client.get('/account');
  assert.match(page.body, /Parish Portal/);
  for (const scope of ['read:churches', 'write:prayers', 'openid', 'profile']) assert.match(page.body, new RegExp(`<code>${scope}</code>`));
  assert.match(page.body, /See your name and profile picture/);

  const revoked = await client.post(`/account/apps/${app.clientId}/revoke`);
  assert.equal(revoked.statusCode, 303);
  assert.equal(await api.Grant.find(apiGrant.jti), undefined);
  assert.equal(await signin.Grant.find(signinGrant.jti), undefined);
  const after = await client.get('/account?done=revoked');
  assert.match(after.body, /Access revoked\./);
  assert.match(after.body, /No connected apps/);
  assert.equal((await client.post(`/account/apps/${app.clientId}/revoke`)).statusCode, 404);
  assert.ok((await auditTypes(host)).includes('consent.revoked'));
});
