import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { LATEST_PROTOCOL_VERSION } from '@modelcontextprotocol/sdk/types.js';
import { addChurchMember, buildApiKey, buildChurch, buildUser, TEST_PASSWORD } from './helpers.ts';
import { Browser, parseForm, postForm, startBothHosts, walkAuthorization } from './oauth-helpers.ts';
import { authorizeAtApi, mcpPost, metadataDocument, pkcePair, PNG, startCallbackServer, startMetadataHost } from './assistants.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/mcp/callback';
const initialize = (protocolVersion: string) => ({
  method: 'initialize',
  params: { protocolVersion, capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
});

test('initialize: each revision the server knows is answered in itself, an unknown one in the latest; a later request in an unknown one gets 400', async (t) => {
  const hosts = await startBothHosts(t);
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  const person = await buildUser(hosts.services);
  const { key } = await buildApiKey(hosts.services, person.id, ['read:churches']);
  for (const version of [LATEST_PROTOCOL_VERSION, '2025-11-25', '2025-06-18']) {
    const answer = await mcpPost(mcpUrl, initialize(version), { token: key });
    assert.equal(answer.status, 200, version);
    const result = answer.body.result as { protocolVersion: string; capabilities: Record<string, unknown>; serverInfo: { name: string } };
    assert.equal(result.protocolVersion, version);
    assert.ok(result.capabilities.tools && result.capabilities.resources, 'tools and resources are offered');
    assert.equal(answer.headers.get('mcp-session-id'), null, 'no session');
    const listed = await mcpPost(mcpUrl, { method: 'tools/list' }, { token: key, protocolVersion: version });
    assert.equal(listed.status, 200, version);
  }
  // A client of a revision the server does not know is told the latest; it decides whether to go on.
  const unknown = await mcpPost(mcpUrl, initialize('2099-01-01'), { token: key });
  assert.equal(unknown.status, 200);
  assert.equal((unknown.body.result as { protocolVersion: string }).protocolVersion, LATEST_PROTOCOL_VERSION);
  const later = await mcpPost(mcpUrl, { method: 'tools/list' }, { token: key, protocolVersion: '2099-01-01' });
  assert.equal(later.status, 400);
  assert.match(JSON.stringify(later.body), /Unsupported protocol version/);

  // A client of the stateless revision (2026-07-28) that also speaks the older ones gets a 4xx
  // without that revision's own error, its sign to fall back to initialize.
  const modern = await mcpPost(mcpUrl, { method: 'server/discover', params: { _meta: { 'io.modelcontextprotocol/protocolVersion': '2026-07-28' } } }, {
    token: key,
    protocolVersion: '2026-07-28',
    headers: { 'mcp-method': 'server/discover' },
  });
  assert.equal(modern.status, 400);
  assert.notEqual((modern.body.error as { code: number }).code, -32022);
});

test('the SDK client with an API key: tools as results with structured content and text, a refusal as a tool error carrying the API error', async (t) => {
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const church = await buildChurch(hosts.services);
  await addChurchMember(hosts.services, church.id, person.id, 'member');
  const { key } = await buildApiKey(hosts.services, person.id, ['read:churches', 'write:churches', 'read:prayers', 'write:prayers']);
  const client = new Client({ name: 'agent', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${hosts.apiBaseUrl}/mcp`), { requestInit: { headers: { authorization: `Bearer ${key}` } } }));
  t.after(() => client.close());
  assert.equal(client.getServerVersion()?.name, 'community-platform');

  const { tools } = await client.listTools();
  assert.ok(tools.length > 10);
  for (const tool of tools) assert.equal(typeof tool.annotations?.readOnlyHint, 'boolean', `${tool.name} says whether it writes`);
  assert.ok(!tools.some((tool) => /Household|CheckIn|Donation/.test(tool.name)), 'no scope of those, no tool of those');

  const listed = await client.callTool({ name: 'listChurches', arguments: { limit: 5 } });
  assert.equal(listed.isError, undefined);
  assert.equal((listed.structuredContent as { data: { id: number }[] }).data[0].id, church.id);
  assert.match((listed.content as { type: string; text: string }[])[0].text, /1 of 1 item/);

  const created = await client.callTool({ name: 'createPrayer', arguments: { communityId: church.id, content: 'For the Millers' } });
  assert.equal((created.structuredContent as { data: { content: string } }).data.content, 'For the Millers');

  // A member may not rename the church: the API's 403, as a tool error the model can read.
  const refused = await client.callTool({ name: 'updateChurch', arguments: { id: church.id, name: 'Renamed' } });
  assert.equal(refused.isError, true);
  const error = JSON.parse((refused.content as { text: string }[])[0].text) as { error: string; statusCode: number; message: string };
  assert.equal(error.statusCode, 403);
  assert.equal(error.error, 'Forbidden');
  assert.equal(typeof error.message, 'string');

  const resources = await client.listResources();
  assert.ok(resources.resources.some((resource) => resource.uri === `community://churches/${church.id}`));
  const read = await client.readResource({ uri: `community://churches/${church.id}` });
  assert.equal((JSON.parse((read.contents[0] as { text: string }).text) as { church: { id: number } }).church.id, church.id);
});

test('household tools only for an app approved for households; an unregistered assistant can never ask for them', async (t) => {
  const hosts = await startBothHosts(t);
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  const person = await buildUser(hosts.services);
  const church = await buildChurch(hosts.services);
  await addChurchMember(hosts.services, church.id, person.id, 'member');
  const developer = await buildUser(hosts.services);
  const approved = (await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Kids Check-in', type: 'public', redirectUris: [REDIRECT_URI] })).app.clientId;
  await hosts.services.apps.setAccess(approved, 'households', 'approved');
  const plain = (await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Assistant', type: 'public', redirectUris: [REDIRECT_URI] })).app.clientId;
  const names = async (token: string) =>
    ((await mcpPost(mcpUrl, { method: 'tools/list' }, { token, protocolVersion: '2025-11-25' })).body.result as { tools: { name: string }[] }).tools.map((tool) => tool.name);
  const login = { redirectUri: REDIRECT_URI, resource: mcpUrl, email: person.email, password: TEST_PASSWORD };

  const answer = await authorizeAtApi(hosts.apiBaseUrl, { ...login, clientId: approved, scope: 'read:churches read:households write:households' });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const tools = await names(answer.body.access_token as string);
  assert.ok(tools.includes('listHouseholds') && tools.includes('createHousehold'), tools.join(' '));
  const created = await mcpPost(mcpUrl, { method: 'tools/call', params: { name: 'createHousehold', arguments: { churchId: church.id, name: 'The Millers' } } }, { token: answer.body.access_token as string, protocolVersion: '2025-11-25' });
  const result = created.body.result as { isError?: boolean; structuredContent: { data: { name: string } } };
  assert.equal(result.isError, undefined, JSON.stringify(result));
  assert.equal(result.structuredContent.data.name, 'The Millers');

  // The same person through an app without the approval: the scope is refused, the tools are not listed.
  const refused = await authorizeAtApi(hosts.apiBaseUrl, { ...login, clientId: plain, scope: 'read:churches read:households' });
  assert.equal(refused.body.error, 'invalid_scope');
  const token = (await authorizeAtApi(hosts.apiBaseUrl, { ...login, clientId: plain, scope: 'read:churches' })).body.access_token as string;
  assert.ok(!(await names(token)).some((name) => /Household|CheckIn/i.test(name)));

  const host = await startMetadataHost(t);
  const assistant = `${host.origin}/assistant.json`;
  host.put('/assistant.json', { body: metadataDocument(assistant, REDIRECT_URI) });
  const never = await authorizeAtApi(hosts.apiBaseUrl, { ...login, clientId: assistant, scope: 'read:churches write:households' });
  assert.equal(never.body.error, 'invalid_scope');
});

test('a native client describes a loopback redirect URI without a port and is sent back to the port it listens on', async (t) => {
  const hosts = await startBothHosts(t);
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  const person = await buildUser(hosts.services);
  const callback = await startCallbackServer(t);
  const host = await startMetadataHost(t);
  const clientId = `${host.origin}/native.json`;
  host.put('/native.json', { body: metadataDocument(clientId, 'http://127.0.0.1/callback') });
  const answer = await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: callback.redirectUri, scope: 'read:churches', resource: mcpUrl, email: person.email, password: TEST_PASSWORD });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  assert.equal((await mcpPost(mcpUrl, initialize('2025-11-25'), { token: answer.body.access_token as string })).status, 200);

  // A document without application_type (web, by default) names loopback addresses all the same: it is a native client too.
  const unmarked = `${host.origin}/unmarked.json`;
  const document = JSON.parse(metadataDocument(unmarked, 'http://localhost/callback')) as Record<string, unknown>;
  delete document.application_type;
  host.put('/unmarked.json', { body: JSON.stringify(document) });
  const port = new URL(callback.redirectUri).port;
  const local = await authorizeAtApi(hosts.apiBaseUrl, { clientId: unmarked, redirectUri: `http://localhost:${port}/callback`, scope: 'read:churches', resource: mcpUrl, email: person.email, password: TEST_PASSWORD });
  assert.equal(local.status, 200, JSON.stringify(local.body));

  // Another address than the document's is refused.
  const start = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  start.search = new URLSearchParams({ client_id: clientId, redirect_uri: 'http://127.0.0.1:8080/elsewhere', response_type: 'code', scope: 'read:churches', resource: mcpUrl, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }).toString();
  assert.equal((await fetch(start, { redirect: 'manual' })).status, 400);
});

test('an assistant whose client_id is a long address is under Connected apps, and Revoke access there ends its tokens at once', async (t) => {
  const hosts = await startBothHosts(t);
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  const person = await buildUser(hosts.services);
  const host = await startMetadataHost(t);
  const path = `/clients/${'a'.repeat(150)}/client-metadata.json`;
  const clientId = `${host.origin}${path}`;
  host.put(path, { body: metadataDocument(clientId, REDIRECT_URI) });
  const browser = new Browser();
  const answer = await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches', resource: mcpUrl, email: person.email, password: TEST_PASSWORD, browser });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const token = answer.body.access_token as string;
  assert.equal((await mcpPost(mcpUrl, initialize('2025-11-25'), { token })).status, 200);

  // The browser is signed in to the sign-in host from the authorization.
  const account = await browser.request(`${hosts.loginUrl}/account`);
  assert.equal(account.status, 200);
  const page = await account.text();
  assert.match(page, new RegExp(`Helpful Assistant \\(AI assistant, 127\\.0\\.0\\.1:${new URL(host.origin).port}\\)`));
  const section = page.slice(page.indexOf('id="connected-apps"'));
  const form = parseForm(section)!;
  assert.ok(form.action.includes(encodeURIComponent(clientId)), form.action);
  const revoked = await browser.request(new URL(form.action, hosts.loginUrl), { form: { _csrf: form.csrf } });
  assert.equal(revoked.status, 303, await revoked.clone().text());
  assert.equal((await mcpPost(mcpUrl, initialize('2025-11-25'), { token })).status, 401, 'its token is refused at once');
  const refreshed = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: answer.body.refresh_token as string, client_id: clientId });
  assert.equal(refreshed.body.error, 'invalid_grant', 'and so is its refresh token');
  // Asked again, the person must consent again.
  const start = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  start.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', resource: mcpUrl, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }).toString();
  const again = await walkAuthorization(browser, start, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, stopAt: 'consent' });
  assert.ok('page' in again && again.pages.includes('consent'));
});

