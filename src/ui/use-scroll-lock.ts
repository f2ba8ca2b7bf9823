import { useEffect } from 'react';

/** Spec §4: the page does not scroll while a popup is open. */
export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}
