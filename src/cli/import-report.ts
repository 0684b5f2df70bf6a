/** What the import commands (donations, households, people) print about a file's lines. */

// A file of many bad lines still fits a screen; --json lists them all.
const ERRORS_SHOWN = 50;

export const count = (n: number) => n.toLocaleString('en-US');
export const plural = (n: number, word: string) => `${count(n)} ${word}${n === 1 ? '' : 's'}`;

/** The bad lines, each with its problem, the first fifty of them. */
export function errorLines(errors: readonly { line: number; message: string }[]): string[] {
  const shown = errors.slice(0, ERRORS_SHOWN).map(({ line, message }) => `  line ${line}: ${message}`);
  if (errors.length > ERRORS_SHOWN) shown.push(`  … and ${plural(errors.length - ERRORS_SHOWN, 'more line')} (--json lists them all)`);
  return shown;
}
