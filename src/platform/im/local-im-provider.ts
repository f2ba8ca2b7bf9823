// The local IM of the embedded server (issue-6 contract): unread and conversations over REST, authenticated
// by the session cookie and the X-IM-Sig header; new messages and read receipts arrive as IM events on the
// notification connection ({ source: 'IM', peerId, messageId } and { source: 'IM', reason: 'read' }), so its
// link is that connection: online while it is open, unavailable once it has ended for good (a dropped one is
// reopened, issue 29).
import { createListenerSet } from '../listener-set';
import { isImEvent, onNotificationMessage, type NotificationMessage } from '../notifications/notification-events';
import { getNotificationLinkState, onNotificationLinkChanged, type NotificationLinkState } from '../notifications/notification-link';
import type { ImCredentials, ImProvider, ReceivedImMessage } from './im-provider';
import type { ImStatus } from './im-status';
import { fetchConversations, fetchUnreadTotal, type LocalImAccess } from './local-im-api';

/** A new message for this user: the sender is the conversation. */
function receivedOf(message: NotificationMessage): ReceivedImMessage | undefined {
  const { peerId, messageId } = message.body;
  return isImEvent(message) && typeof peerId === 'string' && messageId !== undefined ? { conversationId: peerId } : undefined;
}

const STATUS_OF_LINK: Record<NotificationLinkState, ImStatus> = { connecting: 'connecting', open: 'online', closed: 'unavailable' };

function isReadReceipt(message: NotificationMessage): boolean {
  return isImEvent(message) && message.body.reason === 'read';
}

export class LocalImProvider implements ImProvider {
  private stopListening: (() => void) | undefined;
  private readonly received = createListenerSet<readonly ReceivedImMessage[]>('im');
  private readonly unreadChanged = createListenerSet<void>('im');

  private readonly access: LocalImAccess;

  constructor(credentials: ImCredentials, subsite: string) {
    this.access = { subsite, imUserSig: credentials.imUserSig };
  }

  /** Ready once the server takes the credentials (the first unread call); the events come over the open link. */
  async login(): Promise<void> {
    await this.unreadCount();
    this.stopListening?.();
    this.stopListening = onNotificationMessage((message) => {
      const received = receivedOf(message);
      if (received) this.received.emit([received]);
      else if (isReadReceipt(message)) this.unreadChanged.emit();
    });
  }

  async logout(): Promise<void> {
    this.stopListening?.();
    this.stopListening = undefined;
  }

  unreadCount(): Promise<number> {
    return fetchUnreadTotal(this.access);
  }

  async anyUnread(messages: readonly ReceivedImMessage[]): Promise<boolean> {
    if (messages.length === 0) return false;
    const peers = new Set(messages.map((message) => message.conversationId));
    const conversations = await fetchConversations(this.access);
    return conversations.some((conversation) => peers.has(conversation.peerId) && conversation.unreadCount > 0);
  }

  onMessagesReceived(listener: (messages: readonly ReceivedImMessage[]) => void): () => void {
    return this.received.add(listener);
  }

  onUnreadChanged(listener: () => void): () => void {
    return this.unreadChanged.add(listener);
  }

  connectionStatus(): ImStatus {
    return STATUS_OF_LINK[getNotificationLinkState()];
  }

  onConnectionChanged(listener: () => void): () => void {
    return onNotificationLinkChanged(listener);
  }
}
