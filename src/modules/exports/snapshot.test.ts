import { test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import { commandLine } from '../../../test/cli.ts';
import { addChurchMember, buildChurch, buildEvent, buildUser } from '../../../test/helpers.ts';
import { jsonLines, readZip } from '../../../test/zip.ts';
import { ArchiveWriter } from './archive.ts';

/** Registrants enough that their file is far larger, even compressed, than what the archive's stream holds unread. */
const REGISTRANTS = 6_000;

/** Resolves once the archive's writer has filled the stream and waits for its reader. */
async function writerWaiting(stream: Readable): Promise<void> {
  while (stream.readableLength < stream.readableHighWaterMark) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

test('an export reads one snapshot: what commits while it is read is in none of its files, so every reference in it holds', async (t) => {
  const { services, db } = await commandLine(t, 'export-snapshot');
  const admin = await buildUser(services);
  const church = await buildChurch(services);
  await addChurchMember(services, church.id, admin.id, 'admin');
  const event = await buildEvent(services, church.id);
  const now = new Date().toISOString();
  for (let first = 0; first < REGISTRANTS; first += 500) {
    const users = await db
      .insertInto('users')
      .values(Array.from({ length: 500 }, (_, i) => ({
        email: `registrant${first + i}@example.org`,
        password_hash: 'x',
        // Names that do not compress, so the file stays large in the archive too.
        given_name: randomBytes(12).toString('hex'),
        family_name: randomBytes(12).toString('hex'),
        picture: null,
        email_verified: false,
        pending_email: null,
        is_admin: false,
        created_at: now,
        updated_at: now,
      })))
      .returning('id')
      .execute();
    await db.insertInto('event_registrations').values(users.map(({ id }) => ({ event_id: event.id, user_id: id, created_at: now, updated_at: now }))).execute();
  }

  const archive = await services.exports.forChurchAdmin(church.id, admin.id);
  // The writer is part way into the registrations, the largest file, when it stops for the reader.
  await writerWaiting(archive);

  // Meanwhile an admin adds an event and someone registers for it: both commit at once.
  const added = await services.events.create(admin.id, { churchId: church.id, title: 'Added during the export', startsAt: '2031-05-01T18:00:00.000Z', endsAt: '2031-05-01T20:00:00.000Z' });
  await services.events.register(added.id, admin.id);

  const files = await readZip(await readAll(archive));
  const events = jsonLines(files, 'events.jsonl');
  const registrations = jsonLines(files, 'registrations.jsonl');
  assert.deepEqual(events.map((row) => row.id), [event.id], 'the event added during the export is not in it');
  assert.equal(registrations.length, REGISTRANTS, 'the registration made during the export is not in it either');
  assert.ok(registrations.every((row) => row.eventId === event.id), 'every registration names an event of events.jsonl');

  // The next export sees both.
  const next = await readZip(await readAll(await services.exports.forChurchAdmin(church.id, admin.id)));
  assert.deepEqual(jsonLines(next, 'events.jsonl').map((row) => row.id), [event.id, added.id]);
  assert.equal(jsonLines(next, 'registrations.jsonl').length, REGISTRANTS + 1);
});

test('a reader that takes nothing for a while ends the archive, so its writer lets the snapshot go', async () => {
  const archive = new ArchiveWriter({ format: 'test' }, 200);
  const failure = new Promise<Error>((resolve) => archive.stream.once('error', resolve));
  const rows = () => (async function* () {
    for (let i = 0; i < 1_000; i++) yield [{ text: randomBytes(2_000).toString('hex') }];
  })();
  await assert.rejects(archive.rows('things', ['text'], rows), { message: 'The archive was closed while it was being written' });
  assert.equal((await failure).message, "The archive's reader took nothing for 200 ms");
  assert.equal(archive.stream.destroyed, true);
});
