import type { InvalidationChannel } from '../../db/redis.ts';
import type { Principal } from '../../http/principal.ts';

const EVERYTHING = '*';

/**
 * Remembers resolved credentials (API keys, access tokens) for a short time so the check
 * stays cheap. Revocation deletes the entry at once on this instance and, through `shared`
 * (Redis pub/sub when Redis is configured), on every other instance. The time-to-live bounds
 * how long a revoked credential can live anywhere if a message is lost. Besides principals
 * (the default), it keeps OAuth clients by client_id: a client secret is a credential too.
 */
export class ApiKeysCache<Entry = Principal> {
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly shared: InvalidationChannel | undefined;
  private listening = false;
  private readonly entries = new Map<string, { principal: Entry; expiresAt: number }>();

  constructor(options: { ttlMs?: number; maxEntries?: number; shared?: InvalidationChannel } = {}) {
    this.ttlMs = options.ttlMs ?? 1000;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.shared = options.shared;
  }

  get(hash: string): Entry | undefined {
    const entry = this.entries.get(hash);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(hash);
      return undefined;
    }
    return entry.principal;
  }

  set(hash: string, principal: Entry): void {
    // Only a cache that holds entries needs to hear of revocations elsewhere, so a process
    // that never caches (the command line) opens no listening connection.
    if (!this.listening) {
      this.listening = true;
      this.shared?.subscribe((hash) => (hash === EVERYTHING ? this.entries.clear() : this.entries.delete(hash)));
    }
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(hash, { principal, expiresAt: Date.now() + this.ttlMs });
  }

  delete(hash: string): void {
    this.entries.delete(hash);
    this.shared?.publish(hash);
  }

  clear(): void {
    this.entries.clear();
    this.shared?.publish(EVERYTHING);
  }
}
