import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApiKey, buildChurch, buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, postForm, startBothHosts, walkAuthorization, type BothHosts } from './oauth-helpers.ts';
import { authorizeAtApi, mcpPost, metadataDocument, PNG, pkcePair, startMetadataHost } from './assistants.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/mcp/callback';
const INITIALIZE = {
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};

async function setup(t: Parameters<typeof startBothHosts>[0], env: Record<string, string> = {}) {
  const hosts = await startBothHosts(t, env);
  const person = await buildUser(hosts.services);
  const developer = await buildUser(hosts.services);
  const { app } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Assistant', type: 'public', redirectUris: [REDIRECT_URI] });
  return { hosts, person, clientId: app.clientId, mcpUrl: `${hosts.apiBaseUrl}/mcp` };
}

function tokenOf(answer: { status: number; body: Record<string, unknown> }): string {
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.access_token as string;
}

function metadataAddress(hosts: BothHosts): string {
  return `${new URL(hosts.apiBaseUrl).origin}/.well-known/oauth-protected-resource/api/v1/mcp`;
}

test('a request without a valid credential gets 401 naming the resource metadata; an API key works with its scopes', async (t) => {
  const { hosts, person, mcpUrl } = await setup(t);
  const none = await mcpPost(mcpUrl, INITIALIZE);
  assert.equal(none.status, 401);
  assert.equal(none.headers.get('www-authenticate'), `Bearer resource_metadata="${metadataAddress(hosts)}"`);
  assert.equal(none.body.error, 'Unauthorized');

  const wrong = await mcpPost(mcpUrl, INITIALIZE, { token: 'not-a-token' });
  assert.equal(wrong.status, 401);
  assert.match(wrong.headers.get('www-authenticate') ?? '', /^Bearer resource_metadata="[^"]+", error="invalid_token"$/);

  const { key } = await buildApiKey(hosts.services, person.id, ['read:churches']);
  const initialized = await mcpPost(mcpUrl, INITIALIZE, { token: key });
  assert.equal(initialized.status, 200);
  assert.equal((initialized.body.result as { protocolVersion: string }).protocolVersion, '2025-06-18');
  const listed = await mcpPost(mcpUrl, { method: 'tools/list' }, { token: key, protocolVersion: '2025-06-18' });
  const names = (listed.body.result as { tools: { name: string }[] }).tools.map((tool) => tool.name);
  assert.ok(names.includes('listChurches') && !names.includes('createPrayer'), names.join(' '));
});

test('each protocol revision is answered with itself; a browser origin of another site gets 403', async (t) => {
  const { hosts, person, mcpUrl } = await setup(t);
  const { key } = await buildApiKey(hosts.services, person.id, ['read:churches']);
  for (const version of ['2025-06-18', '2025-11-25']) {
    const answer = await mcpPost(mcpUrl, { ...INITIALIZE, params: { ...INITIALIZE.params, protocolVersion: version } }, { token: key });
    assert.equal((answer.body.result as { protocolVersion: string }).protocolVersion, version);
  }
  const foreign = await mcpPost(mcpUrl, INITIALIZE, { token: key, headers: { origin: 'https://evil.example' } });
  assert.equal(foreign.status, 403);
  assert.match(String(foreign.body.message), /https:\/\/evil\.example/);
  const own = await mcpPost(mcpUrl, INITIALIZE, { token: key, headers: { origin: new URL(hosts.apiBaseUrl).origin } });
  assert.equal(own.status, 200);
  const get = await fetch(mcpUrl, { headers: { authorization: `Bearer ${key}`, accept: 'text/event-stream' } });
  assert.equal(get.status, 405);
  assert.equal(get.headers.get('allow'), 'POST');
});

test('Protected Resource Metadata at both addresses, and the issuer metadata an MCP client reads', async (t) => {
  const { hosts } = await setup(t);
  for (const url of [metadataAddress(hosts), `${new URL(hosts.apiBaseUrl).origin}/.well-known/oauth-protected-resource`]) {
    const response = await fetch(url);
    assert.equal(response.status, 200, url);
    const body = (await response.json()) as Record<string, unknown>;
    assert.equal(body.resource, `${hosts.apiBaseUrl}/mcp`);
    assert.deepEqual(body.authorization_servers, [hosts.apiBaseUrl]);
    assert.deepEqual(body.bearer_methods_supported, ['header']);
    assert.equal(typeof body.resource_name, 'string');
    const scopes = body.scopes_supported as string[];
    assert.ok(scopes.includes('read:churches') && scopes.includes('write:prayers'));
    assert.ok(!scopes.includes('read:donations') && !scopes.includes('read:households'), 'scopes needing an approval are not offered');
  }
  const issuer = (await (await fetch(`${new URL(hosts.apiBaseUrl).origin}/.well-known/oauth-authorization-server/api/v1`)).json()) as Record<string, unknown>;
  assert.equal(issuer.client_id_metadata_document_supported, true);
  assert.equal(issuer.registration_endpoint, `${hosts.apiBaseUrl}/oauth/register`);
  assert.deepEqual(issuer.code_challenge_methods_supported, ['S256']);
});

