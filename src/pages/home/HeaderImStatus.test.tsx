import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import { resetImStatus, setImStatus, type ImStatus } from '../../platform/im/im-status';
import type { Language } from '../../../common/language';
import { notificationKeys } from '../../platform/notifications/unread-info';
import { SessionProvider, type AuthenticatedSession, type UserType } from '../../platform/session';
import { HeaderUserMenu } from './HeaderUserMenu';

const loggedInAs = (userType: UserType, extra: Partial<AuthenticatedSession> = {}): AuthenticatedSession => ({
  status: 'authenticated',
  id: 'u1',
  userType,
  companyInfoCompleted: true,
  ...extra,
});

function renderMenu(session: AuthenticatedSession, language: Language = 'en-US') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(notificationKeys.unreadInfo(session.id, session.userType), { systemNotice: 3, inquiry: 0, businessCard: 0, appointment: 0 });
  render(
    <QueryClientProvider client={client}>
      <PortalIntlProvider language={language}>
        <SessionProvider session={session}>
          <MemoryRouter>
            <HeaderUserMenu session={session} />
          </MemoryRouter>
        </SessionProvider>
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
}

const statusDot = () => screen.queryByRole('img', { name: /^Instant messaging: / });

afterEach(() => resetImStatus());

describe('the header IM status (spec §2 header user area)', () => {
  it.each<[ImStatus, string]>([
    ['connecting', 'Instant messaging: connecting'],
    ['online', 'Instant messaging: online'],
    ['unavailable', 'Instant messaging: unavailable'],
  ])('shows %s beside the unread badge, named for screen readers and in the menu', async (status, label) => {
    setImStatus(status);
    renderMenu(loggedInAs('BUYER'));
    const dot = await screen.findByRole('img', { name: label });
    expect(dot.getAttribute('data-status')).toBe(status);
    expect(dot.getAttribute('title')).toBe(label);
    // Beside the toggle, not inside it: the toggle keeps its name ('My account, 3 unread').
    const toggle = screen.getByRole('button', { name: 'My account, 3 unread' });
    expect(toggle.contains(dot)).toBe(false);
    expect(toggle.parentElement?.contains(dot)).toBe(true);
    fireEvent.click(toggle);
    expect(screen.getByText(label).closest('[data-status]')?.getAttribute('data-status')).toBe(status);
  });

  it('follows the IM session as it changes', async () => {
    renderMenu(loggedInAs('SELLER'));
    expect((await screen.findByRole('img', { name: 'Instant messaging: connecting' })).getAttribute('data-status')).toBe('connecting');
    act(() => setImStatus('online'));
    expect(statusDot()?.getAttribute('data-status')).toBe('online');
    act(() => setImStatus('unavailable'));
    expect(statusDot()?.getAttribute('data-status')).toBe('unavailable');
  });

  it('says it in Chinese on the zh-CN page', async () => {
    setImStatus('online');
    renderMenu(loggedInAs('BUYER'), 'zh-CN');
    await screen.findByRole('img', { name: '即时消息：在线' });
  });

  it.each<[string, AuthenticatedSession]>([
    ['a group', loggedInAs('GROUP')],
    ['an employee', loggedInAs('EMPLOYEE')],
    ['a media member', loggedInAs('BUYER', { mediaMember: true })],
  ])('is not shown at all to %s, who has no IM (spec §6)', async (_, session) => {
    setImStatus('online');
    renderMenu(session);
    await screen.findByRole('button', { name: /^My account/ });
    expect(statusDot()).toBeNull();
    expect(screen.queryByText('Instant messaging: online')).toBeNull();
  });
});
