import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { freshDatabaseUrl } from '../../../test/helpers.ts';
import { flushMail, linkIn, startMailServer, type MailServer } from '../../../test/mail-server.ts';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createServices, type Services } from '../../services.ts';
import { MailRepository } from './repository.ts';
import { MAIL_DELIVERY, MailService } from './service.ts';
import { mailTransport } from './transport.ts';

const LINK = `http://localhost:3001/verify-email?token=${'x'.repeat(43)}&and=a-long-tail-so-the-line-is-wrapped-by-the-transfer-encoding`;

/** A database that outlives one set of services: a file on SQLite, a schema of its own on PostgreSQL. */
async function durableDatabaseUrl(t: TestContext): Promise<string> {
  if (process.env.TEST_DATABASE_URL) return freshDatabaseUrl(t);
  const dir = await mkdtemp(join(tmpdir(), 'community-mail-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return `sqlite:${join(dir, 'mail.sqlite')}`;
}

/** Services over that database, as one instance of the service would have them; closed when the test ends. */
async function instance(t: TestContext, databaseUrl: string, server: MailServer | undefined, migrate = true): Promise<Services & { close(): Promise<void> }> {
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: databaseUrl, MAIL_FROM: 'Parish Office <office@example.org>', ...(server ? { SMTP_URL: server.url } : {}) });
  const database = await openDatabase(config.databaseUrl);
  if (migrate) await migrateToLatest(database.db);
  const services = createServices(config, database);
  services.mail.compose('note', async ({ recipient, data }) => ({ to: recipient, subject: `Note ${data.n}`, text: `Hello,\n\nFollow this:\n\n${LINK}\n\nThanks.` }));
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await services.mail.stop();
    await database.close();
  };
  t.after(close);
  return { ...services, close };
}

async function outbox(services: Services) {
  return services.database.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
}

test('a mail goes out over SMTP with the configured sender and credentials, and its link survives the transfer encoding', async (t) => {
  const server = await startMailServer(t);
  const services = await instance(t, await freshDatabaseUrl(t), server);
  await services.mail.enqueue({ kind: 'note', to: 'ruth@example.org', data: { n: '1' } });
  assert.equal(server.received.length, 0, 'nothing is sent on the request path');
  await flushMail(services);
  assert.equal(server.received.length, 1);
  const [mail] = server.received;
  assert.deepEqual(mail.to, ['ruth@example.org']);
  assert.equal(mail.from, 'office@example.org');
  assert.equal(mail.subject, 'Note 1');
  assert.equal(linkIn(mail, '/verify-email').href, LINK);
  const [row] = await outbox(services);
  assert.equal(row.status, 'sent');
  assert.equal(Number(row.attempts), 1);
  assert.ok(row.finished_at);
  assert.equal(row.lease_until, null);
});

test('the server is down: the mail waits, is tried again later (waiting longer each time), and goes out once the server is back', async (t) => {
  const server = await startMailServer(t);
  const services = await instance(t, await freshDatabaseUrl(t), server);
  await server.stop();
  await services.mail.enqueue({ kind: 'note', to: 'naomi@example.org', data: { n: '2' } });
  const start = Date.now();
  await flushMail(services);
  let [row] = await outbox(services);
  assert.equal(row.status, 'pending');
  assert.equal(Number(row.attempts), 1);
  assert.match(row.last_error ?? '', /ECONNREFUSED|connect/i);
  const firstWait = new Date(row.next_attempt_at).getTime() - start;
  assert.ok(firstWait >= MAIL_DELIVERY.retryBaseMs - 1000, `first retry after about ${MAIL_DELIVERY.retryBaseMs} ms, got ${firstWait}`);
  assert.equal(await services.mail.deliverDue(), 0, 'not due before the wait is over');

  // Still down at the second try: the next wait is twice as long.
  const second = new Date(row.next_attempt_at).getTime() + 1;
  await flushMail(services, second);
  [row] = await outbox(services);
  assert.equal(Number(row.attempts), 2);
  const secondWait = new Date(row.next_attempt_at).getTime() - second;
  assert.ok(Math.abs(secondWait - 2 * MAIL_DELIVERY.retryBaseMs) < 1000, `second wait doubles, got ${secondWait}`);

  await server.start();
  await flushMail(services, new Date(row.next_attempt_at).getTime() + 1);
  assert.equal(server.received.length, 1);
  assert.equal(server.received[0].subject, 'Note 2');
  [row] = await outbox(services);
  assert.equal(row.status, 'sent');
  assert.equal(Number(row.attempts), 3);
});

test('the worker of a running instance sends enqueued mail at once, retries on its own while the server is down, and stops cleanly', async (t) => {
  const server = await startMailServer(t);
  const services = await instance(t, await freshDatabaseUrl(t), server);
  const worker = new MailService(new MailRepository(services.database.db, services.database.dialect), mailTransport(services.config), { pollMs: 20, retryBaseMs: 50, retryMaxMs: 100 });
  worker.compose('note', async ({ recipient }) => ({ to: recipient, subject: 'Worker note', text: LINK }));
  const warnings: string[] = [];
  worker.start({ info() {}, warn: (_details, message) => warnings.push(message), error() {} });
  t.after(() => worker.stop());

  await worker.enqueue({ kind: 'note', to: 'boaz@example.org' });
  await server.waitForCount(1);

  await server.stop();
  await worker.enqueue({ kind: 'note', to: 'orpah@example.org' });
  while (warnings.length < 2) await delay(20);
  await server.start();
  await server.waitForCount(2);
  assert.deepEqual(server.received.map((mail) => mail.to[0]), ['boaz@example.org', 'orpah@example.org']);
  await worker.stop();
  const rows = await outbox(services);
  assert.deepEqual(rows.map((row) => row.status), ['sent', 'sent']);
  assert.ok(Number(rows[1].attempts) >= 3, 'tried while the server was down');
});

