import { hash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * High-entropy secrets we issue (API keys, client secrets): random, recognisable by their
 * prefix, stored only as a SHA-256 digest. A fast digest is right here: with 256 random
 * bits there is nothing to brute-force, and the check stays cheap on every request.
 */
export function newSecret(prefix: string, bytes = 32): string {
  return `${prefix}${randomBytes(bytes).toString('base64url')}`;
}

export function digest(secret: string): string {
  return hash('sha256', secret, 'hex');
}

/** Compares a presented secret with a stored digest in constant time. */
export function secretMatches(secret: string, storedDigest: string): boolean {
  const a = Buffer.from(digest(secret), 'hex');
  const b = Buffer.from(storedDigest, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
