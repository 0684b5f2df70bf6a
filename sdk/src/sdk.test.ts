import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { Webhook } from 'standardwebhooks';
import { addChurchMember, buildCaller, buildChurch, buildPrayer, buildTestApp, buildUser, feedWhen, TEST_PASSWORD } from '../../test/helpers.ts';
import { Browser, callbackOf, postForm, startBothHosts, walkAuthorization } from '../../test/oauth-helpers.ts';
import { GENERATED_FILE, generatedSource, servedDocument } from '../scripts/generate.ts';
import { ApiError, CommunityPlatform, refreshAtTokenEndpoint, verifyWebhook, WebhookVerificationError, type Tokens } from './index.ts';

const run = promisify(execFile);
const QUICKSTART = fileURLToPath(new URL('../examples/quickstart.ts', import.meta.url));
const API_GUIDE = fileURLToPath(new URL('../../docs/api.md', import.meta.url));

/** The API host of a fresh database on a real port. */
async function listening(t: Parameters<typeof buildTestApp>[0], env: Record<string, string> = {}) {
  const testApp = await buildTestApp(t, env);
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...testApp, baseUrl: `${address}/api/v1` };
}

/** A fetch that records what was sent and can fail chosen attempts as a network error would. */
function recordingFetch(fail: (request: Request, attempt: number) => 'before' | 'after' | undefined = () => undefined) {
  const sent: Request[] = [];
  const fetcher = async (request: Request) => {
    sent.push(request.clone());
    const failure = fail(request, sent.length);
    if (failure === 'before') throw new TypeError('fetch failed');
    const response = await fetch(request);
    if (failure === 'after') {
      await response.body?.cancel();
      throw new TypeError('fetch failed');
    }
    return response;
  };
  return { sent, fetcher };
}

