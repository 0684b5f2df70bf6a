import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildCaller, buildChurch, buildDonation, buildEvent, buildGroup, buildPrayer, buildTestApp, TEST_PASSWORD } from './helpers.ts';
import { PageClient } from './pages.ts';
import { buildSigninHost } from '../src/hosts/signin.ts';
import type { Services } from '../src/services.ts';

const BEFORE = '2026-03-01T00:00:00.000Z';
const SINCE = '2026-03-02T00:00:00.000Z';
const AFTER = '2026-03-03T00:00:00.000Z';

test('updatedSince on every resource list', async (t) => {
  const { request, services } = await buildTestApp(t);
  const caller = await buildCaller(services, undefined, { donationsApproved: true });
  const [oldChurch, newChurch, otherNew] = [await buildChurch(services, { updated_at: BEFORE }), await buildChurch(services, { updated_at: AFTER }), await buildChurch(services, { updated_at: SINCE })];
  for (const church of [oldChurch, newChurch, otherNew]) await addChurchMember(services, church.id, caller.user.id);
  // Joining moved updated_at; put the times back where the test wants them.
  const { db } = services.database;
  await db.updateTable('churches').set({ updated_at: BEFORE }).where('id', '=', oldChurch.id).execute();
  await db.updateTable('churches').set({ updated_at: AFTER }).where('id', '=', newChurch.id).execute();
  await db.updateTable('churches').set({ updated_at: SINCE }).where('id', '=', otherNew.id).execute();

  const soon = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
  const later = (days: number) => ({ starts_at: soon(days), ends_at: soon(days + 0.1) });
  const events = [
    await buildEvent(services, newChurch.id, { ...later(3), updated_at: AFTER }),
    await buildEvent(services, newChurch.id, { ...later(2), updated_at: BEFORE }),
    await buildEvent(services, oldChurch.id, { ...later(1), updated_at: SINCE }),
    await buildEvent(services, oldChurch.id, { starts_at: '2026-01-01T10:00:00.000Z', ends_at: '2026-01-01T12:00:00.000Z', updated_at: AFTER }),
  ];
  const groups = [await buildGroup(services, newChurch.id, { updated_at: AFTER }), await buildGroup(services, newChurch.id, { updated_at: BEFORE }), await buildGroup(services, oldChurch.id, { updated_at: SINCE })];
  const prayers = [
    await buildPrayer(services, newChurch.id, caller.user.id, { updated_at: SINCE }),
    await buildPrayer(services, newChurch.id, caller.user.id, { updated_at: BEFORE }),
    await buildPrayer(services, oldChurch.id, caller.user.id, { updated_at: AFTER }),
  ];
  const donations = [
    await buildDonation(services, caller.user.id, newChurch.id, { donated_at: '2026-02-01T00:00:00.000Z', updated_at: AFTER }),
    await buildDonation(services, caller.user.id, newChurch.id, { donated_at: '2026-02-02T00:00:00.000Z', updated_at: BEFORE }),
    await buildDonation(services, caller.user.id, oldChurch.id, { donated_at: '2026-02-03T00:00:00.000Z', updated_at: SINCE }),
  ];

  const list = async (path: string, query = `updatedSince=${SINCE}`) => {
    const res = await request({ method: 'GET', url: `/api/v1${path}${path.includes('?') ? '&' : '?'}${query}`, key: caller.key });
    assert.equal(res.statusCode, 200, res.body);
    const { data, pagination } = res.json();
    return { ids: data.map((item: { id: number }) => item.id), pagination };
  };

  await t.test('only items changed at or after the time, in the usual order, with their count as total', async () => {
    assert.deepEqual((await list('/churches')).ids, [newChurch.id, otherNew.id]);
    assert.equal((await list('/churches')).pagination.total, 2);
    assert.deepEqual((await list('/events')).ids, [events[3].id, events[2].id, events[0].id]);
    assert.deepEqual((await list(`/events?churchId=${oldChurch.id}`)).ids, [events[3].id, events[2].id]);
    assert.deepEqual((await list('/events/upcoming')).ids, [events[2].id, events[0].id]);
    assert.equal((await list('/events/upcoming')).pagination.total, 2);
    assert.deepEqual((await list('/groups')).ids, [groups[0].id, groups[2].id]);
    assert.deepEqual((await list(`/groups?churchId=${newChurch.id}`)).ids, [groups[0].id]);
    assert.deepEqual((await list('/prayers')).ids, [prayers[2].id, prayers[0].id]);
    assert.deepEqual((await list(`/prayers?communityId=${newChurch.id}`)).ids, [prayers[0].id]);
    assert.deepEqual((await list('/donations')).ids, [donations[2].id, donations[0].id]);
    assert.equal((await list('/donations')).pagination.total, 2);
    assert.deepEqual((await list(`/users/${caller.user.id}/churches`)).ids, [newChurch.id, otherNew.id]);
    assert.equal((await list(`/users/${caller.user.id}/churches`)).pagination.total, 2);
  });

  await t.test('other zones are compared as instants; a later time than every change gives an empty list', async () => {
    assert.deepEqual((await list('/churches', 'updatedSince=2026-03-02T01:00:00%2B01:00')).ids, [newChurch.id, otherNew.id]);
    const none = await list('/prayers', 'updatedSince=2030-01-01T00:00:00Z');
    assert.deepEqual(none.ids, []);
    assert.deepEqual(none.pagination, { page: 1, limit: 20, total: 0, hasMore: false });
  });

  await t.test('pages work as usual', async () => {
    const first = await list('/events', `updatedSince=${SINCE}&limit=2`);
    assert.deepEqual(first.ids, [events[3].id, events[2].id]);
    assert.deepEqual(first.pagination, { page: 1, limit: 2, total: 3, hasMore: true });
    assert.deepEqual((await list('/events', `updatedSince=${SINCE}&limit=2&page=2`)).ids, [events[0].id]);
  });

  await t.test('a value that is not a date-time, or one with a cursor, is 400', async () => {
    for (const path of ['/churches', '/events', '/events/upcoming', '/groups', '/prayers', '/donations', `/users/${caller.user.id}/churches`]) {
      const res = await request({ method: 'GET', url: `/api/v1${path}?updatedSince=yesterday`, key: caller.key });
      assert.equal(res.statusCode, 400, path);
      assert.match(res.json().message, /^Invalid query parameter 'updatedSince'/);
    }
    const cursor = (await list('/churches', 'limit=1')).pagination.nextCursor;
    const res = await request({ method: 'GET', url: `/api/v1/churches?limit=1&cursor=${cursor}&updatedSince=${SINCE}`, key: caller.key });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().message, /^Invalid query parameter 'cursor': cannot be used with 'updatedSince'/);
  });
});

