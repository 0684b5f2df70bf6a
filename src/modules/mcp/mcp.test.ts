import { test } from 'node:test';
import assert from 'node:assert/strict';
import { COMMAND_LINE } from '../audit/service.ts';
import { addChurchMember, buildApiKey, buildCaller, buildChurch, buildEvent, buildTestApp, buildUser, feedWhen, type TestApp } from '../../../test/helpers.ts';
import { bornYearsAgo, buildHousehold, openWindow } from '../../../test/check-in-fixtures.ts';
import { startReceiver } from '../../../test/webhook-receiver.ts';

type Rpc = { status: number; result: Record<string, unknown>; error?: { code: number; message: string } };

/** One JSON-RPC request to the MCP server, through the API host like any request. */
function rpc(app: TestApp, key: string, method: string, params: Record<string, unknown> = {}, headers: Record<string, string> = {}): Promise<Rpc> {
  return app
    .request({
      method: 'POST',
      url: '/api/v1/mcp',
      key,
      headers: { accept: 'application/json, text/event-stream', 'content-type': 'application/json', 'mcp-protocol-version': '2025-11-25', ...headers },
      payload: { jsonrpc: '2.0', id: 1, method, params },
    })
    .then((res) => {
      const body = res.body ? (res.json() as { result?: Record<string, unknown>; error?: { code: number; message: string } }) : {};
      return { status: res.statusCode, result: body.result ?? {}, error: body.error };
    });
}

type Listed = { name: string; description: string; inputSchema: { type: string; properties: Record<string, unknown>; required?: string[] }; outputSchema?: { type: string }; annotations: { readOnlyHint: boolean } };

async function toolsOf(app: TestApp, key: string): Promise<Listed[]> {
  const answer = await rpc(app, key, 'tools/list');
  assert.equal(answer.status, 200);
  return answer.result.tools as Listed[];
}

test('tools/list: one tool per operation the caller may use, made from the OpenAPI document', async (t) => {
  const app = await buildTestApp(t);
  const { key: all } = await buildCaller(app.services);
  const tools = await toolsOf(app, all);
  const document = (await app.request({ method: 'GET', url: '/api/v1/openapi.json' })).json() as {
    paths: Record<string, Record<string, { operationId: string; security: { oauth2?: string[] }[] }>>;
  };
  // Every operation that takes a credential; the public ones (calendar feeds) need no assistant.
  const operations = Object.values(document.paths)
    .flatMap((methods) => Object.entries(methods).map(([method, operation]) => ({ method, ...operation })))
    .filter((operation) => operation.security.some((requirement) => requirement.oauth2) && !/Donation/.test(operation.operationId));
  for (const operation of operations) assert.ok(tools.some((tool) => tool.name === operation.operationId), `a tool for ${operation.operationId}`);
  assert.ok(!tools.some((tool) => tool.name === 'listDonations'), 'no donations tool for an app not approved for donations');

  const byName = new Map(tools.map((tool) => [tool.name, tool]));
  const list = byName.get('listChurches')!;
  assert.match(list.description, /^List churches/);
  assert.equal(list.annotations.readOnlyHint, true);
  assert.deepEqual(Object.keys(list.inputSchema.properties).sort(), ['cursor', 'limit', 'page', 'updatedSince']);
  assert.equal(list.outputSchema?.type, 'object');
  const create = byName.get('createPrayer')!;
  assert.equal(create.annotations.readOnlyHint, false);
  assert.deepEqual(create.inputSchema.required?.sort(), ['communityId', 'content']);
  assert.ok('idempotencyKey' in create.inputSchema.properties);
  const update = byName.get('updateChurch')!;
  assert.ok('id' in update.inputSchema.properties && 'name' in update.inputSchema.properties, 'path and body parameters side by side');
  for (const operation of operations) assert.equal(byName.get(operation.operationId)?.annotations.readOnlyHint, operation.method === 'get', operation.operationId);
  assert.ok(!JSON.stringify(tools).includes('$ref'), 'schemas are self-contained');
});

