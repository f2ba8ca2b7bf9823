import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearRecentEvents, getAnalyticsConsent, recentEvents, setAnalyticsConsent, setAnalyticsSink, track } from './analytics';

// The module is shared with the test files run before this one (vitest.config.ts): what they tracked goes first.
beforeAll(() => {
  setAnalyticsSink(null);
  setAnalyticsConsent('allow');
  clearRecentEvents();
});

afterEach(() => {
  setAnalyticsSink(null);
  setAnalyticsConsent('allow');
  clearRecentEvents();
  vi.restoreAllMocks();
});

describe('analytics', () => {
  it('keeps events in memory by default, with their properties, and logs nothing', () => {
    const log = vi.spyOn(console, 'log');
    track('search_click', { type: 1, keyword: 'lamp' });
    track('ad_exposed');
    expect(recentEvents()).toEqual([
      { event: 'search_click', properties: { type: 1, keyword: 'lamp' } },
      { event: 'ad_exposed', properties: {} },
    ]);
    expect(log).not.toHaveBeenCalled();
  });

  it('keeps only the latest 100 events in memory', () => {
    for (let index = 0; index < 150; index++) track('ad_click', { index });
    expect(recentEvents()).toHaveLength(100);
    expect(recentEvents()[0]!.properties).toEqual({ index: 50 });
  });

  it('sends events to a plugged-in sink, and back to memory after unplugging it', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    track('activity_click', { id: 'a1' });
    expect(sink).toHaveBeenCalledExactlyOnceWith('activity_click', { id: 'a1' });
    expect(recentEvents()).toEqual([]);
    setAnalyticsSink(null);
    track('activity_click');
    expect(recentEvents()).toHaveLength(1);
  });

  it('never breaks the caller when the sink throws, and logs the failure once', () => {
    const logError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    setAnalyticsSink(() => {
      throw new Error('tracker down');
    });
    expect(() => track('home_exhibition_area_click')).not.toThrow();
    expect(() => track('belt_and_road_initiative_click')).not.toThrow();
    expect(logError).toHaveBeenCalledOnce();
  });

  it('sends nothing while the visitor has not chosen, and drops what was tracked meanwhile', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    setAnalyticsConsent(undefined);
    expect(getAnalyticsConsent()).toBeUndefined();
    track('section_exposed', { section: 'TOPBANNER' });
    track('ad_click');
    expect(sink).not.toHaveBeenCalled();
    setAnalyticsConsent('allow');
    track('ad_exposed');
    expect(sink).toHaveBeenCalledExactlyOnceWith('ad_exposed', {});
  });

  it('keeps nothing in memory either before the choice', () => {
    setAnalyticsConsent(undefined);
    track('search_click', { keyword: 'lamp' });
    expect(recentEvents()).toEqual([]);
  });

  it('sends nothing once consent is denied', () => {
    const sink = vi.fn();
    setAnalyticsSink(sink);
    setAnalyticsConsent('deny');
    expect(getAnalyticsConsent()).toBe('deny');
    track('ad_click');
    expect(sink).not.toHaveBeenCalled();
    setAnalyticsConsent('allow');
    track('ad_click');
    expect(sink).toHaveBeenCalledOnce();
  });
});
