// Issue 8: no link on the portal leads nowhere. A visitor's browser starts at both home pages, follows every
// link to the portal it finds (scrolling each sectioned page through, so lazy sections show their links too),
// and must meet no 404 page and no console error anywhere. Links are followed inside the single-page app, as
// its own links are, so each window boots the app once.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, MOBILE_VIEWPORT, scrollThroughPage, untilHydrated } from './browser';

const portal = inject('embeddedPortalUrl');
const START_PAGES = ['/m/en-US/', '/m/zh-CN/'];
// Most of a page's time is the wait for its network to be quiet: several at once keep the machine busy.
const PARALLEL_PAGES = 6;
// A page has settled when no request of it has been in flight for this long (as Playwright's networkidle)...
const QUIET_MS = 500;
// ...or after this long at the most (a call that never ends is the page's business, not the crawl's).
const SETTLE_LIMIT_MS = 10_000;
// A guard against a link generator gone wrong (paging without end), far above what the seed has.
const MAX_PAGES = 900;
/** Not pages of this portal: the logout frame ends the session, and the back offices are other applications. */
const NOT_CRAWLED = [/^\/logout\//, /^\/(member|seller|vendor|work|group)\//];

interface Visit {
  path: string;
  /** The page whose link led here. */
  from: string;
  /**
   * For a path without a language (the footer pages, spec §2), the page to open first: such a path opens in
   * the language the visitor last chose, so it is followed once from each language's page.
   */
  via?: string;
}

interface Finding {
  path: string;
  from: string;
  problem: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The portal path (with its query, without the fragment) a link goes to, or undefined for another site's. */
function portalPathOf(href: string): string | undefined {
  const url = new URL(href, portal);
  if (url.origin !== new URL(portal).origin) return undefined;
  const path = `${url.pathname}${url.search}`;
  return NOT_CRAWLED.some((pattern) => pattern.test(url.pathname)) ? undefined : path;
}

const languageOf = (path: string) => /^(?:\/m)?\/(en-US|zh-CN)(?:\/|$)/.exec(path)?.[1];

// Where to come back to after logging in or registering: the same page whatever it names, so visited once.
const RETURN_PARAMETERS = ['redirect_uri', 'requirement'];

/** The page a path shows, for visiting it once: the path without the return parameters. */
function pageOf(path: string): string {
  const url = new URL(path, portal);
  for (const name of RETURN_PARAMETERS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/** The next visit for a link found on `from`, and the key it is visited once by. */
function nextVisit(path: string, from: string): { key: string; visit: Visit } {
  const language = languageOf(path) ? undefined : languageOf(from);
  if (!language) return { key: pageOf(path), visit: { path, from } };
  return { key: `${pageOf(path)} in ${language}`, visit: { path, from, via: from } };
}

/** Runs `navigate` and waits until the page's requests have been quiet for QUIET_MS. */
async function settleAfter(page: Page, navigate: () => Promise<unknown>): Promise<void> {
  let inFlight = 0;
  let quietTimer: ReturnType<typeof setTimeout> | undefined;
  let limitTimer: ReturnType<typeof setTimeout> | undefined;
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const waitForQuiet = () => {
    clearTimeout(quietTimer);
    if (inFlight === 0) quietTimer = setTimeout(settle, QUIET_MS);
  };
  const started = () => {
    inFlight += 1;
    clearTimeout(quietTimer);
  };
  const ended = () => {
    inFlight = Math.max(0, inFlight - 1);
    waitForQuiet();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    await navigate();
    waitForQuiet();
    limitTimer = setTimeout(settle, SETTLE_LIMIT_MS);
    await settled;
  } finally {
    clearTimeout(quietTimer);
    clearTimeout(limitTimer);
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}

/** Follows a link to `path` as the app's own links do (the history API), or loads it when no app is open yet. */
async function open(page: Page, path: string): Promise<void> {
  const booted = page.url().startsWith(portal);
  await settleAfter(page, () =>
    booted
      ? page.evaluate((next) => {
          window.history.pushState(null, '', next);
          window.dispatchEvent(new PopStateEvent('popstate'));
          window.scrollTo(0, 0);
        }, path)
      : page.goto(`${portal}${path}`, { waitUntil: 'load' }).then(() => untilHydrated(page)),
  );
}

/** A file the server serves (a picture, an attachment), not a page of the app. */
const isFile = (path: string) => /\.[a-z0-9]{2,5}$/i.test(new URL(path, portal).pathname);

async function visit(page: Page, { path, from, via }: Visit, findings: Finding[]): Promise<string[]> {
  if (isFile(path)) {
    const reply = await page.request.get(`${portal}${path}`);
    if (!reply.ok()) findings.push({ path, from, problem: `file answers ${reply.status()}` });
    return [];
  }
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    if (via) await open(page, via);
    await open(page, path);
    if ((await page.locator('[data-section]').count()) > 0) {
      await scrollThroughPage(page);
      // Once more from the top: a section whose watch for the viewport was set up after the first pass went by
      // (a server-rendered page still hydrating on a busy machine) comes near on the second.
      await page.evaluate(() => window.scrollTo(0, 0));
      await scrollThroughPage(page);
    }
    if ((await page.locator('[data-page="not-found"]').count()) > 0) findings.push({ path, from, problem: '404 page' });
    const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    return hrefs.map(portalPathOf).filter((next): next is string => next !== undefined);
  } catch (error) {
    findings.push({ path, from, problem: `did not load: ${error instanceof Error ? error.message : String(error)}` });
    return [];
  } finally {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    for (const error of errors) findings.push({ path, from, problem: `console error: ${error}` });
  }
}

describe('every link of the portal', () => {
  it('leads a visitor to a page, never to a 404 or a console error', { timeout: 900_000 }, async () => {
    const seen = new Set<string>(START_PAGES);
    const queue: Visit[] = START_PAGES.map((path) => ({ path, from: '(start)' }));
    const findings: Finding[] = [];
    // A context (a window) each: Chromium does not render a page behind another of its window, so lazy sections
    // would never come near its viewport.
    const worker = async () => {
      const context = await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        for (const path of await visit(page, next, findings)) {
          const { key, visit: following } = nextVisit(path, next.path);
          if (seen.has(key) || seen.size >= MAX_PAGES) continue;
          seen.add(key);
          queue.push(following);
        }
      }
      await context.close();
    };
    // Workers that find the queue empty while another is still reading its page would stop early: start them
    // again until a round finds nothing new.
    while (queue.length > 0) await Promise.all(Array.from({ length: PARALLEL_PAGES }, worker));

    expect(findings).toEqual([]);
    expect(seen.size).toBeLessThan(MAX_PAGES);
    // The crawl reached the parts of the portal issue 8 completes, in both languages.
    for (const language of ['en-US', 'zh-CN']) {
      for (const part of ['/download', '/search', '/shops/', '/customPages/']) {
        expect([...seen].some((path) => path.startsWith(`/m/${language}${part}`)), `${language}${part}`).toBe(true);
      }
    }
  });
});
