import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetKefuExchanges } from '../../platform/im/kefu-exchange';
import type { ImMessage } from '../../platform/im/local-im-api';
import { publishNotificationMessage } from '../../platform/notifications/notification-events';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { replyLoggedIn } from '../../platform/session/testing/logged-in-replies';
import { fixClockInEachTest } from '../testing/fixed-clock';
import { renderPortalAt } from '../testing/render-portal-at';
import { renderPage } from '../testing/render-page';
import conversations from '../../../fixtures/im/im-conversation-list.many.en-US.json';
import noConversations from '../../../fixtures/im/im-conversation-list.empty.json';
import thread from '../../../fixtures/im/im-message-list.conversation.en-US.json';
import noMessages from '../../../fixtures/im/im-message-list.empty.json';
import sent from '../../../fixtures/im/im-message.sent.en-US.json';
import signature from '../../../fixtures/im/tim-signature.local.json';
import shop from '../../../fixtures/catalog/shop.full.en-US.json';

// The notification connection is the notifications' own (src/platform/notifications, tested there): here the
// page's live updates are driven by handing it the connection's messages directly.
vi.mock('../../platform/notifications/SessionNotifications', () => ({ SessionNotifications: () => null }));

const api = setUpAuthApi();
const PEER = 'acc-brightway-sales';
const CONVERSATIONS = 'GET /member/api/im/conversations';
const MESSAGES = `GET /member/api/im/conversations/${PEER}/messages`;
const SEND = `POST /member/api/im/conversations/${PEER}/messages`;
const READ = `POST /member/api/im/conversations/${PEER}/read`;
const ok = (body: unknown): FakeReply => ({ status: 200, body });

function replyChat({ list = [ok(conversations)], messages = [ok(thread)] }: { list?: FakeReply[]; messages?: FakeReply[] } = {}): void {
  api.reply('GET /member/api/tim/signature/self', ok(signature));
  api.reply(CONVERSATIONS, ...list);
  api.reply(MESSAGES, ...messages);
  api.reply(READ, ok({ total: 0 }));
}

const location = () => screen.getByTestId('location').textContent;
const messageList = () => screen.findByRole('list', { name: 'Messages' });
const shownMessages = async () => [...(await messageList()).querySelectorAll('p')].map((bubble) => bubble.textContent);
const box = () => screen.getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;

// 2026-11-23 10:00 at UTC+8: the fixtures' messages are of this morning.
fixClockInEachTest('2026-11-23T02:00:00Z');
afterEach(() => forgetKefuExchanges());

describe('who gets the instant-message page (spec §2, §6)', () => {
  it('sends a visitor to login, coming back to the page with its query after it', async () => {
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    const back = encodeURIComponent(`/member/instantmessageself/index?to=${PEER}`);
    await waitFor(() => expect(location()).toBe(`/zh-CN/login/mall/index?redirect_uri=${back}&requirement=instantMessage`));
  });

  it('sends a visitor to the login page of the language last chosen on the portal', async () => {
    localStorage.setItem('portal.language', 'en-US');
    api.reply('GET /api/auth/login/userinfo/public', ok({ isAuthenticated: false }));
    renderPortalAt('/member/instantmessageself/index');
    await waitFor(() => expect(location()).toMatch(/^\/en-US\/login\/mall\/index\?redirect_uri=/));
  });

  it('tells a GROUP clearly that the account cannot send instant messages, asking nothing of the IM', async () => {
    renderPage('/member/instantmessageself/index', { api, session: { userType: 'GROUP' } });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your account is not a buyer or exhibitor account and cannot send instant messages.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Instant messages' })).toBeInTheDocument();
    expect(api.sent.filter((request) => request.path.includes('/im') || request.path.includes('/tim/'))).toEqual([]);
  });

  it('asks the server whether an EMPLOYEE is the customer service, under work, and tells one who is not', async () => {
    replyLoggedIn(api, { userType: 'EMPLOYEE' });
    api.reply('GET /work/api/tim/signature/self', errorReply(403, 'E403_NOT_IM_USER'));
    renderPortalAt('/member/instantmessageself/index');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Your account is not a buyer or exhibitor account and cannot send instant messages.',
    );
    expect(location()).toBe('/work/instantmessageself/index');
    expect(api.sentTo('GET /work/api/tim/signature/self')).toHaveLength(1);
  });

  it('refuses a media member too', async () => {
    renderPage('/member/instantmessageself/index', { api, session: { mediaMember: true } });
    expect((await screen.findByRole('alert')).textContent).toContain('cannot send instant messages');
  });

  it("corrects the subsite to the viewer's own, keeping the query", async () => {
    replyLoggedIn(api);
    replyChat();
    renderPortalAt(`/seller/instantmessageself/index?to=${PEER}&clue=N`);
    await waitFor(() => expect(location()).toBe(`/member/instantmessageself/index?to=${PEER}&clue=N`));
  });

  it('speaks the language of the login status', async () => {
    localStorage.setItem('portal.language', 'en-US');
    replyLoggedIn(api, { language: 'zh-CN' });
    replyChat();
    renderPortalAt('/member/instantmessageself/index');
    await screen.findByRole('heading', { level: 1, name: '即时消息' });
    await screen.findByRole('list', { name: '会话列表' });
    expect(api.sentTo(CONVERSATIONS)[0]?.headers['accept-language']).toBe('zh-CN');
  });

  it('says so when the server runs Tencent Cloud Chat instead of the local IM', async () => {
    replyLoggedIn(api);
    api.reply('GET /member/api/tim/signature/self', ok({ ...signature, sdkAppId: 1400000001 }));
    renderPortalAt('/member/instantmessageself/index');
    expect((await screen.findByRole('alert')).textContent).toBe('Instant messages are not available on this page at the moment.');
    expect(api.sentTo(CONVERSATIONS)).toEqual([]);
  });
});

