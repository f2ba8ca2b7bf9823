import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRecentEvents, getAnalyticsConsent, recentEvents, setAnalyticsConsent, setAnalyticsSink, track } from './analytics';
import { CONSENT_REPORT_URL } from './consent-report';
import {
  applyCookieConsentDefault,
  chooseCookieConsent,
  cookieConsentChoice,
  openCookieSettings,
  restoreCookieConsent,
  useCookieConsentChoice,
  useCookieSettingsOpen,
} from './cookie-consent';

// browser-storage prefixes the portal's keys.
const STORED_KEY = 'portal.cookieConsent';

const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
/** The choices reported to the server's counts, as the server reads them. */
const reported = () => fetchMock.mock.calls.map(([url, init]) => ({ url, credentials: init.credentials, report: JSON.parse(String(init.body)) as unknown }));

describe('cookie consent', () => {
  beforeEach(() => {
    localStorage.clear();
    setAnalyticsSink(null);
    // A visitor on their first page: nothing chosen yet.
    setAnalyticsConsent(undefined);
    clearRecentEvents();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('has no choice until the visitor makes one, and tracks nothing meanwhile', () => {
    expect(cookieConsentChoice()).toBeUndefined();
    expect(restoreCookieConsent()).toBeUndefined();
    expect(getAnalyticsConsent()).toBeUndefined();
    track('ad_exposed', { section: 'TOPBANNER' });
    expect(recentEvents()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports each choice to the server without cookies, and the same choice again only once', () => {
    chooseCookieConsent('allow');
    chooseCookieConsent('allow');
    chooseCookieConsent('deny');
    expect(reported()).toEqual([
      { url: CONSENT_REPORT_URL, credentials: 'omit', report: { choice: 'allow' } },
      { url: CONSENT_REPORT_URL, credentials: 'omit', report: { choice: 'deny' } },
    ]);
  });

  it("applies the operator's default where the bar is hidden, until the page goes, and not over the visitor's choice", () => {
    const undo = applyCookieConsentDefault('allow');
    expect(getAnalyticsConsent()).toBe('allow');
    expect(cookieConsentChoice()).toBeUndefined();
    undo();
    expect(getAnalyticsConsent()).toBeUndefined();

    chooseCookieConsent('deny');
    const keep = applyCookieConsentDefault('allow');
    expect(getAnalyticsConsent()).toBe('deny');
    keep();
    expect(getAnalyticsConsent()).toBe('deny');
  });

  it('opens the bar again from Cookie settings until the visitor chooses', () => {
    chooseCookieConsent('allow');
    const { result } = renderHook(() => useCookieSettingsOpen());
    expect(result.current).toBe(false);
    act(() => openCookieSettings());
    expect(result.current).toBe(true);
    act(() => chooseCookieConsent('deny'));
    expect(result.current).toBe(false);
    expect(getAnalyticsConsent()).toBe('deny');
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
    expect(getAnalyticsConsent()).toBeUndefined();
  });

  it('remembers Allow for the next visit, which then tracks from its start', () => {
    chooseCookieConsent('allow');
    // The next page load: the module's state is gone, the stored choice is not.
    setAnalyticsConsent(undefined);
    expect(restoreCookieConsent()).toBe('allow');
    track('ad_click', { advertisingOrderNo: 'AD-1' });
    expect(recentEvents()).toHaveLength(1);
  });

  it('re-renders its readers when the choice is made', () => {
    const { result } = renderHook(() => useCookieConsentChoice());
    expect(result.current).toBeUndefined();
    act(() => chooseCookieConsent('allow'));
    expect(result.current).toBe('allow');
  });
});
