import { afterEach, describe, expect, it } from 'vitest';
import { markLogoutInRegisterPage, takeLogoutInRegisterPageMark } from './register-page-logout';

describe('the register page logout mark', () => {
  afterEach(() => sessionStorage.clear());

  it('is not there until the purchaser confirm marks it', () => expect(takeLogoutInRegisterPageMark()).toBe(false));

  it('is kept in sessionStorage for the tab', () => {
    markLogoutInRegisterPage();
    expect(sessionStorage.getItem('portal.registerPageLogout')).toBe('Y');
    expect(localStorage.getItem('portal.registerPageLogout')).toBeNull();
  });

  it('counts once: reading it clears it', () => {
    markLogoutInRegisterPage();
    expect(takeLogoutInRegisterPageMark()).toBe(true);
    expect(takeLogoutInRegisterPageMark()).toBe(false);
  });
});
