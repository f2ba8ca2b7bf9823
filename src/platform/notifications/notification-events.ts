// What arrives on the notification connection, for whoever in the page wants it: the unread counts, the local
// IM (its messages and read receipts come over the same link) and the IM page's live conversation. Holds no
// socket itself, so a listener does not load the STOMP client.
import { createListenerSet } from '../listener-set';
import type { NotificationQueue } from './notification-paths';

export interface NotificationMessage {
  queue: NotificationQueue;
  /** The MESSAGE frame's JSON body (an object; anything else arrives as {}). */
  body: Record<string, unknown>;
}

const listeners = createListenerSet<NotificationMessage>('notifications');

/** Calls `listener` with every message of the connection until the returned function is called. */
export const onNotificationMessage = listeners.add;

/** Hands a message to every listener (the connection does, for each MESSAGE frame). */
export const publishNotificationMessage = listeners.emit;

/** The issue-6 contract: a local IM event carries source 'IM'. */
export function isImEvent(message: NotificationMessage): boolean {
  return message.body.source === 'IM';
}
