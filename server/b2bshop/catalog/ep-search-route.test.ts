import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterExpression } from '../../../common/generated/types.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';
import { ALL_EXHIBITORS, BOOTH, EXHIBITOR, PRODUCT, epSearch, epSearchOf } from './testing/ep-search.js';

// fixtures/seed/catalog.json: the products whose keywords include "power tools" / "电动工具", most popular first.
const POWER_TOOLS = ['prd-3001', 'prd-3002', 'prd-3004', 'prd-3301', 'prd-3005', 'prd-3302'];
const FREQUENT_EXHIBITORS = ['pearl-river-tools', 'canton-industrial', 'baiyun-ceramics', 'powerforce-tools', 'silkroad-textiles', 'oakline-furniture'];
const BOOTHS_OF_HALLS_1X = [
  '1.1A01',
  '1.1A02',
  '1.1A11',
  '1.1A12',
  '1.2A15',
  '1.2A30',
  '10.1C05',
  '10.1C21',
  '14.1D03',
  '14.1D04',
  '15.3D09',
  '15.3D10',
  '15.3D11',
];

describe.each(testDatabases)('GET epSearch on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());
  const { reply, found, rejected } = epSearchOf(() => portal);

  describe('products (type 1)', () => {
    it('finds the keyword in titles and keywords, in Latin or Chinese, case-insensitively, most popular first', async () => {
      expect(await found(PRODUCT, { keyword: 'drill' })).toEqual(['prd-3001', 'prd-3302']);
      expect(await found(PRODUCT, { keyword: 'DRILL' })).toEqual(['prd-3001', 'prd-3302']);
      expect(await found(PRODUCT, { keyword: '电钻' })).toEqual(['prd-3001']);
      expect(await found(PRODUCT, { keyword: 'power tools' })).toEqual(POWER_TOOLS);
      expect(await found(PRODUCT, { keyword: '电动工具' })).toEqual(POWER_TOOLS);
      expect(await found(PRODUCT, { keyword: 'no such thing' })).toEqual([]);
    });

    it('trims the keyword', async () => {
      expect(await found(PRODUCT, { keyword: '  drill \t' })).toEqual(['prd-3001', 'prd-3302']);
    });

    it('answers cards in the requested language (en-US by default), with their sales info in the spec order', async () => {
      const english = await reply(PRODUCT, { keyword: '电钻' });
      expect(english._embedded['b2b:listedProducts'][0]).toEqual({
        id: 'prd-3001',
        shopCode: 'pearl-river-tools',
        title: 'Cordless Drill 20V',
        pictureUrl: '/catalog/products/prd-3001.svg',
        exhibitorName: 'Pearl River Tools Manufacturing Co., Ltd.',
        salesInfo: [
          { field: 'brand', value: 'Pearl River' },
          { field: 'material', value: 'ABS housing, steel keyless chuck' },
          { field: 'model', value: 'PR-CD20' },
          { field: 'placeOfOrigin', value: 'Guangzhou, Guangdong' },
          { field: 'specification', value: '20 V, 2.0 Ah battery, 13 mm chuck, 2 speeds' },
          { field: 'supplyType', value: 'In stock' },
          { field: 'manufacturer', value: 'Pearl River Tools Manufacturing Co., Ltd.' },
          { field: 'shippingAddress', value: 'Nansha Port, Guangzhou' },
          { field: 'minimumOrderQuantity', value: '200' },
        ],
      });
      const chinese = await reply(PRODUCT, { keyword: 'drill', lang: 'zh-CN' });
      expect(chinese._embedded['b2b:listedProducts'][0]).toMatchObject({ title: '20V 无线电钻', exhibitorName: '珠江工具制造有限公司' });
      expect(chinese._embedded['b2b:listedProducts'][0].salesInfo[0]).toEqual({ field: 'brand', value: '珠江' });
    });

    it('pages the results: size, page number, total elements and total pages', async () => {
      const first = await reply(PRODUCT, { keyword: 'power tools', size: 4 });
      expect(first.page).toEqual({ size: 4, totalElements: 6, totalPages: 2, number: 0 });
      expect(first._embedded['b2b:listedProducts'].map((card: { id: string }) => card.id)).toEqual(POWER_TOOLS.slice(0, 4));
      const second = await reply(PRODUCT, { keyword: 'power tools', size: 4, page: 1 });
      expect(second.page).toEqual({ size: 4, totalElements: 6, totalPages: 2, number: 1 });
      expect(second._embedded['b2b:listedProducts'].map((card: { id: string }) => card.id)).toEqual(POWER_TOOLS.slice(4));
      const beyond = await reply(PRODUCT, { keyword: 'power tools', size: 4, page: 7 });
      expect(beyond).toEqual({ _embedded: { 'b2b:listedProducts': [] }, page: { size: 4, totalElements: 6, totalPages: 2, number: 7 } });
    });

    it('pages 20 at a time by default', async () => {
      expect((await reply(PRODUCT, { keyword: 'a' })).page).toMatchObject({ size: 20, number: 0 });
    });

    it.each<[string, FilterExpression, string, string[]]>([
      ['shopCode', { field: 'shopCode', op: 'eq', value: 'powerforce-tools' }, 'en-US', ['prd-3301', 'prd-3302']],
      ['area (the exhibitor’s)', { field: 'area', op: 'eq', value: 'A' }, 'en-US', POWER_TOOLS],
      ['area, none matching', { field: 'area', op: 'in', value: ['B', 'C'] }, 'en-US', []],
      ['salesInfo.supplyType in English', { field: 'salesInfo.supplyType', op: 'eq', value: 'In stock' }, 'en-US', ['prd-3001', 'prd-3002', 'prd-3302']],
      ['salesInfo.supplyType in Chinese', { field: 'salesInfo.supplyType', op: 'eq', value: '现货' }, 'zh-CN', ['prd-3001', 'prd-3002', 'prd-3302']],
      ['salesInfo.supplyType as shown in the language', { field: 'salesInfo.supplyType', op: 'eq', value: '现货' }, 'en-US', []],
      ['salesInfo.supplyType missing', { field: 'salesInfo.supplyType', op: 'isNull' }, 'en-US', ['prd-3005']],
      ['listedAt (a whole day)', { field: 'listedAt', op: 'gte', value: '2026-04-01' }, 'en-US', ['prd-3004', 'prd-3005', 'prd-3302']],
      ['listedAt (a wall time)', { field: 'listedAt', op: 'lt', value: '2026-03-05 10:00:00' }, 'en-US', ['prd-3001']],
      ['popularity', { field: 'popularity', op: 'gt', value: '600' }, 'en-US', ['prd-3001', 'prd-3002']],
    ])('filters by %s', async (_field, filter, lang, expected) => {
      expect(await found(PRODUCT, { keyword: 'power tools', lang, filter })).toEqual(expected);
    });

    it('sorts by listedAt or popularity when asked', async () => {
      expect(await found(PRODUCT, { keyword: 'power tools', sort: 'listedAt,asc' })).toEqual([
        'prd-3001',
        'prd-3002',
        'prd-3301',
        'prd-3004',
        'prd-3005',
        'prd-3302',
      ]);
      expect(await found(PRODUCT, { keyword: 'power tools', sort: 'popularity,asc' })).toEqual([...POWER_TOOLS].reverse());
    });
  });

  describe('exhibitors (type 2)', () => {
    it('finds the keyword in names and main products, in Latin or Chinese, most popular first', async () => {
      expect(await found(EXHIBITOR, { keyword: 'Tools' })).toEqual(['pearl-river-tools', 'powerforce-tools']);
      expect(await found(EXHIBITOR, { keyword: '照明' })).toEqual(['brightway-lighting']);
      expect(await found(EXHIBITOR, { keyword: '灯' })).toEqual(['pearl-river-tools', 'brightway-lighting', 'lumen-lighting']);
      expect(await found(EXHIBITOR, { keyword: 'a' })).toEqual(ALL_EXHIBITORS);
    });

    it('answers cards with the area, the booths and the twelve badges, in the requested language', async () => {
      const body = await reply(EXHIBITOR, { keyword: 'Pearl River', lang: 'zh-CN' });
      expect(body._embedded['b2b:exhibitors']).toEqual([
        {
          shopCode: 'pearl-river-tools',
          name: '珠江工具制造有限公司',
          logoUrl: '/catalog/logos/pearl-river-tools.svg',
          area: 'A',
          mainProducts: '无线电钻、角磨机、冲击扳手、工作灯、手动工具套装',
          booths: ['1.1A01', '1.1A02', '1.2A15'],
          badges: {
            isAeo: true,
            isBrandEnterprise: true,
            isCfAward: false,
            isGreenAward: false,
            isInvitationAward: false,
            isMultipleExhibit: true,
            isNewExhibition: false,
            isChinatimehonoredBrand: false,
            isNewHightechEnterprise: false,
            isPovertyAlleviation: false,
            natEntTechCenter: true,
            entsinglespecialmfgindustry: false,
          },
        },
      ]);
      expect(body.page).toEqual({ size: 20, totalElements: 1, totalPages: 1, number: 0 });
    });

    it.each<[string, FilterExpression, string[]]>([
      ['shopCode', { field: 'shopCode', op: 'eq', value: 'lumen-lighting' }, ['lumen-lighting']],
      ['area', { field: 'area', op: 'eq', value: 'C' }, ['canton-industrial', 'baiyun-ceramics', 'jinhong-kitchenware', 'anji-green-bamboo']],
      ['a stored badge', { field: 'badges', op: 'eq', value: 'isGreenAward' }, ['canton-industrial', 'brightway-lighting', 'anji-green-bamboo']],
      ['isMultipleExhibit (more than 10 sessions)', { field: 'badges', op: 'eq', value: 'isMultipleExhibit' }, FREQUENT_EXHIBITORS],
      [
        'not isMultipleExhibit',
        { field: 'badges', op: 'ne', value: 'isMultipleExhibit' },
        ALL_EXHIBITORS.filter((shop) => !FREQUENT_EXHIBITORS.includes(shop)),
      ],
      [
        'any of several badges',
        { field: 'badges', op: 'in', value: ['isAeo', 'entsinglespecialmfgindustry'] },
        ['pearl-river-tools', 'baiyun-ceramics', 'powerforce-tools'],
      ],
      ['no badge at all', { field: 'badges', op: 'isNull' }, ['aquaflow-appliances']],
      ['sessionsCount', { field: 'sessionsCount', op: 'gt', value: 10 }, FREQUENT_EXHIBITORS],
      ['sessionsCount of exactly 10', { field: 'sessionsCount', op: 'eq', value: '10' }, ['lumen-lighting']],
    ])('filters by %s', async (_field, filter, expected) => {
      expect(await found(EXHIBITOR, { keyword: 'a', filter })).toEqual(expected);
    });

    it('combines nested groups with or, and negates a group', async () => {
      const filter: FilterExpression = {
        join: 'or',
        wrap: true,
        items: [
          { field: 'area', op: 'eq', value: 'A' },
          { not: true, items: [{ field: 'sessionsCount', op: 'lte', value: '20' }] },
        ],
      };
      expect(await found(EXHIBITOR, { keyword: 'a', filter })).toEqual([
        'pearl-river-tools',
        'canton-industrial',
        'baiyun-ceramics',
        'powerforce-tools',
        'aquaflow-appliances',
      ]);
      const notFrequent: FilterExpression = {
        items: [
          { field: 'badges', op: 'eq', value: 'isMultipleExhibit', not: 'true' },
          { field: 'area', op: 'eq', value: 'B' },
        ],
      };
      expect(await found(EXHIBITOR, { keyword: 'a', filter: notFrequent })).toEqual(['voltedge-electronics', 'brightway-lighting', 'lumen-lighting']);
    });

    it('skips conditions sent with no value (spec §5)', async () => {
      const filter: FilterExpression = {
        items: [
          { field: 'area', op: 'eq', value: '' },
          { field: 'badges', op: 'in', value: [] },
          { field: 'sessionsCount', op: 'gt', value: null },
          { items: [{ field: 'shopCode', op: 'eq' }] },
        ],
      };
      expect(await found(EXHIBITOR, { keyword: 'a', filter })).toEqual(ALL_EXHIBITORS);
    });

    it('sorts by sessionsCount when asked', async () => {
      const bySessions = await found(EXHIBITOR, { keyword: 'a', sort: 'sessionsCount,desc' });
      expect(bySessions.slice(0, 3)).toEqual(['baiyun-ceramics', 'canton-industrial', 'silkroad-textiles']);
      expect(bySessions.at(-1)).toBe('jinhong-kitchenware');
    });
  });

  describe('booths (type 3)', () => {
    it('finds the booths whose number starts with the keyword, case-insensitively, by number', async () => {
      expect(await found(BOOTH, { keyword: '1.1a' })).toEqual(['1.1A01', '1.1A02', '1.1A11', '1.1A12']);
      expect(await found(BOOTH, { keyword: '1.1A0' })).toEqual(['1.1A01', '1.1A02']);
      expect(await found(BOOTH, { keyword: '9.2C15' })).toEqual(['9.2C15']);
      expect(await found(BOOTH, { keyword: 'A01' })).toEqual([]);
      expect(await found(BOOTH, { keyword: '1' })).toEqual(BOOTHS_OF_HALLS_1X);
    });

    it('answers each booth with its hall, area and exhibitor, in the requested language', async () => {
      const body = await reply(BOOTH, { keyword: '15.3d09', lang: 'zh-CN' });
      expect(body._embedded['b2b:booths']).toEqual([
        {
          code: '15.3D09',
          hall: '15.3',
          area: 'D',
          shopCode: 'oakline-furniture',
          exhibitorName: '佛山橡木居家具有限公司',
          logoUrl: '/catalog/logos/oakline-furniture.svg',
          mainProducts: '实木橡木餐桌、办公椅、藤编户外家具',
        },
      ]);
    });

    it('pages the booths', async () => {
      const third = await reply(BOOTH, { keyword: '1', size: 5, page: 2 });
      expect(third.page).toEqual({ size: 5, totalElements: 13, totalPages: 3, number: 2 });
      expect(third._embedded['b2b:booths'].map((booth: { code: string }) => booth.code)).toEqual(BOOTHS_OF_HALLS_1X.slice(10));
    });

    it.each<[string, FilterExpression, string[]]>([
      ['hall', { field: 'hall', op: 'eq', value: '1.1' }, ['1.1A01', '1.1A02', '1.1A11', '1.1A12']],
      ['area', { field: 'area', op: 'eq', value: 'D' }, ['14.1D03', '14.1D04', '15.3D09', '15.3D10', '15.3D11']],
      ['shopCode', { field: 'shopCode', op: 'in', value: ['oakline-furniture', 'anji-green-bamboo'] }, ['10.1C05', '15.3D09', '15.3D10', '15.3D11']],
    ])('filters by %s', async (_field, filter, expected) => {
      expect(await found(BOOTH, { keyword: '1', filter })).toEqual(expected);
    });

    it('sorts by hall when asked', async () => {
      expect((await found(BOOTH, { keyword: '1', sort: 'hall,desc' })).slice(0, 3)).toEqual(['15.3D09', '15.3D10', '15.3D11']);
    });
  });

  it('lists every exhibitor without a keyword (the exhibitor search page), filters included', async () => {
    const all = await portal.app.inject(epSearch({ type: EXHIBITOR, size: 50 }));
    expect(all.statusCode).toBe(200);
    expect(all.json()._embedded['b2b:exhibitors'].map((exhibitor: { shopCode: string }) => exhibitor.shopCode)).toEqual(ALL_EXHIBITORS);
    const filter: FilterExpression = { join: 'and', items: [{ field: 'badges', op: 'eq', value: 'isMultipleExhibit' }] };
    const frequent = await portal.app.inject(epSearch({ type: EXHIBITOR, size: 50, filter }));
    expect(
      frequent
        .json()
        ._embedded['b2b:exhibitors'].map((exhibitor: { shopCode: string }) => exhibitor.shopCode)
        .sort(),
    ).toEqual([...FREQUENT_EXHIBITORS].sort());
    expect((await rejected({ type: BOOTH })).errorCode).toBe('E400_VALIDATION');
    expect((await rejected({ type: EXHIBITOR, keyword: ' ' })).errorCode).toBe('E400_VALIDATION');
  });

  it('is the same catalogue for every industry site', async () => {
    const response = await portal.app.inject(epSearch({ type: PRODUCT, keyword: 'drill' }, 'another-site_2'));
    expect(response.json()._embedded['b2b:listedProducts']).toHaveLength(2);
  });
});
