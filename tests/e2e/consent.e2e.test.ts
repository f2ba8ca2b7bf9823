// Issue 29 item 3, consent first: no analytics event leaves the browser, and none is counted, before the visitor
// chooses Allow on the cookie consent bar; Deny sends nothing; the choice is remembered and can be changed from the
// footer's Cookie settings; the operator's numbers count the choices. Requests are counted twice: as the browser
// sends them (page.on('request'), with the queue flushed by a pagehide event while the page still lives, since a
// beacon sent while a page unloads is not reported by the driver) and as the server counts them.
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage, scrollThroughPage } from './browser';
import { logInAs } from './session-pages';
import { embeddedPortalUrl as portal } from './portals';

const EVENTS_PATH = '/api/analytics/events';
const CONSENT_PATH = '/api/analytics/consent';

interface SectionRow {
  section: string;
  item: string | null;
  exposures: number;
  clicks: number;
}

let browser: Browser;
let employee: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  // Not sent back to the home page: the employee's own view would add to the numbers read (and is not asked).
  ({ page: employee } = await logInAs(browser, 'employee@demo.fair', portal, '/m/en-US/search'));
});
afterAll(() => browser?.close());

/** Every exposure and click of the home page's sections over the last week, as an employee reads them. */
async function homeCounts(): Promise<number> {
  const response = await employee.request.get(`${portal}/work/api/analytics/sections?page=mobile-home`);
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: SectionRow[] };
  return days.filter((row) => row.item === null).reduce((sum, row) => sum + row.exposures + row.clicks, 0);
}

/** The week's Allow and Deny counts, as an employee reads them. */
async function consentCounts(): Promise<{ allow: number; deny: number }> {
  const response = await employee.request.get(`${portal}/work/api/analytics/consent`);
  expect(response.status()).toBe(200);
  const { days } = (await response.json()) as { days: { allow: number; deny: number }[] };
  return days.reduce((sum, row) => ({ allow: sum.allow + row.allow, deny: sum.deny + row.deny }), { allow: 0, deny: 0 });
}

interface Visitor {
  page: Page;
  consoleErrors: string[];
  /** The requests the page sent to a path so far. */
  sentTo(path: string): Request[];
}

/** A visitor in a fresh browser context (nothing chosen, nothing stored), on the home page in `language`. */
async function newVisitor(language: 'en-US' | 'zh-CN' = 'en-US'): Promise<Visitor> {
  const { page, consoleErrors } = await openMobilePage(browser);
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto(`${portal}/m/${language}/`);
  await page.locator('[data-section="TOPBANNER"]').waitFor();
  return { page, consoleErrors, sentTo: (path) => requests.filter((request) => new URL(request.url()).pathname === path) };
}

const bar = (page: Page, name = 'Cookie consent') => page.getByRole('region', { name });

