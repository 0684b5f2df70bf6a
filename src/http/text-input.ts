/**
 * Text a client sends must be text every store and every other client can hold: PostgreSQL
 * cannot store or even compare U+0000 (SQLite would store it where no reader expects it),
 * and a lone UTF-16 surrogate (JSON allows "\ud800") has no UTF-8 form, so a driver would
 * silently turn it into U+FFFD. Such input is refused at the door, on every store alike,
 * instead of failing deep inside a query or being stored altered.
 */
export function isSafeText(value: string): boolean {
  return !value.includes('\u0000') && value.isWellFormed();
}

/** The dotted path of the first string (value or key) in a parsed body or query that is not safe text, if any. */
export function unsafeTextField(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return isSafeText(value) ? undefined : path || '(body)';
  if (value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const innerPath = path ? `${path}.${key}` : key;
    if (!isSafeText(key)) return innerPath;
    const found = unsafeTextField(inner, innerPath);
    if (found) return found;
  }
  return undefined;
}

/** The end of a refusal message: what safe text excludes. */
export const SAFE_TEXT_RULE = 'must be well-formed text (no NUL or unpaired surrogate)';
