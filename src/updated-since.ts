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

interface Kept {
  contentVersion: number;
  total: number;
  validUntil: number;
}

export class UpdatedSinceTotals {
  private readonly entries = new Map<string, Kept>();
  private readonly maxEntries: number;
  constructor(maxEntries = 10_000) {
    this.maxEntries = maxEntries;
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
    const kept = this.entries.get(key);
    if (kept && kept.contentVersion === version && now < kept.validUntil) {
      // Most recently used last: the oldest unused entry goes first when the map is full.
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.total;
    }
    const counted = await count();
    const { total, validUntil } = typeof counted === 'number' ? { total: counted, validUntil: Infinity } : counted;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { contentVersion: version, total, validUntil });
    return total;
  }

  get size(): number {
    return this.entries.size;
  }
}