test('the SDK with an API key, against the service', async (t) => {
  const testApp = await listening(t);
  const { baseUrl, services } = testApp;
  const { key, user } = await buildCaller(services);
  const churches: Awaited<ReturnType<typeof buildChurch>>[] = [];
  for (let i = 0; i < 5; i++) churches.push(await buildChurch(services));
  const api = new CommunityPlatform({ baseUrl, apiKey: key });

  await t.test('answers the typed body of a success', async () => {
    const { data: church } = await api.GET('/churches/{id}', { params: { path: { id: churches[0].id } } });
    assert.equal(church.name, churches[0].name);
    const { data: me } = await api.GET('/users/me');
    assert.equal(me.id, user.id);
    const { data, pagination } = await api.GET('/churches', { params: { query: { limit: 2 } } });
    assert.equal(data.length, 2);
    assert.equal(pagination.total, 5);
  });

  await t.test('throws ApiError with the error object and the request id', async () => {
    const error = await api.GET('/churches/{id}', { params: { path: { id: 999_999 } } }).then(
      () => assert.fail('a missing church is an error'),
      (thrown: unknown) => thrown,
    );
    assert.ok(error instanceof ApiError);
    assert.equal(error.status, 404);
    assert.equal(error.error, 'NotFound');
    assert.deepEqual(error.body, { error: 'NotFound', message: 'Church 999999 does not exist', statusCode: 404 });
    assert.match(String(error.requestId), /^[0-9a-f-]{36}$/);
    assert.match(error.message, /^404 NotFound: Church 999999 does not exist \(request [0-9a-f-]{36}\)$/);

    const unknownKey = new CommunityPlatform({ baseUrl, apiKey: `${key.slice(0, -2)}xx` });
    await assert.rejects(unknownKey.GET('/churches'), (thrown: ApiError) => thrown.status === 401 && thrown.error === 'Unauthorized');
    const { key: narrow } = await buildCaller(services, ['read:churches']);
    const readOnly = new CommunityPlatform({ baseUrl, apiKey: narrow });
    await assert.rejects(readOnly.GET('/events'), (thrown: ApiError) => thrown.status === 403 && /read:events/.test(thrown.body.message));
  });

  await t.test('paginate walks every item by cursor, and by page number where a list has no cursor', async () => {
    const names = [];
    for await (const church of api.paginate('/churches', { params: { query: { limit: 2 } } })) names.push(church.name);
    assert.deepEqual(names, churches.map((church) => church.name));

    for (let i = 0; i < 4; i++) await addChurchMember(services, churches[0].id, (await buildUser(services)).id);
    await addChurchMember(services, churches[0].id, user.id);
    const members = [];
    for await (const member of api.paginate('/churches/{id}/members', { params: { path: { id: churches[0].id }, query: { limit: 2 } } })) members.push(member.id);
    assert.equal(members.length, 5);
    assert.equal(new Set(members).size, 5);

    for (const content of ['One', 'Two', 'Three']) await api.POST('/prayers', { body: { communityId: churches[1].id, content } });
    await feedWhen(testApp, key, 'types=prayer.created', (entries) => entries.length === 3);
    const changes = [];
    for await (const event of api.paginate('/changes', { params: { query: { limit: 1, types: 'prayer.created' } } })) changes.push(event.data.object.content);
    assert.deepEqual(changes, ['One', 'Two', 'Three'], 'the change feed is read by `after` and ends where nothing more is there');
  });

  await t.test('every write carries a new Idempotency-Key; a write whose answer was lost is sent again and acts once', async () => {
    const { sent, fetcher } = recordingFetch((request, attempt) => (request.method === 'POST' && attempt === 1 ? 'after' : undefined));
    const flaky = new CommunityPlatform({ baseUrl, apiKey: key, fetch: fetcher });
    const before = (await api.GET('/prayers')).pagination.total;
    const { data: prayer } = await flaky.POST('/prayers', { body: { communityId: churches[0].id, content: 'For safe travels' } });
    assert.equal(prayer.content, 'For safe travels');
    assert.equal(sent.length, 2, 'sent again after the network error');
    const keys = sent.map((request) => request.headers.get('idempotency-key'));
    assert.match(String(keys[0]), /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    assert.equal(keys[1], keys[0], 'the same key on the retry');
    assert.equal((await api.GET('/prayers')).pagination.total, before + 1, 'created once');

    await flaky.POST('/prayers/{id}/pray', { params: { path: { id: prayer.id } } });
    assert.notEqual(sent.at(-1)?.headers.get('idempotency-key'), keys[0], 'each write has its own key');
    assert.equal(sent.at(-1)?.headers.get('authorization'), `Bearer ${key}`);
  });

  await t.test('a GET that met a network error is sent again; a write is given up after the retries', async () => {
    const { sent, fetcher } = recordingFetch((_request, attempt) => (attempt <= 2 ? 'before' : undefined));
    const flaky = new CommunityPlatform({ baseUrl, apiKey: key, fetch: fetcher });
    assert.equal((await flaky.GET('/churches')).data.length, 5);
    assert.equal(sent.length, 3);

    const down = recordingFetch(() => 'before');
    const unreachable = new CommunityPlatform({ baseUrl, apiKey: key, fetch: down.fetcher, maxRetries: 1 });
    await assert.rejects(unreachable.DELETE('/churches/{id}/leave', { params: { path: { id: churches[0].id } } }), /fetch failed/);
    assert.equal(down.sent.length, 2);
  });

  await t.test('a DELETE answers undefined for its 204', async () => {
    const prayer = await buildPrayer(services, churches[0].id, user.id);
    assert.equal(await api.DELETE('/prayers/{id}', { params: { path: { id: prayer.id } } }), undefined);
  });
});

test('the SDK waits for Retry-After when rate limited, then sends again', async (t) => {
  const { baseUrl, services } = await listening(t, { RATE_LIMIT_MAX: '1', RATE_LIMIT_WINDOW_MS: '1000' });
  const { key } = await buildCaller(services);
  const { sent, fetcher } = recordingFetch();
  const api = new CommunityPlatform({ baseUrl, apiKey: key, fetch: fetcher });
  await api.GET('/churches');
  const started = Date.now();
  assert.deepEqual((await api.GET('/churches')).data, []);
  assert.equal(sent.length, 3, 'the 429, then the retry');
  assert.ok(Date.now() - started >= 500, 'it waited for the window');

  const impatient = new CommunityPlatform({ baseUrl, apiKey: key, maxRetries: 0 });
  await impatient.GET('/churches').catch(() => undefined);
  await assert.rejects(impatient.GET('/churches'), (thrown: ApiError) => thrown.status === 429 && thrown.error === 'TooManyRequests');
});

test('the SDK with OAuth tokens refreshes once on 401, keeping the rotated refresh token', async (t) => {
  const hosts = await startBothHosts(t);
  const redirectUri = 'http://127.0.0.1:9/sdk/callback';
  const developer = await buildUser(hosts.services);
  const person = await buildUser(hosts.services);
  const { app, clientSecret } = await hosts.services.apps.createApp({ ownerId: developer.id, name: 'Parish App', type: 'confidential', redirectUris: [redirectUri] });
  const client = { client_id: app.clientId, client_secret: clientSecret as string };
  const authorize = new URL(`${hosts.apiBaseUrl}/oauth/authorize`);
  authorize.search = new URLSearchParams({ client_id: app.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'read:users', state: 's' }).toString();
  const result = await walkAuthorization(new Browser(), authorize, { email: person.email, password: TEST_PASSWORD, redirectUri });
  const code = callbackOf(result).searchParams.get('code') as string;
  const issued = await postForm(`${hosts.apiBaseUrl}/oauth/token`, { ...client, grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  assert.equal(issued.status, 200);
  const refreshToken = issued.body.refresh_token as string;

  const kept: Tokens[] = [];
  let refreshes = 0;
  const refresh = refreshAtTokenEndpoint({ baseUrl: hosts.apiBaseUrl, clientId: client.client_id, clientSecret: client.client_secret });
  const api = new CommunityPlatform({
    baseUrl: hosts.apiBaseUrl,
    tokens: { accessToken: 'an-expired-access-token', refreshToken },
    refresh: (token) => {
      refreshes++;
      return refresh(token);
    },
    onTokens: (tokens) => void kept.push(tokens),
  });
  const [first, second] = await Promise.all([api.GET('/users/me'), api.GET('/users/me')]);
  assert.equal(first.data.id, person.id);
  assert.equal(second.data.id, person.id);
  assert.equal(refreshes, 1, 'two requests that met the same 401 share one refresh');
  assert.equal(kept.length, 1);
  assert.notEqual(kept[0].refreshToken, refreshToken, 'the refresh token rotated');
  assert.equal((await api.GET('/users/me')).data.id, person.id, 'the new access token is used from then on');

  const spent = new CommunityPlatform({ baseUrl: hosts.apiBaseUrl, tokens: { accessToken: 'expired', refreshToken: 'not-a-refresh-token' }, refresh });
  await assert.rejects(spent.GET('/users/me'), (thrown: ApiError) => thrown.status === 400 && thrown.error === 'invalid_grant');

  let calls = 0;
  const stillRefused = new CommunityPlatform({
    baseUrl: hosts.apiBaseUrl,
    tokens: { accessToken: 'expired', refreshToken: 'r' },
    refresh: async () => {
      calls++;
      return { accessToken: 'also-refused', refreshToken: 'r2' };
    },
  });
  await assert.rejects(stillRefused.GET('/users/me'), (thrown: ApiError) => thrown.status === 401);
  assert.equal(calls, 1, 'refreshed once, not in a loop');
});

test('verifyWebhook accepts a Standard Webhooks delivery signed with the secret, and nothing else', () => {
  const secret = `whsec_${Buffer.from('a webhook signing secret, 32 b.').toString('base64')}`;
  const event = { id: 'evt_7', type: 'prayer.created', timestamp: '2026-11-21T19:03:27.000Z', data: { object: { id: 301 } } };
  const payload = JSON.stringify(event);
  const signed = (body: string, at = new Date()) => ({
    'webhook-id': 'evt_7',
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': new Webhook(secret).sign('evt_7', at, body),
  });
  assert.deepEqual(verifyWebhook(payload, signed(payload), secret), event);
  assert.deepEqual(verifyWebhook(payload, new Headers(signed(payload)), secret), event, 'a fetch Headers object works too');
  const mixedCase = Object.fromEntries(Object.entries(signed(payload)).map(([name, value]) => [name.toUpperCase(), value]));
  assert.deepEqual(verifyWebhook(Buffer.from(payload), mixedCase, secret), event);

  assert.throws(() => verifyWebhook(payload.replace('301', '302'), signed(payload), secret), WebhookVerificationError);
  assert.throws(() => verifyWebhook(payload, signed(payload), `whsec_${Buffer.from('another secret of 32 bytes......').toString('base64')}`), WebhookVerificationError);
  assert.throws(() => verifyWebhook(payload, signed(payload, new Date(Date.now() - 10 * 60_000)), secret), WebhookVerificationError);
  assert.throws(() => verifyWebhook(payload, {}, secret), WebhookVerificationError);
});

test('the generated types are those of the served document (npm run sdk:generate writes them)', async () => {
  const expected = await generatedSource(await servedDocument());
  assert.ok(
    readFileSync(GENERATED_FILE, 'utf8') === expected,
    'sdk/src/generated/api.ts differs from the OpenAPI document the API serves: run `npm run sdk:generate` and commit it',
  );
});

test("the API guide's SDK program works as written", async (t) => {
  const { baseUrl, services } = await listening(t);
  const { key, user } = await buildCaller(services);
  const church = await buildChurch(services, { name: 'Grace Community Church', city: 'Springfield' });
  await addChurchMember(services, church.id, user.id);
  const program = readFileSync(QUICKSTART, 'utf8');

  const { stdout } = await run(process.execPath, [QUICKSTART], { env: { ...process.env, API_URL: baseUrl, API_KEY: key } });
  assert.equal(
    stdout,
    [`Signed in as ${user.given_name} ${user.family_name}`, 'Grace Community Church (Springfield): 1 members', `Prayer request 1 posted`, ''].join('\n'),
  );
  assert.ok(readFileSync(API_GUIDE, 'utf8').includes(`\`\`\`ts\n${program}\`\`\``), 'docs/api.md shows sdk/examples/quickstart.ts as it is');
});
