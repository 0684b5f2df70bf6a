import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { addChurchMember, buildChurch, buildUser } from '../../test/helpers.ts';
import { commandLine } from '../../test/cli.ts';

const HEADER = 'household,phone,adultEmail,childGivenName,childFamilyName,childBirthdate,allergies';

test('households import and attendance export', async (t) => {
  const { dir, db, services, cli, file } = await commandLine(t, 'households');
  const counts = async () => ({
    households: (await db.selectFrom('households').select('id').execute()).length,
    adults: (await db.selectFrom('household_adults').select('user_id').execute()).length,
    children: (await db.selectFrom('children').select('id').execute()).length,
  });

  const church = await buildChurch(services, { time_zone: 'America/New_York' });
  const ruth = await buildUser(services, { email: 'ruth@example.org', family_name: 'Okafor' });
  const james = await buildUser(services, { email: 'james@example.org', family_name: 'Okafor' });
  const maria = await buildUser(services, { email: 'maria@example.org', family_name: 'Brown' });
  await buildUser(services, { email: 'stranger@example.org' }); // has an account, but is no member of the church
  for (const user of [ruth, james, maria]) await addChurchMember(services, church.id, user.id);
  const example = await readFile(new URL('../../examples/households.csv', import.meta.url), 'utf8');

  await t.test('--help says what the file holds', async () => {
    const help = await cli('households', 'import', '--help');
    assert.equal(help.code, 0);
    assert.match(help.stdout, /households import FILE\.csv --church ID \[--dry-run\] \[--json\]/);
    assert.match(help.stdout, /household,phone,adultEmail,childGivenName,childFamilyName,childBirthdate,allergies/);
    const exportHelp = await cli('attendance', 'export', '--help');
    assert.equal(exportHelp.code, 0);
    assert.match(exportHelp.stdout, /date,event,room,person,kind,checkedInAt,checkedOutAt/);
  });

  await t.test('--dry-run prints what it would create and changes nothing', async () => {
    const path = await file(example);
    const result = await cli('households', 'import', path, '--church', String(church.id), '--dry-run');
    assert.equal(result.code, 0, result.stderr);
    assert.match(result.stdout, /Dry run, nothing changed\. Would create 2 households .* 3 adults .* 3 children/);
    assert.match(result.stdout, /child Ada Okafor \(2020-05-14\) in The Okafors/);
    assert.deepEqual(await counts(), { households: 0, adults: 0, children: 0 });
  });

  await t.test('imports the example; importing it again adds nothing', async () => {
    const path = await file(example);
    const first = await cli('households', 'import', path, '--church', String(church.id), '--json');
    assert.equal(first.code, 0, first.stderr);
    assert.deepEqual(JSON.parse(first.stdout), { households: { created: 2, existing: 0 }, adults: { added: 3, existing: 0 }, children: { created: 3, existing: 0 }, errors: [] });
    assert.deepEqual(await counts(), { households: 2, adults: 3, children: 3 });
    const okafors = await db.selectFrom('households').selectAll().where('name', '=', 'The Okafors').executeTakeFirstOrThrow();
    assert.equal(okafors.phone, '+15551234567');
    const lily = await db.selectFrom('children').selectAll().where('given_name', '=', 'Lily').executeTakeFirstOrThrow();
    assert.equal(lily.family_name, 'Brown-Diaz');
    assert.equal(lily.allergies, 'Milk, eggs');
    assert.equal((await db.selectFrom('children').selectAll().where('given_name', '=', 'Ben').executeTakeFirstOrThrow()).family_name, 'Okafor', "the first adult's family name");
    const logged = await db.selectFrom('change_events').select('type').where('type', 'like', 'household.%').execute();
    assert.equal(logged.length, 2, 'one household.created each');

    const again = await cli('households', 'import', path, '--church', String(church.id), '--json');
    assert.deepEqual(JSON.parse(again.stdout), { households: { created: 0, existing: 2 }, adults: { added: 0, existing: 3 }, children: { created: 0, existing: 3 }, errors: [] });
    assert.deepEqual(await counts(), { households: 2, adults: 3, children: 3 });
    const text = await cli('households', 'import', await file(`${HEADER}\nthe okafors,,,Cleo,,2023-02-01,\n`), '--church', String(church.id));
    assert.equal(text.code, 0, text.stderr);
    assert.match(text.stdout, /Imported 0 households \(1 already there\), 0 adults \(0 already there\), 1 child \(0 already there\) into church/);
  });

  await t.test('any bad line: nothing is written, every bad line listed by number', async () => {
    const before = await counts();
    const path = await file(
      [
        HEADER,
        'New family,+15550001111,maria@example.org,,,,', // maria is in The Browns already
        'Fresh start,555-1234,nobody@example.org,,,,',
        'Good one,,stranger@example.org,,,,', // not a member
        ',,,Kid,,2020-01-01,',
        'Kids only,,,Kid,,2020-13-01,',
        'Nobody,,,,,,',
        'Too,many,fields,here,,,,,',
        'Unknown,,nobody@example.org,,,,',
      ].join('\n'),
    );
    const result = await cli('households', 'import', path, '--church', String(church.id), '--json');
    assert.equal(result.code, 1);
    const { errors } = JSON.parse(result.stdout) as { errors: { line: number; message: string }[] };
    const byLine = Object.fromEntries(errors.map(({ line, message }) => [line, message]));
    assert.match(byLine[2], /maria@example.org is already an adult of household/);
    assert.match(byLine[3], /phone: "555-1234" is not an E.164 number/);
    assert.match(byLine[4], /stranger@example.org is not a member of church/);
    assert.match(byLine[5], /household: must not be empty/);
    assert.match(byLine[6], /childBirthdate: must be a past date/);
    assert.match(byLine[7], /names neither an adult/);
    assert.match(byLine[8], /has 9 fields, expected 7/);
    assert.match(byLine[9], /no user has the email nobody@example.org/);
    assert.deepEqual(await counts(), before);
    const text = await cli('households', 'import', path, '--church', String(church.id));
    assert.equal(text.code, 1);
    assert.match(text.stderr, /Nothing was imported: 8 lines of .* are bad\.\n {2}line 2: /);
  });

  await t.test('refuses unknown churches, bad headers, missing options and files with a clear message', async () => {
    const path = await file(example);
    const unknown = await cli('households', 'import', path, '--church', '999999');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Church 999999 does not exist/);
    const header = await cli('households', 'import', await file('household,email\nX,y\n'), '--church', String(church.id));
    assert.equal(header.code, 1);
    assert.match(header.stderr, /Line 1 must name the columns .*missing phone, adultEmail/);
    const missing = await cli('households', 'import', path);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /Missing --church/);
    const noFile = await cli('households', 'import', join(dir, 'nope.csv'), '--church', String(church.id));
    assert.notEqual(noFile.code, 0);
    assert.match(noFile.stderr, /nope\.csv/);
    const badId = await cli('households', 'import', path, '--church', 'first');
    assert.equal(badId.code, 2);
    assert.match(badId.stderr, /--church must be a positive integer/);
  });

  await t.test('apps approve-households approves an app for household access, in the audit log', async () => {
    const { app } = await services.apps.createApp({ ownerId: ruth.id, name: 'Kids App', type: 'confidential', redirectUris: [] });
    const result = await cli('apps', 'approve-households', app.clientId, '--json');
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), { clientId: app.clientId, householdsAccess: 'approved' });
    assert.equal((await services.apps.getApp(app.clientId)).donationsAccess, 'none');
    assert.ok(await db.selectFrom('audit_events').select('id').where('type', '=', 'households.approved').where('target', '=', app.clientId).executeTakeFirst());
    const unknown = await cli('apps', 'approve-households', 'app_unknown');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /App app_unknown does not exist/);
  });

  await t.test('attendance export prints CSV of check-ins and meetings, days in the church\'s time zone', async () => {
    const household = await db.selectFrom('households').select('id').where('name', '=', 'The Okafors').executeTakeFirstOrThrow();
    const ada = await db.selectFrom('children').select('id').where('given_name', '=', 'Ada').executeTakeFirstOrThrow();
    const event = await db
      .insertInto('events')
      .values({ church_id: church.id, title: 'Sunday, 9am', description: '', location: '', starts_at: '2026-03-08T14:00:00.000Z', ends_at: '2026-03-08T16:00:00.000Z', capacity: null, created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const room = await db.insertInto('rooms').values({ event_id: event.id, church_id: church.id, name: 'Nursery', created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('check_ins').values({ event_id: event.id, church_id: church.id, household_id: household.id, child_id: ada.id, room_id: room.id, name: 'Ada Okafor', checked_in_at: '2026-03-08T13:55:00.000Z', checked_out_at: '2026-03-08T16:05:00.000Z', updated_at: '2026-03-08T16:05:00.000Z' }).execute();
    // 02:30 on 9 March UTC is still 8 March in New York.
    await db.insertInto('check_ins').values({ event_id: event.id, church_id: church.id, household_id: household.id, user_id: ruth.id, name: 'Ruth Okafor', checked_in_at: '2026-03-09T02:30:00.000Z', updated_at: '2026-03-09T02:30:00.000Z' }).execute();
    const group = await db.insertInto('groups').values({ church_id: church.id, name: 'Choir', description: '', meeting_schedule: '', location: '', capacity: null, created_at: '2026-03-01T00:00:00.000Z', updated_at: '2026-03-01T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    const meeting = await db.insertInto('group_meetings').values({ group_id: group.id, church_id: church.id, date: '2026-03-10', created_at: '2026-03-10T00:00:00.000Z', updated_at: '2026-03-10T00:00:00.000Z' }).returning('id').executeTakeFirstOrThrow();
    await db.insertInto('meeting_attendees').values({ meeting_id: meeting.id, user_id: maria.id }).execute();

    const result = await cli('attendance', 'export', '--church', String(church.id), '--from', '2026-03-08', '--to', '2026-03-10');
    assert.equal(result.code, 0, result.stderr);
    assert.equal(
      result.stdout,
      [
        'date,event,room,person,kind,checkedInAt,checkedOutAt',
        '2026-03-08,"Sunday, 9am",Nursery,Ada Okafor,child,2026-03-08T13:55:00.000Z,2026-03-08T16:05:00.000Z',
        '2026-03-08,"Sunday, 9am",,Ruth Okafor,adult,2026-03-09T02:30:00.000Z,',
        `2026-03-10,Choir,,${maria.given_name} Brown,meeting,,`,
        '',
      ].join('\n'),
    );
    const narrow = await cli('attendance', 'export', '--church', String(church.id), '--from', '2026-03-09', '--to', '2026-03-09');
    assert.equal(narrow.stdout, 'date,event,room,person,kind,checkedInAt,checkedOutAt\n');
    const asJson = JSON.parse((await cli('attendance', 'export', '--church', String(church.id), '--from', '2026-03-08', '--to', '2026-03-10', '--json')).stdout);
    assert.equal(asJson.rows, 3);

    for (const [args, code, message] of [
      [['--church', String(church.id), '--from', '2026-02-30', '--to', '2026-03-10'], 1, /--from '2026-02-30' is not a date written YYYY-MM-DD/],
      [['--church', String(church.id), '--from', '2026-03-10', '--to', 'tomorrow'], 1, /--to 'tomorrow' is not a date/],
      [['--church', String(church.id), '--from', '2026-03-10', '--to', '2026-03-01'], 1, /--to 2026-03-01 is before --from 2026-03-10/],
      [['--church', '999999', '--from', '2026-03-01', '--to', '2026-03-10'], 1, /Church 999999 does not exist/],
      [['--church', String(church.id), '--from', '2026-03-01'], 2, /Missing --to/],
    ] as const) {
      const refused = await cli('attendance', 'export', ...args);
      assert.equal(refused.code, code, `${args.join(' ')}: ${refused.stderr}`);
      assert.match(refused.stderr, message);
      assert.equal(refused.stdout, '');
    }
  });
});
