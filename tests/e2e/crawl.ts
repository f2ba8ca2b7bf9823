// The link crawl of the browser tests: from start pages, follow every link to the portal the rendered pages show
// (scrolling each sectioned page through, so lazy sections show their links too), and note every page that is
// the not-found page, fails to load or logs a console error. Links are followed inside the single-page app, as
// its own links are, so each window boots the app once. Used by the visitor crawler (issue 8) and the crawl of
// each role (issue 25).
import type { Page } from 'playwright-core';
import { scrollThroughPage, untilHydrated } from './browser';

// A page has settled when no request of it has been in flight for this long (as Playwright's networkidle)...
const QUIET_MS = 500;
// ...or after this long at the most (a call that never ends is the page's business, not the crawl's).
const SETTLE_LIMIT_MS = 10_000;
// A sectioned page is scrolled through until a pass shows no new link: at least twice, at most this often.
const MAX_SCROLL_PASSES = 5;
// How long a page that shows nothing yet may take to show something (a busy machine renders late).
const BLANK_WAIT_MS = 5_000;
/** A finding that says the portal shed load: a 503 answer, or the console's line about one. */
const SHED = / answers 503$|status of 503\b/;
/** How often a visit is made when the portal sheds load, and the pause between (its Retry-After is 10 s). */
const SHED_ATTEMPTS = 3;
const SHED_PAUSE_MS = 5_000;

export interface Finding {
  path: string;
  /** The page whose link led here. */
  from: string;
  problem: string;
}

export interface CrawlOptions {
  portal: string;
  startPages: readonly string[];
  /**
   * A page in a window of its own, for each of the pages crawled at once: Chromium does not render a page behind
   * another of its window, so lazy sections would never come near its viewport.
   */
  openWindow(): Promise<Page>;
  /** Most of a page's time is the wait for its network to be quiet: several at once keep the machine busy. */
  parallelPages: number;
  /** A guard against a link generator gone wrong (paging without end): no more pages are queued past it. */
  maxPages: number;
  /** How many links away from a start page the crawl goes (a start page is 0); no limit when not given. */
  maxDepth?: number;
  /** Paths (without their query) not to follow. */
  notCrawled: readonly RegExp[];
  /** More links of a start page than its rendered links, such as those of menus that render on opening. */
  linksOfStartPage?(page: Page): Promise<string[]>;
  /**
   * Whether an answer of 400 or above to a request of the page is a finding (with the console's log of it),
   * unless it is `expectedFailure`. Without it, only the console's log of it is.
   */
  checkResponses?: boolean;
  /** A failed answer the page gets by design (spec-named absences): neither a finding nor a console error. */
  expectedFailure?(url: string, status: number): boolean;
  /** Whether a page that renders nothing (no text, picture or video) is a finding. */
  checkBlankPages?: boolean;
  /**
   * A check of each page once it has opened (and, where its links are followed, been scrolled through), such as
   * the accessibility check of axe-core (issue 29): each problem it gives back is a finding. Made during the crawl,
   * so a check of every page costs no second crawl.
   */
  checkPage?(page: Page): Promise<string[]>;
  /** Whether a fragment route (#/…, a page's own sub-pages) is part of the page a link goes to. */
  keepFragmentRoutes?: boolean;
  /**
   * The route a page is one of (its key with its ids left out), for visiting at most `samplesPerRoute` pages of
   * each; every page is visited when not given.
   */
  routeOf?(key: string): string;
  samplesPerRoute?: number;
  /** The pages visited of each route, when several crawls share them (by default this crawl's own). */
  samplesOfRoute?: Map<string, number>;
}

export interface CrawlResult {
  /** The keys of the pages visited or queued: a path, and the language it was opened in when it has none. */
  seen: string[];
  findings: Finding[];
  /** How many pages were left out as more of a route than `samplesPerRoute`. */
  notSampled: number;
  /** Visits made again because the portal shed load (503) on the first. */
  shedVisits: number;
}

interface Visit {
  path: string;
  from: string;
  depth: number;
  /**
   * For a path without a language (the footer pages, spec §2, and the pages of the user links), the page to open
   * first: such a path opens in the language the visitor last chose, so it is followed once from each language's page.
   */
  via?: string;
}

const languageOf = (path: string) => /^(?:\/m)?\/(en-US|zh-CN)(?:\/|$)/.exec(path)?.[1];

// Where to come back to after logging in or registering: the same page whatever it names, so visited once.
const RETURN_PARAMETERS = ['redirect_uri', 'requirement', 'redirect'];

