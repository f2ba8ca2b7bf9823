// Issue 29 (WCAG 2.2.2, 2.3.3): whether the visitor's system asks for reduced motion, so nothing moves by itself
// for them (the carousels wait for their play button). Read from the media query, and followed as it changes.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** The query's list, where the window has one (jsdom and the server have none). */
const mediaQueryList = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

function subscribe(listener: () => void): () => void {
  const list = mediaQueryList();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
}

export const prefersReducedMotion = (): boolean => mediaQueryList()?.matches ?? false;

/**
 * Whether reduced motion is asked for. The server cannot know: its page renders as for motion, and the hydrated
 * page follows the visitor's setting before anything has moved (the first move is a timer's, BANNER_AUTOPLAY_MS on).
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
