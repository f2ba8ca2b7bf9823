import type { NotificationCategory, UnreadInfo } from '../../common/generated/types.js';

/** What a notification is about (schemas/notifications/notification-reminder.schema.json); getUnreadInfo counts each. */
export const NOTIFICATION_CATEGORIES = ['systemNotice', 'inquiry', 'businessCard', 'appointment'] as const satisfies readonly NotificationCategory[];

/** Every category at 0: the unread info of a user with nothing unread. */
export function noUnread(): UnreadInfo {
  return { systemNotice: 0, inquiry: 0, businessCard: 0, appointment: 0 };
}
