import { DatabaseSync } from 'node:sqlite';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { hashPassword } from '../src/modules/users/service.ts';
import { backfill, COUNTED_LISTS } from '../src/db/migrations/20261125T0001-list-counters.ts';
import { backfill as backfillMemberships, MEMBERSHIP_LISTS } from '../src/db/migrations/20261129T0020-membership-changes.ts';

/** Row counts of one benchmark dataset. */
export interface DatasetSize {
  churches: number;
  users: number;
  memberships: number;
  events: number;
  prayers: number;
}

export const FULL: DatasetSize = { churches: 1_000, users: 100_000, memberships: 200_000, events: 20_000, prayers: 1_000_000 };
export const QUICK: DatasetSize = { churches: 1_000, users: 100_000, memberships: 200_000, events: 20_000, prayers: 100_000 };

export const BENCH_PASSWORD = 'bench password 123';

const DAY = 86_400_000;
const SEED = 0x5eed_2026;

/** mulberry32: small, fast and the same on every machine, so the dataset is too. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const CITIES = [
  ['Springfield', 'IL', 'US'], ['Portland', 'OR', 'US'], ['Austin', 'TX', 'US'], ['Leeds', 'England', 'GB'],
  ['Hamburg', 'Hamburg', 'DE'], ['Toronto', 'ON', 'CA'], ['Lyon', 'Auvergne-Rhône-Alpes', 'FR'], ['Nairobi', 'Nairobi', 'KE'],
] as const;
const PHRASES = [
  'Please pray for my mother, who is in hospital this week.',
  'Pray for our youth group as they plan the summer camp.',
  'Asking for prayer for a new job and the interviews ahead.',
  'Pray for peace in our neighbourhood and for the families who lost their homes.',
  'Thankful for a safe journey; please pray for the return trip.',
  'Please pray for healing after surgery and patience while recovering.',
  'Pray for the volunteers at the food bank this winter.',
  'Pray for wisdom for our church council as we choose a new pastor.',
];
const EVENT_TITLES = ['Sunday service', 'Choir rehearsal', 'Bible study', 'Community breakfast', 'Youth night', 'Prayer vigil', 'Food bank shift'];

export interface Writer {
  /** Appends rows of one table; columns in the order given at `table`. */
  table(name: string, columns: string[]): (row: unknown[]) => Promise<void> | void;
  flush(): Promise<void>;
}

/**
 * Generates the rows in a fixed order from a fixed seed. Times are anchored on today's UTC
 * midnight so that "upcoming" means the same share of events whenever the run happens.
 */
/** Writes a dataset's rows through `writer`, reporting progress per table. */
export type Generator = (size: DatasetSize, writer: Writer, passwordHash: string, progress: (table: string, done: number, of: number) => void) => Promise<void>;

