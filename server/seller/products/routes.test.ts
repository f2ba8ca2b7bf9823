import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SellerProductDocument } from '../../../common/generated/types.js';
import { validateSellerProduct, validateSellerProductList } from '../../../common/generated/validators.js';
import { PRODUCT, epSearchOf } from '../../b2bshop/catalog/testing/ep-search.js';
import { testDatabases } from '../../db/testing/databases.js';
import { pngOf } from '../../media-library/testing/pictures.js';
import { call, openNotificationPortal } from '../../notifications/testing/notification-kit.js';

/** A product of another company in the seed (canton-industrial's). */
const OTHER_COMPANY_PRODUCT = 'prd-3101';
/** One of the demo seller's own products in the seed. */
const OWN_PRODUCT = 'prd-3001';
const SUGGEST = '/b2bshop/api/industrySites/1001/listedProducts/complete/suggest';

const text = (EN_US = '', ZH_CN = '') => ({ EN_US, ZH_CN });
const document = (changes: Partial<SellerProductDocument> = {}): SellerProductDocument => ({
  title: text('Brushless hedge trimmer 20V', '20V 无刷绿篱修剪机'),
  keywords: { EN_US: ['Quorvex Trimmer', 'hedge trimmer'], ZH_CN: ['奎沃修剪机'] },
  salesInfo: {
    brand: text('Pearl River', '珠江'),
    material: text('', ''),
    model: 'PR-HT20',
    placeOfOrigin: text('Guangdong, China', '中国广东'),
    specification: text('', ''),
    supplyType: text('In stock', '现货'),
    manufacturer: text('', ''),
    shippingAddress: text('', ''),
    minimumOrderQuantity: 200,
  },
  pictures: [],
  listed: true,
  ...changes,
});

