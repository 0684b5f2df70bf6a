/**
 * The "Sunday rush": a church with 1,000 households and 2,500 children, one event with 10
 * rooms, and 20 kiosks (concurrent clients, each a volunteer with an API key) checking every
 * family in, then every child out by the family's code. `npm run bench` runs it on the
 * service it started (`--only=sundayRush` for this alone); `node bench/sunday.ts
 * [--postgres[=URL]]` runs it alone, on a fresh database and a service of its own.
 *
 * Four phases: check-in and check-out at a steady 200 check-ins (children) per second, for
 * the latency below saturation (each request's time counted from when it was due, so a late
 * kiosk is charged); then the same two with every kiosk sending back to back, for the most the
 * service takes. After each phase the store is checked: every household one code, no code
 * shared, every child's check-in present, no room over capacity, every room's count exact.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, openSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices } from '../src/services.ts';

const HOUSEHOLDS = 1000;
const KIOSKS = 20;
/** Rooms by age: [name, youngest, oldest]. */
const ROOMS: [string, number, number][] = [
  ['Nursery', 0, 1], ['Toddlers', 2, 2], ['Threes', 3, 3], ['Fours', 4, 4], ['Fives', 5, 5],
  ['Sixes', 6, 6], ['Sevens', 7, 7], ['Eights', 8, 8], ['Nines', 9, 9], ['Preteens', 10, 11],
];
/** The paced phases' rate, in children checked in (or out) per second: the goal's. */
const PACED_CHECK_INS_PER_SECOND = 200;

interface Family {
  householdId: number;
  children: { childId: number; roomId: number }[];
}

export interface SundayRushSetup {
  eventId: number;
  /** Another event of the church with the same rooms, and families to check in there first, unmeasured: JIT and statement caches warm up. */
  warmUp: { eventId: number; families: Family[] };
  keys: string[];
  families: Family[];
  children: number;
}

/** Latency and rate of one phase. */
export interface PhaseFigure {
  requests: number;
  /** Children checked in or out per second over the phase. */
  checkInsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  errors: number;
}

export interface SundayRushFigures {
  households: number;
  children: number;
  rooms: number;
  kiosks: number;
  paced: { offeredCheckInsPerSecond: number; checkIn: PhaseFigure; checkOut: PhaseFigure };
  saturated: { checkIn: PhaseFigure; checkOut: PhaseFigure };
  verified: string[];
}

const now = () => new Date().toISOString();

