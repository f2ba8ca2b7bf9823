import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../../platform/i18n/PortalIntlProvider';
import type { Language } from '../../../common/language';
import { createPortalQueryClient } from '../../platform/query-client';
import { readSearchHistory, recordSearch } from '../../platform/search-history';
import type { SearchType } from '../../../common/search-page';
import { suggestCallForTests } from '../../platform/testing/suggest-api';
import { getToasts } from '../../platform/toast';
import { SearchForm } from './SearchForm';

const suggest = suggestCallForTests('1001', ['LED Work Light', 'LED Strip', 'Desk Lamp', '智能台灯']);

afterEach(() => localStorage.clear());

function renderForm({ language = 'en-US', initialKeyword }: { language?: Language; initialKeyword?: string } = {}) {
  const onSearch = vi.fn<(type: SearchType, keyword: string) => void>();
  function Form() {
    const [type, setType] = useState<SearchType>('product');
    return (
      <SearchForm
        siteId="1001"
        language={language}
        types={['product', 'exhibitor', 'booth']}
        type={type}
        onTypeChange={setType}
        initialKeyword={initialKeyword}
        onSearch={onSearch}
      />
    );
  }
  render(
    <QueryClientProvider client={createPortalQueryClient()}>
      <PortalIntlProvider language={language}>
        <Form />
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
  return onSearch;
}

const input = () => screen.getByRole('combobox');
const typeIn = (text: string) => fireEvent.change(input(), { target: { value: text } });
const options = () => screen.getAllByRole('option').map((option) => option.textContent);
const press = (key: string) => fireEvent.keyDown(input(), { key });
const chooseType = (name: string) => fireEvent.click(screen.getByRole('radio', { name }));

describe('SearchForm', () => {
  it('takes up to 100 characters, with a placeholder for each type', () => {
    renderForm();
    expect(input().getAttribute('type')).toBe('search');
    expect(input().getAttribute('maxlength')).toBe('100');
    expect(input().getAttribute('placeholder')).toBe('Product name or keyword');
    chooseType('Exhibitor');
    expect(input().getAttribute('placeholder')).toBe('Exhibitor name');
    chooseType('Booth');
    expect(input().getAttribute('placeholder')).toBe('Booth number, e.g. 1.1A01');
  });

  it('hands the keyword as typed and the chosen type to onSearch', () => {
    const onSearch = renderForm({ initialKeyword: ' Desk ' });
    chooseType('Exhibitor');
    fireEvent.submit(screen.getByRole('search'));
    expect(onSearch).toHaveBeenCalledWith('exhibitor', ' Desk ');
  });

  it('suggests keywords for what is typed, the matched parts marked', async () => {
    renderForm();
    typeIn('led');
    await waitFor(() => expect(options()).toEqual(['LED Work Light', 'LED Strip']));
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('listbox', { name: 'Suggestions' })).toBeInTheDocument();
    const first = screen.getAllByRole('option')[0]!;
    expect([...first.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['LED']);
  });

  it('opens the list over the page, outside the form, so nothing under the form moves', async () => {
    renderForm();
    typeIn('led');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getByRole('search').parentElement?.contains(listbox)).toBe(false);
  });

  it('searches a suggestion at once when it is picked', async () => {
    const onSearch = renderForm();
    typeIn('lamp');
    fireEvent.click(await screen.findByRole('option', { name: 'Desk Lamp' }));
    expect(onSearch).toHaveBeenCalledWith('product', 'Desk Lamp');
    expect(input()).toHaveProperty('value', 'Desk Lamp');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the suggestions with the arrow keys and searches the active one with Enter', async () => {
    const onSearch = renderForm();
    typeIn('led');
    await screen.findAllByRole('option');
    press('ArrowDown');
    press('ArrowDown');
    const active = () => document.getElementById(input().getAttribute('aria-activedescendant') ?? '');
    expect(active()?.textContent).toBe('LED Strip');
    expect(active()?.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    expect(active()?.textContent).toBe('LED Work Light');
    press('ArrowUp');
    expect(active()?.textContent).toBe('LED Strip');
    press('Enter');
    expect(onSearch).toHaveBeenCalledWith('product', 'LED Strip');
  });

  it('closes the list with Escape, and with a tap outside', async () => {
    renderForm();
    typeIn('led');
    await screen.findByRole('listbox');
    press('Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input()).toHaveProperty('value', 'led');
    fireEvent.click(input());
    await screen.findByRole('listbox');
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes the list when the focus leaves the field, and does not open it for a reply that comes later', async () => {
    suggest.overrides.set('led', { delayMs: 200 });
    renderForm();
    typeIn('led');
    await waitFor(() => expect(suggest.bodies).toHaveLength(1));
    fireEvent.blur(input());
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the recent searches of the type on a blank focused input and searches one at once', () => {
    recordSearch('product', 'Desk Lamp');
    recordSearch('product', 'LED Strip');
    recordSearch('exhibitor', 'Midea');
    const onSearch = renderForm();
    fireEvent.focus(input());
    expect(screen.getByRole('listbox', { name: 'Recent Searches' })).toBeInTheDocument();
    expect(options()).toEqual(['LED Strip', 'Desk Lamp']);
    fireEvent.click(screen.getByRole('option', { name: 'Desk Lamp' }));
    expect(onSearch).toHaveBeenCalledWith('product', 'Desk Lamp');
    chooseType('Exhibitor');
    typeIn('');
    expect(options()).toEqual(['Midea']);
    expect(suggest.server.requests).toEqual([]);
  });

  it('clears the history of the type with Clear history', () => {
    recordSearch('product', 'Desk Lamp');
    recordSearch('exhibitor', 'Midea');
    renderForm();
    fireEvent.focus(input());
    fireEvent.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(readSearchHistory('product')).toEqual([]);
    expect(readSearchHistory('exhibitor')).toEqual(['Midea']);
  });

  it('shows nothing on a blank input without history', () => {
    renderForm();
    fireEvent.focus(input());
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('offers neither suggestions nor history for booth search', async () => {
    recordSearch('booth', '1.1A01');
    renderForm();
    chooseType('Booth');
    fireEvent.focus(input());
    expect(screen.queryByRole('listbox')).toBeNull();
    typeIn('1.1A');
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(suggest.server.requests).toEqual([]);
  });

  it('asks nothing for a keyword already in the field until the field is focused', async () => {
    renderForm({ initialKeyword: 'led' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)));
    expect(suggest.server.requests).toEqual([]);
    fireEvent.focus(input());
    await waitFor(() => expect(options()).toEqual(['LED Work Light', 'LED Strip']));
  });

  it('shows no suggestions and no toast when the suggest call fails', async () => {
    suggest.overrides.set('led', { status: 503, body: { errorList: [{ errorCode: 'E503_OVERLOADED', errorMessage: 'Busy' }] } });
    renderForm();
    typeIn('led');
    await waitFor(() => expect(suggest.bodies).toHaveLength(1));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(getToasts()).toEqual([]);
  });

  it('speaks Chinese on a zh-CN page', async () => {
    recordSearch('product', '智能台灯');
    renderForm({ language: 'zh-CN' });
    expect(input().getAttribute('placeholder')).toBe('请输入展品名称或关键词');
    fireEvent.focus(input());
    const recent = screen.getByRole('listbox', { name: '最近搜索' });
    expect(
      within(recent)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['智能台灯']);
    expect(screen.getByRole('button', { name: '清除历史记录' })).toBeInTheDocument();
    typeIn('台灯');
    await waitFor(() => expect(screen.getByRole('listbox', { name: '搜索建议' })).toBeInTheDocument());
    expect(suggest.bodies.at(-1)).toEqual({ q: '台灯', history: '智能台灯', lang: 'zh-CN', size: 10 });
  });
});
