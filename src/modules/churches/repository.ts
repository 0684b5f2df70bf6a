import type { Db } from '../../db/database.ts';
import { ListCounters, listStateColumns, type ListStateColumns } from '../../db/list-counters.ts';
import { PreparedQueries } from '../../db/prepared.ts';
import type { ChurchRow } from '../../db/tables.ts';
import { windowValues, type Window } from '../../http/pagination.ts';

export class ChurchesRepository {
  private readonly db: Db;
  private readonly queries: PreparedQueries;
  private readonly counters: ListCounters;
  constructor(db: Db) {
    this.db = db;
    this.queries = new PreparedQueries(db);
    this.counters = new ListCounters(db);
  }

  /** Churches by id, the list's stable order; the key is `[id]`. */
  list(limit: number, window: Window): Promise<ChurchRow[]> {
    return this.page(limit, window, false);
  }

  /** The same, each row also carrying the list's state as of this read. */
  listWithState(limit: number, window: Window): Promise<(ChurchRow & ListStateColumns)[]> {
    return this.page(limit, window, true) as Promise<(ChurchRow & ListStateColumns)[]>;
  }

  private page(limit: number, window: Window, withState: boolean): Promise<ChurchRow[]> {
    const { after, offset } = windowValues(window);
    const values = { limit, after: after?.[0] as number | undefined, offset, stateScope: withState ? '' : undefined };
    return this.queries.execute('list', values, (v) => {
      const query = this.db
        .selectFrom('churches')
        .selectAll()
        .$if(v.stateScope !== undefined, (qb) => qb.select(listStateColumns('churches', v.stateScope!)))
        .orderBy('id')
        .limit(v.limit);
      return v.after !== undefined ? query.where('id', '>', v.after) : query.offset(v.offset!);
    });
  }

  /** The list's maintained total and version. */
  counter(): Promise<{ total: number; version: number }> {
    return this.counters.read('churches', '');
  }

  findById(id: number): Promise<ChurchRow | undefined> {
    return this.db.selectFrom('churches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** The person's role in the church, or undefined when they do not belong to it. */
  async roleOf(churchId: number, userId: number): Promise<string | undefined> {
    const row = await this.queries.execute('roleOf', { churchId, userId }, (v) =>
      this.db.selectFrom('church_members').select('role').where('church_id', '=', v.churchId).where('user_id', '=', v.userId),
    );
    return row[0]?.role;
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('churches').select('id').where('id', '=', id).executeTakeFirst());
  }
}
