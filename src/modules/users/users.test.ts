import { test } from 'node:test';
import assert from 'node:assert/strict';
import { addChurchMember, buildCaller, buildChurch, buildTestApp, buildUser } from '../../../test/helpers.ts';

const PUBLIC_FIELDS = ['createdAt', 'familyName', 'givenName', 'id', 'name', 'picture', 'updatedAt'];
const CHURCH_FIELDS = ['calendarPublic', 'city', 'country', 'createdAt', 'description', 'id', 'memberCount', 'name', 'state', 'timeZone', 'updatedAt', 'website'];

test('users', async (t) => {
  const { request, services, config } = await buildTestApp(t);
  const caller = await buildCaller(services, ['read:users']);
  const other = await buildUser(services, { given_name: 'Ruth', family_name: 'Moabite', picture: 'https://example.org/ruth.png' });
  const churches = [await buildChurch(services), await buildChurch(services), await buildChurch(services)];
  for (const church of churches) await addChurchMember(services, church.id, other.id);
  await addChurchMember(services, churches[1].id, caller.user.id);

  await t.test('GET /users/me is the caller, email included', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/users/me', key: caller.key });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.deepEqual(Object.keys(data).sort(), [...PUBLIC_FIELDS, 'email', 'emailVerified'].sort());
    assert.equal(data.id, caller.user.id);
    assert.equal(data.email, caller.user.email);
    assert.equal(data.emailVerified, true);
    assert.equal(data.name, `${caller.user.given_name} ${caller.user.family_name}`);
    assert.equal(data.picture, `${config.loginUrl}/avatars/${caller.user.id % 12}/GF.svg`, 'initials on a colour when none is set');
    assert.match(data.createdAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    assert.equal(data.updatedAt, new Date(caller.user.updated_at).toISOString());
  });

  await t.test('the key also works as X-API-Key', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/users/me', headers: { 'x-api-key': caller.key } });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.id, caller.user.id);
  });

  await t.test("GET /users/:id of someone else has no email", async () => {
    const res = await request({ method: 'GET', url: `/api/v1/users/${other.id}`, key: caller.key });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.deepEqual(Object.keys(data).sort(), PUBLIC_FIELDS);
    assert.deepEqual(data, {
      id: other.id,
      givenName: 'Ruth',
      familyName: 'Moabite',
      name: 'Ruth Moabite',
      picture: 'https://example.org/ruth.png',
      createdAt: new Date(other.created_at).toISOString(),
      updatedAt: new Date(other.updated_at).toISOString(),
    });
    assert.ok(!res.body.includes(other.email));
  });

  await t.test('GET /users/:id of the caller includes the email', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/users/${caller.user.id}`, key: caller.key });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.email, caller.user.email);
    assert.equal(res.json().data.emailVerified, true);
  });

  await t.test('GET /users/:id/churches lists church objects in joining order', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/users/${other.id}/churches`, key: caller.key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.pagination, { page: 1, limit: 20, total: 3, hasMore: false });
    assert.deepEqual(body.data.map((c: { id: number }) => c.id), churches.map((c) => c.id));
    assert.deepEqual(Object.keys(body.data[0]).sort(), CHURCH_FIELDS.sort());
    assert.equal(body.data[1].memberCount, 2);
    assert.ok(!res.body.includes(other.email));

    const same = await request({ method: 'GET', url: `/api/v1/churches/${churches[1].id}`, key: (await buildCaller(services, ['read:churches'])).key });
    assert.deepEqual(body.data[1], same.json().data);
  });

  await t.test('GET /users/:id/churches pages', async () => {
    const res = await request({ method: 'GET', url: `/api/v1/users/${other.id}/churches?page=2&limit=2`, key: caller.key });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.deepEqual(body.pagination, { page: 2, limit: 2, total: 3, hasMore: false });
    assert.deepEqual(body.data.map((c: { id: number }) => c.id), [churches[2].id]);
  });

  await t.test('a user without churches has an empty list', async () => {
    const loner = await buildUser(services);
    const res = await request({ method: 'GET', url: `/api/v1/users/${loner.id}/churches`, key: caller.key });
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: [], pagination: { page: 1, limit: 20, total: 0, hasMore: false } });
  });

  await t.test('unknown user is 404', async () => {
    for (const url of ['/api/v1/users/999999', '/api/v1/users/999999/churches']) {
      const res = await request({ method: 'GET', url, key: caller.key });
      assert.equal(res.statusCode, 404, url);
      assert.deepEqual(res.json(), { error: 'NotFound', message: 'User 999999 does not exist', statusCode: 404 });
    }
  });

  await t.test('bad id and bad pagination are 400 naming the parameter', async () => {
    for (const [url, name] of [
      ['/api/v1/users/abc', 'id'],
      ['/api/v1/users/0', 'id'],
      ['/api/v1/users/1.5/churches', 'id'],
      [`/api/v1/users/${other.id}/churches?limit=101`, 'limit'],
      [`/api/v1/users/${other.id}/churches?page=0`, 'page'],
    ]) {
      const res = await request({ method: 'GET', url, key: caller.key });
      assert.equal(res.statusCode, 400, url);
      assert.equal(res.json().error, 'BadRequest');
      assert.match(res.json().message, new RegExp(`'${name}'`), url);
    }
  });

  await t.test('401 without a valid credential, in both header forms', async () => {
    const { keyId, key } = await buildCaller(services, ['read:users']);
    await services.apps.revokeKey(keyId);
    for (const url of ['/api/v1/users/me', `/api/v1/users/${other.id}`, `/api/v1/users/${other.id}/churches`]) {
      const cases: Record<string, string>[] = [
        {},
        { authorization: 'Bearer cpk_unknown' },
        { 'x-api-key': 'cpk_unknown' },
        { authorization: `Bearer ${key}` },
        { 'x-api-key': key },
        { authorization: caller.key },
      ];
      for (const headers of cases) {
        const res = await request({ method: 'GET', url, headers });
        assert.equal(res.statusCode, 401, `${url} ${JSON.stringify(headers)}`);
        assert.equal(res.json().error, 'Unauthorized');
        assert.equal(res.json().statusCode, 401);
      }
    }
  });

  await t.test('403 without read:users, in both header forms', async () => {
    const { key } = await buildCaller(services, ['read:churches', 'read:events', 'write:events', 'read:prayers', 'write:prayers', 'read:donations', 'read:groups', 'write:groups']);
    for (const url of ['/api/v1/users/me', `/api/v1/users/${other.id}`, `/api/v1/users/${other.id}/churches`]) {
      for (const headers of [{ authorization: `Bearer ${key}` }, { 'x-api-key': key }]) {
        const res = await request({ method: 'GET', url, headers });
        assert.equal(res.statusCode, 403, url);
        assert.equal(res.json().error, 'Forbidden');
        assert.match(res.json().message, /read:users/);
      }
    }
  });

  await t.test('the OpenAPI document describes the users endpoints', async () => {
    const res = await request({ method: 'GET', url: '/api/v1/openapi.json' });
    const paths = res.json().paths;
    assert.ok(paths['/users/me'].get);
    assert.ok(paths['/users/{id}'].get);
    assert.ok(paths['/users/{id}/churches'].get);
  });
});
