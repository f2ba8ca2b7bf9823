// An operator's change to the stored configuration shows on the next load; bad stored data never blanks the page.
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openMobilePage, renderedSectionKeys } from './browser';
import { withPostgres } from './postgres-schema';

const portal = inject('postgresPortalUrl');
const schema = inject('postgresSchema');
let browser: Browser;
let original: Record<string, unknown>;

type PageConfigDocument = Record<string, unknown> & { orderingSlots: Array<{ status: string; udfs: { module: string } }>; sections: Record<string, unknown> };

const LIVE_DOCUMENT = `
  FROM page_config_versions v JOIN page_configs c
    ON c.page = v.page AND c.language = v.language AND c.live_version = v.version
  WHERE v.page = 'mobile-home' AND v.language = 'en-US'`;

async function readLiveDocument(): Promise<PageConfigDocument> {
  return withPostgres(async (client) => (await client.query(`SELECT v.document ${LIVE_DOCUMENT}`)).rows[0].document, schema);
}

async function storeLiveDocument(document: unknown): Promise<void> {
  await withPostgres(async (client) => {
    const result = await client.query(
      `UPDATE page_config_versions SET document = $1
        WHERE (page, language, version) IN (SELECT v.page, v.language, v.version ${LIVE_DOCUMENT})`,
      [JSON.stringify(document)],
    );
    expect(result.rowCount).toBe(1);
  }, schema);
}

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
    expect(await renderedSectionKeys(page)).toEqual(['TOPBANNER', 'SYSTEMNOTICE']);

    const reordered = structuredClone(original) as PageConfigDocument;
    reordered.orderingSlots = [{ status: 'ENABLE', udfs: { module: 'SYSTEMNOTICE' } }, { status: 'ENABLE', udfs: { module: 'TOPBANNER' } }, ...reordered.orderingSlots.filter((slot) => slot.udfs.module !== 'SYSTEMNOTICE')];
    await storeLiveDocument(reordered);
    await page.reload();
    await page.locator('[data-section="TOPBANNER"]').waitFor();
    expect(await renderedSectionKeys(page)).toEqual(['SYSTEMNOTICE', 'TOPBANNER']);
  });

  it('drops a disabled slot on reload', async () => {
    const changed = structuredClone(original) as PageConfigDocument;
    changed.orderingSlots = changed.orderingSlots.map((slot) => (slot.udfs.module === 'SYSTEMNOTICE' ? { ...slot, status: 'DISABLE' } : slot));
    await storeLiveDocument(changed);
    const { page } = await openHome();
    await page.locator('[data-section="TOPBANNER"]').waitFor();
    expect(await renderedSectionKeys(page)).toEqual(['TOPBANNER']);
  });

  it('skips a section with invalid data, says why, and renders the rest', async () => {
    const changed = structuredClone(original) as PageConfigDocument;
    changed.sections = { ...changed.sections, TOPBANNER: { banners: [{ id: 'broken', redirectType: 'URL' }] } };
    await storeLiveDocument(changed);
    const { page, consoleWarnings } = await openHome();
    await page.locator('[data-section="SYSTEMNOTICE"] li').first().waitFor();
    expect(await renderedSectionKeys(page)).toEqual(['SYSTEMNOTICE']);
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
    expect(await renderedSectionKeys(page)).toEqual(['TOPBANNER', 'SYSTEMNOTICE']);
  });
});
