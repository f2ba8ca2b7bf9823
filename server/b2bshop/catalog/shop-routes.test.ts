import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateProductDetail, validateProductSearchPage, validateShop } from '../../../common/generated/validators.js';
import { testDatabases } from '../../db/testing/databases.js';
import { openTestApp, type TestApp } from '../../testing/app.js';

const SHOPS = '/b2bshop/api/shops';

describe.each(testDatabases)('the shop endpoints on $name', (kind) => {
  let portal: TestApp;
  beforeAll(async () => {
    portal = await openTestApp(kind);
  });
  afterAll(() => portal?.close());

  async function ok(url: string, validate: typeof validateShop | typeof validateProductDetail | typeof validateProductSearchPage) {
    const response = await portal.app.inject(url);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    return body;
  }

  async function failed(url: string, statusCode: number) {
    const response = await portal.app.inject(url);
    expect(response.statusCode, response.body).toBe(statusCode);
    return response.json().errorList[0] as { errorCode: string; errorMessage: string };
  }

  describe('GET /b2bshop/api/shops/{shopCode}', () => {
    it("answers the exhibitor's card, introduction, sessions and product count, in English by default", async () => {
      expect(await ok(`${SHOPS}/lumen-lighting`, validateShop)).toEqual({
        exhibitor: {
          shopCode: 'lumen-lighting',
          name: 'Zhongshan Guzhen Lumen Lighting Co., Ltd.',
          logoUrl: '/catalog/logos/lumen-lighting.svg',
          area: 'B',
          mainProducts: 'Crystal chandeliers, pendant lamps, LED desk lamps',
          booths: ['2.1B20', '2.1B21'],
          badges: expect.objectContaining({ isInvitationAward: true, isMultipleExhibit: false, isAeo: false }),
        },
        siteTraderId: 'st-zhongshan-lumen-lighting',
        introduction: expect.stringMatching(/^Guzhen is China's lighting town\./),
        sessionsCount: 10,
        productCount: 3,
        imUserId: null,
      });
    });

    it("names the company's first seller account as the shop's IM peer (imUserId)", async () => {
      expect((await ok(`${SHOPS}/pearl-river-tools`, validateShop)).imUserId).toBe('acc-seller');
      // a later seller account of the same company is not the first; a disabled one is passed over
      await portal.db.query(
        `INSERT INTO accounts (id, email, password_hash, user_type, name, language, site_trader_id, created_at)
         VALUES ('acc-seller-2', 'seller2@demo.fair', 'x', 'SELLER', 'Second Seller', 'en-US', 'st-pearl-river-tools', now() + interval '1 day')`,
      );
      expect((await ok(`${SHOPS}/pearl-river-tools`, validateShop)).imUserId).toBe('acc-seller');
      await portal.db.query("UPDATE accounts SET disabled = true WHERE id = 'acc-seller'");
      expect((await ok(`${SHOPS}/pearl-river-tools`, validateShop)).imUserId).toBe('acc-seller-2');
      await portal.db.query("UPDATE accounts SET disabled = false WHERE id = 'acc-seller'");
      await portal.db.query("DELETE FROM accounts WHERE id = 'acc-seller-2'");
    });

    it('answers in Chinese for zh-CN', async () => {
      const shop = await ok(`${SHOPS}/canton-industrial?lang=zh-CN`, validateShop);
      expect(shop.exhibitor).toMatchObject({ name: '广州实业集团', booths: ['9.2C01', '9.2C02'] });
      expect(shop.exhibitor.badges).toMatchObject({ isMultipleExhibit: true, isChinatimehonoredBrand: true, isPovertyAlleviation: true });
      expect(shop.introduction).toMatch(/^集团由珠三角八家成员工厂组成/);
    });

    it('answers 404 for a shop that does not exist, 400 for a code that cannot be one', async () => {
      expect(await failed(`${SHOPS}/no-such-shop`, 404)).toEqual({ errorCode: 'E404_NOT_FOUND', errorMessage: 'No shop "no-such-shop".' });
      expect((await failed(`${SHOPS}/a%27b`, 400)).errorCode).toBe('E400_VALIDATION');
      expect((await failed(`${SHOPS}/lumen-lighting?lang=de-DE`, 400)).errorCode).toBe('E400_VALIDATION');
    });
  });

  describe('GET /b2bshop/api/shops/{shopCode}/listedProducts', () => {
    const ids = (body: { _embedded: { 'b2b:listedProducts': { id: string }[] } }) => body._embedded['b2b:listedProducts'].map(({ id }) => id);

    it("answers the shop's products, most popular first, a page at a time", async () => {
      const all = await ok(`${SHOPS}/pearl-river-tools/listedProducts`, validateProductSearchPage);
      expect(ids(all)).toEqual(['prd-3001', 'prd-3002', 'prd-3003', 'prd-3004', 'prd-3005']);
      expect(all.page).toEqual({ size: 20, totalElements: 5, totalPages: 1, number: 0 });
      const second = await ok(`${SHOPS}/pearl-river-tools/listedProducts?size=2&page=1`, validateProductSearchPage);
      expect(ids(second)).toEqual(['prd-3003', 'prd-3004']);
      expect(second.page).toEqual({ size: 2, totalElements: 5, totalPages: 3, number: 1 });
    });

    it('keeps to the products matching a keyword, in Latin or Chinese; a blank keyword lists them all', async () => {
      expect(ids(await ok(`${SHOPS}/pearl-river-tools/listedProducts?keyword=power%20tools`, validateProductSearchPage))).toEqual([
        'prd-3001',
        'prd-3002',
        'prd-3004',
        'prd-3005',
      ]);
      expect(ids(await ok(`${SHOPS}/pearl-river-tools/listedProducts?keyword=${encodeURIComponent('角磨机')}&lang=zh-CN`, validateProductSearchPage))).toEqual([
        'prd-3004',
      ]);
      expect(ids(await ok(`${SHOPS}/pearl-river-tools/listedProducts?keyword=%25`, validateProductSearchPage))).toEqual([]);
      expect(ids(await ok(`${SHOPS}/pearl-river-tools/listedProducts?keyword=%20%20`, validateProductSearchPage))).toHaveLength(5);
    });

    it('answers 404 for a shop that does not exist', async () => {
      expect((await failed(`${SHOPS}/no-such-shop/listedProducts`, 404)).errorCode).toBe('E404_NOT_FOUND');
    });

    it('refuses a page size above 100 and a keyword above 100 characters', async () => {
      expect((await failed(`${SHOPS}/pearl-river-tools/listedProducts?size=101`, 400)).errorCode).toBe('E400_VALIDATION');
      expect((await failed(`${SHOPS}/pearl-river-tools/listedProducts?keyword=${'x'.repeat(101)}`, 400)).errorCode).toBe('E400_VALIDATION');
    });
  });

  describe('GET /b2bshop/api/shops/{shopCode}/listedProducts/{productId}', () => {
    it('answers the product card, its keywords, when it was listed and its exhibitor, in the language', async () => {
      const detail = await ok(`${SHOPS}/canton-industrial/listedProducts/prd-3101?lang=zh-CN`, validateProductDetail);
      expect(detail).toEqual({
        product: {
          id: 'prd-3101',
          shopCode: 'canton-industrial',
          title: '竹编收纳篮',
          pictureUrl: '/catalog/products/prd-3101.svg',
          exhibitorName: '广州实业集团',
          salesInfo: [
            { field: 'material', value: '天然竹、棉布内衬' },
            { field: 'placeOfOrigin', value: '广西桂林' },
            { field: 'specification', value: '三件套：30、25、20厘米' },
            { field: 'supplyType', value: '现货' },
            { field: 'minimumOrderQuantity', value: '500' },
          ],
        },
        keywords: ['收纳篮', '竹编', '家居收纳'],
        pictures: ['/catalog/products/prd-3101.svg'],
        listedAt: '2026-02-20 11:00:00',
        exhibitor: expect.objectContaining({ shopCode: 'canton-industrial', name: '广州实业集团', area: 'C' }),
        // The company buyers send inquiries and cards to; it has a group account but no seller to chat with.
        siteTraderId: 'st-canton-industrial-group',
        imUserId: null,
      });
      const english = await ok(`${SHOPS}/canton-industrial/listedProducts/prd-3101`, validateProductDetail);
      expect(english.keywords).toEqual(['storage basket', 'bamboo', 'home storage']);
    });

    it('shows a product without sales info with an empty list', async () => {
      const detail = await ok(`${SHOPS}/canton-industrial/listedProducts/prd-3103`, validateProductDetail);
      expect(detail.product.salesInfo).toEqual([]);
    });

    it('falls back to the Chinese text where a product has no English one (spec §3)', async () => {
      await portal.db.query(`UPDATE listed_products SET title = title - 'EN_US', keywords = keywords - 'EN_US' WHERE id = 'prd-3902'`);
      const detail = await ok(`${SHOPS}/anji-green-bamboo/listedProducts/prd-3902`, validateProductDetail);
      expect(detail.product.title).toBe('竹浴室地垫');
      expect(detail.keywords).toEqual(['浴室地垫', '竹制品', '浴室']);
    });

    it('answers 404 for a missing product, a product of another shop and a missing shop', async () => {
      expect(await failed(`${SHOPS}/pearl-river-tools/listedProducts/prd-9999`, 404)).toEqual({
        errorCode: 'E404_NOT_FOUND',
        errorMessage: 'No product "prd-9999" in shop "pearl-river-tools".',
      });
      expect((await failed(`${SHOPS}/pearl-river-tools/listedProducts/prd-3101`, 404)).errorCode).toBe('E404_NOT_FOUND');
      expect((await failed(`${SHOPS}/no-such-shop/listedProducts/prd-3001`, 404)).errorCode).toBe('E404_NOT_FOUND');
    });

    it('refuses a product id that cannot be one', async () => {
      expect((await failed(`${SHOPS}/pearl-river-tools/listedProducts/prd%27%20OR%201=1`, 400)).errorCode).toBe('E400_VALIDATION');
    });
  });
});
