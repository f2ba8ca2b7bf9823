import { useState } from 'react';
import { usePrefersReducedMotion } from '../platform/reduced-motion';

/**
 * Whether a carousel's slides move by themselves (issue 29, WCAG 2.2.2): they do unless the visitor's system asks
 * for reduced motion, until the visitor says otherwise with its play button (CarouselPlayButton).
 */
export function useCarouselAutoplay(moves: boolean): { playing: boolean; toggle(): void } {
  const reducedMotion = usePrefersReducedMotion();
  const [chosen, setChosen] = useState<boolean>();
  const playing = moves && (chosen ?? !reducedMotion);
  return { playing, toggle: () => setChosen(!playing) };
}
