import type { TestContext } from 'node:test';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { hashPassword } from '../src/modules/users/service.ts';
import { buildApiHost } from '../src/hosts/api.ts';
import { createServices, type Services } from '../src/services.ts';
import type { ApiScope } from '../src/http/scopes.ts';
import { API_SCOPE_NAMES } from '../src/http/scopes.ts';
import type { UserRow } from '../src/db/tables.ts';

export const TEST_PASSWORD = 'correct horse battery';
// One argon2 hash for every fixture user keeps test files fast.
const TEST_PASSWORD_HASH = await hashPassword(TEST_PASSWORD);

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  config: Config;
  /** Sends a request to the API host; `key` becomes `Authorization: Bearer <key>`. */
  request(options: InjectOptions & { key?: string }): Promise<LightMyRequestResponse>;
}

/**
 * The change feed's first page for `query` once `ready` holds (or after 10 s, for the
 * assertion to tell). On PostgreSQL the feed shows an event only once every transaction
 * older than its own has ended, and other test files' transactions share the server.
 */
export async function feedWhen<Entry = { type: string; data: { object: Record<string, unknown> } }>(
  app: TestApp, key: string, query: string, ready: (entries: Entry[]) => boolean,
): Promise<Entry[]> {
  for (let attempt = 0; ; attempt++) {
    const res = await app.request({ method: 'GET', url: `/api/v1/changes?${query}`, key });
    if (res.statusCode !== 200) throw new Error(`the change feed answered ${res.statusCode}: ${res.body}`);
    const entries = res.json().data as Entry[];
    if (ready(entries) || attempt === 200) return entries;
    await sleep(50);
  }
}

/**
 * A fresh, empty database for one test: in-memory SQLite by default, or a schema of its
 * own in the PostgreSQL database named by `TEST_DATABASE_URL`. Test schemas are dropped by
 * test/global-setup.ts before and after the whole run, never while tests run.
 */
export async function freshDatabaseUrl(_t: TestContext): Promise<string> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return 'sqlite::memory:';
  const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = new URL(base);
  url.searchParams.set('schema', schema);
  return url.toString();
}

/**
 * A fresh, migrated database and API host for one test file; closed when the test ends. The
 * host records policies whatever NODE_ENV the test sets: a write that skips its rule fails.
 */
export async function buildTestApp(t: TestContext, env: Record<string, string> = {}, hostOptions: Parameters<typeof buildApiHost>[1] = {}): Promise<TestApp> {
  const databaseUrl = await freshDatabaseUrl(t);
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, RATE_LIMIT_MAX: '100000', ...env });
  const database = await openDatabase(config.databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(config, database);
  const app = await buildApiHost(services, { recordPolicies: true, ...hostOptions });
  t.after(async () => {
    await app.close();
    await database.close();
  });
  return {
    app,
    services,
    config,
    request: ({ key, headers, ...options }) =>
      app.inject({ ...options, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...headers } }),
  };
}

let sequence = 0;
const next = () => ++sequence;
const now = () => new Date().toISOString();

