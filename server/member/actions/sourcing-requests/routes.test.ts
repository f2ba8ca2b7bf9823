import { describe, expect, it } from 'vitest';
import { translate } from '../../../../common/i18n/messages.js';
import { readHotlineNumbers } from '../../../config/hotline.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, expectCompanyNeeded, expectError, openActionPortal, SEED, send } from '../testing/buyer-action-kit.js';

const SUBMIT_REQUEST = { id: 'buyerOnly.submitRequest', specText: 'Your account is not a buyer account and cannot submit request.' } as const;
const REQUEST = { productName: 'Cordless drills', quantity: 500, description: '20V, with two batteries, delivery in May.' };

describe.each(testDatabases)('sourcing requests on $name', (kind) => {
  const portal = openActionPortal(kind);

  const post = (payload: Record<string, unknown>) => ({ method: 'POST', url: '/member/api/sourcingRequests', payload }) as const;
  const stored = () =>
    portal.db.query<{ id: string; account_id: string; site_trader_id: string; product_name: string; quantity: number; description: string }>(
      'SELECT id, account_id, site_trader_id, product_name, quantity, description FROM sourcing_requests ORDER BY created_at',
    );

  it('lets only buyers with company information post (spec §5)', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, post(REQUEST), SUBMIT_REQUEST);
    await expectCompanyNeeded(portal.app, portal.sessions, post(REQUEST));
    expect(await stored()).toEqual([]);
  });

  it("stores the request with the buyer's company and answers 201 with its id", async () => {
    const response = await send(portal.app, post(REQUEST), portal.sessions.buyer);
    expect(response.statusCode).toBe(201);
    const { id } = response.json();
    expect(await stored()).toEqual([
      { id, account_id: 'acc-buyer', site_trader_id: SEED.buyerCompany, product_name: REQUEST.productName, quantity: 500, description: REQUEST.description },
    ]);
  });

  it('refuses a sensitive word in the description or the product name, with the configured hotline', async () => {
    const { overseas, domestic } = readHotlineNumbers(process.env);
    const message = translate('en-US', 'sensitiveContent.hotline', { overseas, domestic });
    expectError(
      await send(portal.app, post({ ...REQUEST, description: 'Money laundering welcome' }), portal.sessions.otherBuyer),
      400,
      'E400_SENSITIVE_CONTENT',
      message,
    );
    expectError(
      await send(portal.app, post({ ...REQUEST, productName: '代开发票服务' }), portal.sessions.otherBuyer, 'zh-CN'),
      400,
      'E400_SENSITIVE_CONTENT',
      translate('zh-CN', 'sensitiveContent.hotline', { overseas, domestic }),
    );
    expect(await stored()).toHaveLength(1);
  });

  it('validates the body: a positive whole quantity, non-blank texts within their limits', async () => {
    for (const payload of [
      { ...REQUEST, quantity: 0 },
      { ...REQUEST, quantity: 1.5 },
      { ...REQUEST, quantity: 2_147_483_648 },
      { ...REQUEST, productName: ' ' },
      { ...REQUEST, productName: 'x'.repeat(201) },
      { ...REQUEST, description: 'x'.repeat(2001) },
      { productName: 'Drills', quantity: 1 },
      { ...REQUEST, budget: 100 },
    ]) {
      expectError(await send(portal.app, post(payload), portal.sessions.buyer), 400, 'E400_VALIDATION');
    }
    expect(await stored()).toHaveLength(1);
  });
});
