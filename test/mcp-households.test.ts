import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { addChurchMember, buildChurch, buildUser, TEST_PASSWORD } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';
import { authorizeAtApi, mcpPost } from './assistants.ts';
import { bornYearsAgo, buildHousehold } from './check-in-fixtures.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/mcp/callback';
const HOUSEHOLD_TOOLS = ['listHouseholds', 'getHousehold', 'createHousehold', 'addChild', 'updateChild', 'checkIn', 'listCheckIns', 'getCheckInLabel', 'getHouseholdLabels', 'checkOut'];

test("an assistant's app without household access is shown no household or check-in tool, and cannot call one", { timeout: 60_000 }, async (t) => {
  const hosts = await startBothHosts(t);
  const person = await buildUser(hosts.services);
  const developer = await buildUser(hosts.services);
  const church = await buildChurch(hosts.services);
  await addChurchMember(hosts.services, church.id, person.id, 'admin');
  const { household } = await buildHousehold(hosts.services, church.id, { name: 'The Okafors', adults: [person.id], children: [{ givenName: 'Mia', birthdate: bornYearsAgo(4) }] });
  const { app } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish Assistant', type: 'public', redirectUris: [REDIRECT_URI] });
  const mcpUrl = `${hosts.apiBaseUrl}/mcp`;
  await hosts.services.apps.setAccess(app.clientId, 'households', 'approved');
  const answer = await authorizeAtApi(hosts.apiBaseUrl, {
    clientId: app.clientId,
    redirectUri: REDIRECT_URI,
    scope: 'read:churches read:households write:households',
    resource: mcpUrl,
    tokenResource: mcpUrl,
    email: person.email,
    password: TEST_PASSWORD,
  });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  const token = answer.body.access_token as string;
  const tools = async () => {
    const listed = await mcpPost(mcpUrl, { method: 'tools/list' }, { token, protocolVersion: '2025-11-25' });
    assert.equal(listed.status, 200);
    return (listed.body.result as { tools: { name: string }[] }).tools.map((tool) => tool.name);
  };
  const callListHouseholds = () =>
    mcpPost(mcpUrl, { method: 'tools/call', params: { name: 'listHouseholds', arguments: { churchId: church.id } } }, { token, protocolVersion: '2025-11-25' });

  const approved = await tools();
  for (const name of HOUSEHOLD_TOOLS) assert.ok(approved.includes(name), `${name} while approved`);
  const listed = await callListHouseholds();
  assert.equal((listed.body.result as { isError?: boolean }).isError, undefined, JSON.stringify(listed.body));
  assert.match(JSON.stringify(listed.body.result), /The Okafors/);

  // The approval withdrawn (tokens are resolved from a cache that keeps them a second).
  await hosts.services.apps.setAccess(app.clientId, 'households', 'denied');
  await sleep(1100);
  const denied = await tools();
  for (const name of HOUSEHOLD_TOOLS) assert.ok(!denied.includes(name), `${name} after the approval was withdrawn`);
  assert.ok(denied.includes('listChurches'), 'the other tools stay');
  const refused = await callListHouseholds();
  assert.doesNotMatch(JSON.stringify(refused.body), /Okafors|Mia/);
  assert.ok(refused.body.error !== undefined || (refused.body.result as { isError?: boolean }).isError === true, JSON.stringify(refused.body));
  const read = await mcpPost(mcpUrl, { method: 'tools/call', params: { name: 'getHousehold', arguments: { id: household.id } } }, { token, protocolVersion: '2025-11-25' });
  assert.doesNotMatch(JSON.stringify(read.body), /Okafors|Mia/);
});
