import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { addChurchMember, buildCaller, buildChurch, buildEvent, buildTestApp, buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { bornYearsAgo, buildHousehold, openWindow } from '../../../test/check-in-fixtures.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from '../../../test/oauth-helpers.ts';
import { startReceiver } from '../../../test/webhook-receiver.ts';
import { COMMAND_LINE } from '../audit/service.ts';

const REDIRECT_URI = 'http://127.0.0.1:9/api/callback';

test("check-in webhooks: the household's adults and the church's volunteers and admins, never the code", { timeout: 60_000 }, async (t) => {
  const { request, services } = await buildTestApp(t);
  const receiver = await startReceiver(t);
  const church = await buildChurch(services);
  const approved = { householdsApproved: true };
  const admin = await buildCaller(services, undefined, approved);
  const volunteer = await buildCaller(services, undefined, approved);
  const parent = await buildCaller(services, undefined, approved);
  const member = await buildCaller(services, undefined, approved);
  const outsider = await buildCaller(services, undefined, approved);
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  await addChurchMember(services, church.id, volunteer.user.id, 'volunteer' as 'member');
  await addChurchMember(services, church.id, parent.user.id, 'member');
  await addChurchMember(services, church.id, member.user.id, 'member');
  const event = await buildEvent(services, church.id, openWindow());
  const room = await services.checkIns.createRoom(event.id, admin.user.id, { name: 'Kids' });
  const family = await buildHousehold(services, church.id, { adults: [parent.user.id], children: [{ birthdate: bornYearsAgo(6), notes: 'Custody: mother only' }] });

  const subscribers = { admin, volunteer, parent, member, outsider };
  for (const [name, caller] of Object.entries(subscribers)) {
    await services.webhooks.create(COMMAND_LINE, caller.clientId, { url: receiver.url(`/${name}`), eventTypes: ['check_in.created', 'check_in.checked_out'], scopes: ['read:households'] });
  }
  services.webhookDelivery.start();
  t.after(() => services.webhookDelivery.stop());

  const made = await request({ method: 'POST', url: `/api/v1/events/${event.id}/check-ins`, key: volunteer.key, payload: { householdId: family.household.id, children: [{ childId: family.children[0].id, roomId: room.id }] } });
  assert.equal(made.statusCode, 201, made.body);
  const { securityCode, checkIns } = made.json().data;
  const out = await request({ method: 'POST', url: `/api/v1/check-ins/${checkIns[0].id}/check-out`, key: volunteer.key, payload: { securityCode } });
  assert.equal(out.statusCode, 200, out.body);

  const received = await receiver.until((all) => ['admin', 'volunteer', 'parent'].every((name) => all.filter((r) => r.path === `/${name}`).length === 2));
  // Deliveries to the others would have gone out in the same passes: give them a moment more.
  await sleep(300);
  for (const name of ['admin', 'volunteer', 'parent']) {
    const bodies = received.filter((r) => r.path === `/${name}`).map((r) => JSON.parse(r.body) as { type: string; data: { object: Record<string, unknown> } });
    assert.deepEqual(bodies.map((body) => body.type).sort(), ['check_in.checked_out', 'check_in.created'], name);
    for (const body of bodies) {
      assert.equal(body.data.object.id, checkIns[0].id);
      assert.equal(body.data.object.householdId, family.household.id);
      assert.ok(!JSON.stringify(body).includes(`"${securityCode}"`), 'no code');
      assert.ok(!('securityCode' in body.data.object) && !JSON.stringify(body).includes('Custody'), 'no code, no notes');
    }
  }
  assert.equal(received.filter((r) => r.path === '/member' || r.path === '/outsider').length, 0, 'nobody else learns of the child');
});

test('an app without household access: its tokens get 403 naming the approval on check-in, labels and check-out', { timeout: 60_000 }, async (t) => {
  const hosts = await startBothHosts(t);
  const { services } = hosts;
  const developer = await buildUser(services);
  const volunteer = await buildUser(services);
  const church = await buildChurch(services);
  await addChurchMember(services, church.id, volunteer.id, 'volunteer' as 'member');
  const event = await buildEvent(services, church.id, openWindow());
  const family = await buildHousehold(services, church.id, { children: [{ birthdate: bornYearsAgo(6) }] });
  const created = await services.apps.createApp({ ownerId: developer.id, name: 'Kiosk app', type: 'confidential', redirectUris: [REDIRECT_URI] });
  const { clientId } = created.app;
  await services.apps.setAccess(clientId, 'households', 'approved');
  const browser = new Browser();
  const url = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  url.search = new URLSearchParams({ client_id: clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:events read:households write:households', state: 's' }).toString();
  const callback = callbackOf(await walkAuthorization(browser, url, { email: volunteer.email, password: TEST_PASSWORD, redirectUri: REDIRECT_URI }));
  const tokens = await postForm(`${hosts.apiBaseUrl}/oauth/token`, {
    grant_type: 'authorization_code', code: callback.searchParams.get('code')!, client_id: clientId, client_secret: created.clientSecret!, redirect_uri: REDIRECT_URI,
  });
  assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
  const token = tokens.body.access_token as string;
  const api = (path: string, init: RequestInit = {}) => fetch(`${hosts.apiBaseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });

  const admin = await buildUser(services);
  await addChurchMember(services, church.id, admin.id, 'admin');
  const room = await services.checkIns.createRoom(event.id, admin.id, { name: 'Kids' });
  const made = await api(`/events/${event.id}/check-ins`, { method: 'POST', body: JSON.stringify({ householdId: family.household.id, children: [{ childId: family.children[0].id, roomId: room.id }] }) });
  assert.equal(made.status, 201, 'approved: the token checks a family in');
  const checkIn = ((await made.json()) as { data: { checkIns: { id: number }[] } }).data.checkIns[0];

  await services.apps.setAccess(clientId, 'households', 'denied');
  await sleep(1100);
  const refusals: [string, RequestInit][] = [
    [`/events/${event.id}/check-ins`, { method: 'POST', body: JSON.stringify({ householdId: family.household.id, children: [] }) }],
    [`/events/${event.id}/check-ins`, {}],
    [`/events/${event.id}/check-ins/labels?householdId=${family.household.id}`, {}],
    [`/check-ins/${checkIn.id}/label`, {}],
    [`/check-ins/${checkIn.id}/check-out`, { method: 'POST', body: JSON.stringify({ securityCode: 'ABCD' }) }],
  ];
  for (const [path, init] of refusals) {
    const res = await api(path, init);
    assert.equal(res.status, 403, path);
    const body = (await res.json()) as { error: string; message: string };
    assert.equal(body.error, 'Forbidden');
    assert.match(body.message, /needs household access approval/, path);
  }
  // Rooms are event data (read:events), not children's.
  assert.equal((await api(`/events/${event.id}/rooms`)).status, 200);
});
