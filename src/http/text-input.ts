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

/**
 * The dotted path of the first string (value or key) in a parsed body or query that is not
 * safe text, if any. Walked with a stack of its own, not recursion: a body nested thousands
 * deep is valid JSON and must not overflow the call stack.
 */
export function unsafeTextField(value: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value, path: '' }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value === 'string') {
      if (!isSafeText(next.value)) return next.path || '(body)';
      continue;
    }
    if (next.value === null || typeof next.value !== 'object') continue;
    const entries = Object.entries(next.value);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i];
      const path = next.path ? `${next.path}.${key}` : key;
      if (!isSafeText(key)) return path;
      pending.push({ value: inner, path });
    }
  }
  return undefined;
}

/** The end of a refusal message: what safe text excludes. */
export const SAFE_TEXT_RULE = 'must be well-formed text (no NUL or unpaired surrogate)';