test('refresh naming the resource again, as MCP clients do, keeps the binding; naming another audience is refused', async (t) => {
  const hosts = await startBothHosts(t);
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  const person = await buildUser(hosts.services);
  const developer = await buildUser(hosts.services);
  const clientId = (await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Assistant', type: 'public', redirectUris: [REDIRECT_URI] })).app.clientId;
  const answer = await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches', resource: mcpUrl, tokenResource: mcpUrl, email: person.email, password: TEST_PASSWORD });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  // The code of an authorization for the MCP server cannot be exchanged for a REST token.
  const swapped = await authorizeAtApi(hosts.apiBaseUrl, { clientId, redirectUri: REDIRECT_URI, scope: 'read:churches', resource: mcpUrl, tokenResource: hosts.apiBaseUrl, email: person.email, password: TEST_PASSWORD });
  assert.equal(swapped.body.error, 'invalid_target', JSON.stringify(swapped.body));
  const refresh = (refreshToken: string, resource: string) => postForm(`${hosts.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: clientId, resource });

  const other = await refresh(answer.body.refresh_token as string, hosts.apiBaseUrl);
  assert.equal(other.body.error, 'invalid_target', JSON.stringify(other.body));
  const refreshed = await refresh(answer.body.refresh_token as string, mcpUrl);
  assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
  const token = refreshed.body.access_token as string;
  assert.equal((await mcpPost(mcpUrl, initialize('2025-11-25'), { token })).status, 200);
  assert.equal((await fetch(`${hosts.apiBaseUrl}/churches`, { headers: { authorization: `Bearer ${token}` } })).status, 401);
});

test('each setting turns off its own kind of unregistered client and leaves the other', async (t) => {
  const register = (apiBaseUrl: string) =>
    fetch(`${apiBaseUrl}/oauth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none' }) });
  const host = await startMetadataHost(t);
  const clientId = `${host.origin}/assistant.json`;
  host.put('/assistant.json', { body: metadataDocument(clientId, REDIRECT_URI) });
  const authorize = (apiBaseUrl: string) => {
    const url = new URL(`${apiBaseUrl}/oauth/authorize`);
    url.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', resource: `${apiBaseUrl}/mcp`, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }).toString();
    return fetch(url, { redirect: 'manual' });
  };
  const metadataOf = async (apiBaseUrl: string) =>
    (await (await fetch(`${new URL(apiBaseUrl).origin}/.well-known/oauth-authorization-server${new URL(apiBaseUrl).pathname}`)).json()) as Record<string, unknown>;

  const noDocuments = await startBothHosts(t, { MCP_CLIENT_METADATA_DOCUMENTS: 'false' });
  assert.equal((await metadataOf(noDocuments.apiBaseUrl)).client_id_metadata_document_supported, undefined);
  assert.equal((await authorize(noDocuments.apiBaseUrl)).status, 400);
  assert.equal(host.hits('/assistant.json'), 0);
  assert.equal((await register(noDocuments.apiBaseUrl)).status, 201, 'registration still open');

  const noRegistration = await startBothHosts(t, { MCP_DYNAMIC_REGISTRATION: 'false' });
  const metadata = await metadataOf(noRegistration.apiBaseUrl);
  assert.equal(metadata.registration_endpoint, undefined);
  assert.equal(metadata.client_id_metadata_document_supported, true);
  assert.equal((await register(noRegistration.apiBaseUrl)).status, 404);
  const started = await authorize(noRegistration.apiBaseUrl);
  assert.equal(started.status, 303, 'metadata documents still taken: on to the sign-in page');
  assert.equal(host.hits('/assistant.json'), 1);
});

test('the consent page of an assistant that registered itself shows its name and its logo, fetched by the server', async (t) => {
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const host = await startMetadataHost(t);
  host.put('/logo.png', { body: PNG, headers: { 'content-type': 'image/png' } });
  const registered = await fetch(`${hosts.apiBaseUrl}/oauth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ client_name: 'Editor Assistant', logo_uri: `${host.origin}/logo.png`, redirect_uris: [REDIRECT_URI], token_endpoint_auth_method: 'none' }),
  });
  assert.equal(registered.status, 201);
  const clientId = ((await registered.json()) as { client_id: string }).client_id;
  const start = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  start.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches write:prayers', resource: `${hosts.apiBaseUrl}/mcp`, code_challenge: pkcePair().challenge, code_challenge_method: 'S256' }).toString();
  const consent = await walkAuthorization(new Browser(), start, { email: person.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI, stopAt: 'consent' });
  assert.ok('page' in consent);
  const { html } = consent.page;
  assert.match(html, /Editor Assistant wants access/);
  assert.match(html, /AI assistant or tool that is not registered with us/);
  assert.match(html, /registered itself/);
  assert.match(html, /Create and manage your prayer requests/);
  const logo = /<img class="app-logo" src="([^"]+)"/.exec(html)?.[1];
  assert.ok(logo?.startsWith('/assistants/logo?client_id='), html.slice(0, 2000));
  const image = await fetch(new URL(logo!.replaceAll('&amp;', '&'), hosts.loginUrl));
  assert.equal(image.status, 200);
  assert.deepEqual(Buffer.from(await image.arrayBuffer()), PNG);
  assert.equal(host.hits('/logo.png'), 1);
});
