import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildCaller, buildChurch, buildPrayer, buildTestApp } from '../../test/helpers.ts';

const HOUR = 60 * 60_000;

test('idempotent writes', async (t) => {
  const { request, services } = await buildTestApp(t);
  const { db } = services.database;
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  const other = await buildCaller(services);
  const appId = async (keyId: number) => (await db.selectFrom('api_keys').select('app_id').where('id', '=', keyId).executeTakeFirstOrThrow()).app_id;
  const prayerTotal = async () => (await request({ method: 'GET', url: `/api/v1/prayers?communityId=${church.id}`, key: caller.key })).json().pagination.total;
  const create = (key: string, body: object, credential = caller.key) =>
    request({ method: 'POST', url: '/api/v1/prayers', key: credential, headers: { 'idempotency-key': key }, payload: body });

  await t.test('a repeat answers the first response again, marked, and does nothing', async () => {
    const before = await prayerTotal();
    const first = await create('create-1', { communityId: church.id, content: 'Healing for Anna' });
    assert.equal(first.statusCode, 201);
    assert.equal(first.headers['idempotent-replayed'], undefined);
    const again = await create('create-1', { content: 'Healing for Anna', communityId: church.id });
    assert.equal(again.statusCode, 201);
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body, first.body);
    assert.equal(again.headers['content-type'], first.headers['content-type']);
    assert.equal(await prayerTotal(), before + 1);
  });

  await t.test('the key with another body, path or method is 422 IdempotencyKeyMismatch', async () => {
    assert.equal((await create('create-2', { communityId: church.id, content: 'One' })).statusCode, 201);
    const otherBody = await create('create-2', { communityId: church.id, content: 'Two' });
    assert.equal(otherBody.statusCode, 422);
    assert.deepEqual(Object.keys(otherBody.json()).sort(), ['error', 'message', 'statusCode']);
    assert.equal(otherBody.json().error, 'IdempotencyKeyMismatch');
    const prayer = await buildPrayer(services, church.id, caller.user.id);
    const otherPath = await request({ method: 'POST', url: `/api/v1/prayers/${prayer.id}/pray`, key: caller.key, headers: { 'idempotency-key': 'create-2' } });
    assert.equal(otherPath.statusCode, 422);
    assert.equal(otherPath.json().error, 'IdempotencyKeyMismatch');
  });

  await t.test("keys belong to the credential's app and user", async () => {
    const mine = await create('shared-name', { communityId: church.id, content: 'Mine' });
    const theirs = await create('shared-name', { communityId: church.id, content: 'Theirs' }, other.key);
    assert.equal(mine.statusCode, 201);
    assert.equal(theirs.statusCode, 201);
    assert.equal(theirs.headers['idempotent-replayed'], undefined);
    assert.equal(theirs.json().data.content, 'Theirs');
  });

  await t.test('a repeat while the first still runs is 409', async () => {
    const prayer = await buildPrayer(services, church.id, caller.user.id);
    const url = `/api/v1/prayers/${prayer.id}/pray`;
    const owner = { appId: await appId(caller.keyId), userId: caller.user.id, key: 'running' };
    const outcome = await services.idempotency.begin(owner, { method: 'POST', url, body: undefined });
    assert.ok('claim' in outcome);
    const repeat = await request({ method: 'POST', url, key: caller.key, headers: { 'idempotency-key': 'running' } });
    assert.equal(repeat.statusCode, 409);
    assert.equal(repeat.json().error, 'Conflict');
    assert.match(repeat.json().message, /still being processed/);
  });

  await t.test('a claim left running by a dead instance lapses after a minute', async () => {
    const prayer = await buildPrayer(services, church.id, caller.user.id);
    const url = `/api/v1/prayers/${prayer.id}/pray`;
    const owner = { appId: await appId(caller.keyId), userId: caller.user.id, key: 'abandoned' };
    await services.idempotency.begin(owner, { method: 'POST', url, body: undefined });
    await db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 2 * 60_000).toISOString() }).where('key', '=', 'abandoned').execute();
    const retry = await request({ method: 'POST', url, key: caller.key, headers: { 'idempotency-key': 'abandoned' } });
    assert.equal(retry.statusCode, 200);
    assert.equal(retry.json().data.prayerCount, 1);
  });

  await t.test('a failed request is not kept: the key can be used again', async () => {
    const refused = await create('fix-and-retry', { communityId: 999_999, content: 'Lost' });
    assert.equal(refused.statusCode, 400);
    assert.equal(await db.selectFrom('idempotency_keys').select('key').where('key', '=', 'fix-and-retry').executeTakeFirst(), undefined);
    const fixed = await create('fix-and-retry', { communityId: church.id, content: 'Found' });
    assert.equal(fixed.statusCode, 201);
    assert.equal(fixed.headers['idempotent-replayed'], undefined);

    const prayer = await buildPrayer(services, church.id, other.user.id);
    const forbidden = () =>
      request({ method: 'PATCH', url: `/api/v1/prayers/${prayer.id}`, key: caller.key, headers: { 'idempotency-key': 'not-mine' }, payload: { content: 'x' } });
    assert.equal((await forbidden()).statusCode, 403);
    const again = await forbidden();
    assert.equal(again.statusCode, 403);
    assert.equal(again.headers['idempotent-replayed'], undefined);
  });

  await t.test('a 204 is replayed without a body', async () => {
    const prayer = await buildPrayer(services, church.id, caller.user.id);
    const remove = () => request({ method: 'DELETE', url: `/api/v1/prayers/${prayer.id}`, key: caller.key, headers: { 'idempotency-key': 'delete-1' } });
    const first = await remove();
    assert.equal(first.statusCode, 204);
    const again = await remove();
    assert.equal(again.statusCode, 204, 'not 404: the delete is not run again');
    assert.equal(again.headers['idempotent-replayed'], 'true');
    assert.equal(again.body, '');
  });

  await t.test('keys expire after 24 hours', async () => {
    assert.equal((await create('day-old', { communityId: church.id, content: 'Yesterday' })).statusCode, 201);
    await db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 25 * HOUR).toISOString() }).where('key', '=', 'day-old').execute();
    const today = await create('day-old', { communityId: church.id, content: 'Today' });
    assert.equal(today.statusCode, 201, 'an expired key is a new key, not a mismatch');
    assert.equal(today.headers['idempotent-replayed'], undefined);
    assert.equal(today.json().data.content, 'Today');
  });

  await t.test('expired keys are pruned by the instance, not by the requests that use keys', async () => {
    assert.equal((await create('to-prune', { communityId: church.id, content: 'Old' })).statusCode, 201);
    await db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - 25 * HOUR).toISOString() }).where('key', '=', 'to-prune').execute();
    const keys = async () => (await db.selectFrom('idempotency_keys').select('key').execute()).map((row) => row.key);
    for (let i = 0; i < 120; i++) assert.equal((await create(`many-${i}`, { communityId: church.id, content: `Many ${i}` })).statusCode, 201);
    assert.ok((await keys()).includes('to-prune'), 'no request deleted it');
    assert.equal(await services.idempotency.prune(), 1);
    assert.ok(!(await keys()).includes('to-prune'));
    assert.ok((await keys()).includes('create-1'), 'keys younger than a day stay');
  });

  await t.test('the header is 1 to 255 printable ASCII characters, else 400 naming it', async () => {
    for (const key of ['', 'x'.repeat(256), 'tab\there']) {
      const res = await create(key, { communityId: church.id, content: 'Never' });
      assert.equal(res.statusCode, 400, JSON.stringify(key));
      assert.match(res.json().message, /header 'idempotency-key'/);
    }
    assert.equal((await create('~'.repeat(255), { communityId: church.id, content: 'Long key' })).statusCode, 201);
  });

  await t.test('every write operation documents the header', async () => {
    const document = (await request({ method: 'GET', url: '/api/v1/openapi.json' })).json();
    let writes = 0;
    for (const [path, operations] of Object.entries<Record<string, { parameters?: { name: string; in: string }[]; responses: object }>>(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!['post', 'put', 'patch', 'delete'].includes(method)) continue;
        writes++;
        assert.ok(operation.parameters?.some((p) => p.in === 'header' && p.name === 'idempotency-key'), `${method} ${path}`);
        assert.ok('422' in operation.responses && '409' in operation.responses, `${method} ${path}`);
      }
    }
    assert.ok(writes >= 20);
  });
});

