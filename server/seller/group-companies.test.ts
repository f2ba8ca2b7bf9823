import { describe, expect, it } from 'vitest';
import { validateSellerCompanyList } from '../../common/generated/validators.js';
import { testDatabases } from '../db/testing/databases.js';
import { call, openNotificationPortal } from '../notifications/testing/notification-kit.js';
import { COMPANY_HEADER } from './require-seller.js';

/** fixtures/seed/catalog.json: two companies of the demo group's (st-canton-industrial-group). */
const MEMBER = 'st-dehua-baiyun-ceramics';
const MEMBER_SHOP = 'baiyun-ceramics';

describe.each(testDatabases)('a group acting for its companies in the exhibitor’s workbench on $name (issue 28)', (kind) => {
  const portal = openNotificationPortal(kind);
  const asGroup = (method: 'GET' | 'POST' | 'PUT', url: string, company?: string, payload?: object) =>
    portal.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { 'accept-language': 'en-US', ...portal.sessions.group.headers, ...(company ? { [COMPANY_HEADER]: company } : {}) },
    });

  it('lists the group’s own company first, then its group’s; a seller only its own', async () => {
    const group = await call(portal.app, { method: 'GET', url: '/seller/api/companies' }, portal.sessions.group);
    expect(validateSellerCompanyList(group.json())).toBe(true);
    expect(group.json().companies).toEqual([
      { id: 'st-canton-industrial-group', name: 'Canton Industrial Group', shopCode: 'canton-industrial' },
      { id: MEMBER, name: 'Dehua Baiyun Ceramics Co., Ltd.', shopCode: MEMBER_SHOP },
      { id: 'st-foshan-oakline-furniture', name: 'Foshan Oakline Furniture Co., Ltd.', shopCode: 'oakline-furniture' },
    ]);
    const seller = await call(portal.app, { method: 'GET', url: '/seller/api/companies' }, portal.sessions.seller);
    expect(seller.json().companies.map((company: { id: string }) => company.id)).toEqual(['st-pearl-river-tools']);
  });

  it('acts for the company it names: its shop, its products, its inquiries and lives', async () => {
    expect((await asGroup('GET', '/seller/api/shop')).json().shopCode).toBe('canton-industrial');
    expect((await asGroup('GET', '/seller/api/shop', MEMBER)).json().shopCode).toBe(MEMBER_SHOP);
    const products = await asGroup('GET', '/seller/api/products', MEMBER);
    expect(products.json()).toMatchObject({ shopCode: MEMBER_SHOP });
    const [own] = await portal.db.query<{ id: string }>('SELECT id FROM listed_products WHERE site_trader_id = $1 ORDER BY id LIMIT 1', [MEMBER]);
    expect(products.json().products.map((product: { id: string }) => product.id)).toContain(own?.id);
    expect((await asGroup('GET', `/seller/api/products/${own?.id}`)).statusCode).toBe(404);
    expect((await asGroup('GET', `/seller/api/products/${own?.id}`, MEMBER)).statusCode).toBe(200);

    const sent = await call(
      portal.app,
      { method: 'POST', url: '/member/api/inquiries', payload: { siteTraderId: MEMBER, content: 'Glaze colours?' } },
      portal.sessions.buyer,
    );
    expect(sent.statusCode).toBe(201);
    const told = portal.events.filter((event) => event.userId === 'acc-group' && event.queue === 'notificationReminder');
    expect(told.length).toBeGreaterThan(0);
    const inbox = await asGroup('GET', '/seller/api/inquiries', MEMBER);
    expect(inbox.json().inquiries.map((inquiry: { id: string }) => inquiry.id)).toContain(sent.json().id);
    expect((await asGroup('GET', '/seller/api/inquiries')).json().inquiries.map((inquiry: { id: string }) => inquiry.id)).not.toContain(sent.json().id);
    expect((await asGroup('GET', `/seller/api/inquiries/${sent.json().id}`, MEMBER)).statusCode).toBe(200);
    expect((await asGroup('GET', '/seller/api/workbench/summary', MEMBER)).json().unreadInquiries).toBe(0);
  });

  it('answers 404 for a company outside the group, and a seller cannot name another company', async () => {
    for (const url of ['/seller/api/shop', '/seller/api/products', '/seller/api/inquiries', '/seller/api/lives', '/seller/api/workbench/summary']) {
      const refused = await asGroup('GET', url, 'st-pearl-river-tools');
      expect(refused.statusCode, url).toBe(404);
      expect(refused.json().errorList[0]).toMatchObject({ errorCode: 'E404_NOT_FOUND', errorMessage: 'That company is not one of your group’s.' });
    }
    expect((await asGroup('GET', '/seller/api/shop', 'x'.repeat(65))).statusCode).toBe(404);
    const seller = await portal.app.inject({
      method: 'GET',
      url: '/seller/api/shop',
      headers: { ...portal.sessions.seller.headers, [COMPANY_HEADER]: MEMBER },
    });
    expect(seller.json().shopCode).toBe('pearl-river-tools');
  });
});
