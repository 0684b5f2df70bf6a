import type { Insertable } from 'kysely';
import type { DonationRow, DonationsTable } from '../../db/tables.ts';
import { countRows, Repository } from '../../db/repository.ts';

export interface DonationFilter {
  userId: number;
  churchId?: number;
  fund?: string;
  currency?: string;
  /** Inclusive, ISO 8601 UTC. */
  from?: string;
  /** Exclusive, ISO 8601 UTC. */
  to?: string;
  /** Only gifts whose record changed at or after this time, ISO 8601 UTC. */
  updatedSince?: string;
}

export type DonationSummaryRow = Pick<DonationRow, 'amount' | 'currency' | 'fund' | 'donated_at'>;

// Rows per insert statement: 10 values each stays far below the bound-parameter limits of both stores.
const INSERT_ROWS = 500;

export class DonationsRepository extends Repository {
  /** Keeps the person's gifts without them: no donor, named as `donorName`. Answers how many. */
  async detach(userId: number, donorName: string, at: string): Promise<number> {
    const result = await this.db.updateTable('donations').set({ user_id: null, donor_name: donorName, updated_at: at }).where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  private filtered(filter: DonationFilter) {
    let query = this.db.selectFrom('donations').where('user_id', '=', filter.userId);
    if (filter.churchId !== undefined) query = query.where('church_id', '=', filter.churchId);
    if (filter.fund !== undefined) query = query.where('fund', '=', filter.fund);
    if (filter.currency !== undefined) query = query.where('currency', '=', filter.currency);
    if (filter.from !== undefined) query = query.where('donated_at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('donated_at', '<', filter.to);
    if (filter.updatedSince !== undefined) query = query.where('updated_at', '>=', filter.updatedSince);
    return query;
  }

  /** Most recent gift first (donated_at, then id, descending), the list's stable order. */
  list(filter: DonationFilter, limit: number, offset: number): Promise<DonationRow[]> {
    return this.filtered(filter)
      .selectAll()
      .orderBy('donated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
  }

  /** The list's `total`; the one place to optimise when the table grows. */
  count(filter: DonationFilter): Promise<number> {
    return countRows(this.filtered(filter));
  }

  findById(id: number): Promise<DonationRow | undefined> {
    return this.db.selectFrom('donations').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * Inserts the gifts, leaving out each whose (church, external id) is already stored, and
   * answers those that went in. The unique index decides, so an import running twice at once
   * still adds each gift once. Run it in a transaction (`transaction`) to add a batch whole.
   */
  async insertNew(rows: readonly Insertable<DonationsTable>[]): Promise<DonationRow[]> {
    const inserted: DonationRow[] = [];
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      inserted.push(
        ...(await this.db
          .insertInto('donations')
          .values(rows.slice(start, start + INSERT_ROWS))
          .onConflict((oc) => oc.columns(['church_id', 'external_id']).doNothing())
          .returningAll()
          .execute()),
      );
    }
    return inserted;
  }

  /** The few columns the summary adds up, for one donor (served by the user/donated_at index). */
  summaryRows(filter: DonationFilter): Promise<DonationSummaryRow[]> {
    return this.filtered(filter).select(['amount', 'currency', 'fund', 'donated_at']).execute();
  }
}
