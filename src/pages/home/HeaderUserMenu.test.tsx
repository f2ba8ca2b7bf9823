import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../platform/language';
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

function renderAccountArea(session: AuthenticatedSession, logout = vi.fn(async () => undefined), language: Language = 'en-US') {
  render(
    <PortalIntlProvider language={language}>
      <SessionProvider session={session} logout={logout}>
        <MemoryRouter initialEntries={[`/m/${language}/`]}>
          <HeaderAccountButton language={language} />
        </MemoryRouter>
      </SessionProvider>
    </PortalIntlProvider>,
  );
  return logout;
}

/** Opens the menu (its code loads lazily) and gives its panel. */
async function openMenu(name = 'My account'): Promise<HTMLElement> {
  const toggle = await screen.findByRole('button', { name });
  fireEvent.click(toggle);
  return toggle.nextElementSibling as HTMLElement;
}

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
});

describe('the header user menu', () => {
  it('gives a buyer the message centre, personal centre and business cards of the member subsite, each in a new tab', async () => {
    renderAccountArea(loggedInAs('BUYER', 'Alex Buyer'));
    const panel = await openMenu();
    expect(within(panel).getByText('Alex Buyer')).toBeTruthy();
    expect(within(panel).getByText('Buyer')).toBeTruthy();
    const links = within(panel).getAllByRole('link');
    expect(links.map((link) => [link.textContent?.replace(' (opens in a new tab)', ''), link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['Message centre', '/m/member/sitenotificationreminderself/index', '_blank'],
      ['Personal centre', '/m/member/usercenter/index', '_blank'],
      ['Business cards', '/m/member/memberselffollowingmemberbuyer/index', '_blank'],
    ]);
  });

  it('gives a seller the seller subsite’s links and the sellers’ business cards', async () => {
    renderAccountArea(loggedInAs('SELLER', 'Sam Seller'));
    const hrefs = within(await openMenu()).getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      '/m/seller/sitenotificationreminderself/index',
      '/m/seller/usercenter/index',
      '/m/seller/memberselffollowingmemberseller/index',
    ]);
  });

  it.each(['GROUP', 'EMPLOYEE'] as const)('gives a %s no user links, only Log out', async (userType) => {
    renderAccountArea(loggedInAs(userType));
    const panel = await openMenu();
    expect(within(panel).queryAllByRole('link')).toEqual([]);
    expect(within(panel).getByRole('button', { name: 'Log out' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter Workbench' }).getAttribute('href')).toBe(userType === 'GROUP' ? '/group/workbench/index' : '/work/workbench/index');
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
    expect(within(panel).getAllByRole('link').map((link) => link.textContent?.replace('（在新标签页打开）', '').trim())).toEqual(['消息中心', '个人中心', '名片夹']);
    expect(within(panel).getByRole('button', { name: '退出登录' })).toBeTruthy();
  });
});
