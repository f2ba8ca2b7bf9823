import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../platform/language';
import { SessionProvider, VISITOR, type Session } from '../../platform/session';
import { RegisterTip } from './RegisterTip';

const BUYER: Session = { status: 'authenticated', id: 'u1', userType: 'BUYER', companyInfoCompleted: true };

function renderTip(session: Session = VISITOR, { language = 'en-US' as Language, pending = false, at = '/m/en-US/' } = {}) {
  return render(
    <PortalIntlProvider language={language}>
      <SessionProvider session={session} pending={pending}>
        <MemoryRouter initialEntries={[at]}>
          <RegisterTip language={language}>
            <a href="/login">Login/Reg</a>
          </RegisterTip>
          <p>Page</p>
        </MemoryRouter>
      </SessionProvider>
    </PortalIntlProvider>,
  );
}

const tip = () => screen.queryByRole('note');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('RegisterTip', () => {
  it('invites a visitor to register, back to the current page', () => {
    renderTip(VISITOR, { at: '/m/en-US/?from=banner' });
    expect(tip()?.textContent).toContain('Register as a buyer to follow exhibits, exchange business cards and book negotiations.');
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(`/en-US/register/index?redirect_uri=${encodeURIComponent('/m/en-US/?from=banner')}`);
  });

  it('speaks the page language', () => {
    renderTip(VISITOR, { language: 'zh-CN', at: '/m/zh-CN/' });
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toMatch(/^\/zh-CN\/register\/index\?/);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('is not shown to someone logged in, nor while the login status is still unknown', () => {
    renderTip(BUYER).unmount();
    expect(tip()).toBeNull();
    renderTip(VISITOR, { pending: true });
    expect(tip()).toBeNull();
  });

  it('is remembered as dismissed once closed', () => {
    const first = renderTip();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    wait(120);
    expect(tip()).toBeNull();
    first.unmount();
    renderTip();
    expect(tip()).toBeNull();
    expect(localStorage.getItem('portal.dismissed.registerTip')).toBe('dismissed');
  });

  it('hides for this page only on Escape', () => {
    const first = renderTip();
    fireEvent.keyDown(document, { key: 'Escape' });
    wait(120);
    expect(tip()).toBeNull();
    first.unmount();
    renderTip();
    expect(tip()).not.toBeNull();
  });
});
