import type { Story } from '@ladle/react';
import { CatalogPageFrame } from '../../../ladle/CatalogPageFrame';
import { catalogKeys } from '../../platform/catalog';
import type { ImConversation, ImMessage } from '../../platform/im/local-im-api';
import { localImKeys } from '../../platform/im/local-im-queries';
import type { Language } from '../../../common/language';
import { InstantMessagePage } from './InstantMessagePage';
import conversationsEn from '../../../fixtures/im/im-conversation-list.many.en-US.json';
import conversationsZh from '../../../fixtures/im/im-conversation-list.many.zh-CN.json';
import noConversations from '../../../fixtures/im/im-conversation-list.empty.json';
import messagesEn from '../../../fixtures/im/im-message-list.conversation.en-US.json';
import messagesZh from '../../../fixtures/im/im-message-list.conversation.zh-CN.json';
import noMessages from '../../../fixtures/im/im-message-list.empty.json';
import shopEn from '../../../fixtures/catalog/shop.full.en-US.json';

// The story sessions' ids (ladle/story-sessions.ts): the buyer's IM lives in the member subsite.
const BUYER = 'story-buyer';
const PEER = 'acc-brightway-sales';

interface Fixtures {
  language?: Language;
  query?: string;
  conversations?: { conversations: ImConversation[] };
  messages?: { messages: ImMessage[] };
  shop?: unknown;
}

/** The page as a buyer sees it, its calls answered from fixtures (an open conversation counts as read). */
function ImPageAt({ language = 'en-US', query = '', conversations = conversationsEn as Fixtures['conversations'], messages, shop }: Fixtures) {
  const list = conversations?.conversations.map((conversation) =>
    conversation.peerId === PEER && messages ? { ...conversation, unreadCount: 0 } : conversation,
  );
  return (
    <CatalogPageFrame
      path={`/member/instantmessageself/index${query}`}
      route="/:subSite/instantmessageself/index"
      page={<InstantMessagePage language={language} />}
      data={[
        [localImKeys.credentials(BUYER, 'member'), { imUserId: BUYER, imUserSig: 'story-signature', sdkAppId: null }],
        [localImKeys.conversations(BUYER), list],
        ...(messages ? [[localImKeys.messages(BUYER, PEER), { pages: [messages.messages], pageParams: [undefined] }] as const] : []),
        ...(shop ? [[catalogKeys.shop('BRIGHTWAY', language), shop] as const] : []),
      ]}
    />
  );
}

/** The conversations, latest first, with their unread counts (2, and 99+ for 120). */
export const Conversations: Story = () => <ImPageAt />;
Conversations.meta = { session: 'buyer' };

/** One conversation: the peer's messages left in white, the buyer's right in red, times between them. */
export const Conversation: Story = () => <ImPageAt query={`?to=${PEER}`} messages={messagesEn as Fixtures['messages']} />;
Conversation.meta = { session: 'buyer' };

/** Opened from the shop's Chat button: to, structure (the shop) and clue Y put its card on top. */
export const ConversationWithCompanyCard: Story = () => (
  <ImPageAt
    query={`?to=${PEER}&structure=BRIGHTWAY&clue=Y`}
    messages={noMessages as Fixtures['messages']}
    conversations={noConversations as Fixtures['conversations']}
    shop={shopEn}
  />
);
ConversationWithCompanyCard.meta = { session: 'buyer' };

/** Nobody has written yet. */
export const NoConversations: Story = () => <ImPageAt conversations={noConversations as Fixtures['conversations']} />;
NoConversations.meta = { session: 'buyer' };

/** A group account has no IM (spec §6). */
export const RefusedToGroup: Story = () => <ImPageAt />;
RefusedToGroup.meta = { session: 'group' };

export const ConversationsZhCN: Story = () => <ImPageAt language="zh-CN" conversations={conversationsZh as Fixtures['conversations']} />;
ConversationsZhCN.meta = { session: 'buyer', language: 'zh-CN' };

export const ConversationZhCN: Story = () => (
  <ImPageAt language="zh-CN" query={`?to=${PEER}`} conversations={conversationsZh as Fixtures['conversations']} messages={messagesZh as Fixtures['messages']} />
);
ConversationZhCN.meta = { session: 'buyer', language: 'zh-CN' };
