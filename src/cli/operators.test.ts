import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addChurchMember, buildApiKey, buildChurch, buildUser } from '../../test/helpers.ts';
import { commandLine, failure, json } from '../../test/cli.ts';

const HEADER = 'externalId,email,churchId,amount,currency,fund,method,donatedAt';

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

test('users list and users promote', async (t) => {
  const { cli, services, db } = await commandLine(t, 'operators');

  await t.test('an empty platform lists no one', async () => {
    assert.deepEqual(json(await cli('users', 'list', '--json')), { users: [] });
    const text = await cli('users', 'list');
    assert.equal(text.code, 0);
    assert.equal(text.stdout, 'No accounts yet.\n');
  });

  const ada = await buildUser(services, { email: 'ada@example.org', given_name: 'Ada', family_name: 'Lovelace', email_verified: true });
  const bob = await buildUser(services, { email: 'bob@example.org', given_name: 'Bob', family_name: 'Builder', email_verified: false, is_admin: true });

  await t.test('lists every account, oldest first, with the operator fields', async () => {
    const { users } = json(await cli('users', 'list', '--json')) as { users: Record<string, unknown>[] };
    assert.deepEqual(users, [
      { id: ada.id, email: 'ada@example.org', givenName: 'Ada', familyName: 'Lovelace', isAdmin: false, emailVerified: true, disabled: false, createdAt: users[0].createdAt },
      { id: bob.id, email: 'bob@example.org', givenName: 'Bob', familyName: 'Builder', isAdmin: true, emailVerified: false, disabled: false, createdAt: users[1].createdAt },
    ]);
    assert.match(String(users[0].createdAt), ISO);
    const text = await cli('users', 'list');
    assert.equal(text.code, 0);
    const [header, first, second] = text.stdout.trimEnd().split('\n');
    assert.match(header, /^ID\s+EMAIL\s+NAME\s+ADMIN\s+VERIFIED\s+DISABLED\s+CREATED$/);
    assert.match(first, new RegExp(`^${ada.id}\\s+ada@example.org\\s+Ada Lovelace\\s+no\\s+yes\\s+no\\s+\\d{4}-`));
    assert.match(second, new RegExp(`^${bob.id}\\s+bob@example.org\\s+Bob Builder\\s+yes\\s+no\\s+no\\s+\\d{4}-`));
  });

  await t.test('promote makes the person a platform admin, once, and records it', async () => {
    assert.deepEqual(json(await cli('users', 'promote', 'ADA@example.org', '--json')), { id: ada.id, email: 'ada@example.org', isAdmin: true });
    const stored = await db.selectFrom('users').select(['is_admin', 'updated_at']).where('id', '=', ada.id).executeTakeFirstOrThrow();
    assert.equal(Boolean(stored.is_admin), true);
    // Admin rights are not shown on user objects, so they do not move updatedAt (a profile does not tell when they changed).
    assert.equal(stored.updated_at, ada.updated_at);
    const again = await cli('users', 'promote', 'ada@example.org');
    assert.equal(again.code, 0);
    assert.match(again.stdout, /already was a platform administrator; nothing changed/);
    const { events } = await services.audit.page(undefined, 10);
    assert.deepEqual(
      events.filter((event) => event.type === 'user.promoted').map((event) => [event.actor, event.target]),
      [['command line', 'ada@example.org']],
    );
  });

  await t.test('a platform admin is not a church admin by that alone', async () => {
    const church = await buildChurch(services);
    assert.equal(await services.churches.roleOf(church.id, ada.id), null);
  });

  await t.test('promote: an unknown email is exit 1, a missing one exit 2', async () => {
    failure(await cli('users', 'promote', 'nobody@example.org', '--json'), 1, /^No user has the email nobody@example.org\n$/);
    failure(await cli('users', 'promote'), 2, /Missing EMAIL/);
    failure(await cli('users', 'list', 'extra'), 2, /Unexpected argument "extra"/);
  });
});

