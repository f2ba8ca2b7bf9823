import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../platform/language';
import { VISITOR, type Session } from '../../platform/session';
import { HeaderDropdown } from './HeaderDropdown';
import { UserCenterGuideTip } from './UserCenterGuideTip';
import { renderTipInPage, setUpTipTests, shownTip, waitForHide } from './testing/header-tip';

const buyer = (id = 'u1', companyInfoCompleted = true, accountPending?: boolean): Session => ({
  status: 'authenticated',
  id,
  userType: 'BUYER',
  companyInfoCompleted,
  accountPending,
});

function renderTip(session: Session, language: Language = 'en-US') {
  return renderTipInPage(
    <UserCenterGuideTip>
      <button type="button">My account</button>
    </UserCenterGuideTip>,
    { session, language },
  );
}

setUpTipTests();

describe('UserCenterGuideTip', () => {
  it('points a logged-in user with company info at the user centre', () => {
    renderTip(buyer());
    expect(shownTip()?.textContent).toContain('Your messages, business cards and personal centre are all here.');
    expect(screen.getByRole('button', { name: 'My account' }).getAttribute('aria-describedby')).toBe(shownTip()?.id);
  });

  it('speaks the page language', () => {
    renderTip(buyer(), 'zh-CN');
    expect(shownTip()?.textContent).toContain('您的消息、名片和个人中心都在这里。');
    expect(screen.getByRole('button', { name: '知道了' })).toBeTruthy();
  });

  it.each<[string, Session]>([
    ['a visitor', VISITOR],
    ['a user without company info', buyer('u1', false)],
    ['a user whose company info is still loading', buyer('u1', true, true)],
  ])('is not shown to %s', (_who, session) => {
    renderTip(session);
    expect(shownTip()).toBeNull();
  });

  it("goes for good for that user on 'Got it', storing the id", () => {
    const first = renderTip(buyer('u1'));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    waitForHide();
    expect(shownTip()).toBeNull();
    expect(JSON.parse(localStorage.getItem('portal.userCenterGuide.dismissedBy')!)).toEqual(['u1']);
    first.unmount();
    renderTip(buyer('u1'));
    expect(shownTip()).toBeNull();
  });

  it('still shows to another user of the browser', () => {
    localStorage.setItem('portal.userCenterGuide.dismissedBy', JSON.stringify(['u1']));
    renderTip(buyer('u2'));
    expect(shownTip()).not.toBeNull();
  });

  it('hides for this page only on a tap elsewhere', () => {
    const first = renderTip(buyer('u1'));
    fireEvent.mouseDown(screen.getByText('Page'));
    waitForHide();
    expect(shownTip()).toBeNull();
    first.unmount();
    renderTip(buyer('u1'));
    expect(shownTip()).not.toBeNull();
  });

  it('gives way to the user menu it points at when that opens (one of the header group at a time)', () => {
    renderTipInPage(
      <UserCenterGuideTip>
        <HeaderDropdown label="My account" icon="A" toggleClassName={undefined} panelClassName={undefined}>
          {() => <a href="/m/member/usercenter/index">Personal centre</a>}
        </HeaderDropdown>
      </UserCenterGuideTip>,
      { session: buyer('u1'), language: 'en-US' },
    );
    expect(shownTip()).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(shownTip()).toBeNull();
    expect(screen.getByRole('link', { name: 'Personal centre' })).toBeTruthy();
  });
});
