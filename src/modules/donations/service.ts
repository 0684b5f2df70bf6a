import type { DonationRow } from '../../db/tables.ts';
import { toIso } from '../../db/tables.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { offsetOf, page, type Page } from '../../http/pagination.ts';
import type { Principal } from '../../http/principal.ts';
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
  return { userId: principal.userId, churchId: query.churchId, fund: query.fund, currency: query.currency, from, to };
}

export class DonationsService {
  private readonly repository: DonationsRepository;
  constructor(repository: DonationsRepository) {
    this.repository = repository;
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
