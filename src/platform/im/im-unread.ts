// Spec §4, §5: the IM's unread count, for the header's badges. One per page, like the IM it comes from; 0 when
// there is no IM (a role without it, a failed start) and after logout (im-session.ts resets it).
import { useSyncExternalStore } from 'react';
import { createListenerSet } from '../listener-set';

let count = 0;
const listeners = createListenerSet<void>('im');

export function getImUnreadCount(): number {
  return count;
}

export function setImUnreadCount(next: number): void {
  if (next === count) return;
  count = next;
  listeners.emit();
}

export function useImUnreadCount(): number {
  return useSyncExternalStore(listeners.add, getImUnreadCount, getImUnreadCount);
}
