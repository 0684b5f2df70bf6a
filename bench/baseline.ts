/**
 * The ceiling: the churches list (`GET /api/v1/churches?page&limit`, the same JSON as the
 * service) and the two prayer writes (`POST /api/v1/prayers`, `POST /api/v1/prayers/:id/pray`,
 * the same transaction as the service's and the same answer) served by node:http and
 * hand-written prepared statements, with no authentication, logging, rate limiting or
 * validation framework. The writes are made as user 1 (the owner of the benchmark's key).
 * Run as its own process with `DATABASE_URL` (sqlite:<path> or postgres://…?schema=…) and `PORT`.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

interface ChurchRow {
  id: number;
  name: string;
  description: string;
  city: string;
  state: string;
  country: string;
  website: string;
  calendar_public: boolean | number;
  time_zone: string;
  member_count: number;
  created_at: string | Date;
  updated_at: string | Date;
}

interface PrayerRow {
  id: number;
  church_id: number;
  user_id: number;
  content: string;
  is_anonymous: number | boolean;
  is_answered: number | boolean;
  prayer_count: number;
  created_at: string | Date;
  answered_at: string | Date | null;
  updated_at: string | Date;
}

/** The writes as the service makes them; undefined when the church (create) or the prayer (pray) does not exist. */
interface Store {
  listChurches(limit: number, offset: number): Promise<{ rows: ChurchRow[]; total: number }>;
  createPrayer(churchId: number, userId: number, content: string, isAnonymous: boolean, at: string): Promise<PrayerRow | undefined>;
  pray(prayerId: number, userId: number, at: string): Promise<PrayerRow | undefined>;
}

const COLUMNS = 'id, name, description, city, state, country, website, calendar_public, member_count, time_zone, created_at, updated_at';
const PRAYER_COLUMNS = 'id, church_id, user_id, content, is_anonymous, is_answered, prayer_count, created_at, answered_at, updated_at';
const INSERT_PRAYER = `INSERT INTO prayers (church_id, user_id, content, is_anonymous, created_at, updated_at) VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${PRAYER_COLUMNS}`;
const PRAY = `UPDATE prayers SET prayer_count = prayer_count + 1, updated_at = $1 WHERE id = $2 RETURNING ${PRAYER_COLUMNS}`;
const LOG_PRAYER = 'INSERT INTO prayer_log (prayer_id, user_id, created_at) VALUES ($1, $2, $3)';
// The transactional outbox row (change_events), as the changes module writes it.
const LOG_CHANGE =
  "INSERT INTO change_events (type, created_at, resource, resource_id, church_id, event_id, group_id, user_id, is_anonymous, object) VALUES ($1, $2, 'prayer', $3, $4, NULL, NULL, $5, $6, $7)";

