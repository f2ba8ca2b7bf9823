import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadLogoutFrame } from './logout-frame';

afterEach(() => {
  vi.useRealTimers();
  for (const frame of document.querySelectorAll('iframe')) frame.remove();
});

describe('the logout frame', () => {
  it('loads /logout/index in a hidden frame', () => {
    const frame = loadLogoutFrame();
    expect(frame.isConnected).toBe(true);
    expect(new URL(frame.src).pathname).toBe('/logout/index');
    expect(frame.hidden).toBe(true);
    expect(frame.getAttribute('aria-hidden')).toBe('true');
    expect(frame.tabIndex).toBe(-1);
  });

  it('is removed once it has loaded, or after 30 s at the latest', () => {
    vi.useFakeTimers();
    const loaded = loadLogoutFrame();
    loaded.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(0);
    expect(loaded.isConnected).toBe(false);
    const stuck = loadLogoutFrame();
    vi.advanceTimersByTime(29_999);
    expect(stuck.isConnected).toBe(true);
    vi.advanceTimersByTime(1);
    expect(stuck.isConnected).toBe(false);
  });
});
