import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Popover } from './Popover';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const bubble = () => screen.queryByRole('dialog');

function renderClickPopover(extra: Partial<Parameters<typeof Popover>[0]> = {}) {
  return render(
    <div>
      <Popover content="Text size" label="Menu" {...extra}>
        <button type="button">Open</button>
      </Popover>
      <p>Elsewhere</p>
    </div>,
  );
}

const open = () => fireEvent.click(screen.getByRole('button', { name: 'Open' }));
const touch = (target: Element, from: [number, number], to: [number, number]) => {
  fireEvent.touchStart(target, { touches: [{ clientX: from[0], clientY: from[1] }] });
  fireEvent.touchEnd(target, { changedTouches: [{ clientX: to[0], clientY: to[1] }] });
};

describe('Popover', () => {
  it('shows its bubble in the page body on a tap on its anchor, and says so on the anchor', () => {
    const { container } = renderClickPopover();
    open();
    const shown = screen.getByRole('dialog', { name: 'Menu' });
    expect(shown.textContent).toBe('Text size');
    expect(shown.parentElement).toBe(document.body);
    expect(container.contains(shown)).toBe(false);
    const anchor = screen.getByRole('button', { name: 'Open' });
    expect(anchor.getAttribute('aria-expanded')).toBe('true');
    expect(anchor.getAttribute('aria-controls')).toBe(shown.id);
  });

  it('hides 120 ms after a second tap on its anchor', () => {
    renderClickPopover();
    open();
    open();
    wait(119);
    expect(bubble()).not.toBeNull();
    wait(1);
    expect(bubble()).toBeNull();
  });

  it('hides on a click outside it, but not on a click inside it', () => {
    renderClickPopover();
    open();
    fireEvent.mouseDown(screen.getByRole('dialog'));
    wait(200);
    expect(bubble()).not.toBeNull();
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    wait(120);
    expect(bubble()).toBeNull();
  });

  it('hides on Escape', () => {
    renderClickPopover();
    open();
    fireEvent.keyDown(document, { key: 'Escape' });
    wait(120);
    expect(bubble()).toBeNull();
  });

  it('cannot be shown again for 300 ms after an outside click hid it', () => {
    renderClickPopover();
    open();
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    wait(120);
    open();
    expect(bubble()).toBeNull();
    wait(180);
    open();
    expect(bubble()).not.toBeNull();
  });

  it('hides on a tap outside that moved less than 20 px, not on a touch that scrolled further', () => {
    renderClickPopover();
    open();
    const elsewhere = screen.getByText('Elsewhere');
    touch(elsewhere, [100, 300], [100, 340]);
    wait(200);
    expect(bubble()).not.toBeNull();
    touch(elsewhere, [100, 300], [110, 312]);
    wait(120);
    expect(bubble()).toBeNull();
  });

  it('stays on a tap inside its bubble', () => {
    renderClickPopover();
    open();
    touch(screen.getByRole('dialog'), [10, 10], [10, 10]);
    wait(200);
    expect(bubble()).not.toBeNull();
  });

  it('shows on hover and hides 120 ms after the pointer left, unless the pointer went onto it', () => {
    render(
      <Popover trigger="hover" content="Unread messages" role="tooltip">
        <button type="button">Messages</button>
      </Popover>,
    );
    const anchor = screen.getByRole('button', { name: 'Messages' });
    fireEvent.pointerEnter(anchor, { pointerType: 'mouse' });
    const tip = screen.getByRole('tooltip');
    expect(anchor.getAttribute('aria-describedby')).toBe(tip.id);
    fireEvent.pointerLeave(anchor, { pointerType: 'mouse' });
    wait(60);
    fireEvent.pointerEnter(tip, { pointerType: 'mouse' });
    wait(500);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
    fireEvent.pointerLeave(tip, { pointerType: 'mouse' });
    wait(120);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('waits its show delay before showing', () => {
    render(
      <Popover trigger="hover" content="Later" role="tooltip" showDelayMs={300}>
        <button type="button">Hover me</button>
      </Popover>,
    );
    fireEvent.pointerEnter(screen.getByRole('button'), { pointerType: 'mouse' });
    wait(299);
    expect(screen.queryByRole('tooltip')).toBeNull();
    wait(1);
    expect(screen.queryByRole('tooltip')).not.toBeNull();
  });

  it('shows by `open` when manual, and reports when an outside tap hid it', () => {
    const onHide = vi.fn();
    render(
      <div>
        <Popover trigger="manual" open content="Tip" role="note" onHide={onHide}>
          <span>Account</span>
        </Popover>
        <p>Elsewhere</p>
      </div>,
    );
    expect(screen.getByRole('note').textContent).toBe('Tip');
    fireEvent.mouseDown(screen.getByText('Elsewhere'));
    wait(120);
    expect(screen.queryByRole('note')).toBeNull();
    expect(onHide).toHaveBeenCalledOnce();
  });

  it('hides when a manual popover is no longer open', () => {
    function Tip() {
      const [open, setOpen] = useState(true);
      return (
        <Popover trigger="manual" open={open} content={<button onClick={() => setOpen(false)}>Got it</button>} role="note">
          <span>Account</span>
        </Popover>
      );
    }
    render(<Tip />);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    wait(120);
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('shows one popover of a group at a time', () => {
    render(
      <div>
        <Popover group="header" content="First bubble" label="First">
          <button type="button">One</button>
        </Popover>
        <Popover group="header" content="Second bubble" label="Second">
          <button type="button">Two</button>
        </Popover>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'One' }));
    fireEvent.click(screen.getByRole('button', { name: 'Two' }));
    expect(screen.getAllByRole('dialog').map((shown) => shown.textContent)).toEqual(['Second bubble']);
  });

  it("logs 'No container for popover' and shows no bubble when it has no container", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderClickPopover({ container: () => null });
    open();
    expect(bubble()).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.objectContaining({ message: 'No container for popover' }));
    expect(screen.getByRole('button', { name: 'Open' })).toBeInTheDocument();
  });

  it('sits 10 px below its anchor element, lined up with its end edge, even in a stretched wrapper', () => {
    renderClickPopover();
    const anchor = screen.getByRole('button', { name: 'Open' });
    vi.spyOn(anchor, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 300, y: 12, width: 60, height: 28 }));
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(375);
    open();
    const { style } = screen.getByRole('dialog');
    expect([style.top, style.right, style.getPropertyValue('--popover-arrow')]).toEqual(['50px', '15px', '24px']);
  });

  it('renders into the container it is given', () => {
    const host = document.createElement('section');
    document.body.append(host);
    renderClickPopover({ container: () => host });
    open();
    expect(screen.getByRole('dialog').parentElement).toBe(host);
    host.remove();
  });
});
