import type { Insertable, Selectable } from 'kysely';
import type { Db, DialectName } from '../../db/database.ts';
import { claimDue } from '../../db/leases.ts';
import type { MailOutboxTable } from '../../db/tables.ts';
import { Repository } from '../../db/repository.ts';

export type MailRow = Selectable<MailOutboxTable>;

/** The mail outbox. Kysely only; no HTTP here. */
export class MailRepository extends Repository<[DialectName]> {
  private readonly dialect: DialectName;
  constructor(db: Db, dialect: DialectName) {
    super(db, dialect);
    this.dialect = dialect;
  }

  async insert(row: Insertable<MailOutboxTable>): Promise<void> {
    await this.db.insertInto('mail_outbox').values(row).execute();
  }

  /** Claims up to `limit` due mails for this instance until `leaseUntil` (see `claimDue`). */
  claimDue(now: string, leaseUntil: string, limit: number): Promise<MailRow[]> {
    return claimDue(this.db, this.dialect, 'mail_outbox', now, leaseUntil, limit);
  }

  /** Ends a mail's life in the outbox: `sent`, `skipped` or `failed`. */
  async finish(id: number, status: 'sent' | 'skipped' | 'failed', at: string, error: string | null = null): Promise<void> {
    await this.db.updateTable('mail_outbox').set({ status, finished_at: at, lease_until: null, last_error: error }).where('id', '=', id).execute();
  }

  /** Gives the mail back for another try at `nextAttemptAt`. */
  async retryLater(id: number, nextAttemptAt: string, error: string): Promise<void> {
    await this.db.updateTable('mail_outbox').set({ next_attempt_at: nextAttemptAt, lease_until: null, last_error: error }).where('id', '=', id).execute();
  }

  /** Makes every pending mail waiting for a retry due at `at`; answers how many there were. */
  async retryWaitingNow(at: string): Promise<number> {
    const result = await this.db
      .updateTable('mail_outbox')
      .set({ next_attempt_at: at })
      .where('status', '=', 'pending')
      .where('attempts', '>', 0)
      .where('next_attempt_at', '>', at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Drops mails that left the outbox before `before`. */
  async deleteFinishedBefore(before: string): Promise<void> {
    await this.db.deleteFrom('mail_outbox').where('status', '!=', 'pending').where('finished_at', '<', before).execute();
  }
}
