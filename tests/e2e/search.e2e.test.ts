// The search of spec §2, §3, §5, §7 and §8 in a real browser against the real server and its seeded catalogue.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestBrowser, openMobilePage, type MobilePage } from './browser';
import { type PageConfigDocument, readLiveDocument, storeLiveDocument } from './live-page-config';
import { embeddedPortalUrl, postgresPortalUrl } from './portals';

type Language = 'en-US' | 'zh-CN';

const TEXTS = {
  'en-US': {
    product: 'Product',
    exhibitor: 'Exhibitor',
    booth: 'Booth',
    search: 'Search',
    blank: 'Please enter a keyword at least for your search.',
    recent: 'Recent Searches',
    clear: 'Clear history',
    boothPlaceholder: 'Booth number, e.g. 1.1A01',
    productQuery: 'drill',
    productTitle: 'Cordless Drill 20V',
    brand: 'Brand',
    exhibitorQuery: 'lighting',
    exhibitorName: 'Ningbo Brightway Lighting Co., Ltd.',
    area: 'Area B',
    badge: 'Green Award',
    noResult: 'No result',
    noMore: 'No More',
    failed: 'Request failed, click to reload',
    salesInformation: 'Sales information',
    total: /Total \d+ items/,
  },
  'zh-CN': {
    product: '展品',
    exhibitor: '展商',
    booth: '展位',
    search: '搜索',
    blank: '请至少输入一个关键词进行搜索。',
    recent: '最近搜索',
    clear: '清除历史记录',
    boothPlaceholder: '请输入展位号，如 1.1A01',
    productQuery: '电钻',
    productTitle: '20V 无线电钻',
    brand: '品牌',
    exhibitorQuery: '照明',
    exhibitorName: '宁波明途照明有限公司',
    area: 'B展区',
    badge: '绿色奖',
    noResult: '无结果',
    noMore: '没有更多了',
    failed: '请求失败，点击重新加载',
    salesInformation: '销售信息',
    total: /共 \d+ 条/,
  },
} as const;

const { browser, closeAfterTest } = useTestBrowser();

/** A returning visitor's page: the register tip was dismissed on an earlier visit, so it covers nothing. */
async function open(path: string, base: string = embeddedPortalUrl): Promise<MobilePage> {
  const mobile = await openMobilePage(browser());
  closeAfterTest(mobile);
  await mobile.page.addInitScript(() => window.localStorage.setItem('portal.dismissed.registerTip', 'dismissed'));
  await mobile.page.goto(`${base}${path}`);
  return mobile;
}

const keywordBox = (page: Page) => page.getByRole('combobox');
const options = (page: Page) => page.getByRole('option');
const searchedUrl = (page: Page) => new URL(page.url());

async function searchFromHome(page: Page, keyword: string): Promise<void> {
  await keywordBox(page).fill(keyword);
  await keywordBox(page).press('Enter');
  await page.waitForURL(/\/search\?/);
}

