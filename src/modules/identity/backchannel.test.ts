import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { buildTestApp, buildUser, TEST_PASSWORD } from '../../../test/helpers.ts';
import { Browser, callbackOf, parseForm, postForm, startBothHosts, walkAuthorization } from '../../../test/oauth-helpers.ts';
import type { Services } from '../../services.ts';
import { WebhookTransport } from '../webhooks/transport.ts';
import { BackchannelLogout, type GuardedTransport } from './backchannel.ts';
import { IdentityKeys } from './keys.ts';
import { buildProvider } from './provider.ts';
import { IdentityRepository } from './repository.ts';

const LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

interface Received {
  path: string;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** An app's server on loopback: records each POST and answers with the next of `statuses` (then the last again). */
async function receiver(t: TestContext, statuses: number[] = [204]) {
  const received: Received[] = [];
  let waiting: (() => void) | undefined;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', contentType: request.headers['content-type'], form: new URLSearchParams(body) });
      response.statusCode = statuses[Math.min(received.length - 1, statuses.length - 1)];
      response.end();
      waiting?.();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.after(() => new Promise((resolve) => server.close(resolve)));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    url: (path: string) => `http://127.0.0.1:${port}${path}`,
    received,
    /** Resolves once `count` requests have come (within 5 s). */
    async count(count: number): Promise<Received[]> {
      const deadline = Date.now() + 5_000;
      while (received.length < count) {
        if (Date.now() > deadline) assert.fail(`expected ${count} logout tokens, got ${received.length}`);
        await new Promise<void>((resolve) => {
          waiting = resolve;
          setTimeout(resolve, 50);
        });
      }
      return received;
    },
  };
}

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A JWT's header and claims, once its RS256 signature verifies with a key of `jwks`. */
function verified(jwt: string, jwks: { keys: (JsonWebKey & { kid?: string })[] }): { header: Record<string, unknown>; claims: Record<string, unknown> } {
  const [header, payload, signature] = jwt.split('.');
  const head = decode(header);
  assert.equal(head.alg, 'RS256');
  const jwk = jwks.keys.find((key) => key.kid === head.kid);
  assert.ok(jwk, 'signed with a key of the issuer’s JWKS');
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  assert.equal(verify('sha256', Buffer.from(`${header}.${payload}`), key, Buffer.from(signature, 'base64url')), true, 'the signature verifies');
  return { header: head, claims: decode(payload) };
}

