import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PortalIntlProvider } from '../platform/i18n/PortalIntlProvider';
import type { Language } from '../../common/language';
import { Pagination } from './Pagination';

function renderPager(props: { page: number; total: number; size?: number }, language: Language = 'en-US') {
  const onChange = vi.fn();
  render(
    <PortalIntlProvider language={language}>
      <Pagination size={20} sizes={[10, 20, 50]} onChange={onChange} {...props} />
    </PortalIntlProvider>,
  );
  return onChange;
}

const pageButtons = () => [...screen.getByRole('list').children].map((item) => item.textContent);

describe('the pager', () => {
  it('shows the total, the page buttons with gaps, and marks the current page', () => {
    renderPager({ page: 5, total: 200 });
    expect(screen.getByText('Total 200 items')).toBeInTheDocument();
    expect(pageButtons()).toEqual(['', '1', '…', '4', '5', '6', '…', '10', '']);
    expect(screen.getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Page 4' }).getAttribute('aria-current')).toBeNull();
  });

  it('goes to a page, the previous and the next one', () => {
    const onChange = renderPager({ page: 5, total: 200 });
    fireEvent.click(screen.getByRole('button', { name: 'Page 10' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange.mock.calls).toEqual([
      [10, 20],
      [4, 20],
      [6, 20],
    ]);
  });

  it('cannot go before the first page or after the last one', () => {
    const onChange = renderPager({ page: 1, total: 45 });
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
    cleanup();
    renderPager({ page: 3, total: 45 });
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows only the total and the items per page for a single page', () => {
    renderPager({ page: 1, total: 15 });
    expect(screen.getByText('Total 15 items')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /items per page/ })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('changes the items per page and starts again from page 1', () => {
    const onChange = renderPager({ page: 3, total: 200 });
    const sizes = screen.getByRole('combobox', { name: /items per page/ });
    expect((sizes as HTMLSelectElement).value).toBe('20');
    expect(
      within(sizes)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['10', '20', '50']);
    fireEvent.change(sizes, { target: { value: '50' } });
    expect(onChange).toHaveBeenCalledWith(1, 50);
  });

  it('jumps to the page typed, kept within the pages there are', () => {
    const onChange = renderPager({ page: 1, total: 200 });
    const jump = screen.getByRole('textbox', { name: 'jump to … page' });
    fireEvent.change(jump, { target: { value: '7' } });
    fireEvent.submit(jump.closest('form')!);
    fireEvent.change(jump, { target: { value: '99' } });
    fireEvent.submit(jump.closest('form')!);
    expect(onChange.mock.calls).toEqual([
      [7, 20],
      [10, 20],
    ]);
    expect((jump as HTMLInputElement).value).toBe('');
  });

  it('takes digits only and ignores an empty jump', () => {
    const onChange = renderPager({ page: 1, total: 200 });
    const jump = screen.getByRole('textbox', { name: 'jump to … page' });
    fireEvent.change(jump, { target: { value: 'x' } });
    expect((jump as HTMLInputElement).value).toBe('');
    fireEvent.submit(jump.closest('form')!);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows nothing for an empty list', () => {
    renderPager({ page: 1, total: 0 });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks Chinese in zh-CN', () => {
    renderPager({ page: 2, total: 45 }, 'zh-CN');
    expect(screen.getByRole('navigation', { name: '分页' })).toBeInTheDocument();
    expect(screen.getByText('共 45 条')).toBeInTheDocument();
    expect(screen.getByText('条/页')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '跳至 … 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '第 3 页' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '上一页' })).toBeInTheDocument();
  });
});
