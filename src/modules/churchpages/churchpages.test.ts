import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildChurch, buildEvent, buildGroup, buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { buildSigninTestHost, PageClient, signedIn, type SigninTestHost } from '../../../test/pages.ts';
import { capacityOf, instantOf } from './routes.ts';

/** A church whose admin is signed in, with one plain member. */
async function adminOfChurch(host: SigninTestHost, churchOverrides: Record<string, unknown> = {}) {
  const church = await buildChurch(host.services, { name: 'Grace Chapel', city: 'Springfield', ...churchOverrides });
  const { user: admin, client } = await signedIn(host, { given_name: 'Priscilla', family_name: 'Admin' } as never);
  await addChurchMember(host.services, church.id, admin.id, 'admin');
  const member = await buildUser(host.services, { given_name: 'Timothy', family_name: 'Member' } as never);
  await addChurchMember(host.services, church.id, member.id);
  return { church, admin, client, member };
}

function location(response: { headers: Record<string, unknown> }): string {
  return String(response.headers.location);
}

/** Loads a page (for its CSRF token) and posts a form from it. */
async function submit(client: PageClient, page: string, action: string, form: Record<string, string> = {}) {
  const loaded = await client.get(page);
  assert.equal(loaded.statusCode, 200, loaded.body.slice(0, 1000));
  return client.post(action, form);
}

const EVENT_FORM = { title: 'Carol service', description: 'Songs and readings', location: 'Nave', startsAt: '2031-12-24T18:30', endsAt: '2031-12-24T20:00', capacity: '120' };
const GROUP_FORM = { name: 'Young adults', description: 'Bible study and supper', meetingSchedule: 'Thursdays 19:30', location: 'Hall', capacity: '12' };

test('form values: datetime-local read as UTC, capacity empty for no limit', () => {
  assert.equal(instantOf('2031-12-24T18:30', 'Starts'), '2031-12-24T18:30:00.000Z');
  assert.equal(instantOf('2031-12-24T18:30:15', 'Starts'), '2031-12-24T18:30:15.000Z');
  assert.throws(() => instantOf('', 'Starts'), /Starts: enter a date and time/);
  assert.throws(() => instantOf('2031-12-24 18:30+02:00', 'Ends'), /Ends: enter a date and time/);
  assert.throws(() => instantOf('2031-13-45T99:99', 'Starts'), /enter a date and time/);
  assert.equal(capacityOf(''), null);
  assert.equal(capacityOf(' 12 '), 12);
  for (const bad of ['0', '-3', '2.5', 'ten', '99999999999']) assert.throws(() => capacityOf(bad), /Capacity: enter a whole number/, bad);
});

test('someone who administers no church sees the empty state; the account page and the navigation lead there', async (t) => {
  const host = await buildSigninTestHost(t);
  const { client, user } = await signedIn(host);
  const church = await buildChurch(host.services);
  await addChurchMember(host.services, church.id, user.id);
  const account = await client.get('/account');
  assert.match(account.body, /<a href="\/my\/churches">My churches<\/a>/);
  const page = await client.get('/my/churches');
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /<a href="\/my\/churches" aria-current="page">My churches<\/a>/);
  assert.match(page.body, /You do not administer a church/);
  assert.match(page.body, /churches add-member --church ID --user EMAIL --role admin/);
  assert.doesNotMatch(page.body, new RegExp(church.name), 'a church the person only belongs to is not listed');
});

test('signed out: every page sends the person to the login page and back', async (t) => {
  const host = await buildSigninTestHost(t);
  const church = await buildChurch(host.services);
  const { client } = await signedIn(host);
  await client.post('/logout');
  for (const path of ['/my/churches', `/my/churches/${church.id}`, `/my/churches/${church.id}/events`]) {
    const response = await client.get(path);
    assert.equal(response.statusCode, 303, path);
    assert.equal(location(response), `/login?next=${encodeURIComponent(path)}`);
  }
});

