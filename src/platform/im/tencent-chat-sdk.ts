// The part of @tencentcloud/chat's documented API the portal uses (index.d.ts of the package; Tencent's docs
// "Conversation Unread Count", "Getting the Conversation List"; NET_STATE_CHANGE carries { state } with one of
// TYPES.NET_STATE_*). Written out so the provider can check what
// the lazily loaded module really offers, and so the tests' stand-in follows the same shape.

export interface TencentChatEventPayload {
  data?: unknown;
}

export type TencentChatHandler = (event: TencentChatEventPayload) => void;

export interface TencentConversation {
  conversationID: string;
  unreadCount: number;
}

export interface TencentChat {
  login(options: { userID: string; userSig: string }): Promise<unknown>;
  logout(): Promise<unknown>;
  destroy(): Promise<unknown>;
  on(eventName: string, handler: TencentChatHandler): void;
  off(eventName: string, handler: TencentChatHandler): void;
  isReady(): boolean;
  getTotalUnreadMessageCount(): number;
  /** With an array: those conversations only. Resolves to imResponse.data.conversationList. */
  getConversationList(conversationIDs?: string[]): Promise<{ data: { conversationList: TencentConversation[] } }>;
}

/** TencentCloudChat: the module's default export. */
export interface TencentChatNamespace {
  create(options: { SDKAppID: number }): TencentChat;
  EVENT: {
    SDK_READY: string;
    MESSAGE_RECEIVED: string;
    TOTAL_UNREAD_MESSAGE_COUNT_UPDATED: string;
    /** The SDK's link went up, is reconnecting or went down: data { state }. */
    NET_STATE_CHANGE: string;
    /** This instance was logged out by a login elsewhere (or an expired userSig). */
    KICKED_OUT: string;
  };
  TYPES: {
    NET_STATE_CONNECTED: string;
    NET_STATE_CONNECTING: string;
    NET_STATE_DISCONNECTED: string;
  };
}

/** What `import('@tencentcloud/chat')` resolves to, as far as it can be trusted before checking. */
export interface TencentChatModule {
  default?: unknown;
}