describe.each(['en-US', 'zh-CN'] as const)('search in %s', (language: Language) => {
  const text = TEXTS[language];

  it('refuses a blank keyword with a toast and stays on the home page', async () => {
    const { page } = await open(`/m/${language}/`);
    await keywordBox(page).fill('   ');
    await page.getByRole('button', { name: text.search, exact: true }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toContain(text.blank);
    expect(searchedUrl(page).pathname).toBe(`/m/${language}/`);
  });

  it('suggests as one types, highlights the matched part, and searches a picked suggestion', async () => {
    const { page } = await open(`/m/${language}/`);
    await keywordBox(page).fill(text.productQuery);
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    const marks = await options(page).locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.toLowerCase()).toBe(text.productQuery);
    const picked = (await options(page).first().textContent()) ?? '';
    await keywordBox(page).press('ArrowDown');
    await keywordBox(page).press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(searchedUrl(page).searchParams.get('type')).toBe('1');
    expect(searchedUrl(page).searchParams.get('keyword')).toBe(picked);
  });

  it('shows product results with their sales information and opens the product and its shop', async () => {
    const { page } = await open(`/m/${language}/`);
    await searchFromHome(page, `  ${text.productQuery} `);
    expect(searchedUrl(page).searchParams.get('keyword')).toBe(text.productQuery);
    const card = page.getByRole('link').filter({ hasText: text.productTitle });
    await expect.poll(() => card.textContent()).toContain(text.brand);
    await card.click();
    await page.waitForURL(/\/listedProducts\/prd-3001$/);
    await page.getByRole('heading', { name: text.salesInformation }).waitFor();
    await page
      .getByRole('link')
      .filter({ hasText: language === 'en-US' ? 'Pearl River Tools' : '珠江工具' })
      .click();
    await page.waitForURL(/\/shops\/pearl-river-tools$/);
    await page.getByText('1.1A01').first().waitFor();
  });

  it('shows exhibitor results with their area and badges', async () => {
    const { page } = await open(`/m/${language}/`);
    await page.getByText(text.exhibitor, { exact: true }).click();
    await searchFromHome(page, text.exhibitorQuery);
    expect(searchedUrl(page).searchParams.get('type')).toBe('2');
    const card = page.getByRole('link').filter({ hasText: text.exhibitorName });
    await expect.poll(() => card.textContent()).toContain(text.area);
    expect(await card.textContent()).toContain(text.badge);
    await card.click();
    await page.waitForURL(/\/shops\/brightway-lighting$/);
  });

  it('searches booths by number with the 1.1A01 placeholder and offers no suggestions', async () => {
    const { page } = await open(`/m/${language}/`);
    await page.getByText(text.booth, { exact: true }).click();
    expect(await keywordBox(page).getAttribute('placeholder')).toBe(text.boothPlaceholder);
    const suggestCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/complete/suggest')) suggestCalls.push(request.url());
    });
    await keywordBox(page).fill('1.1a');
    await page.waitForTimeout(400);
    expect(await options(page).count()).toBe(0);
    expect(suggestCalls).toEqual([]);
    await keywordBox(page).press('Enter');
    await page.waitForURL(/\/search\?/);
    expect(searchedUrl(page).searchParams.get('type')).toBe('3');
    await page.getByRole('heading', { name: '1.1A01' }).waitFor();
    expect(await page.getByRole('heading', { name: '10.1C05' }).count()).toBe(0);
  });

  it('keeps the recent searches of each type, offers them on a blank box, and clears them', async () => {
    const { page } = await open(`/m/${language}/`);
    await searchFromHome(page, text.productQuery);
    await page.goBack();
    // The results page has a search box too: the home page's own is the one in its section. Going back may
    // bring the last keyword back into it, so each look empties the box first.
    const homeBox = page.locator('[data-section="HOMESEARCH"]').getByRole('combobox');
    const recent = page.getByRole('listbox', { name: text.recent });
    await expect
      .poll(async () => {
        await homeBox.fill('');
        await homeBox.click();
        return recent.getByRole('option').allTextContents();
      })
      .toEqual([text.productQuery]);
    await page.getByText(text.exhibitor, { exact: true }).click();
    await keywordBox(page).focus();
    expect(await page.getByRole('listbox', { name: text.recent }).count()).toBe(0);
    await page.getByText(text.product, { exact: true }).click();
    await keywordBox(page).focus();
    await page.getByRole('button', { name: text.clear }).click();
    await expect.poll(() => page.getByRole('listbox', { name: text.recent }).count()).toBe(0);
    await page.reload();
    await keywordBox(page).focus();
    await page.waitForTimeout(300);
    expect(await page.getByRole('listbox', { name: text.recent }).count()).toBe(0);
  });

  it('says No result for a keyword nothing matches', async () => {
    const { page } = await open(`/m/${language}/search?type=1&keyword=qqzzxx`);
    await page.getByText(text.noResult, { exact: true }).waitFor();
  });

  it('pages through many results with the total, page buttons and No More on the last page', async () => {
    const { page } = await open(`/m/${language}/search?type=1&keyword=e&size=10`);
    await page.getByText(text.total).waitFor();
    const firstPage = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(firstPage).toHaveLength(10);
    expect(await page.getByText(text.noMore).count()).toBe(0);
    await page
      .getByRole('navigation')
      .getByRole('button', { name: /^(Page 2|第 2 页)$/ })
      .click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => page.getByRole('heading', { level: 2 }).allTextContents()).not.toEqual(firstPage);
  });

  it('offers a reload when the results request fails, and the reload shows them', async () => {
    const mobile = await openMobilePage(browser());
    closeAfterTest(mobile);
    const { page } = mobile;
    await page.route('**/epSearch?**', (route) => route.abort());
    await page.goto(`${embeddedPortalUrl}/m/${language}/search?type=1&keyword=${encodeURIComponent(text.productQuery)}`);
    const reload = page.getByText(text.failed);
    await reload.waitFor();
    await page.unroute('**/epSearch?**');
    await reload.click();
    await page.getByRole('link').filter({ hasText: text.productTitle }).waitFor();
  });
});

