import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value';

afterEach(() => {
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('gives the latest value only once it has held still for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 100), { initialProps: { value: 'l' } });
    expect(result.current).toBe('l');
    rerender({ value: 'le' });
    act(() => vi.advanceTimersByTime(60));
    rerender({ value: 'led' });
    act(() => vi.advanceTimersByTime(60));
    expect(result.current).toBe('l');
    act(() => vi.advanceTimersByTime(40));
    expect(result.current).toBe('led');
  });
});
