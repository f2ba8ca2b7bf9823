import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { getOpenDialog, openDialog, openPurchaserConfirm, type DialogRequest } from '../platform/dialogs';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { DialogHost } from './DialogHost';

const CONFIRM: DialogRequest = { title: 'common.notice', message: { id: 'auth.alreadyLoggedIn' }, cancelLabel: 'common.cancel' };

function renderHost() {
  return render(
    <PortalIntlProvider language="en-US">
      <button type="button">Opener</button>
      <DialogHost />
    </PortalIntlProvider>,
  );
}

function open(request: DialogRequest = CONFIRM) {
  let outcome!: ReturnType<typeof openDialog>;
  act(() => {
    outcome = openDialog(request);
  });
  return outcome;
}

describe('DialogHost', () => {
  afterEach(() => act(() => getOpenDialog()?.settle('dismiss')));

  it('shows the title, the message and the buttons in the page language', () => {
    renderHost();
    void open();
    const dialog = screen.getByRole('dialog', { name: 'Notice' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('You are currently logged in, please log out and try again.');
    expect(screen.getAllByRole('button', { name: /Cancel|Confirm/ }).map((button) => button.textContent)).toEqual(['Cancel', 'Confirm']);
  });

  it('emits confirm and closes on Confirm', async () => {
    renderHost();
    const outcome = open();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(outcome).resolves.toBe('confirm');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('emits cancel and closes on Cancel', async () => {
    renderHost();
    const outcome = open();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(outcome).resolves.toBe('cancel');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('closes on a mask click by default, but not on a click inside the dialog', async () => {
    renderHost();
    const outcome = open();
    fireEvent.click(screen.getByRole('dialog'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    fireEvent.click(screen.getByTestId('dialog-mask'));
    await expect(outcome).resolves.toBe('dismiss');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open on a mask click or Escape when mask-close is not allowed', () => {
    renderHost();
    void open({ ...CONFIRM, maskClosable: false });
    fireEvent.click(screen.getByTestId('dialog-mask'));
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on Escape when it may be closed without an answer', async () => {
    renderHost();
    const outcome = open();
    fireEvent.keyDown(window, { key: 'Escape' });
    await expect(outcome).resolves.toBe('dismiss');
  });

  it('has no close button by default (closable false)', () => {
    renderHost();
    void open();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('closes with its close button when closable', async () => {
    renderHost();
    const outcome = open({ ...CONFIRM, closable: true, maskClosable: false });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await expect(outcome).resolves.toBe('dismiss');
  });

  it('is 290 px wide, and the mobile purchaser confirm 74.67%', () => {
    renderHost();
    void open();
    expect(screen.getByRole('dialog').style.width).toBe('290px');
    act(() => void openPurchaserConfirm(CONFIRM));
    expect(screen.getByRole('dialog').style.width).toBe('74.67%');
  });

  it('locks the page scroll while open and gives it back after', () => {
    document.body.style.overflow = 'auto';
    renderHost();
    void open();
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(document.body.style.overflow).toBe('auto');
    document.body.style.overflow = '';
  });

  it('focuses Confirm, keeps Tab inside the dialog and gives focus back on close', () => {
    renderHost();
    const opener = screen.getByRole('button', { name: 'Opener' });
    opener.focus();
    void open();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.keyDown(confirm, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(confirm);
    expect(document.activeElement).toBe(opener);
  });

  it('is named by its title and described by its message, or named by its message when it has no title', () => {
    renderHost();
    void open({ title: 'common.notice', message: { text: 'Leave this site?' } });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Notice');
    expect(screen.getByRole('dialog')).toHaveAccessibleDescription('Leave this site?');
    void open({ message: { text: 'Coming soon' } });
    expect(screen.getByRole('dialog')).toHaveAccessibleName('Coming soon');
  });
});
