/**
 * The peer: the churches list (`GET /api/v1/churches?page&limit`, the same JSON as the
 * service) as an ordinary competent team writes it with Express 5 and Kysely: the API key
 * from `Authorization: Bearer`, its SHA-256 looked up in `api_keys` on every request, the page
 * query and a `COUNT(*)` side by side, express-rate-limit, pino-http writing every request to
 * a file (the key redacted), page and limit validated (400). It is what an integrator could
 * pick instead of us, so it is written the way such services usually are, neither tuned nor
 * hobbled. Nothing of the product's code is on its request path.
 *
 * Run as its own process with `DATABASE_URL` (sqlite:<path> or postgres://…?schema=…), `PORT`,
 * `LOG_FILE` (default: stdout) and `RATE_LIMIT_MAX` (requests per minute and client).
 */
import { createHash } from 'node:crypto';
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { Kysely, PostgresDialect, SqliteDialect, type Generated, type SqliteDatabase, type SqliteStatement } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { pinoHttp } from 'pino-http';

interface Tables {
  churches: {
    id: Generated<number>;
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
  };
  api_keys: { id: Generated<number>; app_id: number; key_hash: string; scopes: string; revoked_at: string | Date | null };
  apps: { id: Generated<number>; owner_id: number };
}

/**
 * Kysely's SQLite dialect over the built-in node:sqlite: statements prepared once per SQL
 * text, rows as node:sqlite returns them.
 */
function sqliteDatabase(path: string): SqliteDatabase {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA busy_timeout = 5000;');
  const statements = new Map<string, SqliteStatement>();
  const wrap = (statement: StatementSync): SqliteStatement => ({
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...(parameters as SQLInputValue[])),
    run: (parameters) => statement.run(...(parameters as SQLInputValue[])),
    iterate: (parameters) => statement.iterate(...(parameters as SQLInputValue[])),
  });
  return {
    close: () => db.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) statements.set(sql, (statement = wrap(db.prepare(sql))));
      return statement;
    },
  };
}

function openDb(databaseUrl: string): Kysely<Tables> {
  if (databaseUrl.startsWith('sqlite:')) return new Kysely<Tables>({ dialect: new SqliteDialect({ database: sqliteDatabase(databaseUrl.slice('sqlite:'.length)) }) });
  const url = new URL(databaseUrl);
  const schema = url.searchParams.get('schema');
  url.searchParams.delete('schema');
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10, ...(schema ? { options: `-c search_path=${schema}` } : {}) });
  return new Kysely<Tables>({ dialect: new PostgresDialect({ pool }) });
}

const db = openDb(process.env.DATABASE_URL ?? '');
const logger = pino(process.env.LOG_FILE ? pino.destination(process.env.LOG_FILE) : undefined);

class HttpError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

const error = (status: number, name: string, message: string) => ({ error: name, message, statusCode: status });

/** `req.auth`: who is calling, from the API key. */
interface Caller {
  userId: number;
  scopes: string[];
}

async function authenticate(req: Request, res: Response, next: NextFunction): Promise<void> {
  const match = /^Bearer +(\S+)$/i.exec(req.get('authorization') ?? '');
  if (!match) {
    res.status(401).json(error(401, 'Unauthorized', 'Send an API key as "Authorization: Bearer <key>"'));
    return;
  }
  const hash = createHash('sha256').update(match[1]).digest('hex');
  const key = await db
    .selectFrom('api_keys')
    .innerJoin('apps', 'apps.id', 'api_keys.app_id')
    .select(['api_keys.scopes', 'apps.owner_id'])
    .where('api_keys.key_hash', '=', hash)
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!key) {
    res.status(401).json(error(401, 'Unauthorized', 'The API key is invalid or revoked'));
    return;
  }
  res.locals.caller = { userId: key.owner_id, scopes: key.scopes.split(' ') } satisfies Caller;
  next();
}

function requireScope(scope: string) {
  return (_req: Request, res: Response, next: NextFunction) => {
    if ((res.locals.caller as Caller).scopes.includes(scope)) return next();
    res.status(403).json(error(403, 'Forbidden', `This endpoint requires the ${scope} scope`));
  };
}

function integerParam(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > max) throw new HttpError(400, `Invalid query parameter '${name}': an integer from 1 to ${max}`);
  return n;
}

const iso = (value: string | Date) => new Date(value).toISOString();
const cursorOf = (position: number, id: number) => Buffer.from(JSON.stringify(['churches', position, id])).toString('base64url');

const app = express();
app.disable('x-powered-by');
// The API key stays out of the log.
app.use(pinoHttp({ logger, redact: ['req.headers.authorization'] }));
app.use(rateLimit({ windowMs: 60_000, limit: Number(process.env.RATE_LIMIT_MAX ?? 1000), standardHeaders: 'draft-8', legacyHeaders: false }));
app.use('/api/v1', authenticate);

app.get('/api/v1/churches', requireScope('read:churches'), async (req, res) => {
  const page = integerParam(req.query.page, 'page', 1, 1_000_000);
  const limit = integerParam(req.query.limit, 'limit', 20, 100);
  const offset = (page - 1) * limit;
  const [rows, count] = await Promise.all([
    db
      .selectFrom('churches')
      .select(['id', 'name', 'description', 'city', 'state', 'country', 'website', 'calendar_public', 'member_count', 'time_zone', 'created_at', 'updated_at'])
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
    db.selectFrom('churches').select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  const total = Number(count.total);
  const hasMore = page * limit < total;
  res.json({
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
    pagination: { page, limit, total, hasMore, ...(hasMore && rows.length ? { nextCursor: cursorOf(offset + rows.length, rows[rows.length - 1].id) } : {}) },
  });
});

app.use((_req: Request, res: Response) => {
  res.status(404).json(error(404, 'NotFound', 'Not found'));
});
app.use((err: unknown, req: Request, res: Response, _next: NextFunction) => {
  if (err instanceof HttpError) {
    res.status(err.status).json(error(err.status, 'BadRequest', err.message));
    return;
  }
  req.log.error({ err }, 'request failed');
  res.status(500).json(error(500, 'InternalServerError', 'Internal error'));
});

const server = app.listen(Number(process.env.PORT ?? 3998), '127.0.0.1', () => console.log('peer ready'));
process.on('SIGTERM', () => server.close(() => void db.destroy().then(() => process.exit(0))));
