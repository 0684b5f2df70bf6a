/**
 * The shapes of a list read, shared by the repositories and list counters that run the
 * queries and by the HTTP paginator that chooses them, so neither layer borrows from the other.
 */

/** The values of a list's sort columns for one row: where that row stands in the order. */
export type SeekKey = (string | number)[];

/** Rows to read: after a known key (a seek), or after skipping `offset` rows. */
export type Window = { after: SeekKey } | { offset: number };

/** A window as separate values, for queries prepared once: exactly one of the two is set. */
export function windowValues(window: Window): { after: SeekKey | undefined; offset: number | undefined } {
  return 'after' in window ? { after: window.after, offset: undefined } : { after: undefined, offset: window.offset };
}

/** A list's `total`, the `version` of its order, the `contentVersion` of what it shows, and until when they hold. */
export interface ListState {
  total: number;
  /** Moves when a row enters, leaves or moves within the list: what a remembered page boundary is checked against. */
  version: number;
  /** Moves on any change to what the list shows (also a row's columns): what a kept answer is checked against. */
  contentVersion: number;
  /** Epoch ms after which the state no longer holds even without a write (time-based lists); Infinity otherwise. */
  validUntil: number;
}
