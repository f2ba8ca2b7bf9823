import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FooterData } from '../../common/generated/types';
import type { SectionProps } from '../../src/engine/types';
import { clearRecentEvents, getAnalyticsConsent, recentEvents, setAnalyticsConsent, setAnalyticsSink, track } from '../../src/platform/analytics';
import { chooseCookieConsent } from '../../src/platform/cookie-consent';
import type { Language } from '../../common/language';
import manyFixture from './fixtures/many.en-US.json';
import manyZhFixture from './fixtures/many.zh-CN.json';
import consentHiddenFixture from './fixtures/consent-hidden.en-US.json';
import { renderFooterPart } from './render-footer-part';
import FooterOverlay from './Overlay';
import FooterView from './View';

const many = manyFixture as FooterData;
const manyZh = manyZhFixture as FooterData;

const renderView = (data: FooterData, language?: Language) => renderFooterPart(FooterOverlay, data, language);

/** The footer as the engine shows it: its View in the flow, its Overlay (the bar) on the screen. */
function FooterWithBar(props: SectionProps<FooterData>) {
  return (
    <>
      <FooterView {...props} />
      <FooterOverlay {...props} />
    </>
  );
}
const renderFooter = (data: FooterData) => renderFooterPart(FooterWithBar, data);
const hiddenWith = (defaultChoice?: 'allow' | 'deny'): FooterData => {
  const data = consentHiddenFixture as FooterData;
  return { ...data, cookieConsent: defaultChoice ? { hidden: true, defaultChoice } : { hidden: true } };
};

beforeEach(() => {
  localStorage.clear();
  setAnalyticsSink(null);
  // A first visit: nothing chosen yet.
  setAnalyticsConsent(undefined);
  clearRecentEvents();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
  );
});
afterEach(() => {
  clearRecentEvents();
  vi.unstubAllGlobals();
});

describe('cookie consent bar', () => {
  const bar = () => screen.queryByRole('region', { name: 'Cookie consent' });

  it('is shown until the visitor chooses, with a link to the cookie policy', () => {
    renderView(many);
    expect(within(bar()!).getByRole('link', { name: 'Cookie policy' }).getAttribute('href')).toBe('/pages/Cookies政策');
  });

  it('remembers Allow and reports it to analytics', () => {
    renderView(many);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Allow' })));
    expect(bar()).toBeNull();
    expect(localStorage.getItem('portal.cookieConsent')).toBe('allow');
    expect(getAnalyticsConsent()).toBe('allow');
  });

  it('remembers Deny, after which no analytics are sent', () => {
    renderView(many);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Deny' })));
    track('ad_click', { advertisingOrderNo: 'AD-2026-0381' });
    expect(bar()).toBeNull();
    expect(localStorage.getItem('portal.cookieConsent')).toBe('deny');
    expect(recentEvents()).toEqual([]);
  });

  it('is not shown to a visitor who has already chosen', () => {
    chooseCookieConsent('allow');
    renderView(many);
    expect(bar()).toBeNull();
  });

  it('is not shown when the page settings hide it', () => {
    renderView(consentHiddenFixture as FooterData);
    expect(bar()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('tracks nothing while it waits for the choice', () => {
    renderView(many);
    track('ad_exposed', { section: 'TOPBANNER' });
    expect(bar()).toBeInTheDocument();
    expect(getAnalyticsConsent()).toBeUndefined();
    expect(recentEvents()).toEqual([]);
  });

  it("opens again from the footer's Cookie settings, says the current choice, and takes a new one", () => {
    chooseCookieConsent('allow');
    renderFooter(many);
    expect(bar()).toBeNull();
    const settings = screen.getByRole('button', { name: 'Cookie settings' });
    settings.focus();
    act(() => fireEvent.click(settings));
    expect(bar()).toHaveFocus();
    expect(within(bar()!).getByText('You currently allow us to measure how the site is used.')).toBeInTheDocument();
    act(() => fireEvent.click(within(bar()!).getByRole('button', { name: 'Deny' })));
    expect(bar()).toBeNull();
    expect(settings).toHaveFocus();
    expect(localStorage.getItem('portal.cookieConsent')).toBe('deny');
    track('ad_click');
    expect(recentEvents()).toEqual([]);
  });

  it('denies by default where the page settings hide it and say nothing, yet Cookie settings still open it', () => {
    renderFooter(hiddenWith());
    expect(bar()).toBeNull();
    track('ad_click');
    expect(recentEvents()).toEqual([]);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Cookie settings' })));
    act(() => fireEvent.click(within(bar()!).getByRole('button', { name: 'Allow' })));
    track('ad_click');
    expect(recentEvents()).toHaveLength(1);
  });

  it("applies the operator's allow where the bar is hidden, unless the visitor denied, and only while the page is shown", () => {
    const { unmount } = renderFooter(hiddenWith('allow'));
    expect(getAnalyticsConsent()).toBe('allow');
    expect(localStorage.getItem('portal.cookieConsent')).toBeNull();
    unmount();
    expect(getAnalyticsConsent()).toBeUndefined();

    chooseCookieConsent('deny');
    renderFooter(hiddenWith('allow'));
    expect(getAnalyticsConsent()).toBe('deny');
  });

  it('speaks the page language', () => {
    renderView(manyZh, 'zh-CN');
    expect(
      within(screen.getByRole('region', { name: 'Cookie设置' }))
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['拒绝', '允许']);
  });
});
