import { test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNotFound, assertRefusedListQueries } from '../../../test/assertions.ts';
import { addChurchMember, buildCaller, buildChurch, buildTestApp, buildUser } from '../../../test/helpers.ts';

test('churches', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { key } = await buildCaller(services, ['read:churches']);
  const churches: { id: number; name: string }[] = [];
  for (let i = 0; i < 25; i++) churches.push(await buildChurch(services));
  const member = await buildUser(services);
  await addChurchMember(services, churches[0].id, member.id);

  await t.test('lists churches in id order with the spec envelope', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/churches', key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.data.length, 20);
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 25, hasMore: true, nextCursor: body.pagination.nextCursor });
    assert.equal(typeof body.pagination.nextCursor, 'string');
    assert.deepEqual(Object.keys(body.data[0]).sort(), ['calendarPublic', 'city', 'country', 'createdAt', 'description', 'id', 'memberCount', 'name', 'state', 'timeZone', 'updatedAt', 'website'].sort());
    assert.equal(body.data[0].memberCount, 1);
    assert.match(body.data[0].createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  await t.test('second page holds the rest', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/churches?page=2&limit=20', key });
    const body = res.json();
    assert.equal(body.data.length, 5);
    assert.equal(body.pagination.hasMore, false);
    assert.equal(body.data[0].id, churches[20].id);
  });

  await t.test('rejects bad pagination with the parameter named', async () => {
    await assertRefusedListQueries(request, '/api/v1/churches', key);
  });

  await t.test('gets one church and its member count', async () => {
    const one = await request({ method: 'GET', url: `/api/v1/churches/${churches[0].id}`, key });
    assert.equal(one.statusCode, 200);
    assert.equal(one.json().data.name, churches[0].name);
    const count = await request({ method: 'GET', url: `/api/v1/churches/${churches[0].id}/members/count`, key });
    assert.deepEqual(count.json(), { data: { churchId: churches[0].id, memberCount: 1 } });
  });

  await t.test('unknown id is 404, non-integer id is 400', async () => {
    const missing = await request({ method: 'GET', url: '/api/v1/churches/999999', key });
    assertNotFound(missing, 'Church 999999 does not exist');
    const countMissing = await request({ method: 'GET', url: '/api/v1/churches/999999/members/count', key });
    assert.equal(countMissing.statusCode, 404);
    const bad = await request({ method: 'GET', url: '/api/v1/churches/abc', key });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().message, /'id'/);
  });

  await t.test('needs a credential with read:churches', async () => {
    const none = await request({ method: 'GET', url: '/api/v1/churches' });
    assert.equal(none.statusCode, 401);
    assert.equal(none.json().error, 'Unauthorized');
    const { key: eventsOnly } = await buildCaller(services, ['read:events']);
    const denied = await request({ method: 'GET', url: '/api/v1/churches/1', key: eventsOnly });
    assert.equal(denied.statusCode, 403);
    assert.match(denied.json().message, /read:churches/);
  });
});
