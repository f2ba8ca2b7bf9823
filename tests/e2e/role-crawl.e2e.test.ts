// Issue 25: no link the portal renders leads a logged-in user of any role to the not-found page (a visitor's are
// the crawler's, crawler.e2e.test.ts). For each role, a browser starts at the home page of its account's language,
// opens the header's menus so their links render, and follows every link to the portal it finds, new-tab links included, two links deep: each page must be neither the
// not-found page nor blank, and neither it nor its calls may answer 4xx or 5xx or log a console error. The links
// are read from the rendered pages, so a new link is covered without editing this test.
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { createAxeCheck } from './axe';
import { launchBrowser, MOBILE_VIEWPORT } from './browser';
import { createCrawler, linksOfHeaderMenus } from './crawl';
import { isExpectedAbsence, logInAs } from './session-pages';
import { postgresPortalUrl as portal } from './portals';

// The PostgreSQL portal, whose rows tests may change: following a link may change what it shows next (opening a
// conversation of the IM page reads its messages), which the tests of the embedded portal count on.
/** Issue 25: the home page and its header menu, and two links on from there. */
const MAX_DEPTH = 2;
const PARALLEL_PAGES = 6;
// A guard against a link generator gone wrong (paging without end), far above what two links deep reach.
const MAX_PAGES = 600;
/** The logout frame ends the session: its link is the one not followed (spec §4). */
const NOT_CRAWLED = [/^\/logout\//];
/**
 * The segments after which a path names one record of many (spec §2: /shops/{shopCode},
 * /shops/{shopCode}/listedProducts/{productId}, /catalog/detail/{id}, /eventShows/{id}; the news and lives pages).
 * Pages of one route differ in their record, not in what a role sees on them: each role visits a few of each
 * route (the visitor's crawler of issue 8 visits every one).
 */
const RECORD_COLLECTIONS = new Set(['shops', 'listedProducts', 'detail', 'eventShows', 'lives', 'news', 'invitations']);
const SAMPLES_PER_ROUTE = 1;
/**
 * The public pages (those under a language, /m/{lang}/… and /{lang}/…) show every logged-in role the same links
 * but for the header, whose menus each role's crawl opens on its start page: the role that reaches one first
 * crawls it, the others their own pages (user centre, workbench, messages, …) and what those lead to. This keeps
 * the crawl of six roles near the time of two (the crawler crawls the public pages as a visitor).
 */
const publicRoutesOfLoggedInRoles = new Map<string, number>();
const isPublicPage = (key: string) => /^(?:\/m)?\/(?:en-US|zh-CN)(?:\/|$)/.test(key);

interface Role {
  name: string;
  /**
   * The home page it starts at, of its account's language: the header's links are the same in both, and each
   * language's pages are crawled by some role.
   */
  startPages: readonly string[];
  /** The demo account (fixtures/seed/accounts.json). */
  account: string;
  /** Where the header's links of this role go, whose pages the crawl must have reached (spec §2, §6; issue 25). */
  reaches: readonly string[];
  /** Whether axe-core checks each page it reaches (issue 29: the buyer's pages, as the visitor's are the crawler's). */
  checksAccessibility?: boolean;
}

const ROLES: readonly Role[] = [
  {
    name: 'buyer',
    // Both languages: the buyer's pages are checked for accessibility in each (issue 29).
    startPages: ['/m/en-US/', '/m/zh-CN/'],
    account: 'buyer@demo.fair',
    reaches: [
      '/m/member/usercenter/index',
      '/m/member/memberselffollowingmemberbuyer/index',
      '/m/member/sitenotificationreminderself/index',
      '/member/instantmessageself/index',
    ],
    checksAccessibility: true,
  },
  {
    name: 'buyer without company',
    startPages: ['/m/en-US/'],
    account: 'newbuyer@demo.fair',
    reaches: ['/m/member/usercenter/index', '/m/member/memberselffollowingmemberbuyer/index'],
  },
  {
    name: 'seller',
    startPages: ['/m/zh-CN/'],
    account: 'seller@demo.fair',
    reaches: ['/seller/workbench/index', '/m/seller/usercenter/index', '/m/seller/memberselffollowingmemberseller/index', '/seller/instantmessageself/index'],
  },
  { name: 'group', startPages: ['/m/zh-CN/'], account: 'group@demo.fair', reaches: ['/group/workbench/index'] },
  { name: 'employee', startPages: ['/m/zh-CN/'], account: 'employee@demo.fair', reaches: ['/work/workbench/index'] },
  {
    name: 'media',
    startPages: ['/m/en-US/'],
    account: 'media@demo.fair',
    reaches: ['/m/member/usercenter/index', '/m/member/memberselffollowingmemberbuyer/index'],
  },
];

/** The route of a crawl's page key: its records' ids and its query's values left out, its language kept. */
function routeOf(key: string): string {
  const [path = '', language = ''] = key.split(' in ');
  const url = new URL(path, portal);
  const segments = url.pathname.split('/');
  const route = segments.map((segment, at) =>
    at > 0 && RECORD_COLLECTIONS.has(segments[at - 1] ?? '') && !RECORD_COLLECTIONS.has(segment) ? '{id}' : segment,
  );
  const queryNames = [...new Set(url.searchParams.keys())].sort();
  return `${route.join('/')}?${queryNames.join('&')}${url.hash} ${language}`;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The cookies and storage of a logged-in session of `account`, for each window of the crawl to start from. */
async function sessionOf(account: string): Promise<BrowserContextOptions['storageState']> {
  const { page } = await logInAs(browser, account, portal);
  try {
    return await page.context().storageState();
  } finally {
    await page.context().close();
  }
}

describe('every link the portal renders for each role', () => {
  // One role after another, six windows each: the roles at once (24 windows) pushed the portal's event loop past
  // its load-shedding limit on a 2-core machine, and it answered 503, as it should under such load.
  it.for(ROLES)('leads the $name to a page, never to a 404, a failed call or a console error', { timeout: 900_000 }, async (role, { expect }) => {
    const startedAt = Date.now();
    const storageState = await sessionOf(role.account);
    const axe = role.checksAccessibility ? createAxeCheck() : undefined;
    const { seen, findings, notSampled, shedVisits } = await createCrawler({
      portal,
      startPages: role.startPages,
      openWindow: async () =>
        (
          await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true, serviceWorkers: 'block', storageState })
        ).newPage(),
      parallelPages: PARALLEL_PAGES,
      maxPages: MAX_PAGES,
      maxDepth: MAX_DEPTH,
      notCrawled: NOT_CRAWLED,
      linksOfStartPage: linksOfHeaderMenus,
      checkResponses: true,
      expectedFailure: isExpectedAbsence,
      checkBlankPages: true,
      keepFragmentRoutes: true,
      routeOf: (key) => (isPublicPage(key) ? routeOf(key) : `${role.name}: ${routeOf(key)}`),
      samplesPerRoute: SAMPLES_PER_ROUTE,
      samplesOfRoute: publicRoutesOfLoggedInRoles,
      checkPage: axe?.checkPage,
    }).crawl();
    const seconds = Math.round((Date.now() - startedAt) / 1000);
    console.info(
      `role crawl, ${role.name}: ${seen.length - notSampled} pages visited (${notSampled} more of their routes left out) in ${seconds} s, ${findings.length} findings, ${shedVisits} visits made again after a 503`,
    );

    if (axe) console.info(`role crawl, ${role.name}: axe-core violations by rule\n${axe.report()}`);

    expect(findings).toEqual([]);
    expect(seen.length).toBeLessThan(MAX_PAGES);
    // The header's links of the role were read, whatever language they open in.
    for (const path of role.reaches)
      expect(
        seen.some((key) => key.startsWith(path)),
        path,
      ).toBe(true);
  });
});
