import { CompiledQuery, type Compilable } from 'kysely';
import type { Db } from './database.ts';
import { prepareOnServer } from './postgres.ts';

/** Stands for a value in a query built once: the compiled SQL gets a placeholder for it. */
class Slot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

interface Compiled {
  sql: string;
  parameters: (Slot | { value: unknown })[];
}

export type QueryValues = Record<string, unknown>;

const shared = new Map<string, PreparedQueries>();

/**
 * Queries of a hot path, built and compiled by Kysely once per shape and then run with new
 * values: building and compiling a query costs more than running a small one on SQLite
 * (about 10 µs against a few). On PostgreSQL they run as named prepared statements (see
 * src/db/postgres.ts). `build` receives the values as slots; it may branch on whether a
 * value is given (`v.churchId !== undefined`), never on what it is, since it runs only once
 * for each set of given values.
 */
export class PreparedQueries {
  private readonly db: Db;
  private readonly compiled = new Map<string, Compiled>();
  constructor(db: Db) {
    this.db = db;
  }

  /**
   * Queries shared by every instance of `owner` on the store `db` is of, for code that runs
   * on whatever transaction it is handed (the change log): compiled once per process and
   * store kind, then run on the `db` given to `execute`.
   */
  static shared(owner: string, db: Db): PreparedQueries {
    const key = `${owner}:${db.getExecutor().adapter.constructor.name}`;
    let queries = shared.get(key);
    if (!queries) shared.set(key, (queries = new PreparedQueries(db)));
    return queries;
  }

  /** Runs the query of `name` for `values`; `db` runs it elsewhere than on the pool (in a transaction). */
  async execute<Row, V extends QueryValues>(name: string, values: V, build: (v: V) => Compilable<Row>, db: Db = this.db): Promise<Row[]> {
    const given = Object.keys(values).filter((key) => values[key] !== undefined);
    const shape = `${name}(${given.join(',')})`;
    let query = this.compiled.get(shape);
    if (!query) {
      const slots = Object.fromEntries(given.map((key) => [key, new Slot(key)])) as V;
      const { sql, parameters } = build(slots).compile();
      query = { sql, parameters: parameters.map((value) => (value instanceof Slot ? value : { value })) };
      this.compiled.set(shape, query);
      prepareOnServer(sql);
    }
    const parameters = query.parameters.map((p) => (p instanceof Slot ? values[p.name] : p.value));
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  }
}
