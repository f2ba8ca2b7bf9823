import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSearchHistory, readSearchHistory, recordSearch, useSearchHistory } from './search-history';

const stored = (type: string) => localStorage.getItem(`portal.searchHistory.${type}`);

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('search history', () => {
  it('keeps the searched keywords of each type apart, most recent first', () => {
    recordSearch('product', 'LED lighting');
    recordSearch('product', 'Smart home');
    recordSearch('exhibitor', 'Midea');
    expect(readSearchHistory('product')).toEqual(['Smart home', 'LED lighting']);
    expect(readSearchHistory('exhibitor')).toEqual(['Midea']);
    expect(readSearchHistory('booth')).toEqual([]);
    expect(JSON.parse(stored('product') ?? '')).toEqual(['Smart home', 'LED lighting']);
  });

  it('moves a keyword searched again to the front, once, in its latest spelling', () => {
    for (const keyword of ['led', 'Smart home', 'Tea set', 'LED']) recordSearch('product', keyword);
    expect(readSearchHistory('product')).toEqual(['LED', 'Tea set', 'Smart home']);
  });

  it('keeps the 10 most recent keywords', () => {
    for (let n = 1; n <= 12; n += 1) recordSearch('product', `keyword ${n}`);
    expect(readSearchHistory('product')).toEqual(Array.from({ length: 10 }, (_, index) => `keyword ${12 - index}`));
  });

  it('clears the history of one type only', () => {
    recordSearch('product', 'LED lighting');
    recordSearch('exhibitor', 'Midea');
    clearSearchHistory('product');
    expect(readSearchHistory('product')).toEqual([]);
    expect(stored('product')).toBeNull();
    expect(readSearchHistory('exhibitor')).toEqual(['Midea']);
  });

  it.each([
    ['not JSON', '["LED'],
    ['not a list', '{"keywords":["LED"]}'],
    ['a list of other things', '["LED", 42]'],
  ])('treats a stored history that is %s as empty, says so once, and overwrites it with the next search', (_case, corrupt) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.setItem('portal.searchHistory.product', corrupt);
    expect(readSearchHistory('product')).toEqual([]);
    expect(readSearchHistory('product')).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn).toHaveBeenCalledWith('[search] the product search history in local storage is not a list of keywords; it is treated as empty:', corrupt);
    recordSearch('product', 'Tea set');
    expect(JSON.parse(stored('product') ?? '')).toEqual(['Tea set']);
  });

  it('renders again when a search is recorded or the history cleared', () => {
    const { result } = renderHook(() => useSearchHistory('product'));
    expect(result.current).toEqual([]);
    act(() => recordSearch('product', 'LED lighting'));
    expect(result.current).toEqual(['LED lighting']);
    act(() => clearSearchHistory('product'));
    expect(result.current).toEqual([]);
  });
});
