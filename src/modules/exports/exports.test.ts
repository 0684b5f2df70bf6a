import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildApiKey, buildCaller, buildChurch, buildEvent, buildTestApp, buildUser } from '../../../test/helpers.ts';
import { populatedChurch, SECURITY_CODE } from '../../../test/church-data.ts';
import { checkManifest, jsonLines, readZip } from '../../../test/zip.ts';
import { buildSigninTestHost, signedIn } from '../../../test/pages.ts';
import type { ApiScope } from '../../http/scopes.ts';
import { canDownloadOwnData, canExportChurch, exportableKinds } from './policy.ts';
import { CONCURRENT_EXPORTS, EXPORT_PAGE } from './service.ts';

const CHURCH_KINDS = ['members', 'events', 'registrations', 'groups', 'group-members', 'meetings', 'attendance', 'prayers', 'households', 'household-adults', 'children', 'rooms', 'check-ins'];

test('policy: only church admins export a church; only the person\'s own API key downloads their data', () => {
  assert.equal(canExportChurch('admin'), true);
  for (const role of ['member', 'volunteer', null] as const) assert.equal(canExportChurch(role), false);
  assert.equal(canDownloadOwnData({ via: 'api_key' }), true);
  assert.equal(canDownloadOwnData({ via: 'oauth' }), false);
});

test('policy: an export holds the kinds its credential reads, children\'s data only with household access', () => {
  const kinds = (scopes: ApiScope[], householdsApproved: boolean) => [...exportableKinds({ scopes: new Set(scopes), householdsApproved })].sort();
  assert.deepEqual(kinds(['read:churches'], true), ['members']);
  assert.deepEqual(kinds(['read:churches', 'read:events', 'read:prayers'], false), ['events', 'members', 'prayers', 'registrations', 'rooms']);
  assert.deepEqual(kinds(['read:churches', 'read:groups'], false), ['attendance', 'group-members', 'groups', 'meetings', 'members']);
  assert.deepEqual(kinds(['read:churches', 'read:households'], false), ['members']);
  assert.deepEqual(kinds(['read:churches', 'read:households'], true), ['check-ins', 'children', 'household-adults', 'households', 'members']);
});