describe('the conversation list', () => {
  it('lists the conversations, latest first, with the last message, its time and the unread count (99, then 99+)', async () => {
    replyLoggedIn(api);
    replyChat();
    renderPortalAt('/member/instantmessageself/index');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    const items = within(list).getAllByRole('link');
    expect(items.map((item) => item.getAttribute('href'))).toEqual([
      `/member/instantmessageself/index?to=${PEER}`,
      '/member/instantmessageself/index?to=acc-greenleaf-sales',
      '/member/instantmessageself/index?to=acc-harbour-tools',
      '/member/instantmessageself/index?to=acc-service',
    ]);
    expect(within(items[0]!).getByText('Ningbo Brightway Lighting Co., Ltd.')).toBeInTheDocument();
    expect(within(items[0]!).getByText('09:41')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('img', { name: '2 unread' }).textContent).toBe('2');
    expect(within(items[1]!).getByText('You: Thank you, I will check the samples next week.')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Nov 22 17:05')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('img')).toBeNull();
    expect(within(items[2]!).getByRole('img', { name: '120 unread' }).textContent).toBe('99+');
    // The local IM's calls carry the credentials' imUserSig beside the session cookie.
    expect(api.sentTo(CONVERSATIONS)[0]?.headers['x-im-sig']).toBe(signature.imUserSig);
  });

  it('offers the customer service above the list: the kefu exchange (once per member) names whom the conversation is with', async () => {
    replyLoggedIn(api);
    replyChat({ list: [ok(noConversations)] });
    api.reply('POST /public/api/imIntegration/postTiMexchangeImUser', ok({ imUserId: 'acc-service' }));
    api.reply('GET /member/api/im/conversations/acc-service/messages', ok(noMessages));
    renderPortalAt('/member/instantmessageself/index');
    fireEvent.click(await screen.findByRole('button', { name: /Customer service/ }));
    await waitFor(() => expect(location()).toBe('/member/instantmessageself/index?to=acc-service'));
    await screen.findByRole('heading', { level: 1, name: 'Customer service' });
    expect(api.sentTo('POST /public/api/imIntegration/postTiMexchangeImUser')[0]?.body).toEqual({ memberId: 'm1' });
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.click(await screen.findByRole('button', { name: /Customer service/ }));
    await waitFor(() => expect(location()).toBe('/member/instantmessageself/index?to=acc-service'));
    expect(api.sentTo('POST /public/api/imIntegration/postTiMexchangeImUser')).toHaveLength(1);
  });

  it('shows the customer service its chats under work, without a way to itself', async () => {
    replyLoggedIn(api, { userType: 'EMPLOYEE' });
    api.reply('GET /work/api/tim/signature/self', ok(signature));
    api.reply('GET /work/api/im/conversations', ok(conversations));
    renderPortalAt('/work/instantmessageself/index');
    await screen.findByRole('list', { name: 'Conversations' });
    expect(screen.queryByRole('button', { name: /Customer service/ })).toBeNull();
  });

  it('says there are no conversations yet', async () => {
    replyLoggedIn(api);
    replyChat({ list: [ok(noConversations)] });
    renderPortalAt('/member/instantmessageself/index');
    await screen.findByText('No conversations yet.');
    expect(screen.getByText('Messages you send or receive will appear here.')).toBeInTheDocument();
  });

  it("shows 'Request failed, click to reload' when the list cannot load, and asks again on click", async () => {
    replyLoggedIn(api);
    replyChat({ list: [errorReply(500, 'E500_INTERNAL'), ok(conversations)] });
    renderPortalAt('/member/instantmessageself/index');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await screen.findByRole('list', { name: 'Conversations' });
  });
});

describe('a conversation', () => {
  it('opens from the list: messages oldest first with their times, and is marked read once', async () => {
    replyLoggedIn(api);
    replyChat();
    renderPortalAt('/member/instantmessageself/index');
    const list = await screen.findByRole('list', { name: 'Conversations' });
    fireEvent.click(within(list).getAllByRole('link')[0]!);
    await screen.findByRole('heading', { level: 1, name: 'Ningbo Brightway Lighting Co., Ltd.' });
    expect(await shownMessages()).toEqual([
      'You: Hello, we are interested in your solar garden lights. Do you offer OEM packaging?',
      'Ningbo Brightway Lighting Co., Ltd.: Hello, yes: OEM packaging is available from 500 pieces. Shall I send you our catalogue?',
      'You: Yes, please, with your FOB price for 1,000 pieces.',
      'Ningbo Brightway Lighting Co., Ltd.: The catalogue is on its way to your e-mail.',
      'Ningbo Brightway Lighting Co., Ltd.: For 1,000 pieces we can offer FOB Ningbo USD 18.50 each.',
    ]);
    // A time above the first message and above each one 5 minutes or more after the one before.
    expect([...(await messageList()).querySelectorAll('time')].map((time) => time.textContent)).toEqual(['08:05', '08:17', '09:40']);
    await waitFor(() => expect(api.sentTo(READ)).toHaveLength(1));
    expect(api.sentTo(READ)[0]?.headers['x-im-sig']).toBe(signature.imUserSig);
    expect(api.sentTo(MESSAGES)[0]?.query.get('size')).toBe('30');
    // Back to the list, where the conversation no longer counts unread.
    const read = conversations.conversations.map((conversation) => ({
      ...conversation,
      unreadCount: conversation.peerId === PEER ? 0 : conversation.unreadCount,
    }));
    api.reply(CONVERSATIONS, ok({ conversations: read }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    const again = await screen.findByRole('list', { name: 'Conversations' });
    await waitFor(() => expect(within(again).queryByRole('img', { name: '2 unread' })).toBeNull());
    expect(api.sentTo(READ)).toHaveLength(1);
  });

  it('does not mark read a conversation without unread messages', async () => {
    replyLoggedIn(api);
    const read = conversations.conversations.map((conversation) => ({ ...conversation, unreadCount: 0 }));
    replyChat({ list: [ok({ conversations: read })] });
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    await messageList();
    await screen.findByRole('heading', { level: 1, name: 'Ningbo Brightway Lighting Co., Ltd.' });
    expect(api.sentTo(READ)).toEqual([]);
  });

  it('starts a new conversation with the imUserId of to, and sends the first message', async () => {
    replyLoggedIn(api);
    replyChat({ list: [ok(noConversations)], messages: [ok(noMessages)] });
    api.reply(SEND, { status: 201, body: sent });
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    await screen.findByText('No messages yet. Say hello!');
    expect(screen.getByRole('heading', { level: 1, name: 'New conversation' })).toBeInTheDocument();
    const send = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(send.disabled).toBe(true);
    fireEvent.change(box(), { target: { value: '  Great, please send the proforma invoice.  ' } });
    fireEvent.click(send);
    expect(await shownMessages()).toEqual(['You: Great, please send the proforma invoice.']);
    expect(api.sentTo(SEND)[0]?.body).toEqual({ text: 'Great, please send the proforma invoice.' });
    expect(api.sentTo(SEND)[0]?.headers['x-im-sig']).toBe(signature.imUserSig);
    expect(box().value).toBe('');
    // The list is asked again, so the new conversation is in it.
    await waitFor(() => expect(api.sentTo(CONVERSATIONS).length).toBeGreaterThan(1));
  });

  it('sends with Enter, keeps Shift+Enter for a new line, and holds at most 2000 characters', async () => {
    replyLoggedIn(api);
    replyChat({ messages: [ok(noMessages)] });
    api.reply(SEND, { status: 201, body: sent });
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    await screen.findByText('No messages yet. Say hello!');
    expect(box().maxLength).toBe(2000);
    fireEvent.change(box(), { target: { value: 'Great, please send the proforma invoice.' } });
    expect(screen.getByText('40/2000')).toBeInTheDocument();
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true });
    expect(api.sentTo(SEND)).toEqual([]);
    fireEvent.keyDown(box(), { key: 'Enter' });
    await waitFor(() => expect(api.sentTo(SEND)).toHaveLength(1));
  });

  it("shows the server's refusal of sensitive content and keeps the text to edit", async () => {
    replyLoggedIn(api);
    replyChat({ messages: [ok(noMessages)] });
    const hotline =
      'Your submission contains sensitive content and cannot be sent. Please call our hotline: +86 20 0000 0000 (overseas) or 400 000 0000 (domestic).';
    api.reply(SEND, errorReply(400, 'E400_SENSITIVE_CONTENT', hotline));
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    await screen.findByText('No messages yet. Say hello!');
    fireEvent.change(box(), { target: { value: 'a forbidden word' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(hotline);
    expect(box().value).toBe('a forbidden word');
    expect(screen.getByText('No messages yet. Say hello!')).toBeInTheDocument();
    // Editing the text takes the refusal away.
    fireEvent.change(box(), { target: { value: 'a better word' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's message when the two cannot chat", async () => {
    replyLoggedIn(api);
    replyChat();
    api.reply(
      'GET /member/api/im/conversations/acc-other-buyer/messages',
      errorReply(403, 'E403_IM_PEER_NOT_ALLOWED', 'You cannot send instant messages to this user.'),
    );
    renderPortalAt('/member/instantmessageself/index?to=acc-other-buyer');
    expect((await screen.findByRole('alert')).textContent).toBe('You cannot send instant messages to this user.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('loads earlier messages, 30 at a time, until the start of the conversation', async () => {
    replyLoggedIn(api);
    const page = (from: number, count: number): { messages: ImMessage[] } => ({
      messages: Array.from({ length: count }, (_, index) => ({
        id: String(from + index),
        fromMe: index % 2 === 0,
        text: `Message ${from + index}`,
        sentAt: '2026-11-23 09:00:00',
      })),
    });
    replyChat({ messages: [ok(page(200, 30)), ok(page(150, 2))] });
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    expect(await shownMessages()).toHaveLength(30);
    fireEvent.click(screen.getByRole('button', { name: 'Earlier messages' }));
    await waitFor(async () => expect((await shownMessages())[0]).toBe('You: Message 150'));
    expect(await shownMessages()).toHaveLength(32);
    expect(Object.fromEntries(api.sentTo(MESSAGES)[1]!.query)).toEqual({ before: '200', size: '30' });
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).toBeNull();
  });

  it("shows the peer's company card on top for clue Y, the shop named by structure", async () => {
    replyLoggedIn(api);
    replyChat({ list: [ok(noConversations)], messages: [ok(noMessages)] });
    api.reply('GET /b2bshop/api/shops/BRIGHTWAY', ok(shop));
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}&structure=BRIGHTWAY&clue=Y`);
    const card = await screen.findByRole('region', { name: 'Company' });
    await within(card).findByRole('link', { name: /Ningbo Brightway Lighting/ });
    expect(api.sentTo('GET /b2bshop/api/shops/BRIGHTWAY')[0]?.query.get('lang')).toBe('en-US');
  });

  it('takes new messages live from the notification connection, and marks them read while open', async () => {
    replyLoggedIn(api);
    const read = { conversations: conversations.conversations.map((conversation) => ({ ...conversation, unreadCount: 0 })) };
    const unreadAgain = {
      conversations: conversations.conversations.map((conversation) => ({ ...conversation, unreadCount: conversation.peerId === PEER ? 1 : 0 })),
    };
    const arrived: ImMessage = { id: '110', fromMe: false, text: 'Our proforma invoice follows today.', sentAt: '2026-11-23 09:58:00' };
    replyChat({ list: [ok(read)], messages: [ok(thread)] });
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    expect(await shownMessages()).toHaveLength(5);
    api.reply(MESSAGES, ok({ messages: [...thread.messages, arrived] }));
    api.reply(CONVERSATIONS, ok(unreadAgain), ok(read));
    act(() => publishNotificationMessage({ queue: 'notificationChanged', body: { source: 'IM', peerId: PEER, messageId: '110' } }));
    await waitFor(async () => expect((await shownMessages()).at(-1)).toBe('Ningbo Brightway Lighting Co., Ltd.: Our proforma invoice follows today.'));
    await waitFor(() => expect(api.sentTo(READ)).toHaveLength(1));
  });

  it('ignores notifications that are not of the IM', async () => {
    replyLoggedIn(api);
    replyChat();
    renderPortalAt(`/member/instantmessageself/index?to=${PEER}`);
    await messageList();
    const asked = api.sentTo(MESSAGES).length;
    act(() => publishNotificationMessage({ queue: 'notificationReminder', body: { id: 'n1', category: 'systemNotice', title: 'Hi' } }));
    act(() => publishNotificationMessage({ queue: 'notificationChanged', body: { reason: 'read' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sentTo(MESSAGES)).toHaveLength(asked);
  });
});
