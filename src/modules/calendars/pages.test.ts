import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildChurch, buildGroup } from '../../../test/helpers.ts';
import { buildSigninTestHost, PageClient, signedIn } from '../../../test/pages.ts';

test('calendar and import pages: who may use them', async (t) => {
  const host = await buildSigninTestHost(t);
  const { db } = host.services.database;
  const church = await buildChurch(host.services, { name: 'Grace Chapel' });
  const group = await buildGroup(host.services, church.id, { name: 'Young adults' });
  const { user: member, client } = await signedIn(host);
  await addChurchMember(host.services, church.id, member.id, 'member');

  await t.test('the Calendars page needs a signed-in person', async () => {
    const anonymous = await new PageClient(host.app).get('/account/calendars');
    assert.equal(anonymous.statusCode, 303);
    assert.match(String(anonymous.headers.location), /^\/login/);
    const page = await client.get('/account/calendars');
    assert.equal(page.statusCode, 200);
    assert.match(page.body, /No groups/);
    assert.match(page.body, /You have no link yet/);
  });

  await t.test("a group's link is for its members: others get 404, as for a group that does not exist", async () => {
    await client.get('/account/calendars');
    assert.equal((await client.post(`/account/calendars/groups/${group.id}`)).statusCode, 404);
    assert.equal((await client.post('/account/calendars/groups/999999')).statusCode, 404);
    await db.insertInto('group_members').values({ group_id: group.id, user_id: member.id, role: 'member', joined_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
    const listed = await client.get('/account/calendars');
    assert.match(listed.body, /Young adults/);
    const made = await client.post(`/account/calendars/groups/${group.id}`);
    assert.equal(made.statusCode, 200);
    assert.match(made.body, new RegExp(`/api/v1/groups/${group.id}/calendar\\.ics\\?token=cal_[\\w-]{43}`));
    assert.match(made.body, /webcal:\/\//);
    // Shown once: the page that lists the links afterwards holds no secret.
    const again = await client.get('/account/calendars');
    assert.doesNotMatch(again.body, /token=cal_/);
    assert.match(again.body, /Reset link/);
  });

  await t.test('only church admins make the church calendar private, or import people', async () => {
    await client.get('/account/calendars');
    assert.equal((await client.post(`/my/churches/${church.id}/calendar`, { public: 'no' })).statusCode, 403);
    const stored = await db.selectFrom('churches').select('calendar_public').where('id', '=', church.id).executeTakeFirstOrThrow();
    assert.equal(Boolean(stored.calendar_public), true);
    assert.equal((await client.get(`/my/churches/${church.id}/import`)).statusCode, 403);
    assert.equal((await client.post(`/my/churches/${church.id}/import`, { csv: 'email,givenName,familyName\na@example.org,A,B\n' })).statusCode, 403);
    assert.equal((await client.post('/my/churches/999999/import', { csv: 'email,givenName,familyName\na@example.org,A,B\n' })).statusCode, 404);
    assert.equal((await db.selectFrom('users').select('id').where('email', '=', 'a@example.org').execute()).length, 0);

    await db.updateTable('church_members').set({ role: 'admin' }).where('user_id', '=', member.id).execute();
    await client.get(`/my/churches/${church.id}`);
    const closed = await client.post(`/my/churches/${church.id}/calendar`, { public: 'no' });
    assert.equal(closed.statusCode, 303);
    const page = await client.get(String(closed.headers.location));
    assert.match(page.body, /calendar is private: its address no longer answers/);
    assert.match(page.body, /Make the calendar public/);
    const empty = await client.post(`/my/churches/${church.id}/import`, { csv: '' });
    assert.equal(empty.statusCode, 400);
    assert.match(empty.body, /Choose a CSV file or paste its lines first/);
    const unreadable = await client.post(`/my/churches/${church.id}/import`, { csv: 'name\nx\n' });
    assert.equal(unreadable.statusCode, 400);
    assert.match(unreadable.body, /Line 1 must name the columns/);
  });
});
