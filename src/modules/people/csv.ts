import { CsvError, parse, type Info } from 'csv-parse/sync';
import { badRequest } from '../../http/errors.ts';
import { CHURCH_ROLES, type ChurchRole } from '../churches/policy.ts';
import { EMAIL_PATTERN, normalizeEmail } from '../users/service.ts';

/** The columns a people file must have, and those it may have; in any order. */
export const REQUIRED_COLUMNS = ['email', 'givenName', 'familyName'] as const;
export const OPTIONAL_COLUMNS = ['role', 'phone', 'household'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];
const COLUMNS: readonly string[] = [...REQUIRED_COLUMNS, ...OPTIONAL_COLUMNS];

export interface LineError {
  line: number;
  message: string;
}

/** A line whose every value is well formed; whether it fits the church (its households, its members) is checked later, in bulk. */
export interface PersonLine {
  /** Line numbers count from the header, line 1, as an editor shows them. */
  line: number;
  /** Lower case, as accounts keep it. */
  email: string;
  givenName: string;
  familyName: string;
  /** Undefined: the import's default role. */
  role: ChurchRole | undefined;
  /** E.164. */
  phone: string | undefined;
  household: string | undefined;
}

const NAME_MAX = 100;
const HOUSEHOLD_MAX = 200;
const E164 = /^\+[1-9]\d{6,14}$/;

/**
 * A phone as people write it (`+1 (555) 123-4567`), in E.164: spaces, dots, dashes and
 * brackets dropped. Without a leading + it is refused: the country cannot be guessed.
 */
export function e164(text: string): string | undefined {
  const compact = text.replace(/[\s().-]/g, '');
  return E164.test(compact) ? compact : undefined;
}

/**
 * Reads a people file: the header, then one person per line. A file that cannot be read as a
 * whole (not CSV, no header, required columns missing, unknown ones) is refused with one
 * message; every problem of a line is that line's error, all lines checked.
 */
export function readPeopleCsv(csv: string): { lines: PersonLine[]; errors: LineError[] } {
  // csv-parse counts a CRLF inside a quoted field as two lines; with LF only, its line numbers are exact.
  const text = csv.replace(/\r\n?/g, '\n');
  let records: { record: string[]; info: Info }[];
  try {
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const expected = `${REQUIRED_COLUMNS.join(',')} and optionally ${OPTIONAL_COLUMNS.join(', ')}`;
  if (!records.length) throw badRequest(`The file is empty; its first line must name the columns: ${expected}`);
  const header = records[0].record.map((name) => name.trim());
  const missing = REQUIRED_COLUMNS.filter((column) => !header.includes(column));
  const unknown = header.filter((name) => !COLUMNS.includes(name));
  const repeated = header.filter((name, index) => header.indexOf(name) !== index);
  const problems = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unknown ${unknown.map((name) => `"${name}"`).join(', ')}` : '',
    repeated.length ? `repeated ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  if (problems.length) throw badRequest(`Line 1 must name the columns ${expected} (in any order): ${problems.join('; ')}`);
  if (records.length === 1) throw badRequest('The file has no people: add one line per person under the header');

  const lines: PersonLine[] = [];
  const errors: LineError[] = [];
  for (const { record, info } of records.slice(1)) {
    // info.lines is where the record ends; a quoted value may have spanned several lines.
    const line = info.lines - record.reduce((breaks, value) => breaks + value.split('\n').length - 1, 0);
    if (record.length !== header.length) {
      errors.push({ line, message: `has ${record.length} field${record.length === 1 ? '' : 's'}, expected ${header.length}` });
      continue;
    }
    const values = Object.fromEntries(header.map((name, index) => [name, record[index].trim()])) as Partial<Record<Column, string>>;
    const checked = checkLine(line, values);
    if ('problems' in checked) errors.push({ line, message: checked.problems.join('; ') });
    else lines.push(checked.person);
  }
  return { lines, errors };
}

/** One person's values checked as a line of the file is (`line` names it in the problems). */
export function checkLine(line: number, values: Partial<Record<Column, string>>): { person: PersonLine } | { problems: string[] } {
  const problems: string[] = [];
  const email = normalizeEmail(values.email ?? '');
  if (!email) problems.push('email: must not be empty');
  else if (!EMAIL_PATTERN.test(email) || email.length > 254) problems.push(`email: "${values.email}" is not an email address`);
  const name = (column: 'givenName' | 'familyName') => {
    const value = values[column] ?? '';
    if (!value) problems.push(`${column}: must not be empty`);
    else if (value.length > NAME_MAX) problems.push(`${column}: must be at most ${NAME_MAX} characters`);
    return value;
  };
  const givenName = name('givenName');
  const familyName = name('familyName');
  const roleText = values.role ?? '';
  const role = roleText ? (CHURCH_ROLES.find((known) => known === roleText.toLowerCase()) as ChurchRole | undefined) : undefined;
  if (roleText && !role) problems.push(`role: must be one of ${CHURCH_ROLES.join(', ')}, got "${roleText}"`);
  const phoneText = values.phone ?? '';
  const phone = phoneText ? e164(phoneText) : undefined;
  if (phoneText && !phone) problems.push(`phone: "${phoneText}" is not a phone number with its country code (+15551234567)`);
  const household = values.household || undefined;
  if (household && household.length > HOUSEHOLD_MAX) problems.push(`household: must be at most ${HOUSEHOLD_MAX} characters`);
  // A phone is the household's, what a check-in kiosk searches by: without a household it would have nowhere to go.
  if (phone && !household) problems.push('phone: belongs to a household; give the household column too, or leave the phone out');
  if (problems.length) return { problems };
  return { person: { line, email, givenName, familyName, role, phone, household } };
}