/** The church, its volunteers' keys, the households and children, the event and its rooms, written to the store. */
export async function prepareSundayRush(databaseUrl: string): Promise<SundayRushSetup> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl });
  const database = await openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(config, database);
  const { db } = database;
  try {
    const at = now();
    const church = await db
      .insertInto('churches')
      .values({ name: 'Sunday Rush Church', description: 'Benchmark', city: 'Springfield', state: 'IL', country: 'US', website: 'https://sunday.example.org', created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const users = await db
      .insertInto('users')
      .values(
        Array.from({ length: KIOSKS + 1 }, (_, i) => ({
          email: `sunday-rush-${church.id}-${i}@example.org`,
          password_hash: 'x',
          given_name: i ? `Kiosk ${i}` : 'Admin',
          family_name: 'Volunteer',
          picture: null,
          email_verified: true,
          is_admin: false,
          created_at: at,
          updated_at: at,
        })),
      )
      .returning('id')
      .execute();
    await db
      .insertInto('church_members')
      .values(users.map((user, i) => ({ church_id: church.id, user_id: user.id, role: i ? 'volunteer' : 'admin', joined_at: at, updated_at: at })))
      .execute();
    const keys: string[] = [];
    for (const user of users.slice(1)) {
      const { app } = await services.apps.createApp({ ownerId: user.id, name: `Kiosk ${user.id}`, type: 'confidential', redirectUris: [] });
      keys.push((await services.apps.createKey(app.clientId, { name: 'kiosk', scopes: ['read:households', 'write:households', 'read:events'] })).key);
    }
    const [event, warmUpEvent] = await Promise.all(['Sunday service', 'Early service'].map((title) => db
      .insertInto('events')
      .values({
        church_id: church.id,
        title,
        description: '',
        location: 'Main hall',
        starts_at: new Date(Date.now() + 30 * 60_000).toISOString(),
        ends_at: new Date(Date.now() + 4 * 3_600_000).toISOString(),
        capacity: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()));

    // Household i has 1 + (i mod 4) children: 2,500 in all, ages spread over 0–11.
    const households = await db
      .insertInto('households')
      .values(Array.from({ length: HOUSEHOLDS }, (_, i) => ({ church_id: church.id, name: `Family ${i}`, name_key: `family ${i}`, phone: null, phone_last4: null, created_at: at, updated_at: at })))
      .returning('id')
      .execute();
    const ages: number[] = [];
    const childRows = households.flatMap((household, i) =>
      Array.from({ length: 1 + (i % 4) }, (_, j) => {
        const age = (i * 7 + j * 5) % 12;
        ages.push(age);
        const birth = new Date();
        birth.setUTCFullYear(birth.getUTCFullYear() - age);
        birth.setUTCDate(birth.getUTCDate() - 30);
        return { household_id: household.id, church_id: church.id, given_name: `Child ${j}`, family_name: `Family ${i}`, birthdate: birth.toISOString().slice(0, 10), allergies: j === 0 && i % 10 === 0 ? 'Peanuts' : '', notes: '', created_at: at, updated_at: at };
      }),
    );
    const children: { id: number; household_id: number }[] = [];
    for (let i = 0; i < childRows.length; i += 500) children.push(...(await db.insertInto('children').values(childRows.slice(i, i + 500)).returning(['id', 'household_id']).execute()));

    // Each room holds its age group with a little room to spare.
    const roomIds: number[] = [];
    const warmUpRooms = new Map<number, number>();
    for (const [name, minAge, maxAge] of ROOMS) {
      const expected = ages.filter((age) => age >= minAge && age <= maxAge).length;
      const room = await services.checkIns.createRoom(event.id, users[0].id, { name, minAge, maxAge, capacity: Math.ceil(expected * 1.05) + 1 });
      roomIds.push(room.id);
      warmUpRooms.set(room.id, (await services.checkIns.createRoom(warmUpEvent.id, users[0].id, { name, minAge, maxAge })).id);
    }
    const roomOf = (age: number) => roomIds[ROOMS.findIndex(([, min, max]) => age >= min && age <= max)];
    const families = households.map((household) => ({ householdId: household.id, children: [] as Family['children'] }));
    const byHousehold = new Map(families.map((family) => [family.householdId, family]));
    children.forEach((child, i) => byHousehold.get(child.household_id)!.children.push({ childId: child.id, roomId: roomOf(ages[i]) }));
    const warmUpFamilies = families.slice(0, 100).map((family) => ({ ...family, children: family.children.map((child) => ({ ...child, roomId: warmUpRooms.get(child.roomId)! })) }));
    return { eventId: event.id, warmUp: { eventId: warmUpEvent.id, families: warmUpFamilies }, keys, families, children: children.length };
  } finally {
    await database.close();
  }
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
}

/**
 * Sends `jobs` from KIOSKS workers. With `rate` (jobs a second) job i is due at start + i/rate
 * and its latency counts from then; without, each kiosk sends its next job as soon as the last
 * is answered.
 */
async function phase<T>(jobs: T[], send: (job: T, kiosk: number) => Promise<{ ok: boolean; people: number }>, rate?: number): Promise<PhaseFigure> {
  const latencies: number[] = [];
  let next = 0;
  let people = 0;
  let errors = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: KIOSKS }, async (_, kiosk) => {
      for (;;) {
        const i = next++;
        if (i >= jobs.length) return;
        let from = performance.now();
        if (rate) {
          const due = start + (i * 1000) / rate;
          if (due > from) await new Promise((resolve) => setTimeout(resolve, due - from));
          from = due;
        }
        const outcome = await send(jobs[i], kiosk);
        latencies.push(performance.now() - from);
        if (outcome.ok) people += outcome.people;
        else errors += 1;
      }
    }),
  );
  const seconds = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: jobs.length,
    checkInsPerSecond: Math.round(people / seconds),
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    maxMs: Number((latencies.at(-1) ?? 0).toFixed(1)),
    errors,
  };
}

