import { setTimeout as delay } from 'node:timers/promises';
import type { DonationRow } from '../../db/tables.ts';
import { nowIso, toIso } from '../../db/tables.ts';
import type { UnitOfWork, Work } from '../../db/unit-of-work.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, updatedSinceOf, type Page } from '../../http/pagination.ts';
import type { Principal } from '../../http/principal.ts';
import type { Change } from '../changes/log.ts';
import { ChurchRecordsService, type ChurchesService } from '../churches/service.ts';
import { normalizeEmail, type UsersService } from '../users/service.ts';
import { checkGiftLine, parseChurchId, readDonationsCsv, type GiftLine, type LineError } from './csv-import.ts';
import type { DonationFilter, DonationSummaryRow, DonationsRepository } from './repository.ts';
import type { Donation, DonationListQuery, DonationSummary, DonationSummaryQuery } from './schemas.ts';

type Caller = Pick<Principal, 'userId' | 'donationsApproved'>;

/** Donation records need the app's approval on top of the read:donations scope. */
export function canReadDonations(principal: Caller): boolean {
  return principal.donationsApproved;
}

/** A donor sees their own records only. */
export function isOwnDonation(principal: Caller, donation: DonationRow): boolean {
  return donation.user_id === principal.userId;
}

function assertCanReadDonations(principal: Caller): void {
  if (!canReadDonations(principal)) {
    throw forbidden(
      'This app needs donations approval to read donation records; the read:donations scope alone is not enough. ' +
        'Ask the platform operator to approve the app for donations.',
    );
  }
}

export function toDonation(row: DonationRow): Donation {
  return {
    id: row.id,
    churchId: row.church_id,
    amount: Number(row.amount),
    currency: row.currency,
    fund: row.fund,
    method: row.method,
    donatedAt: toIso(row.donated_at),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
  };
}

interface Tally {
  amount: number;
  count: number;
}

