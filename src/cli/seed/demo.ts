import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/tables.ts';
import type { Services } from '../../services.ts';
import type { ApiKeySummary } from '../../modules/apps/service.ts';
import { API_SCOPE_NAMES } from '../../http/scopes.ts';
import { CHURCHES, currencyOf, EVENT_START_HOURS, EVENTS, FAMILY_NAMES, FUNDS, GIVEN_NAMES, GROUPS, METHODS, PRAYERS } from './catalog.ts';

export const DEMO_EMAIL = 'demo@example.org';
export const DEMO_PASSWORD = 'community-demo';
export const DEMO_APP_NAME = 'Demo App';
export const DEMO_REDIRECT_URI = 'http://localhost:8080/callback';
export const DEMO_KEY_NAME = 'Demo key';

/** People besides the demo user. */
const PEOPLE = 60;
/** Indexes into CHURCHES of the demo user's churches: two in the US, one in Germany (gifts in EUR). */
const DEMO_CHURCHES = [0, 8, 20];
// The same seed gives the same people, churches and numbers on every machine; only the
// dates move with the day the data is seeded, so "upcoming" stays upcoming.
const SEED = 20_261_122;
const DAY = 86_400_000;
const HOUR = 3_600_000;

export interface SeedOptions {
  /** Password of the demo user and every seeded person. Default `community-demo`. */
  password?: string;
  /**
   * Seed into a database that already has churches. Off by default, so a service started
   * on real data never mixes demo data in; the explicit `seed --demo` command turns it on.
   */
  evenIfChurchesExist?: boolean;
}

export interface SeedResult {
  /** False when the demo data was already there, or churches were and `evenIfChurchesExist` was not given. */
  created: boolean;
  /** The demo app, when created now; its client secret is shown only this once. */
  clientId?: string;
  clientSecret?: string | null;
}

/**
 * Seeds the demo data: the demo user, about sixty other people, churches with members,
 * past and upcoming events with registrations, small groups, prayer requests, donations,
 * and the demo app. Idempotent: nothing happens when the demo user exists. Every seeded
 * person signs in with the demo password.
 */
export async function seedDemo(services: Services, options: SeedOptions = {}): Promise<SeedResult> {
  if (services.config.nodeEnv === 'production') throw new Error('Demo data is never seeded when NODE_ENV=production');
  const { db } = services.database;
  if (await services.users.findByEmail(DEMO_EMAIL)) return { created: false };
  if (!options.evenIfChurchesExist && (await db.selectFrom('churches').select('id').limit(1).executeTakeFirst())) return { created: false };

  const demo = await services.users.create({
    email: DEMO_EMAIL,
    password: options.password ?? DEMO_PASSWORD,
    givenName: 'Demo',
    familyName: 'User',
    emailVerified: true,
  });
  // The demo user is the mark of seeded data, so if anything after it fails it goes again
  // (its app and memberships with it) and the next run starts over.
  try {
    const { app, clientSecret } = await services.apps.createApp({
      ownerId: demo.id,
      name: DEMO_APP_NAME,
      type: 'confidential',
      redirectUris: [DEMO_REDIRECT_URI],
    });
    await services.apps.setDonationsAccess(app.clientId, 'approved');
    await services.writes.run(({ trx }) => populate(trx, demo.id, demo.password_hash, Date.now()));
    return { created: true, clientId: app.clientId, clientSecret };
  } catch (error) {
    await db.deleteFrom('users').where('id', '=', demo.id).execute();
    throw error;
  }
}

/** The demo app's client id, or undefined when there is no demo data. */
export async function findDemoApp(services: Services): Promise<string | undefined> {
  const demo = await services.users.findByEmail(DEMO_EMAIL);
  if (!demo) return undefined;
  const apps = await services.apps.listApps(demo.id);
  return apps.find((app) => app.name === DEMO_APP_NAME)?.clientId;
}

/** The demo key as a start shows it: the key itself only when that start made it. */
export type DemoKeyOnStart = { key: string } | { prefix: string; createdAt: string };

/**
 * The demo app's key for the start-up message. The first start makes one with every API
 * scope; later starts leave it working and show only its prefix, so no client using it
 * loses access because the service restarted. A new one is made only when none is left
 * unrevoked. Undefined when there is no demo app.
 */
export async function demoKeyOnStart(services: Services): Promise<DemoKeyOnStart | undefined> {
  const clientId = await findDemoApp(services);
  if (!clientId) return undefined;
  const working = (await services.apps.listKeys(clientId)).find((key) => key.name === DEMO_KEY_NAME && !key.revokedAt);
  if (working) return { prefix: working.prefix, createdAt: working.createdAt };
  return { key: (await issueDemoKey(services, clientId)).key };
}