test('20 parallel repeats of one keyed write act once', async (t) => {
  const { request, services } = await buildTestApp(t);
  const church = await buildChurch(services);
  const caller = await buildCaller(services);
  const prayer = await buildPrayer(services, church.id, caller.user.id);
  const url = `/api/v1/prayers/${prayer.id}/pray`;
  const answers = await Promise.all(
    Array.from({ length: 20 }, () => request({ method: 'POST', url, key: caller.key, headers: { 'idempotency-key': 'pray-once' } })),
  );
  const statuses = answers.map((res) => res.statusCode);
  assert.ok(statuses.every((status) => status === 200 || status === 409), statuses.join());
  const acted = answers.filter((res) => res.statusCode === 200 && res.headers['idempotent-replayed'] === undefined);
  assert.equal(acted.length, 1);
  for (const replay of answers.filter((res) => res.headers['idempotent-replayed'] === 'true')) assert.equal(replay.body, acted[0].body);
  const after = await request({ method: 'GET', url: `/api/v1/prayers/${prayer.id}`, key: caller.key });
  assert.equal(after.json().data.prayerCount, 1);
  const late = await request({ method: 'POST', url, key: caller.key, headers: { 'idempotency-key': 'pray-once' } });
  assert.equal(late.headers['idempotent-replayed'], 'true');
  assert.equal(late.json().data.prayerCount, 1);
});
