import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { PrayersTable, PrayerRow } from '../../db/tables.ts';

export interface PrayerFilter {
  churchId?: number;
  isAnswered?: boolean;
}

export class PrayersRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  private filtered(filter: PrayerFilter) {
    let query = this.db.selectFrom('prayers');
    if (filter.churchId !== undefined) query = query.where('church_id', '=', filter.churchId);
    if (filter.isAnswered !== undefined) query = query.where('is_answered', '=', filter.isAnswered);
    return query;
  }

  /** Newest first (id descending), the list's stable order. */
  list(filter: PrayerFilter, limit: number, offset: number): Promise<PrayerRow[]> {
    return this.filtered(filter).selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  /** The list's `total`; the one place to optimise when the table grows. */
  async count(filter: PrayerFilter): Promise<number> {
    const row = await this.filtered(filter)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findById(id: number): Promise<PrayerRow | undefined> {
    return this.db.selectFrom('prayers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  create(values: Insertable<PrayersTable>): Promise<PrayerRow> {
    return this.db.insertInto('prayers').values(values).returningAll().executeTakeFirstOrThrow();
  }

  /**
   * Records one prayer by the user: the counter goes up in the database (never read, add,
   * write back) and the log row is written in the same transaction, so they never disagree.
   * Undefined when the prayer does not exist.
   */
  recordPrayer(prayerId: number, userId: number, at: string): Promise<PrayerRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('prayers')
        .set((eb) => ({ prayer_count: eb('prayer_count', '+', 1) }))
        .where('id', '=', prayerId)
        .returningAll()
        .executeTakeFirst();
      if (!updated) return undefined;
      await trx.insertInto('prayer_log').values({ prayer_id: prayerId, user_id: userId, created_at: at }).execute();
      return updated;
    });
  }

  /** Marks the prayer answered unless it already is, so the first answeredAt stays. */
  async markAnswered(id: number, at: string): Promise<void> {
    await this.db
      .updateTable('prayers')
      .set({ is_answered: true, answered_at: at })
      .where('id', '=', id)
      .where('is_answered', '=', false)
      .execute();
  }
}
