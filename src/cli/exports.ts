import { rename, rm } from 'node:fs/promises';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { command, flag, positiveInteger, requiredString } from './command.ts';

export const churchesExport = command({
  usage: 'churches export ID --out FILE.zip [--with-donations] [--json]',
  help: `Write a church's full export to a zip file. Prints {churchId, out, files: [{name, rows, bytes, sha256}]}.
    The operator's export: what the church's admins download (no security codes; anonymous requests without
    their author) plus people.jsonl/csv with every person's email, and members' emails. --with-donations adds the
    church's gifts. The file is written whole or not at all; "churches import" restores it as a new church.`,
  async run({ services }, values, [id]) {
    const churchId = positiveInteger(id, 'ID');
    const out = requiredString(values, 'out');
    const { stream, done } = await services.exports.forOperator(churchId, { withDonations: flag(values, 'with-donations') });
    // Written beside the target and renamed once whole: a failed export leaves no half archive.
    const partial = `${out}.partial`;
    try {
      await pipeline(stream, createWriteStream(partial));
      const manifest = await done;
      await rename(partial, out);
      const rows = manifest.files.filter((file) => file.name.endsWith('.jsonl')).map((file) => `${file.name.replace(/\.jsonl$/, '')} ${file.rows}`);
      return { json: { churchId, out, files: manifest.files }, text: `Wrote church ${churchId} to ${out}: ${rows.join(', ')}` };
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
  },
});

export const churchesImport = command({
  usage: 'churches import ARCHIVE.zip [--json]',
  help: `Restore a church from a file "churches export" wrote, as a new church. Prints {churchId, people: {created, existing}, rows}.
    People are matched by email; the others get an account that is not verified and has no password (they set one
    with "Forgot password"). Every file is checked against the SHA-256 its manifest lists; a damaged file or a bad
    row changes nothing.`,
  positionals: ['ARCHIVE'],
  async run({ services }, _values, [path]) {
    const summary = await services.exports.importChurch(path);
    const rows = Object.entries(summary.rows).map(([file, count]) => `${file.replace(/\.jsonl$/, '')} ${count}`);
    return {
      json: { ...summary },
      text: `Restored church ${summary.churchId}: ${summary.people.created} people created, ${summary.people.existing} found by email; ${rows.join(', ')}`,
    };
  },
});
