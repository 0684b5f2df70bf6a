import type { Insertable, Updateable } from 'kysely';
import { listStateColumns, type ListStateColumns, type ListCounter } from '../../db/list-counters.ts';
import type { PrayersTable, PrayerRow } from '../../db/tables.ts';
import { windowValues, type Window } from '../../paging.ts';
import { CompiledListRepository, countRows } from '../../db/repository.ts';

export interface PrayerFilter {
  churchId?: number;
  isAnswered?: boolean;
}

/** The filtered view's name in `list_counters`, as the triggers of migration 20261125T0001 write it. */
export function prayersScope(filter: PrayerFilter): string {
  const parts: string[] = [];
  if (filter.churchId !== undefined) parts.push(`church:${filter.churchId}`);
  if (filter.isAnswered !== undefined) parts.push(`answered:${filter.isAnswered}`);
  return parts.join('|');
}

export class PrayersRepository extends CompiledListRepository {
  private filtered(filter: PrayerFilter) {
    let query = this.db.selectFrom('prayers');
    if (filter.churchId !== undefined) query = query.where('church_id', '=', filter.churchId);
    if (filter.isAnswered !== undefined) query = query.where('is_answered', '=', filter.isAnswered);
    return query;
  }

  /** Newest first (id descending), the list's stable order; the key is `[id]`. */
  list(filter: PrayerFilter, limit: number, window: Window): Promise<PrayerRow[]> {
    return this.page(filter, limit, window, false);
  }

  /** The same, each row also carrying the list's state as of this read. */
  listWithState(filter: PrayerFilter, limit: number, window: Window): Promise<(PrayerRow & ListStateColumns)[]> {
    return this.page(filter, limit, window, true) as Promise<(PrayerRow & ListStateColumns)[]>;
  }

  private page(filter: PrayerFilter, limit: number, window: Window, withState: boolean): Promise<PrayerRow[]> {
    const { after, offset } = windowValues(window);
    const stateScope = withState ? prayersScope(filter) : undefined;
    const values = { churchId: filter.churchId, isAnswered: filter.isAnswered, limit, after: after?.[0] as number | undefined, offset, stateScope };
    return this.queries.execute('list', values, (v) => {
      const query = this.filtered(v)
        .selectAll()
        .$if(v.stateScope !== undefined, (qb) => qb.select(listStateColumns('prayers', v.stateScope!)))
        .orderBy('id', 'desc')
        .limit(v.limit);
      return v.after !== undefined ? query.where('id', '<', v.after) : query.offset(v.offset!);
    });
  }

  /** Requests changed at or after `since`, newest first; counted apart from the maintained totals. */
  listUpdatedSince(filter: PrayerFilter, since: string, limit: number, offset: number): Promise<PrayerRow[]> {
    return this.filtered(filter).selectAll().where('updated_at', '>=', since).orderBy('id', 'desc').limit(limit).offset(offset).execute();
  }

  countUpdatedSince(filter: PrayerFilter, since: string): Promise<number> {
    return countRows(this.filtered(filter).where('updated_at', '>=', since));
  }

  /** The list's maintained total and version: a key lookup, however many prayers there are. */
  counter(filter: PrayerFilter): Promise<ListCounter> {
    return this.counters.read('prayers', prayersScope(filter));
  }

  findById(id: number): Promise<PrayerRow | undefined> {
    return this.db.selectFrom('prayers').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async create(values: Insertable<PrayersTable>): Promise<PrayerRow> {
    const [row] = await this.queries.execute('create', values, (v) => this.db.insertInto('prayers').values(v).returningAll(), this.db);
    return row;
  }

  /**
   * Records one prayer by the user: the counter goes up in the database (never read, add,
   * write back) and the log row is written too. Run it within a unit of work (see `within`), so
   * the two never disagree. Undefined when the prayer does not exist.
   */
  async recordPrayer(prayerId: number, userId: number, at: string): Promise<PrayerRow | undefined> {
    const [updated] = await this.queries.execute('pray', { prayerId, at }, (v) =>
      this.db
        .updateTable('prayers')
        .set((eb) => ({ prayer_count: eb('prayer_count', '+', 1), updated_at: v.at }))
        .where('id', '=', v.prayerId)
        .returningAll(),
      this.db,
    );
    if (!updated) return undefined;
    await this.queries.execute('logPrayer', { prayerId, userId, at }, (v) =>
      this.db.insertInto('prayer_log').values({ prayer_id: v.prayerId, user_id: v.userId, created_at: v.at }),
      this.db,
    );
    return updated;
  }

  /** Marks the prayer answered unless it already is, so the first answeredAt stays; undefined when it already was. */
  markAnswered(id: number, at: string): Promise<PrayerRow | undefined> {
    return this.db
      .updateTable('prayers')
      .set({ is_answered: true, answered_at: at, updated_at: at })
      .where('id', '=', id)
      .where('is_answered', '=', false)
      .returningAll()
      .executeTakeFirst();
  }

  /** Undefined when the prayer does not exist (any more). */
  update(id: number, changes: Updateable<PrayersTable>): Promise<PrayerRow | undefined> {
    return this.db.updateTable('prayers').set(changes).where('id', '=', id).returningAll().executeTakeFirst();
  }

  /** Deletes every request of the person; answers each one's id and church. */
  deleteAllOf(userId: number): Promise<{ id: number; church_id: number }[]> {
    return this.db.deleteFrom('prayers').where('user_id', '=', userId).returning(['id', 'church_id']).execute();
  }

  /**
   * Its log rows go with it (foreign key cascade); the list totals follow through the counters'
   * triggers. Answers its church; undefined when it did not exist.
   */
  async delete(id: number): Promise<number | undefined> {
    const row = await this.db.deleteFrom('prayers').where('id', '=', id).returning('church_id').executeTakeFirst();
    return row?.church_id;
  }
}
