import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoothSearchPage, ExhibitorSearchPage, ProductDetail, ProductSearchPage, Shop } from '../../common/generated/types';
import {
  CATALOG_PATHS,
  catalogKeys,
  fetchProduct,
  fetchSearchResults,
  fetchShop,
  fetchShopProducts,
  useSearchResults,
  useShop,
  type SearchRequest,
} from './catalog';
import { allOf, condition } from '../../common/filter';
import { InvalidReplyError } from './invalid-reply';
import { createPortalQueryClient } from './query-client';
import { parseQuery } from '../../common/query-string';
import { isNotFound, RequestFailure } from './request-failure';
import { localApiForTests } from './testing/api-for-tests';
import { sendJson } from './testing/local-api-server';
import { getToasts } from './toast';
import productsReply from '../../fixtures/catalog/product-search-page.many.en-US.json';
import exhibitorsReply from '../../fixtures/catalog/exhibitor-search-page.many.en-US.json';
import boothsReply from '../../fixtures/catalog/booth-search-page.many.en-US.json';
import shopReply from '../../fixtures/catalog/shop.full.en-US.json';
import productReply from '../../fixtures/catalog/product-detail.full.en-US.json';
import { requestFailureOf } from './request-failure-of';

const products = productsReply as ProductSearchPage;
const exhibitors = exhibitorsReply as ExhibitorSearchPage;
const booths = boothsReply as BoothSearchPage;
const shop = shopReply as Shop;
const product = productReply as ProductDetail;
const shopCode = shop.exhibitor.shopCode;

const notFound = { errorList: [{ errorCode: 'E404_NOT_FOUND', errorMessage: 'Not found' }] };
/** Replies by path; a path may be set to a status and body of its own. */
let replies: Record<string, { status: number; body: unknown }> = {};

const server = localApiForTests((request, response) => {
  const path = request.url?.split('?')[0] ?? '';
  const reply = replies[path];
  if (reply) return sendJson(response, reply.status, reply.body);
  if (path === CATALOG_PATHS.search('1001')) {
    const type = new URLSearchParams(request.url?.split('?')[1]).get('type');
    return sendJson(response, 200, type === '1' ? products : type === '2' ? exhibitors : booths);
  }
  if (path === CATALOG_PATHS.shop(shopCode)) return sendJson(response, 200, shop);
  if (path === CATALOG_PATHS.shopProducts(shopCode)) return sendJson(response, 200, products);
  if (path === CATALOG_PATHS.product(shopCode, product.product.id)) return sendJson(response, 200, product);
  return sendJson(response, 404, notFound);
});

afterEach(() => {
  replies = {};
  server.requests.length = 0;
});

const lastQuery = () => parseQuery(server.requests.at(-1)!.url.split('?')[1] ?? '');
const search = (overrides: Partial<SearchRequest> = {}): SearchRequest => ({
  siteId: '1001',
  type: 'product',
  keyword: 'led',
  language: 'en-US',
  page: 0,
  size: 20,
  ...overrides,
});

describe('catalogKeys', () => {
  it('keys a search by site, type, keyword, language and filter, ending with the page and size', () => {
    const filter = condition('area', 'eq', 'B');
    expect(catalogKeys.search(search({ filter, page: 2, size: 50 }))).toEqual(['catalog', 'search', '1001', 'product', 'led', 'en-US', filter, 2, 50]);
    expect(catalogKeys.shopProducts({ shopCode: 'S1', language: 'zh-CN', keyword: '', page: 0, size: 20 })).toEqual([
      'catalog',
      'shop',
      'S1',
      'zh-CN',
      'products',
      '',
      0,
      20,
    ]);
  });
});

