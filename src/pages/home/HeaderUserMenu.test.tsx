import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import { setImUnreadCount } from '../../platform/im/im-unread';
import type { Language } from '../../../common/language';
import { notificationKeys } from '../../platform/notifications/unread-info';
import { SessionProvider, type AuthenticatedSession, type UserType } from '../../platform/session';
import { dismissToast, getToasts } from '../../platform/toast';
import { HeaderAccountButton } from './HeaderAccountButton';

const loggedInAs = (userType: UserType, name?: string): AuthenticatedSession => ({
  status: 'authenticated',
  id: 'u1',
  userType,
  companyInfoCompleted: true,
  ...(name ? { name } : {}),
});

/** The message centre's unread info as the server would answer it: `count` system notices. */
const unreadInfo = (count: number) => ({ systemNotice: count, inquiry: 0, businessCard: 0, appointment: 0 });

function renderAccountArea(session: AuthenticatedSession, logout = vi.fn(async () => undefined), language: Language = 'en-US', messageCentreUnread = 0) {
  // The counts are in the cache already (staleTime Infinity): these tests are about how the menu shows them.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(notificationKeys.unreadInfo(session.id, session.userType), unreadInfo(messageCentreUnread));
  render(
    <QueryClientProvider client={client}>
      <PortalIntlProvider language={language}>
        <SessionProvider session={session} logout={logout}>
          <MemoryRouter initialEntries={[`/m/${language}/`]}>
            <HeaderAccountButton language={language} />
          </MemoryRouter>
        </SessionProvider>
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
  return logout;
}

const withoutNewTab = (text: string | null | undefined) => text?.replace(' (opens in a new tab)', '');

/** Opens the menu (its code loads lazily) and gives its panel. */
/** Opens the menu once its toggle has settled: on a loaded machine the first render may still be replaced. */
async function openMenu(name = 'My account'): Promise<HTMLElement> {
  await waitFor(() => {
    const toggle = screen.getByRole('button', { name });
    if (toggle.getAttribute('aria-expanded') !== 'true') fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
  return screen.getByRole('button', { name }).nextElementSibling as HTMLElement;
}

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  setImUnreadCount(0);
  vi.restoreAllMocks();
});

describe('the header user menu', () => {
  it('gives a buyer the message centre, instant messages, personal centre and business cards of the member subsite, in the page language', async () => {
    renderAccountArea(loggedInAs('BUYER', 'Alex Buyer'));
    const panel = await openMenu();
    expect(within(panel).getByText('Alex Buyer')).toBeInTheDocument();
    expect(within(panel).getByText('Buyer')).toBeInTheDocument();
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [withoutNewTab(link.textContent), link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Message centre', '/m/member/sitenotificationreminderself/index?lang=en-US', '_blank'],
      ['Instant messages', '/member/instantmessageself/index', 'instantmessage'],
      ['Personal centre', '/m/member/usercenter/index?lang=en-US', '_blank'],
      ['Business cards', '/m/member/memberselffollowingmemberbuyer/index?lang=en-US', '_blank'],
    ]);
  });

  it('gives a seller the seller subsite’s links and the sellers’ business cards', async () => {
    renderAccountArea(loggedInAs('SELLER', 'Sam Seller'));
    const hrefs = within(await openMenu())
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/m/seller/sitenotificationreminderself/index?lang=en-US',
      '/seller/instantmessageself/index',
      '/m/seller/usercenter/index?lang=en-US',
      '/m/seller/memberselffollowingmemberseller/index?lang=en-US',
    ]);
  });

  it('opens the instant-message page in its named window and closes the menu', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    renderAccountArea(loggedInAs('BUYER'));
    const panel = await openMenu();
    fireEvent.click(within(panel).getByRole('link', { name: /^Instant messages/ }));
    expect(open).toHaveBeenCalledWith('/member/instantmessageself/index', 'instantmessage');
    expect(panel.hidden).toBe(true);
  });

  it.each(['GROUP', 'EMPLOYEE'] as const)('gives a %s no user links, only Log out', async (userType) => {
    renderAccountArea(loggedInAs(userType));
    const panel = await openMenu();
    expect(within(panel).queryAllByRole('link')).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    // Issue 25: the workbench keeps the page's language.
    expect(screen.getByRole('link', { name: 'Enter Workbench' }).getAttribute('href')).toBe(
      userType === 'GROUP' ? '/group/workbench/index?lang=en-US' : '/work/workbench/index?lang=en-US',
    );
  });

  it('logs out through the session and says so', async () => {
    const logout = renderAccountArea(loggedInAs('BUYER', 'Alex Buyer'));
    fireEvent.click(within(await openMenu()).getByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalledOnce();
    await waitFor(() => expect(getToasts().map((toast) => toast.text)).toEqual(['You have logged out.']));
    expect(screen.getByRole('button', { name: 'My account' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and on a tap outside', async () => {
    renderAccountArea(loggedInAs('SELLER'));
    const panel = await openMenu();
    expect(panel.hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    await openMenu();
    fireEvent.mouseDown(document.body);
    expect(panel.hidden).toBe(true);
  });

  it('speaks Chinese on the zh-CN page', async () => {
    renderAccountArea(loggedInAs('BUYER'), undefined, 'zh-CN');
    const panel = await openMenu('我的账号');
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace('（在新标签页打开）', '').trim()),
    ).toEqual(['消息中心', '即时消息', '个人中心', '名片夹']);
    expect(within(panel).getByRole('button', { name: '退出登录' })).toBeInTheDocument();
    // Issue 25: the pages without a language segment open in the page's language.
    expect(
      within(panel)
        .getByRole('link', { name: /^个人中心/ })
        .getAttribute('href'),
    ).toBe('/m/member/usercenter/index?lang=zh-CN');
  });
});

describe('the unread badges (spec §4, §5)', () => {
  /** The badge's text inside an element, if it has one. */
  const badgeIn = (element: HTMLElement) => within(element).queryByRole('img', { hidden: true })?.textContent;

  it('shows the total of message centre and IM on the menu toggle, and each count on its link', async () => {
    setImUnreadCount(4);
    renderAccountArea(loggedInAs('BUYER'), undefined, 'en-US', 3);
    const toggle = await screen.findByRole('button', { name: 'My account, 7 unread' });
    expect(badgeIn(toggle)).toBe('7');
    const panel = await openMenu('My account, 7 unread');
    expect(within(panel).getByRole('link', { name: /^Message centre\s*3 unread/ })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: /^Instant messages\s*4 unread/ })).toBeInTheDocument();
    expect(badgeIn(within(panel).getByRole('link', { name: /^Personal centre/ }))).toBeUndefined();
  });

  it('shows 99 as 99 everywhere', async () => {
    setImUnreadCount(0);
    renderAccountArea(loggedInAs('SELLER'), undefined, 'en-US', 99);
    const toggle = await screen.findByRole('button', { name: 'My account, 99 unread' });
    expect(badgeIn(toggle)).toBe('99');
    const panel = await openMenu('My account, 99 unread');
    expect(badgeIn(within(panel).getByRole('link', { name: /^Message centre/ }))).toBe('99');
  });

  it('shows 99+ on the links and an ellipsis on the header toggle above 99', async () => {
    setImUnreadCount(150);
    renderAccountArea(loggedInAs('BUYER'), undefined, 'en-US', 100);
    const toggle = await screen.findByRole('button', { name: 'My account, 250 unread' });
    expect(badgeIn(toggle)).toBe('…');
    const panel = await openMenu('My account, 250 unread');
    expect(badgeIn(within(panel).getByRole('link', { name: /^Message centre/ }))).toBe('99+');
    expect(badgeIn(within(panel).getByRole('link', { name: /^Instant messages/ }))).toBe('99+');
  });

  it('updates the badges when the IM count changes', async () => {
    renderAccountArea(loggedInAs('BUYER'), undefined, 'en-US', 1);
    await screen.findByRole('button', { name: 'My account, 1 unread' });
    act(() => setImUnreadCount(2));
    expect(screen.getByRole('button', { name: 'My account, 3 unread' })).toBeInTheDocument();
  });

  it('shows no badge without unread messages', async () => {
    renderAccountArea(loggedInAs('BUYER'));
    const toggle = await screen.findByRole('button', { name: 'My account' });
    expect(badgeIn(toggle)).toBeUndefined();
  });

  it('counts the message centre of a group account on the toggle; it has no IM link', async () => {
    setImUnreadCount(0);
    renderAccountArea(loggedInAs('GROUP'), undefined, 'en-US', 5);
    const panel = await openMenu('My account, 5 unread');
    expect(within(panel).queryByRole('link', { name: /^Instant messages/ })).toBeNull();
  });
});
