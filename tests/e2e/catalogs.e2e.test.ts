// Exhibitors' e-catalogues, a buyer's saved catalogues and short videos (spec §2, issue 8) in a real browser
// against the real server and its seeded catalogues and videos.
import { describe, expect, it } from 'vitest';
import { useTestBrowser, openMobilePage, type MobilePage } from './browser';
import { logInAs } from './session-pages';
import { embeddedPortalUrl } from './portals';

const TEXTS = {
  'en-US': {
    list: 'E-catalogues',
    catalog: 'Cordless Power Tools 2025',
    exhibitor: 'Pearl River Tools Manufacturing Co., Ltd.',
    product: 'Cordless Drill 20V',
    noMore: 'No More',
  },
  'zh-CN': { list: '电子图册', catalog: '2025 无线电动工具目录', exhibitor: '珠江工具制造有限公司', product: '20V 无线电钻', noMore: '没有更多了' },
} as const;

const { browser, closeAfterTest } = useTestBrowser();

async function open(path: string): Promise<MobilePage> {
  const mobile = await openMobilePage(browser());
  closeAfterTest(mobile);
  await mobile.page.addInitScript(() => window.localStorage.setItem('portal.dismissed.registerTip', 'dismissed'));
  await mobile.page.goto(`${embeddedPortalUrl}${path}`);
  return mobile;
}

describe.each(['en-US', 'zh-CN'] as const)('a visitor in %s', (language) => {
  const text = TEXTS[language];

  it('opens the catalogue list, loads it to the end, and opens a catalogue with its exhibitor and products', async () => {
    const { page, consoleErrors } = await open(`/m/${language}/catalog`);
    await page.getByRole('heading', { level: 1, name: text.list }).waitFor();
    const list = page.getByRole('list', { name: text.list });
    await page.getByText(text.noMore).scrollIntoViewIfNeeded();
    await expect.poll(() => list.getByRole('link').count()).toBe(9);
    await list.getByRole('link', { name: new RegExp(text.catalog) }).click();
    await page.waitForURL(/\/catalog\/detail\/ecat-1001$/);
    await page.getByRole('heading', { level: 2, name: text.catalog }).waitFor();
    expect(await page.getByRole('link', { name: text.exhibitor, exact: true }).getAttribute('href')).toBe(`/m/${language}/shops/pearl-river-tools`);
    expect(await page.getByRole('link', { name: new RegExp(text.product) }).getAttribute('href')).toBe(
      `/m/${language}/shops/pearl-river-tools/listedProducts/prd-3001`,
    );
    expect(consoleErrors).toEqual([]);
  });
});

describe('a buyer', () => {
  it('saves a catalogue and finds it in my catalogues', async () => {
    const buyer = await logInAs(browser(), 'member@demo.fair', embeddedPortalUrl, '/m/en-US/catalog/detail/ecat-1005');
    closeAfterTest(buyer);
    const { page } = buyer;
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('button', { name: 'Saved' }).waitFor();
    await page.goto(`${embeddedPortalUrl}/m/en-US/catalogList`);
    const mine = page.getByRole('list', { name: 'My catalogues' });
    await expect.poll(() => mine.getByRole('link').allTextContents()).toEqual([expect.stringContaining('Mobile Power & Audio')]);
    expect(buyer.consoleErrors).toEqual([]);
  });
});

describe('short videos', () => {
  it("open from the list, and a video's next link opens the next video", async () => {
    const { page, consoleErrors } = await open('/m/en-US/shortvideo');
    await page.getByRole('link', { name: /Inside our oak workshop/ }).click();
    await page.getByRole('heading', { level: 2, name: 'Inside our oak workshop' }).waitFor();
    expect(await page.locator('video').getAttribute('poster')).toBe('/media/short-videos/oak-workshop.svg');
    await page.getByRole('link', { name: 'Next video' }).click();
    await page.waitForURL(/\/shortVideoDetail\?id=svid-2002$/);
    await page.getByRole('heading', { level: 2, name: 'GaN fast charger close-up' }).waitFor();
    await page.getByRole('link', { name: 'Previous video' }).waitFor();
    expect(consoleErrors).toEqual([]);
  });
});
