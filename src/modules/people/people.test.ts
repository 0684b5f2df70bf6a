import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addChurchMember, buildChurch, buildUser } from '../../../test/helpers.ts';
import { runCli, scratchDir, sharedDatabaseUrl } from '../../../test/cli.ts';
import { flushMail, linkIn, startMailServer } from '../../../test/mail-server.ts';
import { buildSigninTestHost, PageClient } from '../../../test/pages.ts';
import { e164, readPeopleCsv } from './csv.ts';

/** The sign-in host over a database the command line opens too (a file on SQLite). */
async function setUp(t: TestContext, env: Record<string, string> = {}) {
  const dir = await scratchDir(t, 'people-import');
  const databaseUrl = await sharedDatabaseUrl(t, dir, 'people');
  const host = await buildSigninTestHost(t, { DATABASE_URL: databaseUrl, ...env });
  const file = async (name: string, text: string) => {
    const path = join(dir, name);
    await writeFile(path, text);
    return path;
  };
  const cli = (...args: string[]) => runCli({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, ...env }, args);
  return { ...host, file, cli };
}

/**
 * The JSON summary of an import without invitations or errors: `added` people new to the
 * platform and the church, `kept` already there (each person of the file is a member after).
 */
const summary = (added: number, kept: number, households: { created: number; existing: number }) => ({
  people: { created: added, existing: kept },
  memberships: { added, existing: kept },
  households,
  invited: 0,
  errors: [],
});

const GOOD = [
  'email,givenName,familyName,role,phone,household',
  'ruth.okafor@example.org,Ruth,Okafor,admin,+1 (555) 123-4567,The Okafors',
  'EMEKA.OKAFOR@example.org,Emeka,Okafor,,,the okafors',
  'lin@example.org,Lin,Wei,volunteer,,',
  'known@example.org,Known,Person,,,',
].join('\n');

test('the file is read whole: phones, columns, every bad line by its number', () => {
  assert.equal(e164('+1 (555) 123-4567'), '+15551234567');
  assert.equal(e164('555 1234'), undefined, 'no country code');
  assert.throws(() => readPeopleCsv(''), /empty/);
  assert.throws(() => readPeopleCsv('email,name\nx@example.org,X\n'), /Line 1 must name the columns.*missing givenName, familyName; unknown "name"/);
  assert.throws(() => readPeopleCsv('email,givenName,familyName\n'), /no people/);
  assert.throws(() => readPeopleCsv('email,givenName,familyName\n"x@example.org,X,Y\n'), /not valid CSV/);
  const { lines, errors } = readPeopleCsv(
    ['familyName,email,givenName,role,phone,household', 'Ok,ok@example.org,Okay,,,', 'Bad,not-an-email,,pastor,555,', ',"two@example.org",Two,member,+15551234567,', 'short,line'].join('\r\n'),
  );
  assert.deepEqual(lines.map((line) => [line.line, line.email, line.role]), [[2, 'ok@example.org', undefined]]);
  assert.deepEqual(errors, [
    { line: 3, message: 'email: "not-an-email" is not an email address; givenName: must not be empty; role: must be one of member, volunteer, admin, got "pastor"; phone: "555" is not a phone number with its country code (+15551234567)' },
    { line: 4, message: 'familyName: must not be empty; phone: belongs to a household; give the household column too, or leave the phone out' },
    { line: 5, message: 'has 2 fields, expected 6' },
  ]);
});

