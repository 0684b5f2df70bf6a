import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, get, type IncomingHttpHeaders } from 'node:http';
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

const keepAlive = new Agent({ keepAlive: true });
after(() => keepAlive.destroy());

/** A GET over a real kept-alive connection (kept answers are given by the host's server, before Fastify). */
function httpGet(base: string, path: string, headers: Record<string, string> = {}): Promise<{ statusCode: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${base}${path}`, { headers, agent: keepAlive }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ statusCode: response.statusCode!, headers: response.headers, body }));
    });
    request.on('error', reject);
  });
}

const comparable = (headers: IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': _id, 'ratelimit-remaining': _remaining, ...rest } = headers;
  return rest;
};

test('a kept answer given before the route looks the same, is logged the same, and obeys the same rules', async (t) => {
  const lines: Record<string, unknown>[] = [];
  const logStream = { write: (line: string) => void lines.push(JSON.parse(line)) };
  const env = { RATE_LIMIT_MAX: '8', RATE_LIMIT_WINDOW_MS: '60000', LOG_LEVEL: 'info', METRICS_ENABLED: 'true' };
  const { app, services } = await buildTestApp(t, env, { logStream });
  let reachedFastify = 0;
  app.addHook('onRequest', (_request, _reply, done) => {
    reachedFastify++;
    done();
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const caller = await buildCaller(services, ['read:churches', 'read:prayers']);
  const church = await buildChurch(services);
  const auth = (key: string, headers: Record<string, string> = {}) => ({ authorization: `Bearer ${key}`, ...headers });
  const accessLines = () => lines.filter((line) => line.msg === 'request completed');

  const first = await httpGet(base, '/api/v1/churches?limit=5', auth(caller.key));
  const reachedBefore = reachedFastify;
  const kept = await httpGet(base, '/api/v1/churches?limit=5', auth(caller.key));
  assert.equal(reachedFastify, reachedBefore, 'the kept answer was given before Fastify');
  assert.equal(first.statusCode, 200);
  assert.equal(kept.statusCode, 200);
  assert.equal(kept.body, first.body);
  assert.deepEqual(comparable(kept.headers), comparable(first.headers));
  assert.deepEqual(Object.keys(kept.headers), Object.keys(first.headers), 'the same headers in the same order');
  assert.equal(first.headers['ratelimit-remaining'], '7');
  assert.equal(kept.headers['ratelimit-remaining'], '6', 'the kept answer counted against the limit');

  // The access lines: the same fields in the same order, the answer's own request id.
  const [routed, given] = accessLines().slice(-2);
  assert.deepEqual(Object.keys(given), Object.keys(routed));
  const { time: _t1, reqId: routedId, responseTime: _r1, req: routedReq, ...routedRest } = routed;
  const { time: _t2, reqId: givenId, responseTime: givenTime, req: givenReq, ...givenRest } = given;
  assert.deepEqual(givenRest, routedRest);
  assert.equal(routedId, first.headers['x-request-id']);
  assert.equal(givenId, kept.headers['x-request-id']);
  assert.equal(typeof givenTime, 'number');
  const withoutPort = ({ remotePort: _port, ...rest }: Record<string, unknown>) => rest;
  assert.deepEqual(withoutPort(givenReq as Record<string, unknown>), withoutPort(routedReq as Record<string, unknown>));
  assert.deepEqual(Object.keys(givenReq as object), Object.keys(routedReq as object));

  // A client's own request id is kept, as on the route.
  const traced = await httpGet(base, '/api/v1/churches?limit=5', auth(caller.key, { 'x-request-id': 'trace-42' }));
  assert.equal(traced.headers['x-request-id'], 'trace-42');

  // 304: the kept answer's and the route's (a query of the same answer, not kept yet) look the same.
  const keptNotModified = await httpGet(base, '/api/v1/churches?limit=5', auth(caller.key, { 'if-none-match': String(first.headers.etag) }));
  const routedNotModified = await httpGet(base, '/api/v1/churches?page=1&limit=5', auth(caller.key, { 'if-none-match': String(first.headers.etag) }));
  assert.equal(keptNotModified.statusCode, 304);
  assert.equal(routedNotModified.statusCode, 304);
  assert.equal(keptNotModified.body, '');
  assert.deepEqual(comparable(keptNotModified.headers), comparable(routedNotModified.headers));
  assert.deepEqual(Object.keys(keptNotModified.headers), Object.keys(routedNotModified.headers));
  assert.equal(keptNotModified.headers['ratelimit-remaining'], '4', 'a 304 counts while it is answered, then gives its request back');
  assert.equal(routedNotModified.headers['ratelimit-remaining'], '4');

  // A write (here one that bypasses the service) reaches the next answer.
  await sql`update churches set name = ${'Renamed in place'} where id = ${church.id}`.execute(services.database.db);
  const afterWrite = await httpGet(base, '/api/v1/churches?limit=5', auth(caller.key));
  assert.notEqual(afterWrite.headers.etag, first.headers.etag);
  assert.equal(JSON.parse(afterWrite.body).data.find((c: { id: number }) => c.id === church.id).name, 'Renamed in place');

  // The metrics count the answers given here under the route's pattern.
  const metrics = (await httpGet(base, '/metrics')).body;
  const counted = metrics.split('\n').find((line) => line.startsWith('http_requests_total{route="/api/v1/churches",method="GET",status="200"}'));
  assert.ok(counted, metrics);
  assert.equal(Number(counted.split(' ').at(-1)), 4, 'first, kept, traced and the answer after the write');

  // The limit (8): 4 counted so far (the two 304s gave theirs back); 4 more reach it.
  for (let i = 0; i < 4; i++) assert.equal((await httpGet(base, '/api/v1/churches?limit=5', auth(caller.key))).statusCode, 200, `request ${i + 5}`);
  const limited = await httpGet(base, '/api/v1/churches?limit=5', auth(caller.key));
  assert.equal(limited.statusCode, 429);
  assert.equal(JSON.parse(limited.body).error, 'TooManyRequests');

  // Another credential of the same person, without the scope: refused although the answer is kept.
  const other = await buildApiKey(services, caller.user.id, ['read:prayers']);
  assert.equal((await httpGet(base, '/api/v1/churches?limit=5', auth(other.key))).statusCode, 403);

  // A revoked key stops at once, kept answer or not.
  const fresh = await buildApiKey(services, caller.user.id, ['read:churches']);
  assert.equal((await httpGet(base, '/api/v1/churches?limit=5', auth(fresh.key))).statusCode, 200);
  await services.apps.revokeKey(fresh.keyId);
  assert.equal((await httpGet(base, '/api/v1/churches?limit=5', auth(fresh.key))).statusCode, 401);

  // A page's request (Origin) takes the route, with its CORS answer.
  const token = await buildApiKey(services, caller.user.id, ['read:churches']);
  assert.equal((await httpGet(base, '/api/v1/churches?limit=5', auth(token.key))).statusCode, 200);
  const fromPage = await httpGet(base, '/api/v1/churches?limit=5', auth(token.key, { origin: 'https://app.example' }));
  assert.equal(fromPage.statusCode, 403, 'an API key from another site is refused before anything is served');

  // A draining host answers with Connection: close, kept answer or not.
  assert.equal((await httpGet(base, '/api/v1/churches?limit=5', auth(token.key))).headers.connection, 'keep-alive');
  app.startDraining();
  const draining = await httpGet(base, '/api/v1/churches?limit=5', auth(token.key));
  assert.equal(draining.statusCode, 200);
  assert.equal(draining.headers.connection, 'close');
});
