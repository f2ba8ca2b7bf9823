// Each section hides by its own rule when an operator's stored data says so (spec §2, §4).
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openMobilePage, renderedSectionKeys, scrollThroughPage } from './browser';
import operatorReordered from '../../fixtures/page-configs/valid/operator-reordered.en-US.json';
import { type PageConfigDocument, readLiveDocument, storeLiveDocument } from './live-page-config';
import { postgresPortalUrl } from './portals';

let browser: Browser;
let original: PageConfigDocument;

async function openHome(): Promise<Page> {
  const { page } = await openMobilePage(browser);
  await page.goto(`${postgresPortalUrl}/m/en-US/`);
  await page.locator('[data-section="FOOTER"]').waitFor();
  await scrollThroughPage(page);
  return page;
}

async function withChange(change: (document: PageConfigDocument) => void): Promise<Page> {
  const changed = structuredClone(original);
  change(changed);
  await storeLiveDocument(changed);
  return openHome();
}

beforeAll(async () => {
  browser = await launchBrowser();
  original = await readLiveDocument();
});
afterEach(() => storeLiveDocument(original));
afterAll(() => browser?.close());

describe('each section hides by its rule', () => {
  it('hides NEWSANDEVENTS when the list for the language is empty', async () => {
    const page = await withChange((document) => {
      document.sections.NEWSANDEVENTS = { ...(document.sections.NEWSANDEVENTS as object), links: [] };
    });
    expect(await renderedSectionKeys(page)).not.toContain('NEWSANDEVENTS');
    expect(await renderedSectionKeys(page)).toContain('SERVICES');
  });

  it('hides OFFLINEMEETING when the offline-meeting bit of the flag mask is off', async () => {
    const page = await withChange((document) => {
      document.flagMask = 127 & ~1;
    });
    expect(await renderedSectionKeys(page)).not.toContain('OFFLINEMEETING');
  });

  it('hides OPENINGCOUNTDOWN when the day count is not above zero', async () => {
    const page = await withChange((document) => {
      const data = document.sections.OPENINGCOUNTDOWN as { fairs: Array<{ startEndTime: { fromTime: string } }> };
      for (const fair of data.fairs) fair.startEndTime.fromTime = '2020-01-01 09:00:00';
    });
    expect(await renderedSectionKeys(page)).not.toContain('OPENINGCOUNTDOWN');
  });

  it('hides the VR exhibition hall card while its switch window is closed', async () => {
    const cardsOf = (page: Page, kind: string) => page.locator(`[data-section="ACTIVITIES"] [data-card-kind="${kind}"]`);
    await cardsOf(await openHome(), 'VR_EXHIBITION_HALL').waitFor();
    const page = await withChange((document) => {
      const entry = document.switches.find((candidate) => candidate.udfs.name === 'VIRTUALPAVILION');
      if (!entry) throw new Error('the seed has a VIRTUALPAVILION switch');
      entry.udfs.startTime = '2020-01-01 00:00:00';
      entry.udfs.closeTime = '2020-12-31 00:00:00';
    });
    await cardsOf(page, 'NEW_PRODUCT_RELEASE').waitFor();
    expect(await cardsOf(page, 'VR_EXHIBITION_HALL').count()).toBe(0);
  });

  it("shows an operator's reordered configuration: moved, removed, unknown and disabled sections", async () => {
    await storeLiveDocument(operatorReordered);
    const page = await openHome();
    // fixtures/page-configs/valid/operator-reordered.en-US.json: the ordered sections reversed, SERVICES
    // removed, the pinned TOPBANNER moved into the fourth slot, an unknown key added, FOOTERBANNERS disabled.
    expect(await renderedSectionKeys(page)).toEqual([
      'HOMESEARCH',
      'FRIENDS',
      'NEWSANDEVENTS',
      'ACTIVITIES',
      'TOPBANNER',
      'HOMESECTIIONS',
      'GLOBALSUPPLYMININGDOCKING',
      'TRADEPROMOTIONACTIVITIES',
      'OFFLINEMEETING',
      'OPENINGCOUNTDOWN',
      'SYSTEMNOTICE',
      'ECOMMERCE',
      'FOOTER',
      'FLOATINGWINDOW',
    ]);
  });
});