test('an admin sees the church and edits its details; bad values are explained and kept', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client, admin } = await adminOfChurch(host);
  const list = await client.get('/my/churches');
  assert.match(list.body, new RegExp(`<a href="/my/churches/${church.id}">Grace Chapel</a>`));
  assert.match(list.body, /2 members/);

  const page = await client.get(`/my/churches/${church.id}`);
  assert.equal(page.statusCode, 200);
  for (const label of ['Name', 'Description', 'City', 'State or region', 'Country', 'Website']) assert.match(page.body, new RegExp(`<label for="church-[a-z]+">${label}</label>`));
  assert.match(page.body, /Priscilla Admin <span class="muted">\(you\)<\/span>/);
  assert.match(page.body, /Timothy Member/);

  const saved = await client.post(`/my/churches/${church.id}`, {
    name: '  Grace Chapel Downtown ',
    description: 'A church in the city centre',
    city: 'Springfield',
    state: 'IL',
    country: 'us',
    website: 'https://grace.example.org',
  });
  assert.equal(saved.statusCode, 303, saved.body.slice(0, 1000));
  assert.equal(location(saved), `/my/churches/${church.id}?done=saved`);
  const changed = await host.services.churches.get(church.id);
  assert.equal(changed.name, 'Grace Chapel Downtown');
  assert.equal(changed.country, 'US');
  assert.equal(changed.website, 'https://grace.example.org');
  const after = await client.get(location(saved));
  assert.match(after.body, /The church details have been saved\./);
  assert.match(after.body, /value="Grace Chapel Downtown"/);

  const refused = await client.post(`/my/churches/${church.id}`, { name: 'Kept name', country: 'US', website: 'ftp://grace.example.org' });
  assert.equal(refused.statusCode, 400);
  assert.match(refused.body, /Website must be an http or https URL/, 'the field as the form labels it');
  assert.doesNotMatch(refused.body, /Invalid field/);
  assert.match(refused.body, /value="Kept name"/);
  assert.match(refused.body, /value="ftp:\/\/grace.example.org"/);
  const blank = await client.post(`/my/churches/${church.id}`, { name: '   ' });
  assert.equal(blank.statusCode, 400);
  assert.match(blank.body, /Name must not be blank/);
  assert.equal((await host.services.churches.get(church.id)).name, 'Grace Chapel Downtown', 'refused forms change nothing');
  assert.equal(await host.services.churches.roleOf(church.id, admin.id), 'admin');
});

test('an admin changes a member\'s role and removes a member; the last admin can neither step down nor be removed', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client, admin, member } = await adminOfChurch(host);
  const page = `/my/churches/${church.id}`;
  const alone = (await client.get(page)).body;
  assert.match(alone, /aria-label="Change role of Timothy Member"/);
  // The only admin is offered neither a role change nor Remove on their own row: both would be refused.
  assert.doesNotMatch(alone, new RegExp(`action="${page}/members/${admin.id}/(role|remove)"`));
  assert.match(alone, /The only admin: make another admin first/);

  const lastAdmin = await submit(client, page, `${page}/members/${admin.id}/role`, { role: 'member' });
  assert.equal(lastAdmin.statusCode, 409);
  assert.match(lastAdmin.body, /last admin/);
  const lastRemoved = await client.post(`${page}/members/${admin.id}/remove`);
  assert.equal(lastRemoved.statusCode, 409);
  assert.equal(await host.services.churches.roleOf(church.id, admin.id), 'admin');

  const promoted = await submit(client, page, `${page}/members/${member.id}/role`, { role: 'admin' });
  assert.equal(promoted.statusCode, 303);
  assert.equal(location(promoted), `${page}?done=role#members`);
  assert.equal(await host.services.churches.roleOf(church.id, member.id), 'admin');
  const twoAdmins = (await client.get(`${page}?done=role`)).body;
  assert.match(twoAdmins, /The role has been changed\./);
  assert.match(twoAdmins, new RegExp(`action="${page}/members/${admin.id}/remove"`), 'with a second admin, each may be removed');
  assert.doesNotMatch(twoAdmins, /The only admin/);

  const third = await buildUser(host.services);
  await addChurchMember(host.services, church.id, third.id);
  const removed = await submit(client, page, `${page}/members/${third.id}/remove`);
  assert.equal(removed.statusCode, 303);
  assert.equal(location(removed), `${page}?done=removed#members`);
  assert.equal(await host.services.churches.roleOf(church.id, third.id), null);
  assert.equal((await host.services.churches.get(church.id)).memberCount, 2);
  const notThere = await client.post(`${page}/members/${third.id}/remove`);
  assert.equal(notThere.statusCode, 404);

  const badRole = await client.post(`${page}/members/${member.id}/role`, { role: 'owner' });
  assert.equal(badRole.statusCode, 400);

  // With another admin, stepping down works and the page is no longer the person's.
  const steppedDown = await submit(client, page, `${page}/members/${admin.id}/role`, { role: 'member' });
  assert.equal(steppedDown.statusCode, 303);
  assert.equal(location(steppedDown), '/my/churches?done=stepped-down');
  assert.match((await client.get(location(steppedDown))).body, /You are no longer an admin of that church/);
  assert.equal((await client.get(page)).statusCode, 403);
});

