import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../common/language';
import { PortalIntlProvider } from '../../src/platform/i18n/PortalIntlProvider';
import { zhCN } from '../../common/i18n/zh-CN';
import { dismissToast, getToasts } from '../../src/platform/toast';
import { ToastHost } from '../../src/ui/ToastHost';
import { ExhibitorSearchForm } from './ExhibitorSearchForm';

function SearchPage() {
  const location = useLocation();
  return <p>{`${location.pathname}${location.search}`}</p>;
}

function renderForm(language: Language = 'en-US') {
  render(
    <PortalIntlProvider language={language}>
      <MemoryRouter initialEntries={[`/m/${language}/`]}>
        <Routes>
          <Route path="/m/:lang/" element={<ExhibitorSearchForm language={language} />} />
          <Route path="/m/:lang/search" element={<SearchPage />} />
        </Routes>
      </MemoryRouter>
      <ToastHost />
    </PortalIntlProvider>,
  );
}

function search(keyword: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: keyword } });
  fireEvent.submit(screen.getByRole('search'));
}

describe('ExhibitorSearchForm', () => {
  afterEach(() => act(() => getToasts().forEach((toast) => dismissToast(toast.id))));

  it('searches exhibitors (type 2) with the trimmed keyword', () => {
    renderForm();
    search('  LED lighting ');
    expect(screen.getByText('/m/en-US/search?type=2&keyword=LED%20lighting')).toBeInTheDocument();
  });

  it('refuses a blank keyword with a toast and stays on the page', () => {
    renderForm();
    search('   ');
    expect(screen.getByRole('status').textContent).toBe('Please enter a keyword at least for your search.');
    expect(screen.getByRole('searchbox')).toBeInTheDocument();
  });

  it('says so in Chinese on a zh-CN page', () => {
    renderForm('zh-CN');
    search('');
    expect(screen.getByRole('status').textContent).toBe(zhCN['search.blankKeyword']);
  });

  it('names the field by its placeholder', () => {
    renderForm();
    expect(screen.getByRole('searchbox', { name: 'Search exhibitors' }).getAttribute('placeholder')).toBe('Search exhibitors');
  });
});
