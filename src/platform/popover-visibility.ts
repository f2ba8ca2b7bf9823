// Spec §4, §9: when a popover shows and hides. Showing waits its show delay, hiding the popup hide delay
// (120 ms: time for a pointer to move from the anchor onto the popover, which cancels the hide). A popover
// closed by a tap or click outside it, or by Escape, cannot show again for 300 ms: the same tap would
// otherwise reach its anchor and open it again. Of the popovers of one group, one is shown at a time.
import { POPUP_HIDE_DELAY_MS, RESHOW_LOCK_MS } from '../../common/constants';

export interface PopoverVisibilityOptions {
  /** Popovers of the same group hide each other; without a group a popover is on its own. */
  group?: string;
  /** The spec gives no show delay: 0 (at once) unless asked. */
  showDelayMs?: number;
  hideDelayMs?: number;
}

export interface PopoverVisibility {
  isShown(): boolean;
  subscribe(listener: () => void): () => void;
  show(): void;
  hide(): void;
  /** Shows it unless it is shown or about to be, else hides it: a tap on a click-trigger anchor. */
  toggle(): void;
  /** Hides it after an outside tap or click, or Escape, and locks re-showing for 300 ms. */
  close(): void;
  /** Ends it: timers cleared, hidden at once, out of its group. */
  dispose(): void;
}

const shownByGroup = new Map<string, PopoverVisibility & { hideNow(): void }>();

export function createPopoverVisibility({ group, showDelayMs = 0, hideDelayMs = POPUP_HIDE_DELAY_MS }: PopoverVisibilityOptions = {}): PopoverVisibility {
  let shown = false;
  let pending: { to: 'show' | 'hide'; timer: ReturnType<typeof setTimeout> } | undefined;
  let lockTimer: ReturnType<typeof setTimeout> | undefined;
  const listeners = new Set<() => void>();

  const cancelPending = () => {
    if (pending) clearTimeout(pending.timer);
    pending = undefined;
  };

  const apply = (next: boolean) => {
    cancelPending();
    if (shown === next) return;
    if (group && next) {
      const other = shownByGroup.get(group);
      if (other && other !== visibility) other.hideNow();
      shownByGroup.set(group, visibility);
    } else if (group && shownByGroup.get(group) === visibility) {
      shownByGroup.delete(group);
    }
    shown = next;
    for (const listener of listeners) listener();
  };

  const schedule = (to: 'show' | 'hide', delayMs: number) => {
    cancelPending();
    if (delayMs <= 0) apply(to === 'show');
    else pending = { to, timer: setTimeout(() => apply(to === 'show'), delayMs) };
  };

  const visibility = {
    isShown: () => shown,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show() {
      if (lockTimer !== undefined) return;
      if (pending?.to === 'show') return;
      if (shown) cancelPending();
      else schedule('show', showDelayMs);
    },
    hide() {
      if (pending?.to === 'hide') return;
      if (shown) schedule('hide', hideDelayMs);
      else cancelPending();
    },
    toggle() {
      const showing = pending ? pending.to === 'show' : shown;
      if (showing) visibility.hide();
      else visibility.show();
    },
    close() {
      visibility.hide();
      clearTimeout(lockTimer);
      lockTimer = setTimeout(() => {
        lockTimer = undefined;
      }, RESHOW_LOCK_MS);
    },
    hideNow: () => apply(false),
    dispose() {
      clearTimeout(lockTimer);
      lockTimer = undefined;
      apply(false);
      listeners.clear();
    },
  };
  return visibility;
}
