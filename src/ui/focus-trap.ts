// A modal's focus (WCAG 2.4.3, issue 29): kept inside it while it is open, and given back to what opened it when
// it closes, so a keyboard user neither wanders into the page behind the mask nor starts over at the top.
import { useLayoutEffect, type KeyboardEvent } from 'react';

const FOCUSABLE = 'button:not(:disabled), textarea:not(:disabled), input:not(:disabled), select:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * Gives the focus back, when the modal closes (`open` turns false or the component goes), to what had it when the
 * modal opened. A layout effect: it reads the focus before the modal's own (passive) effect moves it inside.
 */
export function useFocusReturn(open = true): void {
  useLayoutEffect(() => {
    if (!open) return undefined;
    const before = document.activeElement;
    return () => {
      if (before instanceof HTMLElement && before.isConnected) before.focus();
    };
  }, [open]);
}

/** aria-modal: Tab and Shift+Tab go round the box's controls instead of into the page behind the mask. */
export function keepFocusInside(event: KeyboardEvent, box: HTMLElement | null): void {
  if (event.key !== 'Tab' || !box) return;
  // In document order (a selector list's matches need not come in that order everywhere).
  const controls = Array.from(box.querySelectorAll<HTMLElement>('*')).filter((element) => element.matches(FOCUSABLE));
  const first = controls[0];
  const last = controls[controls.length - 1];
  if (!first || !last) {
    // Nothing to go to: the focus stays on the box.
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (document.activeElement === first || document.activeElement === box)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