async function generate(size: DatasetSize, writer: Writer, passwordHash: string, progress: (table: string, done: number, of: number) => void): Promise<void> {
  const next = random(SEED);
  const today = Math.floor(Date.now() / DAY) * DAY;
  const iso = (ms: number) => new Date(ms).toISOString();
  const int = (n: number) => Math.floor(next() * n);
  const report = (table: string, done: number, of: number) => {
    if (done % 50_000 === 0 || done === of) progress(table, done, of);
  };

  const addUser = writer.table('users', ['id', 'email', 'password_hash', 'given_name', 'family_name', 'picture', 'email_verified', 'is_admin', 'created_at', 'updated_at']);
  for (let id = 1; id <= size.users; id++) {
    const at = iso(today - 1500 * DAY + Math.floor((id / size.users) * 1400 * DAY));
    await addUser([id, `member${id}@bench.example.org`, passwordHash, `Given${id}`, `Family${id}`, null, 1, 0, at, at]);
    report('users', id, size.users);
  }
  await writer.flush();

  // Every user belongs to `memberships / users` distinct churches: the first by id, the
  // others chosen at random among the rest.
  const perUser = Math.max(1, Math.round(size.memberships / size.users));
  const members = new Array<number>(size.churches + 1).fill(0);
  const memberships: [number, number][] = [];
  for (let user = 1; user <= size.users && memberships.length < size.memberships; user++) {
    const first = (user % size.churches) + 1;
    const chosen = new Set([first]);
    while (chosen.size < Math.min(perUser, size.churches)) chosen.add(int(size.churches) + 1);
    for (const church of chosen) {
      memberships.push([church, user]);
      members[church]++;
    }
  }

  const addChurch = writer.table('churches', ['id', 'name', 'description', 'city', 'state', 'country', 'website', 'member_count', 'created_at', 'updated_at']);
  for (let id = 1; id <= size.churches; id++) {
    const [city, state, country] = CITIES[id % CITIES.length];
    await addChurch([id, `Church of the Bench ${id}`, `A congregation of ${city}, number ${id} of the benchmark.`, city, state, country, `https://church${id}.bench.example.org`, members[id], iso(today - 2000 * DAY + id * DAY), iso(today - 2000 * DAY + id * DAY)]);
  }
  await writer.flush();
  progress('churches', size.churches, size.churches);

  const addMember = writer.table('church_members', ['church_id', 'user_id', 'role', 'joined_at', 'updated_at']);
  for (const [n, [church, user]] of memberships.entries()) {
    const joined = iso(today - 1000 * DAY + (n % 900) * DAY);
    await addMember([church, user, 'member', joined, joined]);
    report('church_members', n + 1, memberships.length);
  }
  await writer.flush();

  // Events two years either side of today, in start order, so about half are upcoming.
  const addEvent = writer.table('events', ['id', 'church_id', 'title', 'description', 'location', 'starts_at', 'ends_at', 'capacity', 'registration_count', 'created_at', 'updated_at']);
  const span = 730 * DAY;
  for (let id = 1; id <= size.events; id++) {
    const startsAt = today - span / 2 + Math.floor((id / size.events) * span / 3_600_000) * 3_600_000 + 60_000 * (id % 7);
    const title = EVENT_TITLES[id % EVENT_TITLES.length];
    await addEvent([id, (id % size.churches) + 1, title, `${title} for the whole congregation.`, 'Main hall', iso(startsAt), iso(startsAt + 2 * 3_600_000), id % 3 === 0 ? 50 : null, 0, iso(startsAt - 30 * DAY), iso(startsAt - 30 * DAY)]);
    report('events', id, size.events);
  }
  await writer.flush();

  // Prayers in creation order over three years: ids and created_at rise together.
  const addPrayer = writer.table('prayers', ['id', 'church_id', 'user_id', 'content', 'is_anonymous', 'is_answered', 'answered_at', 'prayer_count', 'created_at', 'updated_at']);
  const from = today - 1095 * DAY;
  for (let id = 1; id <= size.prayers; id++) {
    const createdAt = from + Math.floor((id / size.prayers) * 1094 * DAY);
    const answered = next() < 0.33;
    await addPrayer([id, int(size.churches) + 1, int(size.users) + 1, `${PHRASES[int(PHRASES.length)]} (#${id})`, next() < 0.25 ? 1 : 0, answered ? 1 : 0, answered ? iso(createdAt + DAY) : null, int(25), iso(createdAt), iso(createdAt)]);
    report('prayers', id, size.prayers);
  }
  await writer.flush();
}

function printProgress(started: number) {
  return (table: string, done: number, of: number) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    process.stdout.write(`\r  dataset: ${table.padEnd(15)} ${String(done).padStart(9)} / ${of}  (${seconds} s)   `);
  };
}