test('apps list and keys list', async (t) => {
  const { cli, services } = await commandLine(t, 'operators');
  const olive = await buildUser(services, { email: 'olive@example.org' });
  const pete = await buildUser(services, { email: 'pete@example.org' });
  const first = await buildApiKey(services, olive.id, ['read:churches', 'read:events']);
  const second = await buildApiKey(services, pete.id, ['read:prayers'], { donationsApproved: true });

  await t.test('lists every app, oldest first, with its owner’s email', async () => {
    const { apps } = json(await cli('apps', 'list', '--json')) as { apps: Record<string, unknown>[] };
    assert.deepEqual(
      apps.map((app) => ({ ...app, createdAt: '' })),
      [
        { clientId: first.clientId, name: apps[0].name, type: 'confidential', owner: 'olive@example.org', donationsAccess: 'none', createdAt: '' },
        { clientId: second.clientId, name: apps[1].name, type: 'confidential', owner: 'pete@example.org', donationsAccess: 'approved', createdAt: '' },
      ],
    );
    assert.match(String(apps[0].createdAt), ISO);
    const text = await cli('apps', 'list');
    assert.equal(text.code, 0);
    assert.match(text.stdout, /^CLIENT ID\s+NAME\s+TYPE\s+OWNER\s+DONATIONS\s+CREATED\n/);
    assert.match(text.stdout, new RegExp(`${second.clientId}\\s+App \\d+\\s+confidential\\s+pete@example.org\\s+approved`));
  });

  await t.test('--owner narrows the list to one person’s apps', async () => {
    const { apps } = json(await cli('apps', 'list', '--owner', 'Pete@Example.org', '--json')) as { apps: { clientId: string }[] };
    assert.deepEqual(apps.map((app) => app.clientId), [second.clientId]);
    const none = await buildUser(services, { email: 'none@example.org' });
    assert.deepEqual(json(await cli('apps', 'list', '--owner', none.email, '--json')), { apps: [] });
    assert.equal((await cli('apps', 'list', '--owner', none.email)).stdout, 'No apps.\n');
  });

  await t.test('apps list: an unknown owner is exit 1', async () => {
    failure(await cli('apps', 'list', '--owner', 'nobody@example.org', '--json'), 1, /No user has the email nobody@example.org/);
    failure(await cli('apps', 'list', '--owner'), 2, /--owner/);
  });

  await t.test('lists an app’s keys, newest first, so one can be revoked by id', async () => {
    const extra = await services.apps.createKey(first.clientId, { name: 'second key', scopes: ['read:users'] });
    const { keys } = json(await cli('keys', 'list', '--app', first.clientId, '--json')) as { keys: Record<string, unknown>[] };
    assert.deepEqual(
      keys.map((key) => ({ ...key, createdAt: '' })),
      [
        { id: extra.summary.id, name: 'second key', prefix: extra.summary.prefix, scopes: ['read:users'], createdAt: '', lastUsedAt: null, revokedAt: null },
        { id: first.keyId, name: 'test', prefix: keys[1].prefix, scopes: ['read:churches', 'read:events'], createdAt: '', lastUsedAt: null, revokedAt: null },
      ],
    );
    assert.match(String(keys[1].prefix), /^cpk_/);
    assert.ok(first.key.startsWith(String(keys[1].prefix)));

    await services.apps.authenticateKey(first.key);
    json(await cli('keys', 'revoke', String(keys[1].id), '--json'));
    const after = (json(await cli('keys', 'list', '--app', first.clientId, '--json')) as { keys: Record<string, unknown>[] }).keys;
    assert.match(String(after[1].lastUsedAt), ISO);
    assert.match(String(after[1].revokedAt), ISO);
    assert.equal(after[0].revokedAt, null);

    const text = await cli('keys', 'list', '--app', first.clientId);
    assert.equal(text.code, 0);
    const [header, newest, revoked] = text.stdout.trimEnd().split('\n');
    assert.match(header, /^ID\s+NAME\s+PREFIX\s+SCOPES\s+CREATED\s+LAST USED\s+REVOKED$/);
    assert.match(newest, new RegExp(`^${extra.summary.id}\\s+second key\\s+cpk_\\S+…\\s+read:users\\s+\\S+\\s+never\\s+-$`));
    assert.match(revoked, new RegExp(`^${first.keyId}\\s+test\\s+.*read:churches read:events\\s+\\S+\\s+\\d{4}-\\S+\\s+\\d{4}-\\S+$`));
  });

  await t.test('an app without keys says so', async () => {
    const { clientId } = (await services.apps.createApp({ ownerId: olive.id, name: 'Keyless', type: 'public', redirectUris: [] })).app;
    assert.deepEqual(json(await cli('keys', 'list', '--app', clientId, '--json')), { keys: [] });
    assert.equal((await cli('keys', 'list', '--app', clientId)).stdout, 'This app has no API keys.\n');
  });

  await t.test('keys list: an unknown app is exit 1, no --app exit 2', async () => {
    failure(await cli('keys', 'list', '--app', 'app_unknown', '--json'), 1, /^App app_unknown does not exist\n$/);
    failure(await cli('keys', 'list'), 2, /Missing --app/);
  });
});

