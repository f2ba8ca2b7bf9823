import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast, subscribeToasts, toastDurationMs } from './toast';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const toast of getToasts()) dismissToast(toast.id);
  vi.useRealTimers();
});

describe('toast duration', () => {
  it('is one second per 10 characters', () => {
    expect(toastDurationMs('x'.repeat(30))).toBe(3000);
    expect(toastDurationMs('x'.repeat(45))).toBe(4500);
  });

  it('is never shorter than 2 s', () => {
    expect(toastDurationMs('')).toBe(2000);
    expect(toastDurationMs('Request Error')).toBe(2000);
  });

  it('is never longer than 6 s', () => {
    expect(toastDurationMs('x'.repeat(200))).toBe(6000);
  });

  it('counts a Chinese character or an emoji as one character', () => {
    expect(toastDurationMs('请'.repeat(25))).toBe(2500);
    expect(toastDurationMs('😀'.repeat(25))).toBe(2500);
  });
});

describe('toast store', () => {
  it('shows a toast and closes it by itself after its duration', () => {
    const text = 'x'.repeat(35);
    showToast(text);
    expect(getToasts().map((toast) => toast.text)).toEqual([text]);
    vi.advanceTimersByTime(3499);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toEqual([]);
  });

  it('tells subscribers on show and on close, and stops after unsubscribing', () => {
    const listener = vi.fn();
    const unsubscribe = subscribeToasts(listener);
    showToast('Request Error');
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showToast('No Data');
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the same snapshot until something changes', () => {
    showToast('No More');
    expect(getToasts()).toBe(getToasts());
  });

  it('does not stack the same text twice but restarts its time', () => {
    showToast('Request Error');
    vi.advanceTimersByTime(1500);
    showToast('Request Error');
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1500);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(500);
    expect(getToasts()).toEqual([]);
  });

  it('shows different texts together, each closing on its own time', () => {
    showToast('No Data');
    showToast('x'.repeat(50));
    expect(getToasts()).toHaveLength(2);
    vi.advanceTimersByTime(2000);
    expect(getToasts().map((toast) => toast.text)).toEqual(['x'.repeat(50)]);
  });

  it('closes a toast on request', () => {
    showToast('Loading...');
    const [toast] = getToasts();
    dismissToast(toast!.id);
    expect(getToasts()).toEqual([]);
  });
});
