// Spec §4: the state of the notification connection, for whoever depends on it: the local IM receives its
// messages over it, so the header's IM status (spec §2) follows it. A connection that drops is 'connecting' until
// it is back (issue 29: reopened with back-off); 'closed' once it has ended for good (refused, or logged out).
// Holds no socket, so a reader does not load the STOMP client.
import { createListenerSet } from '../listener-set';

export type NotificationLinkState = 'connecting' | 'open' | 'closed';

let state: NotificationLinkState = 'connecting';
const listeners = createListenerSet<void>('notifications');

export function getNotificationLinkState(): NotificationLinkState {
  return state;
}

/** The connection's owner (UserNotifications.tsx) tells each change. */
export function setNotificationLinkState(next: NotificationLinkState): void {
  if (next === state) return;
  state = next;
  listeners.emit();
}

/** Calls `listener` at each change until the returned function is called. */
export const onNotificationLinkChanged = listeners.add;
