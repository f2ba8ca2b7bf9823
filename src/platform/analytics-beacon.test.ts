import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventEntry } from '../../common/generated/types';
import { validateAnalyticsEventBatch } from '../../common/generated/validators';
import { setAnalyticsConsent, track } from './analytics';
import { BEACON_BATCH_SIZE, BEACON_URL, beaconEntryOf, startAnalyticsBeacon } from './analytics-beacon';
import { chooseCookieConsent } from './cookie-consent';

let stop: () => void;
let visibility: DocumentVisibilityState;
const sendBeacon = vi.fn<(url: string, body: string) => boolean>();

/** The batches sendBeacon was given, each as the server would read it. */
const beaconBatches = () =>
  sendBeacon.mock.calls.map(([url, body]) => {
    const batch = JSON.parse(body) as { consent: string; events: AnalyticsEventEntry[] };
    return { url, consent: batch.consent, events: batch.events };
  });

function exposeSections(count: number, from = 0): void {
  for (let index = from; index < from + count; index += 1) track('section_exposed', { section: `SECTION${index}`, page: 'mobile-home' });
}

function hidePage(): void {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('the analytics beacon', () => {
  beforeEach(() => {
    visibility = 'visible';
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: sendBeacon });
    sendBeacon.mockReset().mockReturnValue(true);
    // The choice's own report to the server's counts is not the beacon's: consent-report.ts, tested with cookie-consent.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    );
    localStorage.clear();
    setAnalyticsConsent('allow');
    stop = startAnalyticsBeacon();
  });
  afterEach(() => {
    stop();
    setAnalyticsConsent('allow');
    vi.unstubAllGlobals();
  });

  it('sends nothing while fewer than 20 events wait, then the 20 in one batch the server accepts', () => {
    exposeSections(BEACON_BATCH_SIZE - 1);
    expect(sendBeacon).not.toHaveBeenCalled();
    exposeSections(1, BEACON_BATCH_SIZE - 1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [batch] = beaconBatches();
    expect(batch?.url).toBe(BEACON_URL);
    expect(batch?.events.map((entry) => entry.section)).toEqual(Array.from({ length: 20 }, (_, index) => `SECTION${index}`));
    expect(batch?.consent).toBe('allow');
    expect(validateAnalyticsEventBatch({ consent: batch?.consent, events: batch?.events }), JSON.stringify(validateAnalyticsEventBatch.errors)).toBe(true);
    exposeSections(BEACON_BATCH_SIZE - 1);
    expect(sendBeacon).toHaveBeenCalledTimes(1);
  });

  it('sends what waits when the page is hidden, and again only what came after', () => {
    exposeSections(3);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(sendBeacon).not.toHaveBeenCalled();
    hidePage();
    expect(beaconBatches().map((batch) => batch.events.length)).toEqual([3]);
    hidePage();
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    track('ad_click', { section: 'FOOTERBANNERS', id: 'b1', page: 'mobile-home' });
    window.dispatchEvent(new Event('pagehide'));
    expect(beaconBatches()[1]?.events).toEqual([{ event: 'ad_click', section: 'FOOTERBANNERS', item: 'b1', page: 'mobile-home', at: expect.any(Number) }]);
  });

  it('sends nothing while the visitor has not chosen, and only what came after Allow', () => {
    setAnalyticsConsent(undefined);
    exposeSections(BEACON_BATCH_SIZE * 2);
    hidePage();
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
    chooseCookieConsent('allow');
    exposeSections(2);
    hidePage();
    expect(beaconBatches().map((batch) => batch.events.length)).toEqual([2]);
  });

  it('sends nothing at all after the visitor denies cookies, not even what waited before', () => {
    exposeSections(5);
    chooseCookieConsent('deny');
    window.dispatchEvent(new Event('pagehide'));
    exposeSections(BEACON_BATCH_SIZE * 2);
    hidePage();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('posts with fetch keepalive where sendBeacon is missing or refuses the batch', () => {
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetchMock);
    sendBeacon.mockReturnValue(false);
    exposeSections(1);
    window.dispatchEvent(new Event('pagehide'));
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, writable: true, value: undefined });
    exposeSections(2);
    window.dispatchEvent(new Event('pagehide'));
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls.map(([url, init]) => [url, init.keepalive, JSON.parse(String(init.body)).events.length])).toEqual([
      [BEACON_URL, true, 1],
      [BEACON_URL, true, 2],
    ]);
  });

  it('stops sending once stopped', () => {
    stop();
    exposeSections(BEACON_BATCH_SIZE);
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});

describe('beaconEntryOf', () => {
  it('maps section, item (or id) and page; a skipped section by its key', () => {
    expect(beaconEntryOf('activity_click', { section: 'ACTIVITIES', id: 'card-1', title: 'Live' }, 5)).toEqual({
      event: 'activity_click',
      section: 'ACTIVITIES',
      item: 'card-1',
      at: 5,
    });
    expect(beaconEntryOf('ad_exposed', { section: 'FOOTERBANNERS', item: 'b2', id: 'other', page: 'mobile-home' }, 5)).toMatchObject({
      item: 'b2',
      page: 'mobile-home',
    });
    expect(beaconEntryOf('section_skipped', { page: 'mobile-home', key: 'NEWSANDEVENTS', status: 'invalid' }, 5)).toMatchObject({ section: 'NEWSANDEVENTS' });
  });

  it('leaves out a section or page the server would refuse and shortens a long item, so the batch still counts', () => {
    const entry = beaconEntryOf('ad_click', { section: 'not a key!', page: 'Mobile Home', id: 'x'.repeat(300) }, 5);
    expect(entry).toEqual({ event: 'ad_click', item: 'x'.repeat(128), at: 5 });
    expect(validateAnalyticsEventBatch({ consent: 'allow', events: [entry] })).toBe(true);
  });
});