function add<K>(tallies: Map<string, { key: K } & Tally>, id: string, key: K, amount: number): void {
  const tally = tallies.get(id);
  if (tally) {
    tally.amount += amount;
    tally.count += 1;
  } else {
    tallies.set(id, { key, amount, count: 1 });
  }
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Adds up one donor's gifts. Done here rather than in SQL because grouping by calendar month
 * has no dialect-neutral SQL (SQLite stores text, PostgreSQL timestamptz); one donor's
 * history is small, and amounts stay exact as integers in minor units.
 */
export function summarize(rows: readonly DonationSummaryRow[]): DonationSummary {
  const currencies = new Map<string, { key: { currency: string } } & Tally>();
  const funds = new Map<string, { key: { fund: string; currency: string } } & Tally>();
  const months = new Map<string, { key: { month: string; currency: string } } & Tally>();
  for (const row of rows) {
    const amount = Number(row.amount);
    const month = toIso(row.donated_at).slice(0, 7);
    add(currencies, row.currency, { currency: row.currency }, amount);
    add(funds, JSON.stringify([row.fund, row.currency]), { fund: row.fund, currency: row.currency }, amount);
    add(months, `${month} ${row.currency}`, { month, currency: row.currency }, amount);
  }
  const flat = <K>(tallies: Map<string, { key: K } & Tally>) =>
    [...tallies.values()].map(({ key, amount, count }) => ({ ...key, amount, count }));
  return {
    count: rows.length,
    byCurrency: flat(currencies).sort((a, b) => byText(a.currency, b.currency)),
    byFund: flat(funds).sort((a, b) => byText(a.fund, b.fund) || byText(a.currency, b.currency)),
    byMonth: flat(months).sort((a, b) => byText(a.month, b.month) || byText(a.currency, b.currency)),
  };
}

/** The caller's filter, with period bounds in the stored form so they compare correctly. */
function filterOf(principal: Caller, query: DonationSummaryQuery & Partial<DonationListQuery>): DonationFilter {
  const from = query.from === undefined ? undefined : new Date(query.from).toISOString();
  const to = query.to === undefined ? undefined : new Date(query.to).toISOString();
  if (from !== undefined && to !== undefined && from >= to) {
    throw badRequest("Invalid query parameter 'to': must be later than 'from'");
  }
  return { userId: principal.userId, churchId: query.churchId, fund: query.fund, currency: query.currency, from, to, updatedSince: updatedSinceOf(query) };
}

export interface DonationImport {
  /** Gifts added. */
  imported: number;
  /** Gifts already there (same church and external id), left as they were. */
  skipped: number;
  /** Lines refused, each with its errors in `errors`. */
  failed: number;
  errors: LineError[];
  /** True when bad lines stopped the whole file: nothing was imported. */
  rejected: boolean;
}

export interface ImportOptions {
  /** Import the good lines of a file that has bad ones (counted in `failed`) instead of nothing. */
  skipInvalid?: boolean;
  /** Told how far a long import has got, every PROGRESS_EVERY rows. */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Rows per transaction, and the pause between two. SQLite has one writer at a time: while the
 * import holds the write lock (about 15 ms for 1,000 rows), the service's writes wait, those
 * of other processes on the file included, and those only get the lock while nobody holds
 * it. The pause is longer than those between the tries of a process waiting for the lock
 * (src/db/group-commit.ts), so each such process tries at least once while the lock is free.
 */
const TRANSACTION_ROWS = 1_000;
const PAUSE_MS = 20;
export const PROGRESS_EVERY = 10_000;

/** How a gift whose donor deleted their account names its donor. */
export const FORMER_MEMBER = 'Former member';

export class DonationsService extends ChurchRecordsService<DonationsRepository> {
  private readonly users: UsersService;
  constructor(repository: DonationsRepository, writes: UnitOfWork<Change>, users: UsersService, churches: ChurchesService) {
    super(repository, writes, churches);
    this.users = users;
  }

  /**
   * Giving records are kept when their donor deletes their account (churches must keep them):
   * in the deletion's unit of work they lose the person and are named "Former member".
   * Answers how many were kept so.
   */
  detachDonor({ trx }: Work<Change>, userId: number): Promise<number> {
    return this.repository.within(trx).detach(userId, FORMER_MEMBER, nowIso());
  }

  /**
   * Imports gifts from a CSV file (see csv-import.ts for its columns). Every line is checked
   * before anything is written: with a bad line nothing is imported, unless `skipInvalid`.
   * A gift whose church already has its external id is skipped, so importing a file again
   * adds nothing.
   */
  async importCsv(csv: string, options: ImportOptions = {}): Promise<DonationImport> {
    const { lines, errors: unreadable } = readDonationsCsv(csv);
    const problems = new Map<number, string[]>(unreadable.map(({ line, message }) => [line, [message]]));
    const complain = (line: number, problem: string) => problems.set(line, [...(problems.get(line) ?? []), problem]);

    const wellFormed: GiftLine[] = [];
    const firstLineOf = new Map<string, number>();
    for (const line of lines) {
      const checked = checkGiftLine(line);
      if ('problems' in checked) checked.problems.forEach((problem) => complain(line.line, problem));
      else wellFormed.push(checked.gift);
      const { churchId, externalId } = line.values;
      if (!externalId) continue;
      const key = JSON.stringify([parseChurchId(churchId) ?? churchId, externalId]);
      const first = firstLineOf.get(key);
      if (first === undefined) firstLineOf.set(key, line.line);
      else complain(line.line, `externalId: ${externalId} is already on line ${first} for church ${churchId}`);
    }

    const [donorIds, churchIds] = await Promise.all([
      this.users.idsByEmail(wellFormed.map((gift) => gift.email)),
      this.churches.existingIds(wellFormed.map((gift) => gift.churchId)),
    ]);
    const now = nowIso();
    const rows = [];
    for (const gift of wellFormed) {
      const userId = donorIds.get(normalizeEmail(gift.email));
      if (userId === undefined) complain(gift.line, `email: no user has the email ${gift.email}`);
      if (!churchIds.has(gift.churchId)) complain(gift.line, `churchId: church ${gift.churchId} does not exist`);
      if (userId === undefined || problems.has(gift.line)) continue;
      rows.push({
        user_id: userId,
        church_id: gift.churchId,
        external_id: gift.externalId,
        amount: gift.amount,
        currency: gift.currency,
        fund: gift.fund,
        method: gift.method,
        donated_at: gift.donatedAt,
        created_at: now,
        updated_at: now,
      });
    }

    const errors = [...problems]
      .sort(([a], [b]) => a - b)
      .map(([line, messages]) => ({ line, message: messages.join('; ') }));
    if (errors.length && !options.skipInvalid) return { imported: 0, skipped: 0, failed: errors.length, errors, rejected: true };

    let imported = 0;
    for (let start = 0; start < rows.length; start += TRANSACTION_ROWS) {
      if (start > 0) await delay(PAUSE_MS);
      const batch = rows.slice(start, start + TRANSACTION_ROWS);
      imported += await this.unitOfWork(async ({ repository, record }) => {
        const inserted = await repository.insertNew(batch);
        record(...inserted.map((row): Change => ({ type: 'donation.created', resourceId: row.id, churchId: row.church_id, userId: row.user_id ?? undefined, object: toDonation(row) })));
        return inserted.length;
      });
      const done = start + batch.length;
      if (rows.length > PROGRESS_EVERY && Math.floor(done / PROGRESS_EVERY) > Math.floor(start / PROGRESS_EVERY)) {
        options.onProgress?.(done, rows.length);
      }
    }
    return { imported, skipped: rows.length - imported, failed: errors.length, errors, rejected: false };
  }

  /** The caller's own gifts, most recent first. */
  async list(principal: Caller, query: DonationListQuery): Promise<Page<Donation>> {
    assertCanReadDonations(principal);
    const filter = filterOf(principal, query);
    const [rows, total] = await Promise.all([
      this.repository.list(filter, query.limit, offsetOf(query)),
      this.repository.count(filter),
    ]);
    return page(rows.map(toDonation), query, total);
  }

  /** One of the caller's gifts; someone else's answers 404 like a missing one, so ids do not leak. */
  async get(principal: Caller, id: number): Promise<Donation> {
    assertCanReadDonations(principal);
    const row = await this.repository.findById(id);
    if (!row || !isOwnDonation(principal, row)) throw notFound(`Donation ${id} does not exist`);
    return toDonation(row);
  }

  async summary(principal: Caller, query: DonationSummaryQuery): Promise<DonationSummary> {
    assertCanReadDonations(principal);
    return summarize(await this.repository.summaryRows(filterOf(principal, query)));
  }
}
