import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices, type Services } from '../src/services.ts';
import { addChurchMember, buildCaller, buildChurch, buildEvent, buildPrayer, buildUser, freshDatabaseUrl, TEST_PASSWORD } from './helpers.ts';
import { freePort, startInstance, type Instance } from './instances.ts';
import { Browser, parseForm, postForm } from './oauth-helpers.ts';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const skip = process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL) and Redis';

interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

async function call(instance: Instance, path: string, key: string, method = 'GET'): Promise<Answer> {
  const res = await fetch(`${instance.apiBaseUrl}${path}`, { method, headers: { authorization: `Bearer ${key}` } });
  return { status: res.status, body: await res.json() };
}

/** The same URL at another instance: what a load balancer does between requests. */
function at(instance: Instance, url: URL): URL {
  const moved = new URL(url);
  const target = new URL(url.pathname.startsWith('/api/v1') ? instance.apiBaseUrl : instance.loginUrl);
  moved.host = target.host;
  return moved;
}

/**
 * Walks an authorization request like a browser behind a load balancer: every request goes
 * to the other instance than the one before. Returns the callback and the pages shown.
 */
async function authorizeAcross(instances: Instance[], browser: Browser, start: URL, email: string): Promise<{ callback: URL; pages: string[] }> {
  const pages: string[] = [];
  let turn = 0;
  let url = start;
  let response = await browser.request(at(instances[turn++ % 2], url));
  for (let step = 0; step < 20; step++) {
    if (response.status >= 300 && response.status < 400) {
      url = new URL(response.headers.get('location') ?? '', url);
      if (url.href.startsWith(REDIRECT_URI)) return { callback: url, pages };
      response = await browser.request(at(instances[turn++ % 2], url));
      continue;
    }
    const html = await response.text();
    const form = parseForm(html);
    assert.ok(form && response.status === 200, `unexpected page ${response.status}: ${html.slice(0, 300)}`);
    const action = at(instances[turn++ % 2], new URL(form.action, url));
    if (form.fields.has('password')) {
      pages.push('login');
      response = await browser.request(action, { form: { _csrf: form.csrf, email, password: TEST_PASSWORD } });
    } else {
      pages.push('consent');
      response = await browser.request(action, { form: { _csrf: form.csrf, decision: 'allow' } });
    }
  }
  throw new Error('authorization did not finish');
}

const REDIRECT_URI = 'http://127.0.0.1:9/callback';

