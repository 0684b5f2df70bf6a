import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildCaller, buildChurch, buildDonation, buildEvent, buildGroup, buildPrayer, buildTestApp } from '../../test/helpers.ts';

test('conditional requests', async (t) => {
  const { request, services } = await buildTestApp(t);
  const caller = await buildCaller(services, undefined, { donationsApproved: true });
  const church = await buildChurch(services);
  await addChurchMember(services, church.id, caller.user.id, 'admin');
  const event = await buildEvent(services, church.id);
  const group = await buildGroup(services, church.id);
  const prayer = await buildPrayer(services, church.id, caller.user.id);
  const donation = await buildDonation(services, caller.user.id, church.id);
  assert.equal((await request({ method: 'POST', url: `/api/v1/groups/${group.id}/join`, key: caller.key })).statusCode, 201);
  const get = (url: string, headers: Record<string, string> = {}) => request({ method: 'GET', url, key: caller.key, headers });

  await t.test('every JSON GET of the OpenAPI document answers a weak ETag and Cache-Control: private, no-cache', async () => {
    const document = (await request({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    const household = await request({ method: 'POST', url: '/api/v1/households', key: caller.key, payload: { churchId: church.id, name: 'The Tagged' } });
    assert.equal(household.statusCode, 201, household.body);
    const ids: Record<string, number> = {
      churches: church.id, events: event.id, groups: group.id, prayers: prayer.id, donations: donation.id, users: caller.user.id, households: household.json().data.id,
    };
    // Values for the query parameters an operation requires.
    const required: Record<string, string> = { churchId: String(church.id), from: '2026-01-01', to: '2026-03-31' };
    let checked = 0;
    type Operation = { parameters?: { in: string; name: string; required?: boolean }[]; responses: Record<string, { content?: object }> };
    for (const [path, operations] of Object.entries<{ get?: Operation }>(document.paths)) {
      // Documents (labels, archives, calendars) have caching rules of their own, tested beside them.
      if (!operations.get?.responses['200']?.content || !('application/json' in operations.get.responses['200'].content)) continue;
      const query = (operations.get.parameters ?? []).filter((parameter) => parameter.in === 'query' && parameter.required).map((parameter) => `${parameter.name}=${required[parameter.name]}`);
      const url = `/api/v1${path.replace(/\{id\}/, () => String(ids[path.split('/')[1]]))}${query.length ? `?${query.join('&')}` : ''}`;
      const res = await get(url);
      assert.equal(res.statusCode, 200, url);
      assert.match(String(res.headers.etag), /^W\/"[A-Za-z0-9_-]+"$/, url);
      assert.equal(res.headers['cache-control'], 'private, no-cache', url);
      checked++;
    }
    assert.ok(checked >= 19, `${checked} GET operations`);
  });

  await t.test('If-None-Match with the current tag is 304 with no body', async () => {
    const first = await get(`/api/v1/prayers/${prayer.id}`);
    const tag = String(first.headers.etag);
    for (const condition of [tag, tag.slice(2), `W/"other", ${tag}`, '*']) {
      const res = await get(`/api/v1/prayers/${prayer.id}`, { 'if-none-match': condition });
      assert.equal(res.statusCode, 304, condition);
      assert.equal(res.body, '');
      assert.equal(res.headers.etag, tag);
      assert.equal(res.headers['cache-control'], 'private, no-cache');
    }
    const stale = await get(`/api/v1/prayers/${prayer.id}`, { 'if-none-match': 'W/"stale"' });
    assert.equal(stale.statusCode, 200);
    assert.equal(stale.body, first.body);
  });

  await t.test("a write changes the resource's tag and the list's tag", async () => {
    const before = String((await get(`/api/v1/prayers/${prayer.id}`)).headers.etag);
    const listBefore = String((await get('/api/v1/prayers')).headers.etag);
    assert.equal((await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/pray`, key: caller.key })).statusCode, 200);
    const after = await get(`/api/v1/prayers/${prayer.id}`, { 'if-none-match': before });
    assert.equal(after.statusCode, 200);
    assert.notEqual(after.headers.etag, before);
    assert.equal(after.json().data.prayerCount, 1);
    assert.notEqual((await get('/api/v1/prayers', { 'if-none-match': listBefore })).headers.etag, listBefore, 'prayerCount moved in the list');

    const churches = String((await get('/api/v1/churches')).headers.etag);
    await buildChurch(services);
    const newChurch = await get('/api/v1/churches', { 'if-none-match': churches });
    assert.equal(newChurch.statusCode, 200);
    assert.notEqual(newChurch.headers.etag, churches);
  });

  await t.test('the tag depends on who asks when the body does', async () => {
    const anonymous = await buildPrayer(services, church.id, caller.user.id, { is_anonymous: true });
    const reader = await buildCaller(services);
    const mine = await get(`/api/v1/prayers/${anonymous.id}`);
    const theirs = await request({ method: 'GET', url: `/api/v1/prayers/${anonymous.id}`, key: reader.key, headers: { 'if-none-match': String(mine.headers.etag) } });
    assert.equal(theirs.statusCode, 200);
    assert.equal(theirs.json().data.userId, null);
  });

  await t.test('errors and writes keep no-store and carry no tag', async () => {
    const missing = await get('/api/v1/prayers/999999');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers['cache-control'], 'no-store');
    assert.equal(missing.headers.etag, undefined);
    const write = await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/pray`, key: caller.key });
    assert.equal(write.headers['cache-control'], 'no-store');
    assert.equal(write.headers.etag, undefined);
  });
});

test('a 304 does not count against the rate limit', async (t) => {
  const { request, services } = await buildTestApp(t, { RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '60000' });
  const { key } = await buildCaller(services, ['read:churches']);
  const get = (headers: Record<string, string> = {}) => request({ method: 'GET', url: '/api/v1/churches', key, headers });
  const first = await get();
  assert.equal(first.headers['ratelimit-remaining'], '2');
  for (let i = 0; i < 10; i++) assert.equal((await get({ 'if-none-match': String(first.headers.etag) })).statusCode, 304);
  assert.equal((await get({ 'if-none-match': 'W/"stale"' })).statusCode, 200, 'a 200 to a stale tag counts');
  assert.equal((await get()).statusCode, 200);
  const limited = await get({ 'if-none-match': String(first.headers.etag) });
  assert.equal(limited.statusCode, 429, 'over the limit, even a request that would be 304 is refused');
});
