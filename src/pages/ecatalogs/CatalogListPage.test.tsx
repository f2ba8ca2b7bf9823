import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { renderPage } from '../testing/render-page';
import firstEn from '../../../fixtures/ecatalog/ecatalog-page.first.en-US.json';
import firstZh from '../../../fixtures/ecatalog/ecatalog-page.first.zh-CN.json';
import lastEn from '../../../fixtures/ecatalog/ecatalog-page.last.en-US.json';
import empty from '../../../fixtures/ecatalog/ecatalog-page.empty.json';

const api = setUpAuthApi();
const LIST = 'GET /b2bshop/api/eCatalogs';
const ok = (body: unknown): FakeReply => ({ status: 200, body });

describe('the e-catalogue list (spec §2: /m/{lang}/catalog)', () => {
  it('shows each catalogue with its cover, title and exhibitor, linking to its page, then the next page and No More', async () => {
    api.reply(LIST, ok(firstEn), ok(lastEn));
    renderPage('/m/en-US/catalog', { api });
    await screen.findByRole('heading', { level: 1, name: 'E-catalogues' });
    const list = await screen.findByRole('list', { name: 'E-catalogues' });
    const first = within(list).getByRole('link', { name: /Cordless Power Tools 2025/ });
    expect(first.getAttribute('href')).toBe('/m/en-US/catalog/detail/ecat-1001');
    expect(first.textContent).toContain('Pearl River Tools Manufacturing Co., Ltd.');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/media/ecatalogs/power-tools.svg');
    // Without IntersectionObserver (jsdom) the end counts as near: the next page comes by itself.
    await screen.findByText('No More');
    expect(within(list).getAllByRole('link')).toHaveLength(9);
    expect(api.sentTo(LIST).map(({ query }) => [query.get('page'), query.get('size'), query.get('lang')])).toEqual([
      ['0', '6', 'en-US'],
      ['1', '6', 'en-US'],
    ]);
  });

  it('speaks Chinese under zh-CN and filters by the category chosen', async () => {
    api.reply(LIST, ok(firstZh));
    renderPage('/m/zh-CN/catalog?category=lighting', { api });
    await screen.findByRole('link', { name: /2025 无线电动工具目录/ });
    expect(screen.getByRole('link', { name: '照明灯具' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: '我的图册' }).getAttribute('href')).toBe('/m/zh-CN/catalogList');
    expect(api.sentTo(LIST)[0]?.query.get('category')).toBe('lighting');
  });

  it("says 'No Data' when there is no catalogue", async () => {
    api.reply(LIST, ok(empty));
    renderPage('/m/en-US/catalog', { api });
    await screen.findByText('No Data');
  });

  it("shows 'Request failed, click to reload' when the list cannot load, and asks again on click", async () => {
    api.reply(LIST, errorReply(503, 'E503_DATABASE_UNAVAILABLE'), ok(lastEn));
    renderPage('/m/en-US/catalog', { api });
    fireEvent.click(await screen.findByText('Request failed, click to reload'));
    await waitFor(() => expect(screen.getByRole('link', { name: /Porcelain Tableware/ })).toBeInTheDocument());
  });
});
