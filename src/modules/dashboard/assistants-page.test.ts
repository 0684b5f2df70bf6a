import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSigninTestHost, PageClient, signedIn } from '../../../test/pages.ts';

test('"Connect an AI assistant": the MCP server’s address, what each scope allows, how to revoke; for people signed in', async (t) => {
  const host = await buildSigninTestHost(t);
  const anonymous = new PageClient(host.app);
  const away = await anonymous.get('/developers/assistants');
  assert.equal(away.statusCode, 303);
  assert.match(String(away.headers.location), /^\/login\?next=%2Fdevelopers%2Fassistants/);

  const { client } = await signedIn(host);
  const developers = await client.get('/developers');
  assert.match(developers.body, /<a href="\/developers\/assistants">Connect an AI assistant<\/a>/);
  const page = await client.get('/developers/assistants');
  assert.equal(page.statusCode, 200);
  assert.match(page.body, new RegExp(`<code id="mcp-url" class="secret">${host.config.apiBaseUrl.replaceAll('.', '\\.')}/mcp</code>`));
  assert.match(page.body, /Claude/);
  assert.match(page.body, /ChatGPT/);
  assert.match(page.body, /VS Code/);
  assert.match(page.body, /<code>write:prayers<\/code><\/th><td>Create and manage your prayer requests/);
  assert.doesNotMatch(page.body, /<th scope="row"><code>read:donations/, 'scopes an assistant never gets are not offered');
  assert.match(page.body, /<code>read:donations<\/code>.*never granted/s);
  assert.match(page.body, /Connected apps/);
  assert.match(page.body, /by a client ID metadata document .* or by registering themselves/);
});

test('with both kinds of unregistered assistant turned off, the page says only registered apps connect', async (t) => {
  const host = await buildSigninTestHost(t, { MCP_CLIENT_METADATA_DOCUMENTS: 'false', MCP_DYNAMIC_REGISTRATION: 'false' });
  const { client } = await signedIn(host);
  const page = await client.get('/developers/assistants');
  assert.match(page.body, /only apps registered here \(and API keys\) may connect/);
});
