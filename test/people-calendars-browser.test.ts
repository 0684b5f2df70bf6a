import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import ical, { type CalendarResponse, type VEvent } from 'node-ical';
import { chromium, type Browser, type Page } from 'playwright-core';
import { addChurchMember, buildChurch, buildEvent, buildGroup, buildUser, TEST_PASSWORD } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';

/**
 * My churches' "Import people" and the calendar links of the church, group and account pages,
 * in a real browser (Debian's chromium through playwright-core); the links are then fetched
 * and parsed by a calendar client library, as a calendar app would.
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

const summaries = (calendar: CalendarResponse) =>
  Object.values(calendar)
    .filter((item): item is VEvent => (item as VEvent | undefined)?.type === 'VEVENT')
    .map((event) => event.summary)
    .sort();

test('Import people: the file is checked first, then imported; bad lines are listed and nothing is written', { skip: SKIP }, async (t) => {
  const { services, loginUrl } = await startBothHosts(t);
  const { db } = services.database;
  const church = await buildChurch(services, { name: 'Grace Chapel' });
  const admin = await buildUser(services);
  await addChurchMember(services, church.id, admin.id, 'admin');
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await mkdir(SCREENSHOTS, { recursive: true });

  await signIn(page, loginUrl, admin.email, '/my/churches');
  await page.getByRole('link', { name: 'Import people' }).click();
  await page.waitForURL(`${loginUrl}/my/churches/${church.id}/import`);

  // A pasted file with a bad line: every problem by its line, and no Import button.
  await page.getByLabel('Or paste it here').fill('email,givenName,familyName\nnot-an-email,Ann,Bell\nok@example.org,,Okay\n');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('heading', { name: 'The file has problems' }).waitFor();
  const rows = await page.locator('#import-errors tbody tr').allInnerTexts();
  assert.equal(rows.length, 2);
  assert.match(rows[0], /2\s+email: "not-an-email" is not an email address/);
  assert.match(rows[1], /3\s+givenName: must not be empty/);
  assert.equal(await page.getByRole('button', { name: /^Import/ }).count(), 0);
  assert.equal((await db.selectFrom('users').select('id').execute()).length, 1, 'nothing written');

  // An uploaded file: the dry run first, then the import.
  await page.getByLabel('Upload a CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('email,givenName,familyName,household,phone\nruth@example.org,Ruth,Okafor,The Okafors,+15551234567\nemeka@example.org,Emeka,Okafor,The Okafors,\n'),
  });
  await page.getByLabel('Role of lines without one').selectOption('volunteer');
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('heading', { name: 'The file is ready' }).waitFor();
  const plan = await page.locator('#check').innerText();
  assert.match(plan, /2 people would be added to the church/);
  assert.doesNotMatch(plan, /already had one|new account/, 'the page does not tell which emails have accounts');
  assert.match(plan, /1 household would be created/);
  await page.screenshot({ path: `${SCREENSHOTS}people-import-check.png`, fullPage: true });
  assert.equal((await db.selectFrom('users').select('id').execute()).length, 1, 'the check writes nothing');
  await page.getByRole('button', { name: 'Import 2 people' }).click();
  await page.getByRole('heading', { name: 'Imported' }).waitFor();
  assert.match(await page.locator('#imported').innerText(), /2 people added to the church/);
  const roles = await db.selectFrom('church_members').select('role').where('church_id', '=', church.id).where('user_id', '!=', admin.id).execute();
  assert.deepEqual(roles.map((row) => row.role), ['volunteer', 'volunteer']);
  assert.equal((await db.selectFrom('households').select('phone').executeTakeFirstOrThrow()).phone, '+15551234567');

  // A member who is not an admin of the church may not.
  const member = await buildUser(services);
  await addChurchMember(services, church.id, member.id, 'member');
  const other = await (await browser()).newContext();
  t.after(() => other.close());
  const memberPage = await other.newPage();
  await signIn(memberPage, loginUrl, member.email, '/account');
  const refused = await memberPage.goto(`${loginUrl}/my/churches/${church.id}/import`);
  assert.equal(refused?.status(), 403);
});

test('Subscribe links: the church page, the group page and the account page, read by a calendar client library', { skip: SKIP }, async (t) => {
  const { services, loginUrl } = await startBothHosts(t);
  const church = await buildChurch(services, { name: 'Grace Chapel' });
  const admin = await buildUser(services);
  await addChurchMember(services, church.id, admin.id, 'admin');
  const event = await buildEvent(services, church.id, { title: 'Carol service' });
  const group = await buildGroup(services, church.id, { name: 'Young adults' });
  await services.events.register(event.id, admin.id);
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);

  await signIn(page, loginUrl, admin.email, `/my/churches/${church.id}`);
  const subscribe = page.locator('#calendar').getByRole('link', { name: 'Subscribe in your calendar app' });
  const webcal = String(await subscribe.getAttribute('href'));
  assert.match(webcal, new RegExp(`^webcal://127\\.0\\.0\\.1:\\d+/api/v1/churches/${church.id}/calendar\\.ics$`));
  const https = webcal.replace(/^webcal:/, 'http:');
  assert.deepEqual(summaries(await ical.async.fromURL(https)), ['Carol service']);

  await page.getByRole('button', { name: 'Make the calendar private' }).click();
  await page.getByText("The church's calendar is private: its address no longer answers.").waitFor();
  assert.equal((await fetch(https)).status, 404);
  await page.getByRole('button', { name: 'Make the calendar public' }).click();
  await page.getByText("The church's calendar is public").first().waitFor();
  assert.equal((await fetch(https)).status, 200);

  // The group page: the admin's own link to the group's calendar, shown once.
  await page.goto(`${loginUrl}/my/churches/${church.id}/groups/${group.id}`);
  await page.getByRole('button', { name: 'Subscribe: get my link' }).click();
  await page.getByRole('heading', { name: "Your link to the group's calendar" }).waitFor();
  const groupLink = await page.locator('#calendar-address').innerText();
  assert.match(groupLink, new RegExp(`/api/v1/groups/${group.id}/calendar\\.ics\\?token=cal_`));
  assert.deepEqual(summaries(await ical.async.fromURL(groupLink)), ['Carol service']);

  // The account page: My events, then a reset that ends the first link.
  await page.goto(`${loginUrl}/account`);
  await page.getByRole('link', { name: 'Calendar links' }).click();
  await page.getByRole('button', { name: 'Get link: My events' }).click();
  const first = await page.locator('#calendar-address').innerText();
  assert.deepEqual(summaries(await ical.async.fromURL(first)), ['Carol service']);
  await page.screenshot({ path: `${SCREENSHOTS}account-calendars.png`, fullPage: true });
  await page.getByRole('button', { name: 'Reset link: My events' }).click();
  const second = await page.locator('#calendar-address').innerText();
  assert.notEqual(second, first);
  assert.equal((await fetch(first)).status, 404, 'the old link answers 404');
  assert.equal((await fetch(second)).status, 200);
});
