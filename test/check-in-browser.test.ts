import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { addChurchMember, buildChurch, buildEvent, buildUser, TEST_PASSWORD } from './helpers.ts';
import { bornYearsAgo, buildHousehold, openWindow } from './check-in-fixtures.ts';
import { startBothHosts } from './oauth-helpers.ts';
import { pdfPages } from './pdf-text.ts';

/**
 * The check-in kiosk in a real browser (Debian's chromium through playwright-core), found by
 * its labels and buttons as a volunteer at a tablet or a phone would use it.
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

async function assertNoSidewaysScroll(page: Page, width: number, where: string): Promise<void> {
  assert.ok(Number(await page.evaluate('document.documentElement.scrollWidth')) <= width, `${where} scrolls sideways at ${width} px`);
}

test('the check-in kiosk: find a family, check its children in, print labels, check them out by code', { skip: SKIP }, async (t) => {
  const hosts = await startBothHosts(t);
  const { services, loginUrl } = hosts;
  const church = await buildChurch(services, { name: 'Grace Chapel' });
  const admin = await buildUser(services);
  const volunteer = await buildUser(services);
  const member = await buildUser(services);
  await addChurchMember(services, church.id, admin.id, 'admin');
  await addChurchMember(services, church.id, volunteer.id, 'volunteer' as 'member');
  await addChurchMember(services, church.id, member.id, 'member');
  const event = await buildEvent(services, church.id, { title: 'Sunday service', ...openWindow() });
  await buildEvent(services, church.id, { title: 'No rooms tonight', ...openWindow() });
  const preschool = await services.checkIns.createRoom(event.id, admin.id, { name: 'Preschool', capacity: 20, minAge: 3, maxAge: 5 });
  const juniors = await services.checkIns.createRoom(event.id, admin.id, { name: 'Juniors', minAge: 6, maxAge: 11 });
  const families = [
    await buildHousehold(services, church.id, {
      name: 'The Okafors',
      phone: '+15551234567',
      children: [
        { givenName: 'Mia', familyName: 'Okafor', birthdate: bornYearsAgo(4), allergies: 'Peanuts' },
        { givenName: 'Sam', familyName: 'Okafor', birthdate: bornYearsAgo(8) },
      ],
    }),
    await buildHousehold(services, church.id, {
      name: 'The Lindqvists',
      phone: '+15559876543',
      children: [{ givenName: 'Elsa', familyName: 'Lindqvist', birthdate: bornYearsAgo(7) }],
    }),
  ];

  const context = await (await browser()).newContext({ viewport: { width: 768, height: 1024 } });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  await mkdir(SCREENSHOTS, { recursive: true });

  await page.goto(`${loginUrl}/login?next=${encodeURIComponent(`/my/churches/${church.id}/check-in`)}`);
  await page.getByLabel('Email', { exact: true }).fill(volunteer.email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${loginUrl}/my/churches/${church.id}/check-in`);
  // A volunteer finds the kiosk on My churches.
  await page.goto(`${loginUrl}/my/churches`);
  await page.getByRole('link', { name: 'Grace Chapel: check-in' }).click();
  await page.waitForURL(`${loginUrl}/my/churches/${church.id}/check-in`);

  const runs = [
    { width: 768, height: 1024, family: families[0], search: '4567', names: ['Mia Okafor', 'Sam Okafor'] },
    { width: 390, height: 844, family: families[1], search: 'the lind', names: ['Elsa Lindqvist'] },
  ];
  for (const run of runs) {
    await page.setViewportSize({ width: run.width, height: run.height });
    await page.goto(`${loginUrl}/my/churches/${church.id}/check-in`);
    await assertNoSidewaysScroll(page, run.width, 'the event list');
    assert.equal(await page.getByRole('link', { name: 'No rooms tonight' }).count(), 0, 'an event without rooms is not offered');
    await page.getByRole('link', { name: 'Sunday service' }).click();

    await page.getByLabel('Family name or last 4 phone digits').fill(run.search);
    await page.getByRole('button', { name: 'Search' }).click();
    await assertNoSidewaysScroll(page, run.width, 'the search');
    await page.getByRole('link', { name: run.family.household.name }).click();

    // Each child is ticked, with the room for their age chosen.
    for (const name of run.names) assert.equal(await page.getByLabel(name, { exact: true }).isChecked(), true);
    if (run.names[0] === 'Mia Okafor') {
      assert.equal(await page.getByLabel('Room for Mia Okafor').inputValue(), String(preschool.id));
      assert.equal(await page.getByLabel('Room for Sam Okafor').inputValue(), String(juniors.id));
    }
    await assertNoSidewaysScroll(page, run.width, 'the family');
    await page.screenshot({ path: `${SCREENSHOTS}check-in-family-${run.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Check in' }).click();

    const code = ((await page.locator('#security-code').textContent()) ?? '').trim();
    assert.match(code, /^[A-Z3-9]{4}$/);
    await assertNoSidewaysScroll(page, run.width, 'the security code');
    await page.screenshot({ path: `${SCREENSHOTS}check-in-code-${run.width}.png`, fullPage: true });
    const labels = await page.getByRole('link', { name: 'Print labels' }).getAttribute('href');
    const pdf = await context.request.get(`${loginUrl}${labels}`);
    assert.equal(pdf.status(), 200);
    assert.equal(pdf.headers()['content-type'], 'application/pdf');
    const pages = await pdfPages(await pdf.body());
    assert.equal(pages.length, run.names.length + 1);
    for (const name of run.names) assert.ok(pages.some((p) => p.text.includes(name)), name);
    assert.ok(pages.at(-1)!.text.includes(code), 'the receipt shows the code');

    await page.getByRole('link', { name: 'Check out' }).click();
    await page.getByLabel('Security code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Find children' }).click();
    for (const name of run.names) assert.equal(await page.getByLabel(name, { exact: true }).isChecked(), true);
    await assertNoSidewaysScroll(page, run.width, 'the check-out screen');
    await page.screenshot({ path: `${SCREENSHOTS}check-out-${run.width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Check out' }).click();
    await page.getByText(`Checked out: ${run.names.join(', ')}.`).waitFor();
  }
  // On a desktop screen too.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`${loginUrl}/my/churches/${church.id}/check-in`);
  await assertNoSidewaysScroll(page, 1280, 'the event list');
  await page.getByRole('link', { name: 'Sunday service' }).click();
  await page.getByRole('link', { name: 'Check out' }).click();
  await assertNoSidewaysScroll(page, 1280, 'the check-out screen');
  const rooms = await services.checkIns.rooms(event.id, admin.id);
  assert.deepEqual(rooms.map((room) => room.checkedIn), [0, 0]);

  // A wrong code finds nobody.
  await page.getByLabel('Security code').fill('AAAA');
  await page.getByRole('button', { name: 'Find children' }).click();
  await page.getByText('Nobody is checked in under this code').waitFor();
  await page.getByText(/after \d+ more wrong codes, finding by code pauses for you/).waitFor();

  // A plain member of the church is not let in.
  const memberContext = await (await browser()).newContext({ viewport: { width: 390, height: 844 } });
  t.after(() => memberContext.close());
  const memberPage = await memberContext.newPage();
  await memberPage.goto(`${loginUrl}/login?next=${encodeURIComponent(`/my/churches/${church.id}/check-in`)}`);
  await memberPage.getByLabel('Email', { exact: true }).fill(member.email);
  await memberPage.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await memberPage.getByRole('button', { name: 'Sign in' }).click();
  await memberPage.getByRole('heading', { name: 'Not allowed' }).waitFor();
});
