// Every story of the Ladle build renders in the browser without an error: a broken story fails CI.
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, MOBILE_VIEWPORT } from './browser';
import { serveFolder } from './static-folder-server';

const LADLE_BUILD = 'build/ladle';
const meta = JSON.parse(readFileSync(`${LADLE_BUILD}/meta.json`, 'utf8')) as { stories: Record<string, { filePath: string }> };
const storyIds = Object.keys(meta.stories);
/** Stories open this many at a time (vitest's concurrency), each in a tab of its own. */
const TABS = 5;
let browser: Browser;
let context: BrowserContext;
let ladle: Awaited<ReturnType<typeof serveFolder>>;

/**
 * The tabs the stories open in, in one window: Ladle's code is loaded and compiled once and kept in the cache,
 * not again for each of 300 stories (that took 2.8 s a story). A tab's console errors are cleared for each story.
 */
const idleTabs: { page: Page; errors: string[] }[] = [];
const waitingForTab: ((tab: (typeof idleTabs)[number]) => void)[] = [];
async function withTab<T>(use: (tab: (typeof idleTabs)[number]) => Promise<T>): Promise<T> {
  const tab = idleTabs.pop() ?? (await new Promise<(typeof idleTabs)[number]>((resolve) => waitingForTab.push(resolve)));
  tab.errors.length = 0;
  try {
    return await use(tab);
  } finally {
    const next = waitingForTab.shift();
    if (next) next(tab);
    else idleTabs.push(tab);
  }
}

beforeAll(async () => {
  [browser, ladle] = await Promise.all([launchBrowser(), serveFolder(LADLE_BUILD)]);
  context = await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  for (let index = 0; index < TABS; index += 1) {
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    idleTabs.push({ page, errors });
  }
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await ladle?.close();
});

describe.concurrent('Ladle stories', () => {
  it('has stories for every section', () => {
    const sectionFolders = readdirSync('sections', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const storyFolders = new Set(Object.values(meta.stories).map((story) => story.filePath.split('/')[1]));
    expect(sectionFolders.filter((folder) => !storyFolders.has(folder))).toEqual([]);
  });

  it.each(storyIds)('%s renders without an error', async (id) => {
    const errors = await withTab(async ({ page, errors }) => {
      await page.goto(`${ladle.url}/?story=${id}&mode=preview`, { waitUntil: 'networkidle' });
      await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      return [...errors];
    });
    expect(errors).toEqual([]);
  });
});
