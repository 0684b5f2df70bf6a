import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { dayIn, periodStart } from '../src/modules/attendance/periods.ts';
import { addChurchMember, buildChurch, buildEvent, buildGroup, buildUser, TEST_PASSWORD } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';

/**
 * My churches' Households, Attendance and a group's Meetings, in a real browser (Debian's
 * chromium through playwright-core), found by their labels and buttons, at a desktop, a
 * tablet (768 px) and a phone (390 px) width without sideways scrolling.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SKIP = process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false;
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const WIDTHS = [1280, 768, 390];

let launched: Promise<Browser> | undefined;
function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`The browser tests need chromium at ${CHROMIUM}: install Debian's with "apt-get install -y chromium", or set SKIP_BROWSER_TESTS=1.`);
  launched ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  return launched;
}
after(async () => {
  if (launched) await (await launched).close();
});

async function fitsAtEveryWidth(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    const scrollWidth = Number(await page.evaluate('document.documentElement.scrollWidth'));
    assert.ok(scrollWidth <= width, `${name} scrolls sideways at ${width} px (${scrollWidth})`);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('Households, Attendance and Meetings pages of My churches', { skip: SKIP }, async (t) => {
  const { services, loginUrl } = await startBothHosts(t);
  const { db } = services.database;
  const church = await buildChurch(services, { name: 'Grace Chapel', time_zone: 'America/New_York' });
  const admin = await buildUser(services);
  const ruth = await buildUser(services, { given_name: 'Ruth', family_name: 'Okafor' });
  const emeka = await buildUser(services, { given_name: 'Emeka', family_name: 'Okafor' });
  for (const user of [admin, ruth, emeka]) await addChurchMember(services, church.id, user.id, user === admin ? 'admin' : 'member');
  const caller = { userId: admin.id, householdsApproved: true };
  const okafors = await services.households.create(caller, { churchId: church.id, name: 'The Okafors', phone: '+15551234567', adultIds: [ruth.id, emeka.id] });
  await services.households.addChild(caller, okafors.id, { givenName: 'Ada', birthdate: '2020-05-14', allergies: 'Peanuts', notes: 'Collected by her parents only' });
  for (const [i, name] of ['The Browns', 'The Smiths'].entries()) {
    const adult = await buildUser(services);
    await addChurchMember(services, church.id, adult.id);
    await services.households.create(caller, { churchId: church.id, name, phone: `+1555000000${i}`, adultIds: [adult.id] });
  }
  // This week: a headcount, and Ada checked in.
  const thisWeek = periodStart(dayIn(Date.now(), 'America/New_York'), 'week');
  const event = await buildEvent(services, church.id, { title: 'Sunday service', starts_at: new Date(Date.now() - 3_600_000).toISOString(), ends_at: new Date(Date.now() + 3_600_000).toISOString() });
  await services.events.setHeadcount(event.id, admin.id, 85);
  const ada = (await services.households.get(caller, okafors.id)).children[0];
  await db.insertInto('check_ins').values({ event_id: event.id, church_id: church.id, household_id: okafors.id, child_id: ada.id, name: 'Ada Okafor', checked_in_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();
  const group = await buildGroup(services, church.id, { name: 'Young adults' });
  for (const user of [ruth, emeka]) await db.insertInto('group_members').values({ group_id: group.id, user_id: user.id, role: 'member', joined_at: new Date().toISOString(), updated_at: new Date().toISOString() }).execute();

  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // The pages send a strict Content-Security-Policy: the chart must draw without inline styles.
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.goto(`${loginUrl}/login?next=${encodeURIComponent(`/my/churches/${church.id}`)}`);
  await page.getByLabel('Email', { exact: true }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${loginUrl}/my/churches/${church.id}`);
  assert.equal(await page.getByRole('link', { name: 'Check-in' }).count(), 1, 'the church tabs lead to the check-in kiosk');

  await t.test('Households: every household, a search by name or the last 4 digits of the phone, one household', async () => {
    await page.getByRole('link', { name: 'Households' }).click();
    await page.waitForURL(`${loginUrl}/my/churches/${church.id}/households`);
    assert.deepEqual(await page.locator('#households tbody th').allInnerTexts(), ['The Browns', 'The Okafors', 'The Smiths']);
    await fitsAtEveryWidth(page, 'households');
    const search = page.getByLabel('Name or last 4 digits of the phone');
    await search.fill('the oka');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 found for “the oka”').waitFor();
    assert.deepEqual(await page.locator('#households tbody th').allInnerTexts(), ['The Okafors']);
    await search.fill('0001');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('1 found for “0001”').waitFor();
    assert.deepEqual(await page.locator('#households tbody th').allInnerTexts(), ['The Smiths']);
    await search.fill('zz');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByText('No household found').waitFor();
    await page.getByRole('link', { name: 'Show all' }).click();
    await page.getByRole('link', { name: 'The Okafors' }).click();
    await page.getByRole('heading', { name: 'The Okafors', level: 2 }).waitFor();
    const adults = await page.locator('#household li').allInnerTexts();
    assert.deepEqual(adults.sort(), ['Emeka Okafor', 'Ruth Okafor']);
    const child = await page.locator('#children tbody tr').innerText();
    assert.match(child, /Ada Okafor/);
    assert.match(child, /2020-05-14/);
    assert.match(child, /Peanuts/);
    assert.match(child, /Collected by her parents only/, "the church's admins see the notes");
    await fitsAtEveryWidth(page, 'household');
  });

  await t.test('Attendance: the last 12 weeks as a chart drawn on the server, and the same numbers in a table', async () => {
    await page.getByRole('link', { name: 'Attendance' }).click();
    await page.waitForURL(`${loginUrl}/my/churches/${church.id}/attendance`);
    const chart = page.getByRole('img', { name: /Attendance per week/ });
    await chart.waitFor();
    assert.equal(await page.locator('figure.chart svg g').count(), 12, 'a bar for each week');
    const rows = await page.locator('#attendance tbody tr').allInnerTexts();
    assert.equal(rows.length, 12);
    assert.match(rows[11], new RegExp(`^${thisWeek}\\s+1\\s+85\\s+0\\s+1$`), 'this week: one check-in, the headcount, no meeting, one person');
    assert.match(rows[0], /\s0\s+0\s+0\s+0$/);
    assert.match(await chart.getAttribute('aria-labelledby') ?? '', /chart-title/);
    await fitsAtEveryWidth(page, 'attendance');
  });

  await t.test("Meetings on a group's page: record who came, then see it listed", async () => {
    await page.goto(`${loginUrl}/my/churches/${church.id}/groups/${group.id}`);
    await page.getByRole('heading', { name: 'Meetings' }).waitFor();
    await page.getByText('No meetings recorded').waitFor();
    await page.getByRole('checkbox', { name: 'Ruth Okafor' }).check();
    await page.getByLabel('Guests').fill('2');
    await page.getByLabel('Notes').fill('Psalm 23');
    await page.getByRole('button', { name: 'Record meeting' }).click();
    await page.getByText('The meeting has been recorded.').waitFor();
    const row = await page.locator('#meetings tbody tr').innerText();
    assert.match(row, /3 \(2 guests\)/);
    assert.match(row, /Ruth Okafor/);
    assert.match(row, /Psalm 23/);
    await page.getByLabel('Guests').fill('-1');
    await page.getByRole('button', { name: 'Record meeting' }).click();
    await page.getByText('Guests must be a whole number, 0 or more').waitFor();
    await fitsAtEveryWidth(page, 'group-meetings');
    const meeting = await db.selectFrom('group_meetings').selectAll().where('group_id', '=', group.id).executeTakeFirstOrThrow();
    assert.equal(meeting.guests, 2);
    assert.deepEqual(cspViolations, [], 'no page broke its Content-Security-Policy');
  });
});
