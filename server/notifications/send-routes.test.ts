import { describe, expect, it } from 'vitest';
import { translate } from '../../common/i18n/messages.js';
import { validateNotificationReminder } from '../../common/generated/validators.js';
import { readHotlineNumbers } from '../config/hotline.js';
import { testDatabases } from '../db/testing/databases.js';
import { ACCOUNT, call, expectError, openNotificationPortal } from './testing/notification-kit.js';

const WORK = '/work/api/notificationReminders';
const SELLER = '/seller/api/notificationReminders';

describe.each(testDatabases)('sending notifications on $name', (kind) => {
  const portal = openNotificationPortal(kind);

  const post = (url: string, payload: Record<string, unknown>, role: keyof typeof ACCOUNT, language?: string) =>
    call(portal.app, { method: 'POST', url, payload }, portal.sessions[role], language);
  const unreadOf = async (accountId: string) =>
    (
      await portal.db.query<{ count: number }>('SELECT count(*)::int AS count FROM notification_reminders WHERE account_id = $1 AND read_at IS NULL', [
        accountId,
      ])
    )[0]?.count;

  it('lets an employee send any account a notification: stored, answered 201, pushed on notificationReminder', async () => {
    const before = await unreadOf(ACCOUNT.seller);
    const eventsBefore = portal.events.length;
    const response = await post(WORK, { toUserId: ACCOUNT.seller, title: ' Hall 1.1 opens at 9:00 ', content: 'Please be at your booth by 8:30.' }, 'employee');
    expect(response.statusCode).toBe(201);
    const reminder = response.json();
    expect(validateNotificationReminder(reminder), JSON.stringify(validateNotificationReminder.errors)).toBe(true);
    expect(reminder).toMatchObject({ category: 'systemNotice', title: 'Hall 1.1 opens at 9:00', content: 'Please be at your booth by 8:30.', readAt: null });
    expect(await unreadOf(ACCOUNT.seller)).toBe((before ?? 0) + 1);
    expect(portal.events.slice(eventsBefore)).toEqual([
      { userId: ACCOUNT.seller, queue: 'notificationReminder', body: { id: reminder.id, category: 'systemNotice', title: 'Hall 1.1 opens at 9:00' } },
    ]);
    const appointment = await post(WORK, { toUserId: ACCOUNT.buyer, category: 'appointment', title: 'Meeting', content: 'Tomorrow 10:00' }, 'employee');
    expect(appointment.json()).toMatchObject({ category: 'appointment' });
  });

  it('lets a seller send a buyer or a member a notification, an inquiry by default', async () => {
    const toBuyer = await post(SELLER, { toUserId: ACCOUNT.buyer, title: 'Your quotation', content: 'USD 12.50 per piece for 500.' }, 'seller');
    expect(toBuyer.statusCode).toBe(201);
    expect(toBuyer.json()).toMatchObject({ category: 'inquiry', title: 'Your quotation' });
    const toMember = await post(SELLER, { toUserId: ACCOUNT.member, category: 'appointment', title: 'Meet us', content: 'Booth 1.1A01.' }, 'seller');
    expect(toMember.statusCode).toBe(201);
  });

  it('refuses a seller writing to a non-buyer, or as the system', async () => {
    for (const toUserId of [ACCOUNT.seller, ACCOUNT.group, ACCOUNT.employee]) {
      expectError(
        await post(SELLER, { toUserId, title: 'Hi', content: 'Hello' }, 'seller'),
        403,
        'E403_RECIPIENT_NOT_BUYER',
        'Notifications can be sent to buyer accounts only.',
      );
    }
    expectError(
      await post(SELLER, { toUserId: ACCOUNT.employee, title: 'Hi', content: 'Hello' }, 'seller', 'zh-CN'),
      403,
      'E403_RECIPIENT_NOT_BUYER',
      '通知只能发送给采购商账号。',
    );
    expectError(await post(SELLER, { toUserId: ACCOUNT.buyer, category: 'systemNotice', title: 'Hi', content: 'Hello' }, 'seller'), 400, 'E400_VALIDATION');
  });

  it('lets only employees use the work endpoint and only sellers the seller endpoint; a visitor gets 401', async () => {
    const payload = { toUserId: ACCOUNT.buyer, title: 'Hi', content: 'Hello' };
    for (const role of ['buyer', 'seller', 'group'] as const) expectError(await post(WORK, payload, role), 403, 'E403_WRONG_SUBSITE');
    for (const role of ['buyer', 'group', 'employee'] as const) expectError(await post(SELLER, payload, role), 403, 'E403_WRONG_SUBSITE');
    expectError(await call(portal.app, { method: 'POST', url: WORK, payload }), 401, 'E401_LOGIN_REQUIRED');
    const withoutXsrf = await portal.app.inject({ method: 'POST', url: WORK, payload, headers: { cookie: portal.sessions.employee.cookie } });
    expectError(withoutXsrf, 403, 'E403_CSRF_TOKEN');
  });

  it('answers 404 for an account that does not exist', async () => {
    expectError(await post(WORK, { toUserId: 'acc-nobody', title: 'Hi', content: 'Hello' }, 'employee'), 404, 'E404_NOT_FOUND');
  });

  it('validates the body: title 1 to 200 characters, content 1 to 2,000, not blank, a known category, nothing else', async () => {
    const valid = { toUserId: ACCOUNT.buyer, title: 'Hi', content: 'Hello' };
    for (const payload of [
      { ...valid, title: '   ' },
      { ...valid, title: 'x'.repeat(201) },
      { ...valid, content: '' },
      { ...valid, content: 'x'.repeat(2001) },
      { ...valid, category: 'chat' },
      { ...valid, link: 'https://elsewhere.example' },
      { title: 'Hi', content: 'Hello' },
    ]) {
      expectError(await post(WORK, payload, 'employee'), 400, 'E400_VALIDATION');
    }
    expect((await post(WORK, { ...valid, title: '题'.repeat(200), content: '文'.repeat(2000) }, 'employee')).statusCode).toBe(201);
  });

  it('refuses a title or content with a sensitive word, with the hotline, and stores nothing', async () => {
    const before = await unreadOf(ACCOUNT.buyer);
    const { overseas, domestic } = readHotlineNumbers(process.env);
    const english = await post(SELLER, { toUserId: ACCOUNT.buyer, title: 'Cheap COUNTERFEIT bags', content: 'Ask us.' }, 'seller');
    expectError(english, 400, 'E400_SENSITIVE_CONTENT', translate('en-US', 'sensitiveContent.hotline', { overseas, domestic }));
    const chinese = await post(WORK, { toUserId: ACCOUNT.buyer, title: '通知', content: '本店出售假货' }, 'employee', 'zh-CN');
    expectError(chinese, 400, 'E400_SENSITIVE_CONTENT', translate('zh-CN', 'sensitiveContent.hotline', { overseas, domestic }));
    expect(await unreadOf(ACCOUNT.buyer)).toBe(before);
  });
});
