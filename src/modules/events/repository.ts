import type { Db } from '../../db/database.ts';

export class EventsRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }
}
