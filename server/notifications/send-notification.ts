import type { NotificationReminder } from '../../common/generated/types.js';
import type { NotificationBus } from '../bus/notification-bus.js';
import type { Queryable } from '../db/connection.js';
import { createNotificationRepository, type NewNotification } from './repository.js';

/** Where a stored notification whose push failed is reported (a request's log, or the console). */
export interface SendLog {
  error(details: object, message: string): void;
}

const consoleLog: SendLog = { error: (details, message) => console.error(message, details) };

/**
 * Stores the notification, then pushes `{ id, category, title }` on the recipient's notificationReminder
 * queue (spec §4: the browser refreshes the unread count and raises the new-message notice). A push that
 * fails (the broker is down) is logged, not thrown: the notification is stored, so the count is right on
 * the browser's next fetch, and the sender's action must not fail or be repeated for it.
 */
export async function sendNotification(
  db: Queryable,
  bus: NotificationBus,
  notification: NewNotification,
  log: SendLog = consoleLog,
): Promise<NotificationReminder> {
  const reminder = await createNotificationRepository(db).insert(notification);
  const { id, category, title } = reminder;
  try {
    await bus.publish({ userId: notification.accountId, queue: 'notificationReminder', body: { id, category, title } });
  } catch (error) {
    log.error({ err: error, notificationId: id, accountId: notification.accountId }, 'notification stored but not pushed');
  }
  return reminder;
}

/** Spec §4: every change of what the unread counts depend on is pushed on notificationChanged. */
export async function publishNotificationsRead(bus: NotificationBus, accountId: string, id: string | undefined, log: SendLog = consoleLog): Promise<void> {
  try {
    await bus.publish({ userId: accountId, queue: 'notificationChanged', body: id === undefined ? { reason: 'read' } : { reason: 'read', id } });
  } catch (error) {
    log.error({ err: error, accountId }, 'notifications marked read but the change not pushed');
  }
}
