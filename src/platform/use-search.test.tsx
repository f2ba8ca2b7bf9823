import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from './i18n/PortalIntlProvider';
import { readSearchHistory } from './search-history';
import { localApiForTests } from './testing/api-for-tests';
import { sendJson } from './testing/local-api-server';
import { dismissToast, getToasts } from './toast';
import { useSearch } from './use-search';
import { ZH_CONVERTER_PATH } from './zh-converter';

const server = localApiForTests((request, response) => {
  const value = new URLSearchParams(request.url?.split('?')[1]).get('value') ?? '';
  if (value === '故障') return sendJson(response, 503, { errorList: [{ errorCode: 'E503_OVERLOADED', errorMessage: 'Busy' }] });
  if (request.url?.startsWith(ZH_CONVERTER_PATH)) return sendJson(response, 200, { value: value.replace('臺灣', '台湾').replace('電腦', '电脑') });
  return sendJson(response, 404, {});
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <PortalIntlProvider language="zh-CN">
      <MemoryRouter initialEntries={['/m/zh-CN/']}>{children}</MemoryRouter>
    </PortalIntlProvider>
  );
}

function renderSearch() {
  const onSearch = vi.fn();
  const { result } = renderHook(() => ({ search: useSearch('zh-CN', onSearch), location: useLocation() }), { wrapper });
  return { result, onSearch };
}

afterEach(() => localStorage.clear());

describe('useSearch', () => {
  it('searches a keyword with Chinese characters in simplified Chinese', async () => {
    const { result, onSearch } = renderSearch();
    act(() => result.current.search('product', '  臺灣電腦 '));
    await waitFor(() => expect(result.current.location.search).toBe(`?type=1&keyword=${encodeURIComponent('台湾电脑')}`));
    expect(onSearch).toHaveBeenCalledWith('product', '臺灣電腦');
  });

  it('records each search in the history of its type, trimmed and converted', async () => {
    const { result } = renderSearch();
    act(() => result.current.search('booth', ' 1.1A01 '));
    act(() => result.current.search('product', '臺灣電腦'));
    await waitFor(() => expect(readSearchHistory('product')).toEqual(['台湾电脑']));
    expect(readSearchHistory('booth')).toEqual(['1.1A01']);
  });

  it('searches other keywords at once, without asking the converter', () => {
    const { result } = renderSearch();
    const before = server.requests.length;
    act(() => result.current.search('booth', '1.1A01'));
    expect(result.current.location.search).toBe('?type=3&keyword=1.1A01');
    expect(server.requests.length).toBe(before);
  });

  it('searches the keyword as typed when the converter fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderSearch();
    act(() => result.current.search('exhibitor', '故障'));
    await waitFor(() => expect(result.current.location.search).toBe(`?type=2&keyword=${encodeURIComponent('故障')}`));
  });

  it('refuses a blank keyword with the toast in the page language', () => {
    const { result, onSearch } = renderSearch();
    act(() => result.current.search('product', '   '));
    expect(getToasts().map((toast) => toast.text)).toHaveLength(1);
    expect(onSearch).not.toHaveBeenCalled();
    expect(readSearchHistory('product')).toEqual([]);
    for (const toast of getToasts()) dismissToast(toast.id);
  });
});
