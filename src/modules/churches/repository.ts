import type { Db } from '../../db/database.ts';
import { readListCounter } from '../../db/list-counters.ts';
import type { ChurchRow } from '../../db/tables.ts';
import type { Window } from '../../http/pagination.ts';

export class ChurchesRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Churches by id, the list's stable order; the key is `[id]`. */
  list(limit: number, window: Window): Promise<ChurchRow[]> {
    const query = this.db.selectFrom('churches').selectAll().orderBy('id').limit(limit);
    return ('after' in window ? query.where('id', '>', window.after[0] as number) : query.offset(window.offset)).execute();
  }

  /** The list's maintained total and version. */
  counter(): Promise<{ total: number; version: number }> {
    return readListCounter(this.db, 'churches', '');
  }

  findById(id: number): Promise<ChurchRow | undefined> {
    return this.db.selectFrom('churches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('churches').select('id').where('id', '=', id).executeTakeFirst());
  }
}
