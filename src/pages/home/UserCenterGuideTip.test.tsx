import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../common/language';
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
    <UserCenterGuideTip language={language}>
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
    expect(screen.getByRole('button', { name: '知道了' })).toBeInTheDocument();
  });

  it("opens the personal centre of the user's subsite in the page language, in a new tab, and counts as seen", () => {
    renderTip(buyer('u1'), 'zh-CN');
    const open = screen.getByRole('link', { name: '进入个人中心' });
    expect(open.getAttribute('href')).toBe('/m/member/usercenter/index?lang=zh-CN');
    expect(open.getAttribute('target')).toBe('_blank');
    fireEvent.click(open);
    expect(JSON.parse(localStorage.getItem('portal.userCenterGuide.dismissedBy')!)).toEqual(['u1']);
  });

  it("opens a seller's personal centre in the seller subsite; a group has none to open", () => {
    const seller = renderTip({ status: 'authenticated', id: 's1', userType: 'SELLER', companyInfoCompleted: true });
    expect(screen.getByRole('link', { name: 'Open personal centre' }).getAttribute('href')).toBe('/m/seller/usercenter/index?lang=en-US');
    seller.unmount();
    renderTip({ status: 'authenticated', id: 'g1', userType: 'GROUP', companyInfoCompleted: true });
    expect(shownTip()).not.toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
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
    expect(screen.getByRole('link', { name: 'Personal centre' })).toBeInTheDocument();
  });
});
