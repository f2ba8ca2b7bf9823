import { track } from '../platform/analytics';
import type { SectionPlugin, SectionTracker } from './types';

/** Binds a section's declared events; undeclared ones are not sent. The tracker itself never throws. */
export function sectionTracker(key: string, analytics: SectionPlugin<unknown>['analytics']): SectionTracker {
  return {
    click(properties = {}) {
      if (analytics && analytics.click) track(analytics.click, { section: key, ...properties });
    },
    exposure(properties = {}) {
      if (analytics && analytics.exposure) track(analytics.exposure, { section: key, ...properties });
    },
  };
}
