// The toast store: what ToastHost shows. Spec §8: a toast closes by itself after one second per
// 10 characters, never less than 2 s nor more than 6 s.
import { TOAST_MAX_MS, TOAST_MIN_MS, TOAST_MS_PER_TEN_CHARS } from '../../common/constants';

export interface Toast {
  readonly id: number;
  readonly text: string;
}

type Listener = () => void;

let toasts: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();

/** Characters are counted as the reader sees them (a Chinese character or an emoji is one). */
export function toastDurationMs(text: string): number {
  const characters = Array.from(text).length;
  const proportional = (characters * TOAST_MS_PER_TEN_CHARS) / 10;
  return Math.min(TOAST_MAX_MS, Math.max(TOAST_MIN_MS, proportional));
}

function publish(next: readonly Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleDismissal(toast: Toast): void {
  clearTimeout(timers.get(toast.id));
  timers.set(
    toast.id,
    setTimeout(() => dismissToast(toast.id), toastDurationMs(toast.text)),
  );
}

/** Shows a text; the same text already on screen is not stacked twice, its time restarts instead. */
export function showToast(text: string): void {
  const shown = toasts.find((toast) => toast.text === text);
  if (shown) {
    scheduleDismissal(shown);
    return;
  }
  const toast: Toast = { id: nextId++, text };
  publish([...toasts, toast]);
  scheduleDismissal(toast);
}

export function dismissToast(id: number): void {
  clearTimeout(timers.get(id));
  timers.delete(id);
  if (toasts.some((toast) => toast.id === id)) publish(toasts.filter((toast) => toast.id !== id));
}

/** The same array until something changes, as useSyncExternalStore needs. */
export function getToasts(): readonly Toast[] {
  return toasts;
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
