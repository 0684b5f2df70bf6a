import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { populatedChurch, SECURITY_CODE } from '../../test/church-data.ts';
import { checkManifest, jsonLines, readZip } from '../../test/zip.ts';
import { migratedServices, runCli, scratchDir, sharedDatabaseUrl } from '../../test/cli.ts';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

const cli = (url: string, ...argv: string[]) => runCli({ NODE_ENV: 'test', DATABASE_URL: url }, argv);

async function json(url: string, ...argv: string[]): Promise<Record<string, unknown>> {
  const result = await cli(url, ...argv, '--json');
  assert.equal(result.code, 0, result.stderr);
  return JSON.parse(result.stdout) as Record<string, unknown>;
}

/** The rows of every file without their ids, times and generated pictures (which follow from ids). */
function comparable(files: Map<string, Buffer>): Record<string, unknown[]> {
  const strip = (value: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(value).filter(([key, field]) => !/(^id$|Id$|At$|^createdBy$|^checked(In|Out)By$)/.test(key) && !(key === 'picture' && String(field).includes('/avatars/'))),
    );
  const rows: Record<string, unknown[]> = {};
  for (const name of [...files.keys()].sort()) {
    // Rows follow ids (a link table's by its two ids), which a restore gives anew: compared as sets.
    if (name.endsWith('.jsonl')) rows[name] = jsonLines(files, name).map(strip).map((row) => JSON.stringify(row)).sort();
  }
  rows['church.json'] = [strip(JSON.parse(files.get('church.json')!.toString('utf8')) as Record<string, unknown>)];
  return rows;
}

