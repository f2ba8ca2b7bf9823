// What the local IM tells the notification bus (contract, issue 6): the browser, subscribed to its
// notificationChanged queue over STOMP, refreshes its unread count and the open conversation.

/** The part of the notification bus (server/bus) the IM publishes through. */
export interface ImEventPublisher {
  publish(event: ImEvent): Promise<void>;
}

export interface ImEvent {
  userId: string;
  queue: 'notificationChanged';
  body: { source: 'IM'; peerId: string; messageId: string } | { source: 'IM'; reason: 'read' };
}

/** To the recipient of a new message. */
export function newMessageEvent(recipientId: string, senderId: string, messageId: string): ImEvent {
  return { userId: recipientId, queue: 'notificationChanged', body: { source: 'IM', peerId: senderId, messageId } };
}

/** To the reader, whose other pages then drop their unread counts too. */
export function readEvent(readerId: string): ImEvent {
  return { userId: readerId, queue: 'notificationChanged', body: { source: 'IM', reason: 'read' } };
}
