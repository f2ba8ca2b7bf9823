import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeamlessRotation } from './use-seamless-rotation';

const INTERVAL = 4000;
const TRANSITION = 400;

describe('useSeamlessRotation', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('advances one row every 4 s', () => {
    const { result } = renderHook(() => useSeamlessRotation(3, INTERVAL, TRANSITION, false));
    expect(result.current.index).toBe(0);
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(result.current).toEqual({ index: 1, animating: true });
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(result.current.index).toBe(2);
  });

  it('loops seamlessly: steps forward onto the repeated first row, then jumps back without animation', () => {
    const { result } = renderHook(() => useSeamlessRotation(2, INTERVAL, TRANSITION, false));
    act(() => vi.advanceTimersByTime(INTERVAL * 2));
    expect(result.current).toEqual({ index: 2, animating: true });
    act(() => vi.advanceTimersByTime(TRANSITION));
    expect(result.current).toEqual({ index: 0, animating: false });
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(result.current).toEqual({ index: 1, animating: true });
  });

  it('pauses while paused (on hover)', () => {
    const { result, rerender } = renderHook(({ paused }) => useSeamlessRotation(3, INTERVAL, TRANSITION, paused), { initialProps: { paused: true } });
    act(() => vi.advanceTimersByTime(INTERVAL * 3));
    expect(result.current.index).toBe(0);
    rerender({ paused: false });
    act(() => vi.advanceTimersByTime(INTERVAL));
    expect(result.current.index).toBe(1);
  });

  it.each([0, 1])('is still with %i items', (count) => {
    const { result } = renderHook(() => useSeamlessRotation(count, INTERVAL, TRANSITION, false));
    act(() => vi.advanceTimersByTime(INTERVAL * 5));
    expect(result.current.index).toBe(0);
  });
});