export function createCrawler(options: CrawlOptions) {
  const { portal } = options;
  const origin = new URL(portal).origin;

  /** The portal path (with its query, and its fragment route if kept) a link goes to, or undefined for another site's. */
  function portalPathOf(href: string): string | undefined {
    const url = new URL(href, portal);
    if (url.origin !== origin) return undefined;
    if (options.notCrawled.some((pattern) => pattern.test(url.pathname))) return undefined;
    const fragment = options.keepFragmentRoutes && url.hash.startsWith('#/') ? url.hash : '';
    return `${url.pathname}${url.search}${fragment}`;
  }

  /** The page a path shows, for visiting it once: the path without the return parameters. */
  function pageOf(path: string): string {
    const url = new URL(path, portal);
    for (const name of RETURN_PARAMETERS) url.searchParams.delete(name);
    const fragment = options.keepFragmentRoutes && url.hash.startsWith('#/') ? url.hash : '';
    return `${url.pathname}${url.search}${fragment}`;
  }

  /** The next visit for a link found on `from`, and the key it is visited once by. */
  function nextVisit(path: string, from: Visit): { key: string; visit: Visit } {
    const depth = from.depth + 1;
    const language = languageOf(path) ? undefined : languageOf(from.path);
    if (!language) return { key: pageOf(path), visit: { path, from: from.path, depth } };
    return { key: `${pageOf(path)} in ${language}`, visit: { path, from: from.path, depth, via: from.path } };
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
    // The app is running in the window (a visit made again after a 503 has that answer's document, not the app).
    const booted = page.url().startsWith(portal) && (await page.evaluate(() => document.getElementById('root') !== null));
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

  /** Whether the console's line is Chromium's log of an answer the page gets by design. */
  function isExpectedFailureLog(text: string, source: string): boolean {
    const status = Number(/status of (\d{3})/.exec(text)?.[1]);
    return Number.isInteger(status) && options.expectedFailure?.(source, status) === true;
  }

  /** Whether the page still shows nothing a person could read or watch after BLANK_WAIT_MS. */
  const isBlank = (page: Page) =>
    page
      .waitForFunction(
        () => {
          const root = document.getElementById('root') ?? document.body;
          const shown = root.querySelector('main') ?? root;
          return shown.textContent?.trim() !== '' || shown.querySelector('img, video, svg, canvas, iframe') !== null;
        },
        undefined,
        { timeout: BLANK_WAIT_MS },
      )
      .then(
        () => false,
        () => true,
      );

  /**
   * Scrolls a sectioned page through from the top until a pass shows no new link: a section whose watch for the
   * viewport was set up after a pass went by (a server-rendered page still hydrating on a busy machine), or whose
   * code came after it, comes near on the next.
   */
  async function scrollUntilAllShown(page: Page): Promise<void> {
    let linksBefore = -1;
    for (let pass = 0; pass < MAX_SCROLL_PASSES; pass += 1) {
      // The sections a pass brought near load their code and data: the count is taken once they have.
      await settleAfter(page, async () => {
        await page.evaluate(() => window.scrollTo(0, 0));
        await scrollThroughPage(page);
      });
      const links = await page.locator('a[href]').count();
      if (pass > 0 && links === linksBefore) return;
      linksBefore = links;
    }
  }

  async function visit(page: Page, current: Visit, findings: Finding[]): Promise<string[]> {
    const { path, from, via } = current;
    const found = (problem: string) => findings.push({ path, from, problem });
    if (isFile(path)) {
      const reply = await page.request.get(`${portal}${path}`);
      if (!reply.ok()) found(`file answers ${reply.status()}`);
      return [];
    }
    const errors: string[] = [];
    const onConsole = (message: { type(): string; text(): string; location(): { url: string } }) => {
      if (message.type() !== 'error' || isExpectedFailureLog(message.text(), message.location().url)) return;
      errors.push(`${message.text()} ${message.location().url}`);
    };
    const onPageError = (error: Error) => errors.push(error.message);
    const failedCalls: string[] = [];
    const onResponse = (response: { status(): number; url(): string; request(): { method(): string } }) => {
      const status = response.status();
      if (status < 400 || options.expectedFailure?.(response.url(), status)) return;
      failedCalls.push(`${response.request().method()} ${response.url().replace(origin, '')} answers ${status}`);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    if (options.checkResponses) page.on('response', onResponse);
    try {
      if (via) await open(page, via);
      if (options.checkResponses) {
        // The app answers its own links without asking the server for the page: ask as a new tab would.
        const reply = await page.request.get(`${portal}${path}`, { maxRedirects: 0 });
        if (reply.status() >= 400) found(`page answers ${reply.status()}`);
      }
      await open(page, path);
      // The lazy sections are brought in for their links: a page whose links are not followed is checked as it opens.
      const linksFollowed = current.depth < (options.maxDepth ?? Infinity);
      if (linksFollowed && (await page.locator('[data-section]').count()) > 0) await scrollUntilAllShown(page);
      if ((await page.locator('[data-page="not-found"]').count()) > 0) found('404 page');
      else if (options.checkBlankPages && (await isBlank(page))) found('blank page: nothing rendered');
      for (const problem of (await options.checkPage?.(page)) ?? []) found(problem);
      if (!linksFollowed) return [];
      const hrefs = await page.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      if (current.depth === 0 && options.linksOfStartPage) hrefs.push(...(await options.linksOfStartPage(page)));
      return hrefs.map(portalPathOf).filter((next): next is string => next !== undefined);
    } catch (error) {
      found(`did not load: ${error instanceof Error ? error.message : String(error)}`);
      return [];
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
      page.off('response', onResponse);
      for (const error of errors) found(`console error: ${error}`);
      for (const call of new Set(failedCalls)) found(call);
    }
  }

  let shedVisits = 0;
  /**
   * Visits as a polite client would: when the portal sheds load (503, @fastify/under-pressure), the visit is
   * made again after a pause, up to twice, and only the last visit's findings count. A portal that still
   * sheds load on the third visit is a finding.
   */
  async function visitPolitely(page: Page, current: Visit, findings: Finding[]): Promise<string[]> {
    for (let attempt = 1; ; attempt += 1) {
      const found: Finding[] = [];
      const links = await visit(page, current, found);
      if (attempt === SHED_ATTEMPTS || !found.some(({ problem }) => SHED.test(problem))) {
        findings.push(...found);
        return links;
      }
      shedVisits += 1;
      await page.waitForTimeout(SHED_PAUSE_MS);
    }
  }

  /** Crawls from the start pages; what it saw and what it found wrong. */
  async function crawl(): Promise<CrawlResult> {
    const seen = new Set<string>(options.startPages);
    const queue: Visit[] = options.startPages.map((path) => ({ path, from: '(start)', depth: 0 }));
    const findings: Finding[] = [];
    const maxDepth = options.maxDepth ?? Infinity;
    const samplesOfRoute = options.samplesOfRoute ?? new Map<string, number>();
    let notSampled = 0;
    /** Whether the page of `key` is one more of its route than the crawl visits; counts it if not. */
    const sampledEnough = (key: string) => {
      if (!options.routeOf) return false;
      const route = options.routeOf(key);
      const samples = samplesOfRoute.get(route) ?? 0;
      if (samples >= (options.samplesPerRoute ?? 1)) return true;
      samplesOfRoute.set(route, samples + 1);
      return false;
    };
    // A worker that finds the queue empty waits while another still reads a page, whose links may queue more.
    let reading = 0;
    let queued: () => void = () => undefined;
    const moreQueued = () => new Promise<void>((resolve) => (queued = resolve));
    let wakeUp = moreQueued();
    const worker = async () => {
      const page = await options.openWindow();
      try {
        for (;;) {
          const next = queue.shift();
          if (!next) {
            if (reading === 0) break;
            await wakeUp;
            continue;
          }
          reading += 1;
          try {
            const links = await visitPolitely(page, next, findings);
            if (next.depth >= maxDepth) continue;
            for (const path of links) {
              const { key, visit: following } = nextVisit(path, next);
              if (seen.has(key) || seen.size >= options.maxPages) continue;
              seen.add(key);
              if (sampledEnough(key)) {
                notSampled += 1;
                continue;
              }
              queue.push(following);
            }
          } finally {
            reading -= 1;
            // Every waiting worker looks again: at what this visit queued, or, when it was the last, to stop.
            const wake = queued;
            wakeUp = moreQueued();
            wake();
          }
        }
      } finally {
        await page.context().close();
      }
    };
    await Promise.all(Array.from({ length: options.parallelPages }, worker));
    return { seen: [...seen], findings, notSampled, shedVisits };
  }

  return { crawl };
}

/** Opens each menu of the page's header (spec §2 header user area) in turn; the links each shows. */
export async function linksOfHeaderMenus(page: Page): Promise<string[]> {
  const toggles = page.locator('header').first().locator('button[aria-controls]');
  const hrefs: string[] = [];
  for (let index = 0; index < (await toggles.count()); index += 1) {
    const toggle = toggles.nth(index);
    // The header hydrates with the page, which untilHydrated knows by its sections: on a busy machine a click on
    // the toggle before React holds it is a click on HTML, and its menu never opens (a CI run waited 30 s for it).
    await page.waitForFunction(
      (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      await toggle.elementHandle(),
    );
    await toggle.click();
    const panel = page.locator(`[id="${await toggle.getAttribute('aria-controls')}"]`);
    await panel.waitFor();
    hrefs.push(...(await panel.locator('a[href]').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))));
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
  }
  return hrefs;
}
