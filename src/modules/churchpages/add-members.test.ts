import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildChurch, buildGroup, buildUser } from '../../../test/helpers.ts';
import { flushMail, linkIn, startMailServer } from '../../../test/mail-server.ts';
import { buildSigninTestHost, PageClient, signedIn, type SigninTestHost } from '../../../test/pages.ts';

/** A church whose admin is signed in, with one plain member, and a group. */
async function churchWithAdmin(host: SigninTestHost) {
  const church = await buildChurch(host.services, { name: 'Grace Chapel' });
  const { user: admin, client } = await signedIn(host, { given_name: 'Priscilla', family_name: 'Admin' } as never);
  await addChurchMember(host.services, church.id, admin.id, 'admin');
  const member = await buildUser(host.services, { given_name: 'Timothy', family_name: 'Member' } as never);
  await addChurchMember(host.services, church.id, member.id);
  const group = await buildGroup(host.services, church.id, { name: 'Young adults' });
  return { church, admin, client, member, group };
}

async function submit(client: PageClient, page: string, action: string, form: Record<string, string>) {
  const loaded = await client.get(page);
  assert.equal(loaded.statusCode, 200, loaded.body.slice(0, 500));
  return client.post(action, form);
}

const roleIn = (host: SigninTestHost, churchId: number, userId: number) => host.services.churches.roleOf(churchId, userId);

test("a church's Add member adds an account by its email with the chosen role; a member already there is said so", async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client, member } = await churchWithAdmin(host);
  const ruth = await buildUser(host.services, { email: 'ruth@example.org', given_name: 'Ruth', family_name: 'Okafor' } as never);
  const path = `/my/churches/${church.id}`;

  const page = await client.get(path);
  assert.match(page.body, /<h2 id="add-member-title">Add member<\/h2>/);
  assert.match(page.body, /<label for="add-email">Email<\/label>/);

  const added = await submit(client, path, `${path}/members/add`, { email: ' RUTH@example.org ', role: 'volunteer' });
  assert.equal(added.statusCode, 303);
  assert.equal(added.headers.location, `${path}?done=added#members`);
  assert.equal(await roleIn(host, church.id, ruth.id), 'volunteer');
  assert.match((await client.get(`${path}?done=added`)).body, /The member has been added to the church\.[\s\S]*Ruth Okafor/);

  const again = await submit(client, path, `${path}/members/add`, { email: member.email, role: 'admin' });
  assert.equal(again.headers.location, `${path}?done=already#members`);
  assert.equal(await roleIn(host, church.id, member.id), 'member', 'adding never changes a role');
});

test('an unknown email adds nobody, says so without saying why, and offers the invitation; an invitation reads the same with or without an account', async (t) => {
  const server = await startMailServer(t);
  const host = await buildSigninTestHost(t, { SMTP_URL: server.url });
  const { church, client } = await churchWithAdmin(host);
  const path = `/my/churches/${church.id}`;
  const before = (await host.services.churches.get(church.id)).memberCount;

  const unknown = await submit(client, path, `${path}/members/add`, { email: 'new.person@example.org', role: 'member' });
  assert.equal(unknown.statusCode, 200);
  assert.match(unknown.body, /Nobody was added with <strong>new\.person@example\.org<\/strong>\. You can invite them below/);
  assert.doesNotMatch(unknown.body, /no account|does not exist|not registered|unknown/i);
  assert.match(unknown.body, /id="invite-email" name="email" type="email" value="new.person@example.org"/, 'the invitation has the address filled in');
  assert.equal((await host.services.churches.get(church.id)).memberCount, before);

  // A bad field is named as the form labels it, and nothing is written.
  const blank = await submit(client, path, `${path}/members/invite`, { email: 'new.person@example.org', givenName: '', familyName: 'Person', role: 'member' });
  assert.equal(blank.statusCode, 400);
  assert.match(blank.body, /Given name must not be empty/);
  assert.equal(await host.services.users.findByEmail('new.person@example.org'), undefined);

  const invited = await submit(client, path, `${path}/members/invite`, { email: 'new.person@example.org', givenName: 'New', familyName: 'Person', role: 'member' });
  assert.equal(invited.statusCode, 303);
  assert.equal(invited.headers.location, `${path}?done=invited#members`);
  const account = (await host.services.users.findByEmail('new.person@example.org'))!;
  assert.ok(!account.email_verified, 'an unverified account');
  assert.equal(await roleIn(host, church.id, account.id), 'member');

  // An address that has an account: the same answer, the person joins, and the invitation mail says nothing to a verified address.
  const known = await buildUser(host.services, { email: 'known@example.org', email_verified: true } as never);
  const invitedKnown = await submit(client, path, `${path}/members/invite`, { email: 'known@example.org', givenName: 'Other', familyName: 'Name', role: 'volunteer' });
  assert.equal(invitedKnown.statusCode, 303);
  assert.equal(invitedKnown.headers.location, invited.headers.location);
  assert.equal(await roleIn(host, church.id, known.id), 'volunteer');
  assert.equal((await host.services.users.get(known.id)).given_name, known.given_name, 'an account keeps its own name');

  await flushMail(host.services);
  assert.equal(server.to('known@example.org').length, 0);
  const [mail] = server.to('new.person@example.org');
  assert.match(mail.subject, /Grace Chapel invites you/);
  const link = linkIn(mail, '/reset-password');
  const browser = new PageClient(host.app);
  await browser.get(`${link.pathname}${link.search}`);
  const set = await browser.post('/reset-password', { token: link.searchParams.get('token')!, password: 'a password of my own' });
  assert.equal(set.statusCode, 303);
  assert.ok(await host.services.users.verifyCredentials('new.person@example.org', 'a password of my own'));
});

