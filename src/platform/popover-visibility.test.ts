import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPopoverVisibility, type PopoverVisibility } from './popover-visibility';

let made: PopoverVisibility[] = [];
const make = (options?: Parameters<typeof createPopoverVisibility>[0]) => {
  const visibility = createPopoverVisibility(options);
  made.push(visibility);
  return visibility;
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const visibility of made) visibility.dispose();
  made = [];
  vi.useRealTimers();
});

describe('popover visibility', () => {
  it('shows at once when there is no show delay', () => {
    const popover = make();
    popover.show();
    expect(popover.isShown()).toBe(true);
  });

  it('shows after its show delay', () => {
    const popover = make({ showDelayMs: 200 });
    popover.show();
    vi.advanceTimersByTime(199);
    expect(popover.isShown()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(popover.isShown()).toBe(true);
  });

  it('hides 120 ms after it is told to', () => {
    const popover = make();
    popover.show();
    popover.hide();
    vi.advanceTimersByTime(119);
    expect(popover.isShown()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(popover.isShown()).toBe(false);
  });

  it('stays when told to show again within the hide delay (the pointer moved onto it)', () => {
    const popover = make();
    popover.show();
    popover.hide();
    vi.advanceTimersByTime(100);
    popover.show();
    vi.advanceTimersByTime(500);
    expect(popover.isShown()).toBe(true);
  });

  it('does not show when hidden before its show delay ran out', () => {
    const popover = make({ showDelayMs: 200 });
    popover.show();
    popover.hide();
    vi.advanceTimersByTime(500);
    expect(popover.isShown()).toBe(false);
  });

  it('tells its listeners when it shows and hides', () => {
    const popover = make();
    const listener = vi.fn();
    popover.subscribe(listener);
    popover.show();
    popover.hide();
    vi.advanceTimersByTime(120);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('toggles: hides when shown, shows when hidden or hiding', () => {
    const popover = make();
    popover.toggle();
    expect(popover.isShown()).toBe(true);
    popover.toggle();
    vi.advanceTimersByTime(50);
    popover.toggle();
    vi.advanceTimersByTime(500);
    expect(popover.isShown()).toBe(true);
    popover.toggle();
    vi.advanceTimersByTime(120);
    expect(popover.isShown()).toBe(false);
  });

  it('cannot show again for 300 ms after an outside tap or Escape closed it', () => {
    const popover = make();
    popover.show();
    popover.close();
    vi.advanceTimersByTime(120);
    expect(popover.isShown()).toBe(false);
    popover.show();
    expect(popover.isShown()).toBe(false);
    vi.advanceTimersByTime(180);
    popover.show();
    expect(popover.isShown()).toBe(true);
  });

  it('shows one popover of a group at a time', () => {
    const first = make({ group: 'header' });
    const second = make({ group: 'header' });
    first.show();
    second.show();
    expect([first.isShown(), second.isShown()]).toEqual([false, true]);
    first.show();
    expect([first.isShown(), second.isShown()]).toEqual([true, false]);
  });

  it('leaves popovers of other groups, and popovers without a group, alone', () => {
    const header = make({ group: 'header' });
    const footer = make({ group: 'footer' });
    const loose = make();
    header.show();
    footer.show();
    loose.show();
    expect([header.isShown(), footer.isShown(), loose.isShown()]).toEqual([true, true, true]);
  });

  it('hides at once and leaves its group when disposed', () => {
    const first = make({ group: 'header' });
    const second = make({ group: 'header' });
    first.show();
    first.dispose();
    expect(first.isShown()).toBe(false);
    second.show();
    expect(second.isShown()).toBe(true);
  });
});
