import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearRecentEvents, getAnalyticsConsent, recentEvents, setAnalyticsConsent, setAnalyticsSink, track } from './analytics';
import { chooseCookieConsent, cookieConsentChoice, restoreCookieConsent, useCookieConsentChoice } from './cookie-consent';

// browser-storage prefixes the portal's keys.
const STORED_KEY = 'portal.cookieConsent';

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    setAnalyticsSink(null);
    setAnalyticsConsent('allow');
    clearRecentEvents();
  });

  it('has no choice until the visitor makes one', () => {
    expect(cookieConsentChoice()).toBeUndefined();
    expect(restoreCookieConsent()).toBeUndefined();
    expect(getAnalyticsConsent()).toBe('allow');
  });

  it('remembers the choice in local storage', () => {
    chooseCookieConsent('deny');
    expect(localStorage.getItem(STORED_KEY)).toBe('deny');
    expect(cookieConsentChoice()).toBe('deny');
  });

  it('reports deny to analytics, which sends nothing from then on', () => {
    chooseCookieConsent('deny');
    track('ad_click', { advertisingOrderNo: 'AD-1' });
    expect(getAnalyticsConsent()).toBe('deny');
    expect(recentEvents()).toEqual([]);
  });

  it('reports allow to analytics', () => {
    setAnalyticsConsent('deny');
    chooseCookieConsent('allow');
    track('ad_click', { advertisingOrderNo: 'AD-1' });
    expect(recentEvents()).toEqual([{ event: 'ad_click', properties: { advertisingOrderNo: 'AD-1' } }]);
  });

  it('reads the stored choice at start', () => {
    localStorage.setItem(STORED_KEY, 'deny');
    expect(restoreCookieConsent()).toBe('deny');
    expect(getAnalyticsConsent()).toBe('deny');
  });

  it('ignores a stored value that is neither allow nor deny', () => {
    localStorage.setItem(STORED_KEY, 'maybe');
    expect(restoreCookieConsent()).toBeUndefined();
    expect(getAnalyticsConsent()).toBe('allow');
  });

  it('re-renders its readers when the choice is made', () => {
    const { result } = renderHook(() => useCookieConsentChoice());
    expect(result.current).toBeUndefined();
    act(() => chooseCookieConsent('allow'));
    expect(result.current).toBe('allow');
  });
});
