import { sql, type Insertable, type Selectable } from 'kysely';
import type { AuditEventsTable } from '../../db/tables.ts';
import { Repository } from '../../db/repository.ts';

/** Which rows a listing takes (the service's `AuditFilter`, its type names unchecked here). */
export interface AuditRowFilter {
  actor?: string;
  type?: string;
  from?: string;
  until?: string;
}

export type AuditEventRow = Selectable<AuditEventsTable>;

/** The audit log table. Kysely only; no HTTP here. */
export class AuditRepository extends Repository {
  async insert(event: Insertable<AuditEventsTable>): Promise<void> {
    await this.db.insertInto('audit_events').values(event).execute();
  }

  /**
   * Newest first, `limit` rows with ids below `before` (keyset pagination: a page costs the
   * same however deep it is, and no count over the whole log is needed).
   */
  listBefore(before: number | undefined, limit: number, filter: AuditRowFilter = {}): Promise<AuditEventRow[]> {
    let query = this.db.selectFrom('audit_events').selectAll();
    if (before !== undefined) query = query.where('id', '<', before);
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.until) query = query.where('created_at', '<', filter.until);
    if (filter.actor) {
      const pattern = `%${filter.actor.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query = query.where((eb) => eb(eb.fn('lower', ['actor']), 'like', sql<string>`${pattern} escape '\\'`));
    }
    return query.orderBy('id', 'desc').limit(limit).execute();
  }

  /** The entries one person made or that name their email, oldest first. */
  listAbout(userId: number, email: string): Promise<AuditEventRow[]> {
    return this.db
      .selectFrom('audit_events')
      .selectAll()
      .where((eb) => eb.or([eb('actor_user_id', '=', userId), eb('target', '=', email), eb('actor', '=', email)]))
      .orderBy('id')
      .execute();
  }

  /** Deletes the entries written before `cutoff`; answers how many. */
  async deleteBefore(cutoff: string): Promise<number> {
    const result = await this.db.deleteFrom('audit_events').where('created_at', '<', cutoff).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