test('a logout token verifies with the issuer’s JWKS and holds exactly the claims of the specification; sid only for apps that require it, the one of their ID token', async (t) => {
  const hosts = await startBothHosts(t);
  const { services, loginUrl } = hosts;
  const app = await receiver(t);
  const person = await buildUser(services);
  const redirectUri = app.url('/callback');
  const register = async (name: string, sessionRequired: boolean) => {
    const { app: created, clientSecret } = await services.apps.createApp({
      ownerId: person.id, name, type: 'confidential', redirectUris: [redirectUri], backchannelLogout: { uri: app.url(`/logout/${name}`), sessionRequired },
    });
    return { clientId: created.clientId, clientSecret: clientSecret as string };
  };
  const withSid = await register('with-sid', true);
  const withoutSid = await register('without-sid', false);

  // One browser signs in to both apps: one session at the issuer, each app with its own sid.
  const browser = new Browser();
  const idToken = async (client: { clientId: string; clientSecret: string }) => {
    const authorize = `${loginUrl}/oauth/authorize?${new URLSearchParams({ client_id: client.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid', state: 's', nonce: 'n-1' })}`;
    const code = callbackOf(await walkAuthorization(browser, authorize, { email: person.email, password: TEST_PASSWORD, redirectUri })).searchParams.get('code') as string;
    const tokens = await postForm(`${loginUrl}/oauth/token`, { client_id: client.clientId, client_secret: client.clientSecret, grant_type: 'authorization_code', code, redirect_uri: redirectUri });
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    return decode(String(tokens.body.id_token).split('.')[1]);
  };
  const sidToken = await idToken(withSid);
  const plainToken = await idToken(withoutSid);
  assert.equal(typeof sidToken.sid, 'string', 'an app that requires sid finds it in its ID token');
  assert.equal(plainToken.sid, undefined);

  const discovery = (await (await fetch(`${loginUrl}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
  assert.equal(discovery.backchannel_logout_supported, true);
  assert.equal(discovery.backchannel_logout_session_supported, true);
  const jwks = (await (await fetch(String(discovery.jwks_uri))).json()) as { keys: JsonWebKey[] };

  const form = parseForm(await (await browser.request(`${loginUrl}/login`)).text());
  assert.ok(form);
  const before = Math.floor(Date.now() / 1000);
  assert.equal((await browser.request(`${loginUrl}/logout`, { form: { _csrf: form.csrf } })).status, 303);
  const received = await app.count(2);

  const tokens = new Map(received.map((request) => {
    assert.equal(request.contentType, 'application/x-www-form-urlencoded');
    assert.deepEqual([...request.form.keys()], ['logout_token'], 'the form holds the token alone');
    return [request.path, verified(request.form.get('logout_token') as string, jwks)] as const;
  }));
  for (const [path, { header, claims }] of tokens) {
    const sid = path === '/logout/with-sid';
    assert.deepEqual(header, { alg: 'RS256', typ: 'logout+jwt', kid: header.kid }, path);
    assert.deepEqual(Object.keys(claims).sort(), ['aud', 'events', 'exp', 'iat', 'iss', 'jti', ...(sid ? ['sid'] : []), 'sub'], `${path}: those claims and no other (no nonce)`);
    assert.equal(claims.iss, loginUrl);
    assert.equal(claims.aud, sid ? withSid.clientId : withoutSid.clientId);
    assert.equal(claims.sub, String(person.id));
    assert.deepEqual(claims.events, { [LOGOUT_EVENT]: {} });
    assert.equal(typeof claims.jti, 'string');
    assert.ok(Number(claims.iat) >= before && Number(claims.iat) <= Math.ceil(Date.now() / 1000), 'issued when posted');
    assert.equal(Number(claims.exp) - Number(claims.iat), 120, 'valid two minutes');
    if (sid) assert.equal(claims.sid, sidToken.sid, 'the sid of the app’s ID token');
  }
  assert.notEqual(tokens.get('/logout/with-sid')?.claims.jti, tokens.get('/logout/without-sid')?.claims.jti);

  const apiMetadata = (await (await fetch(`${new URL(hosts.apiBaseUrl).origin}/.well-known/oauth-authorization-server/api/v1`)).json()) as Record<string, unknown>;
  assert.equal(apiMetadata.backchannel_logout_supported, undefined, 'the API issuer signs nobody in: no logout tokens');
});

test('signing out never waits for an app’s server, even one that never answers', async (t) => {
  const hosts = await startBothHosts(t);
  const { services, loginUrl } = hosts;
  const sockets = new Set<Socket>();
  const silent = createServer(() => {});
  silent.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  t.after(() => {
    for (const socket of sockets) socket.destroy();
    return new Promise((resolve) => silent.close(resolve));
  });
  const port = (silent.address() as AddressInfo).port;
  const person = await buildUser(services);
  const redirectUri = `http://127.0.0.1:${port}/callback`;
  const { app } = await services.apps.createApp({
    ownerId: person.id, name: 'Silent', type: 'public', redirectUris: [redirectUri], backchannelLogout: { uri: `http://127.0.0.1:${port}/logout`, sessionRequired: false },
  });
  const browser = new Browser();
  const authorize = `${loginUrl}/oauth/authorize?${new URLSearchParams({ client_id: app.clientId, redirect_uri: redirectUri, response_type: 'code', scope: 'openid', state: 's', code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM', code_challenge_method: 'S256' })}`;
  callbackOf(await walkAuthorization(browser, authorize, { email: person.email, password: TEST_PASSWORD, redirectUri }));

  const form = parseForm(await (await browser.request(`${loginUrl}/login`)).text());
  assert.ok(form);
  const started = Date.now();
  assert.equal((await browser.request(`${loginUrl}/logout`, { form: { _csrf: form.csrf } })).status, 303);
  assert.ok(Date.now() - started < 1_000, `signed out in ${Date.now() - started} ms, while the app's server does not answer`);
  const deadline = Date.now() + 5_000;
  while (!sockets.size && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
  assert.ok(sockets.size > 0, 'the token is on its way, off the request path');
});

/**
 * A sign-in issuer of its own over the test's database, with its outbox: the worker's passes
 * are run by the test, at the times it chooses.
 */
async function outbox(t: TestContext, transport: GuardedTransport, options: ConstructorParameters<typeof BackchannelLogout>[3] = {}) {
  const { services } = await buildTestApp(t);
  const repository = new IdentityRepository(services.database.db, services.database.dialect);
  const keys = new IdentityKeys(repository);
  const provider = buildProvider({
    tag: 'signin',
    config: services.config,
    artifacts: repository,
    apps: services.apps,
    users: services.users,
    jwks: await keys.signingKeys(),
    cookieKeys: await keys.cookieSecrets(),
    webSession: { cookie: 'cp_session', personName: async () => undefined, end: async () => {} },
    outbound: transport,
    onServerError: (error) => assert.fail(String(error)),
  });
  const logout = new BackchannelLogout(repository, provider, transport, options);
  t.after(() => logout.stop());
  const pending = () => services.database.db.selectFrom('logout_notices').select(['client_id', 'account_id', 'sid', 'attempts']).orderBy('id').execute();
  return { services, logout, pending };
}

async function appWith(services: Services, name: string, backchannelLogout: { uri: string | null; sessionRequired: boolean }): Promise<string> {
  const owner = await buildUser(services);
  return (await services.apps.createApp({ ownerId: owner.id, name, type: 'public', redirectUris: ['http://127.0.0.1:9/cb'], backchannelLogout })).app.clientId;
}

test('the outbox: a notice for each session of apps that require sid, one naming the person for the others, none for apps without a URI', async (t) => {
  const app = await receiver(t);
  const { services, logout, pending } = await outbox(t, new WebhookTransport({ timeoutMs: 2_000, production: false }));
  const withSid = await appWith(services, 'With sid', { uri: app.url('/with-sid'), sessionRequired: true });
  const withoutSid = await appWith(services, 'Without sid', { uri: app.url('/without-sid'), sessionRequired: false });
  const none = await appWith(services, 'No URI', { uri: null, sessionRequired: false });

  await logout.enqueue(
    [withSid, withoutSid, none].flatMap((clientId) => [
      { clientId, accountId: '7', sid: 'sid-a' },
      { clientId, accountId: '7', sid: 'sid-b' },
    ]),
  );
  assert.deepEqual(
    (await pending()).map((row) => [row.client_id, row.account_id, row.sid]),
    [[withSid, '7', 'sid-a'], [withSid, '7', 'sid-b'], [withoutSid, '7', null]],
  );
  assert.equal(await logout.deliverDue(), 3);
  assert.deepEqual(app.received.map((request) => request.path).sort(), ['/with-sid', '/with-sid', '/without-sid']);
  assert.deepEqual(await pending(), [], 'delivered notices leave the outbox');
});

test('the outbox: an app that does not take the token gets it again after each wait, then it is given up; a deleted app’s notice is dropped', async (t) => {
  const app = await receiver(t, [503, 500, 204]);
  const { services, logout, pending } = await outbox(t, new WebhookTransport({ timeoutMs: 2_000, production: false }), { retryDelaysMs: [1_000, 60_000] });
  const clientId = await appWith(services, 'Flaky', { uri: app.url('/logout'), sessionRequired: false });

  await logout.enqueue([{ clientId, accountId: '7', sid: undefined }]);
  const now = Date.now();
  assert.equal(await logout.deliverDue(now), 1);
  assert.equal(app.received.length, 1);
  assert.deepEqual((await pending()).map((row) => row.attempts), [1], 'a 503 is tried again');
  assert.equal(await logout.deliverDue(now + 999), 0, 'not before its wait');
  assert.equal(await logout.deliverDue(now + 1_000), 1);
  assert.deepEqual((await pending()).map((row) => row.attempts), [2], 'a 500 too');
  assert.equal(await logout.deliverDue(now + 61_000), 1);
  assert.equal(app.received.length, 3);
  assert.deepEqual(await pending(), [], 'taken at the third attempt');

  const refusing = await receiver(t, [400]);
  const stubborn = await appWith(services, 'Stubborn', { uri: refusing.url('/logout'), sessionRequired: false });
  await logout.enqueue([{ clientId: stubborn, accountId: '7', sid: undefined }]);
  const enqueued = Date.now();
  for (const at of [enqueued, enqueued + 1_000, enqueued + 61_000]) assert.equal(await logout.deliverDue(at), 1);
  assert.equal(refusing.received.length, 3);
  assert.deepEqual(await pending(), [], 'given up after the last wait');

  await logout.enqueue([{ clientId: stubborn, accountId: '7', sid: undefined }]);
  await services.apps.deleteApp(stubborn);
  assert.equal(await logout.deliverDue(), 1);
  assert.equal(refusing.received.length, 3, 'nothing is posted for a deleted app');
  assert.deepEqual(await pending(), []);
});

test('the outbox posts through the guarded transport: in production an app’s URI that resolves to an internal address gets nothing', async (t) => {
  const app = await receiver(t);
  const { services, logout, pending } = await outbox(t, new WebhookTransport({ timeoutMs: 2_000, production: true }));
  // HTTPS, as production asks, on a name that resolves to loopback.
  const clientId = await appWith(services, 'Internal', { uri: `https://localhost:${app.port}/logout`, sessionRequired: false });
  await logout.enqueue([{ clientId, accountId: '7', sid: undefined }]);
  assert.equal(await logout.deliverDue(), 1);
  assert.equal(app.received.length, 0, 'no connection to the internal address');
  assert.deepEqual((await pending()).map((row) => row.attempts), [1], 'counted as a failed attempt');
});
