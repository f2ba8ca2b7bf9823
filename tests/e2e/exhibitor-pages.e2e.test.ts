// The exhibitor page's parts, event shows, the exhibitor search, the report form, the industry sites and the
// embedded pages (spec §2, issue 8) in a real browser against the real server and its seed.
import { describe, expect, it } from 'vitest';
import { useTestBrowser, openMobilePage, type MobilePage } from './browser';
import { embeddedPortalUrl } from './portals';

const TEXTS = {
  'en-US': {
    events: 'Event shows',
    show: 'Solar Garden Lights 2027 Launch',
    upcoming: 'Upcoming',
    exhibitors: 'Exhibitors',
    keyword: 'Search exhibitors by name or main products',
    search: 'Search',
    submit: 'Submit report',
    reference: /^Reference number: R\d{8}-[0-9A-Z]{6}$/,
    refused: 'This page cannot be shown here',
  },
  'zh-CN': {
    events: '展商活动',
    show: '2027款太阳能庭院灯新品发布会',
    upcoming: '即将开始',
    exhibitors: '展商',
    keyword: '按名称或主营产品搜索展商',
    search: '搜索',
    submit: '提交举报',
    reference: /^举报编号：R\d{8}-[0-9A-Z]{6}$/,
    refused: '无法在此显示该页面',
  },
} as const;

const { browser, closeAfterTest } = useTestBrowser();

async function open(path: string, language?: 'en-US' | 'zh-CN'): Promise<MobilePage> {
  const mobile = await openMobilePage(browser());
  closeAfterTest(mobile);
  await mobile.page.addInitScript((chosen) => {
    window.localStorage.setItem('portal.dismissed.registerTip', 'dismissed');
    if (chosen) window.localStorage.setItem('portal.language', chosen);
  }, language ?? null);
  await mobile.page.goto(`${embeddedPortalUrl}${path}`);
  return mobile;
}

describe.each(['en-US', 'zh-CN'] as const)('a visitor in %s', (language) => {
  const text = TEXTS[language];

  it('opens a shop with a keyword at #/events, and an event show from it', async () => {
    const { page, consoleErrors } = await open(`/m/${language}/shops/brightway-lighting?keyword=solar#/events`);
    const shows = page.getByRole('list', { name: text.events });
    await shows.getByRole('heading', { name: text.show }).waitFor();
    await shows.getByRole('link', { name: new RegExp(text.show) }).click();
    await page.waitForURL(/\/eventShows\/\d+$/);
    await page.getByRole('heading', { level: 2, name: text.show }).waitFor();
    expect(await page.getByText(text.upcoming, { exact: true }).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('searches the exhibitors at /detailed', async () => {
    const { page, consoleErrors } = await open(`/m/${language}/detailed`);
    const list = page.getByRole('list', { name: text.exhibitors });
    await expect.poll(() => list.getByRole('link').count()).toBe(12);
    await page.getByRole('searchbox', { name: text.keyword }).fill('lighting');
    await page.getByRole('button', { name: text.search, exact: true }).click();
    await page.waitForURL(/keyword=lighting/);
    await expect.poll(() => list.getByRole('link').count()).toBe(2);
    expect(consoleErrors).toEqual([]);
  });

  it('submits a report and is shown its reference number', async () => {
    const { page, consoleErrors } = await open(`/m/${language}/report?target=brightway-lighting`);
    await page.locator('textarea').fill('These solar lights copy our registered design.');
    await page.locator('input[type=email]').fill('legal@example.com');
    await page.getByRole('button', { name: text.submit }).click();
    await page.getByText(text.reference).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('refuses to frame another site on an embedded page', async () => {
    const { page, consoleErrors } = await open(`/embeddedpage/index?menu=1&url=${encodeURIComponent('https://evil.example/')}`, language);
    await page.getByRole('heading', { name: text.refused }).waitFor();
    expect(await page.locator('iframe').count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

describe('industry sites and embedded pages', () => {
  it("shows an industry site's home page, and its mini-program variant without the APP button", async () => {
    const site = await open('/b2bshop/en-US/index/industrySites/1002');
    await site.page.getByRole('img', { name: 'Electronics & Appliances Site — Autumn Session' }).waitFor();
    await site.page.locator('[data-floating-window] a').first().waitFor();
    const mini = await open('/b2bshop/zh-CN/index/miniProg/industrySites/1003');
    await mini.page.getByRole('img', { name: '家居园艺行业站 · 家具与装饰' }).waitFor();
    await mini.page.locator('[data-floating-window]').waitFor({ state: 'attached' });
    expect(await mini.page.locator('[data-floating-window] a[aria-label]').count()).toBe(0);
    expect([...site.consoleErrors, ...mini.consoleErrors]).toEqual([]);
  });

  it('frames an allow-listed page, the CSP letting it in', async () => {
    const { page } = await open(`/embeddedpage/index?url=${encodeURIComponent('https://app.globaltradefair.example/intro')}`, 'en-US');
    const frame = page.locator('iframe');
    await frame.waitFor({ state: 'attached' });
    expect(await frame.getAttribute('src')).toBe('https://app.globaltradefair.example/intro');
    const response = await page.request.get(`${embeddedPortalUrl}/embeddedpage/index`);
    expect(response.headers()['content-security-policy']).toContain("frame-src 'self' https://app.globaltradefair.example");
  });
});