/** Another key of the demo app with every API scope; the keys made before keep working. */
export async function issueDemoKey(services: Services, clientId: string): Promise<{ key: string; summary: ApiKeySummary }> {
  return await services.apps.createKey(clientId, { name: DEMO_KEY_NAME, scopes: [...API_SCOPE_NAMES] });
}

/** mulberry32: small, fast and good enough for made-up data. */
class Random {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer from min to max, both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  shuffled<T>(items: readonly T[]): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy;
  }

  /** A moment between two others, to the minute. */
  between(from: number, to: number): number {
    const at = from + this.next() * Math.max(0, to - from);
    return Math.floor(at / 60_000) * 60_000;
  }
}

const iso = (ms: number) => new Date(ms).toISOString();

/** Inserts rows in batches that stay far below every database's parameter limit. */
async function insertAll<T extends keyof Database>(trx: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await trx.insertInto(table).values(rows.slice(i, i + 200) as never).execute();
  }
}

async function insertId<T extends keyof Database>(trx: Db, table: T, row: Insertable<Database[T]>): Promise<number> {
  const inserted = await trx.insertInto(table).values(row as never).returning('id' as never).executeTakeFirstOrThrow();
  return Number((inserted as { id: number | string }).id);
}

function emailOf(given: string, family: string): string {
  const slug = (name: string) => name.normalize('NFD').replace(/[^A-Za-z]/g, '').toLowerCase();
  return `${slug(given)}.${slug(family)}@example.org`;
}

/**
 * Counters (`member_count`, `registration_count`, `prayer_count`) are written from the
 * same lists as the rows they count, so they agree with the rows from the start.
 */
