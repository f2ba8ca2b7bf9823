import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageConfig } from '../../../common/generated/types';
import { clearRecentEvents, recentEvents } from '../../platform/analytics';
import { parseQuery } from '../../../common/query-string';
import { errorReply, setUpAuthApi, type FakeReply } from '../../platform/session/testing/auth-api';
import { getToasts } from '../../platform/toast';
import { renderPortalAt } from '../testing/render-portal-at';
import seedPageEn from '../../../fixtures/seed/page-configs.mobile-home.en-US.json';
import seedPageZh from '../../../fixtures/seed/page-configs.mobile-home.zh-CN.json';
import products from '../../../fixtures/catalog/product-search-page.many.en-US.json';
import productsZh from '../../../fixtures/catalog/product-search-page.many.zh-CN.json';
import lastProducts from '../../../fixtures/catalog/product-search-page.last.en-US.json';
import noProducts from '../../../fixtures/catalog/product-search-page.empty.json';
import exhibitors from '../../../fixtures/catalog/exhibitor-search-page.many.en-US.json';
import exhibitorsZh from '../../../fixtures/catalog/exhibitor-search-page.many.zh-CN.json';
import booths from '../../../fixtures/catalog/booth-search-page.many.en-US.json';

const api = setUpAuthApi();
const SEARCH = 'GET /b2bshop/api/industrySites/1001/epSearch';

afterEach(() => {
  localStorage.clear();
  clearRecentEvents();
});

function replyPage(page: unknown = seedPageEn): void {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply('GET /b2bshop/api/pageConfigs/public/mobile-home', { status: 200, body: page });
}

function replySearch(...replies: unknown[]): void {
  api.reply(SEARCH, ...replies.map((body): FakeReply => ({ status: 200, body })));
}

/** The page configuration with booth search disabled on the home search block. */
function withoutBoothSearch(page: unknown): PageConfig {
  const config = page as PageConfig;
  return { ...config, sections: { ...config.sections, HOMESEARCH: { ...(config.sections.HOMESEARCH as object), boothSearchEnabled: false } } };
}

const searchesSent = () => api.sentTo(SEARCH).map((request) => parseQuery(request.query.toString()));
const location = () => screen.getByTestId('location').textContent;
const results = () => screen.findByRole('list', { name: /^Results for|的搜索结果$/ });
/** The result cards: the list's own items, not the badge lists inside them. */
const cards = async () => [...(await results()).children] as HTMLElement[];

