// Issue 29: a visitor who has opened the home page once and then loses the network sees that page, with a notice
// that they are offline, instead of the browser's error page; online, the page always comes from the server.
import { describe, expect, it } from 'vitest';
import { openMobilePage, untilHydrated, useTestBrowser } from './browser';
import { embeddedPortalUrl as portal } from './portals';

const browser = useTestBrowser();

describe('the offline home page', () => {
  it.each([
    ['en-US', 'You are offline'],
    ['zh-CN', '您已离线'],
  ] as const)('shows the last %s home page offline, says so, and asks the server again once online', { timeout: 120_000 }, async (language, notice) => {
    const { page, consoleErrors } = browser.closeAfterTest(await openMobilePage(browser.browser(), { serviceWorkers: 'allow' }));
    const home = `${portal}/m/${language}/`;
    await page.goto(home);
    await untilHydrated(page);
    // The worker keeps the page once it is running (after load, when the browser is idle).
    await expect
      .poll(() => page.evaluate(async (path) => Boolean(await (await caches.open('portal-pages-v1')).match(path)), `/m/${language}/`), { timeout: 30_000 })
      .toBe(true);
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 10_000 }).toBe(true);

    await page.context().setOffline(true);
    await page.reload();
    await page.locator('[data-section="TOPBANNER"]').waitFor();
    await expect.poll(() => page.locator('[data-offline-notice]').textContent()).toContain(notice);
    await page.screenshot({ path: `/tmp/offline-${language}.png` });

    // Back online: the page is the server's again (the worker asks the network first), and the notice goes.
    await page.context().setOffline(false);
    const asked: string[] = [];
    page.context().on('request', (request) => {
      if (request.serviceWorker() && request.url() === home) asked.push(request.url());
    });
    const response = await page.reload();
    expect(response?.status()).toBe(200);
    await untilHydrated(page);
    expect(asked).toEqual([home]);
    expect(await page.locator('[data-offline-notice]').count()).toBe(0);
    // Offline, a fetch fails by design; nothing else may.
    expect(consoleErrors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(error))).toEqual([]);
  });

  it('links its manifest, which a browser can install, in the page’s language', async () => {
    const { page } = browser.closeAfterTest(await openMobilePage(browser.browser()));
    await page.goto(`${portal}/m/zh-CN/`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.zh-CN.webmanifest');
    const manifest = (await (await page.request.get(`${portal}${href}`)).json()) as { start_url: string; name: string; icons: { sizes: string }[] };
    expect(manifest).toMatchObject({ start_url: '/m/zh-CN/', name: '全球贸易博览会', display: 'standalone' });
    for (const icon of manifest.icons.filter((item) => item.sizes !== 'any')) {
      const src = (icon as unknown as { src: string }).src;
      expect((await page.request.get(`${portal}${src}`)).status(), src).toBe(200);
    }
  });
});
