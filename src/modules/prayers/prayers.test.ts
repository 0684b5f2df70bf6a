import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertCreated, assertNotFound, assertRefusedListQueries } from '../../../test/assertions.ts';
import { addChurchMember, buildCaller, buildChurch, buildPrayer, buildTestApp } from '../../../test/helpers.ts';
import type { PrayerRow } from '../../db/tables.ts';
import { visibleUserId } from './service.ts';

const LONG_AGO = '2026-01-01T00:00:00.000Z';
const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
const PRAYER_FIELDS = ['answeredAt', 'communityId', 'content', 'createdAt', 'id', 'isAnonymous', 'isAnswered', 'prayerCount', 'updatedAt', 'userId'];

function row(overrides: Partial<PrayerRow>): PrayerRow {
  return {
    id: 1,
    church_id: 1,
    user_id: 7,
    content: 'x',
    is_anonymous: false,
    is_answered: false,
    answered_at: null,
    prayer_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

test('prayer visibility', async (t) => {
  await t.test('the author of an anonymous request is shown to the author only', () => {
    assert.equal(visibleUserId({ userId: 8 }, row({ user_id: 7, is_anonymous: false })), 7);
    assert.equal(visibleUserId({ userId: 8 }, row({ user_id: 7, is_anonymous: true })), null);
    assert.equal(visibleUserId({ userId: 8 }, row({ user_id: 7, is_anonymous: 1 })), null);
    assert.equal(visibleUserId({ userId: 7 }, row({ user_id: 7, is_anonymous: true })), 7);
  });
});

test('prayers', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;
  const author = await buildCaller(services, ['read:prayers', 'write:prayers']);
  const other = await buildCaller(services, ['read:prayers', 'write:prayers']);
  const church = await buildChurch(services);
  const otherChurch = await buildChurch(services);

  const logRows = async (prayerId: number) =>
    db.selectFrom('prayer_log').select(['user_id']).where('prayer_id', '=', prayerId).execute();
  /** Asks for prayer as the author. */
  const postPrayer = (payload: object) => request({ method: 'POST', url: '/api/v1/prayers', key: author.key, payload });

  await t.test('creates a request by the caller with the spec fields', async () => {
    const res = await postPrayer({ communityId: church.id, content: '  Healing for my mother  ', isAnonymous: false });
    const data = assertCreated(res, {
      communityId: church.id,
      userId: author.user.id,
      content: 'Healing for my mother',
      isAnonymous: false,
      isAnswered: false,
      prayerCount: 0,
      answeredAt: null,
    });
    assert.deepEqual(Object.keys(data).sort(), PRAYER_FIELDS);
    assert.equal(typeof data.id, 'number');
    const stored = await db.selectFrom('prayers').selectAll().where('id', '=', data.id).executeTakeFirstOrThrow();
    assert.equal(stored.user_id, author.user.id);
    assert.equal(stored.content, 'Healing for my mother');
  });

  await t.test('isAnonymous defaults to false and server-set fields sent by the client are ignored', async () => {
    const res = await postPrayer({ communityId: church.id, content: 'Rain', userId: other.user.id, prayerCount: 50, isAnswered: true, answeredAt: '2020-01-01T00:00:00.000Z', id: 1 });
    assert.equal(res.statusCode, 201);
    const { data } = res.json();
    assert.equal(data.userId, author.user.id);
    assert.equal(data.isAnonymous, false);
    assert.equal(data.prayerCount, 0);
    assert.equal(data.isAnswered, false);
    assert.equal(data.answeredAt, null);
    assert.notEqual(data.id, 1);
  });

  await t.test('rejects invalid bodies naming the field', async () => {
    const cases: [unknown, string][] = [
      [{ content: 'x' }, "Missing required field 'communityId'"],
      [{ communityId: church.id }, "Missing required field 'content'"],
      [{ communityId: String(church.id), content: 'x' }, "Invalid field 'communityId': must be integer"],
      [{ communityId: 1.5, content: 'x' }, "Invalid field 'communityId': must be integer"],
      [{ communityId: 0, content: 'x' }, "Invalid field 'communityId': must be >= 1"],
      [{ communityId: 999_999, content: 'x' }, "Invalid field 'communityId': church 999999 does not exist"],
      [{ communityId: church.id, content: '' }, "Invalid field 'content': must NOT have fewer than 1 characters"],
      [{ communityId: church.id, content: ' \n\t ' }, "Invalid field 'content': must not be blank"],
      [{ communityId: church.id, content: 'x'.repeat(2001) }, "Invalid field 'content': must NOT have more than 2000 characters"],
      [{ communityId: church.id, content: 42 }, "Invalid field 'content': must be string"],
      [{ communityId: church.id, content: 'x', isAnonymous: 'yes' }, "Invalid field 'isAnonymous': must be boolean"],
      [{ communityId: church.id, content: 'x', isAnonymous: 1 }, "Invalid field 'isAnonymous': must be boolean"],
      [['x'], 'Request body must be object'],
    ];
    for (const [payload, message] of cases) {
      const res = await postPrayer(payload as object);
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(res.json(), { error: 'BadRequest', message, statusCode: 400 }, JSON.stringify(payload));
    }
    const longest = await postPrayer({ communityId: church.id, content: 'x'.repeat(2000) });
    assert.equal(longest.statusCode, 201);
  });

  await t.test('rejects a body that is not JSON', async () => {
    const res = await request({
      method: 'POST',
      url: '/api/v1/prayers',
      key: author.key,
      headers: { 'content-type': 'application/json' },
      payload: '{"communityId": ',
    });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().error, 'BadRequest');
  });

  await t.test('lists newest first with the spec envelope and a total', async () => {
    const { request: isolated, services: own } = await buildTestApp(t);
    const caller = await buildCaller(own, ['read:prayers']);
    const c1 = await buildChurch(own);
    const c2 = await buildChurch(own);
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push((await buildPrayer(own, i % 5 === 0 ? c2.id : c1.id, caller.user.id)).id);
    const newestFirst = [...ids].reverse();

    const first = await isolated({ method: 'GET', url: '/api/v1/prayers', key: caller.key });
    assert.equal(first.statusCode, 200);
    const body = first.json();
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 25, hasMore: true, nextCursor: body.pagination.nextCursor });
    assert.equal(typeof body.pagination.nextCursor, 'string');
    assert.deepEqual(body.data.map((p: { id: number }) => p.id), newestFirst.slice(0, 20));
    assert.deepEqual(Object.keys(body.data[0]).sort(), PRAYER_FIELDS);

    const second = (await isolated({ method: 'GET', url: '/api/v1/prayers?page=2&limit=20', key: caller.key })).json();
    assert.deepEqual(second.data.map((p: { id: number }) => p.id), newestFirst.slice(20));
    assert.deepEqual(second.pagination, { page: 2, limit: 20, total: 25, hasMore: false });

    const ofChurch = (await isolated({ method: 'GET', url: `/api/v1/prayers?communityId=${c2.id}&limit=3`, key: caller.key })).json();
    assert.deepEqual(ofChurch.pagination, { page: 1, limit: 3, total: 5, hasMore: true, nextCursor: ofChurch.pagination.nextCursor });
    assert.ok(ofChurch.data.every((p: { communityId: number }) => p.communityId === c2.id));
    assert.deepEqual(ofChurch.data.map((p: { id: number }) => p.id), [ids[20], ids[15], ids[10]]);

    await own.database.db.updateTable('prayers').set({ is_answered: true }).where('id', 'in', [ids[3], ids[4]]).execute();
    const answered = (await isolated({ method: 'GET', url: '/api/v1/prayers?isAnswered=true', key: caller.key })).json();
    assert.deepEqual(answered.data.map((p: { id: number }) => p.id), [ids[4], ids[3]]);
    assert.equal(answered.pagination.total, 2);
    const open = (await isolated({ method: 'GET', url: '/api/v1/prayers?isAnswered=false', key: caller.key })).json();
    assert.equal(open.pagination.total, 23);

    const unknownChurch = (await isolated({ method: 'GET', url: '/api/v1/prayers?communityId=999999', key: caller.key })).json();
    assert.deepEqual(unknownChurch, { data: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false } });
  });

  await t.test('rejects bad list parameters with the parameter named', async () => {
    await assertRefusedListQueries(request, '/api/v1/prayers', author.key, [['communityId=abc', 'communityId'], ['communityId=0', 'communityId'], ['isAnswered=maybe', 'isAnswered']]);
  });

  await t.test('gets one request; unknown id is 404, non-integer id is 400', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id, { content: 'Guidance' });
    const res = await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, key: other.key });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json().data, {
      id: prayer.id,
      communityId: church.id,
      userId: author.user.id,
      content: 'Guidance',
      isAnonymous: false,
      isAnswered: false,
      prayerCount: 0,
      createdAt: prayer.created_at,
      answeredAt: null,
      updatedAt: prayer.updated_at,
    });
    const missing = await request({ method: 'GET', url: '/api/v1/prayers/999999', key: author.key });
    assertNotFound(missing, 'Prayer 999999 does not exist');
    const bad = await request({ method: 'GET', url: '/api/v1/prayers/abc', key: author.key });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /path parameter 'id'/);
    const zero = await request({ method: 'GET', url: '/api/v1/prayers/0', key: author.key });
    assert.equal(zero.statusCode, 400);
  });

  await t.test('hides the author of an anonymous request from everyone else', async () => {
    const created = await postPrayer({ communityId: otherChurch.id, content: 'Something private', isAnonymous: true });
    assert.equal(created.statusCode, 201);
    const { id, userId, isAnonymous } = created.json().data;
    assert.equal(isAnonymous, true);
    assert.equal(userId, author.user.id, 'the author sees their own id');

    const seenByOther = await request({ method: 'GET', url: `/api/v1/prayers/${id}`, key: other.key });
    assert.equal(seenByOther.json().data.userId, null);
    assert.equal(seenByOther.json().data.isAnonymous, true);
    const seenByAuthor = await request({ method: 'GET', url: `/api/v1/prayers/${id}`, key: author.key });
    assert.equal(seenByAuthor.json().data.userId, author.user.id);

    const listOther = (await request({ method: 'GET', url: `/api/v1/prayers?communityId=${otherChurch.id}`, key: other.key })).json();
    assert.deepEqual(listOther.data.map((p: { id: number; userId: number | null }) => [p.id, p.userId]), [[id, null]]);
    const listAuthor = (await request({ method: 'GET', url: `/api/v1/prayers?communityId=${otherChurch.id}`, key: author.key })).json();
    assert.deepEqual(listAuthor.data.map((p: { id: number; userId: number | null }) => [p.id, p.userId]), [[id, author.user.id]]);

    const prayed = await request({ method: 'POST', url: `/api/v1/prayers/${id}/pray`, key: other.key });
    assert.equal(prayed.json().data.userId, null);
    assert.ok(!prayed.body.includes(`"userId":${author.user.id}`));
  });

  await t.test('records a prayer: count up by one, one log row by the caller, updatedAt moves', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id, { created_at: LONG_AGO, updated_at: LONG_AGO });
    const first = await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/pray`, key: other.key });
    assert.equal(first.statusCode, 200);
    assert.equal(first.json().data.id, prayer.id);
    assert.equal(first.json().data.prayerCount, 1);
    assert.equal(first.json().data.createdAt, LONG_AGO);
    assert.ok(first.json().data.updatedAt > LONG_AGO);
    assert.match(first.json().data.updatedAt, ISO);
    const second = await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/pray`, key: author.key });
    assert.equal(second.json().data.prayerCount, 2);
    assert.deepEqual((await logRows(prayer.id)).map((r) => r.user_id).sort(), [author.user.id, other.user.id].sort());
    const read = await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, key: author.key });
    assert.equal(read.json().data.prayerCount, 2);
  });

  await t.test('praying for an unknown request is 404 and records nothing', async () => {
    const res = await request({ method: 'POST', url: '/api/v1/prayers/999999/pray', key: other.key });
    assertNotFound(res, 'Prayer 999999 does not exist');
    assert.equal((await logRows(999_999)).length, 0);
    const bad = await request({ method: 'POST', url: '/api/v1/prayers/abc/pray', key: other.key });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /'id'/);
  });

  await t.test('100 parallel prayers raise the count by exactly 100', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id);
    const callers = [author.key, other.key];
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) => request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/pray`, key: callers[i % 2] })),
    );
    assert.deepEqual([...new Set(responses.map((r) => r.statusCode))], [200]);
    const counts = responses.map((r) => r.json().data.prayerCount as number).sort((a, b) => a - b);
    assert.deepEqual(counts, Array.from({ length: 100 }, (_, i) => i + 1), 'each call saw its own increment');
    const stored = await db.selectFrom('prayers').select('prayer_count').where('id', '=', prayer.id).executeTakeFirstOrThrow();
    assert.equal(stored.prayer_count, 100);
    assert.equal((await logRows(prayer.id)).length, 100);
  });

  await t.test('the author marks a request answered, once', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id, { created_at: LONG_AGO, updated_at: LONG_AGO });
    const first = await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/answered`, key: author.key });
    assert.equal(first.statusCode, 200);
    const data = first.json().data;
    assert.equal(data.id, prayer.id);
    assert.equal(data.isAnswered, true);
    assert.match(data.answeredAt, ISO);
    assert.equal(data.updatedAt, data.answeredAt);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/answered`, key: author.key });
    assert.equal(again.statusCode, 200);
    assert.equal(again.json().data.isAnswered, true);
    assert.equal(again.json().data.answeredAt, data.answeredAt, 'the first answeredAt stays');
    assert.equal(again.json().data.updatedAt, data.updatedAt, 'marking it again is no write');
    const read = await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, key: other.key });
    assert.equal(read.json().data.isAnswered, true);
  });

  await t.test('anyone but the author gets 403 on answered; unknown is 404', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id);
    const res = await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/answered`, key: other.key });
    assert.deepEqual(res.json(), { error: 'Forbidden', message: `Only the author of prayer ${prayer.id} can mark it answered`, statusCode: 403 });
    const stored = await db.selectFrom('prayers').select(['is_answered', 'answered_at']).where('id', '=', prayer.id).executeTakeFirstOrThrow();
    assert.equal(Boolean(stored.is_answered), false);
    assert.equal(stored.answered_at, null);
    const missing = await request({ method: 'POST', url: '/api/v1/prayers/999999/answered', key: author.key });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().message, 'Prayer 999999 does not exist');
    const bad = await request({ method: 'POST', url: '/api/v1/prayers/1.5/answered', key: author.key });
    assert.equal(bad.statusCode, 400);
  });

  await t.test('the author edits the words and the anonymity; updatedAt moves, the rest stays', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id, { created_at: LONG_AGO, updated_at: LONG_AGO, content: 'Before' });
    const url = `/api/v1/prayers/${prayer.id}`;
    const edited = await request({ method: 'PATCH', url, key: author.key, payload: { content: '  After  ' } });
    assert.equal(edited.statusCode, 200);
    const data = edited.json().data;
    assert.deepEqual(Object.keys(data).sort(), PRAYER_FIELDS);
    assert.equal(data.content, 'After');
    assert.equal(data.isAnonymous, false);
    assert.equal(data.createdAt, LONG_AGO);
    assert.ok(data.updatedAt > LONG_AGO);
    assert.match(data.updatedAt, ISO);

    const hidden = await request({ method: 'PATCH', url, key: author.key, payload: { isAnonymous: true } });
    assert.equal(hidden.statusCode, 200);
    assert.deepEqual([hidden.json().data.content, hidden.json().data.isAnonymous, hidden.json().data.userId], ['After', true, author.user.id]);
    const seenByOther = await request({ method: 'GET', url, key: other.key });
    assert.equal(seenByOther.json().data.userId, null, 'made anonymous: hidden from everyone else');

    const both = await request({ method: 'PATCH', url, key: author.key, payload: { content: 'Both', isAnonymous: false } });
    assert.deepEqual([both.json().data.content, both.json().data.isAnonymous], ['Both', false]);
    assert.equal((await request({ method: 'GET', url, key: other.key })).json().data.userId, author.user.id);

    const stored = await db.selectFrom('prayers').selectAll().where('id', '=', prayer.id).executeTakeFirstOrThrow();
    assert.equal(stored.content, 'Both');
    assert.equal(Boolean(stored.is_anonymous), false);
    assert.equal(stored.prayer_count, 0);
  });

  await t.test('an empty edit changes nothing and answers the request', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id, { created_at: LONG_AGO, updated_at: LONG_AGO });
    const res = await request({ method: 'PATCH', url: `/api/v1/prayers/${prayer.id}`, key: author.key, payload: {} });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.content, prayer.content);
    assert.equal(res.json().data.updatedAt, LONG_AGO);
  });

  await t.test('only the author edits: 403 for anyone else, church admins included; unknown is 404', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id, { content: 'Mine' });
    const admin = await buildCaller(services, ['write:prayers']);
    await addChurchMember(services, church.id, admin.user.id, 'admin');
    for (const caller of [other, admin]) {
      const res = await request({ method: 'PATCH', url: `/api/v1/prayers/${prayer.id}`, key: caller.key, payload: { content: 'Theirs' } });
      assert.deepEqual(res.json(), { error: 'Forbidden', message: `Only the author of prayer ${prayer.id} can edit it`, statusCode: 403 });
    }
    const stored = await db.selectFrom('prayers').select('content').where('id', '=', prayer.id).executeTakeFirstOrThrow();
    assert.equal(stored.content, 'Mine');
    const missing = await request({ method: 'PATCH', url: '/api/v1/prayers/999999', key: author.key, payload: { content: 'x' } });
    assertNotFound(missing, 'Prayer 999999 does not exist');
  });

  await t.test('rejects invalid edits naming the field', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id, { content: 'Unchanged' });
    const cases: [unknown, string][] = [
      [{ content: '' }, "Invalid field 'content': must NOT have fewer than 1 characters"],
      [{ content: ' \n ' }, "Invalid field 'content': must not be blank"],
      [{ content: 'x'.repeat(2001) }, "Invalid field 'content': must NOT have more than 2000 characters"],
      [{ content: 42 }, "Invalid field 'content': must be string"],
      [{ isAnonymous: 'yes' }, "Invalid field 'isAnonymous': must be boolean"],
      [{ content: 'x', communityId: church.id }, "Unknown field 'communityId'"],
      [{ prayerCount: 5 }, "Unknown field 'prayerCount'"],
      [['x'], 'Request body must be object'],
    ];
    for (const [payload, message] of cases) {
      const res = await request({ method: 'PATCH', url: `/api/v1/prayers/${prayer.id}`, key: author.key, payload: payload as object });
      assert.equal(res.statusCode, 400, JSON.stringify(payload));
      assert.deepEqual(res.json(), { error: 'BadRequest', message, statusCode: 400 }, JSON.stringify(payload));
    }
    const bad = await request({ method: 'PATCH', url: '/api/v1/prayers/abc', key: author.key, payload: { content: 'x' } });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /path parameter 'id'/);
    const stored = await db.selectFrom('prayers').select('content').where('id', '=', prayer.id).executeTakeFirstOrThrow();
    assert.equal(stored.content, 'Unchanged');
  });

  await t.test('the author deletes a request: 204, then 404, its prayers gone, list totals follow', async () => {
    const { request: isolated, services: own } = await buildTestApp(t);
    const writer = await buildCaller(own, ['read:prayers', 'write:prayers']);
    const home = await buildChurch(own);
    const kept = await buildPrayer(own, home.id, writer.user.id);
    const doomed = await buildPrayer(own, home.id, writer.user.id);
    await isolated({ method: 'POST', url: `/api/v1/prayers/${doomed.id}/pray`, key: writer.key });
    await isolated({ method: 'POST', url: `/api/v1/prayers/${doomed.id}/answered`, key: writer.key });
    const totals = async () =>
      Promise.all(
        ['', `?communityId=${home.id}`, '?isAnswered=true', `?communityId=${home.id}&isAnswered=true`].map(
          async (query) => (await isolated({ method: 'GET', url: `/api/v1/prayers${query}`, key: writer.key })).json().pagination.total as number,
        ),
      );
    assert.deepEqual(await totals(), [2, 2, 1, 1]);

    const res = await isolated({ method: 'DELETE', url: `/api/v1/prayers/${doomed.id}`, key: writer.key });
    assert.equal(res.statusCode, 204);
    assert.equal(res.body, '');
    const gone = await isolated({ method: 'GET', url: `/api/v1/prayers/${doomed.id}`, key: writer.key });
    assertNotFound(gone, `Prayer ${doomed.id} does not exist`);
    assert.deepEqual(await totals(), [1, 1, 0, 0]);
    const list = (await isolated({ method: 'GET', url: '/api/v1/prayers', key: writer.key })).json();
    assert.deepEqual(list.data.map((p: { id: number }) => p.id), [kept.id]);
    const log = await own.database.db.selectFrom('prayer_log').select('id').where('prayer_id', '=', doomed.id).execute();
    assert.equal(log.length, 0);

    const again = await isolated({ method: 'DELETE', url: `/api/v1/prayers/${doomed.id}`, key: writer.key });
    assert.equal(again.statusCode, 404);
  });

  await t.test("an admin of the request's church deletes it (moderation)", async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id);
    const admin = await buildCaller(services, ['read:prayers', 'write:prayers']);
    await addChurchMember(services, church.id, admin.user.id, 'admin');
    const res = await request({ method: 'DELETE', url: `/api/v1/prayers/${prayer.id}`, key: admin.key });
    assert.equal(res.statusCode, 204);
    assert.equal((await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, key: author.key })).statusCode, 404);
  });

  await t.test('anyone else gets 403 on delete: a member, an admin of another church, a platform admin; unknown is 404', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id);
    const member = await buildCaller(services, ['write:prayers']);
    await addChurchMember(services, church.id, member.user.id);
    const otherAdmin = await buildCaller(services, ['write:prayers']);
    await addChurchMember(services, otherChurch.id, otherAdmin.user.id, 'admin');
    const platformAdmin = await buildCaller(services, ['write:prayers']);
    await db.updateTable('users').set({ is_admin: true }).where('id', '=', platformAdmin.user.id).execute();
    for (const caller of [other, member, otherAdmin, platformAdmin]) {
      const res = await request({ method: 'DELETE', url: `/api/v1/prayers/${prayer.id}`, key: caller.key });
      assert.deepEqual(res.json(), {
        error: 'Forbidden',
        message: `Only the author of prayer ${prayer.id} or an admin of church ${church.id} can delete it`,
        statusCode: 403,
      });
    }
    assert.equal((await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, key: author.key })).statusCode, 200);
    const missing = await request({ method: 'DELETE', url: '/api/v1/prayers/999999', key: author.key });
    assertNotFound(missing, 'Prayer 999999 does not exist');
    const bad = await request({ method: 'DELETE', url: '/api/v1/prayers/0', key: author.key });
    assert.equal(bad.statusCode, 400);
  });

  await t.test('needs a credential; X-API-Key works as well as Bearer', async () => {
    const prayer = await buildPrayer(services, church.id, author.user.id);
    for (const [method, url] of [
      ['GET', '/api/v1/prayers'],
      ['GET', `/api/v1/prayers/${prayer.id}`],
      ['POST', '/api/v1/prayers'],
      ['POST', `/api/v1/prayers/${prayer.id}/pray`],
      ['POST', `/api/v1/prayers/${prayer.id}/answered`],
      ['PATCH', `/api/v1/prayers/${prayer.id}`],
      ['DELETE', `/api/v1/prayers/${prayer.id}`],
    ] as const) {
      const res = await request({ method, url, payload: method === 'PATCH' ? { content: 'x' } : undefined });
      assert.equal(res.statusCode, 401, `${method} ${url}`);
      assert.equal(res.json().error, 'Unauthorized');
    }
    const viaHeader = await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, headers: { 'x-api-key': author.key } });
    assert.equal(viaHeader.statusCode, 200);
    assert.equal(viaHeader.json().data.id, prayer.id);
    const wrongHeader = await request({ method: 'GET', url: '/api/v1/prayers', headers: { 'x-api-key': 'cpk_not-a-real-key' } });
    assert.equal(wrongHeader.statusCode, 401);
    assert.equal(wrongHeader.json().error, 'Unauthorized');
  });

  await t.test('each endpoint needs its scope, named in the 403', async () => {
    const readOnly = await buildCaller(services, ['read:prayers']);
    const writeOnly = await buildCaller(services, ['write:prayers']);
    const prayer = await buildPrayer(services, church.id, readOnly.user.id);
    const cases = [
      ['GET', '/api/v1/prayers', writeOnly.key, 'read:prayers'],
      ['GET', `/api/v1/prayers/${prayer.id}`, writeOnly.key, 'read:prayers'],
      ['POST', '/api/v1/prayers', readOnly.key, 'write:prayers'],
      ['POST', `/api/v1/prayers/${prayer.id}/pray`, readOnly.key, 'write:prayers'],
      ['POST', `/api/v1/prayers/${prayer.id}/answered`, readOnly.key, 'write:prayers'],
      ['PATCH', `/api/v1/prayers/${prayer.id}`, readOnly.key, 'write:prayers'],
      ['DELETE', `/api/v1/prayers/${prayer.id}`, readOnly.key, 'write:prayers'],
    ] as const;
    for (const [method, url, key, scope] of cases) {
      const payload = method === 'POST' && url.endsWith('prayers') ? { communityId: church.id, content: 'x' } : method === 'PATCH' ? { content: 'x' } : undefined;
      const res = await request({ method, url, key, payload });
      assert.equal(res.statusCode, 403, `${method} ${url}`);
      assert.equal(res.json().error, 'Forbidden');
      assert.match(res.json().message, new RegExp(scope));
    }
    assert.equal((await logRows(prayer.id)).length, 0);
    const stored = await db.selectFrom('prayers').select(['is_answered', 'content']).where('id', '=', prayer.id).executeTakeFirstOrThrow();
    assert.equal(Boolean(stored.is_answered), false);
    assert.equal(stored.content, prayer.content);
  });
});
