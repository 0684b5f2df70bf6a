import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { populatedChurch } from './church-data.ts';
import { TEST_PASSWORD } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';
import { checkManifest, jsonLines, readZip } from './zip.ts';

/**
 * "Download my data", "Delete my account" (behind the password) and My churches' "Download
 * export" in a real browser (Debian's chromium through playwright-core); the downloads are
 * read back with yauzl.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SKIP = process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false;
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

let launched: Promise<Browser> | undefined;
function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`The browser tests need chromium at ${CHROMIUM}: install Debian's with "apt-get install -y chromium", or set SKIP_BROWSER_TESTS=1.`);
  launched ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  return launched;
}
after(async () => {
  if (launched) await (await launched).close();
});

async function signIn(page: Page, loginUrl: string, email: string, next: string): Promise<void> {
  await page.goto(`${loginUrl}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${loginUrl}${next}`);
}

/** Clicks a download link and answers the file's bytes. */
async function download(page: Page, link: string): Promise<Buffer> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: link, exact: true }).first().click()]);
  return readFile((await file.path())!);
}

test('Your data: the download, then the deletion behind the password', { skip: SKIP }, async (t) => {
  const { services, loginUrl } = await startBothHosts(t);
  const data = await populatedChurch(services);
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await mkdir(SCREENSHOTS, { recursive: true });

  await signIn(page, loginUrl, data.member.email, '/account');
  const mine = await readZip(await download(page, 'Download my data'));
  checkManifest(mine);
  assert.deepEqual(jsonLines(mine, 'prayers.jsonl').map((p) => p.content), ['For my new job']);

  await page.getByRole('link', { name: 'Delete my account…' }).click();
  await page.waitForURL(`${loginUrl}/account/delete`);
  await page.screenshot({ path: `${SCREENSHOTS}account-delete.png`, fullPage: true });
  // The browser itself refuses an empty password (the field is required); a wrong one is refused by the server.
  await page.getByLabel('Your password').fill('not my password');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByText('Your password is not correct. Your account has not been deleted.').waitFor();
  assert.ok(await services.users.findByEmail(data.member.email));

  await page.getByLabel('Your password').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.waitForURL(`${loginUrl}/account/deleted`);
  await page.getByRole('heading', { name: 'Your account has been deleted' }).waitFor();
  assert.equal(await services.users.findByEmail(data.member.email), undefined);
  await page.goto(`${loginUrl}/account`);
  assert.match(page.url(), /\/login/);
});

test("My churches: an admin downloads the church's full export", { skip: SKIP }, async (t) => {
  const { services, loginUrl } = await startBothHosts(t);
  const data = await populatedChurch(services);
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);

  await signIn(page, loginUrl, data.admin.email, '/my/churches');
  const files = await readZip(await download(page, 'Download export'));
  const manifest = checkManifest(files);
  assert.equal(manifest.audience, 'admins');
  assert.equal(jsonLines(files, 'members.jsonl').length, 3);
});
