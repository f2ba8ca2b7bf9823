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
 * IntersectionObserver (very old browsers) everything counts as near, so the media still loads. The observer
 * starts from the ref callback, not from state, so watching costs no second render; only coming near does.
 */
export function useNearViewport<T extends Element>(rootMargin: string = NEAR_VIEWPORT_MARGIN): NearViewport<T> {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const reached = useRef(near);
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  useEffect(() => () => observer.current?.disconnect(), []);

  const ref = useCallback(
    (element: T | null) => {
      observer.current?.disconnect();
      observer.current = undefined;
      if (reached.current || !element) return;
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
