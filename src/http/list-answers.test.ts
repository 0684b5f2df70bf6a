import { test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { addChurchMember, buildApiKey, buildCaller, buildChurch, buildEvent, buildGroup, buildPrayer, buildTestApp } from '../../test/helpers.ts';

test('list answers are kept and tagged by the versions the store keeps, and never outlive a write', async (t) => {
  const { request, services } = await buildTestApp(t);
  const author = await buildCaller(services);
  const reader = await buildCaller(services);
  const church = await buildChurch(services);
  await addChurchMember(services, church.id, author.user.id, 'admin');
  const get = (url: string, key = author.key, headers: Record<string, string> = {}) => request({ method: 'GET', url, key, headers });
  const post = (url: string, key = author.key) => request({ method: 'POST', url, key });

  await t.test('a repeated request answers the same bytes and tag; a write to what the list shows changes both', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id);
    const first = await get('/api/v1/prayers');
    const again = await get('/api/v1/prayers');
    assert.equal(again.body, first.body);
    assert.equal(again.headers.etag, first.headers.etag);
    assert.equal((await post(`/api/v1/prayers/${prayer.id}/pray`)).statusCode, 200);
    const after = await get('/api/v1/prayers');
    assert.notEqual(after.headers.etag, first.headers.etag);
    assert.equal(after.json().data.find((p: { id: number }) => p.id === prayer.id).prayerCount, 1);
  });

  await t.test('the query decides the answer, whatever the order or defaults of its parameters', async () => {
    const a = await get('/api/v1/churches?page=1&limit=5');
    const b = await get('/api/v1/churches?limit=5');
    assert.equal(b.headers.etag, a.headers.etag);
    const other = await get('/api/v1/churches?limit=6');
    assert.notEqual(other.headers.etag, a.headers.etag);
    assert.equal(other.json().pagination.limit, 6);
  });

  await t.test('a write that bypasses the service (another process, the command line) still reaches the next answer', async () => {
    assert.equal((await get('/api/v1/churches')).statusCode, 200);
    await sql`update churches set name = ${'Written elsewhere'} where id = ${church.id}`.execute(services.database.db);
    const listed = (await get('/api/v1/churches?limit=100')).json().data.find((c: { id: number }) => c.id === church.id);
    assert.equal(listed.name, 'Written elsewhere');
  });

  await t.test("what belongs to the reader stays the reader's: an anonymous author, isRegistered, isMember", async () => {
    await buildPrayer(services, church.id, author.user.id, { is_anonymous: true });
    const mine = (await get(`/api/v1/prayers?communityId=${church.id}`)).json().data[0];
    const theirs = await get(`/api/v1/prayers?communityId=${church.id}`, reader.key);
    assert.equal(mine.userId, author.user.id);
    assert.equal(theirs.json().data[0].userId, null);

    const event = await buildEvent(services, church.id);
    assert.equal((await get(`/api/v1/events/upcoming?churchId=${church.id}`, reader.key)).json().data[0].isRegistered, false);
    assert.equal((await post(`/api/v1/events/${event.id}/register`)).statusCode, 201);
    assert.equal((await get(`/api/v1/events/upcoming?churchId=${church.id}`)).json().data[0].isRegistered, true);
    const otherView = (await get(`/api/v1/events/upcoming?churchId=${church.id}`, reader.key)).json().data[0];
    assert.equal(otherView.isRegistered, false);
    assert.equal(otherView.registrationCount, 1, "someone else's registration moves the count every reader sees");
    assert.equal((await get(`/api/v1/events?churchId=${church.id}`, reader.key)).json().data[0].isRegistered, false);

    const group = await buildGroup(services, church.id);
    assert.equal((await get(`/api/v1/groups?churchId=${church.id}`, reader.key)).json().data[0].isMember, false);
    assert.equal((await post(`/api/v1/groups/${group.id}/join`)).statusCode, 201);
    assert.equal((await get(`/api/v1/groups?churchId=${church.id}`)).json().data[0].isMember, true);
    const groupForReader = (await get(`/api/v1/groups?churchId=${church.id}`, reader.key)).json().data[0];
    assert.equal(groupForReader.isMember, false);
    assert.equal(groupForReader.memberCount, 1);
  });

  await t.test('one church, event, group or prayer request: tagged and kept the same way, and gone when it is deleted', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id);
    const first = await get(`/api/v1/prayers/${prayer.id}`);
    assert.equal(first.statusCode, 200);
    const again = await get(`/api/v1/prayers/${prayer.id}`, author.key, { 'if-none-match': String(first.headers.etag) });
    assert.equal(again.statusCode, 304);
    assert.equal((await request({ method: 'DELETE', url: `/api/v1/prayers/${prayer.id}`, key: author.key })).statusCode, 204);
    const gone = await get(`/api/v1/prayers/${prayer.id}`);
    assert.equal(gone.statusCode, 404);
    assert.equal(gone.headers.etag, undefined);
    assert.equal(gone.headers['cache-control'], 'no-store');
    for (const url of [`/api/v1/churches/${church.id}`, `/api/v1/events/${(await buildEvent(services, church.id)).id}`, `/api/v1/groups/${(await buildGroup(services, church.id)).id}`]) {
      const answer = await get(url);
      assert.equal(answer.statusCode, 200, url);
      assert.equal((await get(url, author.key, { 'if-none-match': String(answer.headers.etag) })).statusCode, 304, url);
    }
  });

  await t.test('a 304 for a list is answered from the versions, and an error is neither kept nor tagged', async () => {
    const first = await get('/api/v1/groups');
    const notModified = await get('/api/v1/groups', author.key, { 'if-none-match': String(first.headers.etag) });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.body, '');
    const missing = await get('/api/v1/events?churchId=999999');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers.etag, undefined);
    assert.equal(missing.headers['cache-control'], 'no-store');
  });
});

