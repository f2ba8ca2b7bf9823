import { describe, expect, it } from 'vitest';
import { validateNotificationBroadcast, validateNotificationBroadcastList } from '../../common/generated/validators.js';
import { testDatabases } from '../db/testing/databases.js';
import { call, openNotificationPortal } from './testing/notification-kit.js';

const PATH = '/work/api/notificationBroadcasts';

describe.each(testDatabases)('the operators’ notices to many /work/api/notificationBroadcasts on $name (issue 28)', (kind) => {
  const portal = openNotificationPortal(kind);
  const asEmployee = (payload?: object) =>
    call(portal.app, { method: payload ? 'POST' : 'GET', url: PATH, ...(payload ? { payload } : {}) }, portal.sessions.employee);
  const accountsOf = async (types: string[]) =>
    (await portal.db.query<{ id: string }>('SELECT id FROM accounts WHERE user_type = ANY($1::text[]) AND NOT disabled ORDER BY id', [types])).map(
      (row) => row.id,
    );

  it('refuses everyone but an employee', async () => {
    expect((await call(portal.app, { method: 'GET', url: PATH })).statusCode).toBe(401);
    for (const role of ['buyer', 'seller', 'group'] as const) {
      const refused = await call(
        portal.app,
        { method: 'POST', url: PATH, payload: { audience: 'BUYERS', title: 'Hi', content: 'All' } },
        portal.sessions[role],
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.json().errorList[0].errorCode).toBe('E403_NOT_EMPLOYEE');
    }
  });

  it('sends a notice to every buyer: stored in each message centre, pushed to each at once, recorded with its count', async () => {
    const buyers = await accountsOf(['BUYER', 'MEMBER']);
    const before = portal.events.length;
    const sent = await asEmployee({ audience: 'BUYERS', title: ' Hall 1.1 opens at 9:00 ', content: 'Bring your badge <b>$</b>.' });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(validateNotificationBroadcast(sent.json()), JSON.stringify(validateNotificationBroadcast.errors)).toBe(true);
    expect(sent.json()).toMatchObject({
      audience: 'BUYERS',
      email: null,
      category: 'systemNotice',
      title: 'Hall 1.1 opens at 9:00',
      recipients: buyers.length,
    });
    const pushed = portal.events.slice(before).filter((event) => event.queue === 'notificationReminder');
    expect(pushed.map((event) => event.userId).sort()).toEqual(buyers);
    expect(pushed.every((event) => (event.body as { title: string }).title === 'Hall 1.1 opens at 9:00')).toBe(true);
    const centre = await call(portal.app, { method: 'GET', url: '/member/api/notificationReminders/self' }, portal.sessions.buyer);
    expect(JSON.stringify(centre.json())).toContain('Bring your badge <b>$</b>.');
    const seller = await call(portal.app, { method: 'GET', url: '/seller/api/notificationReminders/self' }, portal.sessions.seller);
    expect(JSON.stringify(seller.json())).not.toContain('Bring your badge');

    const list = await asEmployee();
    expect(validateNotificationBroadcastList(list.json())).toBe(true);
    expect(list.json().broadcasts[0]).toMatchObject({ id: sent.json().id, sentBy: 'acc-employee' });
  });

  it('sends to every exhibitor, and to one account by its email (any case)', async () => {
    const exhibitors = await accountsOf(['SELLER', 'GROUP']);
    expect((await asEmployee({ audience: 'EXHIBITORS', title: 'Stand checks', content: 'Tomorrow 8:00.' })).json().recipients).toBe(exhibitors.length);
    const before = portal.events.length;
    const one = await asEmployee({ audience: 'ACCOUNT', email: 'Seller@Demo.Fair', title: 'Your booth', content: 'Moved to 1.1A02.' });
    expect(one.json()).toMatchObject({ audience: 'ACCOUNT', email: 'seller@demo.fair', recipients: 1 });
    expect(portal.events.slice(before).map((event) => event.userId)).toEqual(['acc-seller']);
  });

  it('refuses an unknown email, a missing one, an employee’s, a sensitive word and a blank title, sending nothing', async () => {
    const count = async () => (await portal.db.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_reminders'))[0]?.n;
    const before = await count();
    expect((await asEmployee({ audience: 'ACCOUNT', email: 'nobody@demo.fair', title: 'Hi', content: 'There' })).statusCode).toBe(404);
    expect((await asEmployee({ audience: 'ACCOUNT', email: 'employee@demo.fair', title: 'Hi', content: 'There' })).statusCode).toBe(404);
    expect((await asEmployee({ audience: 'ACCOUNT', title: 'Hi', content: 'There' })).statusCode).toBe(400);
    expect((await asEmployee({ audience: 'BUYERS', title: 'Fake certificate sale', content: 'There' })).json().errorList[0].errorCode).toBe(
      'E400_SENSITIVE_CONTENT',
    );
    expect((await asEmployee({ audience: 'BUYERS', title: '   ', content: 'There' })).statusCode).toBe(400);
    expect((await asEmployee({ audience: 'NOBODY', title: 'Hi', content: 'There' })).statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
