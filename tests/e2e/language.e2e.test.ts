// Issue 29: a visitor who opens the bare address gets their own language — the browser's, until they choose one
// themselves, which is remembered for the next visit.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE_VIEWPORT } from './browser';
import { embeddedPortalUrl as base } from './portals';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function open(locale: string) {
  const context = await browser.newContext({ locale, viewport: MOBILE_VIEWPORT });
  const page = await context.newPage();
  return { context, page };
}

describe('the language of the bare address', () => {
  it.each([
    ['en-US', '/m/en-US/'],
    ['en-GB', '/m/en-US/'],
    ['de-DE', '/m/en-US/'],
    ['zh-CN', '/m/zh-CN/'],
    ['zh-TW', '/m/zh-CN/'],
  ])('opens a %s browser on %s', async (locale, home) => {
    const { context, page } = await open(locale);
    try {
      await page.goto(`${base}/`);
      expect(new URL(page.url()).pathname).toBe(home);
      await page.locator('[data-section]').first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('keeps the language a visitor chose over their browser’s, for / and the footer’s language-less pages', async () => {
    const { context, page } = await open('en-US');
    try {
      await page.goto(`${base}/m/zh-CN/`);
      // The server-rendered sections show before the app runs; the choice is kept once it has.
      await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === 'portal_lang')?.value).toBe('zh-CN');
      await page.goto(`${base}/`);
      expect(new URL(page.url()).pathname).toBe('/m/zh-CN/');
      await page.goto(`${base}/m/customPages/sitemap`);
      expect(new URL(page.url()).pathname).toBe('/m/zh-CN/customPages/sitemap');
    } finally {
      await context.close();
    }
  });
});