describe.each(testDatabases)('the exhibitor’s products /seller/api/products on $name (issue 28)', (kind) => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'seller-media-'));
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));
  const portal = openNotificationPortal(kind, { mediaDir });
  const { found } = epSearchOf(() => portal);
  const asSeller = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, language?: string) =>
    call(portal.app, { method, url, ...(payload === undefined ? {} : { payload: payload as object }) }, portal.sessions.seller, language);
  const suggestions = async (q: string, lang = 'en-US') =>
    (await portal.app.inject({ method: 'POST', url: SUGGEST, payload: { q, lang, size: 10 } })).json<Array<{ key: string }>>().map((item) => item.key);

  it('refuses everyone but a seller or a group', async () => {
    expect((await call(portal.app, { method: 'GET', url: '/seller/api/products' })).statusCode).toBe(401);
    for (const role of ['buyer', 'employee'] as const) {
      const refused = await call(portal.app, { method: 'POST', url: '/seller/api/products', payload: { document: document() } }, portal.sessions[role]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorList[0].errorCode).toBe('E403_NOT_SELLER');
      expect((await call(portal.app, { method: 'POST', url: '/seller/api/media', payload: { a: 1 } }, portal.sessions[role])).statusCode).toBe(403);
    }
  });

  it('answers 404 for another company’s product, reading or writing, and changes nothing', async () => {
    expect((await asSeller('GET', `/seller/api/products/${OTHER_COMPANY_PRODUCT}`)).statusCode).toBe(404);
    const refused = await asSeller('PUT', `/seller/api/products/${OTHER_COMPANY_PRODUCT}`, { document: document() });
    expect(refused.statusCode).toBe(404);
    expect(refused.json().errorList[0].errorCode).toBe('E404_NOT_FOUND');
    const [row] = await portal.db.query<{ title: { EN_US: string } }>('SELECT title FROM listed_products WHERE id = $1', [OTHER_COMPANY_PRODUCT]);
    expect(row?.title.EN_US).not.toBe('Brushless hedge trimmer 20V');
    expect((await asSeller('GET', '/seller/api/products/no-such-product')).statusCode).toBe(404);
  });

  it('lists only the company’s own products, the newest first', async () => {
    const list = await asSeller('GET', '/seller/api/products');
    expect(validateSellerProductList(list.json()), JSON.stringify(validateSellerProductList.errors)).toBe(true);
    const ids = list.json().products.map((product: { id: string }) => product.id);
    expect(ids).toContain(OWN_PRODUCT);
    expect(ids).not.toContain(OTHER_COMPANY_PRODUCT);
    expect(list.json()).toMatchObject({ shopCode: 'pearl-river-tools', page: 0, size: 20 });
  });

  it('creates a product the search and its suggestions find at once, in both languages, with an uploaded picture', async () => {
    expect(await suggestions('quorvex')).toEqual([]);
    const upload = await portal.app.inject({
      method: 'POST',
      url: '/seller/api/media?name=trimmer.png',
      payload: pngOf(40, 30),
      headers: { 'content-type': 'image/png', ...portal.sessions.seller.headers },
    });
    expect(upload.statusCode, upload.body).toBe(201);
    const picture = upload.json<{ url: string }>().url;
    const mine = await asSeller('GET', '/seller/api/media');
    expect(mine.json().files.map((file: { url: string }) => file.url)).toEqual([picture]);

    const created = await asSeller('POST', '/seller/api/products', { document: document({ pictures: [picture] }) });
    expect(created.statusCode, created.body).toBe(201);
    expect(validateSellerProduct(created.json()), JSON.stringify(validateSellerProduct.errors)).toBe(true);
    const { id } = created.json<{ id: string }>();
    expect(created.json().document).toEqual(document({ pictures: [picture] }));

    expect(await suggestions('quorvex')).toEqual(['Quorvex Trimmer']);
    expect(await suggestions('qu')).toContain('Quorvex Trimmer');
    expect(await suggestions('奎沃', 'zh-CN')).toEqual(['奎沃修剪机']);
    expect(await found(PRODUCT, { keyword: 'Quorvex' })).toEqual([id]);
    expect(await found(PRODUCT, { keyword: '绿篱修剪机' })).toEqual([id]);
    const page = await portal.app.inject(`/b2bshop/api/shops/pearl-river-tools/listedProducts/${id}?lang=zh-CN`);
    expect(page.json()).toMatchObject({
      product: { title: '20V 无刷绿篱修剪机', pictureUrl: picture, salesInfo: expect.arrayContaining([{ field: 'model', value: 'PR-HT20' }]) },
      pictures: [picture],
    });
  });

  it('takes a product off show and back: the search, the suggestions and its page follow', async () => {
    const created = await asSeller('POST', '/seller/api/products', {
      document: document({ keywords: { EN_US: ['Zentrova Saw'], ZH_CN: [] } }),
    });
    const { id } = created.json<{ id: string }>();
    expect(await suggestions('zentrova')).toEqual(['Zentrova Saw']);
    const hidden = await asSeller('PUT', `/seller/api/products/${id}`, {
      document: document({ keywords: { EN_US: ['Zentrova Saw'], ZH_CN: [] }, listed: false }),
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await suggestions('zentrova')).toEqual([]);
    expect(await found(PRODUCT, { keyword: 'Zentrova' })).toEqual([]);
    expect((await portal.app.inject(`/b2bshop/api/shops/pearl-river-tools/listedProducts/${id}?lang=en-US`)).statusCode).toBe(404);
    // Still the seller's, to change and show again.
    expect((await asSeller('GET', `/seller/api/products/${id}`)).json().document.listed).toBe(false);
    await asSeller('PUT', `/seller/api/products/${id}`, { document: document({ keywords: { EN_US: ['Zentrova Saw Pro'], ZH_CN: [] } }) });
    expect(await suggestions('zentrova')).toEqual(['Zentrova Saw Pro']);
  });

  it('changes a seeded product, keeping its picture, and drops the keywords it no longer carries', async () => {
    const before = (await asSeller('GET', `/seller/api/products/${OWN_PRODUCT}`)).json();
    expect(validateSellerProduct(before)).toBe(true);
    const kept = before.document.pictures as string[];
    const changed = await asSeller('PUT', `/seller/api/products/${OWN_PRODUCT}`, {
      document: { ...before.document, keywords: { EN_US: ['Vorlaxa Drill'], ZH_CN: before.document.keywords.ZH_CN } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().document.pictures).toEqual(kept);
    expect(await suggestions('vorlaxa')).toEqual(['Vorlaxa Drill']);
    for (const keyword of before.document.keywords.EN_US as string[]) {
      const others = await portal.db.query(
        `SELECT 1 FROM listed_products WHERE listed AND id <> $1 AND EXISTS (SELECT 1 FROM jsonb_array_elements_text(keywords -> 'EN_US') k WHERE lower(k) = lower($2))`,
        [OWN_PRODUCT, keyword],
      );
      if (others.length === 0) expect(await suggestions(keyword)).not.toContain(keyword);
    }
  });

  it.each([
    ['a blank title', { title: text('  ', '标题') }, '/title/EN_US'],
    ['too many keywords', { keywords: { EN_US: Array.from({ length: 21 }, (_, index) => `word ${index}`), ZH_CN: [] } }, '/keywords/EN_US'],
    ['a keyword twice', { keywords: { EN_US: ['Drill', 'drill'], ZH_CN: [] } }, '/keywords/EN_US/1'],
    ['a picture not in the media library', { pictures: [`/media/uploads/${'0'.repeat(64)}.png`] }, '/pictures/0'],
    ['a picture elsewhere', { pictures: ['https://elsewhere.example/x.png'] }, '/pictures/0'],
    ['too many pictures', { pictures: Array.from({ length: 7 }, (_, index) => `/media/uploads/${String(index).repeat(64)}.png`) }, '/pictures'],
    ['a quantity of 1e20', { salesInfo: { ...document().salesInfo, minimumOrderQuantity: 1e20 } }, '/salesInfo/minimumOrderQuantity'],
  ])('refuses %s with 400 E400_INVALID_PRODUCT at its pointer', async (_, changes, pointer) => {
    const refused = await asSeller('POST', '/seller/api/products', { document: document(changes as Partial<SellerProductDocument>) });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errorList).toContainEqual(expect.objectContaining({ errorCode: 'E400_INVALID_PRODUCT', pointer }));
  });

  it('refuses a picture another company uploaded, and buyers’ new actions on a product off show', async () => {
    const theirs = await portal.app.inject({
      method: 'POST',
      url: '/seller/api/media?name=theirs.png',
      payload: pngOf(20, 20, [0, 90, 200]),
      headers: { 'content-type': 'image/png', ...portal.sessions.group.headers },
    });
    expect(theirs.statusCode, theirs.body).toBe(201);
    const refused = await asSeller('POST', '/seller/api/products', { document: document({ pictures: [theirs.json<{ url: string }>().url] }) });
    expect(refused.json().errorList).toContainEqual(expect.objectContaining({ errorCode: 'E400_INVALID_PRODUCT', pointer: '/pictures/0' }));

    const hidden = await asSeller('POST', '/seller/api/products', { document: document({ listed: false }) });
    const inquiry = await call(
      portal.app,
      { method: 'POST', url: '/member/api/inquiries', payload: { siteTraderId: 'st-pearl-river-tools', productId: hidden.json().id, content: 'Price?' } },
      portal.sessions.buyer,
    );
    expect(inquiry.statusCode).toBe(404);
  });

  it('refuses a sensitive word in a keyword, storing nothing', async () => {
    const count = async () => (await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM listed_products'))[0]?.count;
    const before = await count();
    const [word] = await portal.db.query<{ word: string }>('SELECT word FROM sensitive_words LIMIT 1');
    const refused = await asSeller('POST', '/seller/api/products', { document: document({ keywords: { EN_US: [`cheap ${word?.word}`], ZH_CN: [] } }) });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errorList[0].errorCode).toBe('E400_SENSITIVE_CONTENT');
    expect(await count()).toBe(before);
  });
});
