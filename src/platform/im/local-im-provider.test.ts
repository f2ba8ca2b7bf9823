import { afterEach, describe, expect, it, vi } from 'vitest';
import { publishNotificationMessage } from '../notifications/notification-events';
import { setNotificationLinkState } from '../notifications/notification-link';
import { localApiForTests } from '../testing/api-for-tests';
import { sendJson } from '../testing/local-api-server';
import { getToasts } from '../toast';
import type { ReceivedImMessage } from './im-provider';
import { LocalImProvider } from './local-im-provider';

const replies = new Map<string, { status: number; body: unknown }>();
const api = localApiForTests((request, response) => {
  const reply = replies.get(`${request.method} ${request.url}`) ?? { status: 404, body: { errorList: [{ errorCode: 'E404', errorMessage: 'Not found' }] } };
  sendJson(response, reply.status, reply.body);
});

const credentials = { imUserId: 'u-buyer', imUserSig: 'signed-token', sdkAppId: null };

afterEach(() => {
  setNotificationLinkState('connecting');
  replies.clear();
  api.requests.splice(0);
});

function conversation(peerId: string, unreadCount: number) {
  return { peerId, peerName: peerId, lastMessage: { text: 'Hello', sentAt: '2026-11-23 09:30:00', fromMe: false }, unreadCount };
}

describe('the local IM provider', () => {
  it('is ready once the server takes its signature, which goes in X-IM-Sig on every call', async () => {
    replies.set('GET /member/api/im/unread', { status: 200, body: { total: 5 } });
    const provider = new LocalImProvider(credentials, 'member');
    await provider.login();
    expect(await provider.unreadCount()).toBe(5);
    expect(api.requests.map((request) => request.headers['x-im-sig'])).toEqual(['signed-token', 'signed-token']);
    await provider.logout();
  });

  it('fails to log in, without a toast, when the server refuses the signature', async () => {
    replies.set('GET /seller/api/im/unread', { status: 403, body: { errorList: [{ errorCode: 'E403_IM_SIGNATURE', errorMessage: 'Invalid IM signature' }] } });
    await expect(new LocalImProvider(credentials, 'seller').login()).rejects.toMatchObject({ status: 403 });
    expect(getToasts()).toEqual([]);
  });

  it('hears new messages and read receipts of the notification link while logged in, and nothing else', async () => {
    replies.set('GET /member/api/im/unread', { status: 200, body: { total: 0 } });
    const provider = new LocalImProvider(credentials, 'member');
    const received: (readonly ReceivedImMessage[])[] = [];
    const unreadChanged = vi.fn();
    provider.onMessagesReceived((messages) => received.push(messages));
    provider.onUnreadChanged(unreadChanged);
    await provider.login();

    publishNotificationMessage({ queue: 'notificationChanged', body: { source: 'IM', peerId: 'u-seller', messageId: '31' } });
    publishNotificationMessage({ queue: 'notificationChanged', body: { source: 'IM', reason: 'read' } });
    publishNotificationMessage({ queue: 'notificationChanged', body: { reason: 'read' } });
    publishNotificationMessage({ queue: 'notificationReminder', body: { id: '3', category: 'inquiry', title: 'New inquiry' } });
    expect(received).toEqual([[{ conversationId: 'u-seller' }]]);
    expect(unreadChanged).toHaveBeenCalledOnce();

    await provider.logout();
    publishNotificationMessage({ queue: 'notificationChanged', body: { source: 'IM', peerId: 'u-seller', messageId: '32' } });
    expect(received).toHaveLength(1);
  });

  it('is as connected as the notification link it hears over (spec §2 header IM status; §4: no reconnect)', () => {
    const provider = new LocalImProvider(credentials, 'member');
    const changed = vi.fn();
    const stop = provider.onConnectionChanged(changed);
    expect(provider.connectionStatus()).toBe('connecting');
    setNotificationLinkState('open');
    expect(provider.connectionStatus()).toBe('online');
    setNotificationLinkState('closed');
    expect(provider.connectionStatus()).toBe('unavailable');
    expect(changed).toHaveBeenCalledTimes(2);
    stop();
    setNotificationLinkState('open');
    expect(changed).toHaveBeenCalledTimes(2);
  });

  it('says a batch is unread when one of its senders’ conversations has unread messages', async () => {
    replies.set('GET /member/api/im/conversations', { status: 200, body: { conversations: [conversation('u-seller', 2), conversation('u-other', 0)] } });
    const provider = new LocalImProvider(credentials, 'member');
    expect(await provider.anyUnread([{ conversationId: 'u-seller' }])).toBe(true);
    expect(await provider.anyUnread([{ conversationId: 'u-other' }])).toBe(false);
    expect(await provider.anyUnread([])).toBe(false);
  });

  it('rejects a reply that is not as the schema says', async () => {
    replies.set('GET /member/api/im/unread', { status: 200, body: { total: -1 } });
    await expect(new LocalImProvider(credentials, 'member').unreadCount()).rejects.toThrow('IM unread is invalid');
  });
});
