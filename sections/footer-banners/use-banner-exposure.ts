import { useEffect, useState, type RefObject } from 'react';
import type { SectionTracker } from '../../src/engine/types';
import type { FooterBanner } from '../../common/generated/types';
import { FOOTER_BANNER_EXPOSURE_MS } from '../../common/constants';
import { adPropertiesOf } from './ad-properties';
import { createExposureThrottle } from './exposure-throttle';

/** A banner is seen when at least half of it is on screen. */
const VISIBLE_RATIO = 0.5;

/**
 * Reports ad_exposed for each slide under `frame` (marked data-banner-id) that becomes at least half
 * visible, at most once per banner every FOOTER_BANNER_EXPOSURE_MS (spec §9).
 */
export function useBannerExposure(frame: RefObject<HTMLElement | null>, banners: readonly FooterBanner[], track: SectionTracker): void {
  const [throttle] = useState(() => createExposureThrottle(FOOTER_BANNER_EXPOSURE_MS));
  useEffect(() => {
    const root = frame.current;
    // Without IntersectionObserver nothing can tell that a banner was seen, so nothing is reported.
    if (!root || typeof IntersectionObserver === 'undefined') return undefined;
    const byId = new Map(banners.map((banner) => [banner.id, banner]));
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.intersectionRatio < VISIBLE_RATIO) continue;
          const banner = byId.get(entry.target.getAttribute('data-banner-id') ?? '');
          if (banner && throttle.admit(banner.id)) track.exposure(adPropertiesOf(banner));
        }
      },
      { threshold: VISIBLE_RATIO },
    );
    root.querySelectorAll('[data-banner-id]').forEach((slide) => observer.observe(slide));
    return () => observer.disconnect();
  }, [frame, banners, track, throttle]);
}
