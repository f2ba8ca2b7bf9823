// Spec §2 header user area: the IM status beside the unread badge — online, connecting or unavailable — as the
// IM session reports it (im-session.ts). One per page, like the IM it comes from. Holds no IM code, so the header
// reads it without loading the IM (the providers load only once a user with IM is logged in).
import { useSyncExternalStore } from 'react';
import { createListenerSet } from '../listener-set';

/**
 * online: logged in to the IM and its link is up; connecting: logging in, or the link is (re)connecting;
 * unavailable: the login failed, the link is down for good (spec §4: the notification link does not reconnect)
 * or the IM has stopped.
 */
export type ImStatus = 'online' | 'connecting' | 'unavailable';

/** Until an IM reports, it is on its way: the IM of a logged-in user starts as soon as the account is known. */
const INITIAL_STATUS: ImStatus = 'connecting';

let status: ImStatus = INITIAL_STATUS;
const listeners = createListenerSet<void>('im');

export function getImStatus(): ImStatus {
  return status;
}

export function setImStatus(next: ImStatus): void {
  if (next === status) return;
  status = next;
  listeners.emit();
}

/** Back to the start, for the next user's IM (and between tests). */
export function resetImStatus(): void {
  setImStatus(INITIAL_STATUS);
}

export function useImStatus(): ImStatus {
  return useSyncExternalStore(listeners.add, getImStatus, getImStatus);
}