test('people import: checked whole, written in one go, and again adds nothing', async (t) => {
  const { services, file, cli } = await setUp(t);
  const { db } = services.database;
  const church = await buildChurch(services, { name: 'Grace Chapel' });
  const known = await buildUser(services, { email: 'known@example.org' });
  await addChurchMember(services, church.id, known.id, 'admin');
  const good = await file('people.csv', GOOD);

  await t.test('a bad line: nothing is written, and every bad line is listed', async () => {
    const bad = await file('bad.csv', `${GOOD}\nruth.okafor@example.org,Ruth,Again,,,\nx,,Y,,,`);
    const result = await cli('people', 'import', bad, '--church', String(church.id), '--json');
    assert.equal(result.code, 1);
    const json = JSON.parse(result.stdout);
    assert.deepEqual(json.errors, [
      { line: 6, message: 'email: ruth.okafor@example.org is already on line 2' },
      { line: 7, message: 'email: "x" is not an email address; givenName: must not be empty' },
    ]);
    assert.deepEqual(json.people, { created: 0, existing: 0 });
    const text = await cli('people', 'import', bad, '--church', String(church.id));
    assert.equal(text.code, 1);
    assert.match(text.stderr, /Nothing was imported: 2 lines of .* are bad/);
    assert.match(text.stderr, /line 6: email: ruth.okafor@example.org is already on line 2/);
    assert.equal((await db.selectFrom('users').select('id').execute()).length, 1, 'no account was made');
    assert.equal((await db.selectFrom('households').select('id').execute()).length, 0);
  });

  await t.test('a file that cannot be read, an unknown church, a wrong role: refused with a message', async () => {
    const headerless = await file('headerless.csv', 'a@example.org,A,B\n');
    const refused = await cli('people', 'import', headerless, '--church', String(church.id));
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /Line 1 must name the columns/);
    const unknown = await cli('people', 'import', good, '--church', '999999');
    assert.equal(unknown.code, 1);
    assert.match(unknown.stderr, /Church 999999 does not exist/);
    const role = await cli('people', 'import', good, '--church', String(church.id), '--role', 'pastor');
    assert.equal(role.code, 2);
    assert.match(role.stderr, /--role must be one of member, volunteer, admin/);
    const missing = await cli('people', 'import', good);
    assert.equal(missing.code, 2);
    assert.match(missing.stderr, /--church/);
    const help = await cli('people', 'import', '--help');
    assert.equal(help.code, 0);
    assert.match(help.stdout, /people import FILE\.csv --church ID \[--role member\] \[--invite\] \[--dry-run\] \[--json\]/);
  });

  await t.test('--dry-run counts what it would do and writes nothing', async () => {
    const result = await cli('people', 'import', good, '--church', String(church.id), '--dry-run', '--json');
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), summary(3, 1, { created: 1, existing: 0 }));
    assert.equal((await db.selectFrom('users').select('id').execute()).length, 1);
    assert.equal((await db.selectFrom('church_members').select('user_id').execute()).length, 1);
    const text = await cli('people', 'import', good, '--church', String(church.id), '--dry-run');
    assert.match(text.stdout, /Dry run, nothing written: it would make 3 new accounts/);
    const example = await cli('people', 'import', fileURLToPath(new URL('../../../examples/people.csv', import.meta.url)), '--church', String(church.id), '--dry-run', '--json');
    assert.equal(example.code, 0, `examples/people.csv imports: ${example.stdout}`);
    assert.deepEqual(JSON.parse(example.stdout).households, { created: 2, existing: 0 });
  });

  await t.test('the import: unverified accounts, memberships with roles, one household with its phone, and their change events', async () => {
    const result = await cli('people', 'import', good, '--church', String(church.id), '--role', 'member', '--json');
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), summary(3, 1, { created: 1, existing: 0 }));
    const ruth = await db.selectFrom('users').selectAll().where('email', '=', 'ruth.okafor@example.org').executeTakeFirstOrThrow();
    assert.equal(Boolean(ruth.email_verified), false);
    assert.equal(ruth.given_name, 'Ruth');
    assert.equal(await services.users.verifyCredentials('ruth.okafor@example.org', ''), undefined);
    const roles = await db
      .selectFrom('church_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.email', 'm.role'])
      .where('m.church_id', '=', church.id)
      .orderBy('u.email')
      .execute();
    assert.deepEqual(roles, [
      { email: 'emeka.okafor@example.org', role: 'member' },
      { email: 'known@example.org', role: 'admin' },
      { email: 'lin@example.org', role: 'volunteer' },
      { email: 'ruth.okafor@example.org', role: 'admin' },
    ]);
    const counted = await db.selectFrom('churches').select('member_count').where('id', '=', church.id).executeTakeFirstOrThrow();
    assert.equal(counted.member_count, 4);
    const households = await db.selectFrom('households').selectAll().execute();
    assert.equal(households.length, 1);
    assert.deepEqual([households[0].name, households[0].name_key, households[0].phone, households[0].phone_last4], ['The Okafors', 'the okafors', '+15551234567', '4567']);
    const adults = await db.selectFrom('household_adults').select('user_id').where('household_id', '=', households[0].id).execute();
    assert.equal(adults.length, 2);
    const logged = await db.selectFrom('change_events').select(['type', 'object']).where('church_id', '=', church.id).orderBy('id').execute();
    assert.deepEqual(logged.map((row) => row.type), ['church.member.added', 'church.member.added', 'church.member.added', 'household.created']);
    const household = JSON.parse(logged[3].object);
    assert.equal(household.name, 'The Okafors');
    assert.deepEqual(household.adults.map((adult: { name: string }) => adult.name).sort(), ['Emeka Okafor', 'Ruth Okafor']);
  });

  await t.test('running it again adds nothing', async () => {
    const before = await db.selectFrom('change_events').select('id').execute();
    const again = await cli('people', 'import', good, '--church', String(church.id), '--json');
    assert.equal(again.code, 0, again.stderr);
    assert.deepEqual(JSON.parse(again.stdout), summary(0, 4, { created: 0, existing: 1 }));
    assert.equal((await db.selectFrom('change_events').select('id').execute()).length, before.length, 'no change logged');
    const text = await cli('people', 'import', good, '--church', String(church.id));
    assert.match(text.stdout, /Imported: 0 new accounts and 4 already there/);
  });

  await t.test('a person already in another household of the church is a bad line', async () => {
    const moved = await file('moved.csv', 'email,givenName,familyName,household\nruth.okafor@example.org,Ruth,Okafor,The Smiths\n');
    const result = await cli('people', 'import', moved, '--church', String(church.id), '--json');
    assert.equal(result.code, 1);
    assert.deepEqual(JSON.parse(result.stdout).errors, [
      { line: 2, message: 'household: ruth.okafor@example.org is already in household "The Okafors" of this church (one household per person per church)' },
    ]);
  });
});

