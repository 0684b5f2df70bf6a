import { readFile } from 'node:fs/promises';
import { IMPORT_COLUMNS } from '../modules/donations/csv-import.ts';
import { command, flag } from './command.ts';
import { count, errorLines, plural } from './import-report.ts';

export const donationsImport = command({
  usage: 'donations import FILE.csv [--skip-invalid] [--json]',
  help: `Import gifts from a CSV file. Prints {imported, skipped, failed, errors: [{line, message}]}.
    A header row names the columns, all required, in any order: ${IMPORT_COLUMNS.join(',')}
    amount is in minor units (2500) or, with a decimal point, in major units (25.00; JPY has none, KWD three);
    email names the donor's account; donatedAt is ISO 8601 with a zone, or a date (midnight UTC).
    A gift whose church already has its externalId is skipped, so importing a file again adds nothing.
    Every line is checked first: with any bad line nothing is imported (exit code 1), unless --skip-invalid.
    It may run beside the service: gifts go in 1,000 per transaction, with a pause between for the service's writes.
    Example: examples/donations.csv`,
  async run({ services, progress }, values, [file]) {
    const result = await services.donations.importCsv(await readFile(file, 'utf8'), {
      skipInvalid: flag(values, 'skip-invalid'),
      onProgress: (done, total) => progress(`processed ${count(done)} of ${count(total)} rows`),
    });
    const { imported, skipped, failed, errors } = result;
    const json = { imported, skipped, failed, errors };
    if (result.rejected) {
      return {
        json,
        failed: true,
        text: [
          `Nothing was imported: ${plural(failed, 'line')} of ${file} ${failed === 1 ? 'is' : 'are'} bad. Fix ${failed === 1 ? 'it' : 'them'}, or import the good lines with --skip-invalid.`,
          ...errorLines(errors),
        ].join('\n'),
      };
    }
    return {
      json,
      text: [
        `Imported ${plural(imported, 'gift')}, skipped ${count(skipped)} (already there), left out ${plural(failed, 'bad line')}.`,
        ...errorLines(errors),
      ].join('\n'),
    };
  },
});
