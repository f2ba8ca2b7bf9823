// Debian's Chromium driven by playwright-core; never a browser download of a test tool's own.
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';

export const MOBILE_VIEWPORT = { width: 375, height: 812 };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface TestBrowser {
  /** The test file's browser (launched before its tests). */
  browser(): Browser;
  /** Closes the page's context after the current test; gives the page back. */
  closeAfterTest<T extends { page: Page }>(opened: T): T;
}

/** A browser for the test file that calls it: launched before its tests, closed after them. */
export function useTestBrowser(): TestBrowser {
  let browser: Browser | undefined;
  const opened: { page: Page }[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map(({ page }) => page.context().close()));
  });
  afterAll(() => browser?.close());
  return {
    browser() {
      if (!browser) throw new Error('The browser is launched before the tests (beforeAll).');
      return browser;
    },
    closeAfterTest(page) {
      opened.push(page);
      return page;
    },
  };
}

export interface MobilePage {
  page: Page;
  consoleErrors: string[];
  consoleWarnings: string[];
}

export async function openMobilePage(browser: Browser, { serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}): Promise<MobilePage> {
  // The portal's service worker (public/sw.js) answers navigations and build files: a test that routes or counts
  // requests would see the worker's instead, and each new window's first visit has it fetch the home page and its
  // files again (load the crawls' many windows do not need). It runs where a test asks for it (offline.e2e).
  const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true, serviceWorkers });
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const consoleWarnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
    if (message.type() === 'warning') consoleWarnings.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  // The home page arrives rendered from the server and hydrates as its section code loads: a click on it before
  // then does what a click on HTML does. A test acts, as a reader would, once the page has settled.
  const hydrated = async <T>(navigation: Promise<T>): Promise<T> => {
    const response = await navigation;
    await untilHydrated(page);
    return response;
  };
  const goto = page.goto.bind(page);
  page.goto = (url, options) => hydrated(goto(url, { waitUntil: 'networkidle', ...options }));
  const reload = page.reload.bind(page);
  page.reload = (options) => hydrated(reload(options));
  return { page, consoleErrors, consoleWarnings };
}

/**
 * A server-rendered page starts its app only once its first screen has shown (src/ssr/first-screen-loader.ts),
 * which on a busy machine can be after its network has first gone quiet, and hydrates it as a transition, a few
 * milliseconds at a time. Waits until React has taken over every section of the page the server sent.
 */
export async function untilHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    if (!root?.hasAttribute('data-server-rendered')) return true;
    const sections = Array.from(root.querySelectorAll('[data-section]'));
    return sections.length > 0 && sections.every((section) => Object.keys(section).some((key) => key.startsWith('__reactFiber$')));
  });
}

/** The keys of the rendered sections, top to bottom. */
export async function renderedSectionKeys(page: Page): Promise<string[]> {
  return page.locator('[data-section]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-section') ?? ''));
}

/** Scrolls to the bottom a screen at a time, so every section near the viewport loads its code and content. */
export async function scrollThroughPage(page: Page): Promise<void> {
  for (let step = 0; step < 40; step += 1) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atBottom) break;
  }
  await page.waitForLoadState('networkidle');
}
