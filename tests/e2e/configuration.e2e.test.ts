// An operator's change to the stored configuration shows on the next load; bad stored data never blanks the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage, renderedSectionKeys } from './browser';

/** The two sections this suite moves about, in the order the page shows them. */
async function bannerAndNotice(page: Page): Promise<string[]> {
  return (await renderedSectionKeys(page)).filter((key) => key === 'TOPBANNER' || key === 'SYSTEMNOTICE');
}
import { type PageConfigDocument, readLiveDocument, storeLiveDocument } from './live-page-config';
import { postgresPortalUrl as portal } from './portals';

let browser: Browser;
let original: PageConfigDocument;

async function openHome(): Promise<{ page: Page; consoleWarnings: string[] }> {
  const { page, consoleWarnings } = await openMobilePage(browser);
  await page.goto(`${portal}/m/en-US/`);
  return { page, consoleWarnings };
}

beforeAll(async () => {
  browser = await launchBrowser();
  original = await readLiveDocument();
});
afterEach(() => storeLiveDocument(original));
afterAll(() => browser?.close());

describe('the stored configuration drives the page', () => {
  it('renders sections in the stored order, and a new order on reload', async () => {
    const { page } = await openHome();
    await page.locator('[data-section="SYSTEMNOTICE"]').waitFor();
    expect(await bannerAndNotice(page)).toEqual(['TOPBANNER', 'SYSTEMNOTICE']);

    const reordered = structuredClone(original);
    reordered.orderingSlots = [
      { status: 'ENABLE', udfs: { module: 'SYSTEMNOTICE' } },
      { status: 'ENABLE', udfs: { module: 'TOPBANNER' } },
      ...reordered.orderingSlots.filter((slot) => slot.udfs.module !== 'SYSTEMNOTICE'),
    ];
    await storeLiveDocument(reordered);
    await page.reload();
    await page.locator('[data-section="TOPBANNER"]').waitFor();
    expect(await bannerAndNotice(page)).toEqual(['SYSTEMNOTICE', 'TOPBANNER']);
  });

  it('drops a disabled slot on reload', async () => {
    const changed = structuredClone(original);
    changed.orderingSlots = changed.orderingSlots.map((slot) => (slot.udfs.module === 'SYSTEMNOTICE' ? { ...slot, status: 'DISABLE' } : slot));
    await storeLiveDocument(changed);
    const { page } = await openHome();
    await page.locator('[data-section="TOPBANNER"]').waitFor();
    expect(await bannerAndNotice(page)).toEqual(['TOPBANNER']);
  });

  it('skips a section with invalid data, says why, and renders the rest', async () => {
    const changed = structuredClone(original);
    changed.sections = { ...changed.sections, TOPBANNER: { banners: [{ id: 'broken', title: 'Broken', redirectType: 'URL' }] } };
    await storeLiveDocument(changed);
    const { page, consoleWarnings } = await openHome();
    await page.locator('[data-section="SYSTEMNOTICE"] li').first().waitFor();
    expect(await bannerAndNotice(page)).toEqual(['SYSTEMNOTICE']);
    expect(consoleWarnings.join('\n')).toMatch(/skipped TOPBANNER \(invalid\): \/banners\/0: must have required property 'materialInfo'/);
  });

  it("shows 'Request failed, click to reload' for an invalid envelope, and reloads when clicked", async () => {
    await storeLiveDocument({ ...original, flagMask: 999 });
    const { page } = await openHome();
    const reload = page.getByRole('button', { name: 'Request failed, click to reload' });
    await reload.waitFor();
    await storeLiveDocument(original);
    await reload.click();
    await page.locator('[data-section="SYSTEMNOTICE"]').waitFor();
    expect(await bannerAndNotice(page)).toEqual(['TOPBANNER', 'SYSTEMNOTICE']);
  });
});
