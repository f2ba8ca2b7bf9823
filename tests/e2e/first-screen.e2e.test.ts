// Issue 10: the home page's first screen comes rendered from the server — readable with JavaScript off — and
// the browser hydrates it in place, with no mismatch, into the working page.
import { describe, expect, it } from 'vitest';
import { MOBILE_VIEWPORT, openMobilePage, useTestBrowser } from './browser';
import { embeddedPortalUrl as portal } from './portals';

const browser = useTestBrowser();
/** The first screen's sections that say something in text; the top banner is a picture, named by its alt. */
const FIRST_SCREEN_TEXT = ['HOMESEARCH', 'SYSTEMNOTICE', 'OPENINGCOUNTDOWN'];

describe.each([
  ['en-US', /Search/, /[A-Za-z]{4,}/],
  ['zh-CN', /搜索/, /[\u4e00-\u9fff]{4,}/],
] as const)('the home page /m/%s/', (language, searchButton, text) => {
  it('shows its first screen with JavaScript disabled', async () => {
    const context = await browser.browser().newContext({ viewport: MOBILE_VIEWPORT, javaScriptEnabled: false });
    const page = browser.closeAfterTest({ page: await context.newPage() }).page;
    await page.goto(`${portal}/m/${language}/`);
    expect(await page.locator('html').getAttribute('lang')).toBe(language);
    for (const key of FIRST_SCREEN_TEXT) {
      expect(await page.locator(`[data-section="${key}"]`).innerText(), key).toMatch(text);
    }
    expect(await page.locator('[data-section="TOPBANNER"] img').first().getAttribute('alt')).toMatch(text);
    await expect
      .poll(() =>
        page
          .locator('[data-section="TOPBANNER"] img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
      )
      .toBe(true);
    expect(await page.getByRole('button', { name: searchButton }).first().isVisible()).toBe(true);
    // The sections below the fold keep their boxes for when their code arrives; the page does not move.
    expect(await page.locator('[data-section="FOOTER"] [aria-hidden="true"]').count()).toBeGreaterThan(0);
  });

  it('hydrates the server render in place with no mismatch, and then works', async () => {
    const { page, consoleErrors } = browser.closeAfterTest(await openMobilePage(browser.browser()));
    const scripts: string[] = [];
    const catalogs: string[] = [];
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      if (request.url().endsWith('.json')) catalogs.push(new URL(request.url()).pathname);
      if (new URL(request.url()).pathname.includes('/api/')) apiCalls.push(new URL(request.url()).pathname);
    });
    await page.goto(`${portal}/m/${language}/`);
    const serverBanner = await page.locator('[data-section="TOPBANNER"] img').first().elementHandle();
    await page.waitForLoadState('networkidle');
    // Hydrated: the header's menu opens (a click does nothing on the server's HTML alone).
    const menu = page.locator('header button[aria-expanded]').last();
    await menu.click();
    await expect.poll(() => menu.getAttribute('aria-expanded')).toBe('true');
    // In place: the banner element the server sent is the one the page still shows.
    expect(await serverBanner?.evaluate((image) => image.isConnected)).toBe(true);
    expect(consoleErrors.filter((message) => message.includes('[hydration]') || message.includes('Minified React error'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // The sections were planned by the server's inlined checks: no section data validator came with the page.
    expect(scripts.length).toBeGreaterThan(1);
    expect(scripts.filter((path) => path.includes('validators'))).toEqual([]);
    // The announcements came in the page (the section's server hook): the carousel did not call for them.
    expect(apiCalls.filter((path) => path.includes('indexSiteAnnouncements'))).toEqual([]);
    // Its messages came from the language's catalog file, fetched once, not from the HTML.
    expect(catalogs).toEqual([expect.stringMatching(new RegExp(`^/assets/${language}-[\\w-]+\\.json$`))]);
    // None of the app's code was fetched before the page (its first banner included) had loaded.
    const timings = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
      scriptsStarted: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timings.scriptsStarted.length).toBeGreaterThan(1);
    expect(Math.min(...timings.scriptsStarted)).toBeGreaterThanOrEqual(timings.loaded);
  });

  it("applies the visitor's text size before the first paint, long before the app's code comes", async () => {
    const { page, consoleErrors } = browser.closeAfterTest(await openMobilePage(browser.browser()));
    await page.addInitScript(() => {
      localStorage.setItem('portal.textSize', 'A+');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { rootClassAtParse: string }).rootClassAtParse = document.documentElement.className;
      });
    });
    await page.goto(`${portal}/m/${language}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { rootClassAtParse: string }).rootClassAtParse)).toBe('text-size-larger');
    expect(await page.locator('html').getAttribute('class')).toBe('text-size-larger');
    expect(consoleErrors).toEqual([]);
  });
});
