import { describe, expect, it } from 'vitest';
import { testDatabases } from '../../db/testing/databases.js';
import { openPublicApi } from './testing/public-api-kit.js';

describe.each(testDatabases)('e-catalogues on $name', (kind) => {
  const { get } = openPublicApi(kind);

  it('lists the seeded catalogues newest first, paged from page 0, in the language asked', async () => {
    const first = await get('/b2bshop/api/eCatalogs?lang=en-US&size=4&page=0');
    expect(first.status).toBe(200);
    expect(first.body.page).toEqual({ size: 4, totalElements: 9, totalPages: 3, number: 0 });
    expect(first.body._embedded['b2b:eCatalogs'][0]).toEqual({
      id: 'ecat-1001',
      shopCode: 'pearl-river-tools',
      exhibitorName: 'Pearl River Tools Manufacturing Co., Ltd.',
      category: 'hardware',
      title: 'Cordless Power Tools 2025',
      coverUrl: '/media/ecatalogs/power-tools.svg',
      pageCount: 4,
      publishedAt: '2025-04-10 09:00:00',
    });
    const last = await get('/b2bshop/api/eCatalogs?lang=zh-CN&size=4&page=2');
    expect(last.body._embedded['b2b:eCatalogs'].map(({ title }: { title: string }) => title)).toEqual(['白瓷餐具']);
    expect((await get('/b2bshop/api/eCatalogs?size=4&page=3')).body._embedded['b2b:eCatalogs']).toEqual([]);
  });

  it('filters by category and by shop', async () => {
    const lighting = await get('/b2bshop/api/eCatalogs?category=lighting');
    expect(lighting.body._embedded['b2b:eCatalogs'].map(({ id }: { id: string }) => id)).toEqual(['ecat-1002', 'ecat-1007']);
    const shop = await get('/b2bshop/api/eCatalogs?shopCode=oakline-furniture');
    expect(shop.body._embedded['b2b:eCatalogs'].map(({ id }: { id: string }) => id)).toEqual(['ecat-1006']);
    expect((await get('/b2bshop/api/eCatalogs?category=toys')).status).toBe(400);
  });

  it("answers a catalogue with its summary and its pages in order: the shop's products and page images", async () => {
    const { status, body } = await get('/b2bshop/api/eCatalogs/ecat-1004?lang=zh-CN');
    expect(status).toBe(200);
    expect(body.catalog.title).toBe('丝绸与家纺');
    expect(body.summary).toBe('桑蚕丝、棉与亚麻制品，适用于卧室、浴室与餐桌。');
    expect(body.exhibitorLogoUrl).toMatch(/^\/catalog\/logos\//);
    expect(body.pages[0]).toEqual({ kind: 'image', imageUrl: '/media/ecatalogs/silk-weaving.svg', caption: '1998 年起于绍兴织造' });
    expect(body.pages.slice(1).map(({ product }: { product: { id: string; shopCode: string } }) => [product.id, product.shopCode])).toEqual([
      ['prd-3501', 'silkroad-textiles'],
      ['prd-3502', 'silkroad-textiles'],
      ['prd-3503', 'silkroad-textiles'],
      ['prd-3504', 'silkroad-textiles'],
    ]);
  });

  it('answers 404 in the error shape for an unknown catalogue, 400 for an id that cannot be one', async () => {
    const missing = await get('/b2bshop/api/eCatalogs/ecat-9999');
    expect(missing.status).toBe(404);
    expect(missing.body.errorList[0].errorCode).toBe('E404_NOT_FOUND');
    expect((await get('/b2bshop/api/eCatalogs/bad%20id')).status).toBe(400);
  });
});