test("a church's full export", async (t) => {
  const { request, services } = await buildTestApp(t);
  const data = await populatedChurch(services);
  const { key: adminKey } = await buildApiKey(services, data.admin.id);
  const { key: memberKey } = await buildApiKey(services, data.member.id);
  const stranger = await buildCaller(services);
  const exportOf = (id: number, key: string) => request({ method: 'GET', url: `/api/v1/churches/${id}/export`, key });

  await t.test('a member of the church, someone else and an unknown church get 404', async () => {
    for (const [id, key] of [[data.church.id, memberKey], [data.church.id, stranger.key], [999_999, adminKey]] as const) {
      const response = await exportOf(id, key);
      assert.equal(response.statusCode, 404);
      assert.deepEqual(response.json(), { error: 'NotFound', message: `Church ${id} does not exist`, statusCode: 404 });
    }
  });

  await t.test('without read:churches it is 403; without a credential 401; a bad id 400', async () => {
    const { key } = await buildApiKey(services, data.admin.id, ['read:events']);
    assert.equal((await exportOf(data.church.id, key)).statusCode, 403);
    assert.equal((await request({ method: 'GET', url: `/api/v1/churches/${data.church.id}/export` })).statusCode, 401);
    assert.equal((await request({ method: 'GET', url: '/api/v1/churches/abc/export', key: adminKey })).statusCode, 400);
  });

  await t.test('an admin gets a zip of every kind, as JSON Lines and CSV, with a manifest whose digests hold', async () => {
    const response = await exportOf(data.church.id, adminKey);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(String(response.headers['content-disposition']), new RegExp(`^attachment; filename="church-${data.church.id}-export-\\d{4}-\\d\\d-\\d\\d\\.zip"$`));
    assert.equal(response.headers['cache-control'], 'no-store');
    const files = await readZip(response.rawPayload);
    const expected = ['church.json', 'manifest.json', ...CHURCH_KINDS.flatMap((kind) => [`${kind}.jsonl`, `${kind}.csv`])];
    assert.deepEqual([...files.keys()].sort(), expected.sort());
    const manifest = checkManifest(files);
    assert.equal(manifest.format, 'community-platform/church-export@1');
    assert.equal(manifest.audience, 'admins');
    const rows = Object.fromEntries(manifest.files.filter((file) => file.name.endsWith('.jsonl')).map((file) => [file.name.replace('.jsonl', ''), file.rows]));
    assert.deepEqual(rows, {
      members: 3, events: 1, registrations: 2, groups: 1, 'group-members': 2, meetings: 1, attendance: 2, prayers: 2,
      households: 1, 'household-adults': 2, children: 1, rooms: 1, 'check-ins': 1,
    });

    const church = JSON.parse(files.get('church.json')!.toString('utf8')) as Record<string, unknown>;
    assert.equal(church.name, 'Grace Chapel');
    assert.equal(church.memberCount, 3);
    const members = jsonLines(files, 'members.jsonl');
    assert.deepEqual(members.map((m) => [m.id, m.name, m.role]), [[data.admin.id, 'Ada Admin', 'admin'], [data.member.id, 'Mo Member', 'member'], [data.partner.id, 'Pat Member', 'member']]);
    assert.deepEqual(Object.keys(members[0]).sort(), ['familyName', 'givenName', 'id', 'joinedAt', 'name', 'picture', 'role', 'updatedAt']);
    const [event] = jsonLines(files, 'events.jsonl');
    assert.equal(event.title, 'Harvest supper');
    assert.equal(event.headcount, 12);
    assert.equal(event.registrationCount, 2);
    assert.equal('isRegistered' in event, false);
    assert.deepEqual(jsonLines(files, 'registrations.jsonl').map((r) => [r.eventId, r.id]), [[data.event.id, data.member.id], [data.event.id, data.visitor.id]]);
    assert.deepEqual(jsonLines(files, 'group-members.jsonl').map((m) => [m.groupId, m.id, m.role]), [[data.group.id, data.member.id, 'leader'], [data.group.id, data.partner.id, 'member']]);
    assert.deepEqual(jsonLines(files, 'meetings.jsonl').map((m) => [m.groupId, m.date, m.guests, m.notes]), [[data.group.id, '2026-11-18', 2, 'Read Ruth 1']]);
    assert.deepEqual(jsonLines(files, 'attendance.jsonl').map((a) => a.userId), [data.member.id, data.partner.id]);
    const [children] = [jsonLines(files, 'children.jsonl')];
    assert.deepEqual(children.map((c) => [c.givenName, c.birthdate, c.allergies, c.notes]), [['Kit', '2019-05-04', 'peanuts', 'Collected by parents only']]);
    const [checkIn] = jsonLines(files, 'check-ins.jsonl');
    assert.equal(checkIn.childId, data.child.id);
    assert.equal(checkIn.roomId, data.room.id);

    // The CSV has the same rows under a header.
    const csv = files.get('members.csv')!.toString('utf8').split('\r\n');
    assert.equal(csv[0], 'id,givenName,familyName,name,picture,role,joinedAt,updatedAt');
    assert.match(csv[1], new RegExp(`^${data.admin.id},Ada,Admin,Ada Admin,`));
  });

  await t.test('a credential gets only the kinds its scopes read', async () => {
    const { key } = await buildApiKey(services, data.admin.id, ['read:churches', 'read:events']);
    const files = await readZip((await exportOf(data.church.id, key)).rawPayload);
    checkManifest(files);
    const kinds = ['members', 'events', 'registrations', 'rooms'];
    assert.deepEqual([...files.keys()].sort(), ['church.json', 'manifest.json', ...kinds.flatMap((kind) => [`${kind}.jsonl`, `${kind}.csv`])].sort());
  });

  await t.test('anonymous requests stay anonymous; no emails, donations or security codes anywhere', async () => {
    const files = await readZip((await exportOf(data.church.id, adminKey)).rawPayload);
    const prayers = jsonLines(files, 'prayers.jsonl');
    assert.deepEqual(prayers.map((p) => [p.content, p.userId, p.isAnonymous]), [['For my new job', data.member.id, false], ['For my marriage', null, true]]);
    assert.ok(!files.has('donations.jsonl') && !files.has('people.jsonl'));
    const everything = [...files.values()].map((body) => body.toString('utf8')).join('\n');
    for (const user of [data.admin, data.member, data.partner, data.visitor]) assert.ok(!everything.includes(user.email), `no ${user.email}`);
    assert.ok(!everything.includes(SECURITY_CODE), 'no security code');
    assert.ok(!everything.includes('Missions') && !everything.includes('gift-1'), 'no donation');
    // The anonymous author's id appears only where the API shows it: as a member, attendee and household adult.
    const csvPrayers = files.get('prayers.csv')!.toString('utf8').split('\r\n');
    assert.match(csvPrayers[2], /^\d+,\d+,,For my marriage,true,/);
  });
});

