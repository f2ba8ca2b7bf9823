// The message centre's data for the page (spec §2, §4, §7): a page of the viewer's notifications, marking one
// or all read (then the header's unread counts refresh), and the list following the notification connection.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isImEvent, onNotificationMessage } from './notification-events';
import {
  fetchNotificationReminders,
  markAllNotificationsRead,
  markNotificationRead,
  notificationReminderKeys,
  type NotificationReminder,
  type NotificationReminderPage,
} from './notification-reminders';
import { notificationKeys } from './unread-info';

export interface ReminderPaging {
  /** 0-based, as the server counts. */
  page: number;
  size: number;
}

export function useNotificationReminders(userId: string, subsite: string, { page, size }: ReminderPaging) {
  return useQuery({
    queryKey: notificationReminderKeys.page(userId, subsite, page, size),
    queryFn: ({ signal }) => fetchNotificationReminders(subsite, page, size, signal),
    // The page shown stays while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** After a read: the header's badges (the unread info) count again. */
function refreshUnreadInfo(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: notificationKeys.all() });
}

function refreshReminders(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: notificationReminderKeys.all() });
}

function withReminder(page: NotificationReminderPage, reminder: NotificationReminder): NotificationReminderPage {
  const items = page._embedded['b2b:notificationReminders'];
  if (!items.some((item) => item.id === reminder.id)) return page;
  return { ...page, _embedded: { 'b2b:notificationReminders': items.map((item) => (item.id === reminder.id ? reminder : item)) } };
}

/** Marks one read; the lists holding it show the server's answer at once, the unread counts refresh. */
export function useMarkNotificationRead(subsite: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(subsite, id),
    onSuccess: (reminder) => {
      client.setQueriesData<NotificationReminderPage>({ queryKey: notificationReminderKeys.all() }, (page) => page && withReminder(page, reminder));
      void refreshUnreadInfo(client);
    },
  });
}

/** Marks all read; the list and the unread counts refresh. */
export function useMarkAllNotificationsRead(subsite: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(subsite),
    onSuccess: () => {
      void refreshReminders(client);
      void refreshUnreadInfo(client);
    },
  });
}

/**
 * Spec §4: a new notification (or one read in another window) arrives over the notification connection and
 * the list asks again; the IM's events come the same way and leave it alone.
 */
export function useLiveNotificationReminders(): void {
  const client = useQueryClient();
  useEffect(
    () =>
      onNotificationMessage((message) => {
        if (!isImEvent(message)) void refreshReminders(client);
      }),
    [client],
  );
}
