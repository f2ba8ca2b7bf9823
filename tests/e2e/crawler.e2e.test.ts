// Issue 8: no link on the portal leads nowhere. A visitor's browser starts at both home pages, follows every
// link to the portal it finds (scrolling each sectioned page through, so lazy sections show their links too),
// and must meet no 404 page and no console error anywhere.
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, MOBILE_VIEWPORT, scrollThroughPage } from './browser';

const portal = inject('embeddedPortalUrl');
const START_PAGES = ['/m/en-US/', '/m/zh-CN/'];
const PARALLEL_PAGES = 3;
// A guard against a link generator gone wrong (paging without end), far above what the seed has.
const MAX_PAGES = 900;
/** Not pages of this portal: the logout frame ends the session, and the back offices are other applications. */
const NOT_CRAWLED = [/^\/logout\//, /^\/(member|seller|vendor|work|group)\//];

interface Visit {
  path: string;
  /** The page whose link led here. */
  from: string;
}

interface Finding {
  path: string;
  from: string;
  problem: string;
}

let browser: Browser;
let context: BrowserContext;
beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: MOBILE_VIEWPORT, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** The portal path (with its query, without the fragment) a link goes to, or undefined for another site's. */
function portalPathOf(href: string): string | undefined {
  const url = new URL(href, portal);
  if (url.origin !== new URL(portal).origin) return undefined;
  const path = `${url.pathname}${url.search}`;
  return NOT_CRAWLED.some((pattern) => pattern.test(url.pathname)) ? undefined : path;
}

async function visit(page: Page, { path, from }: Visit, findings: Finding[]): Promise<string[]> {
  const errors: string[] = [];
  const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
    if (message.type() === 'error') errors.push(`${message.text()} ${message.location().url}`);
  };
  const onPageError = (error: Error) => errors.push(error.message);
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  try {
    await page.goto(`${portal}${path}`, { waitUntil: 'networkidle' });
    if ((await page.locator('[data-section]').count()) > 0) await scrollThroughPage(page);
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
    const worker = async () => {
      const page = await context.newPage();
      for (let next = queue.shift(); next; next = queue.shift()) {
        for (const path of await visit(page, next, findings)) {
          if (seen.has(path) || seen.size >= MAX_PAGES) continue;
          seen.add(path);
          queue.push({ path, from: next.path });
        }
      }
      await page.close();
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
