import { readFile } from 'node:fs/promises';
import { CHURCH_ROLES } from '../http/church-roles.ts';
import { OPTIONAL_COLUMNS, REQUIRED_COLUMNS } from '../modules/people/csv.ts';
import { importRole } from '../modules/people/service.ts';
import { command, flag, optionalString, positiveInteger, requiredString, UsageError } from './command.ts';
import { count, errorLines, plural } from './import-report.ts';

export const peopleImport = command({
  usage: 'people import FILE.csv --church ID [--role member] [--invite] [--dry-run] [--json]',
  help: `Add the people of a CSV file to a church. Prints {people, memberships, households, invited, errors}.
    A header row names the columns, in any order: ${REQUIRED_COLUMNS.join(',')}, and optionally ${OPTIONAL_COLUMNS.join(', ')}.
    role is ${CHURCH_ROLES.join(', ')} (else --role, default member); phone is E.164 (+15551234567) and belongs to the
    line's household, found by name in the church or created (one household per person per church).
    A person without an account gets one, unverified, without a password; --invite mails each of them a link
    to choose one (it works once, for 7 days). People already in the church keep their role.
    Every line is checked first: with any bad line nothing is written (exit code 1). Running it again adds nothing.
    --dry-run checks and counts what it would do, and writes nothing. Example: examples/people.csv`,
  async run({ services }, values, [file]) {
    const churchId = positiveInteger(requiredString(values, 'church'), '--church');
    const roleText = optionalString(values, 'role');
    if (roleText !== undefined && !(CHURCH_ROLES as readonly string[]).includes(roleText)) {
      throw new UsageError(`--role must be one of ${CHURCH_ROLES.join(', ')}, got "${roleText}"`);
    }
    const dryRun = flag(values, 'dry-run');
    const result = await services.people.importCsv(await readFile(file, 'utf8'), {
      churchId,
      role: importRole(roleText, CHURCH_ROLES),
      invite: flag(values, 'invite'),
      dryRun,
    });
    const { people, memberships, households, invited, errors } = result;
    // The same shape with --dry-run as without: the caller knows which it asked for.
    const json = { people, memberships, households, invited, errors };
    if (result.rejected) {
      return {
        json,
        failed: true,
        text: [
          `Nothing was imported: ${plural(errors.length, 'line')} of ${file} ${errors.length === 1 ? 'is' : 'are'} bad. Fix ${errors.length === 1 ? 'it' : 'them'} and run it again.`,
          ...errorLines(errors),
        ].join('\n'),
      };
    }
    const summary = [
      `${plural(people.created, 'new account')} and ${count(people.existing)} already there`,
      `${plural(memberships.added, 'new member')} of church ${churchId} (${count(memberships.existing)} already members)`,
      `${plural(households.created, 'new household')} (${count(households.existing)} already there)`,
    ].join(', ');
    const mailed = invited ? ` ${plural(invited, 'invitation')} ${dryRun ? 'would be' : ''} mailed.`.replace('  ', ' ') : '';
    return { json, text: dryRun ? `Dry run, nothing written: it would make ${summary}.${mailed}` : `Imported: ${summary}.${mailed}` };
  },
});
