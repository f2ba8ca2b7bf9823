import { useEffect, type RefObject } from 'react';
import { TOUCH_CLOSE_THRESHOLD_PX } from '../../common/constants';

/**
 * Spec §4, §9: while a popover is shown, a click outside it and Escape close it. A touch counts as a tap (and
 * closes it) only when it ends within 20 px of where it started; a longer touch is a scroll and leaves it.
 * Mouse presses are read from mousedown, not pointerdown, so a touch is judged by its distance alone.
 */
export function useOutsideClose(active: boolean, insides: readonly RefObject<HTMLElement | null>[], close: () => void): void {
  useEffect(() => {
    if (!active) return undefined;
    const isInside = (target: EventTarget | null) => target instanceof Node && insides.some((inside) => inside.current?.contains(target));
    let touchStart: { x: number; y: number } | undefined;

    const onMouseDown = (event: MouseEvent) => {
      if (!isInside(event.target)) close();
    };
    const onTouchStart = (event: TouchEvent) => {
      const touch = event.touches[0];
      touchStart = touch && !isInside(event.target) ? { x: touch.clientX, y: touch.clientY } : undefined;
    };
    const onTouchEnd = (event: TouchEvent) => {
      const touch = event.changedTouches[0];
      if (touchStart && touch && Math.hypot(touch.clientX - touchStart.x, touch.clientY - touchStart.y) < TOUCH_CLOSE_THRESHOLD_PX) close();
      touchStart = undefined;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };

    document.addEventListener('mousedown', onMouseDown, true);
    document.addEventListener('touchstart', onTouchStart, { capture: true, passive: true });
    document.addEventListener('touchend', onTouchEnd, { capture: true, passive: true });
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onMouseDown, true);
      document.removeEventListener('touchstart', onTouchStart, true);
      document.removeEventListener('touchend', onTouchEnd, true);
      document.removeEventListener('keydown', onKeyDown);
    };
    // `insides` holds refs, read when an event comes: a new array of the same refs needs no new listeners.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active, close]);
}
