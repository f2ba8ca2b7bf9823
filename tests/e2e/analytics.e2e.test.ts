// Issue 7: the numbers behind each section. A visitor's page sends what it tracked in batches, the rest
// when it is left (sendBeacon on page hide); the server counts it and an employee reads the numbers. Only
// a visitor who allowed cookies is counted (issue 29): nothing is tracked before the choice, so a view
// counts from the visitor's next page on; one who denied sends nothing at all. (A beacon sent while a page
// unloads is not reported by the browser driver, so these tests read what arrived from the server's numbers.)
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage, scrollThroughPage } from './browser';
import { logInAs } from './session-pages';
import { embeddedPortalUrl as portal } from './portals';

const WATCHED = ['HOMESEARCH', 'TOPBANNER', 'FOOTER'];

interface StatsRow {
  day: string;
  section: string;
  item: string | null;
  exposures: number;
}

let browser: Browser;
let employee: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // Not sent back to the home page: the employee's own page view would add to the numbers read.
  ({ page: employee } = await logInAs(browser, 'employee@demo.fair', portal, '/m/en-US/search'));
});
afterAll(() => browser?.close());

/** The watched sections' exposures on the home page over the last week, as an employee reads them. */
async function watchedExposures(): Promise<number[]> {
  const response = await employee.request.get(`${portal}/work/api/analytics/sections?page=mobile-home`);
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: StatsRow[] };
  return WATCHED.map((section) => days.filter((row) => row.section === section && row.item === null).reduce((sum, row) => sum + row.exposures, 0));
}

const added = (after: number[], before: number[]) => after.map((count, index) => count - (before[index] ?? 0));

/**
 * A visitor's first view of the home page, where they answer the consent bar with `choice`, then their next view
 * of it, to its bottom, and leaving it: the numbers count that second view when the choice was Allow.
 */
async function viewHomePage(choice: 'Allow' | 'Deny'): Promise<string[]> {
  const { page, consoleErrors } = await openMobilePage(browser);
  await page.goto(`${portal}/m/en-US/`);
  await page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: choice }).click();
  await page.reload();
  await page.locator('[data-section="TOPBANNER"]').waitFor();
  await scrollThroughPage(page);
  await page.goto(`${portal}/healthz`);
  await page.context().close();
  return consoleErrors;
}

describe('the numbers behind each section', () => {
  it("counts each section a visitor who allowed saw once, sent when the page is left, in the employee's numbers", async () => {
    const before = await watchedExposures();
    expect(await viewHomePage('Allow')).toEqual([]);
    await expect.poll(async () => added(await watchedExposures(), before)).toEqual([1, 1, 1]);
  });

  it('sends nothing at all once the visitor denied cookies', async () => {
    const before = await watchedExposures();
    await viewHomePage('Deny');
    // A visitor who allowed, after: once their view is counted (and a moment later), the denied one would have been too.
    await viewHomePage('Allow');
    await expect.poll(async () => added(await watchedExposures(), before)).toEqual([1, 1, 1]);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(added(await watchedExposures(), before)).toEqual([1, 1, 1]);
  });
});