test('after an outage, the first mail that gets through brings every mail that waited: each goes out once, without waiting for its retry', async (t) => {
  const server = await startMailServer(t);
  const services = await instance(t, await freshDatabaseUrl(t), server);
  // The default retry waits (30 s, then longer): without the catch-up they would still be waiting.
  const worker = new MailService(new MailRepository(services.database.db, services.database.dialect), mailTransport(services.config), { pollMs: 20 });
  worker.compose('note', async ({ recipient }) => ({ to: recipient, subject: 'Parish note', text: LINK }));
  const warnings: string[] = [];
  worker.start({ info() {}, warn: (_details, message) => warnings.push(message), error() {} });
  t.after(() => worker.stop());

  await server.stop();
  for (const name of ['ruth', 'naomi', 'boaz']) await worker.enqueue({ kind: 'note', to: `${name}@example.org` });
  while (warnings.length < 3) await delay(20);
  await server.start();
  const back = Date.now();
  await worker.enqueue({ kind: 'note', to: 'obed@example.org' });
  await server.waitForCount(4);
  assert.ok(Date.now() - back < 5_000, `the waiting mails went out ${Date.now() - back} ms after the server came back`);
  await delay(300);
  assert.deepEqual(server.received.map((mail) => mail.to[0]).sort(), ['boaz@example.org', 'naomi@example.org', 'obed@example.org', 'ruth@example.org']);
  const rows = await outbox(services);
  assert.deepEqual(rows.map((row) => row.status), ['sent', 'sent', 'sent', 'sent']);
});

test('a restart loses no mail: new services over the same database send what was left pending, and a dead instance\'s claim runs out', async (t) => {
  const server = await startMailServer(t);
  const databaseUrl = await durableDatabaseUrl(t);
  const first = await instance(t, databaseUrl, server);
  await first.mail.enqueue({ kind: 'note', to: 'left@example.org', data: { n: 'left' } });
  await first.mail.enqueue({ kind: 'note', to: 'claimed@example.org', data: { n: 'claimed' } });
  // The first instance claims the second mail and dies before sending it.
  const claimed = await new MailRepository(first.database.db, first.database.dialect).claimDue(new Date().toISOString(), new Date(Date.now() + MAIL_DELIVERY.leaseMs).toISOString(), 1);
  assert.equal(claimed.length, 1);
  await first.close();

  const second = await instance(t, databaseUrl, server, false);
  await flushMail(second);
  assert.deepEqual(server.received.map((mail) => mail.subject), claimed[0].recipient === 'left@example.org' ? ['Note claimed'] : ['Note left']);
  await flushMail(second, Date.now() + MAIL_DELIVERY.leaseMs + 1);
  assert.deepEqual(server.received.map((mail) => mail.subject).sort(), ['Note claimed', 'Note left']);
  assert.deepEqual((await outbox(second)).map((row) => row.status), ['sent', 'sent']);
});

test('two instances working the same outbox send each mail once', async (t) => {
  const server = await startMailServer(t);
  const databaseUrl = await durableDatabaseUrl(t);
  const one = await instance(t, databaseUrl, server);
  const two = await instance(t, databaseUrl, server, false);
  for (let n = 0; n < 30; n++) await one.mail.enqueue({ kind: 'note', to: `member${n}@example.org`, data: { n: String(n) } });
  await Promise.all([flushMail(one), flushMail(two), flushMail(one), flushMail(two)]);
  assert.equal(server.received.length, 30);
  assert.equal(new Set(server.received.map((mail) => mail.subject)).size, 30, 'no mail twice');
});

test('a mailbox the server refuses for good is given up at once, not retried', async (t) => {
  const server = await startMailServer(t);
  const services = await instance(t, await freshDatabaseUrl(t), server);
  await services.mail.enqueue({ kind: 'note', to: 'nobody@example.org', data: { n: '3' } });
  await flushMail(services);
  const [row] = await outbox(services);
  assert.equal(row.status, 'failed');
  assert.match(row.last_error ?? '', /550|No such mailbox/);
  assert.equal(server.received.length, 0);
});

test('a mail nobody needs any more is skipped, and a kind this instance does not know waits for one that does', async (t) => {
  const server = await startMailServer(t);
  const services = await instance(t, await freshDatabaseUrl(t), server);
  services.mail.compose('stale', async () => undefined);
  await services.mail.enqueue({ kind: 'stale', to: 'a@example.org' });
  await services.mail.enqueue({ kind: 'from_a_newer_version', to: 'b@example.org' });
  await flushMail(services);
  const rows = await outbox(services);
  assert.deepEqual(rows.map((row) => row.status), ['skipped', 'pending']);
  assert.match(rows[1].last_error ?? '', /no composer/);
  assert.equal(server.received.length, 0);
});

test('without SMTP_URL (development), each mail is written out with its link on a line of its own', async () => {
  let written = '';
  const transport = mailTransport(loadConfig({ NODE_ENV: 'development' }), (text) => (written += text));
  await transport.send({ to: 'ruth@example.org', subject: 'Verify your email', text: `Hello,\n\nOpen this:\n\n${LINK}\n` });
  assert.match(written, /From: Community Platform <no-reply@localhost>/);
  assert.match(written, /To: ruth@example\.org/);
  assert.match(written, /Subject: Verify your email/);
  assert.ok(written.split('\n').includes(LINK), 'the link stands alone on its line');
});
