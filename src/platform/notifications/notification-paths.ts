// Spec §7: the notification calls, as the server spells them.
import { BACK_OFFICE_PREFIXES } from '../account-links';
import type { UserType } from '../session';

/** Spec §7: the websocket of the notification connection. */
export const NOTIFICATION_SOCKET_PATH = '/websocket/notification/platform';

/** Spec §4, §7: the two queues of a user. */
export const NOTIFICATION_QUEUES = ['notificationReminder', 'notificationChanged'] as const;
export type NotificationQueue = (typeof NOTIFICATION_QUEUES)[number];

export function queueDestination(userId: string, queue: NotificationQueue): string {
  return `/queue/${userId}/${queue}`;
}

/** Spec §7: getUnreadInfo's subsite is the role's back-office prefix — member, seller, group or work. */
export function unreadInfoPath(userType: UserType): string {
  return `/${BACK_OFFICE_PREFIXES[userType]}/api/notificationReminders/self/getUnreadInfo`;
}

/** The websocket's address on the page's own host: wss on an https page, ws otherwise. */
export function notificationSocketUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${NOTIFICATION_SOCKET_PATH}`;
}