test('an updatedSince total is counted once per version of the list, and again after a write', async (t) => {
  const { request, services } = await buildTestApp(t);
  const caller = await buildCaller(services);
  const church = await buildChurch(services, { updated_at: BEFORE });
  await addChurchMember(services, church.id, caller.user.id, 'admin');
  await services.database.db.updateTable('churches').set({ updated_at: BEFORE }).where('id', '=', church.id).execute();
  const other = await buildChurch(services, { updated_at: AFTER });
  const soon = (days: number) => ({ starts_at: new Date(Date.now() + days * 86_400_000).toISOString(), ends_at: new Date(Date.now() + (days + 0.1) * 86_400_000).toISOString() });
  for (const days of [1, 2]) await buildEvent(services, church.id, { ...soon(days), updated_at: AFTER });
  await buildGroup(services, church.id, { updated_at: AFTER });
  await buildPrayer(services, church.id, caller.user.id, { updated_at: AFTER });

  // Every statement the service runs outside a transaction goes through this executor.
  const executor = services.database.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  const counts: string[] = [];
  executor.executeQuery = ((query) => {
    if (/count\(\*\)/i.test(query.sql) && /updated_at/.test(query.sql)) counts.push(query.sql);
    return execute(query);
  }) as typeof executor.executeQuery;
  t.after(() => {
    executor.executeQuery = execute;
  });

  const total = async (path: string, query = '') => {
    const res = await request({ method: 'GET', url: `/api/v1${path}${path.includes('?') ? '&' : '?'}updatedSince=${SINCE}&limit=1${query}`, key: caller.key });
    assert.equal(res.statusCode, 200, res.body);
    return res.json().pagination.total;
  };
  const countsOf = async (work: () => Promise<void>) => {
    counts.length = 0;
    await work();
    return counts.length;
  };

  const lists: [path: string, expected: number][] = [
    ['/churches', 1],
    ['/events', 2],
    [`/events?churchId=${church.id}`, 2],
    ['/events/upcoming', 2],
    ['/groups', 1],
    [`/groups?churchId=${church.id}`, 1],
    ['/prayers', 1],
    [`/prayers?communityId=${church.id}&isAnswered=false`, 1],
  ];
  await t.test('the first page counts; the next pages and repeats do not', async () => {
    for (const [path, expected] of lists) {
      assert.equal(await countsOf(async () => assert.equal(await total(path), expected, path)), 1, path);
      assert.equal(await countsOf(async () => assert.equal(await total(path, '&page=2'), expected, path)), 0, path);
      assert.equal(await countsOf(async () => assert.equal(await total(path), expected, path)), 0, path);
    }
  });

  await t.test('a write to the list counts again, and the total follows it', async () => {
    const patched = await request({ method: 'PATCH', url: `/api/v1/churches/${church.id}`, key: caller.key, payload: { city: 'Shelbyville' } });
    assert.equal(patched.statusCode, 200, patched.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/churches'), 2)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total('/churches', '&page=2'), 2)), 0);

    const posted = await request({ method: 'POST', url: '/api/v1/prayers', key: caller.key, payload: { communityId: church.id, content: 'For rain' } });
    assert.equal(posted.statusCode, 201, posted.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/prayers'), 2)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/prayers?communityId=${other.id}`), 0)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/prayers?communityId=${other.id}`), 0)), 0);

    const event = await request({ method: 'POST', url: '/api/v1/events', key: caller.key, payload: { churchId: church.id, title: 'Picnic', startsAt: soon(3).starts_at, endsAt: soon(3).ends_at } });
    assert.equal(event.statusCode, 201, event.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/events/upcoming'), 3)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/events?churchId=${church.id}`), 3)), 1);

    const group = await request({ method: 'POST', url: '/api/v1/groups', key: caller.key, payload: { churchId: church.id, name: 'Choir' } });
    assert.equal(group.statusCode, 201, group.body);
    assert.equal(await countsOf(async () => assert.equal(await total('/groups'), 2)), 1);
    // Another church's view of the list did not change: still counted once.
    assert.equal(await countsOf(async () => assert.equal(await total(`/groups?churchId=${other.id}`), 0)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/groups?churchId=${other.id}`), 0)), 0);
  });

  await t.test('an upcoming total is counted again once its first event has started', async () => {
    const first = await buildEvent(services, other.id, { starts_at: new Date(Date.now() + 1500).toISOString(), ends_at: soon(1).ends_at, updated_at: AFTER });
    assert.equal(await countsOf(async () => assert.equal(await total(`/events/upcoming?churchId=${other.id}`), 1)), 1);
    assert.equal(await countsOf(async () => assert.equal(await total(`/events/upcoming?churchId=${other.id}`), 1)), 0);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(first.starts_at) - Date.now() + 10));
    assert.equal(await countsOf(async () => assert.equal(await total(`/events/upcoming?churchId=${other.id}`), 0)), 1);
  });
});

/** Every COUNT(*) the service runs outside a transaction, from now until the test ends. */
function countStatements(t: { after(fn: () => void): void }, services: Services): (work: () => Promise<void>) => Promise<number> {
  const executor = services.database.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  let counts = 0;
  executor.executeQuery = ((query) => {
    if (/count\(\*\)/i.test(query.sql)) counts++;
    return execute(query);
  }) as typeof executor.executeQuery;
  t.after(() => {
    executor.executeQuery = execute;
  });
  return async (work) => {
    counts = 0;
    await work();
    return counts;
  };
}

/** The sign-in host over the same services, and a browser signed in as the person. */
async function accountPages(t: { after(fn: () => Promise<void>): void }, services: Services, email: string): Promise<PageClient> {
  const signin = await buildSigninHost(services);
  t.after(() => signin.close());
  const client = new PageClient(signin);
  await client.get('/login');
  const signedIn = await client.post('/login', { email, password: TEST_PASSWORD });
  assert.equal(signedIn.statusCode, 303, signedIn.body);
  await client.get('/account');
  return client;
}

test('updatedSince on member and registration lists: joined, role changed, or the person changed their name or picture', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;
  const ago = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
  const [before, since, middle, after] = [ago(30), ago(20), ago(15), ago(10)];
  const admin = await buildCaller(services);
  const church = await buildChurch(services);
  await addChurchMember(services, church.id, admin.user.id, 'admin');
  const group = await buildGroup(services, church.id);
  const event = await buildEvent(services, church.id);
  const people = [await buildCaller(services), await buildCaller(services), await buildCaller(services)];
  assert.equal((await request({ method: 'POST', url: `/api/v1/groups/${group.id}/join`, key: admin.key })).statusCode, 201);
  assert.equal((await request({ method: 'POST', url: `/api/v1/events/${event.id}/register`, key: admin.key })).statusCode, 201);
  for (const person of people) {
    assert.equal((await request({ method: 'PUT', url: `/api/v1/churches/${church.id}/members/${person.user.id}`, key: admin.key, payload: { role: 'member' } })).statusCode, 201);
    assert.equal((await request({ method: 'POST', url: `/api/v1/groups/${group.id}/join`, key: person.key })).statusCode, 201);
    assert.equal((await request({ method: 'POST', url: `/api/v1/events/${event.id}/register`, key: person.key })).statusCode, 201);
  }
  // The admin joined long ago; of the others, one changed before `since`, two after it.
  const times = new Map([[admin.user.id, ago(60)], [people[0].user.id, before], [people[1].user.id, after], [people[2].user.id, since]]);
  for (const [userId, at] of times) {
    await db.updateTable('church_members').set({ updated_at: at }).where('church_id', '=', church.id).where('user_id', '=', userId).execute();
    await db.updateTable('group_members').set({ updated_at: at }).where('group_id', '=', group.id).where('user_id', '=', userId).execute();
    await db.updateTable('event_registrations').set({ updated_at: at }).where('event_id', '=', event.id).where('user_id', '=', userId).execute();
  }
  const lists = [`/churches/${church.id}/members`, `/groups/${group.id}/members`, `/events/${event.id}/registrations`];
  const list = async (path: string, query: string) => {
    const res = await request({ method: 'GET', url: `/api/v1${path}?${query}`, key: admin.key });
    assert.equal(res.statusCode, 200, res.body);
    const { data, pagination } = res.json();
    return { items: data as { id: number; updatedAt: string; role?: string }[], ids: data.map((item: { id: number }) => item.id), pagination };
  };
  const counted = countStatements(t, services);

  await t.test('only the rows changed at or after the time, in the usual order, each with its updatedAt; total counts them', async () => {
    for (const path of lists) {
      const { items, ids, pagination } = await list(path, `updatedSince=${since}`);
      assert.deepEqual(ids, [people[1].user.id, people[2].user.id], path);
      assert.deepEqual(items.map((item) => item.updatedAt), [after, since], path);
      assert.deepEqual(pagination, { page: 1, limit: 20, total: 2, hasMore: false }, path);
      const all = await list(path, 'limit=100');
      assert.deepEqual(all.items.map((item) => item.updatedAt), [...times.values()], `${path}: every item carries updatedAt`);
      const paged = await list(path, `updatedSince=${since}&limit=1&page=2`);
      assert.deepEqual(paged.ids, [people[2].user.id], path);
      assert.deepEqual(paged.pagination, { page: 2, limit: 1, total: 2, hasMore: false }, path);
      assert.deepEqual((await list(path, `updatedSince=${ago(-1)}`)).pagination.total, 0, path);
    }
  });

  await t.test('the count is taken once per version of the list; from before every change it is the maintained total, not counted', async () => {
    for (const path of lists) {
      const query = `updatedSince=${middle}&limit=1`;
      assert.equal(await counted(async () => assert.equal((await list(path, query)).pagination.total, 1)), 1, path);
      assert.equal(await counted(async () => assert.equal((await list(path, `${query}&page=2`)).pagination.total, 1)), 0, path);
      assert.equal(await counted(async () => assert.equal((await list(path, `updatedSince=${ago(61)}`)).pagination.total, 4)), 0, path);
    }
  });

  await t.test('a role change moves the membership; the totals follow', async () => {
    const query = `updatedSince=${middle}&limit=1`;
    const church1 = await request({ method: 'PUT', url: `/api/v1/churches/${church.id}/members/${people[0].user.id}`, key: admin.key, payload: { role: 'admin' } });
    assert.equal(church1.statusCode, 200, church1.body);
    assert.ok(church1.json().data.updatedAt > after);
    const group1 = await request({ method: 'PUT', url: `/api/v1/groups/${group.id}/members/${people[0].user.id}`, key: admin.key, payload: { role: 'leader' } });
    assert.equal(group1.statusCode, 200, group1.body);
    assert.ok(group1.json().data.updatedAt > after);
    for (const path of lists.slice(0, 2)) {
      assert.equal(await counted(async () => assert.equal((await list(path, query)).pagination.total, 2, path)), 1, path);
      const { items } = await list(path, `updatedSince=${since}`);
      assert.deepEqual(items.map((item) => item.id), [people[0].user.id, people[1].user.id, people[2].user.id], path);
    }
    // Setting the role a member already has changes nothing.
    const same = await request({ method: 'PUT', url: `/api/v1/churches/${church.id}/members/${people[0].user.id}`, key: admin.key, payload: { role: 'admin' } });
    assert.equal(same.json().data.updatedAt, church1.json().data.updatedAt);
    // The registration list did not change: its count stands.
    assert.equal(await counted(async () => assert.equal((await list(lists[2], query)).pagination.total, 1)), 0);
  });

  await t.test("a change of name or picture on the account page moves the person's rows in every list, and their user object", async () => {
    const person = people[2];
    const pages = await accountPages(t, services, person.user.email);
    const userBefore = (await request({ method: 'GET', url: `/api/v1/users/${person.user.id}`, key: admin.key })).json().data;
    const saved = await pages.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: 'https://example.org/lydia.png' });
    assert.equal(saved.statusCode, 303, saved.body);
    const user = (await request({ method: 'GET', url: `/api/v1/users/${person.user.id}`, key: admin.key })).json().data;
    assert.ok(user.updatedAt > userBefore.updatedAt);
    const me = (await request({ method: 'GET', url: '/api/v1/users/me', key: person.key })).json().data;
    assert.equal(me.updatedAt, user.updatedAt);
    for (const path of lists) {
      const { items, pagination } = await list(path, `updatedSince=${user.updatedAt}`);
      assert.deepEqual(items.map((item) => [item.id, item.updatedAt]), [[person.user.id, user.updatedAt]], path);
      assert.equal(pagination.total, 1, path);
      const name = (items[0] as unknown as { name: string; picture: string });
      assert.equal(name.name, 'Lydia Thyatira');
      assert.equal(name.picture, 'https://example.org/lydia.png');
    }

    // Saved again unchanged: nothing moves.
    const unchanged = await pages.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: 'https://example.org/lydia.png' });
    assert.equal(unchanged.statusCode, 303);
    assert.equal((await request({ method: 'GET', url: '/api/v1/users/me', key: person.key })).json().data.updatedAt, user.updatedAt);
    for (const path of lists) assert.equal((await list(path, `updatedSince=${user.updatedAt}`)).items[0].updatedAt, user.updatedAt, path);
  });

  await t.test('a new member or registration is listed since its time; one who leaves is not', async () => {
    const newcomer = await buildCaller(services);
    const start = new Date().toISOString();
    assert.equal((await request({ method: 'POST', url: `/api/v1/churches/${church.id}/join`, key: newcomer.key })).statusCode, 201);
    assert.equal((await request({ method: 'POST', url: `/api/v1/groups/${group.id}/join`, key: newcomer.key })).statusCode, 201);
    assert.equal((await request({ method: 'POST', url: `/api/v1/events/${event.id}/register`, key: newcomer.key })).statusCode, 201);
    for (const path of lists) {
      const { items, pagination } = await list(path, `updatedSince=${start}`);
      assert.deepEqual(items.map((item) => item.id), [newcomer.user.id], path);
      assert.ok(items[0].updatedAt >= start, path);
      assert.equal(pagination.total, 1, path);
    }
    assert.equal((await request({ method: 'DELETE', url: `/api/v1/churches/${church.id}/leave`, key: newcomer.key })).statusCode, 204);
    assert.equal((await request({ method: 'DELETE', url: `/api/v1/groups/${group.id}/leave`, key: newcomer.key })).statusCode, 200);
    assert.equal((await request({ method: 'DELETE', url: `/api/v1/events/${event.id}/register`, key: newcomer.key })).statusCode, 200);
    for (const path of lists) assert.deepEqual((await list(path, `updatedSince=${start}`)).pagination.total, 0, path);
  });

  await t.test('errors: a value that is not a date-time is 400; an unknown list 404; a caller who may not read it 403', async () => {
    for (const path of lists) {
      const res = await request({ method: 'GET', url: `/api/v1${path}?updatedSince=yesterday`, key: admin.key });
      assert.equal(res.statusCode, 400, path);
      assert.match(res.json().message, /^Invalid query parameter 'updatedSince'/, path);
    }
    for (const path of ['/churches/999999/members', '/groups/999999/members', '/events/999999/registrations']) {
      const res = await request({ method: 'GET', url: `/api/v1${path}?updatedSince=${since}`, key: admin.key });
      assert.equal(res.statusCode, 404, path);
    }
    const outsider = await buildCaller(services);
    for (const path of [lists[0], lists[2]]) {
      const res = await request({ method: 'GET', url: `/api/v1${path}?updatedSince=${since}`, key: outsider.key });
      assert.equal(res.statusCode, 403, path);
    }
  });
});

test("a user's updatedAt moves with what the user object shows, and with nothing else", async (t) => {
  const { request, services } = await buildTestApp(t);
  const person = await buildCaller(services);
  const admin = await buildCaller(services);
  await services.database.db.updateTable('users').set({ updated_at: '2026-01-01T00:00:00.000Z' }).where('id', '=', person.user.id).execute();
  const updatedAt = async () => {
    const res = await request({ method: 'GET', url: '/api/v1/users/me', key: person.key });
    assert.equal(res.statusCode, 200, res.body);
    const other = await request({ method: 'GET', url: `/api/v1/users/${person.user.id}`, key: admin.key });
    assert.equal(other.json().data.updatedAt, res.json().data.updatedAt, 'the public profile shows the same time');
    return res.json().data.updatedAt as string;
  };
  assert.equal(await updatedAt(), '2026-01-01T00:00:00.000Z');

  const pages = await accountPages(t, services, person.user.email);
  const password = await pages.post('/account/password', { currentPassword: TEST_PASSWORD, newPassword: 'a much longer password' });
  assert.equal(password.statusCode, 303, password.body);
  await services.users.setPendingEmail(person.user.id, 'lydia@thyatira.example');
  await services.users.setAdmin(person.user.id, true);
  assert.equal(await updatedAt(), '2026-01-01T00:00:00.000Z', 'password, pending email and admin rights are in no user object');

  await services.users.confirmPendingEmail(person.user.id, 'lydia@thyatira.example');
  const afterEmail = await updatedAt();
  assert.ok(afterEmail > '2026-01-01T00:00:00.000Z', 'the new email is on the own profile');
  assert.equal((await request({ method: 'GET', url: '/api/v1/users/me', key: person.key })).json().data.email, 'lydia@thyatira.example');

  await services.database.db.updateTable('users').set({ updated_at: '2026-01-02T00:00:00.000Z' }).where('id', '=', person.user.id).execute();
  const renamed = await pages.post('/account/profile', { givenName: 'Lydia', familyName: 'Thyatira', picture: '' });
  assert.equal(renamed.statusCode, 303, renamed.body);
  assert.equal(renamed.headers.location, '/account?done=profile');
  const afterRename = await updatedAt();
  assert.ok(afterRename > '2026-01-02T00:00:00.000Z', 'a new name moves it');

  await services.users.setDisabled(person.user.id, true);
  const disabled = await request({ method: 'GET', url: `/api/v1/users/${person.user.id}`, key: admin.key });
  assert.equal(disabled.json().data.updatedAt, afterRename, 'disabling the account is in no user object');
});
