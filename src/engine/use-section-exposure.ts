import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Calls `onExposed` once, when the element first enters the viewport (no margin: the visitor could see
 * it). Once per mount, so once per page view. Without IntersectionObserver nothing is reported: whether
 * the visitor saw it is not known.
 */
export function useSectionExposure<T extends Element>(onExposed: () => void): (element: T | null) => void {
  const [element, setElement] = useState<T | null>(null);
  const exposed = useRef(false);
  const latestOnExposed = useRef(onExposed);
  useEffect(() => {
    latestOnExposed.current = onExposed;
  });

  useEffect(() => {
    if (exposed.current || !element || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (exposed.current || !entries.some((entry) => entry.isIntersecting)) return;
      exposed.current = true;
      observer.disconnect();
      latestOnExposed.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);

  return useCallback((next: T | null) => setElement(next), []);
}