/** What would be tracked: every section scrolled into view, then a search from the home search (search_click). */
async function browseAndSearch(page: Page): Promise<void> {
  await scrollThroughPage(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('combobox').fill('lamp');
  await page.getByRole('combobox').press('Enter');
  await page.waitForURL(/\/search\?/);
  await page.waitForLoadState('networkidle');
}

/** Sends what waits in the beacon's queue, as when the page is left, while the page still lives to report it. */
async function flushBeacon(page: Page): Promise<void> {
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
  await page.waitForTimeout(300);
}

/** Leaves the page (a real pagehide, whose beacon only the server sees) and closes the visitor's context. */
async function leave(visitor: Visitor): Promise<void> {
  await visitor.page.goto(`${portal}/healthz`);
  await visitor.page.context().close();
}

describe('consent first', () => {
  it('sends and counts nothing before the visitor chooses, then sends once they allow', async () => {
    const countedBefore = await homeCounts();
    const choicesBefore = await consentCounts();
    const visitor = await newVisitor();
    await bar(visitor.page).waitFor();
    await browseAndSearch(visitor.page);
    await flushBeacon(visitor.page);
    expect(visitor.sentTo(EVENTS_PATH)).toHaveLength(0);

    // Back on the home page, still undecided: nothing yet; then Allow.
    await visitor.page.goto(`${portal}/m/en-US/`);
    await flushBeacon(visitor.page);
    expect(visitor.sentTo(EVENTS_PATH)).toHaveLength(0);
    expect(await homeCounts()).toBe(countedBefore);
    await bar(visitor.page).getByRole('button', { name: 'Allow' }).click();
    await bar(visitor.page).waitFor({ state: 'detached' });
    expect(visitor.sentTo(CONSENT_PATH)).toHaveLength(1);

    // The choice is remembered: the next view tracks from its start, and sends.
    await visitor.page.reload();
    await bar(visitor.page).waitFor({ state: 'detached' });
    await browseAndSearch(visitor.page);
    await flushBeacon(visitor.page);
    const sent = visitor.sentTo(EVENTS_PATH);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((request) => (JSON.parse(request.postData() ?? '{}') as { consent?: string }).consent === 'allow')).toBe(true);
    expect(visitor.consoleErrors).toEqual([]);
    await leave(visitor);
    await expect.poll(async () => (await homeCounts()) - countedBefore).toBeGreaterThan(0);
    await expect.poll(consentCounts).toEqual({ ...choicesBefore, allow: choicesBefore.allow + 1 });
  });

  it('sends and counts nothing for a visitor who denied, in a fresh context, on this view or the next', async () => {
    const visitor = await newVisitor();
    await bar(visitor.page).getByRole('button', { name: 'Deny' }).click();
    await bar(visitor.page).waitFor({ state: 'detached' });
    // Whatever the last test's visitor sent has been counted by now (it was polled for): counts move no more.
    const countedBefore = await homeCounts();
    await browseAndSearch(visitor.page);
    await flushBeacon(visitor.page);
    await visitor.page.goto(`${portal}/m/en-US/`);
    await bar(visitor.page).waitFor({ state: 'detached' });
    await browseAndSearch(visitor.page);
    await flushBeacon(visitor.page);
    expect(visitor.sentTo(EVENTS_PATH)).toHaveLength(0);
    expect(visitor.sentTo(CONSENT_PATH)).toHaveLength(1);
    await leave(visitor);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(await homeCounts()).toBe(countedBefore);
  });

  it("changes the choice from the footer's Cookie settings, and stops sending after a deny", async () => {
    const visitor = await newVisitor();
    const { page } = visitor;
    await bar(page).getByRole('button', { name: 'Allow' }).click();
    await scrollThroughPage(page);
    const settings = page.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await bar(page).waitFor();
    expect(await bar(page).textContent()).toContain('You currently allow us to measure how the site is used.');
    expect(await bar(page).evaluate((element) => element === document.activeElement)).toBe(true);
    await bar(page).getByRole('button', { name: 'Deny' }).click();
    await bar(page).waitFor({ state: 'detached' });
    expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('portal.cookieConsent'))).toBe('deny');
    expect(visitor.sentTo(CONSENT_PATH).map((request) => request.postDataJSON() as unknown)).toEqual([{ choice: 'allow' }, { choice: 'deny' }]);
    // Denied now: what waited is dropped, and what comes after is never sent.
    const sentBefore = visitor.sentTo(EVENTS_PATH).length;
    await page.reload();
    await browseAndSearch(page);
    await flushBeacon(page);
    expect(visitor.sentTo(EVENTS_PATH)).toHaveLength(sentBefore);
    await leave(visitor);
  });

  it('speaks Chinese on the zh-CN home page, and sends nothing before the choice there either', async () => {
    const visitor = await newVisitor('zh-CN');
    const { page } = visitor;
    await bar(page, 'Cookie设置').waitFor();
    expect(await bar(page, 'Cookie设置').getByRole('button').allTextContents()).toEqual(['拒绝', '允许']);
    await scrollThroughPage(page);
    await flushBeacon(page);
    expect(visitor.sentTo(EVENTS_PATH)).toHaveLength(0);
    await bar(page, 'Cookie设置').getByRole('button', { name: '允许' }).click();
    await page.getByRole('button', { name: 'Cookie设置' }).click();
    expect(await bar(page, 'Cookie设置').textContent()).toContain('您当前允许我们统计网站的使用情况。');
    await leave(visitor);
  });
});
