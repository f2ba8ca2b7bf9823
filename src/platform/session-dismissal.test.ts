import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissForSession, isDismissedForGood, isDismissedForSession, useRememberedDismissal, useSessionDismissal } from './session-dismissal';

describe('dismissed for the session', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('is not dismissed until closed', () => {
    expect(isDismissedForSession('floatingWindow')).toBe(false);
  });

  it('remembers a close in sessionStorage only, so the next session shows it again', () => {
    dismissForSession('floatingWindow');
    expect(isDismissedForSession('floatingWindow')).toBe(true);
    expect(localStorage.length).toBe(0);
    sessionStorage.clear();
    expect(isDismissedForSession('floatingWindow')).toBe(false);
  });

  it('keeps each name apart', () => {
    dismissForSession('floatingWindow');
    expect(isDismissedForSession('registerTip')).toBe(false);
  });

  it('re-renders as closed, and a later mount starts closed', () => {
    const first = renderHook(() => useSessionDismissal('floatingWindow'));
    expect(first.result.current[0]).toBe(false);
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(true);
    expect(renderHook(() => useSessionDismissal('floatingWindow')).result.current[0]).toBe(true);
  });
});

describe('dismissed for good', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('remembers a close in localStorage, so later sessions keep it closed', () => {
    const hook = renderHook(() => useRememberedDismissal('registerTip'));
    expect(hook.result.current[0]).toBe(false);
    act(() => hook.result.current[1]());
    expect(hook.result.current[0]).toBe(true);
    sessionStorage.clear();
    expect(isDismissedForGood('registerTip')).toBe(true);
    expect(renderHook(() => useRememberedDismissal('registerTip')).result.current[0]).toBe(true);
  });

  it('is apart from a close for the session', () => {
    dismissForSession('registerTip');
    expect(isDismissedForGood('registerTip')).toBe(false);
  });
});