test('events: an admin creates, lists, edits and deletes an event, and sees who registered', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client, member } = await adminOfChurch(host);
  const list = `/my/churches/${church.id}/events`;
  const empty = await client.get(list);
  assert.match(empty.body, /No events yet/);
  assert.match(empty.body, /<input id="event-starts" name="startsAt" type="datetime-local"/);
  assert.match(empty.body, /in UTC/);

  const created = await client.post(list, EVENT_FORM);
  assert.equal(created.statusCode, 303, created.body.slice(0, 1000));
  assert.equal(location(created), `${list}?done=created`);
  const listed = await client.get(location(created));
  assert.match(listed.body, /The event has been created\./);
  assert.match(listed.body, />Carol service<\/a>/);
  assert.match(listed.body, /0 of 120 registered/);
  const [event] = (await host.services.events.list({ churchId: church.id, page: 1, limit: 10 }, member.id)).data;
  assert.equal(event.startsAt, '2031-12-24T18:30:00.000Z');
  assert.equal(event.endsAt, '2031-12-24T20:00:00.000Z');
  assert.equal(event.capacity, 120);

  await host.services.events.register(event.id, member.id);
  const eventPage = `${list}/${event.id}`;
  const shown = await client.get(eventPage);
  assert.equal(shown.statusCode, 200);
  assert.match(shown.body, /value="2031-12-24T18:30"/, 'the form shows the UTC time it stored');
  assert.match(shown.body, /Timothy Member/, 'who registered');

  const saved = await client.post(eventPage, { ...EVENT_FORM, title: 'Carols by candlelight', capacity: '' });
  assert.equal(saved.statusCode, 303);
  assert.equal(location(saved), `${eventPage}?done=saved`);
  const edited = await host.services.events.get(event.id, member.id);
  assert.equal(edited.title, 'Carols by candlelight');
  assert.equal(edited.capacity, null);
  assert.match((await client.get(location(saved))).body, /The event has been saved\./);

  const backwards = await client.post(eventPage, { ...EVENT_FORM, endsAt: '2031-12-24T17:00' });
  assert.equal(backwards.statusCode, 400);
  assert.match(backwards.body, /Ends must be after Starts</, 'in the form\'s words, with no instant in the API\'s notation');
  assert.match(backwards.body, /value="2031-12-24T17:00"/);
  const noStart = await client.post(list, { ...EVENT_FORM, startsAt: '' });
  assert.equal(noStart.statusCode, 400);
  assert.match(noStart.body, /Starts: enter a date and time/);
  assert.match(noStart.body, /value="Carol service"/, 'the create form keeps what was typed');
  const blankTitle = await client.post(list, { ...EVENT_FORM, title: '  ' });
  assert.equal(blankTitle.statusCode, 400);
  assert.match(blankTitle.body, /must not be blank/);

  const second = await buildUser(host.services);
  await host.services.events.register(event.id, second.id);
  const tooSmall = await client.post(eventPage, { ...EVENT_FORM, capacity: '1' });
  assert.equal(tooSmall.statusCode, 409);
  assert.match(tooSmall.body, /capacity cannot go below/);

  const confirm = await client.get(`${eventPage}/delete`);
  assert.equal(confirm.statusCode, 200);
  assert.match(confirm.body, /Delete the event “Carols by candlelight”\?/);
  assert.match(confirm.body, /2 people have registered/);
  const deleted = await client.post(`${eventPage}/delete`);
  assert.equal(deleted.statusCode, 303);
  assert.equal(location(deleted), `${list}?done=deleted`);
  await assert.rejects(host.services.events.get(event.id, member.id), { statusCode: 404 });
  assert.match((await client.get(location(deleted))).body, /The event has been deleted/);
  assert.equal((await client.get(eventPage)).statusCode, 404);
});

