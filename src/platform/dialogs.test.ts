import { afterEach, describe, expect, it } from 'vitest';
import { getOpenDialog, openDialog, openPurchaserConfirm } from './dialogs';
import { takeLogoutInRegisterPageMark } from './register-page-logout';

const MESSAGE = { id: 'auth.alreadyLoggedIn' } as const;

describe('the dialog store', () => {
  afterEach(() => {
    getOpenDialog()?.settle('dismiss');
    sessionStorage.clear();
  });

  it('opens with the spec §9 defaults: mask-close allowed, no close button, 290 px (standard)', () => {
    void openDialog({ message: MESSAGE });
    expect(getOpenDialog()).toMatchObject({ maskClosable: true, closable: false, variant: 'standard' });
  });

  it('keeps what the request asks for', () => {
    void openDialog({ message: MESSAGE, maskClosable: false, closable: true });
    expect(getOpenDialog()).toMatchObject({ maskClosable: false, closable: true });
  });

  it('resolves the answer and closes: confirm emits confirm, cancel emits cancel', async () => {
    const confirmed = openDialog({ message: MESSAGE });
    getOpenDialog()?.settle('confirm');
    await expect(confirmed).resolves.toBe('confirm');
    expect(getOpenDialog()).toBeUndefined();
    const cancelled = openDialog({ message: MESSAGE, cancelLabel: 'common.cancel' });
    getOpenDialog()?.settle('cancel');
    await expect(cancelled).resolves.toBe('cancel');
    expect(getOpenDialog()).toBeUndefined();
  });

  it('dismisses the open dialog when another opens', async () => {
    const first = openDialog({ message: MESSAGE });
    void openDialog({ message: { text: 'second' } });
    await expect(first).resolves.toBe('dismiss');
    expect(getOpenDialog()?.message).toEqual({ text: 'second' });
  });
});

describe('the mobile purchaser confirm', () => {
  afterEach(() => sessionStorage.clear());

  it('is the purchaser variant (74.67% wide)', () => {
    void openPurchaserConfirm({ message: MESSAGE });
    expect(getOpenDialog()?.variant).toBe('purchaser');
    getOpenDialog()?.settle('dismiss');
  });

  it('marks a logout in the register page when confirmed', async () => {
    const outcome = openPurchaserConfirm({ message: MESSAGE, cancelLabel: 'common.cancel' });
    getOpenDialog()?.settle('confirm');
    await expect(outcome).resolves.toBe('confirm');
    expect(takeLogoutInRegisterPageMark()).toBe(true);
  });

  it.each(['cancel', 'dismiss'] as const)('marks nothing when the answer is %s', async (answer) => {
    const outcome = openPurchaserConfirm({ message: MESSAGE, cancelLabel: 'common.cancel' });
    getOpenDialog()?.settle(answer);
    await expect(outcome).resolves.toBe(answer);
    expect(takeLogoutInRegisterPageMark()).toBe(false);
  });
});
