import { after, test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright-core';
import { addChurchMember, buildChurch, buildGroup, buildUser, TEST_PASSWORD } from './helpers.ts';
import { startBothHosts } from './oauth-helpers.ts';

/**
 * A church admin's and an integrator's first hour on the pages, in Debian's chromium at a
 * desktop (1280 px) and a phone (390 px): adding people to a church and a group, forms whose
 * rows line up, a header of at most two rows and tabs that never wrap, and an app page that
 * stays short however many keys and webhooks the app has.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SKIP = process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false;
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const WIDTHS = [1280, 390] as const;
/** About three desktop screens. */
const MAX_PAGE_HEIGHT = 2400;
/** What each page measured, printed at the end for the record. */
const heights: string[] = [];

let launched: Promise<Browser> | undefined;
function browser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`The browser tests need chromium at ${CHROMIUM}: install Debian's with "apt-get install -y chromium", or set SKIP_BROWSER_TESTS=1.`);
  launched ??= chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
  return launched;
}
after(async () => {
  if (launched) await (await launched).close();
  if (heights.length) console.log(heights.join('\n'));
});

async function signedInPage(t: TestContext, loginUrl: string, email: string, next: string): Promise<{ page: Page; cspViolations: string[] }> {
  const context = await (await browser()).newContext({ viewport: { width: 1280, height: 900 } });
  t.after(() => context.close());
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) cspViolations.push(message.text());
  });
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.goto(`${loginUrl}/login?next=${encodeURIComponent(next)}`);
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${loginUrl}${next}`);
  return { page, cspViolations };
}

/** How the page sits at `width`: its sizes, the header's rows and whether the tabs stay on one line. */
async function layoutAt(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // A string, evaluated in the page: this file is type-checked without the DOM's types.
  return (await page.evaluate(`(() => {
    // Boxes that overlap vertically share a row (a row's items are centred, so their tops differ).
    const rowsOf = (elements) => {
      const boxes = elements.map((element) => element.getBoundingClientRect()).sort((a, b) => a.top - b.top);
      let rows = 0;
      let bottom = -Infinity;
      for (const box of boxes) {
        if (box.top >= bottom - 1) rows++;
        bottom = Math.max(bottom, box.bottom);
      }
      return rows;
    };
    const header = document.querySelector('header.site');
    const tabs = document.querySelector('nav.tabs');
    return {
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
      scrollHeight: document.documentElement.scrollHeight,
      headerRows: rowsOf([...header.querySelectorAll(':scope > .brand, :scope > nav a, :scope > form.signout')]),
      tabRows: tabs ? rowsOf([...tabs.querySelectorAll('a')]) : 0,
    };
  })()`)) as { scrollWidth: number; clientWidth: number; scrollHeight: number; headerRows: number; tabRows: number };
}

async function checkLayout(page: Page, name: string, options: { maxHeight?: number } = {}) {
  for (const width of WIDTHS) {
    const layout = await layoutAt(page, width);
    await page.screenshot({ path: `${SCREENSHOTS}first-hour-${name}-${width}.png`, fullPage: true });
    assert.ok(layout.scrollWidth <= layout.clientWidth, `${name} scrolls sideways at ${width} px (${layout.scrollWidth} > ${layout.clientWidth})`);
    assert.ok(layout.headerRows <= 2, `${name}: the header takes ${layout.headerRows} rows at ${width} px`);
    assert.ok(layout.tabRows <= 1, `${name}: the tabs wrap onto ${layout.tabRows} rows at ${width} px`);
    if (width === 1280 && options.maxHeight) assert.ok(layout.scrollHeight <= options.maxHeight, `${name} is ${layout.scrollHeight} px tall at 1280 px`);
    heights.push(`${name} at ${width} px: ${layout.scrollHeight} px tall`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The controls of each form row matching `selector` sit at one height and on one line. */
async function assertRowsLineUp(page: Page, selector: string) {
  const rows = (await page.evaluate(`[...document.querySelectorAll(${JSON.stringify(selector)})].map((form) =>
    [...form.querySelectorAll('input:not([type=hidden]):not([type=checkbox]), select, :scope > button')]
      .filter((control) => control.offsetParent !== null)
      .map((control) => {
        const box = control.getBoundingClientRect();
        return { name: control.getAttribute('name') ?? control.textContent, top: Math.round(box.top), height: Math.round(box.height) };
      }))`)) as { name: string; top: number; height: number }[][];
  assert.ok(rows.length > 0, `no ${selector} on the page`);
  for (const controls of rows) {
    assert.equal(new Set(controls.map((control) => control.height)).size, 1, `one height: ${JSON.stringify(controls)}`);
    assert.equal(new Set(controls.map((control) => control.top)).size, 1, `one line: ${JSON.stringify(controls)}`);
  }
}

test("a church admin adds people to the church and to a group on the pages, on a desktop and a phone", { skip: SKIP }, async (t) => {
  const { services, loginUrl } = await startBothHosts(t);
  const church = await buildChurch(services, { name: 'Grace Chapel' });
  const admin = await buildUser(services, { given_name: 'Priscilla', family_name: 'Admin' });
  await addChurchMember(services, church.id, admin.id, 'admin');
  await buildUser(services, { email: 'ruth@example.org', given_name: 'Ruth', family_name: 'Okafor' });
  const group = await buildGroup(services, church.id, { name: 'Young adults' });
  const churchPath = `/my/churches/${church.id}`;
  const { page, cspViolations } = await signedInPage(t, loginUrl, admin.email, churchPath);

  await checkLayout(page, 'church');
  await assertRowsLineUp(page, '#add-member form.row-form');
  await assertRowsLineUp(page, '#details .fields');

  // On the phone: an existing account by its email, as a volunteer.
  await page.setViewportSize({ width: 390, height: 844 });
  const add = page.locator('#add-member form').first();
  await add.getByLabel('Email', { exact: true }).fill('ruth@example.org');
  await add.getByLabel('Role', { exact: true }).selectOption('volunteer');
  await add.getByRole('button', { name: 'Add member' }).click();
  await page.getByText('The member has been added to the church.').waitFor();
  await page.locator('#members').getByRole('rowheader', { name: 'Ruth Okafor' }).waitFor();
  assert.equal(await services.churches.roleOf(church.id, (await services.users.findByEmail('ruth@example.org'))!.id), 'volunteer');

  // An address that adds nobody: said without a reason, and the invitation offered with it filled in.
  await page.locator('#add-member form').first().getByLabel('Email', { exact: true }).fill('lin@example.org');
  await page.locator('#add-member form').first().getByRole('button', { name: 'Add member' }).click();
  await page.getByText('Nobody was added with lin@example.org.').waitFor();
  const invite = page.locator('#add-member form').nth(1);
  assert.equal(await invite.getByLabel('Email', { exact: true }).inputValue(), 'lin@example.org');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('Given name must not be empty').waitFor();
  await invite.getByLabel('Given name', { exact: true }).fill('Lin');
  await invite.getByLabel('Family name', { exact: true }).fill('Wei');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('The invitation is done').waitFor();
  await checkLayout(page, 'church-invited');

  // The event form's row: three fields, only some with hints of their own lengths.
  await page.goto(`${loginUrl}${churchPath}/events`);
  await assertRowsLineUp(page, '.fields');
  await checkLayout(page, 'events');

  // The group: the church's members found by name, added as a leader.
  await page.goto(`${loginUrl}${churchPath}/groups/${group.id}`);
  await checkLayout(page, 'group');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#add-member').getByLabel('Name', { exact: true }).fill('okafor');
  await page.locator('#add-member').getByRole('button', { name: 'Search' }).click();
  await page.getByRole('button', { name: 'Add Ruth Okafor to the group' }).waitFor();
  await checkLayout(page, 'group-search');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.locator('#add-member').getByLabel('Leader').check();
  await page.getByRole('button', { name: 'Add Ruth Okafor to the group' }).click();
  await page.getByText('The member has been added to the group.').waitFor();
  await page.locator('#members .badge', { hasText: 'Leader' }).waitFor();
  assert.deepEqual(cspViolations, []);
});

test("an app's page with keys and webhooks: a tab per part, each under three screens at 1280 px, nothing sideways at 390 px", { skip: SKIP }, async (t) => {
  const { services, loginUrl } = await startBothHosts(t);
  const developer = await buildUser(services, { given_name: 'Lydia', family_name: 'Thyatira' });
  const { page, cspViolations } = await signedInPage(t, loginUrl, developer.email, '/developers');
  await page.getByLabel('Name', { exact: true }).fill('Parish Portal');
  await page.getByLabel('Confidential', { exact: true }).check();
  await page.getByLabel('Redirect URIs', { exact: true }).fill('http://localhost:8080/callback\nhttp://localhost:8080/other');
  await page.getByRole('button', { name: 'Create app' }).click();
  await page.getByRole('heading', { name: 'Parish Portal', level: 1 }).waitFor();
  // A new secret opens the OAuth part.
  assert.equal(await page.locator('nav.tabs a[aria-current="page"]').textContent(), 'OAuth');
  await page.locator('code#client-secret').waitFor();
  const tabs = page.locator('nav.tabs');

  await tabs.getByRole('link', { name: 'Keys', exact: true }).click();
  for (const name of ['Production server', 'Nightly sync', 'Reports', 'Staging']) {
    const keys = page.locator('#api-keys');
    await keys.getByLabel('Name', { exact: true }).fill(name);
    await keys.getByLabel('read:churches', { exact: true }).check();
    await keys.getByRole('button', { name: 'Create key' }).click();
    await page.locator('code#new-key').waitFor();
    assert.equal(await page.locator('nav.tabs a[aria-current="page"]').textContent(), 'Keys', 'a new key is shown on the Keys part');
  }
  await tabs.getByRole('link', { name: 'Webhooks', exact: true }).click();
  // A refusal names the field as the form labels it, and comes back on the Webhooks tab.
  await page.locator('#webhooks').getByLabel('Endpoint URL', { exact: true }).fill('not an address');
  await page.locator('#webhooks').getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByText('Endpoint URL "not an address" must be').waitFor();
  assert.equal(await page.locator('nav.tabs a[aria-current="page"]').textContent(), 'Webhooks');
  for (const path of ['one', 'two', 'three']) {
    const webhooks = page.locator('#webhooks');
    // The form folds away once the app has endpoints.
    if (!(await webhooks.locator('details.add-form').getAttribute('open').then((open) => open !== null))) await webhooks.getByText('Add an endpoint').click();
    await webhooks.getByLabel('Endpoint URL', { exact: true }).fill(`https://hooks.example.org/${path}`);
    await webhooks.getByRole('button', { name: 'Add endpoint' }).click();
    await page.locator('#webhooks').getByText(`https://hooks.example.org/${path}`).first().waitFor();
    assert.equal(await page.locator('nav.tabs a[aria-current="page"]').textContent(), 'Webhooks');
  }

  await tabs.getByRole('link', { name: 'OAuth', exact: true }).click();
  await assertRowsLineUp(page, '#oauth-settings form.row-form');
  for (const part of ['Details', 'OAuth', 'Keys', 'Webhooks', 'Access']) {
    await tabs.getByRole('link', { name: part, exact: true }).click();
    await page.waitForURL(/\?tab=/);
    assert.equal(await page.locator('nav.tabs a[aria-current="page"]').textContent(), part);
    await checkLayout(page, `app-${part.toLowerCase()}`, { maxHeight: MAX_PAGE_HEIGHT });
  }
  for (const path of ['/developers', '/account', '/my/churches']) {
    await page.goto(`${loginUrl}${path}`);
    await checkLayout(page, path.slice(1).replace('/', '-'), path === '/account' ? {} : { maxHeight: MAX_PAGE_HEIGHT });
  }
  assert.deepEqual(cspViolations, []);
});
