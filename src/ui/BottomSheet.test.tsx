import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import { BottomSheet } from './BottomSheet';

function SheetWithForm({ onClose }: { onClose(): void }) {
  return (
    <BottomSheet title="Write to the exhibitor" onClose={onClose}>
      <label>
        Message
        <textarea />
      </label>
      <button type="submit">Send</button>
    </BottomSheet>
  );
}

function renderSheet(onClose = vi.fn()) {
  render(
    <PortalIntlProvider language="en-US">
      <SheetWithForm onClose={onClose} />
    </PortalIntlProvider>,
  );
  return onClose;
}

describe('BottomSheet', () => {
  it('is a modal dialog named by its title, with the focus in its first field', () => {
    renderSheet();
    const sheet = screen.getByRole('dialog', { name: 'Write to the exhibitor' });
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Message' }));
  });

  it('closes on Escape, on its close button and on the mask, but not on a tap inside', () => {
    const onClose = renderSheet();
    fireEvent.click(screen.getByRole('textbox'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByTestId('sheet-mask'));
    expect(onClose).toHaveBeenCalledTimes(3);
  });

  it('keeps Tab inside: from the last control to the first, and Shift+Tab back round', () => {
    renderSheet();
    const send = screen.getByRole('button', { name: 'Send' });
    const close = screen.getByRole('button', { name: 'Close' });
    send.focus();
    fireEvent.keyDown(send, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(send);
  });

  it('locks the page’s scroll while open, and gives the focus back to what opened it after', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open && <SheetWithForm onClose={() => setOpen(false)} />}
        </>
      );
    }
    render(
      <PortalIntlProvider language="en-US">
        <Opener />
      </PortalIntlProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(opener);
  });
});
