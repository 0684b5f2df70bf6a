import { sql } from 'kysely';
import type { ListState } from '../paging.ts';
import { directReadsOf, type Db } from './database.ts';
import type { GroupCommitSqliteDialect } from './group-commit.ts';
import { PreparedQueries } from './prepared.ts';

/**
 * The maintained `total` and `version` of a list or one filtered view of it (see
 * migration 20261125T0001-list-counters for the scopes each list keeps). A view nobody
 * has written to yet has no row: it is empty and has never changed.
 */
export class ListCounters {
  private readonly db: Db;
  private readonly queries: PreparedQueries;
  /** Outside a transaction: reads asked for in one turn of the event loop share a query. */
  private readonly coalesce: boolean;
  /** The reads asked for in this turn of the event loop, sent when it ends. */
  private turn: { reads: Map<string, Promise<ListCounter>>; ended: Promise<void> } | undefined;
  /** SQLite: the counter read without Kysely's connection hand-over when the connection is free. */
  private readonly direct: { reads: Pick<GroupCommitSqliteDialect, 'readNow'>; sql: string } | undefined;
  constructor(db: Db) {
    this.db = db;
    this.queries = new PreparedQueries(db);
    this.coalesce = !db.isTransaction;
    const reads = directReadsOf(db);
    // The statement's parameters are the list and the scope, in that order.
    this.direct = reads && { reads, sql: this.counterQuery('', '').compile().sql };
  }

  /**
   * The view's counter as the database holds it now. Outside a transaction, the reads of one
   * view asked for within one turn of the event loop (requests parsed together, each checking
   * its kept answer) share one query, sent when the turn ends: on PostgreSQL each round trip
   * costs far more CPU than the row, and on SQLite each read takes and releases the WAL's read
   * lock. The query starts after every request that shares it arrived, so it sees every write
   * acknowledged before any of them.
   */
  read(list: string, scope: string): Promise<ListCounter> {
    if (!this.coalesce) return this.readNow(list, scope);
    // A Map of this turn's reads, made new each turn: deleting from one long-lived Map would
    // cost V8 a new hash table in the old generation each time (see KeptEntries).
    let turn = this.turn;
    if (!turn) {
      const reads = new Map<string, Promise<ListCounter>>();
      const ended = new Promise<void>((resolve) =>
        setImmediate(() => {
          // Requests from here on wait for a query of their own, sent after they arrived.
          this.turn = undefined;
          resolve();
        }),
      );
      turn = this.turn = { reads, ended };
    }
    const key = `${list}\u0000${scope}`;
    let shared = turn.reads.get(key);
    if (!shared) {
      shared = turn.ended.then(() => this.readNow(list, scope));
      turn.reads.set(key, shared);
    }
    return shared.then((counter) => ({ ...counter }));
  }

  private counterQuery(list: string, scope: string) {
    return this.db.selectFrom('list_counters').select(['total', 'version', 'content_version']).where('list', '=', list).where('scope', '=', scope);
  }

  private async readNow(list: string, scope: string): Promise<ListCounter> {
    const [row] =
      this.direct?.reads.readNow<CounterRow>(this.direct.sql, [list, scope]) ??
      (await this.queries.execute('counter', { list, scope }, (v) => this.counterQuery(v.list, v.scope)));
    return row
      ? { total: Number(row.total), version: Number(row.version), contentVersion: Number(row.content_version) }
      : { total: 0, version: 0, contentVersion: 0 };
  }
}

type CounterRow = { total: number | string; version: number | string; content_version: number | string };

/** Which rows of a list of a church's records (events, groups) a view shows: one church's, or every church's. */
export interface ChurchFilter {
  churchId?: number;
}

/** A church-filtered view's name in `list_counters`, as the triggers of migration 20261125T0001 write it. */
export function churchScope(filter: ChurchFilter): string {
  return filter.churchId === undefined ? '' : `church:${filter.churchId}`;
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
