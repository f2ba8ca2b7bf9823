import { useCallback, useEffect, useRef, useState } from 'react';

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
 * IntersectionObserver (very old browsers) everything counts as near once it is on the page, so the media still
 * loads. The observer starts from the ref callback, not from state, so watching costs no second render; only
 * coming near does. `initiallyNear`: known to be on the first screen, so near from the first render — on the
 * server too, which has no viewport and renders everything else as far.
 */
export function useNearViewport<T extends Element>(rootMargin: string = NEAR_VIEWPORT_MARGIN, initiallyNear = false): NearViewport<T> {
  const [near, setNear] = useState(initiallyNear);
  const reached = useRef(near);
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  useEffect(() => () => observer.current?.disconnect(), []);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (reached.current || !element) return;
      if (typeof IntersectionObserver === 'undefined') {
        reached.current = true;
        setNear(true);
        return;
      }
      const watching = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          reached.current = true;
          watching.disconnect();
          setNear(true);
        },
        { rootMargin },
      );
      watching.observe(element);
      observer.current = watching;
    },
    [rootMargin],
  );
  return { ref, near };
}
