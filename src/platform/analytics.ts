// Spec §7: analytics events. The sink is pluggable; the default one keeps recent events in memory and
// sends nothing; the portal plugs in ./analytics-beacon.ts. A failing sink never breaks the caller (the
// Excalidraw habit: tracking is wrapped). Consent comes first (issue 29): until the visitor chooses Allow
// (./cookie-consent.ts), every event is dropped, not kept for later.
import type { AnalyticsEventName, ConsentChoice } from '../../common/generated/types';

/** The names schemas/analytics/analytics-event-batch.schema.json lists, so the server takes every one. */
export type AnalyticsEvent = AnalyticsEventName;

export type AnalyticsProperties = Readonly<Record<string, string | number | boolean>>;

export interface TrackedEvent {
  readonly event: AnalyticsEvent;
  readonly properties: AnalyticsProperties;
}

export type AnalyticsSink = (event: AnalyticsEvent, properties: AnalyticsProperties) => void;

/** Spec §7: cookie consent is reported as allow or deny. */
export type AnalyticsConsent = ConsentChoice;

/** The default sink keeps only the latest events, so a long session does not grow memory. */
const RECENT_EVENTS_KEPT = 100;

let recent: TrackedEvent[] = [];

const keepInMemory: AnalyticsSink = (event, properties) => {
  recent = [...recent, { event, properties }].slice(-RECENT_EVENTS_KEPT);
};

let sink: AnalyticsSink = keepInMemory;
let sinkFailureLogged = false;
// Undecided until the visitor chooses (or a page that hides the consent bar gives its operator's default):
// in the EU measuring needs opt-in, so an undecided visitor is tracked no more than one who denied.
let consent: AnalyticsConsent | undefined;

export function track(event: AnalyticsEvent, properties: AnalyticsProperties = {}): void {
  if (consent !== 'allow') return;
  try {
    sink(event, properties);
  } catch (error) {
    // A broken tracker must not break the click or render that tracked; said once per sink, then quiet.
    if (!sinkFailureLogged) console.error('[analytics] the sink failed; further failures are not logged', error);
    sinkFailureLogged = true;
  }
}

/** Plugs in a sink; null goes back to the in-memory one. */
export function setAnalyticsSink(next: AnalyticsSink | null): void {
  sink = next ?? keepInMemory;
  sinkFailureLogged = false;
}

/** Spec §7: deny sends nothing from then on; undefined is undecided again, which sends nothing either. */
export function setAnalyticsConsent(next: AnalyticsConsent | undefined): void {
  consent = next;
}

/** allow, deny, or undefined while undecided. */
export function getAnalyticsConsent(): AnalyticsConsent | undefined {
  return consent;
}

/** What the in-memory sink kept, oldest first. */
export function recentEvents(): readonly TrackedEvent[] {
  return recent;
}

export function clearRecentEvents(): void {
  recent = [];
}