test('people import --invite mails each new person a link to set their password, through the outbox and SMTP', async (t) => {
  const server = await startMailServer(t);
  const { app, services, file, cli } = await setUp(t, { SMTP_URL: server.url });
  const church = await buildChurch(services, { name: 'Grace Chapel' });
  await buildUser(services, { email: 'known@example.org' });
  const result = await cli('people', 'import', await file('people.csv', GOOD), '--church', String(church.id), '--invite', '--json');
  assert.equal(result.code, 0, result.stderr);
  assert.equal(JSON.parse(result.stdout).invited, 3);
  await flushMail(services);
  assert.equal(server.to('known@example.org').length, 0, 'people with an account get no invitation');
  const [mail] = server.to('lin@example.org');
  assert.match(mail.subject, /Grace Chapel invites you/);
  assert.match(mail.text, /works once, for 7 days/);
  const link = linkIn(mail, '/reset-password');
  const stored = await services.database.db.selectFrom('account_tokens').selectAll().where('purpose', '=', 'reset_password').execute();
  const lin = stored.find((row) => row.email === 'lin@example.org')!;
  const lifetime = Date.parse(lin.expires_at) - Date.parse(lin.created_at);
  assert.ok(Math.abs(lifetime - 7 * 86_400_000) < 1000, 'the link works for 7 days');

  const browser = new PageClient(app);
  const form = await browser.get(`${link.pathname}${link.search}`);
  assert.match(form.body, /name="password"/);
  const set = await browser.post('/reset-password', { token: link.searchParams.get('token')!, password: 'my own new password' });
  assert.equal(set.statusCode, 303);
  assert.ok(await services.users.verifyCredentials('lin@example.org', 'my own new password'), 'signs in with it');
  const again = await new PageClient(app).get(`${link.pathname}${link.search}`);
  assert.doesNotMatch(again.body, /name="password"/, 'the link works once');
});
