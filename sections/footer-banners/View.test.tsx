import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import type { FooterBanner, FooterBannersData } from '../../common/generated/types';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { FOOTER_BANNER_CLICK_BIND_DELAY_MS, FOOTER_BANNER_EXPOSURE_MS } from '../../common/constants';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { VISITOR } from '../../src/platform/session';
import { DialogHost } from '../../src/ui/DialogHost';
import manyFixture from './fixtures/many.en-US.json';
import withoutLinkFixture from './fixtures/without-link.en-US.json';
import { footerBanners } from '.';
import FooterBannersView from './View';

const many = manyFixture as FooterBannersData;
const [logistics, hotels] = many.banners as FooterBanner[];

/** Stands in for the browser's IntersectionObserver, which jsdom lacks; tests say what is on screen. */
class FakeIntersectionObserver {
  static current: FakeIntersectionObserver[] = [];
  private observed: Element[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeIntersectionObserver.current.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.observed = [];
  }
  takeRecords() {
    return [];
  }
  reveal(bannerId: string, intersectionRatio: number) {
    const target = this.observed.find((element) => element.getAttribute('data-banner-id') === bannerId);
    if (target)
      this.callback(
        [{ target, intersectionRatio, isIntersecting: intersectionRatio > 0 } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
}

function reveal(banner: FooterBanner, ratio = 1) {
  act(() => FakeIntersectionObserver.current.forEach((observer) => observer.reveal(banner.id, ratio)));
}

function renderView(data: FooterBannersData = many) {
  const page = pageWith([], { FOOTERBANNERS: data });
  const context = sectionContextOf(page, 'en-US', new Date('2026-10-20T02:00:00Z'), VISITOR);
  render(
    <PortalIntlProvider language="en-US">
      <FooterBannersView data={data} context={context} track={sectionTracker(footerBanners.key, footerBanners.analytics)} />
      <DialogHost />
    </PortalIntlProvider>,
  );
}

/** Clicks a banner without letting jsdom try to navigate; the section's own click handling still runs. */
function clickBanner(banner: FooterBanner) {
  const target = screen.getByLabelText(banner.title);
  target.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(target);
}

const adEvent = (event: string, banner: FooterBanner) => ({
  event,
  properties: {
    section: 'FOOTERBANNERS',
    id: banner.id,
    title: banner.title,
    advertisingOrderNo: banner.udfs.advertisingOrderNo,
    position: banner.position,
    type: banner.type,
  },
});

describe('FOOTERBANNERS view', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    FakeIntersectionObserver.current = [];
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearRecentEvents();
  });

  it('sends ad_exposed with the advertisingOrderNo when a banner is at least half visible', () => {
    renderView();
    reveal(logistics!, 0.5);
    expect(recentEvents()).toEqual([adEvent('ad_exposed', logistics!)]);
  });

  it('does not count a banner less than half visible', () => {
    renderView();
    reveal(logistics!, 0.3);
    expect(recentEvents()).toEqual([]);
  });

  it('sends at most one ad_exposed per banner every 3 s', () => {
    renderView();
    reveal(logistics!);
    act(() => vi.advanceTimersByTime(FOOTER_BANNER_EXPOSURE_MS - 1));
    reveal(logistics!);
    reveal(hotels!);
    expect(recentEvents()).toEqual([adEvent('ad_exposed', logistics!), adEvent('ad_exposed', hotels!)]);
    act(() => vi.advanceTimersByTime(1));
    reveal(logistics!);
    expect(recentEvents()).toHaveLength(3);
  });

  it('counts clicks only from 1.5 s after mount, sending ad_click with the advertisingOrderNo', () => {
    renderView();
    clickBanner(hotels!);
    expect(recentEvents()).toEqual([]);
    act(() => vi.advanceTimersByTime(FOOTER_BANNER_CLICK_BIND_DELAY_MS));
    clickBanner(hotels!);
    expect(recentEvents()).toEqual([adEvent('ad_click', hotels!)]);
  });

  it('links a banner by its redirectType', () => {
    renderView();
    expect(screen.getByLabelText(hotels!.title).getAttribute('href')).toBe(hotels!.webPage?.fullUrl);
  });

  it("shows 'Coming soon' for a banner without a link", () => {
    renderView(withoutLinkFixture as FooterBannersData);
    const [banner] = (withoutLinkFixture as FooterBannersData).banners as FooterBanner[];
    act(() => fireEvent.click(screen.getByLabelText(banner!.title)));
    expect(screen.getByRole('dialog').textContent).toContain('Coming soon');
  });

  it('reserves each banner box with its width and height', () => {
    renderView();
    const sizes = [...document.querySelectorAll('img')].map((img) => [img.getAttribute('width'), img.getAttribute('height')]);
    expect(sizes).toEqual(many.banners.map((banner) => [String(banner.picture.width), String(banner.picture.height)]));
  });
});
