import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../../common/language';
import { SessionProvider, VISITOR, type Session, type UserType } from '../../platform/session';
import { HomeHeader } from './HomeHeader';

function renderHeader(session: Session, language: Language = 'en-US', at = `/m/${language}/`) {
  // A logged-in user's menu asks for the unread counts; no server answers here, so none are shown.
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, enabled: false } } });
  render(
    <QueryClientProvider client={client}>
      <PortalIntlProvider language={language}>
        <SessionProvider session={session}>
          <MemoryRouter initialEntries={[at]}>
            <HomeHeader language={language} />
          </MemoryRouter>
        </SessionProvider>
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
}

const loggedInAs = (userType: UserType): Session => ({ status: 'authenticated', id: 'u1', userType, companyInfoCompleted: true });

describe('home header', () => {
  afterEach(() => {
    document.documentElement.className = '';
  });

  it('offers Login/Reg to a visitor, coming back to the current page', () => {
    renderHeader(VISITOR, 'en-US', '/m/en-US/?from=banner');
    expect(screen.getByRole('link', { name: 'Login/Reg' }).getAttribute('href')).toBe(
      `/en-US/login/mall/index?redirect_uri=${encodeURIComponent('/m/en-US/?from=banner')}`,
    );
    expect(screen.queryByRole('link', { name: 'Enter Workbench' })).toBeNull();
  });

  it('says Login/Reg in the language of the page', () => {
    renderHeader(VISITOR, 'zh-CN');
    expect(screen.getByRole('link', { name: '登录/注册' }).getAttribute('href')).toMatch(/^\/zh-CN\/login\/mall\/index\?/);
  });

  it.each([
    // Issue 25: a buyer's workbench is the personal centre; each keeps the page's language.
    ['BUYER', '/m/member/usercenter/index?lang=en-US'],
    ['SELLER', '/seller/workbench/index?lang=en-US'],
    ['GROUP', '/group/workbench/index?lang=en-US'],
    ['EMPLOYEE', '/work/workbench/index?lang=en-US'],
  ] as const)('offers Enter Workbench to a logged-in %s, into its back office in the page language', (userType, href) => {
    renderHeader(loggedInAs(userType));
    expect(screen.getByRole('link', { name: 'Enter Workbench' }).getAttribute('href')).toBe(href);
    expect(screen.queryByRole('link', { name: 'Login/Reg' })).toBeNull();
  });

  it('keeps the brand and the language switch, which stays on the same page', () => {
    renderHeader(VISITOR, 'en-US', '/m/en-US/search?type=1');
    expect(screen.getByRole('link', { name: 'Global Trade Fair' }).getAttribute('href')).toBe('/m/en-US/');
    expect(screen.getByRole('link', { name: '中文' }).getAttribute('href')).toBe('/m/zh-CN/search?type=1');
  });
});
