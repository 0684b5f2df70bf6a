import type { Output } from './command.ts';

/**
 * Rows as a plain-text table for people: a header, then one line per row, columns padded
 * to their widest value. An empty list says so instead of printing a bare header.
 */
function table(headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string {
  if (!rows.length) return empty;
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}

/** The fields of `row` that a list prints under `--json`, in the order named. */
export function fields<T, K extends keyof T>(row: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<T, K>;
}

/** A column of a list: its heading and how a row reads in it. */
export type ListColumn<T> = [heading: string, cell: (row: T) => string];

/** What a list command prints: the rows under `key` with `--json`, else a table of `columns`. */
export function listOutput<T>(key: string, rows: readonly T[], columns: readonly ListColumn<T>[], empty: string): Output {
  return {
    json: { [key]: rows },
    text: table(
      columns.map(([heading]) => heading),
      rows.map((row) => columns.map(([, cell]) => cell(row))),
      empty,
    ),
  };
}