test('tools/list follows the scopes and the approvals', async (t) => {
  const app = await buildTestApp(t);
  const user = await buildUser(app.services);
  const names = async (key: string) => (await toolsOf(app, key)).map((tool) => tool.name);

  const churchesOnly = await names((await buildApiKey(app.services, user.id, ['read:churches'])).key);
  assert.ok(churchesOnly.includes('listChurches') && churchesOnly.includes('getChurch'));
  assert.ok(!churchesOnly.some((name) => /Prayer/.test(name)), 'a read:churches token sees no prayer tool');
  assert.ok(!churchesOnly.includes('updateChurch'), 'nor a write of churches');
  assert.ok(churchesOnly.includes('listChanges'), 'the feed takes any scope');

  const donationsUnapproved = await names((await buildApiKey(app.services, user.id, ['read:donations'])).key);
  assert.ok(!donationsUnapproved.includes('listDonations'));
  const donationsApproved = await names((await buildApiKey(app.services, user.id, ['read:donations'], { donationsApproved: true })).key);
  assert.ok(donationsApproved.includes('listDonations') && donationsApproved.includes('getDonationSummary'));
});

test('a tool call is the REST request: same answer, same refusals, the caller’s own rights', async (t) => {
  const app = await buildTestApp(t);
  const church = await buildChurch(app.services);
  const { key } = await buildCaller(app.services, ['read:churches', 'write:churches']);
  const rest = (await app.request({ method: 'GET', url: `/api/v1/churches?limit=5`, key })).json();
  const listed = await rpc(app, key, 'tools/call', { name: 'listChurches', arguments: { limit: 5 } });
  assert.deepEqual(listed.result.structuredContent, rest);
  assert.match((listed.result.content as { text: string }[])[0].text, /1 of 1/);

  // Validation is the route's own: the message a REST caller would get, as a tool error.
  const invalid = await rpc(app, key, 'tools/call', { name: 'listChurches', arguments: { limit: 500 } });
  assert.equal(invalid.result.isError, true);
  assert.deepEqual(JSON.parse((invalid.result.content as { text: string }[])[0].text), (await app.request({ method: 'GET', url: '/api/v1/churches?limit=500', key })).json());
  // Permissions are the service's own: a member may not rename the church.
  const refused = await rpc(app, key, 'tools/call', { name: 'updateChurch', arguments: { id: church.id, name: 'Mine now' } });
  assert.equal(refused.result.isError, true);
  assert.equal(JSON.parse((refused.result.content as { text: string }[])[0].text).statusCode, 403);
  // An unknown tool, and one the caller may not see, are protocol errors (invalid params).
  const unknown = await rpc(app, key, 'tools/call', { name: 'noSuchTool', arguments: {} });
  assert.equal(unknown.error?.code, -32602);
});

test('a tool call leaves the trace of the REST call: change feed, webhook event, idempotent replay, audit entry', async (t) => {
  const app = await buildTestApp(t);
  const { services } = app;
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  await addChurchMember(services, church.id, caller.user.id, 'admin');
  const receiver = await startReceiver(t);
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());
  await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url('/hooks'), eventTypes: ['prayer.created'] });

  const args = { communityId: church.id, content: 'Please pray for the Millers', idempotencyKey: 'millers-1' };
  const first = await rpc(app, caller.key, 'tools/call', { name: 'createPrayer', arguments: args });
  const created = (first.result.structuredContent as { data: { id: number } }).data;
  // Retried with the same key: the first answer again, nothing written twice.
  const again = await rpc(app, caller.key, 'tools/call', { name: 'createPrayer', arguments: args });
  assert.deepEqual(again.result.structuredContent, first.result.structuredContent);
  // The key is the REST API's: the same request there is the same replay.
  const replayed = await app.request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, headers: { 'idempotency-key': 'millers-1' }, payload: { communityId: church.id, content: args.content } });
  assert.equal(replayed.headers['idempotent-replayed'], 'true');
  assert.equal(replayed.json().data.id, created.id);
  const rows = await services.database.db.selectFrom('prayers').select('id').where('user_id', '=', caller.user.id).execute();
  assert.equal(rows.length, 1);

  const feed = await feedWhen(app, caller.key, 'types=prayer.created', (entries) => entries.length > 0);
  assert.deepEqual(feed.map((entry) => [entry.type, entry.data.object.id]), [['prayer.created', created.id]]);
  const [delivered] = await receiver.until((received) => received.length >= 1);
  const hook = JSON.parse(delivered.body) as { type: string; data: { object: { id: number } } };
  assert.deepEqual([hook.type, hook.data.object.id], ['prayer.created', created.id]);

  // An audited write (a check-out without the code) is audited alike, with the caller's address.
  const event = await buildEvent(services, church.id, openWindow());
  const { household, children } = await buildHousehold(services, church.id, { adults: [caller.user.id], children: [{ birthdate: bornYearsAgo(5) }] });
  const room = await rpc(app, caller.key, 'tools/call', { name: 'createEventRoom', arguments: { id: event.id, name: 'Preschool' } });
  const roomId = (room.result.structuredContent as { data: { id: number } }).data.id;
  const checkedIn = await rpc(app, caller.key, 'tools/call', { name: 'checkIn', arguments: { id: event.id, householdId: household.id, children: [{ childId: children[0].id, roomId }] } });
  assert.equal(checkedIn.result.isError, undefined, JSON.stringify(checkedIn.result));
  const checkInId = (checkedIn.result.structuredContent as { data: { checkIns: { id: number }[] } }).data.checkIns[0].id;
  const out = await rpc(app, caller.key, 'tools/call', { name: 'checkOut', arguments: { id: checkInId, override: true, reason: 'Receipt lost; ID checked' } });
  assert.equal(out.result.isError, undefined, JSON.stringify(out.result));
  const audit = await services.audit.page(undefined, 5, { type: 'check_in.override' });
  assert.equal(audit.events.length, 1);
  assert.equal(audit.events[0].actor, caller.user.email);
  assert.equal(audit.events[0].ip, '127.0.0.1');
  assert.equal(audit.events[0].details.reason, 'Receipt lost; ID checked');
});