/** The store after a phase: every rule the rush must keep. Throws on the first broken one. */
async function verify(databaseUrl: string, setup: SundayRushSetup, checkedIn: boolean): Promise<string> {
  const database = await openDatabase(databaseUrl);
  const { db } = database;
  try {
    const householdIds = setup.families.map((family) => family.householdId);
    const codes = await db.selectFrom('check_in_codes').select(['household_id', 'code']).where('event_id', '=', setup.eventId).execute();
    if (codes.length !== householdIds.length) throw new Error(`${codes.length} codes for ${householdIds.length} households`);
    if (new Set(codes.map((row) => row.code)).size !== codes.length) throw new Error('two households share a code');
    const rows = await db.selectFrom('check_ins').select(['child_id', 'room_id', 'checked_out_at']).where('event_id', '=', setup.eventId).execute();
    const open = rows.filter((row) => row.checked_out_at === null);
    const expectedOpen = checkedIn ? setup.children : 0;
    if (open.length !== expectedOpen) throw new Error(`${open.length} children checked in, expected ${expectedOpen}`);
    if (new Set(open.map((row) => row.child_id)).size !== open.length) throw new Error('a child is checked in twice');
    const perChild = new Map<number, number>();
    for (const row of rows) perChild.set(row.child_id!, (perChild.get(row.child_id!) ?? 0) + 1);
    if (perChild.size !== setup.children) throw new Error(`${perChild.size} of ${setup.children} children have a check-in`);
    const rooms = await db.selectFrom('rooms').select(['id', 'name', 'capacity', 'checked_in_count']).where('event_id', '=', setup.eventId).execute();
    for (const room of rooms) {
      const count = open.filter((row) => row.room_id === room.id).length;
      if (room.checked_in_count !== count) throw new Error(`room ${room.name} counts ${room.checked_in_count}, holds ${count}`);
      if (room.capacity !== null && count > room.capacity) throw new Error(`room ${room.name} holds ${count} over its capacity ${room.capacity}`);
    }
    return `${checkedIn ? 'in' : 'out'}: ${codes.length} codes, all different; ${rows.length} check-ins, ${open.length} open; ${rooms.length} rooms within capacity, counts exact`;
  } finally {
    await database.close();
  }
}