describe('fetchSearchResults', () => {
  it('asks epSearch with the query type, keyword, language, page and size, and tags each product', async () => {
    const results = await fetchSearchResults(search({ page: 1, size: 10 }));
    expect(server.requests.at(-1)!.url.split('?')[0]).toBe('/b2bshop/api/industrySites/1001/epSearch');
    expect(lastQuery()).toEqual({ type: '1', keyword: 'led', lang: 'en-US', page: '1', size: '10' });
    expect(results.page).toEqual(products.page);
    expect(results.items[0]).toEqual({ type: 'product', product: products._embedded['b2b:listedProducts'][0] });
  });

  it('reads exhibitors and booths from their own replies', async () => {
    const found = await fetchSearchResults(search({ type: 'exhibitor' }));
    expect(lastQuery().type).toBe('2');
    expect(found.items[0]).toEqual({ type: 'exhibitor', exhibitor: exhibitors._embedded['b2b:exhibitors'][0] });
    const boothsFound = await fetchSearchResults(search({ type: 'booth', keyword: '1.1a' }));
    expect(lastQuery()).toMatchObject({ type: '3', keyword: '1.1a' });
    expect(boothsFound.items).toHaveLength(booths._embedded['b2b:booths'].length);
  });

  it('sends the filter tree bracket-style, and no filter at all when there is none', async () => {
    await fetchSearchResults(search({ type: 'exhibitor', filter: allOf(condition('area', 'eq', 'C')) }));
    expect(server.requests.at(-1)!.url).toContain('filter[join]=and&filter[items][0][field]=area&filter[items][0][op]=eq&filter[items][0][value]=C');
    await fetchSearchResults(search({ type: 'exhibitor' }));
    expect(lastQuery()).not.toHaveProperty('filter');
  });

  it('rejects a reply of another type with an InvalidReplyError', async () => {
    replies[CATALOG_PATHS.search('1001')] = { status: 200, body: products };
    await expect(fetchSearchResults(search({ type: 'booth' }))).rejects.toBeInstanceOf(InvalidReplyError);
  });

  it('rejects a failure without a toast: the page shows its own failed state', async () => {
    replies[CATALOG_PATHS.search('1001')] = { status: 500, body: { errorList: [{ errorCode: 'E500', errorMessage: 'Boom' }] } };
    await expect(fetchSearchResults(search())).rejects.toBeInstanceOf(RequestFailure);
    expect(getToasts()).toEqual([]);
  });
});

describe('the shop calls', () => {
  it('fetch a shop in the language', async () => {
    await expect(fetchShop(shopCode, 'zh-CN')).resolves.toEqual(shop);
    expect(lastQuery()).toEqual({ lang: 'zh-CN' });
  });

  it("fetch a shop's products with a keyword, and without one when it is blank", async () => {
    const page = await fetchShopProducts({ shopCode, language: 'en-US', keyword: 'lamp', page: 2, size: 10 });
    expect(lastQuery()).toEqual({ lang: 'en-US', keyword: 'lamp', page: '2', size: '10' });
    expect(page.items).toEqual(products._embedded['b2b:listedProducts']);
    await fetchShopProducts({ shopCode, language: 'en-US', keyword: '', page: 0, size: 20 });
    expect(lastQuery()).not.toHaveProperty('keyword');
  });

  it('fetch one product of the shop', async () => {
    await expect(fetchProduct({ shopCode, productId: product.product.id, language: 'en-US' })).resolves.toEqual(product);
  });

  it('tell a missing shop or product from a failure', async () => {
    const missing = await fetchShop('NO-SUCH-SHOP', 'en-US').catch((error: unknown) => error);
    expect(isNotFound(missing)).toBe(true);
    expect(isNotFound(requestFailureOf(500, {}))).toBe(false);
    expect(isNotFound(new Error('offline'))).toBe(false);
    expect(getToasts()).toEqual([]);
  });
});

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createPortalQueryClient()}>{children}</QueryClientProvider>;
}

describe('the hooks', () => {
  it('keep the shown page while the next page of the same search loads, but not for another search', async () => {
    const { result, rerender } = renderHook((request: SearchRequest) => useSearchResults(request), { wrapper, initialProps: search() });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));

    rerender(search({ page: 1 }));
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.data?.items).toHaveLength(products._embedded['b2b:listedProducts'].length);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));

    rerender(search({ keyword: 'lamp' }));
    expect(result.current.isPending).toBe(true);
    expect(result.current.data).toBeUndefined();
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
  });

  it('do not ask again for a shop that does not exist', async () => {
    const { result } = renderHook(() => useShop('NO-SUCH-SHOP', 'en-US'), { wrapper });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(isNotFound(result.current.error)).toBe(true);
    expect(server.requests.filter((request) => request.url.startsWith(CATALOG_PATHS.shop('NO-SUCH-SHOP')))).toHaveLength(1);
  });
});
