import { DatabaseSync, type StatementSync, type SQLInputValue } from 'node:sqlite';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

const OPENING_BUSY_TIMEOUT_MS = 5000;

/**
 * Adapts the built-in `node:sqlite` to the statement interface Kysely's SQLite dialect
 * expects. Each distinct SQL string is prepared once and reused: preparing costs far more
 * than running a small query, and the set of distinct queries an app sends is small.
 */
export function openSqlite(path: string): SqliteDatabase & { raw: DatabaseSync } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  // While opening, the connection may wait inside SQLite for another process (one recovering
  // the log after a crash): nothing else runs yet.
  const raw = new DatabaseSync(path, { timeout: OPENING_BUSY_TIMEOUT_MS });
  // WAL lets readers (the CLI, a backup, other instances) work while one process writes.
  const { journal_mode: journalMode } = raw.prepare('PRAGMA journal_mode = WAL').get() as { journal_mode: string };
  if (journalMode !== 'wal' && raw.location() !== null) {
    raw.close();
    throw new Error(
      `SQLite cannot keep a write-ahead log for ${path} (its journal mode stays "${journalMode}"), and without one ` +
        'the processes on the file would block each other. Put the file on a local disk where the service may create ' +
        `${path}-wal and ${path}-shm beside it, or use PostgreSQL (DATABASE_URL=postgres://…).`,
    );
  }
  // From here on the connection never waits inside SQLite for a lock: that would stop this
  // thread, and every request with it. The driver waits on a timer instead (group-commit.ts).
  raw.exec('PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 0;');
  return withStatementCache(raw);
}

/**
 * A read-only connection to an SQLite file the store already opened in WAL mode, for a read
 * transaction beside the store's own connection (`inSnapshot`). In WAL mode readers wait for no
 * lock, so it never stops the thread.
 */
export function openSqliteReader(path: string): SqliteDatabase & { raw: DatabaseSync } {
  const raw = new DatabaseSync(path, { readOnly: true, timeout: OPENING_BUSY_TIMEOUT_MS });
  raw.exec('PRAGMA busy_timeout = 0;');
  return withStatementCache(raw);
}

function withStatementCache(raw: DatabaseSync): SqliteDatabase & { raw: DatabaseSync } {
  const statements = new Map<string, SqliteStatement>();

  function prepare(sql: string): SqliteStatement {
    let statement = statements.get(sql);
    if (!statement) {
      statement = wrap(raw.prepare(sql));
      statements.set(sql, statement);
    }
    return statement;
  }

  return {
    raw,
    prepare,
    close() {
      statements.clear();
      if (raw.isOpen) raw.close();
    },
  };
}

/**
 * Rows come back from node:sqlite as arrays and are turned into plain objects here: the
 * objects node:sqlite builds itself are slow to create and slow to read (about 3x, for a
 * 20-row page with its mapping), while objects built with the same keys in the same order
 * share one shape and read fast.
 */
function wrap(statement: StatementSync): SqliteStatement {
  const names = statement.columns().map((column) => column.name);
  const reader = names.length > 0;
  if (reader) statement.setReturnArrays(true);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < names.length; i++) row[names[i]] = values[i];
    return row;
  };
  return {
    reader,
    all: (parameters) => (statement.all(...bind(parameters)) as unknown as unknown[][]).map(toObject),
    run: (parameters) => statement.run(...bind(parameters)),
    iterate: function* (parameters) {
      for (const values of statement.iterate(...bind(parameters))) yield toObject(values as unknown as unknown[]);
    },
  };
}

// node:sqlite binds only numbers, strings, bigints, buffers and null.
function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map((value) => {
    if (typeof value === 'boolean') return value ? 1 : 0;
    if (value === undefined) return null;
    if (value instanceof Date) return value.toISOString();
    return value as SQLInputValue;
  });
}