function sqliteStore(path: string): Store {
  // The service's settings: a write is as durable here as there.
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000;');
  const page = db.prepare(`SELECT ${COLUMNS} FROM churches ORDER BY id LIMIT ? OFFSET ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM churches');
  const churchExists = db.prepare('SELECT 1 FROM churches WHERE id = ?');
  const [begin, commit, rollback] = ['BEGIN', 'COMMIT', 'ROLLBACK'].map((sql) => db.prepare(sql));
  // SQLite numbers its parameters ?1, ?2 … where PostgreSQL writes $1, $2 …
  const prepare = (sql: string) => db.prepare(sql.replace(/\$(\d)/g, '?$1'));
  const insertPrayer = prepare(INSERT_PRAYER);
  const pray = prepare(PRAY);
  const logPrayer = prepare(LOG_PRAYER);
  const logChange = prepare(LOG_CHANGE);
  /** node:sqlite runs synchronously: the whole transaction happens within one turn of the event loop. */
  const transaction = <T>(work: () => T): T => {
    begin.run();
    try {
      const result = work();
      commit.run();
      return result;
    } catch (error) {
      rollback.run();
      throw error;
    }
  };
  return {
    listChurches: async (limit, offset) => ({
      rows: page.all(limit, offset) as unknown as ChurchRow[],
      total: Number((count.get() as { n: number }).n),
    }),
    createPrayer: async (churchId, userId, content, isAnonymous, at) => {
      if (!churchExists.get(churchId)) return undefined;
      return transaction(() => {
        const row = insertPrayer.get(churchId, userId, content, isAnonymous ? 1 : 0, at) as unknown as PrayerRow;
        logChange.run('prayer.created', at, row.id, row.church_id, row.user_id, row.is_anonymous ? 1 : 0, JSON.stringify(toPrayer(row)));
        return row;
      });
    },
    pray: async (prayerId, userId, at) =>
      transaction(() => {
        const row = pray.get(at, prayerId) as unknown as PrayerRow | undefined;
        if (!row) return undefined;
        logPrayer.run(prayerId, userId, at);
        logChange.run('prayer.prayed', at, row.id, row.church_id, row.user_id, row.is_anonymous ? 1 : 0, JSON.stringify(toPrayer(row)));
        return row;
      }),
  };
}

function postgresStore(databaseUrl: string): Store {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const page = { name: 'churches_page', text: `SELECT ${COLUMNS} FROM churches ORDER BY id LIMIT $1 OFFSET $2` };
  const count = { name: 'churches_count', text: 'SELECT COUNT(*)::int AS n FROM churches' };
  const churchExists = { name: 'church_exists', text: 'SELECT 1 FROM churches WHERE id = $1' };
  const insertPrayer = { name: 'insert_prayer', text: INSERT_PRAYER };
  const pray = { name: 'pray', text: PRAY };
  const logPrayer = { name: 'log_prayer', text: LOG_PRAYER };
  const logChange = { name: 'log_change', text: LOG_CHANGE };
  const transaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  };
  return {
    listChurches: async (limit, offset) => {
      const [rows, total] = await Promise.all([
        pool.query<ChurchRow>({ ...page, values: [limit, offset] }),
        pool.query<{ n: number }>(count),
      ]);
      return { rows: rows.rows, total: total.rows[0].n };
    },
    createPrayer: async (churchId, userId, content, isAnonymous, at) => {
      if (!(await pool.query({ ...churchExists, values: [churchId] })).rowCount) return undefined;
      return transaction(async (client) => {
        const row = (await client.query<PrayerRow>({ ...insertPrayer, values: [churchId, userId, content, isAnonymous, at] })).rows[0];
        await client.query({ ...logChange, values: ['prayer.created', at, row.id, row.church_id, row.user_id, row.is_anonymous, JSON.stringify(toPrayer(row))] });
        return row;
      });
    },
    pray: async (prayerId, userId, at) =>
      transaction(async (client) => {
        const row = (await client.query<PrayerRow>({ ...pray, values: [at, prayerId] })).rows[0];
        if (!row) return undefined;
        await client.query({ ...logPrayer, values: [prayerId, userId, at] });
        await client.query({ ...logChange, values: ['prayer.prayed', at, row.id, row.church_id, row.user_id, row.is_anonymous, JSON.stringify(toPrayer(row))] });
        return row;
      }),
  };
}

const databaseUrl = process.env.DATABASE_URL ?? '';
const store = databaseUrl.startsWith('sqlite:') ? sqliteStore(databaseUrl.slice('sqlite:'.length)) : postgresStore(databaseUrl);
/** The key's owner in the benchmark: the writes are made as this user. */
const USER_ID = 1;

const iso = (value: string | Date) => new Date(value).toISOString();

function toPrayer(row: PrayerRow) {
  return {
    id: row.id,
    communityId: row.church_id,
    userId: row.user_id,
    content: row.content,
    isAnonymous: Boolean(row.is_anonymous),
    isAnswered: Boolean(row.is_answered),
    prayerCount: row.prayer_count,
    createdAt: iso(row.created_at),
    answeredAt: row.answered_at === null ? null : iso(row.answered_at),
    updatedAt: iso(row.updated_at),
  };
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(json) });
  res.end(json);
}

function integer(value: string | null, fallback: number, max: number): number | undefined {
  if (value === null) return fallback;
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= max ? n : undefined;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    return undefined;
  }
}

const badRequest = (res: ServerResponse, message: string) => send(res, 400, { error: 'BadRequest', message, statusCode: 400 });
const notFound = (res: ServerResponse) => send(res, 404, { error: 'NotFound', message: 'Not found', statusCode: 404 });
const PRAY_PATH = /^\/api\/v1\/prayers\/(\d{1,9})\/pray$/;

async function listChurches(res: ServerResponse, url: URL) {
  const page = integer(url.searchParams.get('page'), 1, 1_000_000);
  const limit = integer(url.searchParams.get('limit'), 20, 100);
  if (page === undefined || limit === undefined) return badRequest(res, 'Invalid page or limit');
  const offset = (page - 1) * limit;
  const { rows, total } = await store.listChurches(limit, offset);
  const hasMore = page * limit < total;
  const last = rows[rows.length - 1];
  send(res, 200, {
    data: rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      city: row.city,
      state: row.state,
      country: row.country,
      website: row.website,
      calendarPublic: Boolean(row.calendar_public),
      memberCount: row.member_count,
      timeZone: row.time_zone,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.updated_at),
    })),
    pagination: {
      page,
      limit,
      total,
      hasMore,
      ...(hasMore && last ? { nextCursor: Buffer.from(JSON.stringify(['churches', offset + rows.length, last.id])).toString('base64url') } : {}),
    },
  });
}

async function createPrayer(req: IncomingMessage, res: ServerResponse) {
  const body = (await readJson(req)) as { communityId?: unknown; content?: unknown; isAnonymous?: unknown } | undefined;
  const content = typeof body?.content === 'string' ? body.content.trim() : '';
  if (!body || !Number.isSafeInteger(body.communityId) || !content || (body.isAnonymous !== undefined && typeof body.isAnonymous !== 'boolean')) {
    return badRequest(res, 'Invalid prayer');
  }
  const row = await store.createPrayer(body.communityId as number, USER_ID, content, body.isAnonymous === true, new Date().toISOString());
  if (!row) return badRequest(res, `Invalid field 'communityId': church ${String(body.communityId)} does not exist`);
  send(res, 201, { data: toPrayer(row) });
}

async function pray(res: ServerResponse, id: number) {
  const row = await store.pray(id, USER_ID, new Date().toISOString());
  if (!row) return send(res, 404, { error: 'NotFound', message: `Prayer ${id} does not exist`, statusCode: 404 });
  send(res, 200, { data: toPrayer(row) });
}

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (req.method === 'GET' && url.pathname === '/api/v1/churches') return await listChurches(res, url);
    if (req.method === 'POST' && url.pathname === '/api/v1/prayers') return await createPrayer(req, res);
    const prayPath = req.method === 'POST' ? PRAY_PATH.exec(url.pathname) : null;
    if (prayPath) return await pray(res, Number(prayPath[1]));
    notFound(res);
  } catch {
    send(res, 500, { error: 'InternalServerError', message: 'Internal error', statusCode: 500 });
  }
});

server.listen(Number(process.env.PORT ?? 3999), '127.0.0.1', () => console.log('baseline ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