/** Runs the four phases against the service at `api` (`…/api/v1`). */
export async function runSundayRush(api: string, databaseUrl: string, setup: SundayRushSetup): Promise<SundayRushFigures> {
  const post = async (path: string, key: string, body: object) => {
    const res = await fetch(`${api}${path}`, { method: 'POST', headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: (await res.json()) as { data: { securityCode: string; checkIns: { id: number }[] } } };
  };
  const pickUps: { id: number; code: string }[] = [];
  let eventId = setup.warmUp.eventId;
  const checkIn = async (family: Family, kiosk: number) => {
    const res = await post(`/events/${eventId}/check-ins`, setup.keys[kiosk], { householdId: family.householdId, children: family.children });
    if (res.status !== 201) return { ok: false, people: 0 };
    for (const made of res.body.data.checkIns) pickUps.push({ id: made.id, code: res.body.data.securityCode });
    return { ok: true, people: family.children.length };
  };
  const checkOut = async (pickUp: { id: number; code: string }, kiosk: number) => {
    const res = await post(`/check-ins/${pickUp.id}/check-out`, setup.keys[kiosk], { securityCode: pickUp.code });
    return { ok: res.status === 200, people: 1 };
  };
  const verified: string[] = [];
  await phase(setup.warmUp.families, checkIn);
  await phase(pickUps.splice(0), checkOut);
  eventId = setup.eventId;
  const householdRate = (PACED_CHECK_INS_PER_SECOND * setup.families.length) / setup.children;
  const pacedIn = await phase(setup.families, checkIn, householdRate);
  verified.push(await verify(databaseUrl, setup, true));
  const pacedOut = await phase(pickUps.splice(0), checkOut, PACED_CHECK_INS_PER_SECOND);
  verified.push(await verify(databaseUrl, setup, false));
  const saturatedIn = await phase(setup.families, checkIn);
  verified.push(await verify(databaseUrl, setup, true));
  const saturatedOut = await phase(pickUps.splice(0), checkOut);
  verified.push(await verify(databaseUrl, setup, false));
  return {
    households: setup.families.length,
    children: setup.children,
    rooms: ROOMS.length,
    kiosks: KIOSKS,
    paced: { offeredCheckInsPerSecond: PACED_CHECK_INS_PER_SECOND, checkIn: pacedIn, checkOut: pacedOut },
    saturated: { checkIn: saturatedIn, checkOut: saturatedOut },
    verified,
  };
}

/** The figures as result lines, with the goals. */
export function sundayRushLines(figures: SundayRushFigures, store: string): string[] {
  const line = (name: string, figure: PhaseFigure) =>
    `  ${name}: ${figure.checkInsPerSecond} children/s, p50 ${figure.p50Ms} ms, p99 ${figure.p99Ms} ms, max ${figure.maxMs} ms, ${figure.requests} requests, ${figure.errors} refused`;
  const goal = figures.paced.checkIn.p99Ms <= 50 && figures.paced.checkIn.checkInsPerSecond >= PACED_CHECK_INS_PER_SECOND * 0.95;
  return [
    `- Sunday rush (${store}): ${figures.households} households, ${figures.children} children, ${figures.rooms} rooms, ${figures.kiosks} kiosks`,
    line(`check-in at ${figures.paced.offeredCheckInsPerSecond} children/s offered`, figures.paced.checkIn),
    line(`check-out at ${figures.paced.offeredCheckInsPerSecond} children/s offered`, figures.paced.checkOut),
    line('check-in, kiosks back to back', figures.saturated.checkIn),
    line('check-out, kiosks back to back', figures.saturated.checkOut),
    `  goal p99 ≤ 50 ms at 200 check-ins/s: ${goal ? 'met' : 'NOT met'}; verified after each phase: ${figures.verified.join(' | ')}`,
  ];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function main(): Promise<void> {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const resultsDir = join(root, 'bench', 'results');
  mkdirSync(join(resultsDir, 'data'), { recursive: true });
  const postgres = process.argv.find((arg) => arg.startsWith('--postgres'));
  const databaseUrl = postgres
    ? postgres.includes('=')
      ? postgres.slice(postgres.indexOf('=') + 1)
      : 'postgres://postgres@127.0.0.1:5432/test?schema=bench_sunday'
    : `sqlite:${join(resultsDir, 'data', `sunday-${Date.now()}.sqlite`)}`;
  if (postgres) {
    // A fresh schema each run, so the rush meets an empty event.
    const { default: pg } = await import('pg');
    const url = new URL(databaseUrl);
    const schema = url.searchParams.get('schema') ?? 'public';
    url.searchParams.delete('schema');
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE; CREATE SCHEMA ${schema}`);
    await client.end();
  }
  console.log(`Sunday rush on ${postgres ? 'PostgreSQL' : 'SQLite'}: preparing ${HOUSEHOLDS} households…`);
  const setup = await prepareSundayRush(databaseUrl);
  // Ports nobody listens on now: other benchmarks may run on the machine.
  const port = await freePort();
  const loginPort = await freePort();
  const log = openSync(join(resultsDir, 'service-sunday.log'), 'w');
  // `--service-flags="--cpu-prof --cpu-prof-dir=…"` gives the service's node more flags, as `npm run bench` does.
  const flags = process.argv.find((arg) => arg.startsWith('--service-flags='))?.slice('--service-flags='.length).split(/\s+/).filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, 'src/main.ts'], {
    cwd: root,
    env: {
      ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000', PORT: String(port),
      LOGIN_PORT: String(loginPort), HOST: '127.0.0.1', API_BASE_URL: `http://127.0.0.1:${port}/api/v1`, LOGIN_URL: `http://localhost:${loginPort}`, SMTP_URL: 'smtp://127.0.0.1:3993',
    },
    stdio: ['ignore', log, log],
  });
  process.on('exit', () => child.exitCode === null && child.kill('SIGKILL'));
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200) break;
    } catch {
      // not listening yet
    }
    if (tries > 600 || child.exitCode !== null) throw new Error('the service did not start; see bench/results/service-sunday.log');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const figures = await runSundayRush(`http://127.0.0.1:${port}/api/v1`, databaseUrl, setup);
  child.kill('SIGTERM');
  console.log(sundayRushLines(figures, postgres ? 'postgres' : 'sqlite').join('\n'));
  console.log(JSON.stringify(figures, null, 2));
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
