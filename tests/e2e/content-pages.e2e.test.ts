// Issue 8: the content pages in a real browser against the real server and its seeded page configurations — a
// custom page and each footer page in both languages (the footer's paths without a language segment open in
// the visitor's chosen one), and an employee's published change to `about` that a visitor then sees.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage, type MobilePage } from './browser';
import { logInAs } from './session-pages';
import { embeddedPortalUrl, postgresPortalUrl } from './portals';

type Language = 'en-US' | 'zh-CN';

const TITLES: Record<Language, { liveHall: string; about: string; legal: string; cookies: string; sitemap: string }> = {
  'en-US': { liveHall: 'Live hall', about: 'About the Global Trade Fair', legal: 'Legal documents', cookies: 'Cookie policy', sitemap: 'Sitemap' },
  'zh-CN': { liveHall: '直播大厅', about: '关于全球贸易博览会', legal: '法律文件', cookies: 'Cookie 政策', sitemap: '网站地图' },
};

let browser: Browser;
const opened: MobilePage[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function visitor(): Promise<MobilePage> {
  const mobile = await openMobilePage(browser);
  opened.push(mobile);
  return mobile;
}

/** Opens the home page in `language`, which the portal then remembers as the visitor's choice. */
async function chooseLanguage(mobile: MobilePage, base: string, language: Language): Promise<void> {
  await mobile.page.goto(`${base}/m/${language}/`);
  await mobile.page.locator('[data-section]').first().waitFor({ state: 'attached' });
  await expect.poll(() => mobile.page.evaluate(() => window.localStorage.getItem('portal.language'))).toBe(language);
}

/** The red page bar's title once the page has its configuration. */
const barTitle = (mobile: MobilePage) => mobile.page.locator('header h1').first();

describe.each<Language>(['en-US', 'zh-CN'])('the content pages in %s', (language) => {
  const base = () => embeddedPortalUrl;
  const titles = TITLES[language];

  it('opens a custom page from its stored configuration, by the section engine', async () => {
    const mobile = await visitor();
    await mobile.page.goto(`${base()}/m/${language}/customPages/liveHall`);
    await mobile.page.locator('[data-page="custom-live-hall"] [data-section="RICHTEXT"] h3').first().waitFor();
    expect(await barTitle(mobile).textContent()).toBe(titles.liveHall);
    expect(await mobile.page.locator('[data-section]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')))).toEqual([
      'PAGEHERO',
      'RICHTEXT',
      'LINKLIST',
    ]);
    expect(mobile.consoleErrors).toEqual([]);
  });

  it.each([
    ['/m/pages/关于我们', 'about', 'about'],
    ['/m/pages/法律文件', 'legal', 'legal'],
    ['/pages/Cookies政策', 'cookie-policy', 'cookies'],
  ] as const)('opens the footer page %s in the language chosen last', async (path, config, title) => {
    const mobile = await visitor();
    await chooseLanguage(mobile, base(), language);
    await mobile.page.goto(`${base()}${encodeURI(path)}`);
    await mobile.page.locator(`[data-page="${config}"] [data-section="PAGEHERO"] h2`).waitFor();
    expect(decodeURI(new URL(mobile.page.url()).pathname)).toBe(`/m/${language}${path.replace(/^\/m/, '')}`);
    expect(await barTitle(mobile).textContent()).toBe(TITLES[language][title]);
    expect(mobile.consoleErrors).toEqual([]);
  });

  it('lists every public page on the sitemap, /m/customPages/sitemap, and its links open', async () => {
    const mobile = await visitor();
    await chooseLanguage(mobile, base(), language);
    await mobile.page.goto(`${base()}/m/customPages/sitemap`);
    await mobile.page.getByRole('heading', { level: 1, name: titles.sitemap }).waitFor();
    const links = mobile.page.locator('main a');
    expect(await links.count()).toBeGreaterThan(30);
    await mobile.page.getByRole('link', { name: titles.liveHall }).click();
    await mobile.page.locator('[data-page="custom-live-hall"]').waitFor();
    expect(mobile.consoleErrors).toEqual([]);
  });
});

describe('an operator edits the about page', () => {
  it('hides its contact card, publishes, and a visitor no longer sees it', async () => {
    const base = postgresPortalUrl;
    const aboutSections = async () => {
      const mobile = await visitor();
      await mobile.page.goto(`${base}/m/en-US/pages/${encodeURIComponent('关于我们')}`);
      await mobile.page.locator('[data-page="about"] [data-section="PAGEHERO"]').waitFor();
      await mobile.page.waitForLoadState('networkidle');
      return mobile.page.locator('[data-section]').evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')));
    };
    expect(await aboutSections()).toContain('CONTACTCARD');

    // employee@demo.fair speaks Chinese: the operator page does too.
    const operator = await logInAs(browser, 'employee@demo.fair', base, '/work/pageconfigs/about?lang=en-US');
    const row = operator.page.getByRole('listitem', { name: /CONTACTCARD/ });
    await row.getByRole('checkbox', { name: '显示', exact: true }).uncheck();
    await operator.page.getByRole('button', { name: '保存草稿' }).click();
    // The preview shows the saved draft, without the card, before the operator publishes it (publishing ends the draft).
    const shownInDraftPreview = () =>
      operator.page
        .frames()
        .find((frame) => frame.url().includes('preview='))
        ?.locator('[data-section]')
        .evaluateAll((sections) => sections.map((section) => section.getAttribute('data-section')));
    await expect.poll(shownInDraftPreview, { timeout: 15_000 }).toEqual(['PAGEHERO', 'RICHTEXT', 'LINKLIST']);
    await operator.page.getByRole('button', { name: '发布' }).click();
    await operator.page.getByText(/第 \d+ 版已上线/).waitFor();

    expect(await aboutSections()).toEqual(['PAGEHERO', 'RICHTEXT', 'LINKLIST']);
    expect(operator.consoleErrors).toEqual([]);
  });
});