test('Add member and Invite are for the church admins only; members get 403 and nothing is written', async (t) => {
  const host = await buildSigninTestHost(t);
  const { church } = await churchWithAdmin(host);
  const { user, client } = await signedIn(host);
  await addChurchMember(host.services, church.id, user.id, 'volunteer');
  await buildUser(host.services, { email: 'ruth@example.org' });
  await client.get('/account');
  const add = await client.post(`/my/churches/${church.id}/members/add`, { email: 'ruth@example.org' });
  assert.equal(add.statusCode, 403);
  const invite = await client.post(`/my/churches/${church.id}/members/invite`, { email: 'x@example.org', givenName: 'X', familyName: 'Y' });
  assert.equal(invite.statusCode, 403);
  assert.equal(await host.services.users.findByEmail('x@example.org'), undefined);
  assert.equal((await client.post('/my/churches/999999/members/add', { email: 'ruth@example.org' })).statusCode, 404);
});

test("a group's Add member finds the church's members by name and adds them, as leader when ticked", async (t) => {
  const host = await buildSigninTestHost(t);
  const { church, client, member, group } = await churchWithAdmin(host);
  const path = `/my/churches/${church.id}/groups/${group.id}`;
  const stranger = await buildUser(host.services, { given_name: 'Timon', family_name: 'Stranger' } as never);

  const found = await client.get(`${path}?find=tim`);
  assert.equal(found.statusCode, 200);
  assert.match(found.body, /Timothy Member/);
  assert.doesNotMatch(found.body, /Timon Stranger/, 'only the church members are offered');
  assert.match((await client.get(`${path}?find=${encodeURIComponent('%')}`)).body, /No member of Grace Chapel has a name with “%”/);

  const added = await submit(client, `${path}?find=tim`, `${path}/members/add`, { userId: String(member.id), leader: 'yes' });
  assert.equal(added.statusCode, 303);
  assert.equal(added.headers.location, `${path}?done=added#members`);
  assert.equal((await host.services.groups.membershipOf(group.id, member.id))?.role, 'leader');
  assert.match((await client.get(`${path}?find=tim`)).body, /Already in the group/);

  const twice = await submit(client, path, `${path}/members/add`, { userId: String(member.id) });
  assert.equal(twice.statusCode, 409);
  assert.match(twice.body, /That person is in the group already/);
  assert.equal((await host.services.groups.membershipOf(group.id, member.id))?.role, 'leader', 'adding again does not demote');

  const outsider = await submit(client, path, `${path}/members/add`, { userId: String(stranger.id) });
  assert.equal(outsider.statusCode, 409);
  assert.match(outsider.body, /That person is not a member of Grace Chapel: add them to the church first/);
  assert.equal((await host.services.groups.membershipOf(group.id, stranger.id))?.role ?? null, null);

  const nobody = await submit(client, path, `${path}/members/add`, { userId: '' });
  assert.equal(nobody.statusCode, 400);
  assert.match(nobody.body, /Choose a person to add/);
});
