import { useEffect, useState } from 'react';

/** Spec §9: footer banner click listeners are bound only after a delay, so early taps are not counted. */
export function useClickBinding(delayMs: number): boolean {
  const [bound, setBound] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setBound(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return bound;
}
