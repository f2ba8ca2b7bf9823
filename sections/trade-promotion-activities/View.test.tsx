import { fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TradePromotionActivitiesData } from '../../common/generated/types';
import type { SectionContext } from '../../src/engine/types';
import { sectionTracker } from '../../src/engine/section-tracker';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { VISITOR } from '../../src/platform/session';
import { DialogHost } from '../../src/ui/DialogHost';
import many from './fixtures/many.en-US.json';
import noLinks from './fixtures/no-links.en-US.json';
import noTabs from './fixtures/no-tabs.en-US.json';
import { tradePromotionActivities } from '.';
import TradePromotionActivitiesView from './View';

const context: SectionContext = {
  language: 'en-US',
  now: new Date('2026-11-22T10:00:00+08:00'),
  industrySiteId: '1001',
  flagMask: 0,
  switches: [],
  session: VISITOR,
};

const BELT_AND_ROAD = 'Belt and Road trade matchmaking: buyers from 150+ partner countries';

function renderBanners(data: unknown) {
  return render(
    <PortalIntlProvider language="en-US">
      <TradePromotionActivitiesView
        data={data as TradePromotionActivitiesData}
        context={context}
        track={sectionTracker(tradePromotionActivities.key, tradePromotionActivities.analytics)}
      />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

describe('TradePromotionActivitiesView', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });

  it('shows at most 3 banners, sorted by sequence', () => {
    renderBanners(many);
    expect(screen.getAllByRole('article').map((card) => card.querySelector('a:last-child')?.textContent?.replace('›', ''))).toEqual([
      BELT_AND_ROAD,
      'Cross-border e-commerce week: sell on global marketplaces',
      'Import expo pavilion: 1,000+ brands from 50 countries',
    ]);
  });

  it("shows the shown banners' tab titles as a row of tabs linking to TabTitleLink", () => {
    renderBanners(many);
    const tabs = within(screen.getByRole('navigation', { name: 'Trade promotion topics' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent?.replace('›', ''), tab.getAttribute('href')])).toEqual([
      ['Belt and Road', '/m/en-US/customPages/tradeBridge'],
      ['Cross-border', '/m/en-US/customPages/e-commerce-pilot-area'],
      ['Import Expo', '/m/en-US/customPages/exhibition'],
    ]);
  });

  it('links the picture to udfs.pictureLink and the subTitle to subTitleLink', () => {
    renderBanners(many);
    const [crossBorder] = screen.getAllByRole('article').slice(1);
    const [picture, subTitle] = within(crossBorder!).getAllByRole('link');
    expect([picture?.getAttribute('href'), subTitle?.getAttribute('href')]).toEqual([
      '/m/en-US/customPages/e-commerce-pilot-area',
      '/m/en-US/customPages/e-commerce-platform',
    ]);
  });

  it('shows udfs.picture2 beside the subTitle', () => {
    renderBanners(many);
    const [first] = screen.getAllByRole('article');
    expect([...first!.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      '/media/trade-promotion-activities/belt-and-road.svg',
      '/media/trade-promotion-activities/emblem-belt-and-road.svg',
    ]);
  });

  it("shows 'Coming soon' for a banner without a link", async () => {
    renderBanners(noLinks);
    const [picture] = screen.getAllByRole('button', { name: BELT_AND_ROAD });
    fireEvent.click(picture!);
    expect((await screen.findByRole('dialog')).textContent).toContain('Coming soon');
  });

  it('shows no tab row when no shown banner has a tab title', () => {
    renderBanners(noTabs);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reports clicks as belt_and_road_initiative_click with the item and what was clicked', () => {
    renderBanners(many);
    const [picture] = screen.getAllByRole('link', { name: BELT_AND_ROAD });
    fireEvent.click(picture!);
    fireEvent.click(screen.getByRole('link', { name: /^Belt and Road›?$/ }));
    expect(recentEvents().map((event) => [event.event, event.properties])).toEqual([
      ['belt_and_road_initiative_click', { section: 'TRADEPROMOTIONACTIVITIES', id: 'tb-belt-and-road', title: BELT_AND_ROAD, target: 'picture' }],
      ['belt_and_road_initiative_click', { section: 'TRADEPROMOTIONACTIVITIES', id: 'tb-belt-and-road', title: 'Belt and Road', target: 'tab' }],
    ]);
  });

  it('reserves every picture box with its intrinsic size and loads it lazily', () => {
    const { container } = renderBanners(many);
    const [picture] = container.querySelectorAll('img');
    expect([picture?.getAttribute('width'), picture?.getAttribute('height'), picture?.getAttribute('loading')]).toEqual(['690', '240', 'lazy']);
  });
});
