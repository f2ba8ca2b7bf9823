// Issue 8: no link on the portal leads nowhere. A visitor's browser starts at both home pages, opens the header's
// menus so their links render, follows every link to the portal it finds (scrolling each sectioned page through,
// so lazy sections show their links too), and must meet no 404 page, no blank page, no failed call and no console
// error anywhere (issue 25; a logged-in role's links are role-crawl.e2e.test.ts's), and axe-core must find no
// serious or critical accessibility violation on any page it reaches (issue 29). Links are followed inside the
// single-page app, as its own links are, so each window boots the app once.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAxeCheck } from './axe';
import { launchBrowser, MOBILE_VIEWPORT } from './browser';
import { createCrawler, linksOfHeaderMenus } from './crawl';
import { embeddedPortalUrl as portal } from './portals';
import { isExpectedAbsence } from './session-pages';

const START_PAGES = ['/m/en-US/', '/m/zh-CN/'];
// Most of a page's time is the wait for its network to be quiet: several at once keep the machine busy. Twelve
// once made the embedded portal shed load (503) on a 2-core machine as the crawl began.
const PARALLEL_PAGES = 6;
// A guard against a link generator gone wrong (paging without end), far above what the seed has.
const MAX_PAGES = 900;
/** Not pages of this portal: the logout frame ends the session, and the back offices are other applications. */
const NOT_CRAWLED = [/^\/logout\//, /^\/(member|seller|vendor|work|group)\//];

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('every link of the portal', () => {
  it('leads a visitor to an accessible page, never to a 404, a failed call or a console error', { timeout: 900_000 }, async () => {
    const axe = createAxeCheck();
    const { seen, findings, shedVisits } = await createCrawler({
      portal,
      startPages: START_PAGES,
      openWindow: async () =>
        (await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers: 'block' })).newPage(),
      parallelPages: PARALLEL_PAGES,
      maxPages: MAX_PAGES,
      notCrawled: NOT_CRAWLED,
      linksOfStartPage: linksOfHeaderMenus,
      checkResponses: true,
      expectedFailure: isExpectedAbsence,
      checkBlankPages: true,
      keepFragmentRoutes: true,
      checkPage: axe.checkPage,
    }).crawl();
    console.info(`crawler: ${seen.length} pages visited, ${findings.length} findings, ${shedVisits} visits made again after a 503`);
    console.info(`crawler: axe-core violations by rule\n${axe.report()}`);

    expect(findings).toEqual([]);
    expect(seen.length).toBeLessThan(MAX_PAGES);
    // The crawl reached the parts of the portal issue 8 completes, in both languages, and the header's login links.
    for (const path of ['/en-US/login/mall/index', '/zh-CN/login/mall/index'])
      expect(
        seen.some((key) => key.startsWith(path)),
        path,
      ).toBe(true);
    for (const language of ['en-US', 'zh-CN']) {
      for (const part of ['/download', '/search', '/shops/', '/customPages/']) {
        expect(
          seen.some((path) => path.startsWith(`/m/${language}${part}`)),
          `${language}${part}`,
        ).toBe(true);
      }
    }
  });
});
