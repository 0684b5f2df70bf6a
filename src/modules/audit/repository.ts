import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AuditEventsTable } from '../../db/tables.ts';

export type AuditEventRow = Selectable<AuditEventsTable>;

/** The audit log table. Kysely only; no HTTP here. */
export class AuditRepository {
  private readonly db: Db;
  constructor(db: Db) {
    this.db = db;
  }

  async insert(event: Insertable<AuditEventsTable>): Promise<void> {
    await this.db.insertInto('audit_events').values(event).execute();
  }

  /**
   * Newest first, `limit` rows with ids below `before` (keyset pagination: a page costs the
   * same however deep it is, and no count over the whole log is needed).
   */
  listBefore(before: number | undefined, limit: number): Promise<AuditEventRow[]> {
    let query = this.db.selectFrom('audit_events').selectAll();
    if (before !== undefined) query = query.where('id', '<', before);
    return query.orderBy('id', 'desc').limit(limit).execute();
  }
}
