import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { buildTestApp } from './helpers.ts';

/**
 * The API reference at /api/v1/docs in a real browser (Debian's chromium): Redoc renders the
 * served OpenAPI document under the page's Content-Security-Policy without a violation, and
 * loads nothing from another site. A screenshot goes to test-results/screenshots/.
 */

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const SKIP = process.env.SKIP_BROWSER_TESTS === '1' ? 'SKIP_BROWSER_TESTS=1' : false;
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

test('the API reference renders the document and shows the churches operation, with no CSP violation', { skip: SKIP }, async (t) => {
  assert.ok(existsSync(CHROMIUM), `The browser tests need chromium at ${CHROMIUM}: install Debian's with "apt-get install -y chromium", or set SKIP_BROWSER_TESTS=1`);
  const { app } = await buildTestApp(t);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  t.after(() => browser.close());
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.setDefaultTimeout(20_000);

  const problems: string[] = [];
  await page.addInitScript(
    "document.addEventListener('securitypolicyviolation', (event) => console.error(`Content-Security-Policy violation: ${event.violatedDirective} ${event.blockedURI}`));",
  );
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['blob:', 'data:'].includes(url.protocol) && url.origin !== new URL(address).origin) outside.push(request.url());
  });

  const response = await page.goto(`${address}/api/v1/docs`);
  assert.equal(response?.status(), 200);
  await page.getByRole('heading', { name: 'Community Platform API' }).first().waitFor();

  await page.getByRole('menuitem', { name: 'Churches' }).first().click();
  await page.getByRole('menuitem', { name: /List churches/ }).first().click();
  await page.waitForURL(/#tag\/Churches\/operation\/listChurches$/);
  const operation = page.locator('[id="tag/Churches/operation/listChurches"]');
  await operation.getByRole('heading', { name: 'List churches' }).waitFor();
  await operation.getByText('read:churches').first().waitFor();
  await mkdir(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOTS}api-reference.png` });

  // The search runs in a worker: typing exercises it under the policy too.
  await page.getByPlaceholder('Search...').fill('prayer');
  await page.getByText('Record a prayer').first().waitFor();

  assert.deepEqual(problems, [], 'no CSP violation or script error');
  assert.deepEqual(outside, [], 'nothing is loaded from another origin');
});
