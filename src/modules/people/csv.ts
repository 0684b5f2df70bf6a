import { readCsv, type LineError } from '../../csv.ts';
import { badRequest } from '../../http/errors.ts';
import { CHURCH_ROLES, type ChurchRole } from '../../http/church-roles.ts';
import { EMAIL_PATTERN, normalizeEmail } from '../users/service.ts';

/** The columns a people file must have, and those it may have; in any order. */
export const REQUIRED_COLUMNS = ['email', 'givenName', 'familyName'] as const;
export const OPTIONAL_COLUMNS = ['role', 'phone', 'household'] as const;
type Column = (typeof REQUIRED_COLUMNS)[number] | (typeof OPTIONAL_COLUMNS)[number];

export type { LineError };

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
  const read = readCsv(csv, REQUIRED_COLUMNS, OPTIONAL_COLUMNS);
  if (!read.lines.length && !read.errors.length) throw badRequest('The file has no people: add one line per person under the header');
  const lines: PersonLine[] = [];
  const errors = [...read.errors];
  for (const { line, values } of read.lines) {
    const checked = checkLine(line, values);
    if ('problems' in checked) errors.push({ line, message: checked.problems.join('; ') });
    else lines.push(checked.person);
  }
  // In the order of the file, as each line was read.
  errors.sort((x, y) => x.line - y.line);
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
