import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FLAG_BITS } from '../../../common/constants';
import type { Language } from '../../../common/language';
import { VISITOR, type Session } from '../../platform/session';
import { RegisterTip } from './RegisterTip';
import { renderTipInPage, setUpTipTests, shownTip, waitForHide } from './testing/header-tip';

const BUYER: Session = { status: 'authenticated', id: 'u1', userType: 'BUYER', companyInfoCompleted: true };

function renderTip(session: Session = VISITOR, { language = 'en-US' as Language, pending = false, at = '/m/en-US/', flagMask = 0b111_1111 } = {}) {
  return renderTipInPage(
    <MemoryRouter initialEntries={[at]}>
      <RegisterTip language={language}>
        <a href="/login">Login/Reg</a>
      </RegisterTip>
    </MemoryRouter>,
    { session, language, pending, flagMask },
  );
}

setUpTipTests();

describe('RegisterTip', () => {
  it('invites a visitor to register, back to the current page', () => {
    renderTip(VISITOR, { at: '/m/en-US/?from=banner' });
    expect(shownTip()?.textContent).toContain('Register as a buyer to follow exhibits, exchange business cards and book negotiations.');
    expect(screen.getByRole('link', { name: 'Register now' }).getAttribute('href')).toBe(
      `/en-US/register/index?redirect_uri=${encodeURIComponent('/m/en-US/?from=banner')}`,
    );
  });

  it('speaks the page language', () => {
    renderTip(VISITOR, { language: 'zh-CN', at: '/m/zh-CN/' });
    expect(screen.getByRole('link', { name: '立即注册' }).getAttribute('href')).toMatch(/^\/zh-CN\/register\/index\?/);
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('is not shown to someone logged in, nor while the login status is still unknown', () => {
    renderTip(BUYER).unmount();
    expect(shownTip()).toBeNull();
    renderTip(VISITOR, { pending: true });
    expect(shownTip()).toBeNull();
  });

  it("is not shown while the flag mask's buyer registration bit is off (spec §4)", () => {
    renderTip(VISITOR, { flagMask: 0b111_1111 & ~FLAG_BITS.buyerRegistration });
    expect(shownTip()).toBeNull();
  });

  it('is remembered as dismissed once closed', () => {
    const first = renderTip();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    waitForHide();
    expect(shownTip()).toBeNull();
    first.unmount();
    renderTip();
    expect(shownTip()).toBeNull();
    expect(localStorage.getItem('portal.dismissed.registerTip')).toBe('dismissed');
  });

  it('hides for this page only on Escape', () => {
    const first = renderTip();
    fireEvent.keyDown(document, { key: 'Escape' });
    waitForHide();
    expect(shownTip()).toBeNull();
    first.unmount();
    renderTip();
    expect(shownTip()).not.toBeNull();
  });
});