describe('the search results page', () => {
  it('asks epSearch for the type and keyword of its query, after Loading...', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led');
    await screen.findByText('Loading...');
    expect(await cards()).toHaveLength(10);
    expect(searchesSent()).toEqual([{ type: '1', keyword: 'led', lang: 'en-US', page: '0', size: '20' }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeInTheDocument();
  });

  it('shows the search form prefilled with the keyword and type searched', async () => {
    replyPage();
    replySearch(exhibitors);
    renderPortalAt('/m/en-US/search?type=2&keyword=Brightway');
    await results();
    expect((screen.getByRole('combobox', { name: 'Search keyword' }) as HTMLInputElement).value).toBe('Brightway');
    expect((screen.getByRole('radio', { name: 'Exhibitor' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Booth' })).toBeInTheDocument();
  });

  it('shows product cards with their title, exhibitor and sales-info labels, linking to the product page', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led');
    const [first] = await cards();
    const card = within(first!);
    expect(card.getByRole('link').getAttribute('href')).toBe('/m/en-US/shops/BRIGHTWAY/listedProducts/P1001');
    expect(card.getByRole('heading', { name: 'LED Work Light 50W Rechargeable, Magnetic Base, 4500 lm' })).toBeInTheDocument();
    expect(card.getByText('Ningbo Brightway Lighting Co., Ltd.')).toBeInTheDocument();
    const labels = card.getAllByRole('term').map((term) => term.textContent);
    const values = card.getAllByRole('definition').map((value) => value.textContent);
    expect(labels).toEqual(['Brand', 'Material', 'Model', 'Place of origin']);
    expect(values).toEqual(['Brightway', 'Aluminium alloy', 'BW-WL50', 'Ningbo, Zhejiang']);
    // A product without a picture keeps the picture's box.
    const noPicture = (await cards()).find((item) => item.textContent?.includes('LED Panel Light'));
    expect(noPicture?.querySelector('img')).toBeNull();
    expect(noPicture?.querySelector('svg')).not.toBeNull();
  });

  it("shows exhibitor cards with 'Area {area}', booths, main products and the badges held, linking to the shop", async () => {
    replyPage();
    replySearch(exhibitors);
    renderPortalAt('/m/en-US/search?type=2&keyword=co');
    const [first, second, third] = await cards();
    const card = within(first!);
    expect(card.getByRole('link').getAttribute('href')).toBe('/m/en-US/shops/BRIGHTWAY');
    expect(card.getByRole('heading', { name: 'Ningbo Brightway Lighting Co., Ltd.' })).toBeInTheDocument();
    expect(card.getByText('Area A')).toBeInTheDocument();
    expect(card.getByText(/1\.1A01 · 1\.1A02/).textContent).toBe('Booths: 1.1A01 · 1.1A02');
    expect(card.getByText('LED work lights, solar garden lamps, panel lights')).toBeInTheDocument();
    const badges = within(card.getByRole('list', { name: 'Honours' }))
      .getAllByRole('listitem')
      .map((badge) => badge.textContent);
    expect(badges).toEqual(['AEO certified', 'Brand enterprise', 'More than 10 sessions', 'National tech centre']);
    expect(
      within(second!)
        .getAllByRole('listitem')
        .map((badge) => badge.textContent),
    ).toEqual(['New exhibitor']);
    // An exhibitor without a logo shows its initial in the logo's box.
    expect(within(third!).getByText('S')).toBeInTheDocument();
    // One that holds no badge shows none.
    const noBadges = (await cards()).find((item) => item.textContent?.includes('Yongkang'));
    expect(within(noBadges!).queryByRole('list')).toBeNull();
  });

  it('shows booth results with the booth number, hall, area and exhibitor, linking to its shop', async () => {
    replyPage();
    replySearch(booths);
    renderPortalAt('/m/en-US/search?type=3&keyword=1.1A');
    const [first] = await cards();
    const card = within(first!);
    expect(card.getByRole('heading', { name: '1.1A01' })).toBeInTheDocument();
    expect(card.getByText('Hall 1.1')).toBeInTheDocument();
    expect(card.getByText('Area A')).toBeInTheDocument();
    expect(card.getByText('Ningbo Brightway Lighting Co., Ltd.')).toBeInTheDocument();
    expect(card.getByRole('link').getAttribute('href')).toBe('/m/en-US/shops/BRIGHTWAY');
    expect(searchesSent()[0]).toMatchObject({ type: '3', keyword: '1.1A' });
  });

  it('offers no booth type and searches products when booth search is disabled', async () => {
    replyPage(withoutBoothSearch(seedPageEn));
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=3&keyword=1.1A');
    await results();
    expect(screen.queryByRole('radio', { name: 'Booth' })).toBeNull();
    expect((screen.getByRole('radio', { name: 'Product' }) as HTMLInputElement).checked).toBe(true);
    expect(searchesSent()[0]).toMatchObject({ type: '1' });
  });

  it.each(['', '&type=9', '&type=abc'])('searches products for an unknown type (%s)', async (type) => {
    replyPage();
    replySearch(products);
    renderPortalAt(`/m/en-US/search?keyword=led${type}`);
    await results();
    expect(searchesSent()[0]).toMatchObject({ type: '1' });
  });

  it("says 'No result' with the keyword searched", async () => {
    replyPage();
    replySearch(noProducts);
    renderPortalAt('/m/en-US/search?type=1&keyword=zzzz');
    await screen.findByText('No result');
    expect(screen.getByText('Nothing matches “zzzz”. Try another keyword or search type.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it("says 'No More' under the last page", async () => {
    replyPage();
    replySearch(lastProducts);
    renderPortalAt('/m/en-US/search?type=1&keyword=led&page=5&size=10');
    await screen.findByText('No More');
    expect(await cards()).toHaveLength(3);
  });

  it("does not say 'No More' while more pages follow", async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led');
    await results();
    expect(screen.queryByText('No More')).toBeNull();
  });

  it("shows 'Request failed, click to reload', and clicking it asks again", async () => {
    replyPage();
    api.reply(SEARCH, errorReply(500, 'E500_INTERNAL'), { status: 200, body: products });
    renderPortalAt('/m/en-US/search?type=1&keyword=led');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    expect(await cards()).toHaveLength(10);
    expect(searchesSent()).toHaveLength(2);
    expect(getToasts()).toEqual([]);
  });

  it('fails the same way when the page configuration cannot be loaded, and reloads it', async () => {
    replyPage();
    api.reply('GET /b2bshop/api/pageConfigs/public/mobile-home', errorReply(503, 'E503'), { status: 200, body: seedPageEn });
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    expect(await cards()).toHaveLength(10);
  });

  it('asks for nothing without a keyword, and says what to do', async () => {
    replyPage();
    renderPortalAt('/m/en-US/search?type=1&keyword=%20%20');
    await screen.findByText('Please enter a keyword at least for your search.');
    expect(searchesSent()).toEqual([]);
  });
});

describe('paging through the results', () => {
  it('shows the total and goes to another page through the query, so Back returns to the page before', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led&size=10');
    await results();
    expect(screen.getByText('Total 47 items')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/search?type=1&keyword=led&size=10&page=2'));
    await waitFor(() => expect(searchesSent().at(-1)).toMatchObject({ page: '1', size: '10' }));
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/search?type=1&keyword=led&size=10'));
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens at the page and size of its query', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led&page=3&size=50');
    await results();
    expect(searchesSent()[0]).toMatchObject({ page: '2', size: '50' });
    expect((screen.getByRole('combobox', { name: /items per page/ }) as HTMLSelectElement).value).toBe('50');
  });

  it('changes the items per page from the first page', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led&page=3');
    await results();
    fireEvent.change(screen.getByRole('combobox', { name: /items per page/ }), { target: { value: '10' } });
    await waitFor(() => expect(location()).toBe('/m/en-US/search?type=1&keyword=led&size=10'));
    await waitFor(() => expect(searchesSent().at(-1)).toMatchObject({ page: '0', size: '10' }));
  });

  it('jumps to the page typed', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led&size=10');
    await results();
    const jump = screen.getByRole('textbox', { name: 'jump to … page' });
    fireEvent.change(jump, { target: { value: '4' } });
    fireEvent.submit(jump.closest('form')!);
    await waitFor(() => expect(location()).toBe('/m/en-US/search?type=1&keyword=led&size=10&page=4'));
  });
});

describe('the area filter', () => {
  it('filters exhibitors by area with the filter tree, and Please select sends none', async () => {
    replyPage();
    replySearch(exhibitors);
    renderPortalAt('/m/en-US/search?type=2&keyword=co&page=2');
    await results();
    const area = screen.getByRole('combobox', { name: 'Area' });
    expect(
      within(area)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Please select', 'Area A', 'Area B', 'Area C', 'Area D']);
    expect(searchesSent()[0]).not.toHaveProperty('filter');

    fireEvent.change(area, { target: { value: 'B' } });
    await waitFor(() => expect(location()).toBe('/m/en-US/search?type=2&keyword=co&area=B'));
    await waitFor(() => expect(searchesSent().at(-1)).toMatchObject({ page: '0', filter: { join: 'and', items: [{ field: 'area', op: 'eq', value: 'B' }] } }));

    fireEvent.change(screen.getByRole('combobox', { name: 'Area' }), { target: { value: '' } });
    await waitFor(() => expect(location()).toBe('/m/en-US/search?type=2&keyword=co'));
    await waitFor(() => expect(searchesSent()).toHaveLength(3));
    expect(searchesSent().at(-1)).not.toHaveProperty('filter');
  });

  it('filters booths by area too', async () => {
    replyPage();
    replySearch(booths);
    renderPortalAt('/m/en-US/search?type=3&keyword=1&area=C');
    await results();
    expect((screen.getByRole('combobox', { name: 'Area' }) as HTMLSelectElement).value).toBe('C');
    expect(searchesSent()[0]).toMatchObject({ filter: { items: [{ field: 'area', value: 'C' }] } });
  });

  it('is not offered for products', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led&area=B');
    await results();
    expect(screen.queryByRole('combobox', { name: 'Area' })).toBeNull();
    expect(searchesSent()[0]).not.toHaveProperty('filter');
  });
});

describe('searching again from the results page', () => {
  it('searches the trimmed keyword of the type chosen, from the first page, and reports search_click', async () => {
    replyPage();
    replySearch(products, exhibitors);
    renderPortalAt('/m/en-US/search?type=1&keyword=led&page=3');
    await results();
    fireEvent.click(screen.getByRole('radio', { name: 'Exhibitor' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Search keyword' }), { target: { value: '  Brightway ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/search?type=2&keyword=Brightway'));
    await waitFor(() => expect(searchesSent().at(-1)).toMatchObject({ type: '2', keyword: 'Brightway', page: '0' }));
    expect(recentEvents()).toContainEqual({ event: 'search_click', properties: { page: 'search', type: 2, keyword: 'Brightway' } });
    expect((screen.getByRole('combobox', { name: 'Search keyword' }) as HTMLInputElement).value).toBe('Brightway');
  });

  it('refuses a blank keyword with the toast', async () => {
    replyPage();
    replySearch(products);
    renderPortalAt('/m/en-US/search?type=1&keyword=led');
    await results();
    fireEvent.change(screen.getByRole('combobox', { name: 'Search keyword' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(getToasts().map((toast) => toast.text)).toEqual(['Please enter a keyword at least for your search.']);
    expect(location()).toBe('/m/en-US/search?type=1&keyword=led');
    expect(recentEvents().filter(({ event }) => event === 'search_click')).toEqual([]);
  });
});

describe('the search results page in zh-CN', () => {
  it('speaks Chinese: title, sales-info labels, badges, pager and states', async () => {
    replyPage(seedPageZh);
    replySearch(productsZh);
    renderPortalAt('/m/zh-CN/search?type=1&keyword=%E7%81%AF');
    await screen.findByRole('list', { name: '“灯”的搜索结果' });
    const [first] = await cards();
    expect(screen.getByRole('heading', { level: 1, name: '搜索结果' })).toBeInTheDocument();
    expect(
      within(first!)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(['品牌', '材质', '型号', '产地']);
    expect(within(first!).getByRole('link').getAttribute('href')).toBe('/m/zh-CN/shops/BRIGHTWAY/listedProducts/P1001');
    expect(screen.getByText('共 47 条')).toBeInTheDocument();
    expect(searchesSent()[0]).toMatchObject({ lang: 'zh-CN', keyword: '灯' });
  });

  it('labels exhibitor badges, areas and the area filter in Chinese', async () => {
    replyPage(seedPageZh);
    replySearch(exhibitorsZh);
    renderPortalAt('/m/zh-CN/search?type=2&keyword=%E7%85%A7%E6%98%8E');
    const [first] = await cards();
    expect(within(first!).getByText('A展区')).toBeInTheDocument();
    const badges = within(within(first!).getByRole('list', { name: '企业荣誉' }))
      .getAllByRole('listitem')
      .map((badge) => badge.textContent);
    expect(badges).toEqual(['AEO 认证', '品牌企业', '参展超过 10 届', '国家企业技术中心']);
    expect(within(screen.getByRole('combobox', { name: '展区' })).getAllByRole('option')[0]?.textContent).toBe('请选择');
  });

  it("says 'No result' and 'No More' in Chinese", async () => {
    replyPage(seedPageZh);
    replySearch(noProducts);
    renderPortalAt('/m/zh-CN/search?type=1&keyword=xyz');
    await screen.findByText('无结果');
    expect(screen.getByText('没有找到与“xyz”相关的内容，换个关键词或搜索类型试试。')).toBeInTheDocument();
  });
});