test('audience-bound tokens: the MCP server takes only its own, the REST API never takes them, refresh keeps the binding', async (t) => {
  const { hosts, person, clientId, mcpUrl } = await setup(t);
  await buildChurch(hosts.services);
  const browser = new Browser();
  const common = { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches write:prayers', email: person.email, password: TEST_PASSWORD, browser };

  const rest = tokenOf(await authorizeAtApi(hosts.apiBaseUrl, common));
  assert.equal((await fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${rest}` } })).status, 200);
  const refused = await mcpPost(mcpUrl, INITIALIZE, { token: rest });
  assert.equal(refused.status, 401, 'a REST token (no resource) is not good at the MCP server');
  assert.match(refused.headers.get('www-authenticate') ?? '', /resource_metadata=/);

  const answer = await authorizeAtApi(hosts.apiBaseUrl, { ...common, resource: mcpUrl, tokenResource: mcpUrl });
  const mcp = tokenOf(answer);
  assert.equal((await mcpPost(mcpUrl, INITIALIZE, { token: mcp })).status, 200);
  const onRest = await fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${mcp}` } });
  assert.equal(onRest.status, 401, 'a token bound to the MCP server is not good at the REST API');

  // The binding survives refresh: the new access token is the MCP server's again.
  const refreshed = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: answer.body.refresh_token as string, client_id: clientId });
  const next = tokenOf(refreshed);
  assert.equal((await mcpPost(mcpUrl, INITIALIZE, { token: next })).status, 200);
  assert.equal((await fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${next}` } })).status, 401);

  // A resource the issuer does not serve is refused at the authorization endpoint.
  const { challenge } = pkcePair();
  const other = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  other.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', resource: 'https://elsewhere.example/mcp', code_challenge: challenge, code_challenge_method: 'S256' }).toString();
  const walked = await walkAuthorization(browser, other, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI });
  assert.ok('callback' in walked && walked.callback.searchParams.get('error') === 'invalid_target', JSON.stringify(walked));
});

test('step-up: a tool call needing a scope the token lacks gets 403 naming it; one the token has is answered', async (t) => {
  const { hosts, person, clientId, mcpUrl } = await setup(t);
  const church = await buildChurch(hosts.services);
  const token = tokenOf(await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches', resource: mcpUrl, email: person.email, password: TEST_PASSWORD }));
  const call = (name: string, args: Record<string, unknown>) => mcpPost(mcpUrl, { method: 'tools/call', params: { name, arguments: args } }, { token, protocolVersion: '2025-11-25' });
  const denied = await call('createPrayer', { communityId: church.id, content: 'Please pray' });
  assert.equal(denied.status, 403);
  // Only what the call needs: keeping read:churches is the client's part (it asks for the union).
  assert.equal(denied.headers.get('www-authenticate'), `Bearer error="insufficient_scope", scope="write:prayers", resource_metadata="${metadataAddress(hosts)}"`);
  assert.equal(denied.body.error, 'Forbidden');
  const allowed = await call('listChurches', {});
  assert.equal(allowed.status, 200);
  assert.equal(((allowed.body.result as { structuredContent: { data: unknown[] } }).structuredContent.data).length, 1);
  const resource = await mcpPost(mcpUrl, { method: 'resources/read', params: { uri: 'community://users/me' } }, { token, protocolVersion: '2025-11-25' });
  assert.equal(resource.status, 403);
  assert.match(resource.headers.get('www-authenticate') ?? '', /error="insufficient_scope", scope="read:users", /);
});

test('a client ID metadata document: fetched through the guard, the consent page says it is not registered, tokens for the MCP server only', async (t) => {
  const { hosts, person, mcpUrl } = await setup(t);
  const host = await startMetadataHost(t);
  const clientId = `${host.origin}/assistant.json`;
  host.put('/assistant.json', { body: metadataDocument(clientId, REDIRECT_URI, { logo_uri: `${host.origin}/logo.png` }), headers: { 'cache-control': 'max-age=600' } });
  host.put('/logo.png', { body: PNG, headers: { 'content-type': 'image/png' } });

  const { challenge } = pkcePair();
  const start = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  start.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches write:prayers', resource: mcpUrl, code_challenge: challenge, code_challenge_method: 'S256', state: 's' }).toString();
  const browser = new Browser();
  const stopped = await walkAuthorization(browser, start, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, stopAt: 'consent' });
  assert.ok('page' in stopped, 'the consent page');
  const { html } = stopped.page;
  assert.match(html, /Helpful Assistant wants access/);
  assert.match(html, /AI assistant or tool that is not registered with us/);
  assert.match(html, new RegExp(`described by <span class="app-home">127\\.0\\.0\\.1:${new URL(host.origin).port}</span>`));
  assert.match(html, /says it is from <span class="app-home">assistant\.example\.org<\/span>/);
  assert.match(html, /Create and manage your prayer requests/);
  const logo = /<img class="app-logo" src="([^"]+)"/.exec(html)?.[1];
  assert.ok(logo?.startsWith('/assistants/logo?client_id='), 'the logo comes from the sign-in host');
  const image = await fetch(new URL(logo!.replaceAll('&amp;', '&'), hosts.loginUrl));
  assert.equal(image.status, 200);
  assert.deepEqual(Buffer.from(await image.arrayBuffer()), PNG);
  assert.equal(host.hits('/assistant.json'), 1, 'the document is kept as its caching headers say');

  const token = tokenOf(await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches write:prayers', resource: mcpUrl, email: person.email, password: TEST_PASSWORD, browser }));
  assert.equal((await mcpPost(mcpUrl, INITIALIZE, { token })).status, 200);
  assert.equal(host.hits('/assistant.json'), 1);

  // Such a client never gets a REST token, nor a scope that needs an approval.
  const rest = await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches', resource: hosts.apiBaseUrl, email: person.email, password: TEST_PASSWORD, browser });
  assert.equal(rest.body.error, 'invalid_target');
  const donations = await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches read:donations', resource: mcpUrl, email: person.email, password: TEST_PASSWORD, browser });
  assert.equal(donations.body.error, 'invalid_scope');

  // The person sees it under Connected apps, and revoking it ends its tokens at once.
  const connected = await hosts.services.authorizations.connectedApps(person.id);
  assert.equal(connected[0].assistant?.name, 'Helpful Assistant');
  assert.ok(await hosts.services.authorizations.revokeConnectedApp(person.id, clientId));
  assert.equal((await mcpPost(mcpUrl, INITIALIZE, { token })).status, 401);
});

test('metadata documents that are refused: a redirect, an oversized document, a late answer, a wrong client_id, a confidential client', async (t) => {
  const { hosts, person, mcpUrl } = await setup(t);
  const host = await startMetadataHost(t);
  const cases: [string, (id: string) => { status?: number; headers?: Record<string, string>; body: string; delayMs?: number }][] = [
    ['/redirect.json', () => ({ status: 302, headers: { location: `${host.origin}/elsewhere.json` }, body: '' })],
    ['/big.json', (id) => ({ body: metadataDocument(id, REDIRECT_URI, { padding: 'x'.repeat(6000) }) })],
    ['/late.json', (id) => ({ body: metadataDocument(id, REDIRECT_URI), delayMs: 3000 })],
    ['/wrong-id.json', () => ({ body: metadataDocument('https://someone-else.example/client.json', REDIRECT_URI) })],
    ['/confidential.json', (id) => ({ body: metadataDocument(id, REDIRECT_URI, { token_endpoint_auth_method: 'private_key_jwt', jwks: { keys: [] } }) })],
    ['/plain-http-redirect.json', (id) => ({ body: metadataDocument(id, 'http://assistant.example.org/callback') })],
  ];
  host.put('/elsewhere.json', { body: metadataDocument(`${host.origin}/redirect.json`, REDIRECT_URI) });
  for (const [path, served] of cases) {
    const clientId = `${host.origin}${path}`;
    host.put(path, served(clientId));
    const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', resource: mcpUrl, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    assert.equal(response.status, 400, path);
    assert.match(await response.text(), /not registered|invalid_client/, path);
  }
  assert.equal(host.hits('/elsewhere.json'), 0, 'a redirect is never followed');
  void person;
});

test('in production: a metadata document on a private address is never fetched, and registrations are counted by the load balancer’s address', async (t) => {
  const hosts = await startBothHosts(t, { NODE_ENV: 'production', SEED_DEMO: 'false', SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'silent' });
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  // A host that answers (loopback, with a trusted certificate): only the address check keeps it out.
  const host = await startMetadataHost(t);
  host.put('/assistant.json', { body: metadataDocument(`${host.origin}/assistant.json`, 'https://assistant.example/callback') });
  for (const clientId of [`${host.origin}/assistant.json`, 'https://10.0.0.7/assistant.json', 'https://[::1]/assistant.json']) {
    const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: 'https://assistant.example/callback', response_type: 'code', scope: 'read:churches', resource: mcpUrl, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    assert.equal(response.status, 400, clientId);
  }
  assert.equal(host.hits('/assistant.json'), 0, 'never contacted');

  // Registrations are counted by the address the load balancer adds last, whatever a client writes before it.
  const register = (forwardedFor: string) =>
    fetch(`${hosts.apiBaseUrl}/oauth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      body: JSON.stringify({ redirect_uris: ['https://assistant.example/callback'], token_endpoint_auth_method: 'none' }),
    });
  for (let i = 0; i < 10; i++) assert.equal((await register(`198.51.100.${i}, 203.0.113.9`)).status, 201);
  assert.equal((await register('198.51.100.77, 203.0.113.9')).status, 429);
  assert.equal((await register('203.0.113.10')).status, 201);
});

