import { describe, expect, it } from 'vitest';
import { validateInquiryList } from '../../../../common/generated/validators.js';
import { testDatabases } from '../../../db/testing/databases.js';
import { expectBuyerOnly, openActionPortal, SEED, send } from '../testing/buyer-action-kit.js';

const SUBMIT_REQUEST = { id: 'buyerOnly.submitRequest', specText: 'Your account is not a buyer account and cannot submit request.' } as const;
const WALL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(testDatabases)('the buyer’s inquiries (inquiries/self) on $name', (kind) => {
  const portal = openActionPortal(kind);

  const inquire = (payload: Record<string, unknown>) => send(portal.app, { method: 'POST', url: '/member/api/inquiries', payload }, portal.sessions.buyer);
  const list = async (session = portal.sessions.buyer, query = '') => {
    const response = await send(portal.app, { method: 'GET', url: `/member/api/inquiries/self${query}` }, session);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(validateInquiryList(body), JSON.stringify(validateInquiryList.errors)).toBe(true);
    return body;
  };

  it('is for buyers only, and empty before the first inquiry', async () => {
    await expectBuyerOnly(portal.app, portal.sessions, { method: 'GET', url: '/member/api/inquiries/self' }, SUBMIT_REQUEST);
    expect(await list()).toEqual([]);
  });

  it('lists the inquiries newest first, each naming its exhibitor and product, in the asked language', async () => {
    const about = (await inquire({ siteTraderId: SEED.sellerCompany, productId: SEED.sellerProduct, content: '  Price for 500 drills?  ' })).json();
    const general = (await inquire({ siteTraderId: SEED.groupCompany, content: 'Do you ship to Rotterdam?' })).json();
    expect(await list()).toEqual([
      {
        id: general.id,
        exhibitor: { siteTraderId: SEED.groupCompany, shopCode: 'canton-industrial', name: 'Canton Industrial Group' },
        product: null,
        content: 'Do you ship to Rotterdam?',
        createdAt: expect.stringMatching(WALL_TIME),
        replies: [],
      },
      {
        id: about.id,
        exhibitor: { siteTraderId: SEED.sellerCompany, shopCode: 'pearl-river-tools', name: 'Pearl River Tools Manufacturing Co., Ltd.' },
        product: { id: SEED.sellerProduct, title: 'Cordless Drill 20V' },
        content: 'Price for 500 drills?',
        createdAt: expect.stringMatching(WALL_TIME),
        replies: [],
      },
    ]);
    const chinese = await list(portal.sessions.buyer, '?lang=zh-CN');
    expect(chinese[1]).toMatchObject({ product: { title: '20V 无线电钻' }, exhibitor: { name: '珠江工具制造有限公司' } });
  });

  it("shows the exhibitor's replies under their inquiry, oldest first, once they exist", async () => {
    const [, about] = await list();
    const seller = await portal.db.query<{ id: string }>(`SELECT id FROM accounts WHERE email = 'seller@demo.fair'`);
    await portal.db.query(
      `INSERT INTO inquiry_replies (inquiry_id, account_id, content, created_at) VALUES
         ($1, $2, 'And delivery in May.', now()), ($1, $2, '<b>4.20 USD</b> each', now() - interval '1 minute')`,
      [about.id, seller[0]!.id],
    );
    const [general, answered] = await list();
    expect(general.replies).toEqual([]);
    expect(answered.replies).toEqual([
      { content: '<b>4.20 USD</b> each', createdAt: expect.stringMatching(WALL_TIME), fromBuyer: false },
      { content: 'And delivery in May.', createdAt: expect.stringMatching(WALL_TIME), fromBuyer: false },
    ]);
  });

  it("keeps each buyer's inquiries apart", async () => {
    expect(await list(portal.sessions.otherBuyer)).toEqual([]);
  });
});