test('with LIST_CACHE_MB=0 nothing is kept and the answers and tags are the same', async (t) => {
  const { request, services } = await buildTestApp(t, { LIST_CACHE_MB: '0' });
  const { key } = await buildCaller(services);
  const church = await buildChurch(services);
  const get = () => request({ method: 'GET', url: '/api/v1/churches', key });
  const first = await get();
  assert.equal((await get()).headers.etag, first.headers.etag);
  await sql`update churches set city = ${'Elsewhere'} where id = ${church.id}`.execute(services.database.db);
  const after = await get();
  assert.notEqual(after.headers.etag, first.headers.etag);
  assert.equal(after.json().data[0].city, 'Elsewhere');
});

test('a kept answer served before the route looks the same and obeys the same rules', async (t) => {
  const { request, services } = await buildTestApp(t, { RATE_LIMIT_MAX: '6', RATE_LIMIT_WINDOW_MS: '60000' });
  const caller = await buildCaller(services, ['read:churches', 'read:prayers']);
  await buildChurch(services);
  const get = (key: string, headers: Record<string, string> = {}) => request({ method: 'GET', url: '/api/v1/churches?limit=5', key, headers });

  const first = await get(caller.key);
  const kept = await get(caller.key);
  assert.equal(kept.statusCode, 200);
  assert.equal(kept.body, first.body);
  const comparable = (headers: Record<string, unknown>) => {
    const { date: _date, 'x-request-id': _id, 'ratelimit-remaining': _remaining, ...rest } = headers;
    return rest;
  };
  assert.deepEqual(comparable(kept.headers), comparable(first.headers));
  assert.equal(kept.headers['ratelimit-remaining'], '4', 'the kept answer counted against the limit');

  const notModified = await get(caller.key, { 'if-none-match': String(first.headers.etag) });
  assert.equal(notModified.statusCode, 304);
  assert.equal(notModified.body, '');
  // Two counted so far (the 304 gave its request back): four more reach the limit of six.
  for (let i = 0; i < 4; i++) assert.equal((await get(caller.key)).statusCode, 200, `request ${i + 3}`);
  const limited = await get(caller.key);
  assert.equal(limited.statusCode, 429);
  assert.equal(limited.json().error, 'TooManyRequests');

  // Another credential of the same person, without the scope: refused although the answer is kept.
  const other = await buildApiKey(services, caller.user.id, ['read:prayers']);
  const forbidden = await get(other.key);
  assert.equal(forbidden.statusCode, 403);

  // A revoked key stops at once, kept answer or not.
  const fresh = await buildApiKey(services, caller.user.id, ['read:churches']);
  assert.equal((await get(fresh.key)).statusCode, 200);
  await services.apps.revokeKey(fresh.keyId);
  assert.equal((await get(fresh.key)).statusCode, 401);

  // A page's request (Origin) takes the route, with its CORS answer.
  const token = await buildApiKey(services, caller.user.id, ['read:churches']);
  await get(token.key);
  const fromPage = await get(token.key, { origin: 'https://app.example' });
  assert.equal(fromPage.statusCode, 403, 'an API key from another site is refused before anything is served');
});
