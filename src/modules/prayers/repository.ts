import type { Db } from '../../db/database.ts';

export class PrayersRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }
}
