import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast, getToasts, showToast } from '../platform/toast';
import { ToastHost } from './ToastHost';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  act(() => {
    for (const toast of getToasts()) dismissToast(toast.id);
  });
  vi.useRealTimers();
});

describe('ToastHost', () => {
  it('announces toasts politely in a status region that is there before any toast', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');
  });

  it('shows a toast and removes it when its time is up', () => {
    render(<ToastHost />);
    act(() => showToast('Request Error'));
    expect(screen.getByRole('status').textContent).toBe('Request Error');
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows toasts that were raised before it mounted', () => {
    showToast('请求错误');
    render(<ToastHost />);
    expect(screen.getByText('请求错误')).toBeInTheDocument();
  });
});
