import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSigninTestHost, signedIn, type PageClient } from '../../../test/pages.ts';

/** The app page's "Allowed web origins": public apps only, validated as origins, owner only, audited. */

async function createApp(client: PageClient, type: 'public' | 'confidential'): Promise<string> {
  await client.get('/developers');
  const { page: response } = await client.postAndFollow('/developers', { name: 'Prayer Wall', type, redirectUris: 'https://wall.example.org/callback' });
  assert.equal(response.statusCode, 200, response.body.slice(0, 2000));
  const clientId = /<code id="client-id"[^>]*>([^<]+)<\/code>/.exec(response.body)?.[1];
  assert.ok(clientId);
  return clientId;
}

test('allowed web origins: listed on a public app’s page, added with validation, removed, by the owner only', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  const clientId = await createApp(client, 'public');
  const base = `/developers/apps/${clientId}`;

  const page = await client.get(base);
  assert.match(page.body, /<h3 id="web-origins">Allowed web origins<\/h3>/);
  assert.match(page.body, /No other web origins/);
  assert.match(page.body, /<label for="web-origin">Web origin<\/label>/);
  assert.match(page.body, /Add web origin<\/button>/);
  assert.match(page.body, /the API refuses a key sent from a web page/);

  for (const [origin, message] of [
    ['https://admin.example.org/', /Web origin &quot;https:\/\/admin.example.org\/&quot; must be a scheme and host/],
    ['https://admin.example.org/app', /with no path/],
    ['admin.example.org', /must be a scheme and host/],
    ['http://admin.example.org', /Web origin &quot;http:\/\/admin.example.org&quot; must use HTTPS \(plain HTTP is allowed only for localhost\)/],
    ['', /Enter the web origin to add\./],
  ] as const) {
    const response = await client.post(`${base}/web-origins`, { uri: origin });
    assert.equal(response.statusCode, 400, origin);
    assert.match(response.body, message, origin);
    if (origin) assert.match(response.body, new RegExp(`id="web-origin"[^>]*value="${origin.replaceAll('.', '\\.').replaceAll('/', '\\/')}"`), 'the form keeps the value');
  }

  for (const origin of ['https://admin.example.org', 'http://localhost:5173']) {
    const added = await client.post(`${base}/web-origins`, { uri: origin });
    assert.equal(added.statusCode, 303, origin);
    assert.equal(added.headers.location, `${base}?done=web-origin-added#web-origins`);
  }
  const listed = await client.get(`${base}?done=web-origin-added`);
  assert.match(listed.body, /Web origin added\./);
  assert.match(listed.body, /<code>https:\/\/admin\.example\.org<\/code>/);
  assert.equal((await client.post(`${base}/web-origins`, { uri: 'https://admin.example.org' })).statusCode, 400, 'no duplicates');
  const app = await host.services.apps.getApp(clientId);
  assert.deepEqual(app.webOrigins, ['https://admin.example.org', 'http://localhost:5173']);
  assert.deepEqual(app.redirectUris, ['https://wall.example.org/callback'], 'the redirect URIs are untouched');
  const event = (await host.services.audit.page(undefined, 10)).events.find((entry) => entry.type === 'web_origins.changed');
  assert.deepEqual(event?.details, { app: 'Prayer Wall', webOrigins: 'https://admin.example.org http://localhost:5173' });

  const { client: stranger } = await signedIn(host);
  await stranger.get('/developers');
  assert.equal((await stranger.post(`${base}/web-origins`, { uri: 'https://evil.example' })).statusCode, 404);
  assert.equal((await stranger.post(`${base}/web-origins/remove`, { uri: 'https://admin.example.org' })).statusCode, 404);
  assert.equal((await client.post(`${base}/web-origins`, { uri: 'https://other.example.org', _csrf: '' })).statusCode, 403);

  const removed = await client.post(`${base}/web-origins/remove`, { uri: 'https://admin.example.org' });
  assert.equal(removed.statusCode, 303);
  assert.equal(removed.headers.location, `${base}?done=web-origin-removed#web-origins`);
  assert.deepEqual((await host.services.apps.getApp(clientId)).webOrigins, ['http://localhost:5173']);
  assert.equal((await client.post(`${base}/web-origins/remove`, { uri: 'https://admin.example.org' })).statusCode, 400);
});

test('allowed web origins: confidential apps have none, their secret stays on their server', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client } = await signedIn(host);
  const clientId = await createApp(client, 'confidential');
  const base = `/developers/apps/${clientId}`;
  assert.doesNotMatch((await client.get(base)).body, /Allowed web origins/);
  const refused = await client.post(`${base}/web-origins`, { uri: 'https://admin.example.org' });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /Only public apps call the token endpoints from a browser/);
  assert.deepEqual((await host.services.apps.getApp(clientId)).webOrigins, []);
});

test('in production only HTTPS web origins are accepted', async (t) => {
  const host = await buildSigninTestHost(t, { NODE_ENV: 'production', SEED_DEMO: 'false', LOG_LEVEL: 'silent', SMTP_URL: 'smtp://127.0.0.1:9' });
  const { client } = await signedIn(host);
  const clientId = await createApp(client, 'public');
  const refused = await client.post(`/developers/apps/${clientId}/web-origins`, { uri: 'http://localhost:5173' });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /must use HTTPS</);
  assert.doesNotMatch(refused.body, /plain HTTP is allowed/);
});
