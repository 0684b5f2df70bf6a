import { command, type Command, type Context, type Values } from './command.ts';

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
function fields<T extends Record<K, unknown>, K extends string>(row: T, names: readonly K[]): Pick<T, K> {
  return Object.fromEntries(names.map((name) => [name, row[name]])) as Pick<T, K>;
}

/** A column of a list: its heading and how a row reads in it. */
type ListColumn<T> = [heading: string, cell: (row: T) => string];

/** How a command that lists rows is written down. */
export interface ListDeclaration<T extends Record<K, unknown>, K extends string> {
  usage: string;
  /** The help, as for any command; the summary gets what `--json` prints added, from `key` and `fields`. */
  help: string;
  /** The rows, in the order listed. */
  rows(context: Context, values: Values): Promise<T[]>;
  /** The rows are printed under this key with `--json`, each with these fields. */
  key: string;
  fields: readonly K[];
  /** Else a table of these columns; when there are no rows, this line instead. */
  columns: readonly ListColumn<Pick<T, K>>[];
  empty: string;
}

/** A command that prints a list: the rows under `key` with `--json`, else a table of `columns`. */
export function listCommand<T extends Record<K, unknown>, K extends string>({ usage, help, rows, key, fields: names, columns, empty }: ListDeclaration<T, K>): Command {
  const [summary, ...details] = help.split('\n');
  return command({
    usage,
    help: [`${summary} Prints {${key}: [{${names.join(', ')}}]}.`, ...details].join('\n'),
    async run(context, values) {
      const listed = (await rows(context, values)).map((row) => fields(row, names));
      const text = table(
        columns.map(([heading]) => heading),
        listed.map((row) => columns.map(([, cell]) => cell(row))),
        empty,
      );
      return { json: { [key]: listed }, text };
    },
  });
}
