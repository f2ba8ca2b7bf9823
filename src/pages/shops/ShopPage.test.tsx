import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getToasts } from '../../platform/toast';
import type { ProductSearchPage } from '../../../common/generated/types';
import { parseQuery } from '../../../common/query-string';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';
import shop from '../../../fixtures/catalog/shop.full.en-US.json';
import shopZh from '../../../fixtures/catalog/shop.full.zh-CN.json';
import products from '../../../fixtures/catalog/product-search-page.shop.en-US.json';
import productsZh from '../../../fixtures/catalog/product-search-page.shop.zh-CN.json';
import noProducts from '../../../fixtures/catalog/product-search-page.empty.json';
import eventShow from '../../../fixtures/event-shows/event-show.en-US.json';

const api = setUpAuthApi();

// The page is a lazy route: its code is loaded once here, not within the first test's time.
beforeAll(() => import('./ShopPage'), 30_000);

const SHOP = 'GET /b2bshop/api/shops/BRIGHTWAY';
const PRODUCTS = 'GET /b2bshop/api/shops/BRIGHTWAY/listedProducts';
const EVENT_SHOWS = 'GET /b2bshop/api/shops/BRIGHTWAY/eventShows';

function replyShop(shopReply: unknown = shop, productsReply: unknown = products): void {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply(SHOP, { status: 200, body: shopReply });
  api.reply(PRODUCTS, { status: 200, body: productsReply });
}

const productsAsked = () => api.sentTo(PRODUCTS).map((request) => parseQuery(request.query.toString()));
const location = () => screen.getByTestId('location').textContent;
const productList = () => screen.findByRole('list', { name: /^(Products|展品)$/ });
const productCards = async () => [...(await productList()).children] as HTMLElement[];

