import type { MemberWindow } from './db/member-lists.ts';
import { KeptEntries } from './http/kept-entries.ts';
import { offsetOf, page, type Page, type PageQuery } from './http/pagination.ts';

/**
 * The `total` of a list read with `updatedSince`: the rows changed at or after a time. The
 * maintained counters cover whole lists, not such slices, so the slice is counted; a resync
 * from an old date counting the whole table on every page would cost a full count per page.
 * The count is kept per (list with its filters, since) with the list's content version it was
 * taken at, and reused while that version is current: the version moves on any insert, delete
 * or update of a row in the list's scope (migration 20261129T0001 and 20261129T0020), and
 * nothing else can bring a row into the slice or take it out, except time on lists bounded by
 * now (upcoming events), whose count says until when it holds.
 *
 * Per process: each instance counts once per version, and the version is read from the
 * database, so an instance never answers a total another instance's write made stale.
 */

/** A count, and until when it holds without a write (epoch ms) when time can change it. */
export type SliceCount = number | { total: number; validUntil: number };

/** A list with a maintained total, as `totalOfMaintained` reads it. */
export interface MaintainedList {
  /** The list's total and content version, in one read. */
  counter(): Promise<{ total: number; contentVersion: number }>;
  /** The earliest `updated_at` of its rows (ISO 8601), null when it has none. */
  firstChange(): Promise<string | null>;
  /** Its rows changed at or after `since`, counted. */
  count(): Promise<number>;
}

interface Kept {
  contentVersion: number;
  total: number;
  validUntil: number;
}

export class UpdatedSinceTotals {
  /** Each count is one of `maxEntries`. */
  private readonly entries: KeptEntries<Kept>;
  constructor(maxEntries = 10_000) {
    this.entries = new KeptEntries(maxEntries);
  }

  /**
   * The slice's total: the kept one while `contentVersion()` still answers the version it was
   * counted at, else `count()`, kept for the next pages.
   */
  async total(list: string, since: string, contentVersion: () => Promise<number>, count: () => Promise<SliceCount>, now = Date.now()): Promise<number> {
    const key = `${list}@${since}`;
    // The version is read before counting: a write landing in between leaves a newer count
    // under an older version, which the next read then counts again (never the reverse).
    const version = await contentVersion();
    const kept = this.entries.peek(key);
    if (kept && kept.contentVersion === version && now < kept.validUntil) {
      this.entries.use(key);
      return kept.total;
    }
    const counted = await count();
    const { total, validUntil } = typeof counted === 'number' ? { total: counted, validUntil: Infinity } : counted;
    this.entries.set(key, { contentVersion: version, total, validUntil }, 1);
    return total;
  }

  /**
   * The same for a list whose whole total is maintained (`list_counters`, read in one statement
   * with its version): when every row of the list changed at or after `since` (the earliest
   * change, one index seek, is not before it) the slice is the whole list and nothing is
   * counted; a resync from an old date is that case.
   */
  totalOfMaintained(list: string, since: string, source: MaintainedList, now = Date.now()): Promise<number> {
    let whole = 0;
    return this.total(
      list,
      since,
      async () => {
        const counter = await source.counter();
        whole = counter.total;
        return counter.contentVersion;
      },
      async () => {
        const first = await source.firstChange();
        if (first !== null && Date.parse(since) <= Date.parse(first)) return whole;
        return source.count();
      },
      now,
    );
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A member list (a church's members, a group's members, an event's registrants) as `memberListPage` reads it. */
export interface MemberListSource<Row> {
  /** The list's name for kept counts, e.g. `churches/3/members`. */
  name: string;
  /** The whole list's maintained total. */
  total: number;
  rows(window: MemberWindow): Promise<Row[]>;
  changes(since: string): MaintainedList;
}

/**
 * One page of a member list: with `since`, the memberships changed at or after it and their
 * counted total; without, a window of the whole list and its maintained total (a page past the
 * end reads no rows).
 */
export async function memberListPage<Row, Item>(totals: UpdatedSinceTotals, list: MemberListSource<Row>, query: PageQuery, since: string | undefined, toItem: (row: Row) => Item): Promise<Page<Item>> {
  const offset = offsetOf(query);
  if (since !== undefined) {
    const [rows, total] = await Promise.all([list.rows({ limit: query.limit, offset, since }), totals.totalOfMaintained(list.name, since, list.changes(since))]);
    return page(rows.map(toItem), query, total);
  }
  // Rows are read whatever the count says: a row written past the services (SQL, an older
  // process) still shows, as it did before the count was kept.
  const rows = await list.rows({ limit: query.limit, offset });
  return page(rows.map(toItem), query, list.total);
}
