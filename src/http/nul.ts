/**
 * PostgreSQL cannot store or even compare text holding U+0000, and SQLite would store it
 * where no other client expects it: a NUL in client input is refused at the door, on every
 * store alike, instead of failing deep inside a query.
 */
export function holdsNul(value: string): boolean {
  return value.includes('\u0000');
}

/** The dotted path of the first string in a parsed body or query that holds a NUL, if any. */
export function nulField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return holdsNul(value) ? path || '(body)' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    if (holdsNul(key)) return path ? `${path}.${key}` : key;
    const found = nulField(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