test('dynamic registration: public clients only, PKCE required, limited per address, dropped after 30 days unused', async (t) => {
  const { hosts, person, mcpUrl } = await setup(t);
  const register = (metadata: Record<string, unknown>) =>
    fetch(`${hosts.apiBaseUrl}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(metadata) });
  const publicClient = { client_name: 'Editor Assistant', redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'] };

  const created = await register(publicClient);
  assert.equal(created.status, 201);
  const client = (await created.json()) as Record<string, unknown>;
  assert.match(client.client_id as string, /^reg_/);
  assert.equal(client.client_secret, undefined);
  assert.equal(client.registration_access_token, undefined, 'nobody manages a registration afterwards');

  const confidential = await register({ ...publicClient, token_endpoint_auth_method: 'client_secret_basic' });
  assert.equal(confidential.status, 400);
  assert.equal(((await confidential.json()) as { error: string }).error, 'invalid_client_metadata');

  // Without PKCE the request is refused; with it, the consent page says the client registered itself.
  const clientId = client.client_id as string;
  const noPkce = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  noPkce.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', resource: mcpUrl }).toString();
  const refused = await fetch(noPkce, { redirect: 'manual' });
  assert.equal(new URL(refused.headers.get('location') ?? '').searchParams.get('error'), 'invalid_request');
  const browser = new Browser();
  const start = new URL(noPkce);
  start.searchParams.set('code_challenge', pkcePair().challenge);
  start.searchParams.set('code_challenge_method', 'S256');
  const consent = await walkAuthorization(browser, start, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, stopAt: 'consent' });
  assert.ok('page' in consent && /registered itself/.test(consent.page.html) && /Editor Assistant wants access/.test(consent.page.html));
  const token = tokenOf(await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches', resource: mcpUrl, email: person.email, password: TEST_PASSWORD, browser }));
  assert.equal((await mcpPost(mcpUrl, INITIALIZE, { token })).status, 200);

  // Ten registrations an hour from one address (two made above, one refused and not stored).
  for (let i = 0; i < 9; i++) assert.equal((await register(publicClient)).status, 201, `registration ${i + 2}`);
  const limited = await register(publicClient);
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '3600');

  // A registration nobody used for 30 days is gone.
  const old = new Date(Date.now() - 31 * 86_400_000).toISOString();
  await hosts.services.database.db.updateTable('registered_clients').set({ last_used_at: old }).where('client_id', '=', clientId).execute();
  const gone = await fetch(start, { redirect: 'manual' });
  assert.equal(gone.status, 400);
});

test('the settings turn each kind of unregistered client off', async (t) => {
  const off = await setup(t, { MCP_CLIENT_METADATA_DOCUMENTS: 'false', MCP_DYNAMIC_REGISTRATION: 'false' });
  const issuer = (await (await fetch(`${new URL(off.hosts.apiBaseUrl).origin}/.well-known/oauth-authorization-server/api/v1`)).json()) as Record<string, unknown>;
  assert.equal(issuer.client_id_metadata_document_supported, undefined);
  assert.equal(issuer.registration_endpoint, undefined);
  const registration = await fetch(`${off.hosts.apiBaseUrl}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none' }) });
  assert.equal(registration.status, 404);
  const host = await startMetadataHost(t);
  const clientId = `${host.origin}/assistant.json`;
  host.put('/assistant.json', { body: metadataDocument(clientId, REDIRECT_URI) });
  const url = new URL(`${off.hosts.apiBaseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', resource: off.mcpUrl, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }).toString();
  assert.equal((await fetch(url, { redirect: 'manual' })).status, 400);
  assert.equal(host.hits('/assistant.json'), 0, 'never fetched');
  // Registered apps still reach the MCP server.
  const token = tokenOf(await authorizeAtApi(off.hosts.apiBaseUrl, { clientId: off.clientId, redirectUri: REDIRECT_URI, scope: 'read:churches', resource: off.mcpUrl, email: off.person.email, password: TEST_PASSWORD }));
  assert.equal((await mcpPost(off.mcpUrl, INITIALIZE, { token })).status, 200);
});
