import { useCallback, useEffect, useState } from 'react';

/** How far ahead of the viewport "near" begins: about two phone screens, so media is ready when it scrolls in. */
export const NEAR_VIEWPORT_MARGIN = '1200px 0px';

export interface NearViewport<T extends Element> {
  /** Attach to the element whose approach should start the loading. */
  ref: (element: T | null) => void;
  /** True once the element has come within the margin; it stays true. */
  near: boolean;
}

/**
 * Tells when an element first comes near the viewport, so heavy media loads only then. Without
 * IntersectionObserver (very old browsers) everything counts as near, so the media still loads.
 */
export function useNearViewport<T extends Element>(rootMargin: string = NEAR_VIEWPORT_MARGIN): NearViewport<T> {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');

  useEffect(() => {
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, element, rootMargin]);

  const ref = useCallback((next: T | null) => setElement(next), []);
  return { ref, near };
}
