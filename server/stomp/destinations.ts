import { NOTIFICATION_QUEUES, type NotificationQueue } from '../bus/notification-bus.js';

/** Spec §7: a user subscribes to /queue/{userId}/notificationReminder and /queue/{userId}/notificationChanged. */
export function queueDestination(userId: string, queue: NotificationQueue): string {
  return `/queue/${userId}/${queue}`;
}

/** The queue a destination names when it is one of the user's own two; undefined for anything else. */
export function ownQueueOf(destination: string, userId: string): NotificationQueue | undefined {
  return NOTIFICATION_QUEUES.find((queue) => destination === queueDestination(userId, queue));
}
