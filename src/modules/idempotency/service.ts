import { createHash } from 'node:crypto';
import { ApiError, conflict } from '../../http/errors.ts';
import type { IdempotencyStore, KeyedRequest, KeyOwner, StoredResponse } from '../../http/idempotency.ts';
import type { IdempotencyRepository } from './repository.ts';

const IDEMPOTENCY = {
  /** How long a key answers with its first response. */
  keepMs: 24 * 60 * 60_000,
  /**
   * A claim still running after this long belongs to a request that died with its instance
   * (requests take milliseconds): the key is free again, so the client is not refused for a day.
   */
  abandonedAfterMs: 60_000,
};

/** Expired keys deleted per statement: each delete stays short, however many expired since the last round. */
const PRUNE_BATCH = 10_000;

/** The right to run a keyed request, held until its response is stored or the claim released. */
export interface Claim {
  owner: KeyOwner;
  claimedAt: string;
}

/**
 * Idempotent writes, as Stripe has them: the first request with a key runs and its
 * successful response is kept; a repeat of the same request answers that response again; a
 * different request with the key, or a repeat while the first still runs, is refused. A
 * failed request leaves no trace, so the client may retry it with the same key.
 */
export class IdempotencyService implements IdempotencyStore {
  private readonly repository: IdempotencyRepository;

  constructor(repository: IdempotencyRepository) {
    this.repository = repository;
  }

  /** Claims the key for this request, or answers the stored response of its first run. */
  async begin(owner: KeyOwner, request: KeyedRequest): Promise<{ claim: Claim } | { replay: StoredResponse }> {
    const requestHash = hashRequest(request);
    // A claim can fail and its holder be gone by the time we look (released after a failure):
    // then the key is free and the next claim decides.
    for (let attempt = 0; attempt < 3; attempt++) {
      const now = Date.now();
      const claimedAt = new Date(now).toISOString();
      const reclaimBefore = {
        done: new Date(now - IDEMPOTENCY.keepMs).toISOString(),
        running: new Date(now - IDEMPOTENCY.abandonedAfterMs).toISOString(),
      };
      if (await this.repository.claim(owner, requestHash, claimedAt, reclaimBefore)) return { claim: { owner, claimedAt } };
      const held = await this.repository.find(owner);
      if (!held) continue;
      if (held.request_hash !== requestHash) {
        throw new ApiError(
          422,
          'IdempotencyKeyMismatch',
          'This Idempotency-Key was used with a different request (method, path or body); use a new key for a new request',
        );
      }
      if (held.state === 'running') throw conflict('A request with this Idempotency-Key is still being processed; retry after it has finished');
      return {
        replay: { statusCode: Number(held.status_code), headers: JSON.parse(held.response_headers ?? '{}') as Record<string, string>, body: held.response_body ?? '' },
      };
    }
    throw conflict('A request with this Idempotency-Key is still being processed; retry after it has finished');
  }

  async complete(claim: Claim, response: StoredResponse): Promise<void> {
    await this.repository.complete(claim.owner, claim.claimedAt, { statusCode: response.statusCode, headers: JSON.stringify(response.headers), body: response.body });
  }

  async release(claim: Claim): Promise<void> {
    await this.repository.release(claim.owner, claim.claimedAt);
  }

  /**
   * Deletes the expired keys, a batch at a time; answers how many went. Each instance runs it
   * every hour (src/pruning.ts), so no request waits for it; a key found expired before then
   * is a new key all the same (`begin` takes it over).
   */
  async prune(now = Date.now()): Promise<number> {
    const expiredBefore = new Date(now - IDEMPOTENCY.keepMs).toISOString();
    let pruned = 0;
    for (;;) {
      const deleted = await this.repository.deleteOlderThan(expiredBefore, PRUNE_BATCH);
      pruned += deleted;
      if (deleted < PRUNE_BATCH) return pruned;
    }
  }
}

/** SHA-256 of method, path and body, the body with its keys sorted so their order does not matter. */
function hashRequest({ method, url, body }: KeyedRequest): string {
  return createHash('sha256')
    .update(`${method} ${url}\n${body === undefined ? '' : JSON.stringify(canonical(body))}`)
    .digest('base64url');
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(entries.map(([name, inner]) => [name, canonical(inner)]));
}
