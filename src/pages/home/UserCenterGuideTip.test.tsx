import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../platform/language';
import { SessionProvider, VISITOR, type Session } from '../../platform/session';
import { UserCenterGuideTip } from './UserCenterGuideTip';

const buyer = (id = 'u1', companyInfoCompleted = true, accountPending?: boolean): Session => ({
  status: 'authenticated',
  id,
  userType: 'BUYER',
  companyInfoCompleted,
  accountPending,
});

function renderTip(session: Session, language: Language = 'en-US') {
  return render(
    <PortalIntlProvider language={language}>
      <SessionProvider session={session}>
        <UserCenterGuideTip>
          <button type="button">My account</button>
        </UserCenterGuideTip>
        <p>Page</p>
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

describe('UserCenterGuideTip', () => {
  it('points a logged-in user with company info at the user centre', () => {
    renderTip(buyer());
    expect(tip()?.textContent).toContain('Your messages, business cards and personal centre are all here.');
    expect(screen.getByRole('button', { name: 'My account' }).getAttribute('aria-describedby')).toBe(tip()?.id);
  });

  it('speaks the page language', () => {
    renderTip(buyer(), 'zh-CN');
    expect(tip()?.textContent).toContain('您的消息、名片和个人中心都在这里。');
    expect(screen.getByRole('button', { name: '知道了' })).toBeTruthy();
  });

  it.each<[string, Session]>([
    ['a visitor', VISITOR],
    ['a user without company info', buyer('u1', false)],
    ['a user whose company info is still loading', buyer('u1', true, true)],
  ])('is not shown to %s', (_who, session) => {
    renderTip(session);
    expect(tip()).toBeNull();
  });

  it("goes for good for that user on 'Got it', storing the id", () => {
    const first = renderTip(buyer('u1'));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    wait(120);
    expect(tip()).toBeNull();
    expect(JSON.parse(localStorage.getItem('portal.userCenterGuide.dismissedBy')!)).toEqual(['u1']);
    first.unmount();
    renderTip(buyer('u1'));
    expect(tip()).toBeNull();
  });

  it('still shows to another user of the browser', () => {
    localStorage.setItem('portal.userCenterGuide.dismissedBy', JSON.stringify(['u1']));
    renderTip(buyer('u2'));
    expect(tip()).not.toBeNull();
  });

  it('hides for this page only on a tap elsewhere', () => {
    const first = renderTip(buyer('u1'));
    fireEvent.mouseDown(screen.getByText('Page'));
    wait(120);
    expect(tip()).toBeNull();
    first.unmount();
    renderTip(buyer('u1'));
    expect(tip()).not.toBeNull();
  });
});
