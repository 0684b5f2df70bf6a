import { SqliteAdapter, sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import { PreparedQueries } from '../../db/prepared.ts';
import type { ChangeEventsTable } from '../../db/tables.ts';
import { CHANGE_TYPE_NAMES } from './schemas.ts';
import { Repository } from '../../db/repository.ts';

export type ChangeRow = Selectable<ChangeEventsTable>;
export type NewChangeRow = Insertable<ChangeEventsTable>;

/** Where a reader stands in the log: after the event with this order key. */
export interface LogPosition {
  tx: number | string;
  id: number | string;
}

// Rows per insert statement: 10 values each stays far below the bound-parameter limits of both stores.
const INSERT_ROWS = 500;

export class ChangesRepository extends Repository {
  private readonly sqlite: boolean;
  constructor(db: Db) {
    super(db);
    this.sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  }

  async insert(rows: readonly NewChangeRow[]): Promise<void> {
    if (rows.length === 1) {
      // Every write logs one event in its transaction: a statement compiled once.
      const [row] = rows;
      await PreparedQueries.shared('changes', this.db).execute('insert', row, (v) => this.db.insertInto('change_events').values(v), this.db);
      return;
    }
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      await this.db.insertInto('change_events').values(rows.slice(start, start + INSERT_ROWS)).execute();
    }
  }

  /** The order key of a logged event; undefined when it is not (or no longer) in the log. */
  position(id: number): Promise<LogPosition | undefined> {
    return this.db.selectFrom('change_events').select(['tx', 'id']).where('id', '=', id).executeTakeFirst();
  }

  /**
   * Events of these types after `after`, in log order. On PostgreSQL only those written by
   * transactions older than every transaction still running: no event can later appear
   * before them (see migration 20261128T0010-event-log).
   */
  after(after: LogPosition | undefined, types: readonly string[], limit: number): Promise<ChangeRow[]> {
    return this.afterQuery(after?.tx, after?.id, types, limit).execute();
  }

  /** Events of every type after `after`, as the webhook fan-out reads them on each pass: a statement compiled once. */
  everyTypeAfter(after: LogPosition, limit: number): Promise<ChangeRow[]> {
    const values = this.sqlite ? { id: after.id, limit } : { tx: after.tx, id: after.id, limit };
    return PreparedQueries.shared('changes', this.db).execute('everyTypeAfter', values, (v) => this.afterQuery(v.tx, v.id, CHANGE_TYPE_NAMES, v.limit), this.db);
  }

  private afterQuery(tx: LogPosition['tx'] | undefined, id: LogPosition['id'] | undefined, types: readonly string[], limit: number) {
    const query = this.db.selectFrom('change_events').selectAll().where('type', 'in', types);
    if (this.sqlite) {
      // One writer at a time and tx always 0: the id alone is the order, served by the primary
      // key (a row-value comparison on (tx, id) would search the index by tx alone and read the
      // whole log).
      return query.$if(id !== undefined, (qb) => qb.where('id', '>', id!)).orderBy('id').limit(limit);
    }
    return query
      .$if(id !== undefined, (qb) => qb.where(({ eb, refTuple, tuple }) => eb(refTuple('tx', 'id'), '>', tuple(tx!, id!))))
      .where('tx', '<', sql<string>`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`)
      .orderBy('tx')
      .orderBy('id')
      .limit(limit);
  }

  /** Deletes up to `limit` events logged before `before`, oldest first; answers how many went. */
  async prune(before: string, limit: number): Promise<number> {
    const result = await this.db
      .deleteFrom('change_events')
      .where('id', 'in', (qb) => qb.selectFrom('change_events').select('id').where('created_at', '<', before).orderBy('created_at').limit(limit))
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /** Marks every logged event of the prayer anonymous, so readers stop seeing its author there too. */
  async hidePrayerAuthor(prayerId: number): Promise<void> {
    await this.db
      .updateTable('change_events')
      .set({ is_anonymous: true })
      .where('resource', '=', 'prayer')
      .where('resource_id', '=', prayerId)
      .execute();
  }
}
