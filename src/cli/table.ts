/**
 * Rows as a plain-text table for people: a header, then one line per row, columns padded
 * to their widest value. An empty list says so instead of printing a bare header.
 */
export function table(headers: readonly string[], rows: readonly (readonly string[])[], empty: string): string {
  if (!rows.length) return empty;
  const widths = headers.map((header, column) => Math.max(header.length, ...rows.map((row) => row[column].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd();
  return [line(headers), ...rows.map(line)].join('\n');
}