test('groups: an admin creates, edits and deletes a group, and changes and removes its members', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client, member } = await adminOfChurch(host);
  const list = `/my/churches/${church.id}/groups`;
  assert.match((await client.get(list)).body, /No groups yet/);

  const created = await client.post(list, GROUP_FORM);
  assert.equal(created.statusCode, 303, created.body.slice(0, 1000));
  assert.equal(location(created), `${list}?done=created`);
  const listed = await client.get(location(created));
  assert.match(listed.body, />Young adults<\/a>/);
  assert.match(listed.body, /Thursdays 19:30/);
  const [group] = (await host.services.groups.list({ churchId: church.id, page: 1, limit: 10 }, member.id)).data;
  assert.equal(group.capacity, 12);

  await host.services.groups.join(group.id, member.id);
  const other = await buildUser(host.services, { given_name: 'Eunice', family_name: 'Guest' } as never);
  await host.services.groups.join(group.id, other.id);
  const groupPage = `${list}/${group.id}`;
  const shown = await client.get(groupPage);
  assert.match(shown.body, /Timothy Member/);
  assert.match(shown.body, /aria-label="Remove Eunice Guest from the group"/);

  const saved = await client.post(groupPage, { ...GROUP_FORM, name: 'Young adults (20s and 30s)' });
  assert.equal(saved.statusCode, 303);
  assert.equal((await host.services.groups.get(group.id, member.id)).name, 'Young adults (20s and 30s)');
  const tooSmall = await client.post(groupPage, { ...GROUP_FORM, capacity: '1' });
  assert.equal(tooSmall.statusCode, 409);
  assert.match(tooSmall.body, /its capacity cannot be 1/);
  const badCapacity = await client.post(groupPage, { ...GROUP_FORM, capacity: 'lots' });
  assert.equal(badCapacity.statusCode, 400);
  assert.match(badCapacity.body, /Capacity: enter a whole number/);

  const leader = await submit(client, groupPage, `${groupPage}/members/${member.id}/role`, { role: 'leader' });
  assert.equal(leader.statusCode, 303);
  assert.equal(location(leader), `${groupPage}?done=role#members`);
  const members = (await host.services.groups.members(group.id, { page: 1, limit: 10 })).data;
  assert.equal(members.find((person) => person.id === member.id)?.role, 'leader');

  const removed = await submit(client, groupPage, `${groupPage}/members/${other.id}/remove`);
  assert.equal(removed.statusCode, 303);
  assert.equal((await host.services.groups.get(group.id, member.id)).memberCount, 1);
  assert.equal((await client.post(`${groupPage}/members/${other.id}/remove`)).statusCode, 404);

  const confirm = await client.get(`${groupPage}/delete`);
  assert.match(confirm.body, /Delete the group “Young adults \(20s and 30s\)”\?/);
  const deleted = await client.post(`${groupPage}/delete`);
  assert.equal(deleted.statusCode, 303);
  assert.equal(location(deleted), `${list}?done=deleted`);
  await assert.rejects(host.services.groups.get(group.id, member.id), { statusCode: 404 });
});

test('a plain member, a group leader and an outsider get 403 on a church\'s pages and forms; unknown ids are 404', async (t) => {
  const host = await buildSigninTestHost(t);
  const church = await buildChurch(host.services);
  const event = await buildEvent(host.services, church.id);
  const group = await buildGroup(host.services, church.id);
  const admin = await buildUser(host.services);
  await addChurchMember(host.services, church.id, admin.id, 'admin');
  const { user: member, client } = await signedIn(host);
  await addChurchMember(host.services, church.id, member.id);
  await host.services.groups.join(group.id, member.id);
  await host.services.groups.setMemberRole(group.id, admin.id, member.id, 'leader');
  const { client: outsider } = await signedIn(host);
  const base = `/my/churches/${church.id}`;

  const pages = [base, `${base}/events`, `${base}/events/${event.id}`, `${base}/events/${event.id}/delete`, `${base}/groups`, `${base}/groups/${group.id}`, `${base}/groups/${group.id}/delete`];
  await client.get('/my/churches');
  for (const visitor of [client, outsider]) {
    for (const path of pages) {
      const response = await visitor.get(path);
      assert.equal(response.statusCode, 403, path);
      assert.match(response.body, /Only admins of Church \d+ can manage it/);
    }
  }
  await client.get('/account');
  const posts: [string, Record<string, string>][] = [
    [base, { name: 'Taken over' }],
    [`${base}/members/${admin.id}/role`, { role: 'member' }],
    [`${base}/members/${admin.id}/remove`, {}],
    [`${base}/events`, EVENT_FORM],
    [`${base}/events/${event.id}`, EVENT_FORM],
    [`${base}/events/${event.id}/delete`, {}],
    [`${base}/groups`, GROUP_FORM],
    [`${base}/groups/${group.id}`, GROUP_FORM],
    [`${base}/groups/${group.id}/members/${member.id}/role`, { role: 'member' }],
    [`${base}/groups/${group.id}/members/${member.id}/remove`, {}],
    [`${base}/groups/${group.id}/delete`, {}],
  ];
  for (const [path, form] of posts) assert.equal((await client.post(path, form)).statusCode, 403, path);
  assert.notEqual((await host.services.churches.get(church.id)).name, 'Taken over');
  assert.equal(await host.services.churches.roleOf(church.id, admin.id), 'admin');
  assert.equal((await host.services.events.get(event.id, member.id)).title, event.title);
  assert.equal((await host.services.groups.get(group.id, member.id)).memberCount, 1);
  assert.equal((await host.services.events.list({ churchId: church.id, page: 1, limit: 10 }, member.id)).data.length, 1);

  // Unknown ids, and an event or group of another church under this church's address.
  const { client: adminClient } = await signedInAs(host, admin);
  const otherChurch = await buildChurch(host.services);
  await addChurchMember(host.services, otherChurch.id, admin.id, 'admin');
  const elsewhere = await buildEvent(host.services, otherChurch.id);
  const elsewhereGroup = await buildGroup(host.services, otherChurch.id);
  for (const path of ['/my/churches/999999', '/my/churches/999999/events', `${base}/events/999999`, `${base}/groups/999999`, `${base}/events/${elsewhere.id}`, `${base}/groups/${elsewhereGroup.id}`]) {
    assert.equal((await adminClient.get(path)).statusCode, 404, path);
  }
  await adminClient.get(base);
  assert.equal((await adminClient.post(`${base}/events/${elsewhere.id}/delete`)).statusCode, 404);
  assert.equal((await adminClient.post('/my/churches/999999/events', EVENT_FORM)).statusCode, 404);
  await host.services.events.get(elsewhere.id, admin.id);
});

