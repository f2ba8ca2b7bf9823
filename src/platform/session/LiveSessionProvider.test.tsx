import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLogout, useSession, useSessionPending } from '../session';
import { getToasts } from '../toast';
import { readBackUrl } from './back-url';
import { sessionKeys } from './keys';
import { LiveSessionProvider } from './LiveSessionProvider';
import { errorReply, setUpAuthApi } from './testing/auth-api';

const buyerStatus = { isAuthenticated: true, id: 'u1', userType: 'MEMBER', language: 'en-US' } as const;
const member = { id: 'm1', name: 'Alex Buyer', udfs: { buyerType: 'Overseas purchaser', whetherToViewAllExhibits: 'Y' } };
const siteTrader = { id: 'st1', name: 'Alex Trading', isGroup: 'N', isSeller: 'N', isBuyer: 'Y', mediaEnterprise: false };
const user = { id: 'u1', email: 'buyer@demo.fair', phone: null, userType: 'MEMBER', language: 'en-US', termsAgreed: true, mediaMember: false };
const api = setUpAuthApi();

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

function SessionProbe() {
  const session = useSession();
  const pending = useSessionPending();
  const logout = useLogout();
  return (
    <>
      <output data-testid="session">{JSON.stringify({ pending, ...session })}</output>
      <button type="button" onClick={() => void logout?.()}>
        Log out
      </button>
    </>
  );
}

function renderLiveSession(client = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  render(
    <QueryClientProvider client={client}>
      <LiveSessionProvider>
        <SessionProbe />
      </LiveSessionProvider>
    </QueryClientProvider>,
  );
  return client;
}

const shownSession = () => JSON.parse(screen.getByTestId('session').textContent ?? '{}') as Record<string, unknown>;

function replyLoggedIn(overrides: Partial<Record<'member' | 'siteTrader' | 'user', { status: number; body?: unknown }>> = {}): void {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: buyerStatus });
  api.reply('GET /member/api/members/self', overrides.member ?? { status: 200, body: member });
  api.reply('GET /member/api/siteTraders/self', overrides.siteTrader ?? { status: 200, body: siteTrader });
  api.reply('GET /member/api/users/self', overrides.user ?? { status: 200, body: user });
}

describe('the live session (spec §4)', () => {
  it('is pending, then a visitor when nobody is logged in, with nothing else asked', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderLiveSession();
    expect(shownSession()).toEqual({ pending: true, status: 'visitor' });
    await waitFor(() => expect(shownSession()).toEqual({ pending: false, status: 'visitor' }));
    expect(api.sent.map((request) => request.path)).toEqual(['/api/auth/login/userinfo/public']);
  });

  it('loads the member and the site trader on login, MEMBER counting as BUYER', async () => {
    replyLoggedIn();
    renderLiveSession();
    await waitFor(() => expect(shownSession()).toMatchObject({ accountPending: false }));
    expect(shownSession()).toMatchObject({
      status: 'authenticated',
      id: 'u1',
      userType: 'BUYER',
      name: 'Alex Buyer',
      companyInfoCompleted: true,
      whiteListMember: true,
      siteTrader: { id: 'st1' },
    });
  });

  it('swallows a site-trader error as no company, showing nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    replyLoggedIn({ siteTrader: errorReply(500, 'E500_INTERNAL', 'Boom') });
    renderLiveSession();
    await waitFor(() => expect(shownSession()).toMatchObject({ accountPending: false, companyInfoCompleted: false, siteTrader: null }));
    expect(getToasts()).toEqual([]);
  });

  it('posts the terms agreement once when there is no member and the terms are not agreed, then reloads the member', async () => {
    replyLoggedIn();
    // Before the agreement there is no member record; after it the server has one and the terms agreed.
    api.reply('GET /member/api/members/self', errorReply(404, 'E214009004', 'No member yet'), { status: 200, body: member });
    api.reply('GET /member/api/users/self', { status: 200, body: { ...user, termsAgreed: false } }, { status: 200, body: user });
    api.reply('POST /api/auth/users/tos/agree', { status: 204 });
    renderLiveSession();
    await waitFor(() => expect(shownSession()).toMatchObject({ name: 'Alex Buyer', member: { id: 'm1' } }));
    expect(api.sentTo('POST /api/auth/users/tos/agree')).toHaveLength(1);
    expect(api.sentTo('GET /member/api/members/self')).toHaveLength(2);
    expect(getToasts()).toEqual([]);
  });

  it('posts no agreement for a missing member whose terms are agreed', async () => {
    replyLoggedIn({ member: errorReply(404, 'E214009004', 'No member yet') });
    renderLiveSession();
    await waitFor(() => expect(shownSession()).toMatchObject({ accountPending: false, member: null }));
    expect(api.sentTo('POST /api/auth/users/tos/agree')).toHaveLength(0);
    expect(getToasts()).toEqual([]);
  });

  it('logs out by itself when the member load fails with E201033009', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.history.replaceState(null, '', '/m/en-US/');
    replyLoggedIn({ member: errorReply(401, 'E201033009', 'Your account has been disabled') });
    api.reply('POST /public/api/o2oOverseaBuyer/logout', errorReply(401, 'E201033009', 'Your account has been disabled'));
    const client = renderLiveSession();
    await waitFor(() => expect(api.sentTo('POST /public/api/o2oOverseaBuyer/logout')).toHaveLength(1));
    await waitFor(() => expect(shownSession()).toEqual({ pending: false, status: 'visitor' }));
    expect(client.getQueryData(sessionKeys.loginStatus())).toEqual({ isAuthenticated: false });
    expect(readBackUrl()).toBe('/m/en-US/');
    expect(document.querySelector('iframe[data-logout-frame]')).not.toBeNull();
  });

  it('offers its logout, after which the page is a visitor’s', async () => {
    replyLoggedIn();
    api.reply('POST /public/api/o2oOverseaBuyer/logout', { status: 204 });
    renderLiveSession();
    await waitFor(() => expect(shownSession()).toMatchObject({ status: 'authenticated' }));
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(shownSession()).toEqual({ pending: false, status: 'visitor' }));
    expect(api.sentTo('POST /public/api/o2oOverseaBuyer/logout')).toHaveLength(1);
  });
});
