import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FooterData } from '../../common/generated/types';
import { clearRecentEvents, getAnalyticsConsent, recentEvents, setAnalyticsConsent, setAnalyticsSink, track } from '../../src/platform/analytics';
import { chooseCookieConsent } from '../../src/platform/cookie-consent';
import type { Language } from '../../common/language';
import manyFixture from './fixtures/many.en-US.json';
import manyZhFixture from './fixtures/many.zh-CN.json';
import consentHiddenFixture from './fixtures/consent-hidden.en-US.json';
import { renderFooterPart } from './render-footer-part';
import FooterOverlay from './Overlay';

const many = manyFixture as FooterData;
const manyZh = manyZhFixture as FooterData;

const renderView = (data: FooterData, language?: Language) => renderFooterPart(FooterOverlay, data, language);

beforeEach(() => {
  localStorage.clear();
  setAnalyticsSink(null);
  setAnalyticsConsent('allow');
  clearRecentEvents();
});
afterEach(() => clearRecentEvents());

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

  it('is hidden entirely when the page settings hide it', () => {
    renderView(consentHiddenFixture as FooterData);
    expect(bar()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
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
