import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VISITOR, type Session } from '../../platform/session';
import { dismissUserCenterGuide, guideDismissedBy, useUserCenterGuide, userCenterGuideVisible } from './user-center-guide';

const buyer = (id: string, companyInfoCompleted = true, accountPending?: boolean): Session => ({
  status: 'authenticated',
  id,
  userType: 'BUYER',
  companyInfoCompleted,
  accountPending,
});

describe('the user-centre guide flag', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('is visible if logged in, not dismissed and company info loaded', () => {
    expect(userCenterGuideVisible(buyer('u1'), [])).toBe(true);
  });

  it('is not visible to a visitor', () => expect(userCenterGuideVisible(VISITOR, [])).toBe(false));

  it('is not visible without company info, nor while it is still loading', () => {
    expect(userCenterGuideVisible(buyer('u1', false), [])).toBe(false);
    expect(userCenterGuideVisible(buyer('u1', true, true), [])).toBe(false);
  });

  it('is not visible to a user whose id is on the list', () => expect(userCenterGuideVisible(buyer('u1'), ['u0', 'u1'])).toBe(false));

  it('stores the id of each user who dismisses it in a list in localStorage, once', () => {
    dismissUserCenterGuide('u1');
    dismissUserCenterGuide('u2');
    dismissUserCenterGuide('u1');
    expect(JSON.parse(localStorage.getItem('portal.userCenterGuide.dismissedBy')!)).toEqual(['u1', 'u2']);
  });

  it('treats an unreadable list as empty and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('portal.userCenterGuide.dismissedBy', '{not json');
    expect(guideDismissedBy()).toEqual([]);
    localStorage.setItem('portal.userCenterGuide.dismissedBy', '[1,2]');
    expect(guideDismissedBy()).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    dismissUserCenterGuide('u1');
    expect(guideDismissedBy()).toEqual(['u1']);
  });

  it('hides for the user who dismissed it, and still shows for another user of the browser', () => {
    const first = renderHook(() => useUserCenterGuide(buyer('u1')));
    expect(first.result.current[0]).toBe(true);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(false);
    expect(renderHook(() => useUserCenterGuide(buyer('u2'))).result.current[0]).toBe(true);
    expect(renderHook(() => useUserCenterGuide(buyer('u1'))).result.current[0]).toBe(false);
  });
});
