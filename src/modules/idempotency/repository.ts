import type { ExpressionBuilder, Selectable } from 'kysely';
import type { Database, IdempotencyKeysTable } from '../../db/tables.ts';
import type { KeyOwner } from '../../http/idempotency.ts';
import { Repository } from '../../db/repository.ts';

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;

/** The owner's claim on its key made at `claimedAt`, while its request still runs. */
function runningClaim(owner: KeyOwner, claimedAt: string) {
  return (eb: ExpressionBuilder<Database, 'idempotency_keys'>) =>
    eb.and([eb('app_id', '=', owner.appId), eb('user_id', '=', owner.userId), eb('key', '=', owner.key), eb('created_at', '=', claimedAt), eb('state', '=', 'running')]);
}


/** Idempotency keys of API writes. Kysely only; no HTTP here. */
export class IdempotencyRepository extends Repository {
  /**
   * Claims a key for a running request in one statement, so of any number of racing
   * requests exactly one gets it. A row older than `reclaimBefore` (expired, or a claim whose
   * request died with its instance) is taken over. Answers whether this request got the key.
   */
  async claim(owner: KeyOwner, requestHash: string, now: string, reclaimBefore: { done: string; running: string }): Promise<boolean> {
    const result = await this.db
      .insertInto('idempotency_keys')
      .values({ app_id: owner.appId, user_id: owner.userId, key: owner.key, request_hash: requestHash, state: 'running', created_at: now })
      .onConflict((oc) =>
        oc
          .columns(['app_id', 'user_id', 'key'])
          .doUpdateSet((eb) => ({
            request_hash: eb.ref('excluded.request_hash'),
            state: eb.ref('excluded.state'),
            created_at: eb.ref('excluded.created_at'),
            status_code: null,
            response_headers: null,
            response_body: null,
          }))
          .where((eb) =>
            eb.or([
              eb('idempotency_keys.created_at', '<', reclaimBefore.done),
              eb.and([eb('idempotency_keys.state', '=', 'running'), eb('idempotency_keys.created_at', '<', reclaimBefore.running)]),
            ]),
          ),
      )
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  find(owner: KeyOwner): Promise<IdempotencyKeyRow | undefined> {
    return this.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('app_id', '=', owner.appId)
      .where('user_id', '=', owner.userId)
      .where('key', '=', owner.key)
      .executeTakeFirst();
  }

  /** Stores the response of the claim made at `claimedAt` (not of a later claim that took the key over). */
  async complete(owner: KeyOwner, claimedAt: string, response: { statusCode: number; headers: string; body: string }): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({ state: 'done', status_code: response.statusCode, response_headers: response.headers, response_body: response.body })
      .where(runningClaim(owner, claimedAt))
      .execute();
  }

  /** Gives the claim made at `claimedAt` back, so the key can be used again. */
  async release(owner: KeyOwner, claimedAt: string): Promise<void> {
    await this.db
      .deleteFrom('idempotency_keys')
      .where(runningClaim(owner, claimedAt))
      .execute();
  }

  /** Deletes up to `limit` keys claimed before `before`, oldest first; answers how many went. */
  async deleteOlderThan(before: string, limit: number): Promise<number> {
    const oldest = this.db.selectFrom('idempotency_keys').select(['app_id', 'user_id', 'key']).where('created_at', '<', before).orderBy('created_at').limit(limit);
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where(({ eb, refTuple }) => eb(refTuple('app_id', 'user_id', 'key'), 'in', oldest.$asTuple('app_id', 'user_id', 'key')))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
