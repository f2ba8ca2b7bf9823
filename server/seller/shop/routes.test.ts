import { describe, expect, it } from 'vitest';
import { validateSellerShop } from '../../../common/generated/validators.js';
import { EXHIBITOR, epSearchOf } from '../../b2bshop/catalog/testing/ep-search.js';
import { testDatabases } from '../../db/testing/databases.js';
import { call, openNotificationPortal } from '../../notifications/testing/notification-kit.js';

const document = {
  introduction: { EN_US: 'Cordless tools since 1998; now also garden tools.', ZH_CN: '1998年起生产无线工具，现在也生产园林工具。' },
  mainProducts: { EN_US: 'Cordless drills, hedge trimmers', ZH_CN: '无线电钻、绿篱修剪机' },
};

describe.each(testDatabases)('the exhibitor’s shop /seller/api/shop on $name (issue 28)', (kind) => {
  const portal = openNotificationPortal(kind);
  const { found } = epSearchOf(() => portal);

  it('refuses everyone but a seller or a group', async () => {
    expect((await call(portal.app, { method: 'GET', url: '/seller/api/shop' })).statusCode).toBe(401);
    for (const role of ['buyer', 'employee'] as const) {
      expect((await call(portal.app, { method: 'PUT', url: '/seller/api/shop', payload: { document } }, portal.sessions[role])).statusCode).toBe(403);
    }
  });

  it('writes the introduction and main products in both languages: the shop page and the exhibitor search follow at once', async () => {
    const before = await call(portal.app, { method: 'GET', url: '/seller/api/shop' }, portal.sessions.seller);
    expect(validateSellerShop(before.json())).toBe(true);
    expect(before.json()).toMatchObject({ shopCode: 'pearl-river-tools', name: { EN_US: 'Pearl River Tools Manufacturing Co., Ltd.' } });
    expect(await found(EXHIBITOR, { keyword: 'hedge trimmer' })).toEqual([]);

    const saved = await call(portal.app, { method: 'PUT', url: '/seller/api/shop', payload: { document } }, portal.sessions.seller);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().document).toEqual(document);
    const shop = await portal.app.inject('/b2bshop/api/shops/pearl-river-tools?lang=zh-CN');
    expect(shop.json().introduction).toBe('1998年起生产无线工具，现在也生产园林工具。');
    expect(await found(EXHIBITOR, { keyword: 'hedge trimmer' })).toEqual(['pearl-river-tools']);
    expect(await found(EXHIBITOR, { keyword: '绿篱' })).toEqual(['pearl-river-tools']);
  });

  it('refuses a sensitive word and an over-long introduction, changing nothing', async () => {
    const before = (await call(portal.app, { method: 'GET', url: '/seller/api/shop' }, portal.sessions.seller)).json();
    const sensitive = await call(
      portal.app,
      { method: 'PUT', url: '/seller/api/shop', payload: { document: { ...document, mainProducts: { EN_US: 'Counterfeit drills', ZH_CN: '电钻' } } } },
      portal.sessions.seller,
    );
    expect(sensitive.json().errorList[0].errorCode).toBe('E400_SENSITIVE_CONTENT');
    const long = await call(
      portal.app,
      { method: 'PUT', url: '/seller/api/shop', payload: { document: { ...document, introduction: { EN_US: 'x'.repeat(2001), ZH_CN: '' } } } },
      portal.sessions.seller,
    );
    expect(long.statusCode).toBe(400);
    expect(long.json().errorList[0].pointer).toBe('/introduction/EN_US');
    expect((await call(portal.app, { method: 'GET', url: '/seller/api/shop' }, portal.sessions.seller)).json()).toEqual(before);
  });
});
