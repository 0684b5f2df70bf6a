import type { Db } from '../../db/database.ts';
import type { ChurchRow } from '../../db/tables.ts';

export class ChurchesRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  /** Churches by id, the list's stable order. */
  list(limit: number, offset: number): Promise<ChurchRow[]> {
    return this.db.selectFrom('churches').selectAll().orderBy('id').limit(limit).offset(offset).execute();
  }

  async count(): Promise<number> {
    const row = await this.db
      .selectFrom('churches')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  findById(id: number): Promise<ChurchRow | undefined> {
    return this.db.selectFrom('churches').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async exists(id: number): Promise<boolean> {
    return Boolean(await this.db.selectFrom('churches').select('id').where('id', '=', id).executeTakeFirst());
  }
}
