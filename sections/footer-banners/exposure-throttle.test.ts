import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_BANNER_EXPOSURE_MS } from '../../common/constants';
import { createExposureThrottle } from './exposure-throttle';

describe('footer banner exposure throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('admits the first sighting of a banner', () => {
    expect(createExposureThrottle(FOOTER_BANNER_EXPOSURE_MS).admit('a')).toBe(true);
  });

  it('sends at most one exposure per banner every 3 s', () => {
    const throttle = createExposureThrottle(FOOTER_BANNER_EXPOSURE_MS);
    throttle.admit('a');
    vi.advanceTimersByTime(FOOTER_BANNER_EXPOSURE_MS - 1);
    expect(throttle.admit('a')).toBe(false);
    vi.advanceTimersByTime(1);
    expect(throttle.admit('a')).toBe(true);
  });

  it('does not restart the interval with a sighting it refused', () => {
    const throttle = createExposureThrottle(FOOTER_BANNER_EXPOSURE_MS);
    throttle.admit('a');
    vi.advanceTimersByTime(2_000);
    throttle.admit('a');
    vi.advanceTimersByTime(1_000);
    expect(throttle.admit('a')).toBe(true);
  });

  it('counts each banner on its own', () => {
    const throttle = createExposureThrottle(FOOTER_BANNER_EXPOSURE_MS);
    throttle.admit('a');
    expect(throttle.admit('b')).toBe(true);
    expect(throttle.admit('a')).toBe(false);
  });
});
