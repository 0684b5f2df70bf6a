import type { Insertable, Selectable } from 'kysely';
import type { AccountTokensTable, SignInThrottleTable } from '../../db/tables.ts';
import { Repository } from '../../db/repository.ts';

export type ThrottleRow = Selectable<SignInThrottleTable>;
export type AccountTokenRow = Selectable<AccountTokensTable>;

/** Throttling counters and the tokens of mailed links. Kysely only; no HTTP here. */
export class AccountsRepository extends Repository {
  findThrottles(keys: string[]): Promise<ThrottleRow[]> {
    return this.db.selectFrom('sign_in_throttle').selectAll().where('key', 'in', keys).execute();
  }

  /**
   * Counts one failure for a key in one statement (concurrent failures all count): a window
   * that started before `windowStart` begins anew at `now`. Answers the count in the window.
   */
  async countFailure(key: string, now: string, windowStart: string): Promise<number> {
    const row = await this.db
      .insertInto('sign_in_throttle')
      .values({ key, failures: 1, window_started_at: now, locked_until: null })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => {
          const stale = eb('sign_in_throttle.window_started_at', '<', windowStart);
          return {
            failures: eb.case().when(stale).then(eb.lit(1)).else(eb('sign_in_throttle.failures', '+', eb.lit(1))).end(),
            window_started_at: eb.case().when(stale).then(eb.ref('excluded.window_started_at')).else(eb.ref('sign_in_throttle.window_started_at')).end(),
          };
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    return Number(row.failures);
  }

  async lock(key: string, until: string): Promise<void> {
    await this.db.updateTable('sign_in_throttle').set({ locked_until: until }).where('key', '=', key).execute();
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('sign_in_throttle').where('key', '=', key).execute();
  }

  /** Drops the counters of keys starting with `keyPrefix` whose window and pause are both over. */
  async deleteStale(keyPrefix: string, windowStart: string, now: string): Promise<void> {
    await this.db
      .deleteFrom('sign_in_throttle')
      .where('key', 'like', `${keyPrefix}%`)
      .where('window_started_at', '<', windowStart)
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', now)]))
      .execute();
  }

  async insertToken(row: Insertable<AccountTokensTable>): Promise<void> {
    await this.db.insertInto('account_tokens').values(row).execute();
  }

  /** Ends the unused links of one purpose a person still holds: only the newest one works. */
  async expireTokens(userId: number, purpose: string, now: string): Promise<void> {
    await this.liveTokens(purpose, now).set({ expires_at: now }).where('user_id', '=', userId).execute();
  }

  findToken(tokenHash: string): Promise<AccountTokenRow | undefined> {
    return this.db.selectFrom('account_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
  }

  /** Marks a token used in one statement, so of two racing uses only one gets it; undefined when it is spent or expired. */
  useToken(tokenHash: string, purpose: string, now: string): Promise<AccountTokenRow | undefined> {
    return this.liveTokens(purpose, now).set({ used_at: now }).where('token_hash', '=', tokenHash).returningAll().executeTakeFirst();
  }

  /** An update of the links of `purpose` that still work at `now`: not used, not expired. */
  private liveTokens(purpose: string, now: string) {
    return this.db.updateTable('account_tokens').where('purpose', '=', purpose).where('used_at', 'is', null).where('expires_at', '>', now);
  }

  /** Drops tokens that expired before `before`. */
  async deleteTokensExpiredBefore(before: string): Promise<void> {
    await this.db.deleteFrom('account_tokens').where('expires_at', '<', before).execute();
  }
}
