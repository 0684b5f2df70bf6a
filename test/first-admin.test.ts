import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { freshDatabaseUrl } from './helpers.ts';
import { startInstance } from './instances.ts';
import { startMailServer } from './mail-server.ts';
import { Browser, parseForm } from './oauth-helpers.ts';

const run = promisify(execFile);
const CLI = fileURLToPath(new URL('../bin/community-platform.js', import.meta.url));
const skip = process.env.TEST_DATABASE_URL ? false : 'needs TEST_DATABASE_URL (PostgreSQL)';

/** Signs in on the sign-in host's own login page; answers the browser. */
async function signIn(loginUrl: string, email: string, password: string): Promise<Browser> {
  const browser = new Browser();
  const page = await browser.request(`${loginUrl}/login`);
  const form = parseForm(await page.text());
  assert.ok(form, 'the login page has its form');
  const answer = await browser.request(new URL(form.action, `${loginUrl}/login`), { form: { _csrf: form.csrf, email, password } });
  assert.equal(answer.status, 303, 'signed in');
  return browser;
}

test('production on PostgreSQL: the first platform administrator is made on the command line, as docs/operations.md shows, and opens /admin', { skip, timeout: 60_000 }, async (t) => {
  const databaseUrl = await freshDatabaseUrl(t);
  const mail = await startMailServer(t);
  const env = { NODE_ENV: 'production', DATABASE_URL: databaseUrl, SMTP_URL: mail.url };
  // A fresh database: the command migrates it first, as on the very first start.
  const password = 'a long first password';
  const created = await run(process.execPath, [CLI, 'users', 'create', '--email', 'first@example.org', '--password', password, '--given-name', 'First', '--family-name', 'Operator', '--admin', '--json'], {
    env: { ...process.env, ...env },
  });
  assert.equal(JSON.parse(created.stdout).isAdmin, true);

  const instance = await startInstance(env);
  t.after(() => instance.process.kill('SIGKILL'));
  const admin = await signIn(instance.loginUrl, 'first@example.org', password);
  const page = await admin.request(`${instance.loginUrl}/admin`);
  assert.equal(page.status, 200);
  assert.match(await page.text(), /<h1>Admin<\/h1>/);

  // Anyone else is told how a person becomes one.
  await run(process.execPath, [CLI, 'users', 'create', '--email', 'someone@example.org', '--password', password, '--given-name', 'Some', '--family-name', 'One'], { env: { ...process.env, ...env } });
  const someone = await signIn(instance.loginUrl, 'someone@example.org', password);
  const refused = await someone.request(`${instance.loginUrl}/admin`);
  assert.equal(refused.status, 403);
  assert.match(await refused.text(), /community-platform users promote EMAIL/);

  // Without METRICS_TOKEN, production serves no metrics.
  assert.equal((await fetch(`${instance.origin}/metrics`)).status, 404);
});
