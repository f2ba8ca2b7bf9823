import { describe, expect, it } from 'vitest';
import { validateFollowList } from '../../../../common/generated/validators.js';
import { translate } from '../../../../common/i18n/messages.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, expectError, openActionPortal, SEED, send } from '../testing/buyer-action-kit.js';

const FAVORITE = { id: 'buyerOnly.favorite', specText: 'Your account is not a buyer account and cannot add to favorites.' } as const;

describe.each(testDatabases)('follows on $name', (kind) => {
  const portal = openActionPortal(kind);

  const follow = (payload: Record<string, unknown>) => ({ method: 'POST', url: '/member/api/follows', payload }) as const;
  /** The full list, as the personal centre reads it. */
  const followListOf = async (session = portal.sessions.buyer, query = '') => {
    const response = await send(portal.app, { method: 'GET', url: `/member/api/follows/self${query}` }, session);
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(validateFollowList(list), JSON.stringify(validateFollowList.errors)).toBe(true);
    return list;
  };
  /** What the Follow buttons read back after a reload. */
  const followsOf = async (session = portal.sessions.buyer, query = '') =>
    (await followListOf(session, query)).map(({ targetType, targetId, followed }: Record<string, unknown>) => ({ targetType, targetId, followed }));

  it('lets only buyers follow, unfollow and list follows', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, follow({ targetType: 'PRODUCT', targetId: SEED.sellerProduct }), FAVORITE);
    await expectBuyerOnly(portal.app, portal.sessions, { method: 'DELETE', url: `/member/api/follows/PRODUCT/${SEED.sellerProduct}` }, FAVORITE);
    await expectBuyerOnly(portal.app, portal.sessions, { method: 'GET', url: '/member/api/follows/self' }, FAVORITE);
    expect(await followsOf()).toEqual([]);
  });

  it('turns Follow into Followed: the follow shows in follows/self, and following again keeps one', async () => {
    const call = follow({ targetType: 'PRODUCT', targetId: SEED.sellerProduct });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await send(portal.app, call, portal.sessions.buyer);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ targetType: 'PRODUCT', targetId: SEED.sellerProduct, followed: true });
    }
    expect(await followsOf()).toEqual([{ targetType: 'PRODUCT', targetId: SEED.sellerProduct, followed: true }]);
  });

  it('follows an exhibitor, lists by target type, newest first', async () => {
    const response = await send(portal.app, follow({ targetType: 'EXHIBITOR', targetId: SEED.sellerCompany }), portal.sessions.buyer);
    expect(response.json()).toEqual({ targetType: 'EXHIBITOR', targetId: SEED.sellerCompany, followed: true });
    expect(await followsOf(portal.sessions.buyer, '?targetType=EXHIBITOR')).toEqual([
      { targetType: 'EXHIBITOR', targetId: SEED.sellerCompany, followed: true },
    ]);
    expect((await followsOf()).map(({ targetType }: { targetType: string }) => targetType)).toEqual(['EXHIBITOR', 'PRODUCT']);
  });

  it('lists what the personal centre shows of each follow: title, picture, exhibitor and when, in the asked language', async () => {
    const [exhibitor, product] = await followListOf();
    expect(exhibitor).toEqual({
      targetType: 'EXHIBITOR',
      targetId: SEED.sellerCompany,
      followed: true,
      title: 'Pearl River Tools Manufacturing Co., Ltd.',
      imageUrl: '/catalog/logos/pearl-river-tools.svg',
      exhibitor: { siteTraderId: SEED.sellerCompany, shopCode: 'pearl-river-tools', name: 'Pearl River Tools Manufacturing Co., Ltd.' },
      followedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
    });
    expect(product).toMatchObject({
      targetType: 'PRODUCT',
      targetId: SEED.sellerProduct,
      title: 'Cordless Drill 20V',
      imageUrl: '/catalog/products/prd-3001.svg',
    });
    expect(product.exhibitor).toEqual(exhibitor.exhibitor);
    const chinese = await followListOf(portal.sessions.buyer, '?lang=zh-CN&targetType=PRODUCT');
    expect(chinese).toEqual([expect.objectContaining({ title: '20V 无线电钻', exhibitor: expect.objectContaining({ name: '珠江工具制造有限公司' }) })]);
  });

  it('falls back to the ZH_CN title when the asked language has none', async () => {
    await portal.db.query(`UPDATE listed_products SET title = title - 'EN_US' WHERE id = $1`, [SEED.sellerProduct]);
    try {
      expect((await followListOf(portal.sessions.buyer, '?lang=en-US&targetType=PRODUCT'))[0].title).toBe('20V 无线电钻');
    } finally {
      await portal.db.query(`UPDATE listed_products SET title = title || '{"EN_US": "Cordless Drill 20V"}' WHERE id = $1`, [SEED.sellerProduct]);
    }
    expectError(await send(portal.app, { method: 'GET', url: '/member/api/follows/self?lang=fr-FR' }, portal.sessions.buyer), 400, 'E400_VALIDATION');
  });

  it("keeps each buyer's follows apart", async () => {
    expect(await followsOf(portal.sessions.otherBuyer)).toEqual([]);
  });

  it('unfollows: Followed back to Follow, and unfollowing again is no error', async () => {
    const unfollow = { method: 'DELETE', url: `/member/api/follows/EXHIBITOR/${SEED.sellerCompany}` } as const;
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await send(portal.app, unfollow, portal.sessions.buyer);
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
    }
    expect(await followsOf(portal.sessions.buyer, '?targetType=EXHIBITOR')).toEqual([]);
  });

  it("asks for confirmation before following a product of a company on the buyer's blacklist", async () => {
    const call = follow({ targetType: 'PRODUCT', targetId: SEED.blacklistedProduct });
    expectError(await send(portal.app, call, portal.sessions.buyer), 409, 'E409_BLACKLISTED_COMPANY', translate('en-US', 'follow.blacklistedCompany'));
    expectError(await send(portal.app, call, portal.sessions.buyer, 'zh-CN'), 409, 'E409_BLACKLISTED_COMPANY', translate('zh-CN', 'follow.blacklistedCompany'));
    expectError(await send(portal.app, follow({ ...call.payload, confirmBlacklisted: false }), portal.sessions.buyer), 409, 'E409_BLACKLISTED_COMPANY');
    expect(await followsOf(portal.sessions.buyer, '?targetType=PRODUCT')).toEqual([{ targetType: 'PRODUCT', targetId: SEED.sellerProduct, followed: true }]);

    const confirmed = await send(portal.app, follow({ ...call.payload, confirmBlacklisted: true }), portal.sessions.buyer);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ targetType: 'PRODUCT', targetId: SEED.blacklistedProduct, followed: true });
    expect((await followsOf(portal.sessions.buyer, '?targetType=PRODUCT')).map(({ targetId }: { targetId: string }) => targetId)).toEqual([
      SEED.blacklistedProduct,
      SEED.sellerProduct,
    ]);
  });

  it('follows that product without confirmation for a buyer whose blacklist does not name its company', async () => {
    const response = await send(portal.app, follow({ targetType: 'PRODUCT', targetId: SEED.blacklistedProduct }), portal.sessions.otherBuyer);
    expect(response.statusCode).toBe(200);
  });

  it('answers 404 for a product or exhibitor that does not exist, and for a company that does not exhibit', async () => {
    expectError(await send(portal.app, follow({ targetType: 'PRODUCT', targetId: 'prd-missing' }), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expectError(await send(portal.app, follow({ targetType: 'EXHIBITOR', targetId: 'st-missing' }), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expectError(await send(portal.app, follow({ targetType: 'EXHIBITOR', targetId: SEED.buyerCompany }), portal.sessions.otherBuyer), 404, 'E404_NOT_FOUND');
  });

  it('validates the body and the target type', async () => {
    expectError(await send(portal.app, follow({ targetType: 'BOOTH', targetId: 'x' }), portal.sessions.buyer), 400, 'E400_VALIDATION');
    expectError(await send(portal.app, follow({ targetType: 'PRODUCT' }), portal.sessions.buyer), 400, 'E400_VALIDATION');
    expectError(
      await send(portal.app, follow({ targetType: 'PRODUCT', targetId: SEED.sellerProduct, extra: 1 }), portal.sessions.buyer),
      400,
      'E400_VALIDATION',
    );
    expectError(await send(portal.app, follow({ targetType: 'PRODUCT', targetId: 'x'.repeat(65) }), portal.sessions.buyer), 400, 'E400_VALIDATION');
    expectError(await send(portal.app, { method: 'GET', url: '/member/api/follows/self?targetType=BOOTH' }, portal.sessions.buyer), 400, 'E400_VALIDATION');
    expectError(await send(portal.app, { method: 'DELETE', url: '/member/api/follows/BOOTH/x' }, portal.sessions.buyer), 400, 'E400_VALIDATION');
  });

  it('refuses a body over the action limit with 413', async () => {
    const response = await send(
      portal.app,
      follow({ targetType: 'PRODUCT', targetId: SEED.sellerProduct, padding: 'x'.repeat(20_000) }),
      portal.sessions.buyer,
    );
    expectError(response, 413, 'E413_BODY_TOO_LARGE');
  });
});
