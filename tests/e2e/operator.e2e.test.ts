// Issue 7: an employee reorders two sections on the operator page, publishes, and a visitor's home page shows
// the new order; rolling back to the version before brings the old order back. On the PostgreSQL portal,
// whose rows the browser tests may change.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage, renderedSectionKeys } from './browser';
import { rollBackToPreviousVersion } from './operator-actions';
import { logInAs, type SessionPage } from './session-pages';
import { postgresPortalUrl as base } from './portals';

let browser: Browser;
let operator: SessionPage;
let visitor: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  operator = await logInAs(browser, 'employee@demo.fair', base, '/work/pageconfigs/mobile-home?lang=en-US');
  ({ page: visitor } = await openMobilePage(browser));
});
afterAll(() => browser?.close());

/** The keys of the home page's sections, top to bottom, as a visitor's fresh load shows them. */
async function sectionOrder(): Promise<string[]> {
  await visitor.goto(`${base}/m/en-US/`);
  await visitor.locator('[data-section="SYSTEMNOTICE"]').waitFor({ state: 'attached' });
  return renderedSectionKeys(visitor);
}

const before = (order: string[], first: string, second: string) => order.indexOf(first) < order.indexOf(second);

describe('the operator page', () => {
  it('publishes a new section order that visitors get, and rolls it back', async () => {
    const original = await sectionOrder();
    expect(before(original, 'SYSTEMNOTICE', 'OPENINGCOUNTDOWN')).toBe(true);

    // employee@demo.fair speaks Chinese: the page does too.
    const page = operator.page;
    await page.getByRole('button', { name: '下移 SYSTEMNOTICE' }).click();
    await page.getByRole('button', { name: '保存草稿' }).click();
    await page.getByRole('button', { name: '发布' }).click();
    await page.getByText(/第 \d+ 版已上线/).waitFor();

    const published = await sectionOrder();
    expect(before(published, 'OPENINGCOUNTDOWN', 'SYSTEMNOTICE')).toBe(true);

    await rollBackToPreviousVersion(page);

    expect(await sectionOrder()).toEqual(original);
    expect(operator.consoleErrors).toEqual([]);
  });
});
