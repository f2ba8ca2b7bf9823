// The portal's analytics sink: tracked events wait in a small queue and go to the server in one batch
// (POST /api/analytics/events) when the page is hidden or closed, or when BEACON_BATCH_SIZE are waiting.
// navigator.sendBeacon survives the page's unload; fetch with keepalive stands in where it is missing.
// Only what was tracked after the visitor chose Allow is queued (./analytics.ts drops the rest), and a
// queue is sent only while consent is still allow: after a deny nothing leaves, not even what waited (spec §7).
// Kept tiny and free of the HTTP client: it is on the home page's first load.
import type { AnalyticsEventBatch, AnalyticsEventEntry } from '../../common/generated/types';
import { getAnalyticsConsent, setAnalyticsSink, type AnalyticsEvent, type AnalyticsProperties } from './analytics';

export const BEACON_URL = '/api/analytics/events';
/** A batch leaves once this many events wait, so a long visit never builds a large queue. */
export const BEACON_BATCH_SIZE = 20;

// What the server takes (the batch schema): an event whose section or page does not fit is still counted, without it.
const SECTION_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const PAGE_PATTERN = /^[a-z0-9][a-z0-9-]{0,63}$/;
const MAX_ITEM_LENGTH = 128;

function matching(value: unknown, pattern: RegExp): string | undefined {
  const text = value === undefined ? undefined : String(value);
  return text !== undefined && pattern.test(text) ? text : undefined;
}

/**
 * The stored row's fields: section = properties.section (a skipped section's `key`), item =
 * properties.item ?? properties.id, page = properties.page.
 */
export function beaconEntryOf(event: AnalyticsEvent, properties: AnalyticsProperties, at: number): AnalyticsEventEntry {
  const entry: AnalyticsEventEntry = { event, at };
  const section = matching(properties.section ?? properties.key, SECTION_PATTERN);
  const itemValue = properties.item ?? properties.id;
  const item = itemValue === undefined ? '' : String(itemValue).slice(0, MAX_ITEM_LENGTH);
  const page = matching(properties.page, PAGE_PATTERN);
  if (section) entry.section = section;
  if (item) entry.item = item;
  if (page) entry.page = page;
  return entry;
}

function send(events: AnalyticsEventBatch['events']): void {
  // The batch says it was allowed: the server refuses one that does not (a page from before consent came first).
  const batch: AnalyticsEventBatch = { consent: 'allow', events };
  const body = JSON.stringify(batch);
  // A string goes as text/plain, which needs no preflight; the server reads it as JSON.
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(BEACON_URL, body)) return;
  // Delivery is best effort: a batch the network loses is not retried, and never troubles the page.
  fetch(BEACON_URL, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } }).catch(
    () => undefined,
  );
}

/** Installs the beacon as the analytics sink; returns what undoes it (tests, and nothing else). */
export function startAnalyticsBeacon(): () => void {
  let queue: AnalyticsEventEntry[] = [];
  const flush = () => {
    const [first, ...rest] = queue;
    queue = [];
    if (first && getAnalyticsConsent() === 'allow') send([first, ...rest]);
  };
  const flushWhenHidden = () => {
    if (document.visibilityState === 'hidden') flush();
  };
  setAnalyticsSink((event, properties) => {
    queue.push(beaconEntryOf(event, properties, Date.now()));
    if (queue.length >= BEACON_BATCH_SIZE) flush();
  });
  // pagehide, not unload: it fires on mobile browsers too, and keeps the page in the back/forward cache.
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', flushWhenHidden);
  return () => {
    window.removeEventListener('pagehide', flush);
    document.removeEventListener('visibilitychange', flushWhenHidden);
    setAnalyticsSink(null);
  };
}
