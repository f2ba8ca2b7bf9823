import { describe, expect, it } from 'vitest';
import { validateNotificationReminder, validateNotificationReminderPage, validateUnreadInfo } from '../../common/generated/validators.js';
import type { NotificationReminderPage, UnreadInfo } from '../../common/generated/types.js';
import { loginAs } from '../auth/testing/login.js';
import { testDatabases } from '../db/testing/databases.js';
import { ACCOUNT, call, expectError, openNotificationPortal, type DemoRole } from './testing/notification-kit.js';
import { sendNotification } from './send-notification.js';

const OWN_SUBSITE: Record<DemoRole, string> = { buyer: 'member', member: 'member', seller: 'seller', group: 'group', employee: 'work' };
const SUBSITES = ['member', 'seller', 'group', 'work'];
const unreadInfoUrl = (subsite: string) => `/${subsite}/api/notificationReminders/self/getUnreadInfo`;
const listUrl = (subsite: string, query = '') => `/${subsite}/api/notificationReminders/self${query}`;

describe.each(testDatabases)('the viewer’s notifications on $name', (kind) => {
  const portal = openNotificationPortal(kind);

  const unreadOf = async (role: DemoRole): Promise<UnreadInfo> => {
    const response = await call(portal.app, { method: 'GET', url: unreadInfoUrl(OWN_SUBSITE[role]) }, portal.sessions[role]);
    expect(response.statusCode).toBe(200);
    const info = response.json<UnreadInfo>();
    expect(validateUnreadInfo(info), JSON.stringify(validateUnreadInfo.errors)).toBe(true);
    return info;
  };
  const send = (role: DemoRole, title: string, category: 'systemNotice' | 'inquiry' | 'businessCard' | 'appointment' = 'systemNotice') =>
    sendNotification(portal.db, portal.app.notificationBus, { accountId: ACCOUNT[role], category, title, content: `${title}.` });

  it('counts the seeded unread notifications by category, every category present', async () => {
    expect(await unreadOf('buyer')).toEqual({ systemNotice: 2, inquiry: 1, businessCard: 0, appointment: 0 });
    expect(await unreadOf('seller')).toEqual({ systemNotice: 1, inquiry: 1, businessCard: 1, appointment: 1 });
    expect(await unreadOf('employee')).toEqual({ systemNotice: 0, inquiry: 0, businessCard: 0, appointment: 0 });
  });

  it('answers each user type in its own subsite only: member for buyers and members, seller, group, work', async () => {
    for (const role of Object.keys(OWN_SUBSITE) as DemoRole[]) {
      for (const subsite of SUBSITES) {
        const response = await call(portal.app, { method: 'GET', url: unreadInfoUrl(subsite) }, portal.sessions[role]);
        if (subsite === OWN_SUBSITE[role]) expect(response.statusCode).toBe(200);
        else expectError(response, 403, 'E403_WRONG_SUBSITE', 'These notifications belong to another back office than yours.');
      }
    }
    const zh = await call(portal.app, { method: 'GET', url: unreadInfoUrl('seller') }, portal.sessions.buyer, 'zh-CN');
    expectError(zh, 403, 'E403_WRONG_SUBSITE', '这些通知属于其他后台，不属于您的账号。');
  });

  it('answers a visitor 401 and an ended session 401 E201033009 on every endpoint', async () => {
    const calls = [
      { method: 'GET', url: unreadInfoUrl('member') },
      { method: 'GET', url: listUrl('member') },
      { method: 'POST', url: `${listUrl('member')}/1/read` },
      { method: 'POST', url: `${listUrl('member')}/readAll` },
    ] as const;
    for (const request of calls) expectError(await call(portal.app, request), 401, 'E401_LOGIN_REQUIRED', 'Sorry, please log in first');
    const ended = await loginAs(portal.app, 'media@demo.fair');
    await call(portal.app, { method: 'POST', url: '/public/api/o2oOverseaBuyer/logout' }, ended);
    expectError(await call(portal.app, calls[0], ended), 401, 'E201033009');
  });

  it('lists the viewer’s own notifications newest first, a page at a time', async () => {
    const sent = [await send('member', 'First'), await send('member', 'Second'), await send('member', 'Third')];
    await send('buyer', 'Not the member’s');
    const first = await call(portal.app, { method: 'GET', url: listUrl('member', '?size=2') }, portal.sessions.member);
    expect(first.statusCode).toBe(200);
    const page = first.json<NotificationReminderPage>();
    expect(validateNotificationReminderPage(page), JSON.stringify(validateNotificationReminderPage.errors)).toBe(true);
    expect(page._embedded['b2b:notificationReminders'].map((item) => item.title)).toEqual(['Third', 'Second']);
    expect(page.page).toEqual({ size: 2, totalElements: 3, totalPages: 2, number: 0 });
    expect(page._embedded['b2b:notificationReminders'][0]).toEqual({
      id: sent[2]?.id,
      category: 'systemNotice',
      title: 'Third',
      content: 'Third.',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      readAt: null,
    });
    const second = (
      await call(portal.app, { method: 'GET', url: listUrl('member', '?size=2&page=1') }, portal.sessions.member)
    ).json<NotificationReminderPage>();
    expect(second._embedded['b2b:notificationReminders'].map((item) => item.title)).toEqual(['First']);
    expect(second.page.number).toBe(1);
  });

  it('refuses a page size above 100 or below 1, and a negative page', async () => {
    for (const query of ['?size=101', '?size=0', '?page=-1', '?size=ten']) {
      expectError(await call(portal.app, { method: 'GET', url: listUrl('member', query) }, portal.sessions.member), 400, 'E400_VALIDATION');
    }
  });

  it('marks one notification read: the count drops, readAt is set, and notificationChanged is pushed once', async () => {
    const reminder = await send('group', 'Read me');
    const before = await unreadOf('group');
    const eventsBefore = portal.events.length;
    const url = `${listUrl('group')}/${reminder.id}/read`;
    const response = await call(portal.app, { method: 'POST', url }, portal.sessions.group);
    expect(response.statusCode).toBe(200);
    const read = response.json();
    expect(validateNotificationReminder(read), JSON.stringify(validateNotificationReminder.errors)).toBe(true);
    expect(read).toMatchObject({ id: reminder.id, readAt: expect.stringMatching(/^\d{4}-/) });
    expect(await unreadOf('group')).toEqual({ ...before, systemNotice: before.systemNotice - 1 });
    expect(portal.events.slice(eventsBefore)).toEqual([{ userId: ACCOUNT.group, queue: 'notificationChanged', body: { reason: 'read', id: reminder.id } }]);

    const again = await call(portal.app, { method: 'POST', url }, portal.sessions.group);
    expect(again.json()).toEqual(read);
    expect(portal.events).toHaveLength(eventsBefore + 1);
  });

  it("answers 404 for another user's notification, as for one that does not exist, and changes nothing", async () => {
    const buyers = await send('buyer', 'The buyer’s own');
    for (const id of [buyers.id, '999999999', 'not-an-id', '99999999999999999999999']) {
      expectError(await call(portal.app, { method: 'POST', url: `${listUrl('member')}/${id}/read` }, portal.sessions.member), 404, 'E404_NOT_FOUND');
    }
    const list = (await call(portal.app, { method: 'GET', url: listUrl('member', '?size=100') }, portal.sessions.buyer)).json<NotificationReminderPage>();
    expect(list._embedded['b2b:notificationReminders'].find((item) => item.id === buyers.id)?.readAt).toBeNull();
  });

  it('refuses to mark read without the session’s XSRF token', async () => {
    const response = await portal.app.inject({ method: 'POST', url: `${listUrl('member')}/readAll`, headers: { cookie: portal.sessions.buyer.cookie } });
    expectError(response, 403, 'E403_CSRF_TOKEN');
  });

  it('marks all read: every count is 0, notificationChanged is pushed, and a second time marks none', async () => {
    await send('seller', 'One more', 'inquiry');
    const eventsBefore = portal.events.length;
    const response = await call(portal.app, { method: 'POST', url: `${listUrl('seller')}/readAll` }, portal.sessions.seller);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ read: number }>().read).toBeGreaterThanOrEqual(5);
    expect(await unreadOf('seller')).toEqual({ systemNotice: 0, inquiry: 0, businessCard: 0, appointment: 0 });
    expect(portal.events.slice(eventsBefore)).toEqual([{ userId: ACCOUNT.seller, queue: 'notificationChanged', body: { reason: 'read' } }]);
    expect((await call(portal.app, { method: 'POST', url: `${listUrl('seller')}/readAll` }, portal.sessions.seller)).json()).toEqual({ read: 0 });
    expect(portal.events).toHaveLength(eventsBefore + 1);
  });
});
