import { describe, expect, it } from 'vitest';
import { validateInquiryList, validateSellerInquiry, validateSellerInquiryList, validateSellerWorkbenchSummary } from '../../../common/generated/validators.js';
import { testDatabases } from '../../db/testing/databases.js';
import { call, openNotificationPortal } from '../../notifications/testing/notification-kit.js';

const SELLER_COMPANY = 'st-pearl-river-tools';
const SELLER_PRODUCT = 'prd-3001';
const OTHER_COMPANY = 'st-canton-industrial-group';

describe.each(testDatabases)('the exhibitor’s inquiries inbox /seller/api/inquiries on $name (issue 28)', (kind) => {
  const portal = openNotificationPortal(kind);

  const send = async (payload: Record<string, unknown>) => {
    const response = await call(portal.app, { method: 'POST', url: '/member/api/inquiries', payload }, portal.sessions.buyer);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>().id;
  };
  const inbox = async (query = '') => {
    const response = await call(portal.app, { method: 'GET', url: `/seller/api/inquiries${query}` }, portal.sessions.seller);
    expect(response.statusCode, response.body).toBe(200);
    expect(validateSellerInquiryList(response.json()), JSON.stringify(validateSellerInquiryList.errors)).toBe(true);
    return response.json<{
      inquiries: Array<{ id: string; read: boolean; state: string; product: { id: string } | null }>;
      totalElements: number;
      unread: number;
    }>();
  };

  it('refuses everyone but a seller or a group', async () => {
    for (const url of ['/seller/api/inquiries', '/seller/api/inquiries/x', '/seller/api/workbench/summary']) {
      expect((await call(portal.app, { method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['buyer', 'employee'] as const) {
        const refused = await call(portal.app, { method: 'GET', url }, portal.sessions[role]);
        expect(refused.statusCode, `${role} ${url}`).toBe(403);
        expect(refused.json().errorList[0].errorCode).toBe('E403_NOT_SELLER');
      }
    }
    const reply = await call(portal.app, { method: 'POST', url: '/seller/api/inquiries/x/replies', payload: { content: 'Hi' } }, portal.sessions.buyer);
    expect(reply.statusCode).toBe(403);
  });

  it('lists the company’s inquiries newest first, unread marked, by product and by state, with the buyer’s details', async () => {
    const general = await send({ siteTraderId: SELLER_COMPANY, content: 'Do you ship to Rotterdam?' });
    const aboutProduct = await send({ siteTraderId: SELLER_COMPANY, productId: SELLER_PRODUCT, content: 'Price for 500 pieces of the drill?' });
    const all = await inbox();
    expect(all.inquiries.slice(0, 2).map((item) => item.id)).toEqual([aboutProduct, general]);
    expect(all.inquiries[0]).toMatchObject({
      read: false,
      state: 'NEW',
      replyCount: 0,
      excerpt: 'Price for 500 pieces of the drill?',
      buyer: { name: 'Alex Buyer', company: 'Harbour Imports Ltd.' },
      product: { id: SELLER_PRODUCT },
    });
    expect(all.unread).toBeGreaterThanOrEqual(2);
    const byProduct = await inbox(`?productId=${SELLER_PRODUCT}`);
    expect(byProduct.inquiries.every((item) => item.product?.id === SELLER_PRODUCT)).toBe(true);
    expect(byProduct.inquiries.map((item) => item.id)).toContain(aboutProduct);
    expect((await inbox('?state=ANSWERED')).inquiries.map((item) => item.id)).not.toContain(aboutProduct);
  });

  it('opens an inquiry (read from then on), replies, notifies the buyer live, and the buyer reads the reply; a thread grows', async () => {
    const id = await send({ siteTraderId: SELLER_COMPANY, productId: SELLER_PRODUCT, content: 'Can you do 1,000 pieces by March?' });
    const opened = await call(portal.app, { method: 'GET', url: `/seller/api/inquiries/${id}` }, portal.sessions.seller, 'zh-CN');
    expect(validateSellerInquiry(opened.json()), JSON.stringify(validateSellerInquiry.errors)).toBe(true);
    expect(opened.json()).toMatchObject({ id, read: true, state: 'NEW', content: 'Can you do 1,000 pieces by March?', replies: [] });
    expect((await inbox()).inquiries.find((item) => item.id === id)?.read).toBe(true);

    const before = portal.events.length;
    const replied = await call(
      portal.app,
      { method: 'POST', url: `/seller/api/inquiries/${id}/replies`, payload: { content: ' Yes, 1,000 by 1 March. ' } },
      portal.sessions.seller,
    );
    expect(replied.statusCode, replied.body).toBe(201);
    expect(replied.json()).toMatchObject({ state: 'ANSWERED', replies: [{ content: 'Yes, 1,000 by 1 March.', by: 'Sam Seller' }] });
    const pushed = portal.events.slice(before).filter((event) => event.userId === 'acc-buyer' && event.queue === 'notificationReminder');
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.body).toMatchObject({ category: 'inquiry', title: 'Pearl River Tools Manufacturing Co., Ltd. replied to your inquiry' });

    await call(
      portal.app,
      { method: 'POST', url: `/seller/api/inquiries/${id}/replies`, payload: { content: 'Samples can go out this week.' } },
      portal.sessions.seller,
    );
    const mine = await call(portal.app, { method: 'GET', url: '/member/api/inquiries/self' }, portal.sessions.buyer);
    expect(validateInquiryList(mine.json())).toBe(true);
    const thread = mine.json<Array<{ id: string; replies: Array<{ content: string }> }>>().find((item) => item.id === id);
    expect(thread?.replies.map((item) => item.content)).toEqual(['Yes, 1,000 by 1 March.', 'Samples can go out this week.']);
    expect((await inbox('?state=ANSWERED')).inquiries.map((item) => item.id)).toContain(id);
  });

  it('lets the buyer write back in the thread: new and unread to the company again, its sellers told at once, answered once they reply', async () => {
    const id = await send({ siteTraderId: SELLER_COMPANY, productId: SELLER_PRODUCT, content: 'What is the lead time?' });
    await call(portal.app, { method: 'GET', url: `/seller/api/inquiries/${id}` }, portal.sessions.seller);
    await call(portal.app, { method: 'POST', url: `/seller/api/inquiries/${id}/replies`, payload: { content: 'Four weeks.' } }, portal.sessions.seller);

    const before = portal.events.length;
    const followUp = await call(
      portal.app,
      { method: 'POST', url: `/member/api/inquiries/${id}/replies`, payload: { content: ' Could it be three? <b>$</b> ' } },
      portal.sessions.buyer,
    );
    expect(followUp.statusCode, followUp.body).toBe(201);
    const told = portal.events.slice(before).filter((event) => event.userId === 'acc-seller' && event.queue === 'notificationReminder');
    expect(told.map((event) => event.body)).toEqual([expect.objectContaining({ category: 'inquiry', title: 'Alex Buyer 就询盘再次留言' })]);
    const [stored] = await portal.db.query<{ content: string }>(
      `SELECT content FROM notification_reminders WHERE account_id = 'acc-seller' AND category = 'inquiry' ORDER BY created_at DESC, id DESC LIMIT 1`,
    );
    expect(stored?.content).toBe('Could it be three? <b>$</b>');
    const listed = (await inbox()).inquiries.find((item) => item.id === id);
    expect(listed).toMatchObject({ read: false, state: 'NEW' });
    const opened = await call(portal.app, { method: 'GET', url: `/seller/api/inquiries/${id}` }, portal.sessions.seller);
    expect(validateSellerInquiry(opened.json())).toBe(true);
    expect(opened.json().replies).toEqual([
      expect.objectContaining({ content: 'Four weeks.', by: 'Sam Seller', fromBuyer: false }),
      expect.objectContaining({ content: 'Could it be three? <b>$</b>', by: 'Alex Buyer', fromBuyer: true }),
    ]);
    await call(portal.app, { method: 'POST', url: `/seller/api/inquiries/${id}/replies`, payload: { content: 'Yes, three.' } }, portal.sessions.seller);
    expect((await inbox()).inquiries.find((item) => item.id === id)?.state).toBe('ANSWERED');

    const mine = await call(portal.app, { method: 'GET', url: '/member/api/inquiries/self' }, portal.sessions.buyer);
    expect(validateInquiryList(mine.json()), JSON.stringify(validateInquiryList.errors)).toBe(true);
    const thread = mine.json<Array<{ id: string; replies: Array<{ content: string; fromBuyer: boolean }> }>>().find((item) => item.id === id);
    expect(thread?.replies.map((item) => [item.fromBuyer, item.content])).toEqual([
      [false, 'Four weeks.'],
      [true, 'Could it be three? <b>$</b>'],
      [false, 'Yes, three.'],
    ]);
  });

  it('answers 404 to a follow-up on another buyer’s inquiry, refuses sensitive and empty ones, and lets only buyers write', async () => {
    const id = await send({ siteTraderId: SELLER_COMPANY, content: 'Do you ship to Oslo?' });
    const followUp = (role: 'buyer' | 'member' | 'seller', content: string, inquiry = id) =>
      call(portal.app, { method: 'POST', url: `/member/api/inquiries/${inquiry}/replies`, payload: { content } }, portal.sessions[role]);
    expect((await followUp('member', 'Me too')).statusCode).toBe(404);
    expect((await followUp('buyer', 'Me too', 'no-such-inquiry')).statusCode).toBe(404);
    expect((await followUp('seller', 'As the seller')).statusCode).toBe(403);
    expect((await followUp('buyer', 'Can you print a fake certificate')).json().errorList[0].errorCode).toBe('E400_SENSITIVE_CONTENT');
    expect((await followUp('buyer', '   ')).statusCode).toBe(400);
    expect((await followUp('buyer', 'x'.repeat(2001))).statusCode).toBe(400);
    const [row] = await portal.db.query<{ replies: number }>('SELECT count(*)::int AS replies FROM inquiry_replies WHERE inquiry_id = $1', [id]);
    expect(row?.replies).toBe(0);
  });

  it('refuses a reply with a sensitive word, an empty one and one over 2,000 characters; stores nothing', async () => {
    const id = await send({ siteTraderId: SELLER_COMPANY, content: 'Any certificates?' });
    const reply = (content: string) =>
      call(portal.app, { method: 'POST', url: `/seller/api/inquiries/${id}/replies`, payload: { content } }, portal.sessions.seller);
    expect((await reply('We can print a fake certificate')).json().errorList[0].errorCode).toBe('E400_SENSITIVE_CONTENT');
    expect((await reply('   ')).statusCode).toBe(400);
    expect((await reply('x'.repeat(2001))).statusCode).toBe(400);
    const opened = await call(portal.app, { method: 'GET', url: `/seller/api/inquiries/${id}` }, portal.sessions.seller);
    expect(opened.json().replies).toEqual([]);
  });

  it('answers 404 for another company’s inquiry, to read or to reply, and leaves it untouched', async () => {
    const other = await send({ siteTraderId: OTHER_COMPANY, content: 'A question for the group.' });
    const read = await call(portal.app, { method: 'GET', url: `/seller/api/inquiries/${other}` }, portal.sessions.seller);
    expect(read.statusCode).toBe(404);
    const reply = await call(
      portal.app,
      { method: 'POST', url: `/seller/api/inquiries/${other}/replies`, payload: { content: 'Mine now' } },
      portal.sessions.seller,
    );
    expect(reply.statusCode).toBe(404);
    const [row] = await portal.db.query<{ read: boolean; replies: number }>(
      'SELECT seller_read_at IS NOT NULL AS read, (SELECT count(*)::int FROM inquiry_replies WHERE inquiry_id = $1) AS replies FROM inquiries WHERE id = $1',
      [other],
    );
    expect(row).toEqual({ read: false, replies: 0 });
    expect((await inbox()).inquiries.map((item) => item.id)).not.toContain(other);
  });

  it('counts what waits for the company on the workbench', async () => {
    const response = await call(portal.app, { method: 'GET', url: '/seller/api/workbench/summary' }, portal.sessions.seller);
    expect(validateSellerWorkbenchSummary(response.json())).toBe(true);
    const { unreadInquiries, unansweredInquiries } = response.json();
    const list = await inbox();
    expect(unreadInquiries).toBe(list.unread);
    expect(unansweredInquiries).toBe((await inbox('?state=NEW')).totalElements);
  });
});
