// Issue 26: what the seed home page's sections ask of the server's render, from their own server hooks.
import { describe, expect, it, vi } from 'vitest';
import type { PageConfig } from '../common/generated/types';
import { checkSectionData } from '../src/engine/section-data-checks';
import { serverNeedsOf } from '../src/engine/server-needs';
import { sectionRegistry } from './registry';
import { announcementCall } from './system-notice/announcements';
import homeEn from '../fixtures/seed/page-configs.mobile-home.en-US.json';
import homeZh from '../fixtures/seed/page-configs.mobile-home.zh-CN.json';

describe.each([
  ['en-US', homeEn],
  ['zh-CN', homeZh],
] as const)("the %s seed home page's server needs", (language, stored) => {
  it('are the carousel’s announcements and the first banner, named by their sections', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T00:00:00Z') });
    const page = structuredClone(stored) as unknown as PageConfig;
    const needs = serverNeedsOf(page, sectionRegistry, await checkSectionData(page, sectionRegistry), language);
    expect(needs.calls).toEqual([announcementCall({ displayPage: 'HOMEPAGE', language, industrySiteId: page.industrySite.id })]);
    vi.useRealTimers();
    expect(needs.preloadImages).toEqual([`/media/banners/${language}/1.svg`]);
  });

  it('leave out a section whose data fails its schema', async () => {
    const page = structuredClone(stored) as unknown as PageConfig;
    (page.sections.TOPBANNER as { banners: unknown }).banners = 'none';
    const needs = serverNeedsOf(page, sectionRegistry, await checkSectionData(page, sectionRegistry), language);
    expect(needs.preloadImages).toEqual([]);
    expect(needs.calls).toHaveLength(1);
  });

  it('leave out a section the configuration has no data for (its schema fails it)', async () => {
    const page = structuredClone(stored) as unknown as PageConfig;
    delete (page.sections as Record<string, unknown>).TOPBANNER;
    const needs = serverNeedsOf(page, sectionRegistry, await checkSectionData(page, sectionRegistry), language);
    expect(needs.preloadImages).toEqual([]);
    expect(needs.calls).toHaveLength(1);
  });
});
