/** Spec §9: a footer banner reports at most one exposure per interval, each banner on its own. */
export interface ExposureThrottle {
  /** True when this sighting of the banner counts as an exposure; it then starts the banner's quiet interval. */
  admit(bannerId: string): boolean;
}

export function createExposureThrottle(intervalMs: number, clock: () => number = Date.now): ExposureThrottle {
  const lastExposure = new Map<string, number>();
  return {
    admit(bannerId) {
      const now = clock();
      const last = lastExposure.get(bannerId);
      if (last !== undefined && now - last < intervalMs) return false;
      lastExposure.set(bannerId, now);
      return true;
    },
  };
}
