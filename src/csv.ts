import { CsvError, parse, type Info } from 'csv-parse/sync';
import { badRequest } from './http/errors.ts';

/*
 * The CSV files of the imports (donations, households, people): a header naming the
 * columns, in any order, then one record a line.
 */

/** A data line of the file; line numbers count from the header, line 1, as an editor shows them. */
export interface CsvLine<Column extends string, Optional extends string = never> {
  line: number;
  values: Record<Column, string> & Partial<Record<Optional, string>>;
}

export interface LineError {
  line: number;
  message: string;
}

/**
 * Reads the file into lines of values by column, trimmed. A file that cannot be read as a
 * whole (not CSV, no header, columns missing, unknown or repeated) is refused with one
 * message; a line with the wrong number of fields is that line's error.
 */
export function readCsv<Column extends string, Optional extends string = never>(
  csv: string,
  columns: readonly Column[],
  optional: readonly Optional[] = [],
): { lines: CsvLine<Column, Optional>[]; errors: LineError[] } {
  // csv-parse counts a CRLF inside a quoted field as two lines; with LF only, its line numbers are exact.
  const text = csv.replace(/\r\n?/g, '\n');
  let records: { record: string[]; info: Info }[];
  try {
    // The typings do not follow `info: true`, which wraps each record with where it was read.
    records = parse(text, { bom: true, info: true, skip_empty_lines: true, relax_column_count: true }) as unknown as typeof records;
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}`);
    throw error;
  }
  const expected = optional.length ? `${columns.join(',')} and optionally ${optional.join(', ')}` : columns.join(',');
  if (!records.length) throw badRequest(`The file is empty; its first line must name the columns: ${expected}`);

  const header = records[0].record.map((name) => name.trim());
  const missing = columns.filter((column) => !header.includes(column));
  const unknown = header.filter((name) => !(columns as readonly string[]).includes(name) && !(optional as readonly string[]).includes(name));
  const repeated = header.filter((name, index) => header.indexOf(name) !== index);
  const headerProblems = [
    missing.length ? `missing ${missing.join(', ')}` : '',
    unknown.length ? `unknown ${unknown.map((name) => `"${name}"`).join(', ')}` : '',
    repeated.length ? `repeated ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  if (headerProblems.length) {
    throw badRequest(`Line 1 must name the columns ${expected} (in any order): ${headerProblems.join('; ')}`);
  }

  const lines: CsvLine<Column, Optional>[] = [];
  const errors: LineError[] = [];
  for (const { record, info } of records.slice(1)) {
    // info.lines is where the record ends; a quoted value may have spanned several lines.
    const line = info.lines - record.reduce((breaks, value) => breaks + value.split('\n').length - 1, 0);
    if (record.length !== header.length) {
      errors.push({ line, message: `has ${record.length} field${record.length === 1 ? '' : 's'}, expected ${header.length}` });
      continue;
    }
    const values = Object.fromEntries(header.map((name, index) => [name, record[index].trim()])) as CsvLine<Column, Optional>['values'];
    lines.push({ line, values });
  }
  return { lines, errors };
}
