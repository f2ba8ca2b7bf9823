import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `onExposed` once, when the element first enters the viewport (no margin: the visitor could see
 * it). Once per mount, so once per page view. Without IntersectionObserver nothing is reported: whether
 * the visitor saw it is not known. The observer starts from the ref callback, not from state, so watching
 * costs the section no second render.
 */
export function useSectionExposure<T extends Element>(onExposed: () => void): (element: T | null) => void {
  const exposed = useRef(false);
  const observer = useRef<IntersectionObserver | undefined>(undefined);
  const latestOnExposed = useRef(onExposed);
  useEffect(() => {
    latestOnExposed.current = onExposed;
  });
  useEffect(() => () => observer.current?.disconnect(), []);

  return useCallback((element: T | null) => {
    observer.current?.disconnect();
    observer.current = undefined;
    if (exposed.current || !element || typeof IntersectionObserver === 'undefined') return;
    const watching = new IntersectionObserver((entries) => {
      if (exposed.current || !entries.some((entry) => entry.isIntersecting)) return;
      exposed.current = true;
      watching.disconnect();
      latestOnExposed.current();
    });
    watching.observe(element);
    observer.current = watching;
  }, []);
}
