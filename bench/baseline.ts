/**
 * The ceiling: the churches list (`GET /api/v1/churches?page&limit`, the same JSON as the
 * service) served by node:http and hand-written prepared statements, with no
 * authentication, logging, rate limiting or validation framework. Run as its own process
 * with `DATABASE_URL` (sqlite:<path> or postgres://…?schema=…) and `PORT`.
 */
import { createServer, type ServerResponse } from 'node:http';
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
  member_count: number;
  created_at: string | Date;
}

type ListChurches = (limit: number, offset: number) => Promise<{ rows: ChurchRow[]; total: number }>;

const COLUMNS = 'id, name, description, city, state, country, website, member_count, created_at';

function sqliteStore(path: string): ListChurches {
  const db = new DatabaseSync(path, { readOnly: true });
  const page = db.prepare(`SELECT ${COLUMNS} FROM churches ORDER BY id LIMIT ? OFFSET ?`);
  const count = db.prepare('SELECT COUNT(*) AS n FROM churches');
  return async (limit, offset) => ({
    rows: page.all(limit, offset) as unknown as ChurchRow[],
    total: Number((count.get() as { n: number }).n),
  });
}

function postgresStore(databaseUrl: string): ListChurches {
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  const page = { name: 'churches_page', text: `SELECT ${COLUMNS} FROM churches ORDER BY id LIMIT $1 OFFSET $2` };
  const count = { name: 'churches_count', text: 'SELECT COUNT(*)::int AS n FROM churches' };
  return async (limit, offset) => {
    const [rows, total] = await Promise.all([
      pool.query<ChurchRow>({ ...page, values: [limit, offset] }),
      pool.query<{ n: number }>(count),
    ]);
    return { rows: rows.rows, total: total.rows[0].n };
  };
}

const databaseUrl = process.env.DATABASE_URL ?? '';
const list = databaseUrl.startsWith('sqlite:') ? sqliteStore(databaseUrl.slice('sqlite:'.length)) : postgresStore(databaseUrl);

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

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (req.method !== 'GET' || url.pathname !== '/api/v1/churches') return send(res, 404, { error: 'NotFound', message: 'Not found', statusCode: 404 });
  const page = integer(url.searchParams.get('page'), 1, 1_000_000);
  const limit = integer(url.searchParams.get('limit'), 20, 100);
  if (page === undefined || limit === undefined) return send(res, 400, { error: 'BadRequest', message: 'Invalid page or limit', statusCode: 400 });
  try {
    const { rows, total } = await list(limit, (page - 1) * limit);
    send(res, 200, {
      data: rows.map((row) => ({
        id: row.id,
        name: row.name,
        description: row.description,
        city: row.city,
        state: row.state,
        country: row.country,
        website: row.website,
        memberCount: row.member_count,
        createdAt: new Date(row.created_at).toISOString(),
      })),
      pagination: { page, limit, total, hasMore: page * limit < total },
    });
  } catch {
    send(res, 500, { error: 'InternalServerError', message: 'Internal error', statusCode: 500 });
  }
});

server.listen(Number(process.env.PORT ?? 3999), '127.0.0.1', () => console.log('baseline ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