test('churches export and import', async (t) => {
  const dir = await scratchDir(t, 'community-exports');
  const source = await sharedDatabaseUrl(t, dir, 'source');
  const services = await migratedServices(t, source);
  const data = await populatedChurch(services);
  const out = join(dir, 'grace.zip');

  await t.test('the operator\'s export carries every person\'s email, and donations only when asked', async () => {
    const written = await json(source, 'churches', 'export', String(data.church.id), '--out', out);
    assert.equal(written.churchId, data.church.id);
    const files = await readZip(await readFile(out));
    const manifest = checkManifest(files);
    assert.equal(manifest.audience, 'operator');
    assert.deepEqual(written.files, manifest.files);
    assert.deepEqual(jsonLines(files, 'members.jsonl').map((m) => m.email), [data.admin.email, data.member.email, data.partner.email]);
    assert.deepEqual(jsonLines(files, 'people.jsonl').map((p) => p.email), [data.admin.email, data.member.email, data.partner.email, data.visitor.email]);
    assert.ok(!files.has('donations.jsonl'));
    assert.match(files.get('members.csv')!.toString('utf8').split('\r\n')[0], /,email$/);
    const everything = [...files.values()].map((body) => body.toString('utf8')).join('\n');
    assert.ok(!everything.includes(SECURITY_CODE), 'no security code');
    assert.deepEqual(jsonLines(files, 'prayers.jsonl').map((p) => p.userId), [data.member.id, null]);

    const withGifts = join(dir, 'grace-gifts.zip');
    const text = await cli(source, 'churches', 'export', String(data.church.id), '--out', withGifts, '--with-donations');
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, new RegExp(`^Wrote church ${data.church.id} to .*grace-gifts.zip: people 4, members 3, .*donations 1\\n$`));
    const gifts = await readZip(await readFile(withGifts));
    checkManifest(gifts);
    assert.deepEqual(jsonLines(gifts, 'donations.jsonl').map((d) => [d.userId, d.amount, d.fund, d.externalId]), [[data.member.id, 5000, 'Missions', 'gift-1']]);
  });

  await t.test('an unknown church, a missing --out or a bad id fail and write nothing', async () => {
    const missing = join(dir, 'none.zip');
    const unknown = await cli(source, 'churches', 'export', '999999', '--out', missing);
    assert.equal(unknown.code, 1);
    assert.equal(unknown.stderr, 'Church 999999 does not exist\n');
    await assert.rejects(stat(missing));
    await assert.rejects(stat(`${missing}.partial`));
    assert.equal((await cli(source, 'churches', 'export', String(data.church.id))).code, 2);
    assert.equal((await cli(source, 'churches', 'export', 'abc', '--out', missing)).code, 2);
  });

  await t.test('export, import into a new database, export again: the same rows but ids and times', async () => {
    const full = join(dir, 'full.zip');
    await json(source, 'churches', 'export', String(data.church.id), '--out', full, '--with-donations');
    const target = await sharedDatabaseUrl(t, dir, 'target');
    const restoredServices = await migratedServices(t, target);
    // Someone who already has an account on the new platform is matched by email, not made again.
    const existing = await restoredServices.users.create({ email: data.visitor.email, password: 'a long password', givenName: 'Vi', familyName: 'Visitor' });
    const imported = await json(target, 'churches', 'import', full);
    assert.deepEqual(imported.people, { created: 3, existing: 1 });
    const again = join(dir, 'again.zip');
    await json(target, 'churches', 'export', String(imported.churchId), '--out', again, '--with-donations');
    const before = await readZip(await readFile(full));
    const after = await readZip(await readFile(again));
    assert.deepEqual(comparable(after), comparable(before));
    assert.deepEqual([...after.keys()].sort(), [...before.keys()].sort());

    // The new accounts cannot sign in until their owners set a password; the match kept its own.
    const created = await restoredServices.users.findByEmail(data.member.email);
    assert.equal(Boolean(created!.email_verified), false);
    assert.equal(await restoredServices.users.verifyCredentials(data.member.email, ''), undefined);
    assert.ok(await restoredServices.users.verifyCredentials(existing.email, 'a long password'));
    // The anonymous request is still anonymous, and its author cannot sign in.
    const anonymous = jsonLines(after, 'prayers.jsonl').find((p) => p.isAnonymous);
    assert.equal(anonymous!.userId, null);
  });

  await t.test('a damaged archive, an admins\' export or a file that is no zip change nothing', async () => {
    const target = await sharedDatabaseUrl(t, dir, 'refusals');
    const restored = await migratedServices(t, target);
    const nothingWritten = async () => {
      assert.equal((await restored.database.db.selectFrom('churches').select('id').execute()).length, 0, 'no church');
      assert.equal((await restored.database.db.selectFrom('users').select('id').execute()).length, 0, 'no one created');
    };
    // The same files, but members.jsonl no longer what the manifest vouches for.
    const files = await readZip(await readFile(out));
    const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as { files: { name: string; sha256: string }[] };
    const members = manifest.files.find((file) => file.name === 'members.jsonl')!;
    members.sha256 = `${members.sha256[0] === '0' ? '1' : '0'}${members.sha256.slice(1)}`;
    const zip = new yazl.ZipFile();
    for (const [name, body] of files) zip.addBuffer(name === 'manifest.json' ? Buffer.from(JSON.stringify(manifest)) : body, name);
    zip.end();
    const parts: Buffer[] = [];
    for await (const chunk of zip.outputStream) parts.push(chunk as Buffer);
    const tampered = join(dir, 'tampered.zip');
    await writeFile(tampered, Buffer.concat(parts));
    const damaged = await cli(target, 'churches', 'import', tampered);
    assert.equal(damaged.code, 1);
    assert.equal(damaged.stderr, 'members.jsonl does not match the SHA-256 its manifest lists: the archive is damaged or was changed\n');
    await nothingWritten();

    const adminsExport = join(dir, 'admins.zip');
    await pipeline(await services.exports.forChurchAdmin(data.church.id, data.admin.id), createWriteStream(adminsExport));
    const withoutEmails = await cli(target, 'churches', 'import', adminsExport);
    assert.equal(withoutEmails.code, 1);
    assert.match(withoutEmails.stderr, /is a church admins' export, without people's emails: restore an export made with "churches export" on the command line\n$/);
    await nothingWritten();

    const notZip = join(dir, 'not.zip');
    await writeFile(notZip, 'email,givenName\n');
    const refused = await cli(target, 'churches', 'import', notZip);
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /^Cannot read .*not\.zip as a zip archive: /);
    const missing = await cli(target, 'churches', 'import', join(dir, 'missing.zip'));
    assert.equal(missing.code, 1);
    assert.match(missing.stderr, /missing\.zip/);
    await nothingWritten();
  });
});
