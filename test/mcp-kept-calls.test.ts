import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildApiKey, buildChurch, buildUser } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';
import { mcpPost } from './assistants.ts';

test('a tool call of a kept list is answered before the framework with the very result of the long way; anything else still takes the route', async (t) => {
  const hosts = await startBothHosts(t);
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  for (let i = 0; i < 3; i++) await buildChurch(hosts.services);
  const user = await buildUser(hosts.services);
  const { key } = await buildApiKey(hosts.services, user.id, ['read:churches', 'write:prayers']);
  const call = (name: string, args: Record<string, unknown>, id = 1) =>
    mcpPost(mcpUrl, { id, method: 'tools/call', params: { name, arguments: args } }, { token: key, protocolVersion: '2025-11-25' });

  const first = await call('listChurches', { limit: 2 });
  assert.equal(first.status, 200);
  const kept = await call('listChurches', { limit: 2 }, 7);
  assert.equal(kept.status, 200);
  assert.deepEqual(kept.body, { ...first.body, id: 7 });
  assert.deepEqual([...kept.headers.keys()], [...first.headers.keys()], 'the headers of the route');
  assert.equal(kept.headers.get('content-type'), 'application/json');
  assert.ok(kept.headers.get('x-request-id'));
  const rest = await (await fetch(`${hosts.apiBaseUrl}/churches?limit=2`, { headers: { authorization: `Bearer ${key}` } })).json();
  assert.deepEqual(((kept.body as Record<string, unknown>).result as { structuredContent: unknown }).structuredContent, rest);

  // A write moves the list's version: the next call reads the list again, and sees the change.
  await buildChurch(hosts.services, { name: 'Newest' });
  await hosts.services.database.db.updateTable('churches').set({ name: 'Renamed' }).where('id', '=', 1).execute();
  const after = await call('listChurches', { limit: 2 }, 8);
  const names = ((after.body.result as { structuredContent: { data: { name: string }[] } }).structuredContent.data).map((church) => church.name);
  assert.equal(names[0], 'Renamed');

  // Requests from the same caller that are not kept calls take the route, their body intact.
  const listed = await mcpPost(mcpUrl, { method: 'tools/list' }, { token: key, protocolVersion: '2025-11-25' });
  assert.ok((listed.body.result as { tools: unknown[] }).tools.length > 0);
  const missing = await call('getChurch', { id: 999 });
  assert.equal((missing.body.result as { isError: boolean }).isError, true);
  const denied = await call('listPrayers', {});
  assert.equal(denied.status, 403, 'step-up, as on the route');
  const malformed = await fetch(mcpUrl, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '2025-11-25' },
    body: '{"jsonrpc":"2.0","id":1,"method":"tools/call"',
  });
  assert.equal(malformed.status, 400);
});
