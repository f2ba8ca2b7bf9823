// The header's IM status (spec §2) as a logged-in buyer's page gets it: the notification connection and the local
// IM of UserNotifications, against a STOMP test server and a local API server.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeWebSocketFactory, startStompTestServer, type StompTestServer } from '../notifications/testing/stomp-test-server';
import { UserNotifications } from '../notifications/UserNotifications';
import { runLogoutHooks } from '../session/logout-hooks';
import { localApiForTests } from '../testing/api-for-tests';
import { sendJson } from '../testing/local-api-server';
import { getImStatus, resetImStatus } from './im-status';

const replies = new Map<string, unknown>();
const api = localApiForTests((request, response) => {
  const route = `${request.method} ${new URL(request.url ?? '/', 'http://local').pathname}`;
  if (replies.has(route)) sendJson(response, 200, replies.get(route));
  else sendJson(response, 404, { errorList: [{ errorCode: 'E404', errorMessage: `no ${route}` }] });
});

let stomp: StompTestServer | undefined;

afterEach(async () => {
  await act(() => runLogoutHooks());
  await stomp?.close();
  stomp = undefined;
  replies.clear();
  resetImStatus();
  vi.restoreAllMocks();
});

async function renderBuyerPage() {
  stomp = await startStompTestServer();
  replies.set('GET /member/api/notificationReminders/self/getUnreadInfo', { systemNotice: 0, inquiry: 0, businessCard: 0, appointment: 0 });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <UserNotifications userId="u-buyer" userType="BUYER" socket={{ webSocketFactory: nodeWebSocketFactory(stomp.url) }} />
    </QueryClientProvider>,
  );
}

describe('the IM status of a buyer’s page (spec §2 header user area)', () => {
  it('is connecting, then online once the local IM is in and its link is open, and connecting again while a dropped link is reopened', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replies.set('GET /member/api/tim/signature/self', { imUserId: 'u-buyer', imUserSig: 'local-sig', sdkAppId: null });
    replies.set('GET /member/api/im/unread', { total: 0 });
    await renderBuyerPage();
    expect(getImStatus()).toBe('connecting');
    await waitFor(() => expect(getImStatus()).toBe('online'));
    expect(api.requests.some((request) => request.url === '/member/api/im/unread')).toBe(true);

    // The server goes away: the notification connection is being reopened (issue 29), so the IM is connecting.
    await stomp?.close();
    await waitFor(() => expect(getImStatus()).toBe('connecting'));
  });

  it('is unavailable when the IM cannot start', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderBuyerPage();
    await waitFor(() => expect(api.requests.some((request) => request.url === '/member/api/tim/signature/self')).toBe(true));
    await waitFor(() => expect(getImStatus()).toBe('unavailable'));
  });

  it('is unavailable once the user logs out', async () => {
    replies.set('GET /member/api/tim/signature/self', { imUserId: 'u-buyer', imUserSig: 'local-sig', sdkAppId: null });
    replies.set('GET /member/api/im/unread', { total: 0 });
    await renderBuyerPage();
    await waitFor(() => expect(getImStatus()).toBe('online'));
    await act(() => runLogoutHooks());
    await waitFor(() => expect(getImStatus()).toBe('unavailable'));
  });
});