test('two instances on one PostgreSQL and one Redis behave as one service', { skip, timeout: 120_000 }, async (t) => {
  const databaseUrl = await freshDatabaseUrl(t);
  const database = await openDatabase(databaseUrl);
  t.after(() => database.close());
  await migrateToLatest(database.db);

  const prefix = `test-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis(REDIS_URL);
  // This process plays a third instance (or the command line) on the same Redis.
  const services: Services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, REDIS_KEY_PREFIX: prefix }), database, redis);
  t.after(async () => {
    await services.invalidations?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  // Both instances are configured with the same public addresses, as behind a load balancer.
  const env = {
    DATABASE_URL: databaseUrl, REDIS_URL, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_MAX: '20', RATE_LIMIT_WINDOW_MS: '60000',
    API_BASE_URL: `http://127.0.0.1:${await freePort()}/api/v1`, LOGIN_URL: `http://localhost:${await freePort()}`,
  };
  const [a, b] = await Promise.all([startInstance(env), startInstance(env)]);
  t.after(() => {
    a.process.kill('SIGKILL');
    b.process.kill('SIGKILL');
  });

  await t.test('the rate limit counts requests at both instances together', async () => {
    const { key } = await buildCaller(services, ['read:churches']);
    const statuses = [];
    for (let i = 0; i < 12; i++) {
      statuses.push((await call(a, '/churches', key)).status, (await call(b, '/churches', key)).status);
    }
    assert.equal(statuses.filter((s) => s === 200).length, 20);
    assert.equal(statuses.filter((s) => s === 429).length, 4);
  });

  await t.test('a key revoked in another process stops working at every instance at once', async () => {
    const { key, keyId } = await buildCaller(services, ['read:churches']);
    // Both instances now hold the key in their cache, for one second.
    assert.equal((await call(a, '/churches', key)).status, 200);
    assert.equal((await call(b, '/churches', key)).status, 200);
    const revokedAt = Date.now();
    await services.apps.revokeKey(keyId);
    // Well before the cached entries expire, the instances have heard of it through Redis.
    for (const instance of [a, b]) {
      let status = 200;
      while (status === 200 && Date.now() - revokedAt < 500) {
        status = (await call(instance, '/churches', key)).status;
        if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(status, 401, `still accepted ${Date.now() - revokedAt} ms after revocation`);
    }
  });

  await t.test('a client secret rotated in another process stops working at every instance at once', async () => {
    const developer = await buildUser(services);
    const created = await services.apps.createApp({ ownerId: developer.id, name: 'Rotating', type: 'confidential', redirectUris: [REDIRECT_URI] });
    const clientId = created.app.clientId;
    // The client is authenticated before the grant is looked at: an unknown refresh token is
    // invalid_grant with the right secret and invalid_client with a wrong one.
    const attempt = async (instance: Instance, secret: string) =>
      (await postForm(`${instance.apiBaseUrl}/oauth/token`, { grant_type: 'refresh_token', refresh_token: 'unknown', client_id: clientId, client_secret: secret })).body.error as string;
    // Both instances now hold the app in their cache, for one second.
    for (const instance of [a, b]) assert.equal(await attempt(instance, created.clientSecret as string), 'invalid_grant');
    const rotatedAt = Date.now();
    const fresh = await services.apps.rotateClientSecret(clientId);
    for (const instance of [a, b]) {
      let error = 'invalid_grant';
      while (error === 'invalid_grant' && Date.now() - rotatedAt < 500) {
        error = await attempt(instance, created.clientSecret as string);
        if (error === 'invalid_grant') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.equal(error, 'invalid_client', `the old secret still accepted ${Date.now() - rotatedAt} ms after rotation`);
      assert.equal(await attempt(instance, fresh), 'invalid_grant', 'the new secret works');
    }
  });

  await t.test('200 parallel prayers spread over both instances raise the count by exactly 200', async () => {
    const church = await buildChurch(services);
    const author = await buildUser(services);
    const prayer = await buildPrayer(services, church.id, author.id);
    const callers = await Promise.all(Array.from({ length: 20 }, () => buildCaller(services, ['write:prayers', 'read:prayers'])));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) => call(i % 2 ? a : b, `/prayers/${prayer.id}/pray`, callers[i % 20].key, 'POST')),
    );
    assert.deepEqual([...new Set(results.map((r) => r.status))], [200]);
    const after = await call(a, `/prayers/${prayer.id}`, callers[0].key);
    assert.equal(after.body.data.prayerCount, 200);
  });

  await t.test('a list page read at one instance right after a write at the other is never older than the write', async () => {
    const church = await buildChurch(services);
    const prayer = await buildPrayer(services, church.id, (await buildUser(services)).id);
    // Each credential makes at most 18 requests here: under the instances' limit of 20 a minute.
    const keys = await Promise.all(Array.from({ length: 7 }, async () => (await buildCaller(services, ['write:prayers', 'read:prayers'])).key));
    const admins = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const admin = await buildCaller(services, ['write:churches', 'read:churches']);
        await addChurchMember(services, church.id, admin.user.id, 'admin');
        return admin.key;
      }),
    );
    for (let i = 1; i <= 40; i++) {
      const [writer, reader] = i % 2 ? [a, b] : [b, a];
      const key = keys[Math.floor(i / 6)];
      const admin = admins[Math.floor(i / 9)];
      assert.equal((await call(reader, `/prayers?communityId=${church.id}`, key)).status, 200);
      assert.equal((await call(writer, `/prayers/${prayer.id}/pray`, key, 'POST')).status, 200);
      const page = await call(reader, `/prayers?communityId=${church.id}`, key);
      assert.equal(page.body.data[0].prayerCount, i, `pray ${i} at one instance, list at the other`);
      const name = `Renamed ${i}`;
      const patched = await fetch(`${writer.apiBaseUrl}/churches/${church.id}`, {
        method: 'PATCH', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' }, body: JSON.stringify({ name }),
      });
      assert.equal(patched.status, 200);
      const churches = await call(reader, `/churches?limit=100`, admin);
      assert.equal(churches.body.data.find((c: { id: number }) => c.id === church.id)?.name, name, `rename ${i}`);
    }
  });

  await t.test('50 parallel registrations over both instances on an event of capacity 10 give exactly 10', async () => {
    const church = await buildChurch(services);
    const event = await buildEvent(services, church.id, { capacity: 10 });
    const callers = await Promise.all(Array.from({ length: 50 }, () => buildCaller(services, ['write:events', 'read:events'])));
    const results = await Promise.all(callers.map((c, i) => call(i % 2 ? a : b, `/events/${event.id}/register`, c.key, 'POST')));
    assert.equal(results.filter((r) => r.status === 201).length, 10);
    assert.equal(results.filter((r) => r.status === 409).length, 40);
    const after = await call(b, `/events/${event.id}`, callers[0].key);
    assert.equal(after.body.data.registrationCount, 10);
  });

  await t.test('sign-in session, consent in progress, code and refresh token all cross instances', async () => {
    const developer = await buildUser(services);
    const person = await buildUser(services);
    const { app, clientSecret } = await services.apps.createApp({ ownerId: developer.id, name: 'Hub', type: 'confidential', redirectUris: [REDIRECT_URI] });
    const authorize = (state: string) => {
      const url = new URL(`${env.API_BASE_URL}/oauth/authorize`);
      url.search = new URLSearchParams({ client_id: app.clientId, redirect_uri: REDIRECT_URI, response_type: 'code', scope: 'read:churches', state }).toString();
      return url;
    };
    const exchange = (instance: Instance, code: string) =>
      postForm(`${instance.apiBaseUrl}/oauth/token`, {
        grant_type: 'authorization_code', code, client_id: app.clientId, client_secret: clientSecret as string, redirect_uri: REDIRECT_URI,
      });

    const browser = new Browser();
    const first = await authorizeAcross([a, b], browser, authorize('s1'), person.email);
    assert.deepEqual(first.pages, ['login', 'consent']);
    assert.equal(first.callback.searchParams.get('state'), 's1');
    const tokens = await exchange(b, first.callback.searchParams.get('code') as string);
    assert.equal(tokens.status, 200, JSON.stringify(tokens.body));
    assert.equal((await call(a, '/churches', tokens.body.access_token as string)).status, 200);

    // A refresh token issued by one instance rotates at the other.
    const refreshed = await postForm(`${a.apiBaseUrl}/oauth/token`, {
      grant_type: 'refresh_token', refresh_token: tokens.body.refresh_token as string, client_id: app.clientId, client_secret: clientSecret as string,
    });
    assert.equal(refreshed.status, 200, JSON.stringify(refreshed.body));
    assert.notEqual(refreshed.body.refresh_token, tokens.body.refresh_token);
    assert.equal((await call(b, '/churches', refreshed.body.access_token as string)).status, 200);
    assert.equal((await call(b, '/users/me', refreshed.body.access_token as string)).status, 403, 'read:users was never granted');

    // The same refresh token at both instances at once, inside the grace window: one chain, the same pair at both.
    const racedRefresh = await Promise.all(
      [a, b, a, b].map((instance) =>
        postForm(`${instance.apiBaseUrl}/oauth/token`, {
          grant_type: 'refresh_token', refresh_token: refreshed.body.refresh_token as string, client_id: app.clientId, client_secret: clientSecret as string,
        }),
      ),
    );
    for (const answer of racedRefresh) assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(new Set(racedRefresh.map((answer) => answer.body.refresh_token)).size, 1);
    assert.equal(new Set(racedRefresh.map((answer) => answer.body.access_token)).size, 1);

    // The login session and the remembered consent work at either instance: no page is shown.
    const second = await authorizeAcross([b, a], browser, authorize('s2'), person.email);
    assert.deepEqual(second.pages, []);

    // One code redeemed at both instances at once: exactly one wins.
    const code = second.callback.searchParams.get('code') as string;
    const raced = await Promise.all([exchange(a, code), exchange(b, code)]);
    assert.deepEqual(raced.map((r) => r.status).sort(), [200, 400], JSON.stringify(raced.map((r) => r.body)));
    assert.equal(raced.find((r) => r.status === 400)?.body.error, 'invalid_grant');
  });
});
