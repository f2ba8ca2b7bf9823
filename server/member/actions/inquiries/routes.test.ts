import { describe, expect, it } from 'vitest';
import { translate } from '../../../../common/i18n/messages.js';
import { parseWallTime } from '../../../../common/time.js';
import { readHotlineNumbers } from '../../../config/hotline.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, expectError, openActionPortal, SEED, send } from '../testing/buyer-action-kit.js';

const SUBMIT_REQUEST = { id: 'buyerOnly.submitRequest', specText: 'Your account is not a buyer account and cannot submit request.' } as const;
const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(testDatabases)('inquiries on $name', (kind) => {
  const portal = openActionPortal(kind);

  const submit = (payload: Record<string, unknown>) => ({ method: 'POST', url: '/member/api/inquiries', payload }) as const;
  const read = (id: string) => ({ method: 'GET', url: `/member/api/inquiries/${id}` }) as const;
  const inquiryCount = async () => (await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM inquiries'))[0]?.count;

  it('lets only buyers submit and read inquiries', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, submit({ siteTraderId: SEED.sellerCompany, content: 'Price for 500 pieces?' }), SUBMIT_REQUEST);
    await expectBuyerOnly(portal.app, portal.sessions, read('any-id'), SUBMIT_REQUEST);
    expect(await inquiryCount()).toBe(0);
  });

  it('stores an inquiry about a product and lets its sender read it back', async () => {
    const created = await send(
      portal.app,
      submit({ productId: SEED.sellerProduct, siteTraderId: SEED.sellerCompany, content: ' Price for 500 pieces? ' }),
      portal.sessions.buyer,
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(id).toEqual(expect.any(String));

    const response = await send(portal.app, read(id), portal.sessions.buyer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id,
      siteTraderId: SEED.sellerCompany,
      productId: SEED.sellerProduct,
      content: 'Price for 500 pieces?',
      createdAt: expect.stringMatching(WALL_TIME),
    });
    // a UTC+8 wall time of the moment it was sent
    expect(Math.abs(parseWallTime(response.json().createdAt).valueOf() - Date.now())).toBeLessThan(60_000);
  });

  it("answers 404 to another buyer reading someone's inquiry, as for one that does not exist", async () => {
    const { id } = (await send(portal.app, submit({ siteTraderId: SEED.sellerCompany, content: 'Catalogue, please.' }), portal.sessions.buyer)).json();
    expectError(await send(portal.app, read(id), portal.sessions.otherBuyer), 404, 'E404_NOT_FOUND');
    expectError(await send(portal.app, read('no-such-inquiry'), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    const own = (await send(portal.app, read(id), portal.sessions.buyer)).json();
    expect(own).not.toHaveProperty('productId');
  });

  it('lets a buyer without company information send an inquiry', async () => {
    const response = await send(
      portal.app,
      submit({ siteTraderId: SEED.groupCompany, content: 'Do you ship to Europe?' }),
      portal.sessions.buyerWithoutCompany,
    );
    expect(response.statusCode).toBe(201);
  });

  it('refuses content with a sensitive word, in English or Chinese, with the configured hotline', async () => {
    const before = await inquiryCount();
    const { overseas, domestic } = readHotlineNumbers(process.env);
    const english = submit({ siteTraderId: SEED.sellerCompany, content: 'Can you supply COUNTERFEIT brands?' });
    const response = await send(portal.app, english, portal.sessions.buyer);
    expectError(response, 400, 'E400_SENSITIVE_CONTENT', translate('en-US', 'sensitiveContent.hotline', { overseas, domestic }));
    expect(response.json().errorList[0].errorMessage).toContain(overseas);
    expect(response.json().errorList[0].errorMessage).toContain(domestic);
    const chinese = submit({ siteTraderId: SEED.sellerCompany, content: '我们需要假货' });
    expectError(
      await send(portal.app, chinese, portal.sessions.buyer, 'zh-CN'),
      400,
      'E400_SENSITIVE_CONTENT',
      translate('zh-CN', 'sensitiveContent.hotline', { overseas, domestic }),
    );
    expect(await inquiryCount()).toBe(before);
  });

  it('answers 404 for a company that does not exhibit and for a product of another company', async () => {
    expectError(await send(portal.app, submit({ siteTraderId: 'st-missing', content: 'Hello' }), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expectError(await send(portal.app, submit({ siteTraderId: SEED.buyerCompany, content: 'Hello' }), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    const mismatch = submit({ productId: SEED.sellerProduct, siteTraderId: SEED.groupCompany, content: 'Hello' });
    expectError(await send(portal.app, mismatch, portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expectError(
      await send(portal.app, submit({ productId: 'prd-missing', siteTraderId: SEED.sellerCompany, content: 'Hello' }), portal.sessions.buyer),
      404,
      'E404_NOT_FOUND',
    );
  });

  it('validates the body: content required, not blank, at most 2,000 characters', async () => {
    for (const payload of [
      { siteTraderId: SEED.sellerCompany },
      { siteTraderId: SEED.sellerCompany, content: '   ' },
      { siteTraderId: SEED.sellerCompany, content: 'x'.repeat(2001) },
      { siteTraderId: SEED.sellerCompany, content: 'Hello', attachment: 'x' },
    ]) {
      expectError(await send(portal.app, submit(payload), portal.sessions.buyer), 400, 'E400_VALIDATION');
    }
    expect((await send(portal.app, submit({ siteTraderId: SEED.sellerCompany, content: '价'.repeat(2000) }), portal.sessions.buyer)).statusCode).toBe(201);
  });
});