test('resources: each church with its upcoming events and groups, and the caller’s profile', async (t) => {
  const app = await buildTestApp(t);
  const church = await buildChurch(app.services);
  const event = await buildEvent(app.services, church.id);
  const { key, user } = await buildCaller(app.services, ['read:churches', 'read:events', 'read:groups', 'read:users']);
  const listed = await rpc(app, key, 'resources/list');
  const uris = (listed.result.resources as { uri: string }[]).map((resource) => resource.uri);
  assert.deepEqual(uris, ['community://users/me', `community://churches/${church.id}`]);
  const read = await rpc(app, key, 'resources/read', { uri: `community://churches/${church.id}` });
  const content = JSON.parse((read.result.contents as { text: string; mimeType: string }[])[0].text);
  assert.equal(content.church.id, church.id);
  assert.deepEqual(content.upcomingEvents.map((item: { id: number }) => item.id), [event.id]);
  assert.deepEqual(content.groups, []);
  const me = await rpc(app, key, 'resources/read', { uri: 'community://users/me' });
  assert.equal(JSON.parse((me.result.contents as { text: string }[])[0].text).id, user.id);
  const templates = await rpc(app, key, 'resources/templates/list');
  assert.equal((templates.result.resourceTemplates as { uriTemplate: string }[])[0].uriTemplate, 'community://churches/{id}');
  const missing = await rpc(app, key, 'resources/read', { uri: 'community://churches/999999' });
  assert.equal(missing.error?.code, -32602);
  assert.match(missing.error?.message ?? '', /does not exist/);

  // Without read:churches there is no church resource.
  const { key: usersOnly } = await buildCaller(app.services, ['read:users']);
  const few = await rpc(app, usersOnly, 'resources/list');
  assert.deepEqual((few.result.resources as { uri: string }[]).map((resource) => resource.uri), ['community://users/me']);
});

test('tool calls and REST requests of one credential share its rate limit; going over is a tool error', async (t) => {
  const app = await buildTestApp(t, { RATE_LIMIT_MAX: '3' });
  const { key } = await buildCaller(app.services, ['read:churches']);
  assert.equal((await app.request({ method: 'GET', url: '/api/v1/churches', key })).statusCode, 200);
  assert.equal((await app.request({ method: 'GET', url: '/api/v1/churches', key })).statusCode, 200);
  // tools/list is no request of the API: it costs nothing.
  assert.equal((await rpc(app, key, 'tools/list')).status, 200);
  const third = await rpc(app, key, 'tools/call', { name: 'listChurches', arguments: {} });
  assert.equal(third.result.isError, undefined);
  const over = await rpc(app, key, 'tools/call', { name: 'listChurches', arguments: {} });
  assert.equal(over.result.isError, true);
  assert.equal(JSON.parse((over.result.content as { text: string }[])[0].text).error, 'TooManyRequests');
  assert.equal((await app.request({ method: 'GET', url: '/api/v1/churches', key })).statusCode, 429);
});
