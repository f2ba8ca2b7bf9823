import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage, renderedSectionKeys } from './browser';
import { embeddedPortalUrl as portal } from './portals';

/** The seeded configuration: the pinned search block and banner, the ten ordered sections, then the pinned bottom. */
const FULL_PAGE_ORDER = [
  'HOMESEARCH',
  'TOPBANNER',
  'SYSTEMNOTICE',
  'OPENINGCOUNTDOWN',
  'OFFLINEMEETING',
  'TRADEPROMOTIONACTIVITIES',
  'GLOBALSUPPLYMININGDOCKING',
  'HOMESECTIIONS',
  'ACTIVITIES',
  'NEWSANDEVENTS',
  'SERVICES',
  'FRIENDS',
  'ECOMMERCE',
  'FOOTERBANNERS',
  'FOOTER',
  'FLOATINGWINDOW',
];
const SCREENSHOTS = 'build/screenshots';
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  mkdirSync(SCREENSHOTS, { recursive: true });
});
afterAll(() => browser?.close());

describe('the mobile home page on the embedded default', () => {
  it('renders every section of the full configuration in order, in English', async () => {
    const { page, consoleErrors } = await openMobilePage(browser);
    await page.goto(`${portal}/m/en-US/`);
    await page.locator('[data-section="SYSTEMNOTICE"] li').first().waitFor();
    expect(await renderedSectionKeys(page)).toEqual(FULL_PAGE_ORDER);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-US');

    const firstBanner = page.locator('[data-section="TOPBANNER"] img').first();
    await expect.poll(() => firstBanner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await page.locator('[data-section="TOPBANNER"] a[href="/m/en-US/customPages/exhibition"]').count()).toBeGreaterThan(0);

    const notice = await page.locator('[data-section="SYSTEMNOTICE"]').innerText();
    expect(notice).toMatch(/[A-Za-z]{4,}/);
    expect(notice).not.toMatch(/[\u4e00-\u9fff]/);
    await page.screenshot({ path: `${SCREENSHOTS}/home-en-US.png` });
    expect(consoleErrors).toEqual([]);
  });

  it('shows Chinese on /m/zh-CN/', async () => {
    const { page, consoleErrors } = await openMobilePage(browser);
    await page.goto(`${portal}/m/zh-CN/`);
    await page.locator('[data-section="SYSTEMNOTICE"] li').first().waitFor();
    expect(await page.locator('[data-section="SYSTEMNOTICE"]').innerText()).toMatch(/[\u4e00-\u9fff]{4,}/);
    expect(await page.locator('[data-section="TOPBANNER"] img').first().getAttribute('src')).toContain('/zh-CN/');
    expect(await page.locator('header').innerText()).toMatch(/[\u4e00-\u9fff]/);
    expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
    await page.screenshot({ path: `${SCREENSHOTS}/home-zh-CN.png` });
    expect(consoleErrors).toEqual([]);
  });

  it('sends an unknown language to the fallback locale zh-CN', async () => {
    const { page } = await openMobilePage(browser);
    await page.goto(`${portal}/m/fr-FR/`);
    await page.waitForURL(`${portal}/m/zh-CN/`);
    await page.locator('[data-section="TOPBANNER"]').waitFor();
  });

  it('advances the announcements every 4 s', async () => {
    const { page } = await openMobilePage(browser);
    await page.goto(`${portal}/m/en-US/`);
    const rows = page.locator('[data-section="SYSTEMNOTICE"] ul');
    await rows.waitFor();
    const transformAt = () => rows.evaluate((element) => (element as HTMLElement).style.transform);
    expect(await transformAt()).toBe('translateY(0%)');
    await expect.poll(transformAt, { timeout: 6000 }).toBe('translateY(-100%)');
  });
});
