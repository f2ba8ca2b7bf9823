import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { sectionContextOf } from '../../src/engine/section-context';
import { sectionTracker } from '../../src/engine/section-tracker';
import { pageWith } from '../../src/engine/testing/sections/page';
import { validateHomeSearchData } from '../../common/generated/validators.js';
import { clearRecentEvents, recentEvents, setAnalyticsSink } from '../../src/platform/analytics';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { createPortalQueryClient } from '../../src/platform/query-client';
import { readSearchHistory, recordSearch } from '../../src/platform/search-history';
import { VISITOR } from '../../src/platform/session';
import { suggestCallForTests } from '../../src/platform/testing/suggest-api';
import { dismissToast, getToasts } from '../../src/platform/toast';
import seed from './fixtures/seed.en-US.json';
import seedZh from './fixtures/seed.zh-CN.json';
import boothSearchDisabled from './fixtures/booth-search-disabled.en-US.json';
import HomeSearchView from './View';

const suggest = suggestCallForTests('1001', ['LED Work Light', 'LED Strip', 'Smart home hub']);

function SearchPage() {
  const location = useLocation();
  return <p data-testid="search-page">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch(fixture: unknown, language: Language = 'en-US') {
  if (!validateHomeSearchData(fixture)) throw new Error('the fixture is not HomeSearchData');
  const data = fixture;
  const page = pageWith([], {});
  const context = sectionContextOf(page, language, new Date('2026-10-15T02:00:00Z'), VISITOR);
  render(
    <QueryClientProvider client={createPortalQueryClient()}>
      <PortalIntlProvider language={language}>
        <MemoryRouter initialEntries={[`/m/${language}/`]}>
          <Routes>
            <Route
              path="/m/:lang/"
              element={<HomeSearchView data={data} context={context} track={sectionTracker('HOMESEARCH', { click: 'search_click' })} />}
            />
            <Route path="/m/:lang/search" element={<SearchPage />} />
          </Routes>
        </MemoryRouter>
      </PortalIntlProvider>
    </QueryClientProvider>,
  );
}

const typeIn = (text: string) => fireEvent.change(screen.getByRole('combobox'), { target: { value: text } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Search' }));
const searchedFor = () => screen.getByTestId('search-page').textContent;

describe('home search block', () => {
  beforeEach(() => {
    setAnalyticsSink(null);
    clearRecentEvents();
  });
  afterEach(() => {
    for (const toast of getToasts()) act(() => dismissToast(toast.id));
    localStorage.clear();
  });

  it('offers the types product, exhibitor and booth, product first', () => {
    renderSearch(seed);
    expect(screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent)).toEqual(['Product', 'Exhibitor', 'Booth']);
    expect(screen.getByRole('radio', { name: 'Product' })).toHaveProperty('checked', true);
  });

  it('hides the booth type when booth search is disabled', () => {
    renderSearch(boothSearchDisabled);
    expect(screen.queryByRole('radio', { name: 'Booth' })).toBeNull();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
  });

  it('refuses a blank keyword with a toast and stays on the page', () => {
    renderSearch(seed);
    typeIn('   ');
    submit();
    expect(getToasts().map((toast) => toast.text)).toEqual(['Please enter a keyword at least for your search.']);
    expect(screen.queryByTestId('search-page')).toBeNull();
    expect(recentEvents()).toEqual([]);
  });

  it('refuses a blank keyword with the Chinese text on a zh-CN page', () => {
    renderSearch(seedZh, 'zh-CN');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(getToasts().map((toast) => toast.text)).toEqual(['请至少输入一个关键词进行搜索。']);
  });

  it('trims the keyword and opens the search page with the query type of the chosen type', () => {
    renderSearch(seed);
    fireEvent.click(screen.getByRole('radio', { name: 'Exhibitor' }));
    typeIn('  Midea Group ');
    submit();
    expect(searchedFor()).toBe('/m/en-US/search?type=2&keyword=Midea%20Group');
  });

  it('searches booths with query type 3 and a placeholder showing the format 1.1A01', () => {
    renderSearch(seed);
    fireEvent.click(screen.getByRole('radio', { name: 'Booth' }));
    expect(screen.getByRole('combobox').getAttribute('placeholder')).toBe('Booth number, e.g. 1.1A01');
    typeIn('1.1A01');
    fireEvent.submit(screen.getByRole('search'));
    expect(searchedFor()).toBe('/m/en-US/search?type=3&keyword=1.1A01');
  });

  it('searches a hot keyword directly with the chosen type', () => {
    renderSearch(seed);
    fireEvent.click(screen.getByRole('button', { name: 'Smart home' }));
    expect(searchedFor()).toBe('/m/en-US/search?type=1&keyword=Smart%20home');
  });

  it('offers no hot keywords for booth search', () => {
    renderSearch(seed);
    fireEvent.click(screen.getByRole('radio', { name: 'Booth' }));
    expect(screen.queryByRole('button', { name: 'Smart home' })).toBeNull();
  });

  it('reports search_click with the query type and keyword', () => {
    renderSearch(seed);
    typeIn('LED lighting');
    submit();
    expect(recentEvents()).toEqual([{ event: 'search_click', properties: { section: 'HOMESEARCH', type: 1, keyword: 'LED lighting' } }]);
  });

  it('suggests keywords of the site as the keyword is typed and searches a picked one at once', async () => {
    renderSearch(seed);
    typeIn('led');
    fireEvent.click(await screen.findByRole('option', { name: 'LED Strip' }));
    expect(searchedFor()).toBe('/m/en-US/search?type=1&keyword=LED%20Strip');
    expect(suggest.bodies).toEqual([{ q: 'led', history: '', lang: 'en-US', size: 10 }]);
    expect(recentEvents()).toEqual([{ event: 'search_click', properties: { section: 'HOMESEARCH', type: 1, keyword: 'LED Strip' } }]);
  });

  it('records each search in the history of its type and offers it as a recent search', () => {
    renderSearch(seed);
    fireEvent.click(screen.getByRole('radio', { name: 'Exhibitor' }));
    typeIn(' Midea Group ');
    submit();
    expect(readSearchHistory('exhibitor')).toEqual(['Midea Group']);
    expect(readSearchHistory('product')).toEqual([]);
  });

  it('shows the recent searches of the chosen type on the blank input, and searches one at once', () => {
    recordSearch('product', 'Smart home');
    recordSearch('product', 'LED lighting');
    renderSearch(seed);
    fireEvent.focus(screen.getByRole('combobox'));
    expect(screen.getByText('Recent Searches')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['LED lighting', 'Smart home']);
    fireEvent.click(screen.getByRole('option', { name: 'Smart home' }));
    expect(searchedFor()).toBe('/m/en-US/search?type=1&keyword=Smart%20home');
    expect(readSearchHistory('product')).toEqual(['Smart home', 'LED lighting']);
  });

  it('shows the recent searches under their Chinese heading on a zh-CN page', () => {
    recordSearch('product', '智能家居');
    renderSearch(seedZh, 'zh-CN');
    fireEvent.focus(screen.getByRole('combobox'));
    expect(screen.getByRole('listbox', { name: '最近搜索' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清除历史记录' })).toBeInTheDocument();
  });
});