test('donations import', async (t) => {
  const { cli, file, services, db } = await commandLine(t, 'operators');
  const donor = await buildUser(services, { email: 'donor@example.org' });
  const other = await buildUser(services, { email: 'other@example.org' });
  const church = await buildChurch(services);
  const second = await buildChurch(services);
  await addChurchMember(services, church.id, donor.id);

  const imported = (churchId: number) =>
    db
      .selectFrom('donations')
      .select(['external_id', 'user_id', 'amount', 'currency', 'fund', 'method', 'donated_at', 'created_at', 'updated_at'])
      .where('church_id', '=', churchId)
      .where('external_id', 'is not', null)
      .orderBy('external_id')
      .execute();
  const count = async () => Number((await db.selectFrom('donations').select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow()).n);

  await t.test('imports both amount forms, quoted fields, CRLF and a BOM; columns in any order', async () => {
    const path = await file(
      '\uFEFF' +
        [
          'donatedAt,amount,currency,email,churchId,externalId,fund,method',
          `2026-01-04T10:15:00Z,2500,USD,donor@example.org,${church.id},a-1,General,card`,
          `2026-01-11,25.5,USD,Donor@Example.org,${church.id},a-2,Missions,bank_transfer`,
          `2026-01-18T09:30:00-06:00,0.29,EUR,donor@example.org,${church.id},a-3,"Building Fund, Phase 2",cash`,
          `2025-12-24T18:00:00.5+09:00,5000,JPY,other@example.org,${church.id},a-4,"The ""Christmas"" Appeal",card`,
          `2026-02-01T08:00:00Z,1.234,KWD,other@example.org,${church.id},"a-5","Two`,
          `lines",cheque`,
          `2026-02-02T00:00:00Z,7,USD,donor@example.org,${second.id},a-1,General,card`,
        ].join('\r\n') +
        '\r\n',
    );
    const result = json(await cli('donations', 'import', path, '--json'));
    assert.deepEqual(result, { imported: 6, skipped: 0, failed: 0, errors: [] });
    const rows = await imported(church.id);
    assert.deepEqual(
      rows.map((row) => [row.external_id, row.user_id, Number(row.amount), row.currency, row.fund, row.method, new Date(row.donated_at).toISOString()]),
      [
        ['a-1', donor.id, 2500, 'USD', 'General', 'card', '2026-01-04T10:15:00.000Z'],
        ['a-2', donor.id, 2550, 'USD', 'Missions', 'bank_transfer', '2026-01-11T00:00:00.000Z'],
        ['a-3', donor.id, 29, 'EUR', 'Building Fund, Phase 2', 'cash', '2026-01-18T15:30:00.000Z'],
        ['a-4', other.id, 5000, 'JPY', 'The "Christmas" Appeal', 'card', '2025-12-24T09:00:00.500Z'],
        ['a-5', other.id, 1234, 'KWD', 'Two\nlines', 'cheque', '2026-02-01T08:00:00.000Z'],
      ],
    );
    for (const row of rows) {
      assert.match(new Date(row.created_at).toISOString(), ISO);
      assert.equal(new Date(row.updated_at).toISOString(), new Date(row.created_at).toISOString());
    }
    assert.deepEqual((await imported(second.id)).map((row) => row.external_id), ['a-1'], 'external ids are unique per church, not platform-wide');

    const text = await cli('donations', 'import', await file(`${HEADER}\nb-1,donor@example.org,${church.id},10.00,USD,General,card,2026-03-01\n`));
    assert.equal(text.code, 0, text.stderr);
    assert.equal(text.stdout, 'Imported 1 gift, skipped 0 (already there), left out 0 bad lines.\n');
  });

  await t.test('importing the same file again adds nothing: every line is skipped', async () => {
    const path = await file(
      [HEADER, `c-1,donor@example.org,${church.id},100,USD,General,card,2026-01-01`, `c-2,other@example.org,${church.id},2.00,USD,General,card,2026-01-02`].join('\n'),
    );
    assert.deepEqual(json(await cli('donations', 'import', path, '--json')), { imported: 2, skipped: 0, failed: 0, errors: [] });
    const before = await count();
    assert.deepEqual(json(await cli('donations', 'import', path, '--json')), { imported: 0, skipped: 2, failed: 0, errors: [] });
    assert.equal(await count(), before);
    const text = await cli('donations', 'import', path);
    assert.equal(text.stdout, 'Imported 0 gifts, skipped 2 (already there), left out 0 bad lines.\n');
  });

  await t.test('a file with any bad line imports nothing: exit 1, every bad line named', async () => {
    const before = await count();
    const lines = [
      HEADER,
      `d-1,donor@example.org,${church.id},100,USD,General,card,2026-01-01`,
      `d-2,nobody@example.org,${church.id},100,USD,General,card,2026-01-01`,
      `d-3,donor@example.org,999999,100,USD,General,card,2026-01-01`,
      `d-4,donor@example.org,${church.id},25.001,USD,General,card,2026-01-01`,
      `d-5,donor@example.org,${church.id},25.5,JPY,General,card,2026-01-01`,
      `d-6,donor@example.org,${church.id},0,USD,General,card,2026-01-01`,
      `d-7,donor@example.org,${church.id},-5,USD,General,card,2026-01-01`,
      `d-8,donor@example.org,${church.id},"1,000.00",USD,General,card,2026-01-01`,
      `d-9,donor@example.org,${church.id},100,usd,General,card,2026-01-01`,
      `d-10,donor@example.org,${church.id},100,USD,,card,2026-01-01`,
      `d-11,donor@example.org,${church.id},100,USD,General,${'m'.repeat(101)},2026-01-01`,
      `d-12,donor@example.org,${church.id},100,USD,General,card,2026-02-30`,
      `d-13,donor@example.org,${church.id},100,USD,General,card,2026-01-01T10:00:00`,
      `,donor@example.org,${church.id},100,USD,General,card,2026-01-01`,
      `${'x'.repeat(201)},donor@example.org,${church.id},100,USD,General,card,2026-01-01`,
      `d-1,other@example.org,${church.id},100,USD,General,card,2026-01-01`,
      `d-17,donor@example.org,${church.id},100,USD,General,card`,
      `d-18,donor@example.org,abc,100,USD,General,card,2026-01-01`,
      `d-19,donor@example.org,${church.id},2147483648,USD,General,card,2026-01-01`,
      `d-20,,${church.id},100,USD,"General",card,yesterday`,
    ];
    const path = await file(lines.join('\n'));
    const result = await cli('donations', 'import', path, '--json');
    assert.equal(result.code, 1);
    const body = JSON.parse(result.stdout) as { imported: number; skipped: number; failed: number; errors: { line: number; message: string }[] };
    assert.match(result.stdout, /^\{.*\}\n$/, 'still one JSON object on stdout');
    assert.equal(body.imported, 0);
    assert.equal(body.skipped, 0);
    assert.equal(body.failed, 19);
    assert.deepEqual(body.errors, [
      { line: 3, message: 'email: no user has the email nobody@example.org' },
      { line: 4, message: 'churchId: church 999999 does not exist' },
      { line: 5, message: 'amount: 25.001 has more decimal places than USD has (2)' },
      { line: 6, message: 'amount: 25.5 has more decimal places than JPY has (0)' },
      { line: 7, message: 'amount: must be greater than 0' },
      { line: 8, message: 'amount: must be a positive number, in minor units (2500) or with a decimal point (25.00), got "-5"' },
      { line: 9, message: 'amount: must be a positive number, in minor units (2500) or with a decimal point (25.00), got "1,000.00"' },
      { line: 10, message: 'currency: must be an ISO 4217 code of 3 capital letters (USD), got "usd"' },
      { line: 11, message: 'fund: must not be empty' },
      { line: 12, message: 'method: must be at most 100 characters' },
      { line: 13, message: 'donatedAt: must be an ISO 8601 date-time with a zone (2026-01-31T10:00:00Z) or a date (2026-01-31), got "2026-02-30"' },
      { line: 14, message: 'donatedAt: must be an ISO 8601 date-time with a zone (2026-01-31T10:00:00Z) or a date (2026-01-31), got "2026-01-01T10:00:00"' },
      { line: 15, message: 'externalId: must not be empty' },
      { line: 16, message: 'externalId: must be at most 200 characters' },
      { line: 17, message: `externalId: d-1 is already on line 2 for church ${church.id}` },
      { line: 18, message: 'has 7 fields, expected 8' },
      { line: 19, message: 'churchId: must be a church id (a positive whole number), got "abc"' },
      { line: 20, message: 'amount: must be at most 2147483647 in minor units' },
      {
        line: 21,
        message: 'email: must not be empty; donatedAt: must be an ISO 8601 date-time with a zone (2026-01-31T10:00:00Z) or a date (2026-01-31), got "yesterday"',
      },
    ]);
    assert.equal(await count(), before, 'nothing imported, not even the good line');
    assert.match(result.stderr, /^Nothing was imported: 19 lines of .* are bad\. Fix them, or import the good lines with --skip-invalid\.\n/);
    assert.match(result.stderr, /\n {2}line 3: email: no user has the email nobody@example.org\n/);

    const text = await cli('donations', 'import', path);
    assert.equal(text.code, 1);
    assert.equal(text.stdout, '', 'without --json the report goes to stderr only');
    assert.match(text.stderr, /line 21: email: must not be empty/);
  });

  await t.test('line numbers count the lines of a quoted value and skip nothing', async () => {
    const path = await file(
      [HEADER, `e-1,donor@example.org,${church.id},100,USD,"Three`, 'line', `fund",card,2026-01-01`, '', `e-2,donor@example.org,${church.id},100,USD,General,card,never`].join('\n'),
    );
    const result = await cli('donations', 'import', path, '--json');
    assert.equal(result.code, 1);
    assert.deepEqual(JSON.parse(result.stdout).errors.map((error: { line: number }) => error.line), [6]);
  });

  await t.test('--skip-invalid imports the good lines and counts the bad ones', async () => {
    const path = await file(
      [
        HEADER,
        `f-1,donor@example.org,${church.id},12.34,USD,General,card,2026-04-01`,
        `f-2,donor@example.org,${church.id},12.345,USD,General,card,2026-04-01`,
        `c-1,donor@example.org,${church.id},100,USD,General,card,2026-01-01`,
        `f-3,nobody@example.org,${church.id},100,USD,General,card,2026-04-01`,
        `f-4,other@example.org,${church.id},300,JPY,General,card,2026-04-02`,
      ].join('\n'),
    );
    const result = json(await cli('donations', 'import', path, '--skip-invalid', '--json'));
    assert.deepEqual(result, {
      imported: 2,
      skipped: 1,
      failed: 2,
      errors: [
        { line: 3, message: 'amount: 12.345 has more decimal places than USD has (2)' },
        { line: 5, message: 'email: no user has the email nobody@example.org' },
      ],
    });
    const rows = (await imported(church.id)).filter((row) => String(row.external_id).startsWith('f-'));
    assert.deepEqual(rows.map((row) => [row.external_id, Number(row.amount), row.currency]), [['f-1', 1234, 'USD'], ['f-4', 300, 'JPY']]);

    const again = await cli('donations', 'import', path, '--skip-invalid');
    assert.equal(again.code, 0);
    assert.equal(
      again.stdout,
      [
        'Imported 0 gifts, skipped 3 (already there), left out 2 bad lines.',
        '  line 3: amount: 12.345 has more decimal places than USD has (2)',
        '  line 5: email: no user has the email nobody@example.org',
        '',
      ].join('\n'),
    );
  });

  await t.test('a file that cannot be read as a whole is refused with one message', async () => {
    const before = await count();
    const cases: [string, RegExp][] = [
      ['', /^The file is empty; its first line must name the columns: externalId,email,churchId,amount,currency,fund,method,donatedAt\n$/],
      ['externalId,email,churchId,amount,currency,fund,method\ng-1,donor@example.org,1,1,USD,a,b\n', /^Line 1 must name the columns .* \(in any order\): missing donatedAt\n$/],
      [`${HEADER},note\n`, /^Line 1 must name the columns .*: unknown "note"\n$/],
      [`${HEADER},amount\n`, /: repeated amount\n$/],
      [`${HEADER}\ng-1,donor@example.org,${church.id},100,USD,"General,card,2026-01-01\n`, /^The file is not valid CSV: Quote Not Closed: .* line 2/],
      [`${HEADER}\ng-1,donor@example.org,${church.id},100,USD,"Gen"eral,card,2026-01-01\n`, /^The file is not valid CSV: Invalid Closing Quote: .* line 2/],
    ];
    for (const [content, message] of cases) {
      failure(await cli('donations', 'import', await file(content), '--skip-invalid', '--json'), 1, message);
    }
    failure(await cli('donations', 'import', join(tmpdir(), 'no-such-file.csv')), 1, /^Cannot read \S+no-such-file\.csv: there is no such file\n$/);
    failure(await cli('donations', 'import'), 2, /Missing FILE\.csv/);
    failure(await cli('donations', 'import', 'a.csv', '--skip'), 2, /Unknown option '--skip'/);
    assert.equal(await count(), before);
  });

  await t.test('a file over 10,000 rows reports its progress on stderr; --json stays one object', async () => {
    const rows = Array.from({ length: 10_001 }, (_, i) => `bulk-${i},${i % 2 ? 'donor' : 'other'}@example.org,${second.id},${i % 3 ? '1.50' : '150'},USD,General,card,2026-05-01`);
    const result = await cli('donations', 'import', await file([HEADER, ...rows].join('\n')), '--json');
    assert.equal(result.code, 0, result.stderr);
    assert.deepEqual(JSON.parse(result.stdout), { imported: 10_001, skipped: 0, failed: 0, errors: [] });
    assert.equal(result.stderr, 'processed 10,000 of 10,001 rows\n');
    const total = await db
      .selectFrom('donations')
      .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string>('amount').as('sum')])
      .where('church_id', '=', second.id)
      .where('external_id', 'like', 'bulk-%')
      .executeTakeFirstOrThrow();
    assert.deepEqual([Number(total.n), Number(total.sum)], [10_001, 10_001 * 150]);
  });
});
