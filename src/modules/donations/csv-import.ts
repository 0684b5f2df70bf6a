import { readCsv, type CsvLine as Line, type LineError } from '../../csv.ts';

/** The columns of a donations file, all required, in any order. */
export const IMPORT_COLUMNS = ['externalId', 'email', 'churchId', 'amount', 'currency', 'fund', 'method', 'donatedAt'] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

export type CsvLine = Line<ImportColumn>;
export type { LineError };

/** A line whose every value is well-formed; whether its donor and church exist is checked later, in bulk. */
export interface GiftLine {
  line: number;
  externalId: string;
  email: string;
  churchId: number;
  /** Integer minor units. */
  amount: number;
  currency: string;
  fund: string;
  method: string;
  /** ISO 8601 UTC. */
  donatedAt: string;
}

/** ISO 4217 currencies whose minor unit is not a hundredth (2 decimals, the rule for the rest). */
const MINOR_UNIT_EXPONENTS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

export function minorUnitExponent(currency: string): number {
  return MINOR_UNIT_EXPONENTS[currency] ?? 2;
}

/** The donations.amount column is a 32-bit integer on PostgreSQL. */
const MAX_AMOUNT = 2_147_483_647;
const MAX_CHURCH_ID = 2_147_483_647;
const MAX_EXTERNAL_ID_LENGTH = 200;
const MAX_LABEL_LENGTH = 100;

/**
 * Reads the file into lines of values by column (see readCsv): the whole file is refused with
 * one message when it cannot be read, a line with the wrong number of fields is that line's error.
 */
export function readDonationsCsv(csv: string): { lines: CsvLine[]; errors: LineError[] } {
  return readCsv(csv, IMPORT_COLUMNS);
}

export function parseChurchId(text: string): number | undefined {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  return id >= 1 && id <= MAX_CHURCH_ID ? id : undefined;
}

/**
 * An amount in integer minor units ("2500") or, when it has a decimal point, in major units
 * ("25.00", "25.5") converted with the currency's minor unit. Converted as text, never
 * through floating point, so 0.29 is 29 cents exactly.
 */
export function parseAmount(text: string, currency: string): { amount: number } | { problem: string } {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match) {
    return { problem: `must be a positive number, in minor units (2500) or with a decimal point (25.00), got "${text}"` };
  }
  const [, whole, fraction] = match;
  let digits = whole;
  if (fraction !== undefined) {
    const exponent = minorUnitExponent(currency);
    if (fraction.length > exponent) {
      return { problem: `${text} has more decimal places than ${currency} has (${exponent})` };
    }
    digits = whole + fraction.padEnd(exponent, '0');
  }
  const amount = Number(digits);
  if (amount <= 0) return { problem: 'must be greater than 0' };
  if (amount > MAX_AMOUNT) return { problem: `must be at most ${MAX_AMOUNT} in minor units` };
  return { amount };
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?(Z|([+-])(\d{2}):(\d{2}))$/;

/**
 * An ISO 8601 date-time with its zone (`Z` or an offset), or a date alone, read as midnight
 * UTC; as stored, ISO 8601 UTC. A time without a zone is refused: it would depend on where
 * the import runs.
 */
export function parseDonatedAt(text: string): string | undefined {
  const date = DATE.exec(text);
  const dateTime = date ? undefined : DATE_TIME.exec(text);
  const parts = date ?? dateTime;
  if (!parts) return undefined;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  const [hour, minute, second] = dateTime ? [Number(dateTime[4]), Number(dateTime[5]), Number(dateTime[6] ?? 0)] : [0, 0, 0];
  const millisecond = dateTime?.[7] ? Number(dateTime[7].slice(0, 3).padEnd(3, '0')) : 0;
  if (hour > 23 || minute > 59 || second > 59) return undefined;
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second, millisecond));
  // Date.UTC rolls 2026-02-30 over to March; a real date comes back as it went in.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== month - 1 || utc.getUTCDate() !== day) return undefined;
  const offsetMinutes = dateTime?.[9] ? (dateTime[9] === '-' ? -1 : 1) * (Number(dateTime[10]) * 60 + Number(dateTime[11])) : 0;
  return new Date(utc.getTime() - offsetMinutes * 60_000).toISOString();
}

function label(value: string, problems: string[], column: ImportColumn, max: number): string {
  if (!value) problems.push(`${column}: must not be empty`);
  else if (value.length > max) problems.push(`${column}: must be at most ${max} characters`);
  return value;
}

/** Checks each value of a line on its own; the problems name their column. */
export function checkGiftLine({ line, values }: CsvLine): { gift: GiftLine } | { problems: string[] } {
  const problems: string[] = [];
  const externalId = label(values.externalId, problems, 'externalId', MAX_EXTERNAL_ID_LENGTH);
  if (!values.email) problems.push('email: must not be empty');
  const churchId = parseChurchId(values.churchId);
  if (churchId === undefined) problems.push(`churchId: must be a church id (a positive whole number), got "${values.churchId}"`);
  const currency = values.currency;
  if (!/^[A-Z]{3}$/.test(currency)) problems.push(`currency: must be an ISO 4217 code of 3 capital letters (USD), got "${currency}"`);
  const amount = parseAmount(values.amount, currency);
  if ('problem' in amount) problems.push(`amount: ${amount.problem}`);
  const fund = label(values.fund, problems, 'fund', MAX_LABEL_LENGTH);
  const method = label(values.method, problems, 'method', MAX_LABEL_LENGTH);
  const donatedAt = parseDonatedAt(values.donatedAt);
  if (donatedAt === undefined) {
    problems.push(`donatedAt: must be an ISO 8601 date-time with a zone (2026-01-31T10:00:00Z) or a date (2026-01-31), got "${values.donatedAt}"`);
  }
  if (problems.length || churchId === undefined || 'problem' in amount || donatedAt === undefined) return { problems };
  return { gift: { line, externalId, email: values.email, churchId, amount: amount.amount, currency, fund, method, donatedAt } };
}
