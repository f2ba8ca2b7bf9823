import { describe, expect, it } from 'vitest';
import { validateSourcingRequestList } from '../../../../common/generated/validators.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, openActionPortal, send } from '../testing/buyer-action-kit.js';

const SUBMIT_REQUEST = { id: 'buyerOnly.submitRequest', specText: 'Your account is not a buyer account and cannot submit request.' } as const;

describe.each(testDatabases)('the buyer’s sourcing requests (sourcingRequests/self) on $name', (kind) => {
  const portal = openActionPortal(kind);

  const post = (payload: Record<string, unknown>) => send(portal.app, { method: 'POST', url: '/member/api/sourcingRequests', payload }, portal.sessions.buyer);
  const list = async (session = portal.sessions.buyer) => {
    const response = await send(portal.app, { method: 'GET', url: '/member/api/sourcingRequests/self' }, session);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateSourcingRequestList(body), JSON.stringify(validateSourcingRequestList.errors)).toBe(true);
    return body;
  };

  it('is for buyers only; a buyer without company information has none yet (no lock to read the list)', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, { method: 'GET', url: '/member/api/sourcingRequests/self' }, SUBMIT_REQUEST);
    expect(await list()).toEqual([]);
    expect(await list(portal.sessions.buyerWithoutCompany)).toEqual([]);
  });

  it('lists the requests newest first, as they were stored', async () => {
    const drills = (await post({ productName: ' Cordless drills ', quantity: 500, description: '20V, two batteries.' })).json();
    const baskets = (await post({ productName: 'Bamboo baskets', quantity: 2_000, description: 'Natural colour, <b>lined</b>.' })).json();
    expect(await list()).toEqual([
      {
        id: baskets.id,
        productName: 'Bamboo baskets',
        quantity: 2000,
        description: 'Natural colour, <b>lined</b>.',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
      {
        id: drills.id,
        productName: 'Cordless drills',
        quantity: 500,
        description: '20V, two batteries.',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect(await list(portal.sessions.otherBuyer)).toEqual([]);
  });
});
