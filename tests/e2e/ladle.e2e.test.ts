// Every story of the Ladle build renders in the browser without an error: a broken story fails CI.
import { readdirSync, readFileSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage } from './browser';
import { serveFolder } from './static-folder-server';

const LADLE_BUILD = 'build/ladle';
const meta = JSON.parse(readFileSync(`${LADLE_BUILD}/meta.json`, 'utf8')) as { stories: Record<string, { filePath: string }> };
const storyIds = Object.keys(meta.stories);
let browser: Browser;
let ladle: Awaited<ReturnType<typeof serveFolder>>;

beforeAll(async () => {
  [browser, ladle] = await Promise.all([launchBrowser(), serveFolder(LADLE_BUILD)]);
});
afterAll(async () => {
  await browser?.close();
  await ladle?.close();
});

// Stories are independent pages, so they are opened a few at a time.
describe.concurrent('Ladle stories', () => {
  it('has stories for every section', () => {
    const sectionFolders = readdirSync('sections', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const storyFolders = new Set(Object.values(meta.stories).map((story) => story.filePath.split('/')[1]));
    expect(sectionFolders.filter((folder) => !storyFolders.has(folder))).toEqual([]);
  });

  it.each(storyIds)('%s renders without an error', async (id) => {
    const { page, consoleErrors } = await openMobilePage(browser);
    await page.goto(`${ladle.url}/?story=${id}&mode=preview`);
    await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
    expect(consoleErrors).toEqual([]);
    await page.context().close();
  });
});
