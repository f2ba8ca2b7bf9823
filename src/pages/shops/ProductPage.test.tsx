import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductDetail } from '../../../common/generated/types';
import { errorReply, setUpAuthApi } from '../../platform/session/testing/auth-api';
import { renderPortalAt } from '../testing/render-portal-at';
import product from '../../../fixtures/catalog/product-detail.full.en-US.json';
import productZh from '../../../fixtures/catalog/product-detail.full.zh-CN.json';

const api = setUpAuthApi();

// The page is a lazy route: its code is loaded once here, not within the first test's time.
beforeAll(() => import('./ProductPage'), 30_000);

const PRODUCT = 'GET /b2bshop/api/shops/BRIGHTWAY/listedProducts/P1001';

function replyProduct(...bodies: unknown[]): void {
  api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
  api.reply(PRODUCT, ...bodies.map((body) => ({ status: 200, body })));
}

const salesInfo = () => {
  const region = screen.getByRole('region', { name: /^(Sales information|销售信息)$/ });
  return within(region)
    .getAllByRole('term')
    .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
};

describe('a product page', () => {
  it('shows the picture, title, listing date, keywords and every sales-info label with its value', async () => {
    replyProduct(product);
    renderPortalAt('/m/en-US/shops/BRIGHTWAY/listedProducts/P1001');
    await screen.findByText('Loading...');
    const title = 'LED Work Light 50W Rechargeable, Magnetic Base, 4500 lm';
    await screen.findByRole('heading', { name: title });
    expect(screen.getByRole('heading', { level: 1, name: 'Product details' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: title })).toBeInTheDocument();
    expect(screen.getByText('Listed on Oct 8, 2026')).toBeInTheDocument();
    expect(salesInfo()).toEqual([
      ['Brand', 'Brightway'],
      ['Material', 'Aluminium alloy'],
      ['Model', 'BW-WL50'],
      ['Place of origin', 'Ningbo, Zhejiang'],
      ['Specification', '50 W, 4500 lm, IP65'],
      ['Supply type', 'In stock'],
      ['Manufacturer', 'Ningbo Brightway Lighting Co., Ltd.'],
      ['Shipping address', 'Ningbo port'],
      ['Minimum order quantity', '500'],
    ]);
    const keywords = within(screen.getByRole('region', { name: 'Keywords' }))
      .getAllByRole('listitem')
      .map((keyword) => keyword.textContent);
    expect(keywords).toEqual(['LED work light', 'rechargeable', 'magnetic']);
    expect(api.sentTo(PRODUCT)[0]?.query.get('lang')).toBe('en-US');
  });

  it("links back to the exhibitor's shop through its card", async () => {
    replyProduct(product);
    renderPortalAt('/m/en-US/shops/BRIGHTWAY/listedProducts/P1001');
    const exhibitor = await screen.findByRole('region', { name: 'Exhibitor' });
    expect(within(exhibitor).getByRole('link').getAttribute('href')).toBe('/m/en-US/shops/BRIGHTWAY');
    expect(within(exhibitor).getByText('Area A')).toBeInTheDocument();
  });

  it('keeps the picture box and leaves out empty parts for a product with less to show', async () => {
    const bare: ProductDetail = {
      ...(product as ProductDetail),
      keywords: [],
      pictures: [],
      product: { ...(product as ProductDetail).product, pictureUrl: null, salesInfo: [] },
    };
    replyProduct(bare);
    renderPortalAt('/m/en-US/shops/BRIGHTWAY/listedProducts/P1001');
    await screen.findByRole('heading', { name: /LED Work Light/ });
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sales information' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Keywords' })).toBeNull();
  });

  it('says clearly that an unknown product does not exist, with a link home', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt('/m/en-US/shops/BRIGHTWAY/listedProducts/NOPE');
    await screen.findByText('This product does not exist or has been taken off the shelf.');
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/m/en-US/');
  });

  it("shows 'Request failed, click to reload', and clicking it asks again", async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    api.reply(PRODUCT, errorReply(500, 'E500'), errorReply(500, 'E500'), { status: 200, body: product });
    renderPortalAt('/m/en-US/shops/BRIGHTWAY/listedProducts/P1001');
    fireEvent.click(await screen.findByRole('button', { name: 'Request failed, click to reload' }));
    await screen.findByRole('heading', { name: /LED Work Light/ });
  });
});

describe('a product page in zh-CN', () => {
  it('speaks Chinese, with the date in Chinese form', async () => {
    replyProduct(productZh);
    renderPortalAt('/m/zh-CN/shops/BRIGHTWAY/listedProducts/P1001');
    await screen.findByRole('heading', { name: '50W 充电式 LED 工作灯，磁吸底座，4500流明' });
    expect(screen.getByRole('heading', { level: 1, name: '展品详情' })).toBeInTheDocument();
    expect(screen.getByText('上架于 2026年10月8日')).toBeInTheDocument();
    expect(salesInfo().map(([label]) => label)).toEqual(['品牌', '材质', '型号', '产地', '规格', '供货类型', '生产厂家', '发货地址', '最小起订量']);
    expect(screen.getByRole('region', { name: '关键词' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: '所属展商' }))
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/m/zh-CN/shops/BRIGHTWAY');
  });

  it('says in Chinese that an unknown product does not exist', async () => {
    api.reply('GET /api/auth/login/userinfo/public', { status: 200, body: { isAuthenticated: false } });
    renderPortalAt('/m/zh-CN/shops/BRIGHTWAY/listedProducts/NOPE');
    await screen.findByText('该展品不存在或已下架。');
  });
});