test("a person's own data", async (t) => {
  const { request, services } = await buildTestApp(t);
  const data = await populatedChurch(services);
  const { key: memberKey, clientId } = await buildApiKey(services, data.member.id);
  await services.audit.record({ type: 'password.changed', actor: { userId: data.member.id, label: data.member.email }, target: data.member.email });
  const other = await buildCaller(services);
  const download = (key: string) => request({ method: 'GET', url: '/api/v1/users/me/export', key });

  await t.test('their own key gets everything held about them', async () => {
    const response = await download(memberKey);
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.headers['content-type'], 'application/zip');
    assert.match(String(response.headers['content-disposition']), /^attachment; filename="my-data-\d{4}-\d\d-\d\d\.zip"$/);
    const files = await readZip(response.rawPayload);
    const manifest = checkManifest(files);
    assert.equal(manifest.format, 'community-platform/personal-export@1');
    const kinds = ['memberships', 'registrations', 'group-memberships', 'households', 'children', 'prayers', 'donations', 'connected-apps', 'apps', 'api-keys', 'sessions', 'audit'];
    assert.deepEqual([...files.keys()].sort(), ['manifest.json', 'profile.json', ...kinds.flatMap((kind) => [`${kind}.jsonl`, `${kind}.csv`])].sort());
    const profile = JSON.parse(files.get('profile.json')!.toString('utf8')) as Record<string, unknown>;
    assert.equal(profile.email, data.member.email);
    assert.deepEqual(profile.signInEmails, [{ email: data.member.email, verified: true }]);
    assert.deepEqual(jsonLines(files, 'memberships.jsonl').map((m) => [m.churchId, m.churchName, m.role]), [[data.church.id, 'Grace Chapel', 'member']]);
    assert.deepEqual(jsonLines(files, 'registrations.jsonl').map((r) => [r.eventId, r.title]), [[data.event.id, 'Harvest supper']]);
    assert.deepEqual(jsonLines(files, 'group-memberships.jsonl').map((g) => [g.groupId, g.role]), [[data.group.id, 'leader']]);
    assert.deepEqual(jsonLines(files, 'households.jsonl').map((h) => h.name), ['The Members']);
    assert.deepEqual(jsonLines(files, 'children.jsonl').map((c) => c.givenName), ['Kit']);
    assert.deepEqual(jsonLines(files, 'prayers.jsonl').map((p) => [p.content, p.userId]), [['For my new job', data.member.id]]);
    assert.deepEqual(jsonLines(files, 'donations.jsonl').map((d) => [d.amount, d.fund]), [[5000, 'Missions']]);
    assert.deepEqual(jsonLines(files, 'apps.jsonl').map((app) => app.clientId), [clientId], 'the apps they registered');
    const [key] = jsonLines(files, 'api-keys.jsonl');
    assert.equal(key.appClientId, clientId);
    assert.ok(memberKey.startsWith(String(key.prefix)) && String(key.prefix).length < memberKey.length, 'the prefix only');
    assert.deepEqual(Object.keys(key).sort(), ['appClientId', 'appName', 'createdAt', 'lastUsedAt', 'name', 'prefix', 'revokedAt', 'scopes']);
    assert.ok(!files.get('api-keys.jsonl')!.toString().includes(memberKey), 'never the key itself');
    assert.deepEqual(jsonLines(files, 'audit.jsonl').map((a) => a.type), ['password.changed']);
  });

  await t.test('anonymous requests are in, marked as such', async () => {
    const { key } = await buildApiKey(services, data.partner.id);
    const files = await readZip((await download(key)).rawPayload);
    assert.deepEqual(jsonLines(files, 'prayers.jsonl').map((p) => [p.content, p.isAnonymous, p.userId]), [['For my marriage', true, data.partner.id]]);
  });

  await t.test('another person gets only their own', async () => {
    const files = await readZip((await download(other.key)).rawPayload);
    const everything = [...files.values()].map((body) => body.toString('utf8')).join('\n');
    assert.ok(everything.includes(other.user.email));
    for (const text of [data.member.email, 'For my new job', 'Missions', 'Grace Chapel']) assert.ok(!everything.includes(text), `no ${text}`);
  });

  await t.test('without read:users 403, without a credential 401', async () => {
    const user = await buildUser(services);
    const { key } = await buildApiKey(services, user.id, ['read:churches']);
    assert.equal((await download(key)).statusCode, 403);
    assert.equal((await request({ method: 'GET', url: '/api/v1/users/me/export' })).statusCode, 401);
  });
});

