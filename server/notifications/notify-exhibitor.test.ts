import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../bus/notification-bus.js';
import { testDatabases } from '../db/testing/databases.js';
import { ACCOUNT, call, openNotificationPortal } from './testing/notification-kit.js';

// fixtures/seed/accounts.json and catalog.json: the seller's and the group's companies exhibit.
const SELLER_COMPANY = 'st-pearl-river-tools';
const GROUP_COMPANY = 'st-canton-industrial-group';

describe.each(testDatabases)("notifying exhibitors of buyers' actions on $name", (kind) => {
  const portal = openNotificationPortal(kind);

  const latestOf = async (accountId: string) =>
    (
      await portal.db.query<{ category: string; title: string; content: string }>(
        'SELECT category, title, content FROM notification_reminders WHERE account_id = $1 ORDER BY id DESC LIMIT 1',
        [accountId],
      )
    )[0];
  const countOf = async (accountId: string) =>
    (await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM notification_reminders WHERE account_id = $1', [accountId]))[0]?.count;
  const remindersTo = (accountId: string, from: number): UserEvent[] =>
    portal.events.slice(from).filter((event) => event.userId === accountId && event.queue === 'notificationReminder');

  it("notifies the seller of an inquiry, in the seller's language, with the inquiry's text, and pushes it", async () => {
    const from = portal.events.length;
    const response = await call(
      portal.app,
      { method: 'POST', url: '/member/api/inquiries', payload: { siteTraderId: SELLER_COMPANY, content: ' Price for 500 drills? ' } },
      portal.sessions.buyer,
    );
    expect(response.statusCode).toBe(201);
    expect(await latestOf(ACCOUNT.seller)).toEqual({ category: 'inquiry', title: '来自 Alex Buyer 的新询盘', content: 'Price for 500 drills?' });
    expect(remindersTo(ACCOUNT.seller, from)).toEqual([
      { userId: ACCOUNT.seller, queue: 'notificationReminder', body: { id: expect.any(String), category: 'inquiry', title: '来自 Alex Buyer 的新询盘' } },
    ]);
  });

  it("notifies a group's accounts of an inquiry to the group's company", async () => {
    const response = await call(
      portal.app,
      { method: 'POST', url: '/member/api/inquiries', payload: { siteTraderId: GROUP_COMPANY, content: 'Catalogue, please.' } },
      portal.sessions.member,
    );
    expect(response.statusCode).toBe(201);
    expect(await latestOf(ACCOUNT.group)).toEqual({ category: 'inquiry', title: '来自 Morgan Member 的新询盘', content: 'Catalogue, please.' });
  });

  it("notifies the seller of a business card's first exchange only, with its message or a default text", async () => {
    const exchange = (role: 'buyer' | 'member', message?: string) =>
      call(
        portal.app,
        { method: 'POST', url: '/member/api/businessCards/exchanges', payload: { siteTraderId: SELLER_COMPANY, ...(message ? { message } : {}) } },
        portal.sessions[role],
      );
    const from = portal.events.length;
    expect((await exchange('buyer', 'Nice to meet you')).statusCode).toBe(200);
    expect(await latestOf(ACCOUNT.seller)).toEqual({ category: 'businessCard', title: 'Alex Buyer 向您递交了名片', content: 'Nice to meet you' });
    const count = await countOf(ACCOUNT.seller);
    expect((await exchange('buyer', 'Again')).statusCode).toBe(200);
    expect(await countOf(ACCOUNT.seller)).toBe(count);
    expect((await exchange('member')).statusCode).toBe(200);
    expect(await latestOf(ACCOUNT.seller)).toEqual({
      category: 'businessCard',
      title: 'Morgan Member 向您递交了名片',
      content: 'Morgan Member 向您递交了名片，可在名片管理中查看。',
    });
    expect(remindersTo(ACCOUNT.seller, from)).toHaveLength(2);
  });

  it('keeps the inquiry and its notification when the push fails (the broker is down)', async () => {
    // The file's portal with its bus broken for this test: a second portal of its own took more than the test's
    // 5 s to open on a loaded CI machine.
    const { notificationBus } = portal.app;
    const publish = notificationBus.publish;
    notificationBus.publish = () => Promise.reject(new Error('broker down'));
    try {
      const response = await call(
        portal.app,
        { method: 'POST', url: '/member/api/inquiries', payload: { siteTraderId: SELLER_COMPANY, content: 'Still stored?' } },
        portal.sessions.buyer,
      );
      expect(response.statusCode).toBe(201);
      expect((await latestOf(ACCOUNT.seller))?.content).toBe('Still stored?');
    } finally {
      notificationBus.publish = publish;
    }
  });
});
