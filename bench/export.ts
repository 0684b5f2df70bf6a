/**
 * The church export figures: one church of 100,000 members and 1,000,000 prayers, exported by
 * its admin through `GET /churches/:id/export` from the service started as `npm start` starts
 * it. Reports the time, the archive's size and the service's peak RSS (the kernel's
 * high-water mark: start-up included). `npm run bench` runs it as the `churchExport` scenario;
 * on its own: `node bench/export.ts [--postgres[=URL]] [--keep-data]`.
 */
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, openSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import yauzl from 'yauzl';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createServices } from '../src/services.ts';
import { API_SCOPE_NAMES } from '../src/http/scopes.ts';
import { buildPostgresDataset, buildSqliteDataset, type DatasetSize, type Generator } from './dataset.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = join(root, 'bench', 'results');

/** One big church: its admin (user 1) and 100,000 members, a million prayers among them. */
export const EXPORT_SIZE: DatasetSize = { churches: 1, users: 100_001, memberships: 100_001, events: 0, prayers: 1_000_000 };
/** The goal the service's peak RSS must stay under while it exports. */
export const EXPORT_RSS_GOAL_MB = 250;

export interface ExportFigures {
  store: 'sqlite' | 'postgres';
  members: number;
  prayers: number;
  seconds: number;
  archiveMb: number;
  /** The service's peak resident memory, start-up included. */
  peakRssMb: number;
  /** The same once it had started, before the export: what the export itself added is the difference. */
  readyRssMb: number;
  rssGoalMb: number;
}

const generateBigChurch: Generator = async (size, writer, passwordHash, progress) => {
  const day = 86_400_000;
  const start = Math.floor(Date.now() / day) * day - 1000 * day;
  const iso = (ms: number) => new Date(ms).toISOString();
  let state = 0x0e_c4_2026;
  const next = () => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return state / 4_294_967_296;
  };
  const addUser = writer.table('users', ['id', 'email', 'password_hash', 'given_name', 'family_name', 'picture', 'email_verified', 'is_admin', 'created_at', 'updated_at']);
  for (let id = 1; id <= size.users; id++) {
    await addUser([id, `member${id}@export.example.org`, passwordHash, `Given${id}`, `Family${id}`, null, 1, 0, iso(start), iso(start)]);
    if (id % 50_000 === 0 || id === size.users) progress('users', id, size.users);
  }
  await writer.flush();
  const addChurch = writer.table('churches', ['id', 'name', 'description', 'city', 'state', 'country', 'website', 'member_count', 'created_at', 'updated_at']);
  await addChurch([1, 'Cathedral of the Export', 'One church of a hundred thousand members', 'Leeds', 'England', 'GB', 'https://export.example.org', size.memberships, iso(start), iso(start)]);
  await writer.flush();
  const addMember = writer.table('church_members', ['church_id', 'user_id', 'role', 'joined_at', 'updated_at']);
  for (let id = 1; id <= size.memberships; id++) {
    await addMember([1, id, id === 1 ? 'admin' : 'member', iso(start + id * 1000), iso(start + id * 1000)]);
    if (id % 50_000 === 0 || id === size.memberships) progress('church_members', id, size.memberships);
  }
  await writer.flush();
  const addPrayer = writer.table('prayers', ['id', 'church_id', 'user_id', 'content', 'is_anonymous', 'is_answered', 'answered_at', 'prayer_count', 'created_at', 'updated_at']);
  for (let id = 1; id <= size.prayers; id++) {
    const at = iso(start + id * 60_000);
    await addPrayer([id, 1, 2 + Math.floor(next() * (size.memberships - 1)), `Please pray for request number ${id}, and for everyone who asked with it.`, next() < 0.1 ? 1 : 0, 0, null, Math.floor(next() * 20), at, at]);
    if (id % 50_000 === 0 || id === size.prayers) progress('prayers', id, size.prayers);
  }
  await writer.flush();
};

/** An all-scopes key of an app the church's admin owns, made through the product: the export holds every kind. */
async function adminKey(databaseUrl: string): Promise<string> {
  const database = await openDatabase(databaseUrl);
  await migrateToLatest(database.db);
  const services = createServices(loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl }), database);
  const { app } = await services.apps.createApp({ ownerId: 1, name: 'Export benchmark', type: 'confidential', redirectUris: [] });
  const { key } = await services.apps.createKey(app.clientId, { name: 'bench', scopes: [...API_SCOPE_NAMES] });
  await database.close();
  return key;
}

function serviceArgs(): string[] {
  const start = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start;
  // `exec node <flags> src/main.ts`: the flags and the entry, run by this node.
  const words = start.trim().split(/\s+/);
  return words.slice(words.indexOf('node') + 1);
}

function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Math.round(Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
}

/** Row counts from the archive's manifest, read back with yauzl. */
async function manifestRows(path: string): Promise<Record<string, number>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.open(path, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  return new Promise((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName !== 'manifest.json') return zip.readEntry();
      zip.openReadStream(entry, async (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        for await (const chunk of stream) chunks.push(chunk as Buffer);
        const manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { files: { name: string; rows: number }[] };
        zip.close();
        resolve(Object.fromEntries(manifest.files.map((file) => [file.name, file.rows])));
      });
    });
    zip.once('end', () => reject(new Error('no manifest.json in the archive')));
    zip.readEntry();
  });
}

