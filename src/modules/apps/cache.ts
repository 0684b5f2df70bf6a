import type { Principal } from '../../http/principal.ts';

/**
 * Remembers resolved API keys for a short time so the key check stays cheap. Revocation
 * on this instance deletes the entry at once; other instances see it when their entry
 * expires, so the time-to-live bounds how long a revoked key can live anywhere.
 */
export class ApiKeysCache {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly entries = new Map<string, { principal: Principal; expiresAt: number }>();

  constructor(ttlMs = 1000, maxEntries = 10_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get(hash: string): Principal | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.principal;
  }

  set(hash: string, principal: Principal): void {
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(hash, { principal, expiresAt: Date.now() + this.ttlMs });
  }

  delete(hash: string): void {
    this.entries.delete(hash);
  }

  clear(): void {
    this.entries.clear();
  }
}
