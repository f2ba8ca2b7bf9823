import { fireEvent, render, screen } from '@testing-library/react';
import { useEffect, useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { keepFocusInside, useFocusReturn } from './focus-trap';

function Modal({ onClose }: { onClose(): void }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusReturn();
  // Moved in after the opener was noted, as the portal's modals do (a passive effect).
  useEffect(() => box.current?.querySelector('input')?.focus(), []);
  return (
    <div ref={box} role="dialog" aria-modal="true" aria-label="Modal" onKeyDown={(event) => keepFocusInside(event, box.current)}>
      <input aria-label="Name" />
      <button type="button" disabled>
        Disabled
      </button>
      <button type="button" onClick={onClose}>
        Close
      </button>
    </div>
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open && <Modal onClose={() => setOpen(false)} />}
    </>
  );
}

describe('the focus trap of a modal', () => {
  it('goes round the enabled controls with Tab and Shift+Tab, and gives the focus back to the opener on close', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const name = screen.getByRole('textbox', { name: 'Name' });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(name).toHaveFocus();
    fireEvent.keyDown(name, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
    fireEvent.keyDown(close, { key: 'Tab' });
    expect(name).toHaveFocus();
    fireEvent.click(close);
    expect(opener).toHaveFocus();
  });
});
