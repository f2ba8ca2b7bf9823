import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HeaderUserMenu } from '../../pages/home/HeaderUserMenu';
import { PortalIntlProvider } from '../i18n/PortalIntlProvider';
import { getImUnreadCount } from '../im/im-unread';
import { SessionProvider, type AuthenticatedSession } from '../session';
import { runLogoutHooks } from '../session/logout-hooks';
import { localApiForTests } from '../testing/api-for-tests';
import { sendJson } from '../testing/local-api-server';
import { dismissToast, getToasts } from '../toast';
import { nodeWebSocketFactory, startStompTestServer, type StompTestServer } from './testing/stomp-test-server';
import { UserNotifications } from './UserNotifications';

const buyer: AuthenticatedSession = { status: 'authenticated', id: 'u-buyer', userType: 'BUYER', companyInfoCompleted: true, name: 'Alex Buyer' };

/** What the API answers now, by "METHOD /path"; a test changes it as the server's data would change. */
const replies = new Map<string, unknown>();
const api = localApiForTests((request, response) => {
  const route = `${request.method} ${new URL(request.url ?? '/', 'http://local').pathname}`;
  if (replies.has(route)) sendJson(response, 200, replies.get(route));
  else sendJson(response, 404, { errorList: [{ errorCode: 'E404', errorMessage: `no ${route}` }] });
});

let stomp: StompTestServer;

beforeAll(async () => {
  stomp = await startStompTestServer();
});

afterAll(async () => {
  await stomp.close();
});

afterEach(async () => {
  await act(() => runLogoutHooks());
  for (const toast of getToasts()) dismissToast(toast.id);
  replies.clear();
  vi.restoreAllMocks();
});

const unreadInfo = (systemNotice: number) => ({ systemNotice, inquiry: 0, businessCard: 0, appointment: 0 });

function renderSignedIn({ instantMessaging = true } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const socket = { webSocketFactory: nodeWebSocketFactory(stomp.url) };
  render(
    <QueryClientProvider client={client}>
      <PortalIntlProvider language="en-US">
        <SessionProvider session={buyer}>
          <MemoryRouter>
            <HeaderUserMenu session={buyer} />
            <UserNotifications userId={buyer.id} userType={buyer.userType} instantMessaging={instantMessaging} socket={socket} />
          </MemoryRouter>
        </SessionProvider>
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
}

const toggleName = () => screen.getByRole('button', { name: /^My account/ }).getAttribute('aria-label');
const toastTexts = () => getToasts().map((toast) => toast.text);

describe('the notifications of a logged-in buyer (spec §4)', () => {
  it('refreshes the unread total on every message, raises the notice and the sound for a reminder, and counts local IM messages', async () => {
    const play = vi.spyOn(window.HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.reject(new DOMException('autoplay', 'NotAllowedError')));
    replies.set('GET /member/api/notificationReminders/self/getUnreadInfo', unreadInfo(1));
    replies.set('GET /member/api/tim/signature/self', { imUserId: buyer.id, imUserSig: 'local-sig', sdkAppId: null });
    replies.set('GET /member/api/im/unread', { total: 2 });
    replies.set('GET /member/api/im/conversations', { conversations: [] });
    renderSignedIn();

    // Message centre 1 + IM 2.
    await waitFor(() => expect(toggleName()).toBe('My account, 3 unread'));
    await waitFor(() =>
      expect(stomp.frames.filter((frame) => frame.command === 'SUBSCRIBE').map((frame) => frame.headers.destination)).toEqual([
        '/queue/u-buyer/notificationReminder',
        '/queue/u-buyer/notificationChanged',
      ]),
    );
    expect(stomp.frames[0]?.headers['heart-beat']).toBe('2000,2000');
    expect(api.requests.find((request) => request.url === '/member/api/im/unread')?.headers['x-im-sig']).toBe('local-sig');

    replies.set('GET /member/api/notificationReminders/self/getUnreadInfo', unreadInfo(5));
    stomp.send('/queue/u-buyer/notificationReminder', { id: '7', category: 'systemNotice', title: 'Your booth is confirmed' });
    await waitFor(() => expect(toggleName()).toBe('My account, 7 unread'));
    expect(play).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(toastTexts()).toEqual(['You have a new message: Your booth is confirmed', 'Set the browser and system tones to get the webpage reminder sound.']),
    );

    // A chat message of the local IM: batched for 1 s, then the count refreshes.
    replies.set('GET /member/api/im/unread', { total: 3 });
    replies.set('GET /member/api/im/conversations', { conversations: [{ peerId: 'u-seller', peerName: 'Sam Seller', lastMessage: null, unreadCount: 1 }] });
    stomp.send('/queue/u-buyer/notificationChanged', { source: 'IM', peerId: 'u-seller', messageId: '12' });
    await waitFor(() => expect(toggleName()).toBe('My account, 8 unread'));

    // Read in the IM window: the read receipt comes over the link and both counts are asked again.
    replies.set('GET /member/api/im/unread', { total: 0 });
    replies.set('GET /member/api/notificationReminders/self/getUnreadInfo', unreadInfo(0));
    stomp.send('/queue/u-buyer/notificationChanged', { source: 'IM', reason: 'read' });
    await waitFor(() => expect(toggleName()).toBe('My account'));
  });

  it('connects a media member (spec §6: no IM) to the notifications without asking for IM credentials', async () => {
    replies.set('GET /member/api/notificationReminders/self/getUnreadInfo', unreadInfo(0));
    const [framesBefore, requestsBefore] = [stomp.frames.length, api.requests.length];
    renderSignedIn({ instantMessaging: false });
    await waitFor(() =>
      expect(stomp.frames.slice(framesBefore).some((frame) => frame.headers.destination === '/queue/u-buyer/notificationReminder')).toBe(true),
    );
    await waitFor(() =>
      expect(api.requests.slice(requestsBefore).map((request) => request.url)).toContain('/member/api/notificationReminders/self/getUnreadInfo'),
    );
    expect(api.requests.slice(requestsBefore).map((request) => request.url)).not.toContain('/member/api/tim/signature/self');
  });

  it('closes the connection and logs out of the IM on logout, with the IM count back to 0', async () => {
    replies.set('GET /member/api/notificationReminders/self/getUnreadInfo', unreadInfo(0));
    replies.set('GET /member/api/tim/signature/self', { imUserId: buyer.id, imUserSig: 'local-sig', sdkAppId: null });
    replies.set('GET /member/api/im/unread', { total: 4 });
    const before = stomp.frames.filter((frame) => frame.command === 'DISCONNECT').length;
    renderSignedIn();
    await waitFor(() => expect(getImUnreadCount()).toBe(4));
    await waitFor(() => expect(stomp.open).toBe(1));
    await act(() => runLogoutHooks());
    await waitFor(() => expect(stomp.open).toBe(0));
    expect(stomp.frames.filter((frame) => frame.command === 'DISCONNECT')).toHaveLength(before + 1);
    expect(getImUnreadCount()).toBe(0);
  });

  it('runs without IM when the IM cannot start, and shows no toast for it', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replies.set('GET /member/api/notificationReminders/self/getUnreadInfo', unreadInfo(2));
    renderSignedIn();
    await waitFor(() => expect(toggleName()).toBe('My account, 2 unread'));
    await waitFor(() => expect(api.requests.some((request) => request.url === '/member/api/tim/signature/self')).toBe(true));
    expect(getImUnreadCount()).toBe(0);
    expect(toastTexts()).toEqual([]);
  });
});
