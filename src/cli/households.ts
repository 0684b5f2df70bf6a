import { readFile } from 'node:fs/promises';
import { csvField } from '../modules/audit/service.ts';
import { HOUSEHOLD_COLUMNS } from '../modules/households/csv-import.ts';
import { command, flag, positiveInteger, requiredString } from './command.ts';
import { errorLines, plural } from './import-report.ts';

export const householdsImport = command({
  usage: 'households import FILE.csv --church ID [--dry-run] [--json]',
  help: `Import households, their adults and children into a church. Prints {households: {created, existing}, adults: {added, existing}, children: {created, existing}, errors: [{line, message}]}.
    A header row names the columns, in any order: ${HOUSEHOLD_COLUMNS.join(',')}
    One line per adult or child of a household (a line may carry both). adultEmail names a member of the church,
    in no other household there; childBirthdate is YYYY-MM-DD; childFamilyName left empty is the first adult's;
    phone is E.164 (+15551234567). A new household needs a line with an adult.
    A household is its church and name (any case), a child its household, names and birthdate: importing the
    same file again adds nothing. Every line is checked first: with any bad line nothing is written (exit code 1).
    --dry-run prints what it would create and changes nothing.
    Example: examples/households.csv`,
  async run({ services }, values, [file]) {
    const churchId = positiveInteger(requiredString(values, 'church'), '--church');
    const dryRun = flag(values, 'dry-run');
    const result = await services.householdsImport.run(churchId, await readFile(file, 'utf8'), { dryRun });
    const { households, adults, children, errors } = result;
    const json = { households, adults, children, errors };
    if (errors.length) {
      return { json, failed: true, text: [`Nothing was imported: ${plural(errors.length, 'line')} of ${file} ${errors.length === 1 ? 'is' : 'are'} bad.`, ...errorLines(errors)].join('\n') };
    }
    const summary =
      `${plural(households.created, 'household')} (${households.existing} already there), ${plural(adults.added, 'adult')} (${adults.existing} already there), ` +
      `${children.created.toLocaleString('en-US')} ${children.created === 1 ? 'child' : 'children'} (${children.existing} already there)`;
    if (dryRun) return { json, text: [`Dry run, nothing changed. Would create ${summary}:`, ...result.plan.map((item) => `  ${item}`)].join('\n') };
    return { json, text: `Imported ${summary} into church ${churchId}.` };
  },
});

export const EXPORT_COLUMNS = ['date', 'event', 'room', 'person', 'kind', 'checkedInAt', 'checkedOutAt'] as const;

export const attendanceExport = command({
  usage: 'attendance export --church ID --from DATE --to DATE',
  help: `Print a church's attendance as CSV on stdout: ${EXPORT_COLUMNS.join(',')}.
    DATE is YYYY-MM-DD in the church's time zone; both days are included. One line per check-in (kind child
    or adult, with its event and room) and per person at a group meeting (kind meeting; event is the group).
    With --json: {rows, csv}.`,
  async run({ services }, values) {
    const churchId = positiveInteger(requiredString(values, 'church'), '--church');
    const rows = await services.attendance.exportRows(churchId, requiredString(values, 'from'), requiredString(values, 'to'));
    const csv = [EXPORT_COLUMNS.join(','), ...rows.map((row) => EXPORT_COLUMNS.map((column) => csvField(row[column])).join(','))].join('\n');
    return { json: { rows: rows.length, csv: `${csv}\n` }, text: csv };
  },
});
