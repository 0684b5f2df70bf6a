import { sql } from 'kysely';
import type { ListState } from '../paging.ts';
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

  async read(list: string, scope: string): Promise<ListCounter> {
    const [row] = await this.queries.execute('counter', { list, scope }, (v) =>
      this.db.selectFrom('list_counters').select(['total', 'version', 'content_version']).where('list', '=', v.list).where('scope', '=', v.scope),
    );
    return row
      ? { total: Number(row.total), version: Number(row.version), contentVersion: Number(row.content_version) }
      : { total: 0, version: 0, contentVersion: 0 };
  }
}

/** One view's maintained counter: a `ListState` without its time limit. */
export type ListCounter = Omit<ListState, 'validUntil'>;

/** A list's total and versions as they were when a page was read, carried on each of its rows. */
export interface ListStateColumns {
  list_total: number | string | null;
  list_version: number | string | null;
  list_content_version: number | string | null;
}

/**
 * The select list that adds a list's total and version to every row of a page query. The
 * page and its total then take one statement: one round trip, and one snapshot, so the
 * version is exactly the one the rows were read at.
 */
export function listStateColumns(list: string, scope: string) {
  return [
    sql<ListStateColumns['list_total']>`(select total from list_counters where list = ${list} and scope = ${scope})`.as('list_total'),
    sql<ListStateColumns['list_version']>`(select version from list_counters where list = ${list} and scope = ${scope})`.as('list_version'),
    sql<ListStateColumns['list_content_version']>`(select content_version from list_counters where list = ${list} and scope = ${scope})`.as('list_content_version'),
  ];
}

/** A page read with `listStateColumns` and the state its rows carry; none when no row came back. */
export function withCarriedState<Row extends ListStateColumns>(rows: Row[]): { rows: Row[]; state: ListState | undefined } {
  if (!rows.length) return { rows, state: undefined };
  // A view nobody has written to has no counter row: it is empty and has never changed.
  const [first] = rows;
  const state = { total: Number(first.list_total ?? 0), version: Number(first.list_version ?? 0), contentVersion: Number(first.list_content_version ?? 0) };
  return { rows, state: { ...state, validUntil: Infinity } };
}
