/**
 * Entries kept up to a budget (of bytes, or of entries when each counts as 1), the least used
 * out first by second chance (the CLOCK policy): using an entry only marks it; when room is
 * needed, entries are looked at from the oldest on, and a marked one is unmarked and moved to
 * the back instead of going out.
 *
 * Exact least-recently-used order in a Map means taking the entry out and putting it back on
 * every use, and V8 gives a Map that lives in the old generation a new hash table, in the old
 * generation too, each time it shrinks and grows again: ~150 B of old space per use. Under
 * load that alone brought a full collection, and its pause, every second or two.
 */
export class KeptEntries<V> {
  private readonly entries = new Map<string, { value: V; size: number; used: boolean }>();
  private readonly budget: number;
  private spent = 0;
  constructor(budget: number) {
    this.budget = budget;
  }

  get size(): number {
    return this.entries.size;
  }

  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** The entry's value, without counting it as used. */
  peek(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** The entry's value, counted as used: it outlives the unused ones when room is needed. */
  use(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    entry.used = true;
    return entry.value;
  }

  /** Keeps `value` under `key` (replacing what was there), making room for its `size`; false when it alone exceeds the budget. */
  set(key: string, value: V, size: number): boolean {
    if (size > this.budget) return false;
    const old = this.entries.get(key);
    if (old) {
      this.entries.delete(key);
      this.spent -= old.size;
    }
    // Every pass over the entries unmarks them, so this ends within two passes.
    while (this.spent + size > this.budget) {
      const [oldestKey, oldest] = this.entries.entries().next().value!;
      this.entries.delete(oldestKey);
      if (oldest.used) {
        oldest.used = false;
        this.entries.set(oldestKey, oldest);
      } else {
        this.spent -= oldest.size;
      }
    }
    this.entries.set(key, { value, size, used: false });
    this.spent += size;
    return true;
  }
}