export async function buildUser(services: Services, overrides: Partial<UserRow> = {}): Promise<UserRow> {
  const n = next();
  return services.database.db
    .insertInto('users')
    .values({
      email: `user${n}@example.org`,
      password_hash: TEST_PASSWORD_HASH,
      given_name: `Given${n}`,
      family_name: `Family${n}`,
      picture: null,
      email_verified: true,
      is_admin: false,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** An app owned by the user and an API key with the given scopes (all by default). */
export async function buildApiKey(
  services: Services,
  userId: number,
  scopes: readonly ApiScope[] = API_SCOPE_NAMES,
  options: { donationsApproved?: boolean; householdsApproved?: boolean } = {},
): Promise<{ key: string; keyId: number; clientId: string }> {
  const { app } = await services.apps.createApp({ ownerId: userId, name: `App ${next()}`, type: 'confidential', redirectUris: [] });
  if (options.donationsApproved) await services.apps.setDonationsAccess(app.clientId, 'approved');
  // A key reads households without it; the app's webhooks and OAuth tokens need it.
  if (options.householdsApproved) await services.apps.setAccess(app.clientId, 'households', 'approved');
  const { key, summary } = await services.apps.createKey(app.clientId, { name: 'test', scopes: [...scopes] });
  return { key, keyId: summary.id, clientId: app.clientId };
}

/** A user with an all-scopes key: the usual caller of a test. */
export async function buildCaller(services: Services, scopes: readonly ApiScope[] = API_SCOPE_NAMES, options: { donationsApproved?: boolean; householdsApproved?: boolean } = {}) {
  const user = await buildUser(services);
  const { key, keyId, clientId } = await buildApiKey(services, user.id, scopes, options);
  return { user, key, keyId, clientId };
}

export async function buildChurch(services: Services, overrides: Record<string, unknown> = {}) {
  const n = next();
  return services.database.db
    .insertInto('churches')
    .values({
      name: `Church ${n}`,
      description: `Description ${n}`,
      city: 'Springfield',
      state: 'IL',
      country: 'US',
      website: `https://church${n}.example.org`,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Adds a member to a church and keeps the church's member count in step, as the product does. */
/** A caller with an API key of `scopes`, and a member of the church in `role` when both are given. */
export async function buildMember(services: Services, churchId?: number, role?: 'member' | 'volunteer' | 'admin', scopes: readonly ApiScope[] = API_SCOPE_NAMES) {
  const caller = await buildCaller(services, scopes);
  if (churchId !== undefined && role) await addChurchMember(services, churchId, caller.user.id, role);
  return caller;
}

/**
 * The cast of a permission test: a church with its admin, a volunteer and `members` plain
 * members, and the admin of another church; each a caller with an API key of `scopes`.
 */
export async function buildChurchCast(services: Services, members: number, scopes: readonly ApiScope[] = API_SCOPE_NAMES) {
  const church = await buildChurch(services);
  const otherChurch = await buildChurch(services);
  const admin = await buildMember(services, church.id, 'admin', scopes);
  const volunteer = await buildMember(services, church.id, 'volunteer', scopes);
  const plain = [];
  for (let n = 0; n < members; n++) plain.push(await buildMember(services, church.id, 'member', scopes));
  const outsider = await buildMember(services, otherChurch.id, 'admin', scopes);
  return { church, otherChurch, admin, volunteer, members: plain, outsider };
}

export async function addChurchMember(services: Services, churchId: number, userId: number, role: 'member' | 'volunteer' | 'admin' = 'member'): Promise<void> {
  const { db } = services.database;
  await db.insertInto('church_members').values({ church_id: churchId, user_id: userId, role, joined_at: now(), updated_at: now() }).execute();
  await db.updateTable('churches').set((eb) => ({ member_count: eb('member_count', '+', 1) })).where('id', '=', churchId).execute();
}

export async function buildEvent(services: Services, churchId: number, overrides: Record<string, unknown> = {}) {
  const n = next();
  const start = new Date(Date.now() + 7 * 86_400_000);
  return services.database.db
    .insertInto('events')
    .values({
      church_id: churchId,
      title: `Event ${n}`,
      description: `About event ${n}`,
      location: 'Main hall',
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + 2 * 3_600_000).toISOString(),
      capacity: null,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildPrayer(services: Services, churchId: number, userId: number, overrides: Record<string, unknown> = {}) {
  const n = next();
  return services.database.db
    .insertInto('prayers')
    .values({ church_id: churchId, user_id: userId, content: `Prayer ${n}`, is_anonymous: false, created_at: now(), updated_at: now(), ...overrides } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildGroup(services: Services, churchId: number, overrides: Record<string, unknown> = {}) {
  const n = next();
  return services.database.db
    .insertInto('groups')
    .values({
      church_id: churchId,
      name: `Group ${n}`,
      description: `About group ${n}`,
      meeting_schedule: 'Wednesdays 19:00',
      location: 'Room 2',
      capacity: null,
      created_at: now(),
      updated_at: now(),
      ...overrides,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function buildDonation(services: Services, userId: number, churchId: number, overrides: Record<string, unknown> = {}) {
  return services.database.db
    .insertInto('donations')
    .values({
      user_id: userId,
      church_id: churchId,
      amount: 2500,
      currency: 'USD',
      fund: 'General',
      method: 'card',
      donated_at: now(),
      created_at: now(),
      updated_at: now(),
      ...overrides,
    } as never)
    .returningAll()
    .executeTakeFirstOrThrow();
}
