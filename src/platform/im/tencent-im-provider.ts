// Spec §4: IM over Tencent Cloud Chat — created with the SDK app id, logged in with imUserId/imUserSig, unread
// from the SDK's own total and its conversations' unreadCount. The SDK (about 700 kB, and it connects out as
// soon as it is created) is loaded only here, when a logged-in user's credentials name an SDK app id.
import { createListenerSet } from '../listener-set';
import type { ImCredentials, ImProvider, ReceivedImMessage } from './im-provider';
import { ImConstructorMissingError } from './im-provider';
import type { ImStatus } from './im-status';
import type { TencentChat, TencentChatHandler, TencentChatModule, TencentChatNamespace } from './tencent-chat-sdk';

export type TencentChatLoader = () => Promise<TencentChatModule>;

const loadTencentChat: TencentChatLoader = () => import('@tencentcloud/chat') as Promise<TencentChatModule>;

/** The module's TencentCloudChat, or the spec's error when it offers no way to create an instance. */
function namespaceOf(module: TencentChatModule): TencentChatNamespace {
  const candidate = module.default as Partial<TencentChatNamespace> | undefined;
  if (typeof candidate?.create !== 'function' || typeof candidate.EVENT !== 'object' || typeof candidate.TYPES !== 'object')
    throw new ImConstructorMissingError('Tencent Cloud Chat');
  return candidate as TencentChatNamespace;
}

function receivedMessages(data: unknown): ReceivedImMessage[] {
  if (!Array.isArray(data)) return [];
  return data.flatMap((message: unknown) => {
    const conversationId = message !== null && typeof message === 'object' ? (message as { conversationID?: unknown }).conversationID : undefined;
    return typeof conversationId === 'string' ? [{ conversationId }] : [];
  });
}

/** The header's IM status (spec §2) for the SDK's network state; undefined for a state it does not name. */
function statusOfNetState(types: TencentChatNamespace['TYPES'], state: unknown): ImStatus | undefined {
  if (state === types.NET_STATE_CONNECTED) return 'online';
  if (state === types.NET_STATE_CONNECTING) return 'connecting';
  if (state === types.NET_STATE_DISCONNECTED) return 'unavailable';
  return undefined;
}

interface Running {
  chat: TencentChat;
  events: TencentChatNamespace['EVENT'];
  onReceived: TencentChatHandler;
  onUnreadChanged: TencentChatHandler;
  onNetState: TencentChatHandler;
  onKickedOut: TencentChatHandler;
}

export class TencentImProvider implements ImProvider {
  private running: Running | undefined;
  private readonly received = createListenerSet<readonly ReceivedImMessage[]>('im');
  private readonly unreadChanged = createListenerSet<void>('im');
  private connection: ImStatus = 'connecting';
  private readonly connectionChanged = createListenerSet<void>('im');

  constructor(
    private readonly credentials: ImCredentials,
    _subsite: string,
    private readonly load: TencentChatLoader = loadTencentChat,
  ) {}

  async login(): Promise<void> {
    const { sdkAppId, imUserId, imUserSig } = this.credentials;
    if (sdkAppId === null) throw new Error('Tencent Cloud Chat needs an SDK app id');
    const TencentCloudChat = namespaceOf(await this.load());
    const chat = TencentCloudChat.create({ SDKAppID: sdkAppId });
    const events = TencentCloudChat.EVENT;
    const running: Running = {
      chat,
      events,
      onReceived: (event) => {
        const messages = receivedMessages(event.data);
        if (messages.length > 0) this.received.emit(messages);
      },
      onUnreadChanged: () => this.unreadChanged.emit(),
      onNetState: (event) => {
        const state = (event.data as { state?: unknown } | undefined)?.state;
        const status = statusOfNetState(TencentCloudChat.TYPES, state);
        if (status) this.setConnection(status);
      },
      onKickedOut: () => this.setConnection('unavailable'),
    };
    this.running = running;
    // The SDK's advice: listen before login, so no event is missed.
    const ready = new Promise<void>((resolve) => {
      const onReady: TencentChatHandler = () => {
        chat.off(events.SDK_READY, onReady);
        resolve();
      };
      chat.on(events.SDK_READY, onReady);
    });
    chat.on(events.MESSAGE_RECEIVED, running.onReceived);
    chat.on(events.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, running.onUnreadChanged);
    chat.on(events.NET_STATE_CHANGE, running.onNetState);
    chat.on(events.KICKED_OUT, running.onKickedOut);
    await chat.login({ userID: imUserId, userSig: imUserSig });
    if (!chat.isReady()) await ready;
    // Ready means connected: the SDK reports a network change from here on.
    this.setConnection('online');
  }

  async logout(): Promise<void> {
    const running = this.running;
    if (!running) return;
    this.running = undefined;
    const { chat, events } = running;
    chat.off(events.MESSAGE_RECEIVED, running.onReceived);
    chat.off(events.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, running.onUnreadChanged);
    chat.off(events.NET_STATE_CHANGE, running.onNetState);
    chat.off(events.KICKED_OUT, running.onKickedOut);
    this.setConnection('unavailable');
    try {
      await chat.logout();
    } finally {
      // Closes the SDK's own connection and frees what it holds.
      await chat.destroy();
    }
  }

  async unreadCount(): Promise<number> {
    return this.running?.chat.getTotalUnreadMessageCount() ?? 0;
  }

  async anyUnread(messages: readonly ReceivedImMessage[]): Promise<boolean> {
    const chat = this.running?.chat;
    if (!chat || messages.length === 0) return false;
    const ids = [...new Set(messages.map((message) => message.conversationId))];
    const { data } = await chat.getConversationList(ids);
    return data.conversationList.some((conversation) => conversation.unreadCount > 0);
  }

  onMessagesReceived(listener: (messages: readonly ReceivedImMessage[]) => void): () => void {
    return this.received.add(listener);
  }

  onUnreadChanged(listener: () => void): () => void {
    return this.unreadChanged.add(listener);
  }

  connectionStatus(): ImStatus {
    return this.connection;
  }

  onConnectionChanged(listener: () => void): () => void {
    return this.connectionChanged.add(listener);
  }

  private setConnection(next: ImStatus): void {
    if (next === this.connection) return;
    this.connection = next;
    this.connectionChanged.emit();
  }
}