test('an export reads page after page: every row once, in order, whatever the size', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;
  const church = await buildChurch(services);
  const admin = await buildUser(services);
  await addChurchMember(services, church.id, admin.id, 'admin');
  const { key } = await buildApiKey(services, admin.id);
  const count = EXPORT_PAGE + 7;
  const at = new Date().toISOString();
  const people = [];
  for (let i = 0; i < count; i++) people.push({ email: `paged${i}@example.org`, password_hash: '', given_name: `P${i}`, family_name: 'Paged', picture: null, email_verified: true, is_admin: false, created_at: at, updated_at: at });
  const ids = (await db.insertInto('users').values(people).returning('id').execute()).map((row) => row.id);
  await db.insertInto('church_members').values(ids.map((id) => ({ church_id: church.id, user_id: id, role: 'member', joined_at: at, updated_at: at }))).execute();
  // Registrations of two events: the walk by (event, person) crosses from one event to the next mid-page.
  const events = [await buildEvent(services, church.id), await buildEvent(services, church.id)];
  await db.insertInto('event_registrations').values(events.flatMap((event) => ids.map((id) => ({ event_id: event.id, user_id: id, created_at: at, updated_at: at })))).execute();
  const prayers = [];
  for (let i = 0; i < 2 * count; i++) prayers.push({ church_id: church.id, user_id: ids[i % count], content: `Request ${i}`, is_anonymous: i % 3 === 0, created_at: at, updated_at: at });
  for (let i = 0; i < prayers.length; i += 200) await db.insertInto('prayers').values(prayers.slice(i, i + 200)).execute();

  const response = await request({ method: 'GET', url: `/api/v1/churches/${church.id}/export`, key });
  assert.equal(response.statusCode, 200);
  const files = await readZip(response.rawPayload);
  checkManifest(files);
  assert.deepEqual(jsonLines(files, 'members.jsonl').map((m) => m.id), [admin.id, ...ids].sort((a, b) => a - b));
  const registrations = jsonLines(files, 'registrations.jsonl').map((r) => `${r.eventId}:${r.id}`);
  assert.deepEqual(registrations, events.flatMap((event) => ids.map((id) => `${event.id}:${id}`)));
  const contents = jsonLines(files, 'prayers.jsonl').map((p) => p.content);
  assert.deepEqual(contents, prayers.map((p) => p.content));
});

test("My churches' Download export: the church's admins only", async (t) => {
  const host = await buildSigninTestHost(t);
  const church = await buildChurch(host.services, { name: 'Hill Chapel' });
  const admin = await signedIn(host);
  const member = await signedIn(host);
  await addChurchMember(host.services, church.id, admin.user.id, 'admin');
  await addChurchMember(host.services, church.id, member.user.id);

  const list = await admin.client.get('/my/churches');
  assert.match(list.body, new RegExp(`<a href="/my/churches/${church.id}/export" download>Download export</a>`));
  const download = await admin.client.get(`/my/churches/${church.id}/export`);
  assert.equal(download.statusCode, 200);
  assert.equal(download.headers['content-type'], 'application/zip');
  const files = await readZip(download.rawPayload);
  assert.equal(checkManifest(files).audience, 'admins');
  // Every kind: a signed-in admin reads them all on the church's pages.
  assert.equal(files.size, 2 + 2 * CHURCH_KINDS.length);

  for (const url of [`/my/churches/${church.id}/export`, '/my/churches/999999/export']) {
    const refused = await member.client.get(url);
    assert.equal(refused.statusCode, 404, url);
    assert.match(refused.body, /Page not found/);
  }
  const anonymous = await host.app.inject({ method: 'GET', url: `/my/churches/${church.id}/export` });
  assert.equal(anonymous.statusCode, 303);
  assert.match(String(anonymous.headers.location), /^\/login/);
});

test('at most a few church exports stream at once; the next waits for one to end', async (t) => {
  const { request, services } = await buildTestApp(t);
  const data = await populatedChurch(services);
  const { key } = await buildApiKey(services, data.admin.id);
  // Archives nobody reads yet stay open.
  const open = [];
  for (let i = 0; i < CONCURRENT_EXPORTS; i++) open.push(await services.exports.forOperator(data.church.id, { withDonations: false }));
  const busy = await request({ method: 'GET', url: `/api/v1/churches/${data.church.id}/export`, key });
  assert.equal(busy.statusCode, 429);
  assert.equal(busy.headers['retry-after'], '60');
  assert.equal(busy.json().message, `${CONCURRENT_EXPORTS} church exports are being written already: try again in a minute`);
  // Reading one to its end makes room.
  const chunks: Buffer[] = [];
  for await (const chunk of open[0].stream) chunks.push(chunk as Buffer);
  checkManifest(await readZip(Buffer.concat(chunks)));
  await new Promise((resolve) => setImmediate(resolve));
  assert.equal((await request({ method: 'GET', url: `/api/v1/churches/${data.church.id}/export`, key })).statusCode, 200);
  // A reader that goes away makes room too.
  open[1].stream.destroy();
  await new Promise((resolve) => setImmediate(resolve));
  await services.exports.forOperator(data.church.id, { withDonations: false }).then(({ stream }) => stream.destroy());
});
