/**
 * A finite number's decimal text, as `String(n)` writes it, without V8's number-to-string
 * cache. `String(n)` and template literals keep each result in that cache, which lives in the
 * old generation: on a hot path, a number that differs on every request (a response time, a
 * remaining count) leaves a string behind that outlives the young generation, ~23 bytes of
 * old space each, and under load the old generation then needs a full collection every few
 * seconds. `JSON.stringify` writes the same digits without the cache.
 */
export function decimal(n: number): string {
  return JSON.stringify(n);
}
