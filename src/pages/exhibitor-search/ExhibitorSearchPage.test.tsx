import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { parseQuery } from '../../../common/query-string';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';
import exhibitors from '../../../fixtures/catalog/exhibitor-search-page.many.en-US.json';
import exhibitorsZh from '../../../fixtures/catalog/exhibitor-search-page.many.zh-CN.json';
import noResults from '../../../fixtures/catalog/product-search-page.empty.json';
import seedPageEn from '../../../fixtures/seed/page-configs.mobile-home.en-US.json';
import seedPageZh from '../../../fixtures/seed/page-configs.mobile-home.zh-CN.json';

const api = setUpAuthApi();
const SEARCH = 'GET /b2bshop/api/industrySites/1001/epSearch';

function replyPage(page: unknown, results: unknown) {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply('GET /b2bshop/api/pageConfigs/public/mobile-home', { status: 200, body: page });
  api.reply(SEARCH, { status: 200, body: results });
}

const asked = () => api.sentTo(SEARCH).map((request) => parseQuery(request.query.toString()));
const location = () => screen.getByTestId('location').textContent;
const emptyExhibitors = { ...noResults, _embedded: { 'b2b:exhibitors': [] } };

describe('the exhibitor search page (/detailed)', () => {
  it("lists every exhibitor of the site's epSearch (type 2) before a keyword is typed, as exhibitor cards", async () => {
    replyPage(seedPageEn, exhibitors);
    renderPortalAt('/m/en-US/detailed');
    const list = await screen.findByRole('list', { name: 'Exhibitors' });
    expect(list.children.length).toBe(exhibitors._embedded['b2b:exhibitors'].length);
    expect(
      within(list.children[0] as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/^\/m\/en-US\/shops\//);
    expect(screen.getByRole('heading', { level: 1, name: 'Exhibitors' })).toBeInTheDocument();
    expect(asked()).toEqual([{ type: '2', lang: 'en-US', page: '0', size: '20' }]);
  });

  it('narrows by keyword, area and badge, all kept in the query, from the first page', async () => {
    replyPage(seedPageEn, exhibitors);
    renderPortalAt('/m/en-US/detailed?page=2');
    await screen.findByRole('list', { name: 'Exhibitors' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search exhibitors by name or main products' }), { target: { value: ' lamp ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/detailed?keyword=lamp'));
    fireEvent.change(screen.getByRole('combobox', { name: 'Area' }), { target: { value: 'B' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Badge' }), { target: { value: 'isAeo' } });
    await waitFor(() => expect(location()).toBe('/m/en-US/detailed?keyword=lamp&area=B&badge=isAeo'));
    await waitFor(() =>
      expect(asked().at(-1)).toEqual({
        type: '2',
        keyword: 'lamp',
        lang: 'en-US',
        page: '0',
        size: '20',
        filter: {
          join: 'and',
          items: [
            { field: 'area', op: 'eq', value: 'B' },
            { field: 'badges', op: 'eq', value: 'isAeo' },
          ],
        },
      }),
    );
  });

  it("says 'No result' with a hint when nothing matches", async () => {
    replyPage(seedPageEn, emptyExhibitors);
    renderPortalAt('/m/en-US/detailed?keyword=zzz');
    await screen.findByText('No result');
    expect(screen.getByText('No exhibitor matches your search. Try another keyword or fewer filters.')).toBeInTheDocument();
  });

  it("shows 'Request failed, click to reload' when the search fails", async () => {
    replyPage(seedPageEn, exhibitors);
    api.reply(SEARCH, errorReply(500, 'E500'), { status: 200, body: exhibitors });
    renderPortalAt('/m/en-US/detailed');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await screen.findByRole('list', { name: 'Exhibitors' });
  });

  it('speaks Chinese', async () => {
    replyPage(seedPageZh, exhibitorsZh);
    renderPortalAt('/m/zh-CN/detailed');
    await screen.findByRole('list', { name: '展商' });
    expect(screen.getByRole('searchbox', { name: '按名称或主营产品搜索展商' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: '标签' })).toBeInTheDocument();
    expect(asked()[0]?.lang).toBe('zh-CN');
  });
});
