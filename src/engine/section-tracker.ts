import { track, type AnalyticsProperties } from '../platform/analytics';
import type { SectionPlugin, SectionTracker } from './types';

/**
 * Binds a section's declared events, with its key and its page (so they are counted per page);
 * undeclared ones are not sent. The tracker itself never throws.
 */
export function sectionTracker(key: string, analytics: SectionPlugin<unknown>['analytics'], page?: string): SectionTracker {
  const bound: AnalyticsProperties = page === undefined ? { section: key } : { section: key, page };
  return {
    click(properties = {}) {
      if (analytics && analytics.click) track(analytics.click, { ...bound, ...properties });
    },
    exposure(properties = {}) {
      if (analytics && analytics.exposure) track(analytics.exposure, { ...bound, ...properties });
    },
  };
}