export async function exportFigures(options: { postgres?: string; keepData: boolean; serviceFlags?: string[]; log?: (line: string) => void }): Promise<ExportFigures> {
  const log = options.log ?? ((line: string) => console.log(line));
  mkdirSync(join(resultsDir, 'data'), { recursive: true });
  const store = options.postgres ? 'postgres' : 'sqlite';
  const sqlitePath = join(resultsDir, 'data', 'export.sqlite');
  let databaseUrl = `sqlite:${sqlitePath}`;
  if (options.postgres) {
    const url = new URL(options.postgres);
    url.searchParams.set('schema', 'bench_export');
    databaseUrl = url.toString();
  }
  if (!(options.keepData && (options.postgres || existsSync(sqlitePath)))) {
    log(`  building the export church (${store}): 100,000 members, 1,000,000 prayers`);
    if (options.postgres) await buildPostgresDataset(databaseUrl, EXPORT_SIZE, generateBigChurch);
    else await buildSqliteDataset(sqlitePath, EXPORT_SIZE, generateBigChurch);
  }
  const key = await adminKey(databaseUrl);

  const port = 3981;
  const logFile = join(resultsDir, 'service-export.log');
  const out = openSync(logFile, 'w');
  const env = { ...process.env, NODE_ENV: 'production', DATABASE_URL: databaseUrl, SEED_DEMO: 'false', LOG_LEVEL: 'info', RATE_LIMIT_MAX: '1000000000', SHUTDOWN_DRAIN_MS: '0', PORT: String(port), LOGIN_PORT: '3982', HOST: '127.0.0.1', API_BASE_URL: `http://127.0.0.1:${port}/api/v1`, LOGIN_URL: 'http://localhost:3982', SMTP_URL: 'smtp://127.0.0.1:3983' };
  const child = spawn(process.execPath, [...(options.serviceFlags ?? []), ...serviceArgs()], { cwd: root, env, stdio: ['ignore', out, out] });
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let waited = 0; ; waited += 100) {
      if (child.exitCode !== null) throw new Error(`the service exited with ${child.exitCode}; see ${logFile}`);
      if (await fetch(`${base}/healthz`).then((res) => res.ok, () => false)) break;
      if (waited > 120_000) throw new Error(`the service did not start within 120 s; see ${logFile}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const archive = join(resultsDir, 'data', `export-${store}.zip`);
    const readyRss = peakRssMb(child.pid!);
    const started = performance.now();
    const response = await fetch(`${base}/api/v1/churches/1/export`, { headers: { authorization: `Bearer ${key}` } });
    if (response.status !== 200 || !response.body) throw new Error(`the export answered ${response.status}: ${await response.text()}`);
    await pipeline(Readable.fromWeb(response.body), createWriteStream(archive));
    const seconds = (performance.now() - started) / 1000;
    const rss = peakRssMb(child.pid!);
    const rows = await manifestRows(archive);
    if (rows['members.jsonl'] !== EXPORT_SIZE.memberships || rows['prayers.jsonl'] !== EXPORT_SIZE.prayers) {
      throw new Error(`the archive holds ${rows['members.jsonl']} members and ${rows['prayers.jsonl']} prayers`);
    }
    const figures: ExportFigures = {
      store,
      members: rows['members.jsonl'],
      prayers: rows['prayers.jsonl'],
      seconds: Number(seconds.toFixed(1)),
      archiveMb: Math.round(statSync(archive).size / 1_048_576),
      peakRssMb: rss,
      readyRssMb: readyRss,
      rssGoalMb: EXPORT_RSS_GOAL_MB,
    };
    log(`  churchExport (${store}): ${figures.members.toLocaleString('en')} members, ${figures.prayers.toLocaleString('en')} prayers in ${figures.seconds} s, ` +
      `${figures.archiveMb} MB zip, service peak RSS ${figures.peakRssMb} MB (goal ≤ ${EXPORT_RSS_GOAL_MB} MB; ${figures.readyRssMb} MB once started)`);
    return figures;
  } finally {
    child.kill('SIGTERM');
  }
}

/** The line of `latest.md`. */
export function exportLines(figures: ExportFigures | undefined): string[] {
  if (!figures) return [];
  return [
    `- church export (${figures.members.toLocaleString('en')} members, ${figures.prayers.toLocaleString('en')} prayers): ${figures.seconds} s, ` +
      `${figures.archiveMb} MB zip, service peak RSS ${figures.peakRssMb} MB (goal ≤ ${figures.rssGoalMb} MB; ${figures.readyRssMb} MB once started)`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const postgresArg = args.find((arg) => arg.startsWith('--postgres'));
  const postgres = postgresArg === undefined ? undefined : postgresArg.split('=', 2)[1] || 'postgres://postgres@127.0.0.1:5432/test';
  const serviceFlags = args.find((arg) => arg.startsWith('--service-flags='))?.slice('--service-flags='.length).split(/\s+/).filter(Boolean);
  const figures = await exportFigures({ postgres, keepData: args.includes('--keep-data'), serviceFlags });
  process.exitCode = figures.peakRssMb <= EXPORT_RSS_GOAL_MB ? 0 : 1;
}