async function populate(trx: Db, demoId: number, passwordHash: string, now: number): Promise<void> {
  const random = new Random(SEED);
  const today = Math.floor(now / DAY) * DAY;

  // People. Index 0 is the demo user throughout.
  const userIds = [demoId];
  const userSince = [now - 700 * DAY];
  await trx.updateTable('users').set({ created_at: iso(userSince[0]), updated_at: iso(userSince[0]) }).where('id', '=', demoId).execute();
  const taken = new Set<string>();
  while (userIds.length <= PEOPLE) {
    const given = random.pick(GIVEN_NAMES);
    const family = random.pick(FAMILY_NAMES);
    const email = emailOf(given, family);
    if (taken.has(email)) continue;
    taken.add(email);
    // Someone may already have signed up under a name the seed would make up.
    if (await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) continue;
    const since = now - random.int(30, 900) * DAY - random.int(0, 23) * HOUR;
    userIds.push(
      await insertId(trx, 'users', {
        email,
        password_hash: passwordHash,
        given_name: given,
        family_name: family,
        picture: null,
        email_verified: true,
        is_admin: false,
        created_at: iso(since),
        updated_at: iso(since),
      }),
    );
    userSince.push(since);
  }
  const everyone = userIds.map((_, index) => index);

  // Church memberships, planned first so each church is inserted with its member count.
  const members = CHURCHES.map(() => new Map<number, number>());
  const join = (church: number, user: number) => {
    if (!members[church].has(user)) members[church].set(user, random.between(userSince[user], now - DAY));
  };
  DEMO_CHURCHES.forEach((church, n) => members[church].set(0, now - (600 - n * 200) * DAY));
  for (let user = 1; user <= PEOPLE; user++) {
    join((user - 1) % CHURCHES.length, user);
    if (random.chance(0.85)) join(random.int(0, CHURCHES.length - 1), user);
    if (random.chance(0.6)) join(random.int(0, CHURCHES.length - 1), user);
    if (random.chance(0.3)) join(random.int(0, CHURCHES.length - 1), user);
  }

  const churchIds: number[] = [];
  const churchSince: number[] = [];
  for (const [index, church] of CHURCHES.entries()) {
    const since = now - random.int(950, 1800) * DAY;
    churchSince.push(since);
    churchIds.push(
      await insertId(trx, 'churches', {
        name: church.name,
        description: church.description,
        city: church.city,
        state: church.state,
        country: church.country,
        website: `https://${church.slug}.example.org`,
        member_count: members[index].size,
        created_at: iso(since),
        updated_at: iso(since),
      }),
    );
  }
  // Every church has staff: the demo user runs their first church, and elsewhere the
  // longest-standing member is the admin.
  const adminOf = members.map((people, church) =>
    church === DEMO_CHURCHES[0] ? 0 : [...people].filter(([user]) => user !== 0).reduce((first, entry) => (entry[1] < first[1] ? entry : first))[0],
  );
  await insertAll(
    trx,
    'church_members',
    members.flatMap((people, church) =>
      [...people].map(([user, joined]) => ({
        church_id: churchIds[church],
        user_id: userIds[user],
        role: user === adminOf[church] ? 'admin' : 'member',
        joined_at: iso(joined),
        updated_at: iso(joined),
      })),
    ),
  );

  /**
   * The church's members first, then `extra` visitors from anywhere, without repeats and
   * without the demo user (added on purpose where wanted); only people whose account
   * existed a day before `before`.
   */
  const poolOf = (church: number, extra: number, before = now): number[] => {
    const existed = (user: number) => user !== 0 && userSince[user] < before - DAY;
    const own = random.shuffled([...members[church].keys()].filter(existed));
    const visitors = random.shuffled(everyone.filter((user) => existed(user) && !members[church].has(user))).slice(0, extra);
    return [...own, ...visitors];
  };
  const churchIndexes = CHURCHES.map((_, index) => index);

  // Events: one or two past and one or two upcoming per church. Every fourth church has an
  // upcoming event with five places, every eighth one already full, to show capacity at work.
  const registrations: Insertable<Database['event_registrations']>[] = [];
  for (const church of churchIndexes) {
    const titles = random.shuffled(EVENTS);
    const offsets = [
      ...Array.from({ length: random.int(1, 2) }, () => -random.int(3, 150)),
      ...Array.from({ length: random.int(1, 2) }, () => random.int(2, 75)),
    ].sort((a, b) => a - b);
    let firstUpcoming = true;
    for (const [n, offset] of offsets.entries()) {
      const entry = titles[n];
      const upcoming = offset > 0;
      const startsAt = today + offset * DAY + random.pick(EVENT_START_HOURS) * HOUR;
      const createdAt = upcoming ? now - random.int(1, 40) * DAY : startsAt - random.int(14, 60) * DAY;
      const small = upcoming && firstUpcoming && church % 4 === 0;
      const capacity = small ? 5 : random.pick([null, null, null, 12, 20, 40, 100]);
      const demoGoes = DEMO_CHURCHES.includes(church) && (upcoming ? firstUpcoming : n === 0);
      const pool = poolOf(church, random.int(2, 8), Math.min(startsAt, now));
      let wanted = small ? (church % 8 === 0 ? 5 : random.int(2, 4)) : random.int(2, Math.min(pool.length + 1, 25));
      if (capacity !== null) wanted = Math.min(wanted, capacity);
      const attendees = [...(demoGoes ? [0] : []), ...pool].slice(0, wanted);
      if (upcoming) firstUpcoming = false;
      const eventId = await insertId(trx, 'events', {
        church_id: churchIds[church],
        title: entry.title,
        description: entry.description,
        location: entry.location,
        starts_at: iso(startsAt),
        ends_at: iso(startsAt + entry.hours * HOUR),
        capacity,
        registration_count: attendees.length,
        created_at: iso(createdAt),
        updated_at: iso(createdAt),
      });
      for (const user of attendees) {
        const from = Math.max(createdAt, userSince[user]);
        const registeredAt = iso(random.between(from, Math.min(startsAt, now) - HOUR));
        registrations.push({ event_id: eventId, user_id: userIds[user], created_at: registeredAt, updated_at: registeredAt });
      }
    }
  }
  await insertAll(trx, 'event_registrations', registrations);

  // Small groups: one or two per church, some with a capacity, one of them full.
  const groupMembers: Insertable<Database['group_members']>[] = [];
  for (const church of churchIndexes) {
    const names = random.shuffled(GROUPS);
    const count = church % 3 === 0 ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const entry = names[n];
      const createdAt = random.between(churchSince[church], now - 60 * DAY);
      const full = church === 1 && n === 0;
      const capacity = full ? 6 : random.pick([null, null, 8, 10, 12, 15]);
      const pool = poolOf(church, full ? 6 : random.int(0, 3));
      const demoJoins = DEMO_CHURCHES.slice(0, 2).includes(church) && n === 0;
      let wanted = full ? 6 : random.int(2, Math.max(2, pool.length));
      if (capacity !== null) wanted = Math.min(wanted, capacity);
      const people = [...(demoJoins ? [0] : []), ...pool].slice(0, wanted);
      const groupId = await insertId(trx, 'groups', {
        church_id: churchIds[church],
        name: entry.name,
        description: entry.description,
        meeting_schedule: entry.schedule,
        location: entry.location,
        capacity,
        member_count: people.length,
        created_at: iso(createdAt),
        updated_at: iso(createdAt),
      });
      people.forEach((user, position) => {
        const joined = random.between(Math.max(createdAt, userSince[user]), now - DAY);
        // Each group's first member leads it; the demo user leads the group of the church they run.
        const leads = user === 0 ? church === DEMO_CHURCHES[0] : position === 0;
        groupMembers.push({ group_id: groupId, user_id: userIds[user], role: leads ? 'leader' : 'member', joined_at: iso(joined), updated_at: iso(joined) });
      });
    }
  }
  await insertAll(trx, 'group_members', groupMembers);

  // Prayer requests: three per church, plus three of the demo user's own (one anonymous,
  // one answered); about a quarter anonymous and a third answered overall.
  const prayerLog: Insertable<Database['prayer_log']>[] = [];
  const addPrayer = async (church: number, author: number, anonymous: boolean, answered: boolean) => {
    const createdAt = random.between(Math.max(members[church].get(author) ?? userSince[author], now - 300 * DAY), now - 2 * HOUR);
    const answeredAt = answered ? random.between(createdAt + HOUR, now - HOUR) : null;
    const pool = poolOf(church, 4);
    const times = random.int(0, 12);
    const prayers = Array.from({ length: times }, () => random.pick(pool));
    const prayerId = await insertId(trx, 'prayers', {
      church_id: churchIds[church],
      user_id: userIds[author],
      content: random.pick(PRAYERS),
      is_anonymous: anonymous,
      is_answered: answered,
      answered_at: answeredAt === null ? null : iso(answeredAt),
      prayer_count: prayers.length,
      created_at: iso(createdAt),
      updated_at: iso(createdAt),
    });
    for (const user of prayers) {
      prayerLog.push({ prayer_id: prayerId, user_id: userIds[user], created_at: iso(random.between(Math.max(createdAt, userSince[user]), now - 60_000)) });
    }
  };
  for (const church of churchIndexes) {
    for (let n = 0; n < 3; n++) {
      const author = random.pick([...members[church].keys()].filter((user) => user !== 0));
      await addPrayer(church, author, random.chance(0.25), random.chance(0.33));
    }
  }
  await addPrayer(DEMO_CHURCHES[0], 0, false, false);
  await addPrayer(DEMO_CHURCHES[0], 0, true, false);
  await addPrayer(DEMO_CHURCHES[1], 0, false, true);
  await insertAll(trx, 'prayer_log', prayerLog);

  // Donations over the past twelve months. The demo user gives monthly to the General fund,
  // with gifts to the other funds and two in euros to the German church.
  const donations: Insertable<Database['donations']>[] = [];
  const give = (user: number, church: number, fund: string, amount: number, at: number, method: string) => {
    donations.push({
      user_id: userIds[user],
      church_id: churchIds[church],
      amount,
      currency: currencyOf(CHURCHES[church].country),
      fund,
      method,
      donated_at: iso(at),
      created_at: iso(at),
      updated_at: iso(at),
    });
  };
  const [home, second, abroad] = DEMO_CHURCHES;
  for (let month = 0; month < 12; month++) {
    const day = today - (month * 30 + 2) * DAY + 15 * HOUR;
    give(0, home, 'General', 5000, day, 'card');
    if (month % 3 === 0) give(0, home, 'Missions', 2500, day + HOUR, 'card');
    if (month === 2 || month === 8) give(0, second, 'Building', 10_000, day - 5 * DAY, 'bank_transfer');
    if (month % 4 === 1) give(0, second, 'Youth', 1500, day - 3 * DAY, 'cash');
  }
  give(0, abroad, 'Missions', 2000, today - 120 * DAY + 11 * HOUR, 'bank_transfer');
  give(0, abroad, 'General', 3000, today - 220 * DAY + 11 * HOUR, 'card');
  for (let user = 1; user <= PEOPLE; user++) {
    const churches = churchIndexes.filter((church) => members[church].has(user));
    const gifts = random.int(0, 8);
    for (let n = 0; n < gifts; n++) {
      const fund = random.pick([...FUNDS, 'General', 'General', 'General']);
      const amount = random.pick([1000, 2000, 2500, 5000, 5000, 7500, 10_000, 15_000, 25_000]);
      const at = random.between(Math.max(userSince[user], now - 364 * DAY), now - HOUR);
      give(user, random.pick(churches), fund, amount, at, random.pick(METHODS));
    }
  }
  donations.sort((a, b) => String(a.donated_at).localeCompare(String(b.donated_at)));
  await insertAll(trx, 'donations', donations);
}
