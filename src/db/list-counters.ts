import type { Db } from './database.ts';
import { PreparedQueries } from './prepared.ts';

/**
 * The maintained `total` and `version` of a list or one filtered view of it (see
 * migration 20261125T0001-list-counters for the scopes each list keeps). A view nobody
 * has written to yet has no row: it is empty and has never changed.
 */
export class ListCounters {
  private readonly db: Db;
  private readonly queries: PreparedQueries;
  constructor(db: Db) {
    this.db = db;
    this.queries = new PreparedQueries(db);
  }

  async read(list: string, scope: string): Promise<{ total: number; version: number }> {
    const [row] = await this.queries.execute('counter', { list, scope }, (v) =>
      this.db.selectFrom('list_counters').select(['total', 'version']).where('list', '=', v.list).where('scope', '=', v.scope),
    );
    return row ? { total: Number(row.total), version: Number(row.version) } : { total: 0, version: 0 };
  }
}
