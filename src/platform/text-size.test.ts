import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyTextSize, getTextSize, setTextSize, TEXT_SIZE_CLASSES } from './text-size';
import { useTextSize } from './use-text-size';

const rootClasses = () => [...document.documentElement.classList];

describe('text size (spec §9: A+, A, A-)', () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.className = '';
  });

  it('is the standard size A until the visitor chooses', () => {
    expect(getTextSize()).toBe('A');
  });

  it('treats an unknown stored value as the standard size', () => {
    localStorage.setItem('portal.textSize', 'XXL');
    expect(getTextSize()).toBe('A');
  });

  it('remembers the choice across visits in localStorage', () => {
    setTextSize('A+');
    expect(localStorage.getItem('portal.textSize')).toBe('A+');
    expect(getTextSize()).toBe('A+');
  });

  it('sets one root font-size class at a time', () => {
    setTextSize('A+');
    setTextSize('A-');
    expect(rootClasses()).toEqual([TEXT_SIZE_CLASSES['A-']]);
  });

  it('keeps classes the root has for other reasons', () => {
    document.documentElement.classList.add('other');
    applyTextSize('A+');
    expect(rootClasses()).toEqual(['other', TEXT_SIZE_CLASSES['A+']]);
  });

  it('re-renders whoever shows the choice when it changes', () => {
    const { result } = renderHook(() => useTextSize());
    expect(result.current).toBe('A');
    act(() => setTextSize('A-'));
    expect(result.current).toBe('A-');
  });
});
