import { describe, expect, it } from 'vitest';
import { translate } from '../../../../common/i18n/messages.js';
import { readHotlineNumbers } from '../../../config/hotline.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, expectError, openActionPortal, SEED, send } from '../testing/buyer-action-kit.js';

const BUSINESS_CARD = { id: 'buyerOnly.businessCard', specText: 'Your account is not a buyer account and cannot send business card.' } as const;

describe.each(testDatabases)('business-card exchanges on $name', (kind) => {
  const portal = openActionPortal(kind);

  const exchange = (payload: Record<string, unknown>) => ({ method: 'POST', url: '/member/api/businessCards/exchanges', payload }) as const;
  const storedExchanges = () =>
    portal.db.query<{ account_id: string; site_trader_id: string; message: string | null }>(
      'SELECT account_id, site_trader_id, message FROM business_card_exchanges ORDER BY account_id',
    );

  it('lets only buyers send business cards', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, exchange({ siteTraderId: SEED.sellerCompany }), BUSINESS_CARD);
    expect(await storedExchanges()).toEqual([]);
  });

  it('turns Exchange into Exchanged, once per company: a second exchange keeps the first message', async () => {
    const first = await send(portal.app, exchange({ siteTraderId: SEED.sellerCompany, message: '  Hello from Harbour Imports  ' }), portal.sessions.buyer);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ siteTraderId: SEED.sellerCompany, exchanged: true });
    const again = await send(portal.app, exchange({ siteTraderId: SEED.sellerCompany, message: 'Second try' }), portal.sessions.buyer);
    expect(again.json()).toEqual({ siteTraderId: SEED.sellerCompany, exchanged: true });
    expect(await storedExchanges()).toEqual([{ account_id: 'acc-buyer', site_trader_id: SEED.sellerCompany, message: 'Hello from Harbour Imports' }]);
  });

  it('sends a card without a message, also to a group of exhibitors', async () => {
    const response = await send(portal.app, exchange({ siteTraderId: SEED.groupCompany }), portal.sessions.otherBuyer);
    expect(response.json()).toEqual({ siteTraderId: SEED.groupCompany, exchanged: true });
    expect(await storedExchanges()).toContainEqual({ account_id: 'acc-member', site_trader_id: SEED.groupCompany, message: null });
  });

  it('refuses a message with a sensitive word with the hotline numbers from configuration', async () => {
    const { overseas, domestic } = readHotlineNumbers(process.env);
    const call = exchange({ siteTraderId: SEED.sellerCompany, message: 'We can arrange smuggling.' });
    expectError(
      await send(portal.app, call, portal.sessions.otherBuyer),
      400,
      'E400_SENSITIVE_CONTENT',
      translate('en-US', 'sensitiveContent.hotline', { overseas, domestic }),
    );
    const zh = exchange({ siteTraderId: SEED.sellerCompany, message: '可以走私吗' });
    expectError(
      await send(portal.app, zh, portal.sessions.otherBuyer, 'zh-CN'),
      400,
      'E400_SENSITIVE_CONTENT',
      translate('zh-CN', 'sensitiveContent.hotline', { overseas, domestic }),
    );
    expect(await storedExchanges()).not.toContainEqual(expect.objectContaining({ account_id: 'acc-member', site_trader_id: SEED.sellerCompany }));
  });

  it('answers 404 for a company that does not exist or does not exhibit', async () => {
    expectError(await send(portal.app, exchange({ siteTraderId: 'st-missing' }), portal.sessions.buyer), 404, 'E404_NOT_FOUND');
    expectError(await send(portal.app, exchange({ siteTraderId: SEED.buyerCompany }), portal.sessions.otherBuyer), 404, 'E404_NOT_FOUND');
  });

  it('validates the body', async () => {
    expectError(await send(portal.app, exchange({}), portal.sessions.buyer), 400, 'E400_VALIDATION');
    expectError(
      await send(portal.app, exchange({ siteTraderId: SEED.sellerCompany, message: 'x'.repeat(501) }), portal.sessions.buyer),
      400,
      'E400_VALIDATION',
    );
    expectError(await send(portal.app, exchange({ siteTraderId: SEED.sellerCompany, note: 'x' }), portal.sessions.buyer), 400, 'E400_VALIDATION');
  });
});
