// Spec §2, §7: the message centre's calls — the viewer's notifications a page at a time (newest first), marking
// one or all read — under the viewer's own subsite. Every reply is checked against its schema
// (schemas/notifications/).
import type { NotificationReminder, NotificationReminderPage } from '../../../common/generated/types';
import { validateNotificationReminder, validateNotificationReminderPage, validateReadAllReply } from '../../../common/generated/validators.js';
import { checkReply } from '../invalid-reply';
import { requestLazily } from '../lazy-request';
import { sessionKeys } from '../session/keys';

export type { NotificationReminder, NotificationReminderPage };

const segment = encodeURIComponent;

export const NOTIFICATION_REMINDER_PATHS = {
  list: (subsite: string) => `/${segment(subsite)}/api/notificationReminders/self`,
  read: (subsite: string, id: string) => `/${segment(subsite)}/api/notificationReminders/self/${segment(id)}/read`,
  readAll: (subsite: string) => `/${segment(subsite)}/api/notificationReminders/self/readAll`,
};

/**
 * Under the account's key, so logout forgets the list with the rest of the account; apart from the unread
 * counts (notificationKeys), which every message of the connection refreshes: the list follows the page's own
 * listener, which leaves out the IM's events.
 */
export const notificationReminderKeys = {
  all: () => [...sessionKeys.account(), 'notificationReminders'] as const,
  page: (userId: string, subsite: string, page: number, size: number) => [...notificationReminderKeys.all(), userId, subsite, page, size] as const,
};

/** One page (0-based `page`) of the viewer's notifications, newest first. */
export async function fetchNotificationReminders(subsite: string, page: number, size: number, signal?: AbortSignal): Promise<NotificationReminderPage> {
  // The page shows 'Request failed, click to reload' in place of the list: no toast on top of it.
  const reply = await requestLazily<unknown>({ url: NOTIFICATION_REMINDER_PATHS.list(subsite), params: { page, size }, signal, suppressErrorToast: true });
  return checkReply(validateNotificationReminderPage, reply, 'notification reminders');
}

/** Marks one notification read; answers it as it is now. */
export async function markNotificationRead(subsite: string, id: string): Promise<NotificationReminder> {
  const reply = await requestLazily<unknown>({ method: 'POST', url: NOTIFICATION_REMINDER_PATHS.read(subsite, id) });
  return checkReply(validateNotificationReminder, reply, 'notification reminder');
}

/** Marks every notification of the viewer read; answers how many were unread. */
export async function markAllNotificationsRead(subsite: string): Promise<number> {
  const reply = await requestLazily<unknown>({ method: 'POST', url: NOTIFICATION_REMINDER_PATHS.readAll(subsite), data: {} });
  return checkReply(validateReadAllReply, reply, 'read all reply').read;
}
