import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSigninTestHost, PageClient, signedIn } from '../../../test/pages.ts';
import { csvField } from './service.ts';

test('audit log filters: by who, by event and by period, kept in the paging links; a bad value is named, not applied', async (t) => {
  const host = await buildSigninTestHost(t);
  const { audit, database } = host.services;
  await audit.record({ type: 'api_key.created', actor: { label: 'ruth@example.org', ip: '10.0.0.1' }, target: 'cpk_1' });
  await audit.record({ type: 'api_key.revoked', actor: { label: 'ruth@example.org', ip: '10.0.0.1' }, target: 'cpk_1' });
  await audit.record({ type: 'api_key.created', actor: { label: 'boaz@example.org', ip: '10.0.0.2' }, target: 'cpk_2' });
  await database.db.updateTable('audit_events').set({ created_at: '2026-01-15T12:00:00.000Z' }).where('target', '=', 'cpk_2').execute();
  const { client } = await signedIn(host, { is_admin: true } as never);
  const who = (html: string) => [...html.matchAll(/<td data-label="Who">([^<]+)<\/td>/g)].map((m) => m[1]);

  const page = await client.get('/admin');
  assert.match(page.body, /<label for="audit-actor">Who<\/label>/);
  assert.match(page.body, /<option value="api_key.revoked">API key revoked<\/option>/);
  assert.match(page.body, /href="\/admin\/audit.csv" download>Download CSV<\/a>/);

  assert.deepEqual(who((await client.get('/admin?actor=RUTH')).body), ['ruth@example.org', 'ruth@example.org']);
  assert.deepEqual(who((await client.get('/admin?actor=ruth&action=api_key.created')).body), ['ruth@example.org']);
  assert.deepEqual(who((await client.get('/admin?from=2026-01-15&to=2026-01-15')).body), ['boaz@example.org']);
  assert.deepEqual(who((await client.get('/admin?to=2026-01-14')).body), []);
  const filtered = await client.get('/admin?actor=ruth&action=api_key.created');
  assert.match(filtered.body, /value="ruth"/);
  assert.match(filtered.body, /<option value="api_key.created" selected>/);
  assert.match(filtered.body, /href="\/admin\/audit.csv\?actor=ruth&amp;action=api_key.created"/);

  const bad = await client.get('/admin?action=nothing.happened&from=yesterday');
  assert.equal(bad.statusCode, 200);
  assert.match(bad.body, /Not applied: that event is unknown; “From” is not a date\./);

  for (let i = 0; i < 30; i++) await audit.record({ type: 'sign_in.failed', actor: { label: `guess${i}@example.org` }, target: 'x' });
  const paged = await client.get('/admin?action=sign_in.failed');
  const older = /href="(\/admin\?action=sign_in\.failed&amp;before=\d+)#audit-log"/.exec(paged.body)?.[1];
  assert.ok(older, 'the older page keeps the filter');
  const second = await client.get(older.replaceAll('&amp;', '&'));
  assert.equal(who(second.body).length, 5);
  assert.ok(who(second.body).every((actor) => actor.startsWith('guess')));
});

test('audit log CSV: the filtered log, every row, safe in spreadsheets; admins only', async (t) => {
  const host = await buildSigninTestHost(t);
  const { audit } = host.services;
  await audit.record({ type: 'sign_in.failed', actor: { label: '=HYPERLINK("http://evil.example")', ip: '10.0.0.1' }, target: 'a,b "c"' });
  for (let i = 0; i < 1205; i++) await audit.record({ type: 'api_key.created', actor: { label: `dev${i}@example.org` }, details: { app: 'Portal' } });
  const { client } = await signedIn(host, { is_admin: true } as never);

  const csv = await client.get('/admin/audit.csv?action=sign_in.failed');
  assert.equal(csv.statusCode, 200);
  assert.match(String(csv.headers['content-type']), /^text\/csv/);
  assert.match(String(csv.headers['content-disposition']), /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
  const lines = csv.body.trimEnd().split('\r\n');
  assert.equal(lines[0], 'id,time,event,description,actor,actor_user_id,target,ip,details');
  assert.equal(lines.length, 2);
  assert.match(lines[1], /,sign_in\.failed,Failed sign-in,"'=HYPERLINK\(""http:\/\/evil\.example""\)",,"a,b ""c""",10\.0\.0\.1,\{\}$/);

  const all = await client.get('/admin/audit.csv?action=api_key.created');
  assert.equal(all.body.trimEnd().split('\r\n').length, 1206, 'every row, read in batches');
  assert.match(all.body, /,"{""app"":""Portal""}"\r\n/);

  const { client: member } = await signedIn(host);
  assert.equal((await member.get('/admin/audit.csv')).statusCode, 403);
  assert.equal((await new PageClient(host.app).get('/admin/audit.csv')).statusCode, 303);
});

test('csvField quotes what needs quoting and defuses formulas', () => {
  assert.equal(csvField('plain'), 'plain');
  assert.equal(csvField(null), '');
  assert.equal(csvField(7), '7');
  assert.equal(csvField('a"b'), '"a""b"');
  assert.equal(csvField('line\nbreak'), '"line\nbreak"');
  for (const start of ['=', '+', '-', '@', '\t']) assert.equal(csvField(`${start}1`).replace(/^"|"$/g, '').startsWith(`'${start}`), true, start);
});

test('the audit log keeps AUDIT_RETENTION_DAYS: older entries are pruned by the instance, not while writing', async (t) => {
  const host = await buildSigninTestHost(t, { AUDIT_RETENTION_DAYS: '30' });
  const { audit, database } = host.services;
  await audit.record({ type: 'sign_in.failed', actor: { label: 'old@example.org' } });
  await audit.record({ type: 'sign_in.failed', actor: { label: 'recent@example.org' } });
  await database.db.updateTable('audit_events').set({ created_at: new Date(Date.now() - 31 * 86_400_000).toISOString() }).where('actor', '=', 'old@example.org').execute();
  await database.db.updateTable('audit_events').set({ created_at: new Date(Date.now() - 29 * 86_400_000).toISOString() }).where('actor', '=', 'recent@example.org').execute();
  await audit.record({ type: 'sign_in.failed', actor: { label: 'now@example.org' } });
  assert.deepEqual((await audit.page(undefined, 10)).events.map((event) => event.actor), ['now@example.org', 'recent@example.org', 'old@example.org'], 'writing prunes nothing');
  assert.equal(await audit.prune(), 1);
  assert.deepEqual((await audit.page(undefined, 10)).events.map((event) => event.actor), ['now@example.org', 'recent@example.org']);
  assert.equal(host.config.auditRetentionDays, 30);
});
