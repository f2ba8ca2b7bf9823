import { describe, expect, it } from 'vitest';
import { validateBusinessCardExchangeList } from '../../../../common/generated/validators.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, openActionPortal, SEED, send } from '../testing/buyer-action-kit.js';

const BUSINESS_CARD = { id: 'buyerOnly.businessCard', specText: 'Your account is not a buyer account and cannot send business card.' } as const;

describe.each(testDatabases)('the buyer’s business-card exchanges (businessCards/exchanges/self) on $name', (kind) => {
  const portal = openActionPortal(kind);

  const exchange = (payload: Record<string, unknown>) =>
    send(portal.app, { method: 'POST', url: '/member/api/businessCards/exchanges', payload }, portal.sessions.buyer);
  const list = async (session = portal.sessions.buyer, query = '') => {
    const response = await send(portal.app, { method: 'GET', url: `/member/api/businessCards/exchanges/self${query}` }, session);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateBusinessCardExchangeList(body), JSON.stringify(validateBusinessCardExchangeList.errors)).toBe(true);
    return body;
  };

  it('is for buyers only, and empty before the first exchange', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, { method: 'GET', url: '/member/api/businessCards/exchanges/self' }, BUSINESS_CARD);
    expect(await list()).toEqual([]);
  });

  it("lists the exhibitors the buyer exchanged cards with, newest first, with the exhibitor's first booth", async () => {
    await exchange({ siteTraderId: SEED.sellerCompany, message: 'Hello from Harbour Imports' });
    await exchange({ siteTraderId: SEED.groupCompany });
    expect(await list()).toEqual([
      {
        exhibitor: { siteTraderId: SEED.groupCompany, shopCode: 'canton-industrial', name: 'Canton Industrial Group' },
        booth: '9.2C01',
        message: null,
        exchangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
      {
        exhibitor: { siteTraderId: SEED.sellerCompany, shopCode: 'pearl-river-tools', name: 'Pearl River Tools Manufacturing Co., Ltd.' },
        booth: '1.1A01',
        message: 'Hello from Harbour Imports',
        exchangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect((await list(portal.sessions.buyer, '?lang=zh-CN'))[1].exhibitor.name).toBe('珠江工具制造有限公司');
  });

  it('has no booth for an exhibitor without one', async () => {
    await portal.db.query(`DELETE FROM booths WHERE shop_code = 'canton-industrial'`);
    expect((await list())[0]).toMatchObject({ exhibitor: { siteTraderId: SEED.groupCompany }, booth: null });
  });

  it("keeps each buyer's exchanges apart", async () => {
    expect(await list(portal.sessions.otherBuyer)).toEqual([]);
  });
});
