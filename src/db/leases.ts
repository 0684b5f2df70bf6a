import { sql, type Selectable } from 'kysely';
import type { Db, DialectName } from './database.ts';
import type { Database } from './tables.ts';

/** Tables of work that instances take in turns: each row due at `next_attempt_at`, held by an instance until `lease_until`. */
type LeasedTable = 'mail_outbox' | 'logout_notices';

/**
 * Claims up to `limit` rows of `table` that are due at `now` for this instance until
 * `leaseUntil`, in one statement, counting the attempt; `pending` rows only where the table
 * has a status. On PostgreSQL rows another instance is claiming right now are skipped rather
 * than waited for (SQLite has one writer, so the statement alone is enough). A claim whose
 * lease ran out (its instance died while at work) is due again.
 */
export function claimDue<T extends LeasedTable>(db: Db, dialect: DialectName | undefined, table: T, now: string, leaseUntil: string, limit: number): Promise<Selectable<Database[T]>[]> {
  // Both tables have the columns used here; Kysely cannot see that through the type parameter.
  const leased = table as LeasedTable as 'logout_notices';
  let due = db
    .selectFrom(leased)
    .select('id')
    .where('next_attempt_at', '<=', now)
    .where((eb) => eb.or([eb('lease_until', 'is', null), eb('lease_until', '<=', now)]))
    .orderBy('next_attempt_at')
    .limit(limit);
  if (table === 'mail_outbox') due = due.where(sql.ref<string>('status'), '=', 'pending');
  if (dialect === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable(leased)
    .set((eb) => ({ lease_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', due)
    .returningAll()
    .execute() as Promise<Selectable<Database[T]>[]>;
}
