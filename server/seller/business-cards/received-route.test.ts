import { describe, expect, it } from 'vitest';
import { validateReceivedBusinessCardList } from '../../../common/generated/validators.js';
import { translate } from '../../../common/i18n/messages.js';
import { loginAs } from '../../auth/testing/login.js';
import { testDatabases } from '../../db/testing/databases.js';
import { expectError, openActionPortal, SEED, send } from '../../member/actions/testing/buyer-action-kit.js';

const RECEIVED = { method: 'GET', url: '/seller/api/businessCards/received' } as const;

describe.each(testDatabases)("a seller's received business cards (/seller/api/businessCards/received) on $name", (kind) => {
  const portal = openActionPortal(kind);

  const receivedBy = async (account: string) => {
    const response = await send(portal.app, RECEIVED, await loginAs(portal.app, account));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateReceivedBusinessCardList(body), JSON.stringify(validateReceivedBusinessCardList.errors)).toBe(true);
    return body;
  };
  const exchange = (session: Parameters<typeof send>[2], payload: Record<string, unknown>) =>
    send(portal.app, { method: 'POST', url: '/member/api/businessCards/exchanges', payload }, session);

  it('is for sellers only: a visitor logs in first, a buyer, a group and an employee get 403 E403_NOT_SELLER', async () => {
    expectError(await send(portal.app, RECEIVED), 401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first');
    const others = [portal.sessions.buyer, ...portal.sessions.nonBuyers.filter(([account]) => account !== 'seller@demo.fair').map(([, session]) => session)];
    for (const session of others) {
      expectError(await send(portal.app, RECEIVED, session), 403, 'E403_NOT_SELLER', translate('en-US', 'buyerJourneyApi.notSeller'));
      expectError(await send(portal.app, RECEIVED, session, 'zh-CN'), 403, 'E403_NOT_SELLER', translate('zh-CN', 'buyerJourneyApi.notSeller'));
    }
  });

  it('lists the buyers who sent their card to the seller’s company, newest first, with what their card carries', async () => {
    expect(await receivedBy('seller@demo.fair')).toEqual([]);
    await exchange(portal.sessions.buyer, { siteTraderId: SEED.sellerCompany, message: 'Hello from Harbour Imports' });
    await exchange(portal.sessions.otherBuyer, { siteTraderId: SEED.sellerCompany });
    await exchange(portal.sessions.otherBuyer, { siteTraderId: SEED.groupCompany, message: 'Not for the seller' });
    expect(await receivedBy('seller@demo.fair')).toEqual([
      {
        buyerId: 'acc-member',
        buyerName: 'Morgan Member',
        companyName: 'Northwind Trading Co.',
        countryOrRegion: 'US',
        email: 'member@demo.fair',
        phone: null,
        message: null,
        exchangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        returnedAt: null,
      },
      {
        buyerId: 'acc-buyer',
        buyerName: 'Alex Buyer',
        companyName: 'Harbour Imports Ltd.',
        countryOrRegion: 'GB',
        email: 'buyer@demo.fair',
        phone: '+8613800000001',
        message: 'Hello from Harbour Imports',
        exchangedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        returnedAt: null,
      },
    ]);
  });

  it('sends the company’s card back once: the buyer sees who sent it; another company’s buyer is 404', async () => {
    const seller = await loginAs(portal.app, 'seller@demo.fair');
    await exchange(portal.sessions.buyer, { siteTraderId: SEED.sellerCompany, message: 'Card for you' });
    const returned = await send(portal.app, { method: 'POST', url: '/seller/api/businessCards/received/acc-buyer/return', payload: {} }, seller);
    expect(returned.statusCode, returned.body).toBe(200);
    expect(returned.json()).toMatchObject({ buyerId: 'acc-buyer', returnedAt: expect.stringMatching(/^\d{4}-/) });
    const again = await send(portal.app, { method: 'POST', url: '/seller/api/businessCards/received/acc-buyer/return', payload: {} }, seller);
    expect(again.json().returnedAt).toBe(returned.json().returnedAt);
    const mine = await send(portal.app, { method: 'GET', url: '/member/api/businessCards/exchanges/self?lang=en-US' }, portal.sessions.buyer);
    const card = mine.json().find((item: { exhibitor: { siteTraderId: string } }) => item.exhibitor.siteTraderId === SEED.sellerCompany);
    expect(card.returnedCard).toEqual({ name: 'Sam Seller', email: 'seller@demo.fair', phone: null, returnedAt: returned.json().returnedAt });
    // Only to a buyer who sent the company a card.
    const stranger = await send(portal.app, { method: 'POST', url: '/seller/api/businessCards/received/acc-employee/return', payload: {} }, seller);
    expect(stranger.statusCode).toBe(404);
    const buyer = await send(portal.app, { method: 'POST', url: '/seller/api/businessCards/received/acc-buyer/return', payload: {} }, portal.sessions.buyer);
    expect(buyer.statusCode).toBe(403);
  });

  it('answers a seller without a company an empty list', async () => {
    await portal.db.query(`UPDATE accounts SET site_trader_id = NULL WHERE email = 'seller@demo.fair'`);
    expect(await receivedBy('seller@demo.fair')).toEqual([]);
  });
});