describe("an exhibitor's shop page", () => {
  it('shows the exhibitor card, its sessions and products, and under #/profile its introduction and booths', async () => {
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY#/profile');
    await screen.findByText('Loading...');
    await screen.findByRole('heading', { name: 'Ningbo Brightway Lighting Co., Ltd.' });
    expect(screen.getByRole('heading', { level: 1, name: 'Exhibitor' })).toBeInTheDocument();
    // The shop's own card is the page's subject, not a link to it.
    expect(screen.queryByRole('link', { name: /Ningbo Brightway Lighting/ })).toBeNull();
    expect(screen.getByText('18 sessions exhibited')).toBeInTheDocument();
    expect(screen.getByText('36 products')).toBeInTheDocument();
    expect(screen.getByText('More than 10 sessions')).toBeInTheDocument();
    const introduction = screen.getByRole('region', { name: 'Introduction' });
    expect(introduction.textContent).toContain('Founded in 2006, Brightway designs and makes LED lighting');
    const booths = within(screen.getByRole('region', { name: 'Booths' }))
      .getAllByRole('listitem')
      .map((booth) => booth.textContent);
    expect(booths).toEqual(['1.1A01Area A', '1.1A02Area A']);
    expect(api.sentTo(SHOP)[0]?.query.get('lang')).toBe('en-US');
  });

  it('lists its products as cards linking to their pages, without repeating the exhibitor', async () => {
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    const cards = await productCards();
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByRole('link').getAttribute('href')).toBe('/m/en-US/shops/BRIGHTWAY/listedProducts/P1001');
    expect(first.getAllByRole('term').map((term) => term.textContent)).toEqual(['Brand', 'Material', 'Model', 'Place of origin']);
    expect(first.queryByText('Ningbo Brightway Lighting Co., Ltd.')).toBeNull();
    expect(screen.getByText('Total 3 items')).toBeInTheDocument();
    expect(screen.getByText('No More')).toBeInTheDocument();
    expect(productsAsked()).toEqual([{ lang: 'en-US', page: '0', size: '20' }]);
  });

  it('filters its products by the keyword of its query, with a way back to all of them', async () => {
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY?keyword=%20solar%20');
    await productList();
    expect(productsAsked()).toEqual([{ lang: 'en-US', keyword: 'solar', page: '0', size: '20' }]);
    expect((screen.getByRole('searchbox', { name: 'Search this exhibitor’s products' }) as HTMLInputElement).value).toBe('solar');
    fireEvent.click(screen.getByRole('link', { name: 'Show all products' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/shops/BRIGHTWAY'));
    await waitFor(() => expect(productsAsked().at(-1)).not.toHaveProperty('keyword'));
  });

  it('searches within the shop from its keyword box, from the first page', async () => {
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY?page=2');
    await productList();
    const box = screen.getByRole('searchbox', { name: 'Search this exhibitor’s products' });
    fireEvent.change(box, { target: { value: ' panel ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/shops/BRIGHTWAY?keyword=panel'));
    await waitFor(() => expect(productsAsked().at(-1)).toEqual({ lang: 'en-US', keyword: 'panel', page: '0', size: '20' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/shops/BRIGHTWAY'));
  });

  it('pages through its products in the query', async () => {
    const many: ProductSearchPage = { ...(products as ProductSearchPage), page: { size: 10, totalElements: 25, totalPages: 3, number: 0 } };
    replyShop(shop, many);
    renderPortalAt('/m/en-US/shops/BRIGHTWAY?size=10');
    await productList();
    expect(screen.queryByText('No More')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/shops/BRIGHTWAY?size=10&page=2'));
    await waitFor(() => expect(productsAsked().at(-1)).toMatchObject({ page: '1', size: '10' }));
  });

  it("says 'No result' when it has no products, or none for the keyword", async () => {
    replyShop(shop, noProducts);
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    await screen.findByText('No result');
    expect(screen.getByText('This exhibitor has not listed any products yet.')).toBeInTheDocument();
  });

  it('names the keyword that found no product', async () => {
    replyShop(shop, noProducts);
    renderPortalAt('/m/en-US/shops/BRIGHTWAY?keyword=tea');
    await screen.findByText('No product of this exhibitor matches “tea”.');
  });

  it('says clearly that an unknown shop does not exist, with a link home', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt('/m/en-US/shops/NO-SUCH-SHOP');
    await screen.findByText('This exhibitor does not exist or is no longer at the fair.');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/m/en-US/');
    expect(api.sentTo('GET /b2bshop/api/shops/NO-SUCH-SHOP')).toHaveLength(1);
  });

  it("shows 'Request failed, click to reload' when the shop cannot be loaded, and clicking it asks again", async () => {
    replyShop();
    api.reply(SHOP, errorReply(500, 'E500'), errorReply(500, 'E500'), { status: 200, body: shop });
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await screen.findByRole('heading', { name: 'Ningbo Brightway Lighting Co., Ltd.' });
  });

  it('shows the failed state of the products alone when only they cannot be loaded', async () => {
    replyShop();
    api.reply(PRODUCTS, errorReply(500, 'E500'), { status: 200, body: products });
    renderPortalAt('/m/en-US/shops/BRIGHTWAY');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    expect(screen.getByRole('heading', { name: 'Ningbo Brightway Lighting Co., Ltd.' })).toBeInTheDocument();
    expect(await productCards()).toHaveLength(3);
  });
});

describe("an exhibitor's shop page parts (#/{path}, spec §2)", () => {
  const parts = () => screen.getByRole('navigation', { name: 'Parts of the exhibitor page' });

  it('opens on the products, and on them for an unknown path, keeping the keyword', async () => {
    replyShop();
    renderPortalAt('/m/en-US/shops/BRIGHTWAY?keyword=solar#/unknown');
    await productList();
    expect(within(parts()).getByRole('link', { name: 'Products' }).getAttribute('aria-current')).toBe('page');
    expect(within(parts()).getByRole('link', { name: 'Event shows' }).getAttribute('href')).toBe('/m/en-US/shops/BRIGHTWAY?keyword=solar#/events');
    expect(screen.queryByRole('region', { name: 'Introduction' })).toBeNull();
  });

  it("lists under #/events the shop's shows not yet ended, each linking to its page", async () => {
    replyShop();
    api.reply(EVENT_SHOWS, { status: 200, body: { items: [eventShow] } });
    renderPortalAt('/m/en-US/shops/BRIGHTWAY#/events');
    const list = await screen.findByRole('list', { name: 'Event shows' });
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/m/en-US/eventShows/3');
    expect(within(list).getByRole('heading', { name: 'Solar Garden Lights 2027 Launch' })).toBeInTheDocument();
    expect(within(list).getByText('Online live show')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: /^Products$/ })).toBeNull();
    expect(api.sentTo(EVENT_SHOWS)[0]?.query.get('lang')).toBe('en-US');
    fireEvent.click(within(parts()).getByRole('link', { name: 'Introduction' }));
    await waitFor(() => expect(location()).toBe('/m/en-US/shops/BRIGHTWAY#/profile'));
    expect(screen.getByRole('region', { name: 'Booths' })).toBeInTheDocument();
  });

  it('says when the shop has no upcoming show', async () => {
    replyShop();
    api.reply(EVENT_SHOWS, { status: 200, body: { items: [] } });
    renderPortalAt('/m/en-US/shops/BRIGHTWAY#/events');
    await screen.findByText('This exhibitor has no upcoming event shows.');
  });
});

describe("an exhibitor's shop page in zh-CN", () => {
  it('speaks Chinese', async () => {
    replyShop(shopZh, productsZh);
    renderPortalAt('/m/zh-CN/shops/BRIGHTWAY');
    await screen.findByRole('heading', { name: '宁波明途照明有限公司' });
    expect(screen.getByRole('heading', { level: 1, name: '展商' })).toBeInTheDocument();
    expect(screen.getByText('已参展 18 届')).toBeInTheDocument();
    expect(screen.getByText('36 件展品')).toBeInTheDocument();
    expect(within((await productCards())[0]!).getAllByRole('term')[0]?.textContent).toBe('品牌');
    expect(screen.getByRole('searchbox', { name: '搜索该展商的展品' })).toBeInTheDocument();
    expect(screen.getByText('共 3 条')).toBeInTheDocument();
    expect(api.sentTo(SHOP)[0]?.query.get('lang')).toBe('zh-CN');
  });

  it('names its parts in Chinese: products, introduction with booths, event shows', async () => {
    replyShop(shopZh, productsZh);
    api.reply(EVENT_SHOWS, { status: 200, body: { items: [] } });
    renderPortalAt('/m/zh-CN/shops/BRIGHTWAY#/profile');
    await screen.findByRole('region', { name: '企业简介' });
    expect(screen.getByRole('region', { name: '展位' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: '展商活动' }));
    await screen.findByText('该展商暂无即将开始的活动。');
  });

  it('says in Chinese that an unknown shop does not exist', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt('/m/zh-CN/shops/NO-SUCH-SHOP');
    await screen.findByText('该展商不存在或已不在本届展会。');
    expect(screen.getByRole('link', { name: '返回首页' }).getAttribute('href')).toBe('/m/zh-CN/');
  });

  describe('sharing (spec §7: a short link)', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("copies the short link of the shop, in the page's language, where there is no share sheet", async () => {
      replyShop();
      api.reply('POST /api/link/generate', { status: 200, body: { code: 'AbCd1234', url: '/m/en-US/shops/BRIGHTWAY' } });
      const writeText = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
      renderPortalAt('/m/en-US/shops/BRIGHTWAY');
      fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
      const address = `${window.location.origin}/m/en-US/l/AbCd1234`;
      await waitFor(() => expect(writeText).toHaveBeenCalledWith(address));
      expect(api.sentTo('POST /api/link/generate')[0]?.body).toEqual({ accessUrl: '/m/en-US/shops/BRIGHTWAY' });
      expect(getToasts().map((toast) => toast.text)).toContain(`Link copied: ${address}`);
    });

    it("opens the system's share sheet with the shop's name where there is one", async () => {
      replyShop();
      api.reply('POST /api/link/generate', { status: 200, body: { code: 'AbCd1234', url: '/m/en-US/shops/BRIGHTWAY' } });
      const share = vi.fn(() => Promise.resolve());
      vi.stubGlobal('navigator', { ...navigator, share });
      renderPortalAt('/m/en-US/shops/BRIGHTWAY');
      fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
      await waitFor(() =>
        expect(share).toHaveBeenCalledWith({ title: 'Ningbo Brightway Lighting Co., Ltd.', url: `${window.location.origin}/m/en-US/l/AbCd1234` }),
      );
    });
  });
});