/** Builds a fresh, migrated SQLite benchmark database at `path`. */
export async function buildSqliteDataset(path: string, size: DatasetSize, generator: Generator = generate): Promise<void> {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
  const migrated = await openDatabase(`sqlite:${path}`);
  await migrateToLatest(migrated.db);
  await migrated.close();

  const started = performance.now();
  const db = new DatabaseSync(path);
  // One big transaction without a journal is the fast way in; the service reopens the file in WAL mode.
  db.exec('PRAGMA journal_mode = DELETE; PRAGMA synchronous = OFF; PRAGMA foreign_keys = OFF; PRAGMA cache_size = -200000; BEGIN');
  const writer: Writer = {
    table(name, columns) {
      const statement = db.prepare(`INSERT INTO ${name} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`);
      return (row) => {
        statement.run(...(row as never[]));
      };
    },
    async flush() {},
  };
  await generator(size, writer, await hashPassword(BENCH_PASSWORD), printProgress(started));
  db.exec('COMMIT; PRAGMA journal_mode = WAL');
  db.close();
  process.stdout.write(`\n  dataset ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

/** Builds a fresh, migrated benchmark schema in PostgreSQL (`?schema=` names it). */
export async function buildPostgresDataset(url: string, size: DatasetSize, generator: Generator = generate): Promise<void> {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema');
  if (!schema || !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error('The PostgreSQL benchmark URL needs ?schema=<name>');
  parsed.searchParams.delete('schema');
  const admin = new pg.Client({ connectionString: parsed.toString() });
  await admin.connect();
  await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();

  const migrated = await openDatabase(url);
  await migrateToLatest(migrated.db);
  await migrated.close();

  const started = performance.now();
  const client = new pg.Client({ connectionString: parsed.toString(), options: `-c search_path=${schema}` });
  await client.connect();
  await client.query('BEGIN');
  // Row triggers (list counters, foreign keys) are off for the load: updating the same counter
  // row a million times in one transaction would take minutes. The counters are recounted below.
  await client.query("SET LOCAL session_replication_role = 'replica'");
  const types = new Map<string, string[]>();
  const pending: { name: string; columns: string[]; rows: unknown[][] }[] = [];
  const insert = async (name: string, columns: string[], rows: unknown[][]) => {
    if (!rows.length) return;
    let columnTypes = types.get(name);
    if (!columnTypes) {
      const { rows: info } = await client.query<{ column_name: string; udt_name: string }>(
        'SELECT column_name, udt_name FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2',
        [schema, name],
      );
      const byName = new Map(info.map((c) => [c.column_name, c.udt_name]));
      columnTypes = columns.map((c) => byName.get(c)!);
      types.set(name, columnTypes);
    }
    const arrays = columns.map((_, i) =>
      rows.map((row) => {
        const value = row[i];
        return columnTypes[i] === 'bool' && typeof value === 'number' ? value === 1 : value;
      }),
    );
    const unnest = columnTypes.map((type, i) => `$${i + 1}::${type}[]`).join(', ');
    await client.query(`INSERT INTO ${name} (${columns.join(', ')}) SELECT * FROM unnest(${unnest})`, arrays);
  };
  const writer: Writer = {
    table(name, columns) {
      const batch = { name, columns, rows: [] as unknown[][] };
      pending.push(batch);
      return async (row) => {
        batch.rows.push(row);
        if (batch.rows.length >= 20_000) {
          await insert(name, columns, batch.rows);
          batch.rows = [];
        }
      };
    },
    async flush() {
      for (const batch of pending) {
        await insert(batch.name, batch.columns, batch.rows);
        batch.rows = [];
      }
    },
  };
  // Each table is flushed before the next one starts, so foreign keys hold.
  await generator(size, writer, await hashPassword(BENCH_PASSWORD), printProgress(started));
  // Identity columns were given explicit ids: move each sequence past them.
  for (const table of ['users', 'churches', 'events', 'prayers']) {
    await client.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  }
  await client.query('DELETE FROM list_counters');
  for (const list of COUNTED_LISTS) await client.query(backfill(list));
  for (const list of MEMBERSHIP_LISTS) await client.query(backfillMemberships(list));
  await client.query('COMMIT');
  await client.query('ANALYZE');
  await client.end();
  process.stdout.write(`\n  dataset ready in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}
