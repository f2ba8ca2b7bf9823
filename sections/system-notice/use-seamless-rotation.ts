import { useEffect, useState } from 'react';

export interface SeamlessRotation {
  /** The visible row; equals `count` while the repeated first row is shown. */
  index: number;
  /** False for the one instant jump from the repeated first row back to the real one. */
  animating: boolean;
}

/**
 * Steps through `count` rows every `intervalMs` (one or zero rows never move; a paused rotation waits).
 * After the step onto the repeated first row has had `transitionMs` to play, it jumps back to the real
 * first row without animation — by timer rather than transitionend, which hidden tabs may never fire.
 */
export function useSeamlessRotation(count: number, intervalMs: number, transitionMs: number, paused: boolean): SeamlessRotation {
  const [index, setIndex] = useState(0);
  const [animating, setAnimating] = useState(true);
  const rotates = count > 1 && !paused;

  useEffect(() => {
    if (!rotates) return undefined;
    const timer = setInterval(() => {
      setAnimating(true);
      setIndex((current) => (current >= count ? 1 : current + 1));
    }, intervalMs);
    return () => clearInterval(timer);
  }, [rotates, count, intervalMs]);

  useEffect(() => {
    if (count < 2 || index < count) return undefined;
    const timer = setTimeout(() => {
      setAnimating(false);
      setIndex(0);
    }, transitionMs);
    return () => clearTimeout(timer);
  }, [index, count, transitionMs]);

  return { index: count > 1 ? Math.min(index, count) : 0, animating };
}