/** Signs in a person who already has an account. */
async function signedInAs(host: SigninTestHost, user: { email: string }) {
  const client = new PageClient(host.app);
  await client.get('/login');
  const response = await client.post('/login', { email: user.email, password: TEST_PASSWORD });
  assert.equal(response.statusCode, 303);
  return { client };
}

test('a form without its CSRF token, or with another browser\'s, is refused with 403 and changes nothing', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client, member } = await adminOfChurch(host);
  const group = await buildGroup(host.services, church.id);
  const event = await buildEvent(host.services, church.id);
  const base = `/my/churches/${church.id}`;
  await client.get(base);
  const posts: [string, Record<string, string>][] = [
    [base, { name: 'Forged' }],
    [`${base}/members/${member.id}/role`, { role: 'admin' }],
    [`${base}/members/${member.id}/remove`, {}],
    [`${base}/events`, EVENT_FORM],
    [`${base}/events/${event.id}/delete`, {}],
    [`${base}/groups`, GROUP_FORM],
    [`${base}/groups/${group.id}/delete`, {}],
  ];
  for (const [path, form] of posts) {
    const response = await client.post(path, { ...form, _csrf: '' });
    assert.equal(response.statusCode, 403, path);
    assert.match(response.body, /The form was not accepted/);
  }
  const { client: stranger } = await signedIn(host);
  await stranger.get('/account');
  assert.equal((await client.post(base, { name: 'Forged', _csrf: stranger.csrf })).statusCode, 403);
  assert.equal((await host.services.churches.get(church.id)).name, 'Grace Chapel');
  assert.equal(await host.services.churches.roleOf(church.id, member.id), 'member');
  assert.equal((await host.services.events.list({ churchId: church.id, page: 1, limit: 10 }, member.id)).data.length, 1);
  assert.equal((await host.services.groups.list({ churchId: church.id, page: 1, limit: 10 }, member.id)).data.length, 1);
});

test('names people type are escaped on every church page', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client } = await adminOfChurch(host, { name: '<script>alert("church")</script>' });
  await buildEvent(host.services, church.id, { title: '<img src=x onerror=alert(1)>' });
  await buildGroup(host.services, church.id, { name: '"><b>group</b>' });
  for (const path of ['/my/churches', `/my/churches/${church.id}`, `/my/churches/${church.id}/events`, `/my/churches/${church.id}/groups`]) {
    const page = await client.get(path);
    assert.equal(page.statusCode, 200, path);
    assert.doesNotMatch(page.body, /<script>alert|<img src=x|<b>group<\/b>/, path);
  }
});

test('long lists are paged', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client } = await adminOfChurch(host);
  for (let i = 0; i < 49; i++) await addChurchMember(host.services, church.id, (await buildUser(host.services)).id);
  const first = await client.get(`/my/churches/${church.id}`);
  assert.match(first.body, new RegExp(`<a href="/my/churches/${church.id}\\?page=2">Next page →</a>`));
  assert.doesNotMatch(first.body, /Previous page/);
  const second = await client.get(`/my/churches/${church.id}?page=2`);
  assert.equal(second.statusCode, 200);
  assert.match(second.body, /Previous page/);
  assert.equal((second.body.match(/aria-label="Change role of /g) ?? []).length, 1);
});