describe('Chinese keywords', () => {
  it('are searched in simplified Chinese when typed in traditional', async () => {
    const { page } = await open('/m/zh-CN/');
    await searchFromHome(page, '無線電鑽');
    expect(searchedUrl(page).searchParams.get('keyword')).toBe('无线电钻');
    await page.getByRole('link').filter({ hasText: '20V 无线电钻' }).waitFor();
  });

  it('are searched as typed, and the failure logged, when the converter fails', async () => {
    const mobile = await openMobilePage(browser());
    closeAfterTest(mobile);
    await mobile.page.route('**/public/api/msc/zhConverter?**', (route) => route.fulfill({ status: 500, body: '{}' }));
    await mobile.page.goto(`${embeddedPortalUrl}/m/zh-CN/`);
    await searchFromHome(mobile.page, '電鑽');
    expect(searchedUrl(mobile.page).searchParams.get('keyword')).toBe('電鑽');
    expect(mobile.consoleWarnings.join('\n')).toContain('converter');
  });
});

describe('autocomplete replies', () => {
  it('never let an older, slower reply replace the suggestions of what is typed now', async () => {
    const { page } = await open('/m/en-US/');
    await page.route('**/complete/suggest', async (route) => {
      const { q } = route.request().postDataJSON() as { q: string };
      if (q === 'dr') await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await keywordBox(page).fill('dr');
    await page.waitForTimeout(300);
    await keywordBox(page).fill('light');
    await expect.poll(() => options(page).count()).toBeGreaterThan(0);
    await page.waitForTimeout(1800);
    const keys = await options(page).allTextContents();
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(key.toLowerCase()).toContain('light');
  });

  it('treat corrupt stored history as empty and say so in the console', async () => {
    const mobile = await openMobilePage(browser());
    closeAfterTest(mobile);
    await mobile.page.addInitScript(() => window.localStorage.setItem('portal.searchHistory.product', '{not json'));
    await mobile.page.goto(`${embeddedPortalUrl}/m/en-US/`);
    await keywordBox(mobile.page).focus();
    await mobile.page.waitForTimeout(300);
    expect(await mobile.page.getByRole('listbox').count()).toBe(0);
    expect(mobile.consoleWarnings.join('\n')).toMatch(/history/i);
  });
});

describe('booth search switched off by its flag', () => {
  let original: PageConfigDocument;
  beforeAll(async () => {
    original = await readLiveDocument();
  });
  afterAll(() => storeLiveDocument(original));

  it('hides the booth type on the home page and on the results page', async () => {
    const changed = structuredClone(original);
    changed.sections.HOMESEARCH = { ...(changed.sections.HOMESEARCH as object), boothSearchEnabled: false };
    await storeLiveDocument(changed);
    const base = postgresPortalUrl;
    const { page } = await open('/m/en-US/', base);
    await keywordBox(page).waitFor();
    expect(await page.getByText('Booth', { exact: true }).count()).toBe(0);
    await page.goto(`${base}/m/en-US/search?type=2&keyword=lighting`);
    await page.getByText('Exhibitor', { exact: true }).waitFor();
    expect(await page.getByText('Booth', { exact: true }).count()).toBe(0);
  });
});
