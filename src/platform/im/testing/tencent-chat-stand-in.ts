// A stand-in for the @tencentcloud/chat module in unit tests: the real SDK connects to Tencent's cloud as soon
// as create() is called, and there is no network here. It follows the SDK's documented API (index.d.ts of the
// package: TencentCloudChat.create({ SDKAppID }), login({ userID, userSig }), logout(), destroy(), on/off,
// EVENT.SDK_READY / MESSAGE_RECEIVED / TOTAL_UNREAD_MESSAGE_COUNT_UPDATED with the SDK's event names,
// getTotalUnreadMessageCount(), getConversationList([ids]) resolving to { data: { conversationList } },
// EVENT.NET_STATE_CHANGE with { state: TYPES.NET_STATE_* }, EVENT.KICKED_OUT), and lets a test play the cloud's
// part: deliver messages, set conversations' unread counts, drop and restore the network, log in elsewhere.
import type { TencentChat, TencentChatHandler, TencentChatModule, TencentChatNamespace, TencentConversation } from '../tencent-chat-sdk';

/** The SDK's own event names (TencentCloudChat.EVENT in index.d.ts). */
const EVENT = {
  SDK_READY: 'sdkStateReady',
  SDK_NOT_READY: 'sdkStateNotReady',
  MESSAGE_RECEIVED: 'onMessageReceived',
  TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: 'onTotalUnreadMessageCountUpdated',
  NET_STATE_CHANGE: 'netStateChange',
  KICKED_OUT: 'kickedOut',
} as const;

/** The SDK's network states (TencentCloudChat.TYPES in index.d.ts). */
const TYPES = { NET_STATE_CONNECTED: 'connected', NET_STATE_CONNECTING: 'connecting', NET_STATE_DISCONNECTED: 'disconnected' } as const;

export type StandInNetState = keyof typeof TYPES;

export class StandInChat implements TencentChat {
  readonly calls: string[] = [];
  loggedInAs: { userID: string; userSig: string } | undefined;
  destroyed = false;
  /** Whether login() makes the SDK ready by itself; a test that wants to decide when sets it false. */
  readyOnLogin = true;
  private ready = false;
  private readonly handlers = new Map<string, Set<TencentChatHandler>>();
  private readonly conversations = new Map<string, number>();

  constructor(readonly options: { SDKAppID: number }) {}

  async login(options: { userID: string; userSig: string }): Promise<unknown> {
    this.calls.push('login');
    if (this.destroyed) throw new Error('the instance was destroyed');
    this.loggedInAs = options;
    if (this.readyOnLogin) queueMicrotask(() => this.becomeReady());
    return { data: { repeatLogin: false } };
  }

  async logout(): Promise<unknown> {
    this.calls.push('logout');
    this.loggedInAs = undefined;
    this.ready = false;
    this.emit(EVENT.SDK_NOT_READY, {});
    return {};
  }

  async destroy(): Promise<unknown> {
    this.calls.push('destroy');
    this.destroyed = true;
    return {};
  }

  on(eventName: string, handler: TencentChatHandler): void {
    let set = this.handlers.get(eventName);
    if (!set) this.handlers.set(eventName, (set = new Set()));
    set.add(handler);
  }

  off(eventName: string, handler: TencentChatHandler): void {
    this.handlers.get(eventName)?.delete(handler);
  }

  isReady(): boolean {
    return this.ready;
  }

  getTotalUnreadMessageCount(): number {
    return [...this.conversations.values()].reduce((total, count) => total + count, 0);
  }

  async getConversationList(conversationIDs?: string[]): Promise<{ data: { conversationList: TencentConversation[] } }> {
    const ids = conversationIDs ?? [...this.conversations.keys()];
    const conversationList = ids.filter((id) => this.conversations.has(id)).map((id) => ({ conversationID: id, unreadCount: this.conversations.get(id) ?? 0 }));
    return { data: { conversationList } };
  }

  // The cloud's part, for tests.

  becomeReady(): void {
    this.ready = true;
    this.emit(EVENT.SDK_READY, { name: EVENT.SDK_READY });
  }

  /** Messages from `from` arrive in conversation C2C{from}; `unread` of them stay unread there. */
  deliver(from: string, count = 1, unread = count): void {
    const conversationID = `C2C${from}`;
    this.conversations.set(conversationID, (this.conversations.get(conversationID) ?? 0) + unread);
    const data = Array.from({ length: count }, (_, index) => ({
      ID: `${from}-${Date.now()}-${index}`,
      conversationID,
      from,
      flow: 'in',
      isRead: index >= unread,
    }));
    this.emit(EVENT.MESSAGE_RECEIVED, { name: EVENT.MESSAGE_RECEIVED, data });
    this.emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, { name: EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, data: this.getTotalUnreadMessageCount() });
  }

  /** The conversation read elsewhere (another device, the IM page). */
  readConversation(from: string): void {
    this.conversations.set(`C2C${from}`, 0);
    this.emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, { name: EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, data: this.getTotalUnreadMessageCount() });
  }

  /** The SDK's link changes, as its NET_STATE_CHANGE reports it. */
  changeNetState(state: StandInNetState): void {
    this.emit(EVENT.NET_STATE_CHANGE, { name: EVENT.NET_STATE_CHANGE, data: { state: TYPES[state] } });
  }

  /** The same user logged in elsewhere: the SDK logs this instance out. */
  kickOut(): void {
    this.ready = false;
    this.emit(EVENT.KICKED_OUT, { name: EVENT.KICKED_OUT, data: { type: 'multipleAccount' } });
  }

  listenerCount(eventName: string): number {
    return this.handlers.get(eventName)?.size ?? 0;
  }

  private emit(eventName: string, event: { name?: string; data?: unknown }): void {
    for (const handler of [...(this.handlers.get(eventName) ?? [])]) handler(event);
  }
}

/** A stand-in module: `module.default` is TencentCloudChat; `instances` every chat it created. */
export function standInTencentChatModule({ readyOnLogin = true } = {}): { module: TencentChatModule; instances: StandInChat[] } {
  const instances: StandInChat[] = [];
  const TencentCloudChat: TencentChatNamespace = {
    create(options) {
      const chat = new StandInChat(options);
      chat.readyOnLogin = readyOnLogin;
      instances.push(chat);
      return chat;
    },
    EVENT,
    TYPES,
  };
  return { module: { default: TencentCloudChat }, instances };
}
